/**
 * What the store asks of a payment provider (decision 10, ARCHITECTURE.md "Checkout and keys"), shaped on
 * Stripe's PaymentIntents: the store opens a payment for an order's amount, the browser pays with the
 * provider's own component (card data never reaches the store), and the provider tells the store the
 * outcome with a signed notification, which is the only word the store trusts. The built-in sandbox and
 * Stripe both sit behind this interface.
 */
import type { PaymentMethod } from '../../../shared/contracts/checkout.js';

export interface OpenPayment {
  /** Idempotency key: opening twice with the same key gives back the same payment. */
  key: string;
  amountCents: number;
  currency: 'eur';
  method: PaymentMethod;
  /** The store's reference (the order id), carried back in every notification about this payment. */
  reference: string;
  description: string;
  /** Where the provider's page sends the shopper back to after paying. */
  returnUrl: string;
}

export interface OpenedPayment {
  id: string;
  /** Handed to the provider's browser component, never logged. */
  clientSecret: string;
  /** The provider's own payment page, for providers that have one (the sandbox); null otherwise. */
  confirmUrl: string | null;
}

/** A notification, verified and mapped to what the store needs. */
export type PaymentEvent =
  | { id: string; type: 'payment.succeeded'; paymentId: string; reference: string; amountCents: number }
  | { id: string; type: 'payment.failed'; paymentId: string; reference: string; failureCode: string }
  | { id: string; type: 'payment.canceled'; paymentId: string; reference: string }
  | { id: string; type: 'refund.succeeded'; paymentId: string; reference: string; amountCents: number }
  /** A notification the store does not act on (acknowledged all the same). */
  | { id: string; type: 'ignored'; providerType: string };

export class InvalidNotificationError extends Error {
  override name = 'InvalidNotificationError';
}

/**
 * What the provider's browser component needs from the store's pages, beyond their own origin: sources for
 * the Content-Security-Policy directives and origins allowed to use the Payment Request API (wallets).
 */
export interface BrowserNeeds {
  scriptSrc: string[];
  frameSrc: string[];
  connectSrc: string[];
  /** Origins of the component's frames that may ask for a wallet payment (Permissions-Policy `payment`). */
  payment: string[];
}

export interface PaymentProvider {
  readonly name: string;
  /** The key the browser component is loaded with (Stripe's publishable key); null for a provider with its own page. */
  readonly publishableKey: string | null;
  /** Null for a provider whose page is served by the store itself (the sandbox). */
  readonly browserNeeds: BrowserNeeds | null;
  open(payment: OpenPayment): Promise<OpenedPayment>;
  /** Cancels a payment not yet made (an order whose keys went back); false when it had already succeeded. */
  cancel(paymentId: string): Promise<boolean>;
  /** Refunds all or part of a made payment; idempotent by `key`. */
  refund(refund: { paymentId: string; amountCents: number; key: string }): Promise<{ id: string }>;
  /** Checks a notification's signature and maps it; throws InvalidNotificationError when it is not genuine. */
  verifyNotification(rawBody: string, headers: Headers): PaymentEvent;
}
