/**
 * The store on Stripe (issue 10 §4, PAYMENT_PROVIDER=stripe) through the real app and database, without
 * Stripe: the SDK calls a local fake of Stripe's API (tests/support/fake-stripe.ts) and Stripe's
 * notifications are signed with the SDK's test header helper. What needs the real Stripe (the Payment
 * Element in a browser, real webhooks) is not tested here: docs/operations.md "Switching to Stripe".
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from '../../src/server/env.js';
import { CheckoutResponseSchema, type CheckoutResponse } from '../../src/shared/contracts/checkout.js';
import { ErrorBodySchema } from '../../src/shared/contracts/common.js';
import { GetUserOrdersResponseSchema } from '../../src/shared/contracts/get-user-orders.js';
import { signedInShopper, type AuthClient } from '../support/auth-client.js';
import { checkoutCall, placeOrder } from '../support/checkout-client.js';
import { signedEvent, startFakeStripe, STRIPE_TEST_KEYS, type FakeStripe } from '../support/fake-stripe.js';
import { startMailCatcher, type MailCatcher } from '../support/mail-catcher.js';
import { eventually } from '../support/product-fixtures.js';
import { startTestStore, type TestStore } from '../support/test-store.js';

let fake: FakeStripe;
let store: TestStore;
let mail: MailCatcher;
let shopper: AuthClient & { email: string };
let products: { id: number; pvp_cents: number }[];
const takeProduct = () => products.shift()!;

beforeAll(async () => {
  fake = await startFakeStripe();
  mail = await startMailCatcher();
  store = await startTestStore({ PAYMENT_PROVIDER: 'stripe', ...STRIPE_TEST_KEYS, SMTP_URL: mail.url, AUTH_RATE_LIMITS: 'off' }, { stripeApi: fake.address });
  shopper = await signedInShopper(store, mail);
  products = await store.database.query('select id, pvp_cents from products where stock >= 3 and not is_preorder and not is_bundle order by id desc limit 10');
});

afterAll(async () => {
  await store?.close();
  await mail?.close();
  await fake?.close();
});

const webhook = ({ body, signature }: { body: string; signature: string }, provider = 'stripe') =>
  fetch(`${store.url}/api/paymentWebhook/${provider}`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body });
const intentOf = (placed: CheckoutResponse, fields: Record<string, unknown> = {}) => ({
  ...fake.intents.get(placed.payment.id), amount_received: Math.round(placed.order.pvp * 100), status: 'succeeded', ...fields,
});
const orderOf = async (id: string) => GetUserOrdersResponseSchema.parse(await (await shopper.get('/api/getUserOrders')).json()).find((order) => order.id === id);
const keysOf = (orderId: string) => store.database.query<{ status: string }>(
  'select k.status from game_keys k join order_items i on i.id = k.order_item_id where i.order_id = $1', [orderId]);

describe('checkout on Stripe', () => {
  it('CHK-13, CHK-17: opens a PaymentIntent for the order and answers its client secret and the publishable key, with no page of its own', async () => {
    const product = takeProduct();
    const placed = await placeOrder(shopper, [{ product_id: product.id, quantity: 2 }]);
    CheckoutResponseSchema.parse(placed);
    expect(placed.payment).toEqual({
      provider: 'stripe', id: expect.stringMatching(/^pi_/), client_secret: expect.stringMatching(/^pi_.+_secret_/), confirm_url: null,
      publishable_key: STRIPE_TEST_KEYS.STRIPE_PUBLISHABLE_KEY,
    });
    const created = fake.requests.filter((request) => request.path === '/v1/payment_intents');
    expect(created.at(-1)).toMatchObject({
      idempotencyKey: `order-${placed.order.id}`,
      form: { amount: String(2 * product.pvp_cents), currency: 'eur', 'allowed_payment_method_types[0]': 'card', 'metadata[reference]': placed.order.id },
    });
    expect((await keysOf(placed.order.id)).map((key) => key.status)).toEqual(['reserved', 'reserved']);
  });

  it('CHK-10: PayPal is the one method allowed when the shopper chose it', async () => {
    await placeOrder(shopper, [{ product_id: takeProduct().id, quantity: 1 }], { method: 'paypal' });
    expect(fake.requests.at(-1)!.form['allowed_payment_method_types[0]']).toBe('paypal');
  });

  it('Stripe not answering: 503 PAYMENT_UNAVAILABLE, nothing kept, keys back', async () => {
    const product = takeProduct();
    fake.failing = true;
    try {
      const response = await checkoutCall(shopper, [{ product_id: product.id, quantity: 1 }]);
      expect(response.status).toBe(503);
      expect(ErrorBodySchema.parse(await response.json()).error.details.reason).toBe('PAYMENT_UNAVAILABLE');
    } finally {
      fake.failing = false;
    }
    const [order] = await store.database.query<{ status: string; id: string }>(
      'select o.id, o.status from orders o join order_items i on i.order_id = o.id where i.product_id = $1 order by o.created_at desc limit 1', [product.id]);
    expect(order?.status).toBe('canceled');
    expect(await keysOf(order!.id)).toEqual([]);
  });
});

describe('Stripe’s notifications at /api/paymentWebhook/stripe', () => {
  it('CHK-17: a forged, re-signed or stale one is refused (400) and changes nothing; the genuine one completes the order, once', async () => {
    const key = randomUUID();
    const cart = [{ product_id: takeProduct().id, quantity: 1 }];
    const placed = await placeOrder(shopper, cart, { key });
    const genuine = signedEvent('payment_intent.succeeded', intentOf(placed));
    const refusals = [
      { ...genuine, body: genuine.body.replace('"succeeded"', '"Succeeded"') },
      signedEvent('payment_intent.succeeded', intentOf(placed), { secret: 'whsec_not_this_endpoint' }),
      signedEvent('payment_intent.succeeded', intentOf(placed), { timestamp: Math.floor(Date.now() / 1000) - 3600 }),
      { ...genuine, signature: '' },
    ];
    for (const forged of refusals) {
      const response = await webhook(forged);
      expect(response.status).toBe(400);
      expect(ErrorBodySchema.parse(await response.json()).error.details.reason).toBe('INVALID_SIGNATURE');
    }
    expect((await orderOf(placed.order.id))?.status).toBe('pending');

    const answers = await Promise.all([webhook(genuine), webhook(genuine)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await orderOf(placed.order.id)).toMatchObject({ status: 'completed', order_items: [{ status: 'delivered' }] });
    expect((await keysOf(placed.order.id)).map((key) => key.status)).toEqual(['sold']);
    await mail.waitFor(shopper.email, new RegExp(`Order ${placed.order.number} confirmed`));
    // A retry of that checkout answers the same order, with nothing left to pay in the browser.
    expect((await placeOrder(shopper, cart, { key })).payment).toMatchObject({ id: placed.payment.id, confirm_url: null, publishable_key: null });
  });

  it('a declined payment cancels the order with the issuer’s reason and gives the keys back', async () => {
    const placed = await placeOrder(shopper, [{ product_id: takeProduct().id, quantity: 1 }]);
    const declined = signedEvent('payment_intent.payment_failed', intentOf(placed, {
      status: 'requires_payment_method', amount_received: 0, last_payment_error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' },
    }));
    expect((await webhook(declined)).status).toBe(200);
    expect(await orderOf(placed.order.id)).toMatchObject({ status: 'canceled', cancel_reason: 'insufficient_funds' });
    expect(await keysOf(placed.order.id)).toEqual([]);
  });

  it('a lapsed order’s payment is canceled at Stripe; paid anyway with its keys gone, it is refunded once, and the refund is counted once', async () => {
    const product = takeProduct();
    const placed = await placeOrder(shopper, [{ product_id: product.id, quantity: 1 }]);
    await store.database.query(`update orders set reserved_until = now() - interval '1 second' where id = $1`, [placed.order.id]);
    await eventually(() => fake.requests.some((request) => request.path === `/v1/payment_intents/${placed.payment.id}/cancel`)).toBe(true);
    expect((await orderOf(placed.order.id))?.status).toBe('canceled');

    // The shopper paid at the very moment the store canceled, and the last keys sold meanwhile.
    await store.database.query(`update game_keys set status = 'revoked' where product_id = $1 and status = 'available'`, [product.id]);
    fake.intents.get(placed.payment.id)!.status = 'succeeded';
    expect((await webhook(signedEvent('payment_intent.succeeded', intentOf(placed)))).status).toBe(200);
    expect(await orderOf(placed.order.id)).toMatchObject({ status: 'canceled', cancel_reason: 'sold_out_after_payment' });
    const amount = String(Math.round(placed.order.pvp * 100));
    await eventually(() => fake.requests.filter((request) => request.path === '/v1/refunds' && request.form.payment_intent === placed.payment.id).length).toBe(1);
    expect(fake.requests.find((request) => request.path === '/v1/refunds' && request.form.payment_intent === placed.payment.id))
      .toMatchObject({ idempotencyKey: `refund-unfulfilled:${placed.order.id}`, form: { amount } });

    const refund = { id: 're_lapsed1', object: 'refund', amount: Number(amount), currency: 'eur', payment_intent: placed.payment.id, status: 'succeeded', metadata: {} };
    for (const type of ['refund.created', 'refund.updated', 'refund.updated']) expect((await webhook(signedEvent(type, refund))).status).toBe(200);
    expect((await webhook(signedEvent('charge.refunded', { id: 'ch_1', object: 'charge', amount_refunded: Number(amount), payment_intent: placed.payment.id }))).status).toBe(200);
    const [payment] = await store.database.query<{ refunded_cents: number }>('select refunded_cents from payments where order_id = $1', [placed.order.id]);
    expect(payment!.refunded_cents).toBe(Number(amount));
  });

  it('the sandbox is not there: its webhook path answers 404', async () => {
    const response = await webhook(signedEvent('payment_intent.succeeded', { id: 'pi_x', object: 'payment_intent' }), 'sandbox');
    expect(response.status).toBe(404);
  });
});

describe('the Content-Security-Policy lets Stripe’s Payment Element in, only on Stripe', () => {
  it('CHK-13: with PAYMENT_PROVIDER=stripe, Stripe.js, its frames and its API are allowed, and its frames may ask for wallet payments', async () => {
    const response = await store.get('/');
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'self'; script-src 'self' https://js.stripe.com https://*.js.stripe.com; style-src 'self' 'unsafe-inline'; img-src 'self' data:; "
      + "media-src 'self'; font-src 'self'; connect-src 'self' https://api.stripe.com; object-src 'none'; base-uri 'self'; "
      + "frame-src 'self' https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com; frame-ancestors 'none'; form-action 'self'");
    expect(response.headers.get('permissions-policy')).toContain('payment=(self "https://js.stripe.com")');
  });

  it('with the sandbox, the policy is the store’s own, with no outside source', async () => {
    const sandbox = await startTestStore();
    try {
      const response = await sandbox.get('/');
      expect(response.headers.get('content-security-policy')).toBe(
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; media-src 'self'; font-src 'self'; "
        + "connect-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'; form-action 'self'");
      expect(response.headers.get('permissions-policy')).toContain('payment=(self),');
    } finally {
      await sandbox.close();
    }
  });
});

describe('configuration', () => {
  it('PAYMENT_PROVIDER=stripe refuses to start without its keys, naming each one missing', () => {
    expect(() => parseEnv({ PAYMENT_PROVIDER: 'stripe' })).toThrow(ConfigError);
    expect(() => parseEnv({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/STRIPE_SECRET_KEY: required[\s\S]*STRIPE_PUBLISHABLE_KEY: required[\s\S]*STRIPE_WEBHOOK_SECRET: required/);
    const { STRIPE_WEBHOOK_SECRET: _missing, ...twoKeys } = STRIPE_TEST_KEYS;
    expect(() => parseEnv({ PAYMENT_PROVIDER: 'stripe', ...twoKeys })).toThrow(/^Invalid configuration:\n {2}STRIPE_WEBHOOK_SECRET: required with PAYMENT_PROVIDER=stripe[^\n]*$/);
    expect(parseEnv({ PAYMENT_PROVIDER: 'stripe', ...STRIPE_TEST_KEYS })).toMatchObject({ PAYMENT_PROVIDER: 'stripe', ...STRIPE_TEST_KEYS });
  });

  it('a key in the wrong place, or test and live keys mixed, are refused; the sandbox is the default and needs none', () => {
    expect(() => parseEnv({ PAYMENT_PROVIDER: 'stripe', ...STRIPE_TEST_KEYS, STRIPE_SECRET_KEY: STRIPE_TEST_KEYS.STRIPE_PUBLISHABLE_KEY })).toThrow(/STRIPE_SECRET_KEY: must be a secret/);
    expect(() => parseEnv({ PAYMENT_PROVIDER: 'stripe', ...STRIPE_TEST_KEYS, STRIPE_PUBLISHABLE_KEY: 'pk_live_abc' })).toThrow(/STRIPE_PUBLISHABLE_KEY: must be of the same mode/);
    expect(() => parseEnv({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER:/);
    expect(parseEnv({}).PAYMENT_PROVIDER).toBe('sandbox');
  });
});
