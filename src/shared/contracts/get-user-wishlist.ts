/**
 * getUserWishlist (§7, decision 15): GET, no query → the signed-in shopper's wishlist, oldest entry first,
 * as `{ id, product }` with the product's card. A visitor gets an empty list (§5: the read is skipped).
 */
import { z } from 'zod';
import { ProductSummarySchema } from './common.js';

export const WishlistEntrySchema = z.object({
  id: z.string().describe('The entry id (UUID)'),
  product: ProductSummarySchema,
});
export type WishlistEntry = z.infer<typeof WishlistEntrySchema>;

export const GetUserWishlistResponseSchema = z.array(WishlistEntrySchema);
export type GetUserWishlistResponse = z.infer<typeof GetUserWishlistResponseSchema>;
