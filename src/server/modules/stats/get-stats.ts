/** getStats (§3, §7): figures computed from the orders and accounts themselves, never made up. */
import type { StatsRecord } from '../../../shared/contracts/get-stats.js';
import type { Database } from '../../db/client.js';

/** Items in these states were never (or are no longer) sold. */
const UNSOLD_STATUSES = ['canceled', 'refunded', 'pending_refund'];

export async function getStats(database: Database): Promise<StatsRecord> {
  const [row] = await database.query<{ products_sold: number; users_registered: number; total_saved_cents: number }>(
    `select
       (select coalesce(sum(oi.quantity), 0)::int from order_items oi where oi.status <> all($1::text[])) as products_sold,
       (select count(*)::int from "user") as users_registered,
       (select coalesce(sum(o.total_discount_cents), 0)::int from orders o where o.status <> all($1::text[])) as total_saved_cents`,
    [UNSOLD_STATUSES],
    'stats.figures',
  );
  return {
    products_sold: row?.products_sold ?? 0,
    users_registered: row?.users_registered ?? 0,
    total_saved: Math.round((row?.total_saved_cents ?? 0) / 100),
  };
}
