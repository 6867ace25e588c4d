/** The refund review queue (decision 19): list, approve, reject with a reason. */
import { z } from 'zod';
import { AdminIdSchema, AdminNoQuerySchema } from './common.js';

export const ListRefundQueueQuerySchema = AdminNoQuerySchema;
export const QueuedRefundSchema = z.object({
  id: z.string(),
  requested_at: z.string(),
  email: z.string().nullable(),
  order_number: z.number().int(),
  order_item_id: z.string(),
  product: z.string(),
  quantity: z.number().int(),
  amount_cents: z.number().int(),
  item_status_before: z.string(),
  recent_refunds: z.number().int(),
});
export type QueuedRefundRow = z.infer<typeof QueuedRefundSchema>;
export const ListRefundQueueResponseSchema = z.object({ rows: z.array(QueuedRefundSchema) });

export const REJECTION_REASON_MAX = 1000;
export const ApproveRefundBodySchema = z.object({ id: AdminIdSchema });
export const RejectRefundBodySchema = z.object({ id: AdminIdSchema, reason: z.string().trim().min(1, 'a rejection needs a reason').max(REJECTION_REASON_MAX) });
export const RefundDecisionResponseSchema = z.object({
  id: z.string(), status: z.enum(['refunded', 'rejected']), order_item_id: z.string(),
});
