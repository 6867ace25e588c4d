import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { vatBreakdown } from './tax.js';

describe('VAT included in the price (decision 20, §9)', () => {
  it('CHK-02, CHK-03, CHK-04: the subtotal is total / 1.21 rounded to the cent, the tax the rest (21 % on top of the subtotal)', () => {
    expect(vatBreakdown(12100)).toEqual({ subtotalCents: 10000, taxCents: 2100, totalCents: 12100 });
    expect(vatBreakdown(1999)).toEqual({ subtotalCents: 1652, taxCents: 347, totalCents: 1999 }); // 16.5206…
    expect(vatBreakdown(1)).toEqual({ subtotalCents: 1, taxCents: 0, totalCents: 1 }); // 0.826… rounds up
    expect(vatBreakdown(0)).toEqual({ subtotalCents: 0, taxCents: 0, totalCents: 0 });
    // 605 / 1.21 = 500 exactly; 6655 / 1.21 = 5500 exactly.
    expect(vatBreakdown(605).subtotalCents).toBe(500);
    expect(vatBreakdown(6655).subtotalCents).toBe(5500);
  });

  it('for any total: base + tax = total to the cent, neither negative, and the base within half a cent of total / 1.21', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (total) => {
      const { subtotalCents, taxCents, totalCents } = vatBreakdown(total);
      expect(totalCents).toBe(total);
      expect(subtotalCents + taxCents).toBe(total);
      expect(subtotalCents).toBeGreaterThanOrEqual(0);
      expect(taxCents).toBeGreaterThanOrEqual(0);
      expect(Math.abs(subtotalCents - total / 1.21)).toBeLessThanOrEqual(0.5 + 1e-9);
      expect(Number.isInteger(subtotalCents)).toBe(true);
    }), { seed: 20261123, numRuns: 2000 });
  });

  it('refuses what is not an amount in cents', () => {
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => vatBreakdown(bad)).toThrow(RangeError);
  });
});
