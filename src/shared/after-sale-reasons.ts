/**
 * The reasons a refused key reveal or refund gives in `details.reason` (§8): a 409 or 422 of getOrderItemKeys,
 * and a 409 of getRefund. Here, free of zod, and not only in those contracts, so the order pages' error texts do
 * not load zod for them (decision 0035); and not in constants.ts, which every page's first script carries.
 */
export const KEY_REVEAL_REASONS = [
  'ITEM_NOT_DELIVERED', 'REFUND_PENDING', 'ITEM_REFUNDED', 'ITEM_CANCELED', 'CONSENT_REQUIRED', 'CONSENT_OUTDATED',
] as const;
export type KeyRevealReason = (typeof KEY_REVEAL_REASONS)[number];

export const REFUND_REASONS = ['ALREADY_REDEEMED', 'NOT_REFUNDABLE', 'NOT_PAID'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];
