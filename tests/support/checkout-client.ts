/** A shopper's checkout in tests: place an order through the API, pay it on the sandbox's own API. */
import { randomUUID } from 'node:crypto';
import type { CheckoutBody, CheckoutResponse } from '../../src/shared/contracts/checkout.js';
import type { AuthClient } from './auth-client.js';
import type { TestStore } from './test-store.js';

export const BILLING: CheckoutBody['billing'] = {
  email: 'lucia@example.com', first_name: 'Lucía', last_name: 'Fernández', address: 'Calle Mayor 1', city: 'Madrid', postal_code: '28013', country: 'ES',
};

export const CARDS = { success: '4242 4242 4242 4242', declined: '4000 0000 0000 0002', noFunds: '4000 0000 0000 9995' } as const;

export function checkoutCall(shopper: AuthClient, cart: { product_id: number; quantity: number }[], { key = randomUUID(), method = 'card' as 'card' | 'paypal', billing = BILLING } = {}) {
  return shopper.post('/api/checkout', { cart, billing, payment_method: method }, { 'idempotency-key': key });
}

export async function placeOrder(shopper: AuthClient, cart: { product_id: number; quantity: number }[], options?: Parameters<typeof checkoutCall>[2]): Promise<CheckoutResponse> {
  const response = await checkoutCall(shopper, cart, options);
  if (response.status !== 200) throw new Error(`checkout answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as CheckoutResponse;
}

/** Pays on the sandbox's own API, as its page in the browser does. */
export async function payByCard(store: Pick<TestStore, 'url'>, payment: CheckoutResponse['payment'], number: string, { expiry = '12/34', cvc = '123' } = {}) {
  const response = await fetch(`${store.url}/sandbox-pay/v1/payments/${payment.id}/card`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_secret: payment.client_secret, number, expiry, cvc }),
  });
  return { status: response.status, body: (await response.json()) as { status?: string; failure_code?: string | null; error?: { code: string; details: { reason?: string } } } };
}

export async function payByPaypal(store: Pick<TestStore, 'url'>, payment: CheckoutResponse['payment'], decision: 'approve' | 'cancel') {
  const response = await fetch(`${store.url}/sandbox-pay/v1/payments/${payment.id}/paypal`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ client_secret: payment.client_secret, decision }),
  });
  return (await response.json()) as { status: string };
}
