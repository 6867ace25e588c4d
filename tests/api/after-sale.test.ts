/**
 * After the sale (issue 11 §2, §3): key reveals with the buyer's consent and refunds of unrevealed items,
 * through the real app and database (PGlite, or PostgreSQL with DATABASE_URL), paid on the sandbox
 * provider. Ownership, races between a reveal and a refund of one item, keys back in the pool for the
 * next buyer, the consent record, the operator's review queue through `npm run admin` against a store
 * running as a real process, and bad input. KEY-*, REF-*, API-*, ERR-* ids from the checklist.
 */
import { statSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSocketPath } from '../../src/server/admin/admin-socket.js';
import { createKeyCipher } from '../../src/server/modules/keys/key-crypto.js';
import { loadConsentTexts, renderConsent } from '../../src/server/modules/keys/reveal-consent.js';
import type { QueuedRefund } from '../../src/server/modules/refunds/refund-review.js';
import { ErrorBodySchema } from '../../src/shared/contracts/common.js';
import { GetOrderItemKeysResponseSchema } from '../../src/shared/contracts/get-order-item-keys.js';
import { GetRefundResponseSchema } from '../../src/shared/contracts/get-refund.js';
import { buyPaid, consentFor, orderOf, refund, reveal } from '../support/after-sale-client.js';
import { authClient, signedInShopper, type AuthClient } from '../support/auth-client.js';
import { storeForTools } from '../support/admin-tool.js';
import { startMailCatcher, type MailCatcher } from '../support/mail-catcher.js';
import { eventually } from '../support/product-fixtures.js';
import { startTestStore, TEST_SECRETS, type TestStore } from '../support/test-store.js';

let store: TestStore;
let mail: MailCatcher;
let shopper: AuthClient & { email: string };
/** Products with keys, not pre-orders nor bundles, each used by one test so stock figures are its own. */
let products: { id: number; stock: number; pvp_cents: number; platform: string; regions: string[] }[];
let nextProduct = 0;
const takeProduct = () => products[nextProduct++]!;
const cipher = createKeyCipher(Buffer.from(TEST_SECRETS.KEY_ENCRYPTION_KEY, 'hex'));

beforeAll(async () => {
  mail = await startMailCatcher();
  store = await startTestStore({ SMTP_URL: mail.url, AUTH_RATE_LIMITS: 'off' });
  shopper = await signedInShopper(store, mail);
  products = await store.database.query(
    `select id, stock, pvp_cents, platform, regions from products where stock >= 3 and not is_preorder and not is_bundle and pvp_cents > 0 order by id`);
  expect(products.length).toBeGreaterThan(40);
});

afterAll(async () => {
  await store?.close();
  await mail?.close();
});

const stockOf = async (productId: number) =>
  (await store.database.query<{ stock: number }>('select stock from products where id = $1', [productId]))[0]!.stock;
const itemStatus = async (itemId: string) =>
  (await store.database.query<{ status: string }>('select status from order_items where id = $1', [itemId]))[0]!.status;
const keysOfItem = (itemId: string) =>
  store.database.query<{ id: string; status: string; code_ciphertext: string }>(
    'select id, status, code_ciphertext from game_keys where order_item_id = $1 order by created_at, id', [itemId]);
const errorOf = async (response: Response) => ErrorBodySchema.parse(await response.json()).error;
const buy = (client: AuthClient, cart: { product_id: number; quantity: number }[], status?: 'completed' | 'processing') => buyPaid(store.url, client, cart, status);

describe('key reveal (§4, decisions 9 and 11)', () => {
  it('KEY-08, KEY-10, KEY-15, API-12, ENT-28: a reveal with consent answers the keys decrypted, redeems the item and records what was shown', async () => {
    const product = takeProduct();
    const { order } = await buy(shopper, [{ product_id: product.id, quantity: 2 }]);
    const item = order.order_items[0]!;
    const consent = await consentFor('es');
    const response = await reveal(store.url, shopper, item.id, consent);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const body = GetOrderItemKeysResponseSchema.parse(await response.json());
    const stored = await keysOfItem(item.id);
    expect(body).toEqual({
      status: 'redeemed',
      data: [{
        product_id: product.id,
        product: { title: item.product.title, image_url: item.product.image_url },
        keys: stored.map((key, index) => ({ label: `${product.platform} ${index + 1}/2`, value: cipher.decrypt(key.code_ciphertext) })),
      }],
    });
    expect(stored.map((key) => key.status)).toEqual(['sold', 'sold']);
    expect((await orderOf(store.url, shopper, order.id))?.order_items[0]?.status).toBe('redeemed');

    const [record] = await store.database.query<Record<string, unknown>>('select * from key_reveals where order_item_id = $1', [item.id]);
    const user = (await shopper.session())!.user;
    expect(record).toMatchObject({
      user_id: user.id, is_consent: true, client_address: '127.0.0.1', consent_version: consent.version, consent_language: 'es',
      // The server's own copy of the text the page showed, with this product's platform and regions.
      consent_text: renderConsent(loadConsentTexts().es, product),
    });
    expect(String(record!.consent_text)).toContain(product.platform);
    expect(String(record!.consent_text)).toMatch(/desistimiento/);
    expect(Date.now() - new Date(record!.revealed_at as string).getTime()).toBeLessThan(60_000);
  });

  it('KEY-12, KEY-15: a redeemed item answers its keys again without a new consent, and the view is recorded too', async () => {
    const product = takeProduct();
    const { order } = await buy(shopper, [{ product_id: product.id, quantity: 1 }]);
    const item = order.order_items[0]!;
    const first = GetOrderItemKeysResponseSchema.parse(await (await reveal(store.url, shopper, item.id, await consentFor('en'))).json());
    const again = await reveal(store.url, shopper, item.id);
    expect(again.status).toBe(200);
    expect(GetOrderItemKeysResponseSchema.parse(await again.json())).toEqual(first);
    const records = await store.database.query<{ is_consent: boolean; consent_text: string | null }>(
      'select is_consent, consent_text from key_reveals where order_item_id = $1 order by revealed_at, is_consent desc', [item.id]);
    expect(records.map((record) => [record.is_consent, record.consent_text === null])).toEqual([[true, false], [false, true]]);
    expect(first.data[0]!.keys[0]!.label).toBe(product.platform);
  });

  it('KEY-06, KEY-11: a delivered item is not revealed without the consent, nor with an outdated text; it stays delivered', async () => {
    const product = takeProduct();
    const { order } = await buy(shopper, [{ product_id: product.id, quantity: 1 }]);
    const item = order.order_items[0]!;
    const missing = await reveal(store.url, shopper, item.id);
    expect(missing.status).toBe(422);
    expect((await errorOf(missing)).details.reason).toBe('CONSENT_REQUIRED');
    const outdated = await reveal(store.url, shopper, item.id, { ...(await consentFor('en')), version: '2001-01-01' });
    expect(outdated.status).toBe(409);
    expect((await errorOf(outdated)).details.reason).toBe('CONSENT_OUTDATED');
    const unticked = await shopper.post(`${store.url}/api/getOrderItemKeys`, { order_item_id: item.id, consent: { ...(await consentFor('en')), region_confirmed: false } });
    expect(unticked.status).toBe(400);
    expect(await itemStatus(item.id)).toBe('delivered');
    expect(await store.database.query('select 1 from key_reveals where order_item_id = $1', [item.id])).toEqual([]);
  });

  it('KEY-14, API-12: a GET reveals nothing (POST only, so no prefetch or cache can)', async () => {
    const product = takeProduct();
    const { order } = await buy(shopper, [{ product_id: product.id, quantity: 1 }]);
    const item = order.order_items[0]!;
    const response = await shopper.get(`${store.url}/api/getOrderItemKeys?order_item_id=${item.id}`);
    expect(response.status).toBe(404);
    expect(await itemStatus(item.id)).toBe('delivered');
  });

  it('a pending pre-order has no keys to reveal yet: 409 with the reason', async () => {
    const [preorder] = await store.database.query<{ id: number }>('select id from products where is_preorder and stock >= 2 order by id limit 1');
    const { order } = await buy(shopper, [{ product_id: preorder!.id, quantity: 1 }], 'processing');
    const response = await reveal(store.url, shopper, order.order_items[0]!.id, await consentFor());
    expect(response.status).toBe(409);
    expect((await errorOf(response)).details.reason).toBe('ITEM_NOT_DELIVERED');
  });
});

describe('who may reveal and refund (§6), and bad input', () => {
  it("another shopper's item is unknown to them: 404 for a reveal and for a refund, and nothing changes", async () => {
    const product = takeProduct();
    const { order } = await buy(shopper, [{ product_id: product.id, quantity: 1 }]);
    const item = order.order_items[0]!;
    const stranger = await signedInShopper(store, mail);
    const revealed = await reveal(store.url, stranger, item.id, await consentFor());
    expect(revealed.status).toBe(404);
    expect(await errorOf(revealed)).toMatchObject({ code: 'not_found' });
    const refunded = await refund(store.url, stranger, item.id);
    expect(refunded.status).toBe(404);
    expect(await itemStatus(item.id)).toBe('delivered');
    const unknown = await refund(store.url, shopper, '7f1c1e1c-1111-4111-8111-111111111111');
    expect(unknown.status).toBe(404);
  });

  it('VAL-09, ERR-07, AUTH-06: a visitor gets 401 with \'No session found\' for a refund, and 401 for a reveal', async () => {
    const product = takeProduct();
    const { order } = await buy(shopper, [{ product_id: product.id, quantity: 1 }]);
    const visitor = authClient(store);
    const refunded = await refund(store.url, visitor, order.order_items[0]!.id);
    expect(refunded.status).toBe(401);
    expect(await errorOf(refunded)).toMatchObject({ code: 'unauthenticated', message: 'No session found' });
    expect((await reveal(store.url, visitor, order.order_items[0]!.id, await consentFor())).status).toBe(401);
    expect(await itemStatus(order.order_items[0]!.id)).toBe('delivered');
  });

  it.each([
    ['no body field', {}],
    ['an id that is not a UUID', { order_item_id: 'abc' }],
    ['a number', { order_item_id: 42 }],
    ['null', { order_item_id: null }],
  ])('API-21: %s → 400 with the error shape, for both calls', async (_, body) => {
    for (const call of ['getOrderItemKeys', 'getRefund']) {
      const response = await shopper.post(`${store.url}/api/${call}`, body);
      expect(response.status, call).toBe(400);
      expect(await errorOf(response)).toMatchObject({ code: 'invalid_input', details: { issues: [{ parameter: expect.any(String) as string }] } });
    }
  });

  it('API-21: a body that is not JSON, or too big, is a 4xx with the error shape, never a 500', async () => {
    for (const call of ['getOrderItemKeys', 'getRefund']) {
      const cookie = [...shopper.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      const broken = await fetch(`${store.url}/api/${call}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: store.url, cookie }, body: '{"order_item_id":' });
      expect(broken.status, call).toBe(400);
      await errorOf(broken);
      const huge = await fetch(`${store.url}/api/${call}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: store.url, cookie }, body: JSON.stringify({ order_item_id: 'x'.repeat(70_000) }) });
      expect(huge.status, call).toBe(413);
      await errorOf(huge);
      const plain = await fetch(`${store.url}/api/${call}`, { method: 'POST', headers: { 'content-type': 'text/plain', origin: store.url, cookie }, body: 'hello' });
      expect(plain.status, call).toBeGreaterThanOrEqual(400);
      expect(plain.status, call).toBeLessThan(500);
    }
  });
});

describe('refunds (§4 Refund, decision 19)', () => {
  it('REF-01, REF-03, REF-05: an unrevealed item is refunded at once: keys back in stock, order follows, the provider pays back once, a mail, a corrective invoice each', async () => {
    const [first, second] = [takeProduct(), takeProduct()];
    const before = [await stockOf(first.id), await stockOf(second.id)];
    const buyer = await signedInShopper(store, mail);
    const { placed, order } = await buy(buyer, [{ product_id: first.id, quantity: 2 }, { product_id: second.id, quantity: 1 }]);
    const [itemA, itemB] = order.order_items as [typeof order.order_items[0], typeof order.order_items[0]];
    expect(await stockOf(first.id)).toBe(before[0]! - 2);
    const keyIds = (await keysOfItem(itemA.id)).map((key) => key.id);

    const response = await refund(store.url, buyer, itemA.id);
    expect(response.status).toBe(200);
    expect(GetRefundResponseSchema.parse(await response.json())).toEqual({ success: true, order_item_id: itemA.id, status: 'refunded', amount: (2 * first.pvp_cents) / 100 });
    // The keys back in the pool, unrevealed, and the stock with them (the stock triggers).
    const keys = await store.database.query<{ status: string; order_item_id: string | null; sold_at: Date | null }>(
      'select status, order_item_id, sold_at from game_keys where id = any($1::uuid[])', [keyIds]);
    expect(keys).toEqual([{ status: 'available', order_item_id: null, sold_at: null }, { status: 'available', order_item_id: null, sold_at: null }]);
    expect(await stockOf(first.id)).toBe(before[0]);
    expect(await orderOf(store.url, buyer, order.id)).toMatchObject({ status: 'completed', order_items: [{ status: 'refunded' }, { status: 'delivered' }] });
    const [request] = await store.database.query<{ status: string; reviewed: boolean; decided_by: string; returned_key_ids: string[]; amount_cents: number }>(
      'select status, reviewed, decided_by, returned_key_ids, amount_cents from refund_requests where order_item_id = $1', [itemA.id]);
    expect(request).toMatchObject({ status: 'refunded', reviewed: false, decided_by: 'automatic', amount_cents: 2 * first.pvp_cents });
    expect([...request!.returned_key_ids].sort()).toEqual([...keyIds].sort());

    // The provider refunds the item's amount, once, and its notification is recorded against the payment.
    const refunded = async () => (await store.database.query<{ sandbox: number; store: number }>(
      `select s.refunded_cents as sandbox, p.refunded_cents as store from payments p join sandbox_pay_payments s on s.id = p.provider_payment_id
        where p.order_id = $1`, [placed.order.id]))[0];
    await eventually(refunded).toEqual({ sandbox: 2 * first.pvp_cents, store: 2 * first.pvp_cents });
    const refundMail = await mail.waitFor(buyer.email, new RegExp(`Refund for order ${order.number}`));
    expect(refundMail.text).toMatch(/up to 7 days/);
    expect(refundMail.text).toContain(`/profile?tab=orders&order=${order.id}`);

    // Asking again answers where it stands and refunds nothing more.
    const repeat = await refund(store.url, buyer, itemA.id);
    expect(repeat.status).toBe(200);
    expect((GetRefundResponseSchema.parse(await repeat.json())).status).toBe('refunded');

    // The last item refunded: the whole order is refunded.
    expect((await refund(store.url, buyer, itemB.id)).status).toBe(200);
    expect((await orderOf(store.url, buyer, order.id))?.status).toBe('refunded');
    await eventually(refunded).toEqual({ sandbox: 2 * first.pvp_cents + second.pvp_cents, store: 2 * first.pvp_cents + second.pvp_cents });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await refunded()).toEqual({ sandbox: 2 * first.pvp_cents + second.pvp_cents, store: 2 * first.pvp_cents + second.pvp_cents });

    // Each refunded item gets its corrective invoice (issue 11 §4), from its outbox job, once.
    const jobs = () => store.database.query<{ dedupe_key: string; payload: unknown; done: boolean }>(
      `select dedupe_key, payload, done_at is not null as done from outbox where kind = 'invoice.corrective' and payload->>'orderItemId' = any($1::text[]) order by dedupe_key`,
      [[itemA.id, itemB.id]]);
    await eventually(jobs).toEqual([itemA, itemB].map((item) => ({
      dedupe_key: `invoice-corrective:${item.id}`, payload: { orderItemId: item.id, amountCents: Math.round(item.pvp * 100) }, done: true,
    })).sort((a, b) => a.dedupe_key.localeCompare(b.dedupe_key)));
    const correctives = await store.database.query<{ order_item_id: string }>(
      `select order_item_id from invoices where kind = 'corrective' and order_item_id = any($1::uuid[]) order by order_item_id`, [[itemA.id, itemB.id]]);
    expect(correctives.map((row) => row.order_item_id)).toEqual([itemA.id, itemB.id].sort());
  });

  it('a refunded key is back in the pool and the next buyer gets it', async () => {
    const product = takeProduct();
    const buyer = await signedInShopper(store, mail);
    const { order } = await buy(buyer, [{ product_id: product.id, quantity: 1 }]);
    const [key] = await keysOfItem(order.order_items[0]!.id);
    expect((await refund(store.url, buyer, order.order_items[0]!.id)).status).toBe(200);
    const next = await signedInShopper(store, mail);
    const { order: nextOrder } = await buy(next, [{ product_id: product.id, quantity: 1 }]);
    // Keys are taken oldest first: the one that came back is the next one sold.
    const [nextKey] = await keysOfItem(nextOrder.order_items[0]!.id);
    expect(nextKey).toMatchObject({ id: key!.id, status: 'sold' });
    const shown = GetOrderItemKeysResponseSchema.parse(await (await reveal(store.url, next, nextOrder.order_items[0]!.id, await consentFor())).json());
    expect(shown.data[0]!.keys[0]!.value).toBe(cipher.decrypt(key!.code_ciphertext));
  });

  it('REF-01: a redeemed item cannot be refunded: 409 ALREADY_REDEEMED, and its key stays sold', async () => {
    const product = takeProduct();
    const { order } = await buy(shopper, [{ product_id: product.id, quantity: 1 }]);
    const item = order.order_items[0]!;
    expect((await reveal(store.url, shopper, item.id, await consentFor())).status).toBe(200);
    const response = await refund(store.url, shopper, item.id);
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toMatchObject({ code: 'conflict', details: { reason: 'ALREADY_REDEEMED' } });
    expect((await keysOfItem(item.id)).map((key) => key.status)).toEqual(['sold']);
  });

  it('REF-03: a paid pre-order still waiting for its key is refunded with its quota back; an unpaid order is not', async () => {
    const [preorder] = await store.database.query<{ id: number; pvp_cents: number }>('select id, pvp_cents from products where is_preorder and stock >= 3 order by id desc limit 1');
    const buyer = await signedInShopper(store, mail);
    const quota = await stockOf(preorder!.id);
    const { order } = await buy(buyer, [{ product_id: preorder!.id, quantity: 1 }], 'processing');
    expect(await stockOf(preorder!.id)).toBe(quota - 1);
    const response = await refund(store.url, buyer, order.order_items[0]!.id);
    expect(GetRefundResponseSchema.parse(await response.json()).status).toBe('refunded');
    expect(await stockOf(preorder!.id)).toBe(quota);
    expect(await orderOf(store.url, buyer, order.id)).toMatchObject({ status: 'refunded', order_items: [{ status: 'refunded' }] });
    await mail.waitFor(buyer.email, new RegExp(`Refund for order ${order.number}`));

    const { placeOrder } = await import('../support/checkout-client.js');
    const unpaid = await placeOrder(buyer, [{ product_id: takeProduct().id, quantity: 1 }]);
    const [unpaidItem] = await store.database.query<{ id: string }>('select id from order_items where order_id = $1', [unpaid.order.id]);
    const refused = await refund(store.url, buyer, unpaidItem!.id);
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).details.reason).toBe('NOT_PAID');
  });

  it("a mystery bundle's refund gives every game it drew back to the pool", async () => {
    const [bundle] = await store.database.query<{ id: number }>('select id from products where is_bundle and stock >= 1 order by stock desc, id limit 1');
    const buyer = await signedInShopper(store, mail);
    const { order } = await buy(buyer, [{ product_id: bundle!.id, quantity: 1 }]);
    const item = order.order_items[0]!;
    const drawn = await store.database.query<{ id: string; product_id: number }>('select id, product_id from game_keys where order_item_id = $1', [item.id]);
    expect(drawn.length).toBeGreaterThan(1);
    const stockBefore = await Promise.all(drawn.map((key) => stockOf(key.product_id)));
    expect((await refund(store.url, buyer, item.id)).status).toBe(200);
    const stockAfter = await Promise.all(drawn.map((key) => stockOf(key.product_id)));
    const games = [...new Set(drawn.map((key) => key.product_id))];
    for (const game of games) {
      const index = drawn.findIndex((key) => key.product_id === game);
      expect(stockAfter[index], `game ${game}`).toBe(stockBefore[index]! + drawn.filter((key) => key.product_id === game).length);
    }
    expect(await store.database.query(`select 1 from game_keys where id = any($1::uuid[]) and status <> 'available'`, [drawn.map((key) => key.id)])).toEqual([]);
  });
});

describe('a reveal and a refund of one item, at once', () => {
  it('KEY-11, REF-01: 20 times, exactly one of them wins and the item ends as the winner left it', async () => {
    const racer = await signedInShopper(store, mail);
    const lines = Array.from({ length: 20 }, () => ({ product_id: takeProduct().id, quantity: 1 }));
    const { order } = await buy(racer, lines);
    const consent = await consentFor();
    const outcomes = await Promise.all(order.order_items.map(async (item) => {
      const [revealed, refunded] = await Promise.all([reveal(store.url, racer, item.id, consent), refund(store.url, racer, item.id)]);
      return { item, revealed: revealed.status, refunded: refunded.status, refundBody: (await refunded.json()) as { status?: string } };
    }));
    for (const outcome of outcomes) {
      const status = await itemStatus(outcome.item.id);
      const keys = await store.database.query<{ status: string }>('select status from game_keys where order_item_id = $1', [outcome.item.id]);
      const consents = await store.database.query('select 1 from key_reveals where order_item_id = $1', [outcome.item.id]);
      expect([outcome.revealed, outcome.refunded].sort(), JSON.stringify(outcome)).toEqual([200, 409]);
      if (outcome.revealed === 200) {
        expect(status).toBe('redeemed');
        expect(keys).toEqual([{ status: 'sold' }]);
        expect(consents).toHaveLength(1);
      } else {
        // Refunded at once, or (past the shopper's first refunds) waiting for review with the key unrevealed.
        expect(['refunded', 'pending_refund']).toContain(status);
        expect(outcome.refundBody.status).toBe(status);
        expect(consents).toEqual([]);
        expect(keys).toEqual(status === 'refunded' ? [] : [{ status: 'sold' }]);
      }
    }
  }, 120_000);
});

describe("the operator's review queue, through `npm run admin` (decision 19)", () => {
  const tools = storeForTools('pk-admin-');
  const { admin } = tools;

  it('the 4th refund in 30 days waits for review; approve and reject work through the admin socket of a running store, and on the data when none runs', async () => {
    const url = await tools.start({ SMTP_URL: mail.url, AUTH_RATE_LIMITS: 'off' });
    const socket = adminSocketPath(tools.dataDir);
    expect(statSync(socket).mode & 0o777).toBe(0o600);

    const buyer = await signedInShopper({ url }, mail);
    const lines = Array.from({ length: 5 }, () => ({ product_id: takeProduct().id, quantity: 1 }));
    const { order } = await buyPaid(url, buyer, lines);
    const items = order.order_items;
    for (const item of items.slice(0, 3)) {
      expect(GetRefundResponseSchema.parse(await (await refund(url, buyer, item.id)).json()).status).toBe('refunded');
    }
    // More than 3 refunds in 30 days: the next ones wait for an operator, the item unrevealed and not refunded.
    for (const item of items.slice(3)) {
      expect(GetRefundResponseSchema.parse(await (await refund(url, buyer, item.id)).json()).status).toBe('pending_refund');
    }
    await mail.waitFor(buyer.email, new RegExp(`We have your refund request \\(order ${order.number}\\)`));
    expect((await orderOf(url, buyer, order.id))?.order_items.map((item) => item.status))
      .toEqual(['refunded', 'refunded', 'refunded', 'pending_refund', 'pending_refund']);
    const revealDuringReview = await reveal(url, buyer, items[3]!.id, await consentFor());
    expect(revealDuringReview.status).toBe(409);
    expect((await errorOf(revealDuringReview)).details.reason).toBe('REFUND_PENDING');

    const listed = await tools.adminThroughNpm('refunds', 'list', '--json');
    expect(listed, listed.stderr).toMatchObject({ code: 0 });
    const queue = JSON.parse(listed.stdout) as QueuedRefund[];
    expect(queue.map((entry) => [entry.order_item_id, entry.email, entry.order_number, entry.recent_refunds]))
      .toEqual([[items[3]!.id, buyer.email, Number(order.number), 4], [items[4]!.id, buyer.email, Number(order.number), 5]]);
    const human = await admin('refunds', 'list');
    expect(human.stdout).toContain(queue[0]!.id);
    expect(human.stdout).toContain(buyer.email);

    const approved = await admin('refunds', 'approve', queue[0]!.id);
    expect(approved, approved.stderr).toMatchObject({ code: 0 });
    expect(approved.stdout).toMatch(/approved/);
    const rejected = await admin('refunds', 'reject', queue[1]!.id, 'Too many refunds of keys bought for resale');
    expect(rejected, rejected.stderr).toMatchObject({ code: 0 });
    expect((await orderOf(url, buyer, order.id))?.order_items.map((item) => item.status))
      .toEqual(['refunded', 'refunded', 'refunded', 'refunded', 'delivered']);
    await mail.waitFor(buyer.email, new RegExp(`Refund for order ${order.number}`));
    const rejection = await mail.waitFor(buyer.email, new RegExp(`We could not accept your refund \\(order ${order.number}\\)`));
    expect(rejection.text).toContain('Too many refunds of keys bought for resale');
    // The rejected item is the shopper's again: its key can be revealed.
    expect((await reveal(url, buyer, items[4]!.id, await consentFor())).status).toBe(200);

    // A decided request is not decided again; bad ids and missing reasons are refused with a message.
    const [twice, badId, unknown, noReason, bogus] = await Promise.all([
      admin('refunds', 'approve', queue[0]!.id), admin('refunds', 'approve', 'not-a-uuid'),
      admin('refunds', 'approve', '7f1c1e1c-1111-4111-8111-111111111111'), admin('refunds', 'reject', queue[0]!.id), admin('refunds', 'bogus'),
    ]);
    expect(twice).toMatchObject({ code: 1, stderr: expect.stringMatching(/is refunded, not waiting for review/) as string });
    expect(badId).toMatchObject({ code: 1, stderr: expect.stringMatching(/VAL-11|not a refund request id/) as string });
    expect(unknown).toMatchObject({ code: 1, stderr: expect.stringMatching(/No refund request/) as string });
    expect(noReason).toMatchObject({ code: 2, stderr: expect.stringMatching(/Usage/) as string });
    expect(bogus).toMatchObject({ code: 2, stderr: expect.stringMatching(/Usage/) as string });

    // No store running: the tool opens the data itself (under the DATA_DIR lock, or PostgreSQL directly).
    expect((await tools.stop()).code).toBe(0);
    const offline = await admin('refunds', 'list', '--json');
    expect(offline, offline.stderr).toMatchObject({ code: 0 });
    expect(JSON.parse(offline.stdout)).toEqual([]);
  }, 240_000);
});
