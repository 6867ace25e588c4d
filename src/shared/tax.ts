/**
 * VAT in a price that includes it (decision 20): the shopper pays exactly the prices shown; the summary
 * and the invoice show the net base (total / 1.21, rounded to the cent) and the tax (total − base), so
 * base + tax = total to the cent, always.
 */
import { VAT_RATE_PERCENT } from './constants.js';

export interface VatBreakdown {
  /** The net base, VAT excluded. */
  subtotalCents: number;
  taxCents: number;
  /** What the shopper pays, VAT included. */
  totalCents: number;
}

export function vatBreakdown(totalCents: number, ratePercent: number = VAT_RATE_PERCENT): VatBreakdown {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0) throw new RangeError(`Not an amount in cents: ${totalCents}`);
  // total × 100 / (100 + rate), rounded half up, in integers: no floating-point step between cents.
  const divisor = 100 + ratePercent;
  const subtotalCents = Math.floor((totalCents * 100 * 2 + divisor) / (divisor * 2));
  return { subtotalCents, taxCents: totalCents - subtotalCents, totalCents };
}
