/** getProduct (§7): GET ?id= → one product; ?is_banner=true → the banner product. */
import { z } from 'zod';
import { IdParamSchema, ProductSchema } from './common.js';

export const GetProductQuerySchema = z
  .object({
    id: IdParamSchema.optional(),
    is_banner: z.enum(['true', 'false']).optional(),
  })
  .refine((query) => query.id !== undefined || query.is_banner === 'true', {
    message: 'give id, or is_banner=true',
    path: ['id'],
  });
export type GetProductQuery = z.input<typeof GetProductQuerySchema>;

export const GetProductResponseSchema = ProductSchema;
export type GetProductResponse = z.infer<typeof GetProductResponseSchema>;
