/**
 * The Stripe provider without Stripe: notifications signed with the SDK's own test helper, and the SDK's
 * calls answered by a local fake of Stripe's API (tests/support/fake-stripe.ts) that records them.
 */
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedEvent, startFakeStripe, STRIPE_TEST_KEYS, type FakeStripe } from '../../../../../tests/support/fake-stripe.js';
import { InvalidNotificationError, type PaymentProvider } from '../provider.js';
import { STRIPE_EVENT_TYPES } from './stripe-events.js';
import { createStripeClient, createStripeProvider } from './stripe-provider.js';

let fake: FakeStripe;
let provider: PaymentProvider;

beforeAll(async () => {
  fake = await startFakeStripe();
  provider = createStripeProvider({
    client: createStripeClient(STRIPE_TEST_KEYS.STRIPE_SECRET_KEY, fake.address),
    publishableKey: STRIPE_TEST_KEYS.STRIPE_PUBLISHABLE_KEY,
    webhookSecret: STRIPE_TEST_KEYS.STRIPE_WEBHOOK_SECRET,
  });
});
afterAll(() => fake?.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.failing = false;
});

const headers = (signature: string) => new Headers({ 'stripe-signature': signature, 'content-type': 'application/json' });
const verify = ({ body, signature }: { body: string; signature: string }) => provider.verifyNotification(body, headers(signature));
const intent = (fields: Record<string, unknown> = {}) => ({
  id: 'pi_123', object: 'payment_intent', amount: 4998, amount_received: 4998, currency: 'eur', metadata: { reference: 'order-uuid' }, status: 'succeeded', ...fields,
});

describe('CHK-17: verifying a Stripe notification with the SDK', () => {
  it('a genuine one is mapped, with Stripe’s event id', () => {
    const event = signedEvent('payment_intent.succeeded', intent());
    expect(verify(event)).toEqual({ id: event.id, type: 'payment.succeeded', paymentId: 'pi_123', reference: 'order-uuid', amountCents: 4998 });
  });

  it('a changed body, another endpoint’s secret, no header or a header that is not Stripe’s are refused', () => {
    const event = signedEvent('payment_intent.succeeded', intent());
    expect(() => verify({ ...event, body: event.body.replace('4998', '1') })).toThrow(InvalidNotificationError);
    expect(() => verify(signedEvent('payment_intent.succeeded', intent(), { secret: 'whsec_another_endpoint' }))).toThrow(InvalidNotificationError);
    expect(() => provider.verifyNotification(event.body, new Headers())).toThrow(/no Stripe-Signature/);
    expect(() => verify({ ...event, signature: 'sha256=0123' })).toThrow(InvalidNotificationError);
  });

  it('one signed more than 5 minutes ago (a replay) is refused; within the tolerance it is taken', () => {
    const now = Math.floor(Date.now() / 1000);
    expect(() => verify(signedEvent('payment_intent.succeeded', intent(), { timestamp: now - 301 }))).toThrow(InvalidNotificationError);
    expect(verify(signedEvent('payment_intent.succeeded', intent(), { timestamp: now - 240 })).type).toBe('payment.succeeded');
  });

  it('a signed body that is not JSON, or not an event, is refused, not a crash', () => {
    for (const body of ['not json', JSON.stringify({ id: 'evt_1', object: 'event', type: 'payment_intent.succeeded' })]) {
      const signature = new Stripe(STRIPE_TEST_KEYS.STRIPE_SECRET_KEY).webhooks.generateTestHeaderString({ payload: body, secret: STRIPE_TEST_KEYS.STRIPE_WEBHOOK_SECRET });
      expect(() => verify({ body, signature }), body).toThrow(InvalidNotificationError);
    }
  });
});

describe('mapping Stripe’s events to the store’s', () => {
  it('payment_intent.payment_failed → payment.failed with the issuer’s decline code, else Stripe’s code', () => {
    const declined = signedEvent('payment_intent.payment_failed', intent({ status: 'requires_payment_method', last_payment_error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' } }));
    expect(verify(declined)).toEqual({ id: declined.id, type: 'payment.failed', paymentId: 'pi_123', reference: 'order-uuid', failureCode: 'insufficient_funds' });
    expect(verify(signedEvent('payment_intent.payment_failed', intent({ last_payment_error: { type: 'card_error', code: 'expired_card' } })))).toMatchObject({ failureCode: 'expired_card' });
    expect(verify(signedEvent('payment_intent.payment_failed', intent({ last_payment_error: null })))).toMatchObject({ failureCode: 'payment_failed' });
  });

  it('payment_intent.canceled → payment.canceled', () => {
    const event = signedEvent('payment_intent.canceled', intent({ status: 'canceled' }));
    expect(verify(event)).toEqual({ id: event.id, type: 'payment.canceled', paymentId: 'pi_123', reference: 'order-uuid' });
  });

  it('a refund counts once, when Stripe first says it succeeded: keyed by the refund, from refund.created or refund.updated', () => {
    const refund = { id: 're_1', object: 'refund', amount: 1999, currency: 'eur', payment_intent: 'pi_123', status: 'succeeded', metadata: {} };
    const created = verify(signedEvent('refund.created', refund));
    const updated = verify(signedEvent('refund.updated', refund));
    expect(created).toEqual({ id: 're_1', type: 'refund.succeeded', paymentId: 'pi_123', reference: '', amountCents: 1999 });
    expect(updated).toEqual(created); // The same id: payment_events takes it once.
    // A PayPal refund may start pending: nothing yet.
    expect(verify(signedEvent('refund.created', { ...refund, status: 'pending' }))).toMatchObject({ type: 'ignored', providerType: 'refund.created:pending' });
    expect(verify(signedEvent('refund.updated', { ...refund, status: 'failed' }))).toMatchObject({ type: 'ignored' });
  });

  it.each(['charge.refunded', 'payment_intent.created', 'payment_intent.processing', 'customer.created'])('%s is acknowledged and ignored', (type) => {
    const event = signedEvent(type, { id: 'ch_1', object: type.split('.')[0] });
    expect(verify(event)).toEqual({ id: event.id, type: 'ignored', providerType: type });
  });

  it('every event type the operator subscribes to is one the store acts on', () => {
    for (const type of STRIPE_EVENT_TYPES) {
      const object = type.startsWith('refund.') ? { id: 're_2', object: 'refund', amount: 1, payment_intent: 'pi_1', status: 'succeeded' } : intent();
      expect(verify(signedEvent(type, object)).type, type).not.toBe('ignored');
    }
  });
});

describe('calls to Stripe’s API', () => {
  it('CHK-10, CHK-17: open makes a PaymentIntent for the amount in euros, for the chosen method, with the order as reference and the idempotency key', async () => {
    const opened = await provider.open({
      key: 'order-1', amountCents: 4998, currency: 'eur', method: 'paypal', reference: 'order-uuid-1', description: 'Pixelkeys order 1001', returnUrl: 'https://store.example/checkout?order=1',
    });
    expect(opened).toMatchObject({ id: expect.stringMatching(/^pi_/), clientSecret: expect.stringMatching(/_secret_/), confirmUrl: null });
    const [request] = fake.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/payment_intents', idempotencyKey: 'order-1', authorization: `Bearer ${STRIPE_TEST_KEYS.STRIPE_SECRET_KEY}` });
    expect(request!.form).toEqual({
      amount: '4998', currency: 'eur', 'allowed_payment_method_types[0]': 'paypal', 'metadata[reference]': 'order-uuid-1', description: 'Pixelkeys order 1001',
    });
    // A retry with the same key gets the same payment back (Stripe's idempotency).
    expect(await provider.open({ key: 'order-1', amountCents: 4998, currency: 'eur', method: 'paypal', reference: 'order-uuid-1', description: 'Pixelkeys order 1001', returnUrl: '' }))
      .toEqual(opened);
  });

  it('cancel: true for an open payment or one already canceled; false for one that succeeded', async () => {
    const open = async () => (await provider.open({ key: `order-${Math.random()}`, amountCents: 100, currency: 'eur', method: 'card', reference: 'r', description: 'd', returnUrl: '' })).id;
    const first = await open();
    expect(await provider.cancel(first)).toBe(true);
    expect(fake.requests.at(-1)).toMatchObject({ method: 'POST', path: `/v1/payment_intents/${first}/cancel` });
    expect(await provider.cancel(first)).toBe(true);
    const paid = await open();
    fake.intents.get(paid)!.status = 'succeeded';
    expect(await provider.cancel(paid)).toBe(false);
    await expect(provider.cancel('pi_unknown')).rejects.toThrow(/No such payment_intent/);
  });

  it('refund: the amount of the payment, with the idempotency key', async () => {
    const { id } = await provider.open({ key: 'order-refund', amountCents: 2500, currency: 'eur', method: 'card', reference: 'r', description: 'd', returnUrl: '' });
    fake.intents.get(id)!.status = 'succeeded';
    const refund = await provider.refund({ paymentId: id, amountCents: 2500, key: 'refund-unfulfilled:order' });
    expect(refund.id).toMatch(/^re_/);
    expect(fake.requests.at(-1)).toMatchObject({ path: '/v1/refunds', idempotencyKey: 'refund-unfulfilled:order', form: { payment_intent: id, amount: '2500' } });
    expect(await provider.refund({ paymentId: id, amountCents: 2500, key: 'refund-unfulfilled:order' })).toEqual(refund);
  });

  it('an error from Stripe is thrown to the caller (checkout answers PAYMENT_UNAVAILABLE)', async () => {
    fake.failing = true;
    await expect(provider.open({ key: 'order-down', amountCents: 100, currency: 'eur', method: 'card', reference: 'r', description: 'd', returnUrl: '' })).rejects.toThrow(/Stripe is down/);
  });
});
