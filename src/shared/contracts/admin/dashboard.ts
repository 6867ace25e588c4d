/**
 * getAdminDashboard: the last 30 days per Europe/Madrid day (revenue, orders, keys sold), products low on
 * keys, the refund requests waiting for review and the figures of getStats.
 */
import { z } from 'zod';
import { AdminNoQuerySchema } from './common.js';

export const DASHBOARD_DAYS = 30;
/** A product with fewer available keys than this is "low on keys" (pre-orders and bundles excluded). */
export const LOW_STOCK_THRESHOLD = 5;

export const GetAdminDashboardQuerySchema = AdminNoQuerySchema;

export const DashboardDaySchema = z.object({
  day: z.string().describe('YYYY-MM-DD in Europe/Madrid'),
  revenue_cents: z.number().int().describe('Totals of the orders paid that day, VAT included, before later refunds'),
  orders: z.number().int().describe('Orders paid that day'),
  keys_sold: z.number().int().describe('Keys sold that day and still sold (not refunded)'),
});
export type DashboardDay = z.infer<typeof DashboardDaySchema>;

export const LowStockProductSchema = z.object({
  id: z.number().int(),
  title: z.object({ es: z.string(), en: z.string() }),
  platform: z.string(),
  stock: z.number().int(),
});

export const GetAdminDashboardResponseSchema = z.object({
  days: z.array(DashboardDaySchema).length(DASHBOARD_DAYS),
  totals: z.object({ revenue_cents: z.number().int(), orders: z.number().int(), keys_sold: z.number().int() }),
  low_stock: z.object({ threshold: z.number().int(), products: z.array(LowStockProductSchema) }),
  refunds_waiting: z.number().int(),
  stats: z.object({ products_sold: z.number().int(), users_registered: z.number().int(), total_saved: z.number().int() }),
});
export type AdminDashboard = z.infer<typeof GetAdminDashboardResponseSchema>;
