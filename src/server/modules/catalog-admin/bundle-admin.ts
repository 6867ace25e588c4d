/**
 * A mystery bundle's rule and pool in the back office (issue 12 §3, decision 6, docs/decisions/0013), inside
 * the product's write transaction (catalogue-admin.ts):
 * - checked against the database before anything is written (422 with `details.reason` and `field`): every
 *   game exists and is neither a bundle, a pre-order nor the bundle itself (the draw skips those), and the
 *   pool can keep the rule (poolShortfall: enough games, AAA and indie games by quality, a draw within the
 *   value cap). The games are not locked: a lock here, taken after the bundle's row, would order locks
 *   against the checkout's (ids ascending) and could deadlock; a game turning pre-order meanwhile is refused
 *   by refuseIfPooled, and the draw skips pre-orders and bundles whatever happens.
 * - written as the rule's columns and the pool replaced; the bundle's stock (the draws its pool allows,
 *   drizzle/0002 and 0021) is worked out again, since a changed game count alone fires no trigger.
 */
import { poolShortfall } from '../../../shared/bundle-rule.js';
import type { AdminBundleSchema, AdminPoolGame, BundleInput, BundleRefusal } from '../../../shared/contracts/admin/catalogue.js';
import type { z } from 'zod';
import type { TransactionQuery } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';

export const BUNDLE_COLUMNS = `p.bundle_tier, p.bundle_game_count, p.bundle_min_aaa, p.bundle_min_indie, p.bundle_max_value_cents`;

export interface BundleColumns {
  bundle_tier: string | null;
  bundle_game_count: number | null;
  bundle_min_aaa: number | null;
  bundle_min_indie: number | null;
  bundle_max_value_cents: number | null;
}

type AdminBundle = z.infer<typeof AdminBundleSchema>;

function refuse(reason: BundleRefusal, message: string, field: string, productId?: number): never {
  throw new AppError('business_rule', message, { reason, field, ...(productId === undefined ? {} : { product_id: productId }) });
}

/** The rule and pool of bundle `id` (its row's rule columns given), best quality first as the storefront shows it. */
export async function bundleOf(run: TransactionQuery, id: number, row: BundleColumns): Promise<AdminBundle> {
  const pool = await run<AdminPoolGame>(
    `select bi.product_id, bi.quality, p.title, p.platform, p.image_url, p.price_cents, p.pvp_cents, p.stock, p.hidden
       from bundle_items bi join products p on p.id = bi.product_id where bi.bundle_id = $1 order by bi.quality desc, p.id`, [id]);
  return {
    tier: row.bundle_tier ?? '', game_count: row.bundle_game_count ?? 0, min_aaa: row.bundle_min_aaa ?? 0,
    min_indie: row.bundle_min_indie ?? 0, max_value_cents: row.bundle_max_value_cents ?? 0, pool,
  };
}

/** Refuses (422) a pool the draw could not use; `bundleId` is null while the bundle is being created. */
export async function checkBundle(run: TransactionQuery, bundleId: number | null, bundle: BundleInput): Promise<void> {
  const ids = bundle.pool.map((game) => game.product_id);
  const rows = await run<{ id: number; is_bundle: boolean; is_preorder: boolean; pvp_cents: number }>(
    'select id, is_bundle, is_preorder, pvp_cents from products where id = any($1::int[])', [ids]);
  const games = new Map(rows.map((row) => [row.id, row]));
  bundle.pool.forEach(({ product_id: productId }, index) => {
    const field = `bundle.pool.${index}`;
    const game = games.get(productId);
    if (productId === bundleId) refuse('GAME_IS_THE_BUNDLE', 'A bundle cannot be in its own pool', field, productId);
    if (!game) refuse('GAME_NOT_FOUND', `No product with id ${productId}`, field, productId);
    if (game.is_bundle) refuse('GAME_IS_BUNDLE', `Product ${productId} is a mystery bundle: a pool holds games only`, field, productId);
    if (game.is_preorder) refuse('GAME_IS_PREORDER', `Product ${productId} is a pre-order: its keys are not there to draw`, field, productId);
  });
  const shortfall = poolShortfall(bundle.pool.map((game) => ({ ...game, pvp_cents: games.get(game.product_id)!.pvp_cents })), bundle);
  if (shortfall) {
    const fields: Record<typeof shortfall, string> = {
      POOL_TOO_SMALL: 'bundle.game_count', POOL_FEW_AAA: 'bundle.min_aaa', POOL_FEW_INDIE: 'bundle.min_indie', POOL_OVER_VALUE: 'bundle.max_value_cents',
    };
    refuse(shortfall, `The pool cannot give a draw that keeps the rule (${shortfall})`, fields[shortfall]);
  }
}

/** Writes the rule and replaces the pool of bundle `id` (checked by checkBundle), then its stock. */
export async function writeBundle(run: TransactionQuery, id: number, bundle: BundleInput): Promise<void> {
  await run(
    `update products set bundle_tier = $2, bundle_game_count = $3, bundle_min_aaa = $4, bundle_min_indie = $5, bundle_max_value_cents = $6
      where id = $1`, [id, bundle.tier, bundle.game_count, bundle.min_aaa, bundle.min_indie, bundle.max_value_cents]);
  await run('delete from bundle_items where bundle_id = $1', [id]);
  await run(
    `insert into bundle_items (bundle_id, product_id, quality)
     select $1, game.product_id, game.quality from unnest($2::int[], $3::int[]) as game(product_id, quality)`,
    [id, bundle.pool.map((game) => game.product_id), bundle.pool.map((game) => game.quality)]);
  await run('select pk_refresh_stock(array[$1::int])', [id]);
}

/** A game in some bundle's pool cannot become a pre-order: the draw would silently lose it (422). */
export async function refuseIfPooled(run: TransactionQuery, gameId: number): Promise<void> {
  const [pooled] = await run<{ bundle_id: number }>('select bundle_id from bundle_items where product_id = $1 order by bundle_id limit 1', [gameId]);
  if (pooled) {
    throw new AppError('business_rule', `This game is in the pool of mystery bundle ${pooled.bundle_id}: take it out first`, {
      reason: 'GAME_IN_BUNDLE_POOL' satisfies BundleRefusal, field: 'is_preorder', bundle_id: pooled.bundle_id,
    });
  }
}
