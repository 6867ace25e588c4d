/**
 * Product ratings (spec §3, §9, decision 22): stored 0-10 (or null), shown halved with one decimal and a
 * dash when missing; the colour band is a floor on the 0-10 value.
 */
import { formatPlainNumber } from './locale-format.js';

export const RATING_BANDS = ['emerald', 'green', 'lime', 'yellow', 'orange', 'red', 'grey'] as const;
export type RatingBand = (typeof RATING_BANDS)[number];

/** Floors of the coloured bands, highest first; anything below the last floor is red. */
const BAND_FLOORS: readonly [number, RatingBand][] = [
  [9, 'emerald'],
  [8, 'green'],
  [7, 'lime'],
  [6, 'yellow'],
  [5, 'orange'],
];

export const RATING_MISSING = '–';

export function ratingBand(rating: number | null | undefined): RatingBand {
  if (rating === null || rating === undefined || Number.isNaN(rating)) return 'grey';
  return BAND_FLOORS.find(([floor]) => rating >= floor)?.[1] ?? 'red';
}

/** The shown value: 0-10 halved to 0-5 with one decimal, in the reader's locale ("4,5" / "4.5"). */
export function formatRating(rating: number | null | undefined, language: 'es' | 'en'): string {
  if (rating === null || rating === undefined || Number.isNaN(rating)) return RATING_MISSING;
  return formatPlainNumber(Math.round(rating * 5) / 10, language, 1, 1);
}
