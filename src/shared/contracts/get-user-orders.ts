/**
 * getUserOrders (§3 Order, Order item; §7; decision 15): GET, signed-in only → the shopper's orders with
 * their items, newest first. `pvp` is the order's total, `unit_price` an item's price each, an item's `pvp`
 * its line total; amounts in euros.
 */
import { z } from 'zod';
import { EurosSchema, LocalizedTextSchema } from './common.js';
import { InvoiceSummarySchema } from './get-invoice.js';

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

/** The billing details given at checkout, or later for a full invoice (issue 11 §1, §4); null once the account's data is erased. */
export const OrderBillingSchema = z.object({
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  address: z.string(),
  city: z.string(),
  postal_code: z.string(),
  country: z.string(),
  company: z.string().optional(),
  tax_id: z.string().optional(),
});
export type OrderBilling = z.infer<typeof OrderBillingSchema>;

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
  billing: OrderBillingSchema.nullable(),
  invoices: z.array(InvoiceSummarySchema).describe('Oldest first: the invoice, the full one that replaced it, corrective ones'),
  can_request_full_invoice: z.boolean().describe('Whether setOrderBilling may still turn the invoice into a full one'),
});
export type UserOrder = z.infer<typeof UserOrderSchema>;

export const GetUserOrdersResponseSchema = z.array(UserOrderSchema);
