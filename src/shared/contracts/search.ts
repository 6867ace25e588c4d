/**
 * search (§7, §2 Search): GET with optional filters → a JSON array of at most 12 products.
 * Multi-select filters repeat the parameter or take comma-separated values (decision 15).
 */
import { z } from 'zod';
import {
  CATEGORIES, GENRES, MAX_PRICE_VALUES, PLATFORMS, PRODUCT_TYPES, REGIONS, SEARCH_MAX_PAGE, SEARCH_MAX_TITLE, SORT_ORDERS,
} from '../constants.js';
import { ProductSummarySchema } from './common.js';

function multiSelect<const T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess(
    (raw) => {
      if (raw === undefined) return undefined;
      const list = (Array.isArray(raw) ? raw : [raw]).flatMap((value) => String(value).split(','));
      const cleaned = list.map((value) => value.trim()).filter((value) => value.length > 0);
      return cleaned.length > 0 ? [...new Set(cleaned)] : undefined;
    },
    z.array(z.enum(values)).max(values.length).optional(),
  );
}

export const SearchQuerySchema = z.object({
  type: multiSelect(PRODUCT_TYPES),
  title: z
    .string()
    .max(SEARCH_MAX_TITLE, `must be at most ${SEARCH_MAX_TITLE} characters`)
    .transform((value) => value.trim())
    .optional(),
  platform: multiSelect(PLATFORMS),
  region: multiSelect(REGIONS),
  genre: multiSelect(GENRES),
  category: multiSelect(CATEGORIES),
  max_price: z
    .enum(MAX_PRICE_VALUES.map(String) as [string, ...string[]], { message: `must be one of ${MAX_PRICE_VALUES.join(', ')}` })
    .transform(Number)
    .optional(),
  orderby: z.enum(SORT_ORDERS).optional(),
  page: z
    .string()
    .regex(/^\d{1,4}$/, `must be a whole number from 1 to ${SEARCH_MAX_PAGE}`)
    .transform(Number)
    .refine((page) => page >= 1 && page <= SEARCH_MAX_PAGE, `must be a whole number from 1 to ${SEARCH_MAX_PAGE}`)
    .optional(),
});
export type SearchQueryInput = z.input<typeof SearchQuerySchema>;
export type SearchQuery = z.output<typeof SearchQuerySchema>;

export const SearchResponseSchema = z.array(ProductSummarySchema).max(12);
export type SearchResponse = z.infer<typeof SearchResponseSchema>;
