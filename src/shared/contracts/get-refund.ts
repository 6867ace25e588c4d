/**
 * getRefund (§4 Refund, §7, §8; decision 19): POST `{ order_item_id }` with the session. Offered on items
 * that are pending or delivered, never on a redeemed one (a revealed key cannot be taken back). The item
 * is refunded at once (its keys back to the pool, the money back within up to 7 days), or, for a shopper
 * with many refunds lately, waits for an operator's review (`pending_refund`). Asking again answers where
 * the request stands and refunds nothing twice.
 */
import { z } from 'zod';
import { EurosSchema } from './common.js';
import { OrderItemIdSchema } from './get-order-item-keys.js';

/** The reasons a 409 of this call gives in `details.reason` (kept in after-sale-reasons.ts, free of zod). */
export { REFUND_REASONS, type RefundReason } from '../after-sale-reasons.js';

/** §8: the message of a refund asked without a session. */
export const NO_SESSION_MESSAGE = 'No session found';

export const GetRefundBodySchema = z.object({ order_item_id: OrderItemIdSchema });
export type GetRefundBody = z.input<typeof GetRefundBodySchema>;

export const GetRefundResponseSchema = z.object({
  success: z.literal(true),
  order_item_id: z.string(),
  status: z.enum(['refunded', 'pending_refund']).describe("'refunded' at once, or 'pending_refund' while an operator reviews it"),
  amount: EurosSchema.describe('What is refunded: the line total paid'),
});
export type GetRefundResponse = z.infer<typeof GetRefundResponseSchema>;
