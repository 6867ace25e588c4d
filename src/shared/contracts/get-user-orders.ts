/**
 * getUserOrders (§3 Order, Order item; §7; decision 15): GET, signed-in only → the shopper's orders with
 * their items, newest first. `pvp` is the order's total, `unit_price` an item's price each, an item's `pvp`
 * its line total; amounts in euros.
 */
import { z } from 'zod';
import { EurosSchema, LocalizedTextSchema } from './common.js';

export const ORDER_STATUSES = [
  'pending', 'completed', 'processing', 'shipped', 'canceled', 'delivered', 'redeemed', 'pending_refund', 'refunded',
] as const;

export const UserOrderItemSchema = z.object({
  id: z.string(),
  product_id: z.number().int(),
  product: z.object({ id: z.number().int(), title: LocalizedTextSchema, platform: z.string(), region: z.array(z.string()), image_url: z.string() }),
  quantity: z.number().int(),
  unit_price: EurosSchema,
  pvp: EurosSchema,
  status: z.string().describe(`One of ${ORDER_STATUSES.join(', ')}`),
});

export const UserOrderSchema = z.object({
  id: z.string(),
  number: z.string(),
  created_at: z.string(),
  status: z.string().describe(`One of ${ORDER_STATUSES.join(', ')}`),
  pvp: EurosSchema,
  total_discount: EurosSchema,
  payment_method: z.string().nullable(),
  cancel_reason: z.string().nullable().describe('Why a canceled order was canceled: card_declined, insufficient_funds, reservation_expired, …'),
  order_items: z.array(UserOrderItemSchema),
});
export type UserOrder = z.infer<typeof UserOrderSchema>;

export const GetUserOrdersResponseSchema = z.array(UserOrderSchema);
