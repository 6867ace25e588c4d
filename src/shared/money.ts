/** Money is integer cents inside and euros with at most 2 decimals on the wire (decision 2). */
import { formatEurosIn } from './locale-format.js';

export function centsToEuros(cents: number): number {
  return Math.round(cents) / 100;
}

export function eurosToCents(euros: number): number {
  return Math.round(euros * 100);
}

/** Whole-percent discount of a selling price against the original; negative when above it (§3). */
export function discountPercent(originalCents: number, sellingCents: number): number {
  if (originalCents <= 0) return 0;
  const percent = ((originalCents - sellingCents) / originalCents) * 100;
  // Half away from zero, so a price 12.5 % above the original reads -13 like 12.5 % below reads 13.
  return Math.sign(percent) * Math.round(Math.abs(percent));
}

/** es: "19,99 €", en: "€19.99" (decision 2). */
export function formatEuros(cents: number, language: 'es' | 'en', fractionDigits = 2): string {
  return formatEurosIn(cents / 100, language, fractionDigits);
}
