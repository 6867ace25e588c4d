/**
 * Stripe's webhook events, once their signature is checked, mapped to the store's PaymentEvent
 * (provider.ts). Only what the store acts on is mapped; every other type is acknowledged as `ignored`.
 * The events to subscribe to in Stripe's dashboard are STRIPE_EVENT_TYPES (docs/operations.md).
 */
import type Stripe from 'stripe';
import type { PaymentEvent } from '../provider.js';

/** The event types the store acts on: the webhook endpoint in Stripe's dashboard subscribes to these. */
export const STRIPE_EVENT_TYPES = [
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
  'refund.created',
  'refund.updated',
] as const;

const referenceOf = (metadata: Stripe.Metadata | null | undefined) => metadata?.reference ?? '';

export function mapStripeEvent(event: Stripe.Event): PaymentEvent {
  switch (event.type) {
    case 'payment_intent.succeeded': {
      const intent = event.data.object;
      return { id: event.id, type: 'payment.succeeded', paymentId: intent.id, reference: referenceOf(intent.metadata), amountCents: intent.amount_received };
    }
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      const failure = intent.last_payment_error;
      return {
        id: event.id, type: 'payment.failed', paymentId: intent.id, reference: referenceOf(intent.metadata),
        // The issuer's reason when there is one (insufficient_funds…), else Stripe's code (card_declined…).
        failureCode: failure?.decline_code ?? failure?.code ?? 'payment_failed',
      };
    }
    case 'payment_intent.canceled': {
      const intent = event.data.object;
      return { id: event.id, type: 'payment.canceled', paymentId: intent.id, reference: referenceOf(intent.metadata) };
    }
    case 'refund.created':
    case 'refund.updated': {
      // A card refund is usually `succeeded` when created; a PayPal one may be `pending` and succeed
      // later (refund.updated). Either event may be the first to say so, and refund.updated also comes
      // for changes that are not a success: the store adds each refund's amount once, so the event is
      // keyed by the refund's id, not the event's (payment_events deduplicates on it). charge.refunded
      // is not used: it carries the charge's running total, which would count earlier refunds again.
      const refund = event.data.object;
      const paymentId = typeof refund.payment_intent === 'string' ? refund.payment_intent : refund.payment_intent?.id;
      if (refund.status !== 'succeeded' || !paymentId) return { id: event.id, type: 'ignored', providerType: `${event.type}:${refund.status ?? 'unknown'}` };
      return { id: refund.id, type: 'refund.succeeded', paymentId, reference: referenceOf(refund.metadata), amountCents: refund.amount };
    }
    default:
      return { id: event.id, type: 'ignored', providerType: event.type };
  }
}
