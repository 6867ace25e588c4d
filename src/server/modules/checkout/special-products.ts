/**
 * The two products that are not one key each (decisions 5 and 6), inside the checkout's transaction with
 * their products locked: a pre-order sells its quota (its keys come later), and a mystery bundle draws
 * its games from the pool, within its tier rule, from a stored seed, holding one key per game drawn.
 */
import { randomBytes } from 'node:crypto';
import type { TransactionQuery } from '../../db/client.js';
import { drawBundles, type PoolGame } from './mystery-draw.js';
import { reserveKeys } from './order-keys.js';

export interface BundleProductRow {
  id: number;
  bundle_game_count: number | null;
  bundle_min_aaa: number | null;
  bundle_min_indie: number | null;
  bundle_max_value_cents: number | null;
}

/** Takes `quantity` from a pre-order's quota left (its `stock`); answers how many it could take (all or none). */
export async function takePreorderQuota(query: TransactionQuery, productId: number, quantity: number): Promise<number> {
  const [taken] = await query('update products set stock = stock - $2 where id = $1 and stock >= $2 returning id', [productId, quantity]);
  if (taken) return quantity;
  const [left] = await query<{ stock: number }>('select stock from products where id = $1', [productId]);
  return left?.stock ?? 0;
}

/** Gives a pre-order's quota back (an order canceled before its keys came). */
export async function returnPreorderQuota(query: TransactionQuery, items: { product_id: number; quantity: number }[]): Promise<void> {
  for (const item of items) {
    await query('update products set stock = stock + $2 where id = $1 and is_preorder', [item.product_id, item.quantity]);
  }
}

/**
 * Draws `quantity` bundles for an order item and holds a key for every game drawn; the draw is stored on
 * the item. Answers how many bundles it could give: all, or none when the pool cannot.
 */
export async function drawAndReserve(
  query: TransactionQuery,
  { id, bundle, quantity }: { id: string; bundle: BundleProductRow; quantity: number },
  until: Date,
): Promise<number> {
  const pool = await query<{ product_id: number; quality: number; pvp_cents: number; stock: number }>(
    `select bi.product_id, bi.quality, p.pvp_cents, p.stock from bundle_items bi join products p on p.id = bi.product_id
      where bi.bundle_id = $1 and not p.is_preorder and not p.is_bundle order by bi.product_id`,
    [bundle.id]);
  const games: PoolGame[] = pool.map((row) => ({ productId: row.product_id, quality: row.quality, pvpCents: row.pvp_cents, available: row.stock }));
  const rule = {
    games: bundle.bundle_game_count ?? 1,
    minAaa: bundle.bundle_min_aaa ?? 0,
    minIndie: bundle.bundle_min_indie ?? 0,
    maxValueCents: bundle.bundle_max_value_cents ?? Number.MAX_SAFE_INTEGER,
  };
  const seed = randomBytes(16).toString('hex');
  const draws = drawBundles(games, rule, quantity, seed);
  if (!draws) return 0;
  const perGame = new Map<number, number>();
  for (const productId of draws.flat()) perGame.set(productId, (perGame.get(productId) ?? 0) + 1);
  for (const [productId, count] of [...perGame].sort(([a], [b]) => a - b)) {
    // The stock read under the lock said these keys are there; a shortfall would be a broken invariant.
    if ((await reserveKeys(query, { id, productId, quantity: count }, until)) < count) return 0;
  }
  await query('update order_items set draw = $2 where id = $1', [id, JSON.stringify({ seed, games: draws })]);
  return quantity;
}
