/** A shopper's after-sale calls in tests: a delivered order to start from, key reveals and refunds. */
import { expect } from 'vitest';
import type { CheckoutResponse } from '../../src/shared/contracts/checkout.js';
import type { RevealConsent } from '../../src/shared/contracts/get-order-item-keys.js';
import { GetUserOrdersResponseSchema, type UserOrder } from '../../src/shared/contracts/get-user-orders.js';
import type { AuthClient } from './auth-client.js';
import { CARDS, payByCard, placeOrder } from './checkout-client.js';
import { eventually } from './product-fixtures.js';

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
  await eventually(async () => (await orderOf(url, client, placed.order.id))?.status).toBe(status);
  return { placed, order: (await orderOf(url, client, placed.order.id))! };
}

export const reveal = (url: string, client: AuthClient, orderItemId: string, consent?: RevealConsent) =>
  client.post(`${url}/api/getOrderItemKeys`, { order_item_id: orderItemId, ...(consent ? { consent } : {}) });

export const refund = (url: string, client: AuthClient, orderItemId: string) =>
  client.post(`${url}/api/getRefund`, { order_item_id: orderItemId });
