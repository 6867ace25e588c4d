import { describe, expect, it } from 'vitest';
import { paymentErrorText } from './payment-error-text.js';

const UNEXPECTED = 'The payment could not be completed. Try again in a moment.';

describe('the message after a payment Stripe could not confirm', () => {
  it.each([
    ['card_error', 'Your card was declined.'],
    ['validation_error', 'Your card’s expiration year is in the past.'],
  ] as const)('CHK-13: a %s shows Stripe’s own message, written for the shopper', (type, message) => {
    expect(paymentErrorText({ type, message }, UNEXPECTED)).toBe(message);
  });

  it.each(['api_error', 'api_connection_error', 'invalid_request_error', 'rate_limit_error'] as const)('a %s shows the store’s text', (type) => {
    expect(paymentErrorText({ type, message: 'No such payment_intent: pi_123' }, UNEXPECTED)).toBe(UNEXPECTED);
  });

  it('no error, or one without a message, shows the store’s text', () => {
    expect(paymentErrorText(undefined, UNEXPECTED)).toBe(UNEXPECTED);
    expect(paymentErrorText({ type: 'card_error' }, UNEXPECTED)).toBe(UNEXPECTED);
  });
});
