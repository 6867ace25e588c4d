import { describe, expect, it } from 'vitest';
import { isSpanishNif, normalizeTaxId, parseTaxId } from './tax-id.js';

describe("the buyer's tax id for a full invoice (issue 11 §4)", () => {
  it('a Spanish NIF needs its right check character: DNI, NIE, K/L/M, legal entities', () => {
    for (const valid of ['12345678Z', '00000000T', 'X1234567L', 'Y1234567X', 'Z1234567R', 'A46103834', 'B12345674', 'Q2826000H', 'ES12345678Z', '12.345.678-z']) {
      expect(isSpanishNif(valid), valid).toBe(true);
    }
    for (const invalid of ['12345678A', 'X1234567A', 'A46103835', 'B1234567D', 'Q28260008', '1234567Z', 'B0000000', 'ESX', '']) {
      expect(isSpanishNif(invalid), invalid).toBe(false);
    }
  });

  it('is kept upper case, without separators; a Spanish one without its ES prefix', () => {
    expect(normalizeTaxId(' b-1234 567.4 ')).toBe('B12345674');
    expect(parseTaxId('ES', 'es 12345678-z')).toBe('12345678Z');
    expect(parseTaxId('ES', '12345678A')).toBeNull();
  });

  it('elsewhere in the EU: a VAT number of the usual shape, with the country prefix (EL for Greece)', () => {
    expect(parseTaxId('DE', 'DE 123 456 789')).toBe('DE123456789');
    expect(parseTaxId('DE', '123456789')).toBe('DE123456789');
    expect(parseTaxId('GR', '094259216')).toBe('EL094259216');
    expect(parseTaxId('FR', 'FR X')).toBeNull();
    expect(parseTaxId('DE', 'DE12')).toBeNull();
    expect(parseTaxId('FR', 'ABCDEFGH')).toBeNull();
    expect(parseTaxId('IT', '1234567890123456')).toBeNull();
  });

  it('outside the EU: 3 to 20 letters and digits', () => {
    expect(parseTaxId('US', '12-3456789')).toBe('123456789');
    expect(parseTaxId('CH', 'CHE-123.456.789')).toBe('CHE123456789');
    expect(parseTaxId('US', 'AB')).toBeNull();
    expect(parseTaxId('US', '<script>')).toBeNull();
  });
});
