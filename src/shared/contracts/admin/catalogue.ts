/**
 * The catalogue in the back office (issue 12 §3): list, read, create, update and hide products, every §3
 * field in es and en. Money is integer cents; the struck-through price and the discount are not typed by
 * the operator: they follow from the price history (decision 27, catalogue-admin.ts).
 */
import { z } from 'zod';
import { BUNDLE_TIERS, type BundleTier } from '../../bundle-rule.js';
import { CATEGORIES, GENRES, PLATFORMS, PRODUCT_TYPES, REGIONS } from '../../constants.js';
import { AdminPageQuerySchema, AdminSearchSchema, adminPageOf } from './common.js';

/** Product ids are the storefront's integer ids (decision 25). */
export const ProductIdSchema = z.coerce.number().int().min(1).max(2_147_483_647);

/**
 * A URL of the store's own media (`/media/…`, uploads included: `/media/<sha256>.webp`), or of an upload
 * kept in the store's S3 bucket (`https://…/<sha256>.webp`, decision 0026; the page's Content-Security-Policy
 * lets images load from that bucket only): the storefront never loads images from elsewhere.
 */
export const MEDIA_URL_PATTERN = /^\/media\/(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9/_.-]*$|^https?:\/\/[A-Za-z0-9.-]+(:\d+)?(\/[A-Za-z0-9_.-]+)*\/[0-9a-f]{64}\.webp$/;
export const MediaUrlSchema = z.string().trim().max(300).regex(MEDIA_URL_PATTERN, { message: 'must be a URL of the media store (/media/…)' });

export const PRODUCT_TITLE_MAX = 200;
export const PRODUCT_DESCRIPTION_MAX = 20_000;
export const PRODUCT_FEATURES_MAX = 20;
export const PRODUCT_MEDIA_MAX = 20;
/** 100,000 € in cents: a guard against a typo of a few zeros. */
export const PRICE_CENTS_MAX = 10_000_000;
export const PREORDER_QUOTA_MAX = 1_000_000;

const text = (max: number) => z.string().trim().min(1, { message: 'is required' }).max(max);
const localized = (max: number) => z.object({ es: text(max), en: text(max) });
const unique = <T>(values: T[]) => new Set(values).size === values.length;
const uniqueList = <T extends z.ZodType>(item: T, max: number) =>
  z.array(item).max(max).refine(unique, { message: 'lists a value twice' });
const requirements = z.record(z.string().trim().min(1).max(60), z.string().trim().max(500))
  .refine((map) => Object.keys(map).length <= 20, { message: 'at most 20 lines' }).nullable();

export const BUNDLE_POOL_MAX = 200;
export const BUNDLE_GAMES_MAX = 20;
export const BUNDLE_TIER_NAMES = Object.keys(BUNDLE_TIERS) as [BundleTier, ...BundleTier[]];
const count = (min: number) => z.number().int({ message: 'must be a whole number' }).min(min).max(BUNDLE_GAMES_MAX);

/**
 * A mystery bundle's tier rule and pool (decision 6, docs/decisions/0013): the draw takes `game_count`
 * distinct games of the pool, at least `min_aaa` of quality 4 and `min_indie` of quality 1, worth at most
 * `max_value_cents`. What the database must answer (the games exist, are neither bundles nor pre-orders,
 * and the pool can keep the rule) is checked by the server (422, BUNDLE_REFUSALS).
 */
export const BundleInputSchema = z.object({
  tier: z.enum(BUNDLE_TIER_NAMES),
  game_count: count(1),
  min_aaa: count(0),
  min_indie: count(0),
  max_value_cents: z.number().int({ message: 'must be whole cents' }).min(1).max(PRICE_CENTS_MAX),
  pool: z.array(z.object({
    product_id: z.number().int().min(1).max(2_147_483_647),
    /** 0-4 (decision 18): 4 is AAA, 1 indie, 0 untinted. */
    quality: z.number().int().min(0).max(4),
  })).max(BUNDLE_POOL_MAX).refine((pool) => unique(pool.map((game) => game.product_id)), { message: 'lists a game twice' }),
}).refine((bundle) => bundle.min_aaa + bundle.min_indie <= bundle.game_count, {
  message: 'minimum AAA and minimum indie together exceed the games per draw', path: ['min_indie'],
});
export type BundleInput = z.infer<typeof BundleInputSchema>;

export const ProductInputSchema = z.object({
  title: localized(PRODUCT_TITLE_MAX),
  /** HTML, sanitised by the storefront when shown (DOMPurify). */
  description: z.object({ es: z.string().max(PRODUCT_DESCRIPTION_MAX), en: z.string().max(PRODUCT_DESCRIPTION_MAX) }),
  features: z.object({ es: z.array(text(300)).max(PRODUCT_FEATURES_MAX), en: z.array(text(300)).max(PRODUCT_FEATURES_MAX) }),
  languages: uniqueList(text(40), 40),
  platform: z.enum(PLATFORMS),
  regions: uniqueList(z.enum(REGIONS), REGIONS.length).min(1, { message: 'needs at least one region' }),
  genres: uniqueList(z.enum(GENRES), GENRES.length),
  type: z.enum(PRODUCT_TYPES),
  category: z.enum(CATEGORIES),
  developer: z.string().trim().max(120).nullable().transform((value) => value || null),
  publisher: z.string().trim().max(120).nullable().transform((value) => value || null),
  release_date: z.iso.date({ message: 'must be a date YYYY-MM-DD' }),
  /** 0-10 with one decimal, or null (shown as a dash). */
  rating: z.number().min(0).max(10).refine((value) => Math.round(value * 10) === value * 10, { message: 'one decimal at most' }).nullable(),
  /** The selling price, VAT included (decision 20). */
  pvp_cents: z.number().int({ message: 'must be whole cents' }).min(0).max(PRICE_CENTS_MAX),
  image_url: MediaUrlSchema,
  banner_url: MediaUrlSchema,
  video_url: MediaUrlSchema.nullable(),
  media: uniqueList(MediaUrlSchema, PRODUCT_MEDIA_MAX),
  minimum_requirements: requirements,
  recommended_requirements: requirements,
  is_banner: z.boolean(),
  is_featured: z.boolean(),
  is_recommended: z.boolean(),
  is_product_of_week: z.boolean(),
  is_preorder: z.boolean(),
  /** Pre-orders the store may sell before the keys come (the storefront's stock of a pre-order). */
  preorder_quota: z.number().int().min(0).max(PREORDER_QUOTA_MAX),
  /** A mystery bundle's rule and pool; null for every other product. Chosen at creation: a product never changes kind. */
  bundle: BundleInputSchema.nullable().default(null),
}).refine((input) => input.is_preorder || input.preorder_quota === 0, { message: 'only a pre-order has a quota', path: ['preorder_quota'] })
  .refine((input) => !(input.bundle && input.is_preorder), { message: 'a mystery bundle cannot be a pre-order', path: ['is_preorder'] });
export type ProductInput = z.infer<typeof ProductInputSchema>;

/** A game of a bundle's pool as the back office shows it. */
export const AdminPoolGameSchema = z.object({
  product_id: z.number().int(),
  quality: z.number().int(),
  title: z.object({ es: z.string(), en: z.string() }),
  platform: z.string(),
  image_url: z.string(),
  price_cents: z.number().int(),
  pvp_cents: z.number().int(),
  stock: z.number().int(),
  hidden: z.boolean(),
});
export type AdminPoolGame = z.infer<typeof AdminPoolGameSchema>;

export const AdminBundleSchema = z.object({
  tier: z.string(),
  game_count: z.number().int(),
  min_aaa: z.number().int(),
  min_indie: z.number().int(),
  max_value_cents: z.number().int(),
  /** Best quality first, then by id (the storefront's order). */
  pool: z.array(AdminPoolGameSchema),
});

/** A product as the back office edits it: the input fields plus what the store keeps itself. */
export const AdminProductSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.object({ es: z.string(), en: z.string() }),
  description: z.object({ es: z.string(), en: z.string() }),
  features: z.object({ es: z.array(z.string()), en: z.array(z.string()) }),
  languages: z.array(z.string()),
  platform: z.string(),
  regions: z.array(z.string()),
  genres: z.array(z.string()),
  type: z.string(),
  category: z.string(),
  developer: z.string().nullable(),
  publisher: z.string().nullable(),
  release_date: z.string(),
  rating: z.number().nullable(),
  /** The struck-through price (decision 27): the lowest price of the 30 days before the discount began. */
  price_cents: z.number().int(),
  pvp_cents: z.number().int(),
  discount: z.number().int(),
  stock: z.number().int(),
  image_url: z.string(),
  banner_url: z.string(),
  video_url: z.string().nullable(),
  media: z.array(z.string()),
  minimum_requirements: z.record(z.string(), z.string()).nullable(),
  recommended_requirements: z.record(z.string(), z.string()).nullable(),
  is_banner: z.boolean(),
  is_featured: z.boolean(),
  is_recommended: z.boolean(),
  is_product_of_week: z.boolean(),
  is_preorder: z.boolean(),
  preorder_quota: z.number().int(),
  is_bundle: z.boolean(),
  bundle: AdminBundleSchema.nullable(),
  hidden: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminProduct = z.infer<typeof AdminProductSchema>;

export const PriceChangeSchema = z.object({ pvp_cents: z.number().int(), valid_from: z.string(), valid_to: z.string().nullable() });

export const AdminProductRowSchema = AdminProductSchema.pick({
  id: true, title: true, platform: true, type: true, category: true, price_cents: true, pvp_cents: true, discount: true, stock: true,
  is_preorder: true, is_bundle: true, hidden: true, image_url: true, release_date: true, updated_at: true,
  is_banner: true, is_featured: true, is_product_of_week: true,
});
export type AdminProductRow = z.infer<typeof AdminProductRowSchema>;

export const PRODUCT_SORTS = ['newest', 'oldest', 'title', 'price_low', 'price_high', 'stock_low', 'updated'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

const flag = z.enum(['true', 'false']).optional().transform((value) => (value === undefined ? undefined : value === 'true'));
const oneOrMany = <T extends z.ZodType>(item: T) => z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value), z.array(item).max(40).optional());

export const ListAdminProductsQuerySchema = AdminPageQuerySchema.extend({
  q: AdminSearchSchema.describe('Part of the title (es or en), or the product id'),
  type: z.enum(PRODUCT_TYPES).optional(),
  platform: oneOrMany(z.enum(PLATFORMS)),
  category: z.enum(CATEGORIES).optional(),
  hidden: flag,
  preorder: flag,
  bundle: flag,
  /** Only products with stock at or under LOW_STOCK_THRESHOLD (the dashboard's line), pre-orders left out. */
  low_stock: flag,
  sort: z.enum(PRODUCT_SORTS).default('newest'),
});
export type ListAdminProductsQuery = z.output<typeof ListAdminProductsQuerySchema>;
export const ListAdminProductsResponseSchema = adminPageOf(AdminProductRowSchema);

export const GetAdminProductQuerySchema = z.object({ id: ProductIdSchema });
export const AdminProductResponseSchema = z.object({ product: AdminProductSchema, price_history: z.array(PriceChangeSchema) });

export const CreateProductBodySchema = z.object({ product: ProductInputSchema });
export const UpdateProductBodySchema = z.object({ id: ProductIdSchema, product: ProductInputSchema });
export const SetProductHiddenBodySchema = z.object({ id: ProductIdSchema, hidden: z.boolean() });

/** `details.reason` of the refusals. */
export const SLUG_TAKEN = 'SLUG_TAKEN';

/**
 * `details.reason` of a bundle's 422 refusals; `details.field` names the input field (`bundle.pool.<n>`,
 * `bundle.game_count`, …) and `details.product_id` the game when one is at fault.
 */
export const BUNDLE_REFUSALS = [
  'GAME_NOT_FOUND', 'GAME_IS_BUNDLE', 'GAME_IS_PREORDER', 'GAME_IS_THE_BUNDLE',
  'POOL_TOO_SMALL', 'POOL_FEW_AAA', 'POOL_FEW_INDIE', 'POOL_OVER_VALUE', 'BUNDLE_KIND_FIXED', 'GAME_IN_BUNDLE_POOL',
] as const;
export type BundleRefusal = (typeof BUNDLE_REFUSALS)[number];
