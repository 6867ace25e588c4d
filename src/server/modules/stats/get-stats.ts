/** getStats (§3, §7): figures computed from the orders and accounts themselves, never made up. */
import type { StatsRecord } from '../../../shared/contracts/get-stats.js';
import type { Database } from '../../db/client.js';

/**
 * Sold is paid for and kept: an item delivered (keys available) or redeemed, an order completed. A pending
 * order is not a sale yet, a canceled or refunded one is none.
 */
const SOLD_ITEM_STATUSES = ['delivered', 'redeemed'];
const SOLD_ORDER_STATUSES = ['completed'];

export async function getStats(database: Database): Promise<StatsRecord> {
  const [row] = await database.query<{ products_sold: number; users_registered: number; total_saved_cents: number }>(
    `select
       (select coalesce(sum(oi.quantity), 0)::int from order_items oi where oi.status = any($1::text[])) as products_sold,
       (select count(*)::int from "user") as users_registered,
       (select coalesce(sum(o.total_discount_cents), 0)::int from orders o where o.status = any($2::text[])) as total_saved_cents`,
    [SOLD_ITEM_STATUSES, SOLD_ORDER_STATUSES],
    'stats.figures',
  );
  return {
    products_sold: row?.products_sold ?? 0,
    users_registered: row?.users_registered ?? 0,
    total_saved: Math.round((row?.total_saved_cents ?? 0) / 100),
  };
}
