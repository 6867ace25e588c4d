import { describe, expect, it } from 'vitest';
import { centsToEuros, discountPercent, eurosToCents, formatEuros } from './money.js';

describe('money (decision 2)', () => {
  it('CONST-02: converts cents to euros with at most 2 decimals and back without drift', () => {
    expect(centsToEuros(1999)).toBe(19.99);
    expect(centsToEuros(5)).toBe(0.05);
    expect(JSON.stringify(centsToEuros(1010))).toBe('10.1');
    for (const cents of [1, 99, 1999, 4599, 123456]) expect(eurosToCents(centsToEuros(cents))).toBe(cents);
  });

  it('computes the discount percent, negative when above the original (BUNDLE-16)', () => {
    expect(discountPercent(5999, 2999)).toBe(50);
    expect(discountPercent(2000, 2000)).toBe(0);
    expect(discountPercent(4000, 4500)).toBe(-13);
    expect(discountPercent(0, 100)).toBe(0);
  });

  it('CONST-03: formats es as "19,99 €" and en as "€19.99"', () => {
    expect(formatEuros(1999, 'es').replace(/\s/g, ' ')).toBe('19,99 €');
    expect(formatEuros(1999, 'en')).toBe('€19.99');
    expect(formatEuros(123400, 'en', 0)).toBe('€1,234');
  });
});
