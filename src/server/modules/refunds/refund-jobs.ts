/** Outbox jobs of the refunds module: the shopper's mail about their refund request. */
export const REFUND_MAIL = 'mail.refund';

/** What the mail says: refunded, waiting for review, or rejected (with the operator's reason). */
export type RefundMailOutcome = 'refunded' | 'review' | 'rejected';

