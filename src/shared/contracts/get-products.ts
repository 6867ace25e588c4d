/** getProducts (§7): GET → the home data (§3); ?filter=recommended → { recommendedProducts }. */
import { z } from 'zod';
import { BundleProductSchema, ProductSchema, ProductSummarySchema } from './common.js';

export const GetProductsQuerySchema = z.object({
  filter: z.enum(['recommended']).optional(),
});
export type GetProductsQuery = z.input<typeof GetProductsQuerySchema>;

export const HomeBundleSchema = ProductSummarySchema.extend({
  description: ProductSchema.shape.description,
  features: ProductSchema.shape.features,
  is_featured: z.boolean(),
  items: z.array(BundleProductSchema),
});

export const HomeDataSchema = z.object({
  featuredGames: z.array(ProductSummarySchema),
  featuredSubscriptions: z.array(ProductSummarySchema),
  recommendedProducts: z.array(ProductSummarySchema),
  preorderProducts: z.array(ProductSummarySchema),
  productOfTheWeek: ProductSchema.nullable(),
  bundles: z.array(HomeBundleSchema),
});
export type HomeData = z.infer<typeof HomeDataSchema>;

export const RecommendedProductsSchema = z.object({ recommendedProducts: z.array(ProductSummarySchema) });

export const GetProductsResponseSchema = z.union([HomeDataSchema, RecommendedProductsSchema]);
export type GetProductsResponse = z.infer<typeof GetProductsResponseSchema>;
