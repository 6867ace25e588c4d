/** Shapes shared by several calls (spec §3, decision 15): snake_case fields, amounts in euros. */
import { z } from 'zod';
import { CATEGORIES, GENRES, PLATFORMS, PRODUCT_TYPES, REGIONS } from '../constants.js';
import { ID_DIGITS, MAX_ID } from '../id-param.js';

export const LocalizedTextSchema = z.object({ es: z.string(), en: z.string() });
export const LocalizedListSchema = z.object({ es: z.array(z.string()), en: z.array(z.string()) });
/** Euros as a JSON number with at most 2 decimals (decision 2). */
export const EurosSchema = z.number().describe('Amount in euros, at most 2 decimals, VAT included');
export const RequirementsSchema = z.record(z.string(), z.string()).nullable();

/**
 * What an error adds to its message: the offending parameters of an invalid input, the precise reason
 * (Better Auth's own code, such as INVALID_EMAIL_OR_PASSWORD or WEAK_PASSWORD), and what else the reason
 * carries (the weak password's reasons, seconds to wait).
 */
export const ErrorDetailsSchema = z
  .object({
    issues: z.array(z.object({ parameter: z.string(), message: z.string() })).optional(),
    reason: z.string().optional(),
    reasons: z.array(z.string()).optional(),
    retryAfter: z.number().int().optional().describe('Seconds to wait before trying again'),
  })
  .catchall(z.unknown());
export type ErrorDetails = z.infer<typeof ErrorDetailsSchema>;

/** The one error body of every 4xx and 5xx the server sends (README, ARCHITECTURE.md "API"). */
export const ErrorBodySchema = z.object({
  error: z.object({
    code: z.string().describe('The kind of error: invalid_input, unauthenticated, forbidden, not_found, rate_limited, …'),
    message: z.string(),
    details: ErrorDetailsSchema,
  }),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** What a product card needs (search results, home lists). */
export const ProductSummarySchema = z.object({
  id: z.number().int(),
  title: LocalizedTextSchema,
  platform: z.enum(PLATFORMS),
  region: z.array(z.enum(REGIONS)),
  genres: z.array(z.enum(GENRES)),
  type: z.enum(PRODUCT_TYPES),
  category: z.enum(CATEGORIES),
  release_date: z.string().describe('YYYY-MM-DD'),
  rating: z.number().min(0).max(10).nullable(),
  price: EurosSchema.describe('Original price: the lowest of the 30 days before the discount began'),
  pvp: EurosSchema.describe('Selling price'),
  discount: z.number().int().describe('Percent; negative when the price is above the original'),
  stock: z.number().int().min(0),
  is_preorder: z.boolean(),
  is_bundle: z.boolean(),
  image_url: z.string(),
  video_url: z.string().nullable(),
});
export type ProductSummary = z.infer<typeof ProductSummarySchema>;

export const BundleProductSchema = z.object({
  id: z.number().int(),
  title: LocalizedTextSchema,
  image_url: z.string(),
  platform: z.enum(PLATFORMS),
  genres: z.array(z.enum(GENRES)),
  quality: z.number().int().min(0).max(4),
  price: EurosSchema,
  pvp: EurosSchema,
  discount: z.number().int(),
});
export type BundleProduct = z.infer<typeof BundleProductSchema>;

export const BundleRuleSchema = z.object({
  tier: z.string(),
  games: z.number().int(),
  min_aaa: z.number().int(),
  min_indie: z.number().int(),
  max_value: EurosSchema,
});

export const ProductSchema = ProductSummarySchema.extend({
  description: LocalizedTextSchema.describe('HTML, sanitised on display'),
  features: LocalizedListSchema,
  languages: z.array(z.string()),
  developer: z.string().nullable(),
  publisher: z.string().nullable(),
  banner_url: z.string(),
  media: z.array(z.string()),
  minimum_requirements: RequirementsSchema,
  recommended_requirements: RequirementsSchema,
  is_banner: z.boolean(),
  is_featured: z.boolean(),
  bundle_rule: BundleRuleSchema.nullable(),
  bundle_products: z.array(BundleProductSchema),
});
export type Product = z.infer<typeof ProductSchema>;

/** Query parameter holding a positive integer id (products and news keep integer ids, decision 25). */
export const IdParamSchema = z
  .string()
  .regex(ID_DIGITS, 'must be a positive whole number')
  .transform(Number)
  .refine((id) => id >= 1 && id <= MAX_ID, `must be between 1 and ${MAX_ID}`);
