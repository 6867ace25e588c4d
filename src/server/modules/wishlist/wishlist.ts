/**
 * The shopper's wishlist (spec §4 Wishlist, §7 getUserWishlist and setWishlist): products kept for later,
 * one entry per product, oldest first. Adding and removing are idempotent; a wishlist holds at most
 * WISHLIST_LIMIT products, checked under a lock on the account so two concurrent adds cannot pass it.
 */
import { and, count, eq } from 'drizzle-orm';
import { WISHLIST_LIMIT } from '../../../shared/constants.js';
import type { WishlistEntry } from '../../../shared/contracts/get-user-wishlist.js';
import type { Database } from '../../db/client.js';
import { products, users, wishlistItems } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { SUMMARY_COLUMNS, toSummary, type SummaryRow } from '../catalog/product-rows.js';

export async function getWishlist(database: Database, userId: string): Promise<WishlistEntry[]> {
  const rows = await database.query<SummaryRow & { wishlist_id: string }>(
    `select w.id as wishlist_id, ${SUMMARY_COLUMNS}
       from wishlist_items w join products p on p.id = w.product_id
      where w.user_id = $1
      order by w.created_at, w.id`,
    [userId],
    'wishlist.of-user',
  );
  return rows.map(({ wishlist_id, ...row }) => ({ id: wishlist_id, product: toSummary(row) }));
}

/** Adds `productId`; adding one already there changes nothing. */
export async function addToWishlist(database: Database, userId: string, productId: number): Promise<void> {
  await database.db.transaction(async (tx) => {
    // The account's row is the wishlist's lock: the count below sees every add committed before ours.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId));
    if (!product) throw new AppError('not_found', `No product with id ${productId}`);
    const [present] = await tx.select({ id: wishlistItems.id }).from(wishlistItems)
      .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
    if (present) return;
    const [{ entries } = { entries: 0 }] = await tx.select({ entries: count() }).from(wishlistItems).where(eq(wishlistItems.userId, userId));
    if (entries >= WISHLIST_LIMIT) {
      throw new AppError('business_rule', `A wishlist holds at most ${WISHLIST_LIMIT} products: remove one to add another`, {
        reason: 'WISHLIST_FULL',
      });
    }
    await tx.insert(wishlistItems).values({ userId, productId }).onConflictDoNothing();
  });
}

/** Removes `productId`; removing a product that is not there changes nothing. */
export async function removeFromWishlist(database: Database, userId: string, productId: number): Promise<void> {
  await database.db.delete(wishlistItems).where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
}
