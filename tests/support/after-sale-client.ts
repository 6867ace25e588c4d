/** A shopper's after-sale calls in tests: a delivered order to start from, key reveals and refunds. */
import { expect } from 'vitest';
import type { CheckoutResponse } from '../../src/shared/contracts/checkout.js';
import type { RevealConsent } from '../../src/shared/contracts/get-order-item-keys.js';
import { GetUserOrdersResponseSchema, type UserOrder } from '../../src/shared/contracts/get-user-orders.js';
import type { AuthClient } from './auth-client.js';
import { CARDS, payByCard, placeOrder } from './checkout-client.js';

/** The consent a page sends once both boxes are ticked (the current text's version, from orders.json). */
export async function consentFor(language: 'es' | 'en' = 'en'): Promise<RevealConsent> {
  const { loadConsentTexts } = await import('../../src/server/modules/keys/reveal-consent.js');
  return { version: loadConsentTexts()[language].version, language, platform_confirmed: true, region_confirmed: true };
}

export async function ordersOf(url: string, client: AuthClient): Promise<UserOrder[]> {
  const response = await client.get(`${url}/api/getUserOrders`);
  expect(response.status).toBe(200);
  return GetUserOrdersResponseSchema.parse(await response.json());
}

export const orderOf = async (url: string, client: AuthClient, id: string) => (await ordersOf(url, client)).find((order) => order.id === id);

/** Places and pays an order, and waits until it is `status` (completed, or processing for pre-orders). */
export async function buyPaid(
  url: string, client: AuthClient, cart: { product_id: number; quantity: number }[], status: 'completed' | 'processing' = 'completed',
): Promise<{ placed: CheckoutResponse; order: UserOrder }> {
  const placed = await placeOrder(client, cart);
  const paid = await payByCard({ url }, placed.payment, CARDS.success);
  expect(paid.body.status).toBe('succeeded');
  // Polled by hand rather than with expect.poll, so that hooks (beforeAll) may buy too.
  for (let waited = 0; ; waited += 100) {
    const order = await orderOf(url, client, placed.order.id);
    if (order?.status === status) return { placed, order };
    if (waited > 15_000) throw new Error(`Order ${placed.order.id} is ${order?.status}, not ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const reveal = (url: string, client: AuthClient, orderItemId: string, consent?: RevealConsent) =>
  client.post(`${url}/api/getOrderItemKeys`, { order_item_id: orderItemId, ...(consent ? { consent } : {}) });

export const refund = (url: string, client: AuthClient, orderItemId: string) =>
  client.post(`${url}/api/getRefund`, { order_item_id: orderItemId });
