/**
 * Orders in the back office (issue 12 §5): search by buyer e-mail, order number, dates and status, newest
 * first; an order's detail with its items, each key's status (never its text), the payment and its refunds,
 * the billing details and invoices; a key's text when the operator explicitly reveals it (recorded in the
 * audit log, never counted as the buyer's reveal); the confirmation mail sent again; the invoice as a PDF.
 */
import { z } from 'zod';
import { LANGUAGES } from '../../constants.js';
import { INVOICE_KINDS } from '../get-invoice.js';
import { ORDER_STATUSES } from '../get-user-orders.js';
import { AdminIdSchema, AdminPageQuerySchema, AdminSearchSchema, adminPageOf } from './common.js';

const isoDate = z.iso.date({ message: 'must be a date, YYYY-MM-DD' }).optional();

export const ListAdminOrdersQuerySchema = AdminPageQuerySchema.extend({
  q: AdminSearchSchema.describe("Part of the buyer's e-mail, or an order number"),
  status: z.enum(ORDER_STATUSES).optional(),
  from: isoDate.describe('First day, YYYY-MM-DD in Europe/Madrid'),
  to: isoDate.describe('Last day, YYYY-MM-DD in Europe/Madrid'),
});
export type ListAdminOrdersQuery = z.input<typeof ListAdminOrdersQuerySchema>;

/** A payment's states, as the payments table allows them (payments_status_check): open → succeeded | failed | canceled. */
export const ADMIN_PAYMENT_STATUSES = ['open', 'succeeded', 'failed', 'canceled'] as const;
export type AdminPaymentStatus = (typeof ADMIN_PAYMENT_STATUSES)[number];
/** A refund request's states (refund_requests_status_check): pending_review → refunded | rejected, or refunded at once. */
export const ADMIN_REFUND_STATUSES = ['pending_review', 'refunded', 'rejected'] as const;
export type AdminRefundStatus = (typeof ADMIN_REFUND_STATUSES)[number];

export const AdminOrderRowSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  created_at: z.string(),
  status: z.string(),
  email: z.string().nullable().describe('Null once the account is deleted'),
  pvp_cents: z.number().int(),
  items: z.number().int().describe('Units bought'),
  payment_status: z.string().nullable(),
  refunded_cents: z.number().int(),
});
export type AdminOrderRow = z.infer<typeof AdminOrderRowSchema>;
export const ListAdminOrdersResponseSchema = adminPageOf(AdminOrderRowSchema);

export const GetAdminOrderQuerySchema = z.object({ id: AdminIdSchema });

/** A key's state as the operator sees it: `revealed` is a sold key whose buyer has seen it (final). */
export const ADMIN_KEY_STATUSES = ['available', 'reserved', 'sold', 'revealed', 'revoked'] as const;
export type AdminKeyStatus = (typeof ADMIN_KEY_STATUSES)[number];

export const AdminOrderKeySchema = z.object({
  id: z.string(),
  product_id: z.number().int(),
  product_title: z.object({ es: z.string(), en: z.string() }),
  batch: z.string(),
  status: z.enum(ADMIN_KEY_STATUSES),
  sold_at: z.string().nullable(),
});
export const AdminOrderItemSchema = z.object({
  id: z.string(),
  product_id: z.number().int(),
  title: z.object({ es: z.string(), en: z.string() }),
  platform: z.string(),
  is_bundle: z.boolean(),
  quantity: z.number().int(),
  unit_price_cents: z.number().int(),
  pvp_cents: z.number().int(),
  status: z.string(),
  keys: z.array(AdminOrderKeySchema),
});
export type AdminOrderItem = z.infer<typeof AdminOrderItemSchema>;

export const AdminPaymentSchema = z.object({
  provider: z.string(),
  provider_payment_id: z.string(),
  method: z.string(),
  status: z.string(),
  currency: z.string(),
  amount_cents: z.number().int(),
  refunded_cents: z.number().int(),
  failure_code: z.string().nullable(),
  created_at: z.string(),
});
export const AdminRefundSchema = z.object({
  id: z.string(),
  order_item_id: z.string(),
  status: z.string(),
  amount_cents: z.number().int(),
  requested_at: z.string(),
  decided_at: z.string().nullable(),
  decided_by: z.string().nullable(),
  initiated_by: z.string().nullable().describe("Null when the buyer asked; the operator's label when they refunded a withdrawn key"),
  rejection_reason: z.string().nullable(),
});
export const AdminInvoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  kind: z.enum(INVOICE_KINDS),
  issued_at: z.string(),
  total_cents: z.number().int(),
});

export const AdminOrderSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  status: z.string(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  canceled_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  language: z.enum(LANGUAGES),
  user_id: z.string().nullable(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  pvp_cents: z.number().int(),
  total_discount_cents: z.number().int(),
  payment_method: z.string().nullable(),
  billing: z.record(z.string(), z.string()).nullable(),
  items: z.array(AdminOrderItemSchema),
  payment: AdminPaymentSchema.nullable(),
  refunds: z.array(AdminRefundSchema),
  invoices: z.array(AdminInvoiceSchema),
  confirmation_mails: z.number().int().describe('Confirmation mails sent or waiting in the outbox, resends included'),
});
export type AdminOrder = z.infer<typeof AdminOrderSchema>;

export const RevealOrderKeyBodySchema = z.object({ key_id: AdminIdSchema });
export const RevealedOrderKeySchema = z.object({
  key_id: z.string(),
  order_id: z.string(),
  order_number: z.number().int(),
  order_item_id: z.string(),
  product_id: z.number().int(),
  code: z.string().describe("The key's text: shown to the operator only, never stored in the audit log"),
});

export const ResendOrderConfirmationBodySchema = z.object({ id: AdminIdSchema });
export const ResendOrderConfirmationResponseSchema = z.object({
  order_id: z.string(), number: z.number().int(), email: z.string(), queued: z.literal(true),
});

export const GetAdminOrderInvoiceQuerySchema = z.object({
  order_id: AdminIdSchema,
  invoice_id: AdminIdSchema.optional(),
  lang: z.enum(LANGUAGES, { message: "must be 'es' or 'en'" }).optional(),
});
