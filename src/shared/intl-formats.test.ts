import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-formats.js';

describe('Intl formatters made once', () => {
  it('answers the same formatter for the same locale and options, another for other options', () => {
    const euros = numberFormat('es-ES', { style: 'currency', currency: 'EUR' });
    expect(numberFormat('es-ES', { style: 'currency', currency: 'EUR' })).toBe(euros);
    expect(numberFormat('en-IE', { style: 'currency', currency: 'EUR' })).not.toBe(euros);
    expect(numberFormat('es-ES')).not.toBe(euros);
    expect(euros.format(19.99)).toBe('19,99\u00a0€');
    expect(numberFormat('en-GB').format(12345)).toBe('12,345');
  });

  it('dates likewise, in the options given', () => {
    const long = dateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/Madrid' });
    expect(dateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/Madrid' })).toBe(long);
    expect(long.format(new Date('2026-06-03T23:30:00Z'))).toBe('4 June 2026');
  });
});
