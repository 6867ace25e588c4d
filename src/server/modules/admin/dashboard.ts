/**
 * getAdminDashboard (issue 12 §2): the last DASHBOARD_DAYS days, per Europe/Madrid day (decision 30):
 * revenue and orders by the day an order was paid (`completed_at`: completed, or a pre-order's processing),
 * keys by the day they were sold (still sold: a refunded key went back); products low on keys; the refund
 * requests waiting for review; the figures of getStats.
 */
import { DASHBOARD_DAYS, LOW_STOCK_THRESHOLD, type AdminDashboard } from '../../../shared/contracts/admin/dashboard.js';
import type { Database } from '../../db/client.js';
import { getStats } from '../stats/get-stats.js';

/** At most this many low products are listed (the lowest first). */
const LOW_STOCK_LISTED = 20;
const STORE_TIME_ZONE = 'Europe/Madrid';

export async function getAdminDashboard(database: Database): Promise<AdminDashboard> {
  const [days, lowStock, [waiting], stats] = await Promise.all([
    database.query<{ day: string; revenue_cents: number; orders: number; keys_sold: number }>(
      `with days as (
         select generate_series((now() at time zone $1)::date - ($2::int - 1), (now() at time zone $1)::date, interval '1 day')::date as day),
       paid as (
         select (completed_at at time zone $1)::date as day, sum(pvp_cents)::bigint as revenue_cents, count(*)::int as orders
           from orders where completed_at >= (now() at time zone $1)::date - ($2::int - 1) - interval '1 day'
            and completed_at is not null and status <> 'pending'
          group by 1),
       sold as (
         select (sold_at at time zone $1)::date as day, count(*)::int as keys_sold
           from game_keys where status = 'sold' and sold_at >= (now() at time zone $1)::date - ($2::int - 1) - interval '1 day'
          group by 1)
       select to_char(days.day, 'YYYY-MM-DD') as day, coalesce(paid.revenue_cents, 0)::float8 as revenue_cents,
              coalesce(paid.orders, 0) as orders, coalesce(sold.keys_sold, 0) as keys_sold
         from days left join paid on paid.day = days.day left join sold on sold.day = days.day
        order by days.day`,
      [STORE_TIME_ZONE, DASHBOARD_DAYS], 'admin.dashboard-days'),
    database.query<{ id: number; title: { es: string; en: string }; platform: string; stock: number }>(
      `select id, title, platform, stock from products
        where not is_preorder and not is_bundle and stock < $1
        order by stock, id limit $2`,
      [LOW_STOCK_THRESHOLD, LOW_STOCK_LISTED], 'admin.dashboard-low-stock'),
    database.query<{ count: number }>(`select count(*)::int as count from refund_requests where status = 'pending_review'`, [], 'admin.dashboard-refunds'),
    getStats(database),
  ]);
  const rows = days.map((row) => ({ ...row, revenue_cents: Number(row.revenue_cents) }));
  const sum = (pick: (row: (typeof rows)[number]) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return {
    days: rows,
    totals: { revenue_cents: sum((row) => row.revenue_cents), orders: sum((row) => row.orders), keys_sold: sum((row) => row.keys_sold) },
    low_stock: { threshold: LOW_STOCK_THRESHOLD, products: lowStock },
    refunds_waiting: waiting?.count ?? 0,
    stats,
  };
}
