/**
 * A local stand-in for Stripe's API, for tests that cannot reach Stripe: the official SDK is pointed at it
 * (its `host`, `port`, `protocol` options) and it answers the few calls the store makes the way Stripe's
 * API reference says, records every request (path, Idempotency-Key, form body) and replays an
 * idempotency key's first answer. Webhooks are signed with the SDK's own test helper (`signedEvent`).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { StripeApiAddress } from '../../src/server/adapters/payments/stripe/stripe-provider.js';

export const STRIPE_TEST_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_pixelkeys0000000000000000',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_pixelkeys0000000000000000',
  STRIPE_WEBHOOK_SECRET: 'whsec_pixelkeys00000000000000000000',
};

export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  /** The form-encoded body, flat: `metadata[reference]`, `allowed_payment_method_types[0]`… */
  form: Record<string, string>;
}

type Json = Record<string, unknown>;

export interface FakeStripe {
  address: StripeApiAddress;
  requests: RecordedRequest[];
  /** What Stripe holds of each PaymentIntent it made, by id; a test may change a status (as a payment would). */
  intents: Map<string, Json & { id: string; status: string }>;
  /** Makes every call answer 500 (with Stripe-Should-Retry: false, so the SDK does not retry) until set back. */
  failing: boolean;
  close(): Promise<void>;
}

let counter = 0;
const nextId = (prefix: string) => `${prefix}_fake${(++counter).toString().padStart(6, '0')}${Math.random().toString(36).slice(2, 8)}`;

const stripeError = (status: number, error: Json) => ({ status, body: { error: { type: 'invalid_request_error', ...error } } });

function answer(fake: FakeStripe, method: string, path: string, form: Record<string, string>): { status: number; body: Json } {
  if (method === 'POST' && path === '/v1/payment_intents') {
    const metadata = Object.fromEntries(Object.entries(form).filter(([key]) => key.startsWith('metadata[')).map(([key, value]) => [key.slice(9, -1), value]));
    const types = Object.entries(form).filter(([key]) => key.startsWith('allowed_payment_method_types[')).map(([, value]) => value);
    const id = nextId('pi');
    const intent = {
      id, object: 'payment_intent', amount: Number(form.amount), amount_received: 0, currency: form.currency, description: form.description ?? null,
      metadata, payment_method_types: types, allowed_payment_method_types: types, status: 'requires_payment_method',
      client_secret: `${id}_secret_${Math.random().toString(36).slice(2, 12)}`, livemode: false, last_payment_error: null,
    };
    fake.intents.set(id, intent);
    return { status: 200, body: intent };
  }
  const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path);
  if (method === 'POST' && cancel) {
    const intent = fake.intents.get(cancel[1]!);
    if (!intent) return stripeError(404, { code: 'resource_missing', message: `No such payment_intent: '${cancel[1]}'`, param: 'intent' });
    if (['succeeded', 'canceled'].includes(intent.status)) {
      return stripeError(400, {
        code: 'payment_intent_unexpected_state', payment_intent: intent,
        message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
      });
    }
    intent.status = 'canceled';
    return { status: 200, body: intent };
  }
  if (method === 'POST' && path === '/v1/refunds') {
    const intent = fake.intents.get(form.payment_intent ?? '');
    if (!intent) return stripeError(404, { code: 'resource_missing', message: `No such payment_intent: '${form.payment_intent}'`, param: 'payment_intent' });
    if (intent.status !== 'succeeded') return stripeError(400, { code: 'charge_not_refundable', message: 'This PaymentIntent has not succeeded.' });
    return { status: 200, body: { id: nextId('re'), object: 'refund', amount: Number(form.amount), currency: intent.currency, payment_intent: intent.id, status: 'succeeded', metadata: {} } };
  }
  return stripeError(404, { message: `Unrecognized request URL (${method}: ${path}).` });
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const replies = new Map<string, { status: number; body: Json }>();
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = new URL(request.url ?? '/', 'http://fake').pathname;
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
      fake.requests.push({ method: request.method ?? 'GET', path, idempotencyKey, authorization: request.headers.authorization, form });
      if (fake.failing) {
        response.writeHead(500, { 'content-type': 'application/json', 'stripe-should-retry': 'false' });
        response.end(JSON.stringify({ error: { type: 'api_error', message: 'Stripe is down (fake)' } }));
        return;
      }
      const replayKey = idempotencyKey && `${request.method} ${path} ${idempotencyKey}`;
      const reply = (replayKey && replies.get(replayKey)) || answer(fake, request.method ?? 'GET', path, form);
      if (replayKey) replies.set(replayKey, reply);
      response.writeHead(reply.status, { 'content-type': 'application/json', 'request-id': `req_fake${fake.requests.length}` });
      response.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const fake: FakeStripe = {
    address: { host: '127.0.0.1', port, protocol: 'http' },
    requests: [],
    intents: new Map(),
    failing: false,
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
  return fake;
}

/** A webhook event as Stripe sends it: the JSON body and its Stripe-Signature header (the SDK's test helper). */
export function signedEvent(
  type: string,
  object: Json,
  { secret = STRIPE_TEST_KEYS.STRIPE_WEBHOOK_SECRET, id = nextId('evt'), timestamp }: { secret?: string; id?: string; timestamp?: number } = {},
): { id: string; body: string; signature: string } {
  const body = JSON.stringify({
    id, object: 'event', api_version: Stripe.API_VERSION, created: Math.floor(Date.now() / 1000), livemode: false,
    pending_webhooks: 1, request: { id: null, idempotency_key: null }, type, data: { object },
  });
  const signature = new Stripe(STRIPE_TEST_KEYS.STRIPE_SECRET_KEY).webhooks.generateTestHeaderString({ payload: body, secret, ...(timestamp === undefined ? {} : { timestamp }) });
  return { id, body, signature };
}
