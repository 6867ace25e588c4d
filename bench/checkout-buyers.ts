/**
 * The buyers of the checkout benchmark (bench/checkout.ts), in a process of their own: forked by it, so the
 * load generator never takes turns with the store on one event loop and the figure measures the store, not
 * the client (as the API benchmark runs autocannon in a worker). It holds the SMTP receiver the store mails
 * to (sign-up links, then the confirmation mails, which it takes unread) and speaks to the store over
 * HTTP with fetch (undici, keep-alive connections), as browsers would.
 *
 * Messages: in `signUp` then `go`; out `mail` (the receiver's URL), `ready`, `done` (the measurements). The
 * benchmark ends the process once its store has stopped.
 */
import { randomUUID } from 'node:crypto';
import type { CheckoutResponse } from '../src/shared/contracts/checkout.js';
import { signedInShopper, type AuthClient } from '../tests/support/auth-client.js';
import { BILLING, payByCard } from '../tests/support/checkout-client.js';
import { startMailCatcher } from '../tests/support/mail-catcher.js';

export type ToBuyers =
  | { type: 'signUp'; storeUrl: string; buyerCount: number }
  | { type: 'go'; productIds: number[]; seconds: number };

export interface BuyersResult {
  checkoutMs: number[];
  roundMs: number[];
  failures: [string, number][];
  placed: string[];
  loadSeconds: number;
}

export type FromBuyers = { type: 'mail'; url: string } | { type: 'ready' } | { type: 'done'; result: BuyersResult } | { type: 'failed'; message: string };

const send = (message: FromBuyers) => process.send!(message);

async function buy(storeUrl: string, buyers: AuthClient[], productIds: number[], seconds: number): Promise<BuyersResult> {
  const store = { url: storeUrl };
  const checkoutMs: number[] = [];
  const roundMs: number[] = [];
  const failures = new Map<string, number>();
  const fail = (what: string) => failures.set(what, (failures.get(what) ?? 0) + 1);
  const placed: string[] = [];
  let seed = 1;
  const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(buyers.map(async (buyer) => {
    while (performance.now() < deadline) {
      const first = productIds[Math.floor(random() * productIds.length)]!;
      const second = productIds[Math.floor(random() * productIds.length)]!;
      const cart = first === second || random() < 0.5
        ? [{ product_id: first, quantity: 1 + Math.floor(random() * 2) }]
        : [{ product_id: first, quantity: 1 }, { product_id: second, quantity: 1 }];
      const roundStart = performance.now();
      const response = await buyer.post('/api/checkout', { cart, billing: BILLING, payment_method: 'card' }, { 'idempotency-key': randomUUID() });
      checkoutMs.push(performance.now() - roundStart);
      if (response.status !== 200) {
        fail(`checkout ${response.status}`);
        await response.text();
        continue;
      }
      const order = (await response.json()) as CheckoutResponse;
      const paid = await payByCard(store, order.payment, '4242 4242 4242 4242');
      if (paid.body.status !== 'succeeded') fail(`pay ${paid.status}`);
      roundMs.push(performance.now() - roundStart);
      placed.push(order.order.id);
    }
  }));
  const loadSeconds = (performance.now() - started) / 1000;
  return { checkoutMs, roundMs, failures: [...failures], placed, loadSeconds };
}

const mail = await startMailCatcher();
let buyers: AuthClient[] = [];
let storeUrl = '';
process.on('message', (message: ToBuyers) => {
  void (async () => {
    if (message.type === 'signUp') {
      storeUrl = message.storeUrl;
      for (let index = 0; index < message.buyerCount; index += 8) {
        buyers.push(...await Promise.all(Array.from({ length: Math.min(8, message.buyerCount - index) }, () => signedInShopper({ url: storeUrl }, mail))));
      }
      // From here on the receiver only takes the confirmation mails: nobody reads them.
      mail.discardFromNowOn();
      send({ type: 'ready' });
    } else {
      const result = await buy(storeUrl, buyers, message.productIds, message.seconds);
      buyers = [];
      // The receiver stays up (the store may still be mailing) until the benchmark ends this process.
      send({ type: 'done', result });
    }
  })().catch((error: unknown) => send({ type: 'failed', message: error instanceof Error ? error.stack ?? error.message : String(error) }));
});
send({ type: 'mail', url: mail.url });
