/**
 * The store's figures for /metrics, read from the database when a scraper asks (docs/decisions/0022):
 * orders and revenue, keys in stock, the outbox's and the payment notifications' backlog. Each read is
 * bounded by an index or by one scan of `orders`; the caller memoises them for a few seconds.
 */
import type { Database } from '../../db/client.js';

/** Products with keys shown one by one: the ones with the fewest available keys (the rest only in totals). */
export const LOWEST_STOCK_SERIES = 50;

export interface StockFigures {
  /** Products that have had keys loaded (any status), and their available keys. */
  products: number;
  available: number;
  soldOut: number;
  lowest: { id: number; slug: string; available: number }[];
}

export interface QueueFigures {
  orders: { status: string; orders: number; cents: number }[];
  outbox: { due: number; failing: number; oldestDueSeconds: number };
  /** Orders whose payment is open: the store waits for the provider's notification of its outcome. */
  awaitingPayment: { orders: number; oldestSeconds: number };
}

/**
 * Products with keys: one pass over `products`. A game's `stock` is its available keys, kept by triggers
 * (decision 0002), so a game in stock has keys; only for one at 0 is `game_keys` asked whether it ever had
 * any (an index probe). A pre-order's stock is its quota: its keys are counted. Bundles have no keys of
 * their own. Without an index on `stock` (no migration in decision 0022) the pass reads the whole table:
 * it is read apart from the other figures and memoised longer (metrics.ts). JIT is off for it: the planner
 * prices the pre-orders' subquery per row and spent longer compiling it than running it (decision 0022).
 */
const STOCK_SQL = `
  with levels as materialized (
    select p.id, p.slug,
           case when p.is_preorder
                then (select count(*)::int from game_keys k where k.product_id = p.id and k.status = 'available')
                else p.stock end as available
      from products p
     where not p.is_bundle
       and ((not p.is_preorder and p.stock > 0) or exists (select 1 from game_keys k where k.product_id = p.id))
  )
  select (select count(*)::int from levels) as products,
         (select coalesce(sum(available), 0)::float8 from levels) as available,
         (select count(*)::int from levels where available <= 0) as sold_out,
         (select coalesce(json_agg(json_build_object('id', id, 'slug', slug, 'available', available) order by available, id), '[]'::json)
            from (select id, slug, available from levels order by available, id limit $1) l) as lowest`;

export async function readStockFigures(database: Database): Promise<StockFigures> {
  type Row = { products: number; available: number; sold_out: number; lowest: StockFigures['lowest'] };
  const [row] = await database.transaction(async (query) => {
    await query('set local jit = off');
    return query<Row>(STOCK_SQL, [LOWEST_STOCK_SERIES], 'metrics-stock');
  });
  return { products: row?.products ?? 0, available: row?.available ?? 0, soldOut: row?.sold_out ?? 0, lowest: row?.lowest ?? [] };
}

export async function readQueueFigures(database: Database): Promise<QueueFigures> {
  // One scan of orders: there is no index on status, and a count per status needs every row anyway.
  const orders = database.query<{ status: string; orders: number; cents: number }>(
    `select status, count(*)::int as orders, coalesce(sum(pvp_cents), 0)::float8 as cents from orders group by status order by status`,
    [], 'metrics-orders');
  // Unfinished jobs only (outbox_due_idx); a job being run holds a lease (run_after in the future): not due.
  const outbox = database.query<{ due: number; failing: number; oldest_due_seconds: number }>(
    `select count(*) filter (where run_after <= now())::int as due,
            count(*) filter (where last_error is not null)::int as failing,
            coalesce(extract(epoch from now() - min(run_after) filter (where run_after <= now())), 0)::float8 as oldest_due_seconds
       from outbox where done_at is null`, [], 'metrics-outbox');
  // A pending order is one whose payment is open (orders_pending_expiry_idx).
  const awaiting = database.query<{ orders: number; oldest_seconds: number }>(
    `select count(*)::int as orders, coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as oldest_seconds
       from orders where status = 'pending'`, [], 'metrics-awaiting-payment');
  const [orderRows, [outboxRow], [awaitingRow]] = await Promise.all([orders, outbox, awaiting]);
  return {
    orders: orderRows,
    outbox: { due: outboxRow?.due ?? 0, failing: outboxRow?.failing ?? 0, oldestDueSeconds: outboxRow?.oldest_due_seconds ?? 0 },
    awaitingPayment: { orders: awaitingRow?.orders ?? 0, oldestSeconds: awaitingRow?.oldest_seconds ?? 0 },
  };
}
