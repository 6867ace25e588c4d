/** Outbox jobs of the refunds module: the shopper's mail about their refund request. */
export const REFUND_MAIL = 'mail.refund';

/**
 * What the mail says: refunded, waiting for review, or rejected (with the operator's reason); withdrawn: the
 * operator refunded an unrevealed key they withdrew (keys refund, decision 0021), unasked.
 */
export type RefundMailOutcome = 'refunded' | 'review' | 'rejected' | 'withdrawn';

