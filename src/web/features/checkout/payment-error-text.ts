/**
 * What to tell the shopper when Stripe could not confirm a payment. Stripe's message is written for the
 * shopper, in their language, for what they can fix (a declined card, a wrong expiry date: `card_error`,
 * `validation_error`); any other error (Stripe or the network failing) gets the store's own text, as
 * Stripe's messages for those are meant for developers.
 */
import type { StripeError } from '@stripe/stripe-js';

export function paymentErrorText(error: Pick<StripeError, 'type' | 'message'> | undefined, unexpected: string): string {
  if (error && (error.type === 'card_error' || error.type === 'validation_error') && error.message) return error.message;
  return unexpected;
}
