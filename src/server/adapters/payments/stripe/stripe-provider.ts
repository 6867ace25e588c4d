/**
 * The PaymentProvider on Stripe (issue 10 §4, `PAYMENT_PROVIDER=stripe`), with the official `stripe`
 * package: a PaymentIntent per order, paid in the browser with Stripe's Payment Element (card data goes
 * to Stripe, never to the store: decision 10), and Stripe's signed webhooks as the only word on the
 * outcome. docs/operations.md "Switching to Stripe" says how to set it up; decision 0015 why it is so.
 */
import Stripe from 'stripe';
import { InvalidNotificationError, type BrowserNeeds, type PaymentProvider } from '../provider.js';
import { mapStripeEvent } from './stripe-events.js';

export interface StripeKeys {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
}

/**
 * Where Stripe's own API answers: only tests change it, to a local fake of Stripe's API (the SDK's
 * `host`, `port` and `protocol` options).
 */
export type StripeApiAddress = Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'>;

/**
 * What Stripe.js and the Payment Element need (Stripe's integration security guide, "Content Security
 * Policy"): its script and frames from js.stripe.com and its subdomains, 3-D Secure and redirect pages
 * framed from hooks.stripe.com, calls to api.stripe.com; and its frames may ask for a wallet payment.
 * PayPal, through Stripe, is a full-page redirect, which the CSP does not govern.
 */
export const STRIPE_BROWSER_NEEDS: BrowserNeeds = {
  scriptSrc: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frameSrc: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connectSrc: ['https://api.stripe.com'],
  payment: ['https://js.stripe.com'],
};

/** Stripe's SDK for the store: a checkout must not wait long for Stripe (it answers 503 instead). */
export function createStripeClient(secretKey: string, address: StripeApiAddress = {}): Stripe {
  return new Stripe(secretKey, {
    ...address,
    // Safe: every call that writes carries an idempotency key.
    maxNetworkRetries: 2,
    timeout: 15_000,
    appInfo: { name: 'Pixelkeys' },
  });
}

/** A PaymentIntent in this state can no longer be canceled, and its money may be (or is) taken. */
const PAID_OR_PAYING = new Set(['succeeded', 'processing', 'requires_capture']);

export function createStripeProvider({ publishableKey, webhookSecret, client }: Omit<StripeKeys, 'secretKey'> & { client: Stripe }): PaymentProvider {
  return {
    name: 'stripe',
    publishableKey,
    browserNeeds: STRIPE_BROWSER_NEEDS,
    async open({ key, amountCents, currency, method, reference, description }) {
      // One method per payment: the shopper chose card or PayPal before paying (CHK-10), so the Payment
      // Element shows that one. (`allowed_payment_method_types` is what API version 2026-10-28, pinned by
      // stripe 23, calls the older `payment_method_types`.) The return URL is the browser's to give.
      const intent = await client.paymentIntents.create(
        { amount: amountCents, currency, allowed_payment_method_types: [method], metadata: { reference }, description },
        { idempotencyKey: key },
      );
      if (!intent.client_secret) throw new Error(`Stripe answered PaymentIntent ${intent.id} without a client secret`);
      return { id: intent.id, clientSecret: intent.client_secret, confirmUrl: null };
    },
    async cancel(paymentId) {
      try {
        const intent = await client.paymentIntents.cancel(paymentId);
        return intent.status === 'canceled';
      } catch (error) {
        // Stripe refuses to cancel a PaymentIntent that is not cancelable and says which state it is in.
        if (error instanceof Stripe.errors.StripeError && error.code === 'payment_intent_unexpected_state' && error.payment_intent) {
          return !PAID_OR_PAYING.has(error.payment_intent.status);
        }
        throw error;
      }
    },
    async refund({ paymentId, amountCents, key }) {
      const refund = await client.refunds.create({ payment_intent: paymentId, amount: amountCents }, { idempotencyKey: key });
      return { id: refund.id };
    },
    verifyNotification(rawBody, headers) {
      const signature = headers.get('stripe-signature');
      if (!signature) throw new InvalidNotificationError('The notification has no Stripe-Signature header');
      let event: Stripe.Event;
      try {
        // Checks the HMAC over the raw body with the endpoint's secret, and that it was signed at most
        // 5 minutes ago (a replayed old notification is refused).
        event = client.webhooks.constructEvent(rawBody, signature, webhookSecret);
      } catch {
        throw new InvalidNotificationError('The notification is not signed by Stripe with this endpoint\'s secret');
      }
      try {
        return mapStripeEvent(event);
      } catch {
        // Signed, but not shaped like any Stripe event (no data.object): refused rather than a 500.
        throw new InvalidNotificationError(`The notification ${event.id} is not a Stripe event the store can read`);
      }
    },
  };
}
