/**
 * setWishlist (§7): POST `{ product_id, action }` — adds a product to the signed-in shopper's wishlist or
 * removes it. Both are idempotent: adding a product already there, or removing one that is not, changes
 * nothing and is not an error. The answer says where the product now stands.
 */
import { z } from 'zod';

export const WISHLIST_ACTIONS = ['add', 'remove'] as const;

export const SetWishlistBodySchema = z.object({
  product_id: z
    .number({ message: 'must be a product id (a whole number)' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 2147483647')
    .max(2_147_483_647, 'must be between 1 and 2147483647'),
  action: z.enum(WISHLIST_ACTIONS, { message: "must be 'add' or 'remove'" }),
});
export type SetWishlistBody = z.input<typeof SetWishlistBodySchema>;

export const SetWishlistResponseSchema = z.object({
  product_id: z.number().int(),
  in_wishlist: z.boolean(),
});
export type SetWishlistResponse = z.infer<typeof SetWishlistResponseSchema>;
