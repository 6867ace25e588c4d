/**
 * The operator's keys (issue 12 §4, decision 0021) through the module functions the back office will call
 * and `npm run admin` against a store running as a real process, on the real database (PGlite, or
 * PostgreSQL with DATABASE_URL); what shoppers see through the public API. Import reports (added,
 * duplicates within the file and against every key ever loaded, malformed lines), racing imports, stock,
 * pre-orders delivered, a batch revoked, and the two remedies for a sold key not yet revealed. ORD-06,
 * ORD-07, ENT-08 from the checklist.
 */
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliActor } from '../../src/server/modules/audit/audit.js';
import { importKeys, MAX_IMPORT_LINES, type KeyImportReport } from '../../src/server/modules/keys/import-keys.js';
import { createKeyCipher } from '../../src/server/modules/keys/key-crypto.js';
import { refundKeyItem, replaceKey } from '../../src/server/modules/keys/key-remedies.js';
import { keyStock } from '../../src/server/modules/keys/key-stock.js';
import { revokeBatch } from '../../src/server/modules/keys/revoke-batch.js';
import { AppError } from '../../src/server/http/app-error.js';
import type { CheckoutResponse } from '../../src/shared/contracts/checkout.js';
import { GetOrderItemKeysResponseSchema } from '../../src/shared/contracts/get-order-item-keys.js';
import { buyPaid, consentFor, orderOf, refund, reveal } from '../support/after-sale-client.js';
import { signedInShopper, type AuthClient } from '../support/auth-client.js';
import { CARDS, checkoutCall, payByCard, placeOrder } from '../support/checkout-client.js';
import { startMailCatcher, type MailCatcher } from '../support/mail-catcher.js';
import { eventually } from '../support/product-fixtures.js';
import { runAdminTool, runAdminToolThroughNpm, storeForTools } from '../support/admin-tool.js';
import { startTestStore, TEST_SECRETS, type TestStore } from '../support/test-store.js';

let store: TestStore;
let mail: MailCatcher;
let products: { id: number; title: { en: string } }[];
let nextProduct = 0;
const takeProduct = () => products[nextProduct++]!;
const cipher = createKeyCipher(Buffer.from(TEST_SECRETS.KEY_ENCRYPTION_KEY, 'hex'));
const operator = cliActor('cli:keys-test');
const code = () => `T${randomUUID().replaceAll('-', '').slice(0, 20).toUpperCase()}`;
const load = (productId: number, text: string, options: { batch?: string; format?: 'csv' | 'list' } = {}) =>
  importKeys(store.database, cipher, operator, { productId, text, ...options });

beforeAll(async () => {
  mail = await startMailCatcher();
  store = await startTestStore({ SMTP_URL: mail.url, AUTH_RATE_LIMITS: 'off' });
  products = await store.database.query(
    'select id, title from products where stock >= 3 and not is_preorder and not is_bundle and pvp_cents > 0 order by id desc');
  expect(products.length).toBeGreaterThan(20);
});

afterAll(async () => {
  await store?.close();
  await mail?.close();
});

const stockOf = async (productId: number) =>
  (await store.database.query<{ stock: number }>('select stock from products where id = $1', [productId]))[0]!.stock;
const auditRows = (action: string, targetId: string | number) =>
  store.database.query<{ actor: string; before: unknown; after: unknown }>(
    'select actor, before, after from audit_log where action = $1 and target_id = $2', [action, String(targetId)]);
const keysOfBatch = (productId: number, batch: string) =>
  store.database.query<{ id: string; status: string; code_ciphertext: string; order_item_id: string | null }>(
    'select id, status, code_ciphertext, order_item_id from game_keys where product_id = $1 and batch = $2 order by created_at, id', [productId, batch]);
async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(() => undefined, (thrown: unknown) => thrown);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('importing keys (issue 12 §4)', () => {
  it('ENT-08: a CSV file: keys added under the batch, duplicates within the file and malformed lines reported by number, never by text; one audit row', async () => {
    const product = takeProduct();
    const before = await stockOf(product.id);
    const [a, b, c] = [code(), code(), code()];
    const csv = [
      'Region,Code,Note',
      `EU,${a},"first, with a comma"`,
      `EU,"${b}",`,
      `EU,${a.toLowerCase().replace(/(.{4})/g, '$1-')},same key written otherwise`,
      'EU,,empty',
      `EU,${code()}`,
      `EU,AB\u200BCD${code()},hidden`,
      `EU,${'X'.repeat(101)},long`,
      '',
      `EU,${c},"line ""nine"""`,
    ].join('\r\n');
    const report = await load(product.id, csv, { batch: 'csv-2025-01' });
    expect(report).toEqual({
      product_id: product.id, batch: 'csv-2025-01', format: 'csv', lines: 10, added: 3,
      duplicates: [{ line: 4, reason: 'in_file', first_line: 2 }],
      malformed: [
        { line: 5, reason: 'empty_code' }, { line: 6, reason: 'wrong_column_count' },
        { line: 7, reason: 'control_characters' }, { line: 8, reason: 'too_long' },
      ],
      preorders_queued: false,
      stock: before + 3,
    } satisfies KeyImportReport);
    const stored = await keysOfBatch(product.id, 'csv-2025-01');
    expect(stored.map((key) => [key.status, cipher.decrypt(key.code_ciphertext)]).sort()).toEqual([a, b, c].map((value) => ['available', value]).sort());
    const audit = await auditRows('keys.import', product.id);
    expect(audit).toEqual([{
      actor: 'cli:keys-test', before: { stock: before },
      after: { batch: 'csv-2025-01', format: 'csv', lines: 10, added: 3, duplicates: 1, malformed: 4, stock: before + 3 },
    }]);
    expect(JSON.stringify([report, audit])).not.toMatch(new RegExp(`${a}|${b}|${c}`, 'i'));
  });

  it('a pasted list, with a default batch label; the same list again adds nothing and reports each line once as already loaded', async () => {
    const product = takeProduct();
    const keys = [code(), code(), code(), code()];
    const text = `${keys[0]}\n\n  ${keys[1]}  \n${keys[2]},EU\n${keys[3]}\n`;
    const first = await load(product.id, text);
    expect(first).toMatchObject({ format: 'list', lines: 5, added: 3, duplicates: [], malformed: [{ line: 4, reason: 'several_values' }] });
    expect(first.batch).toMatch(/^import-\d{8}-\d{4}$/);
    const again = await load(product.id, text, { batch: 'second-try' });
    expect(again).toMatchObject({
      added: 0,
      duplicates: [1, 3, 5].map((line) => ({ line, reason: 'already_loaded', product_id: product.id, batch: first.batch })),
      malformed: [{ line: 4, reason: 'several_values' }],
      stock: first.stock,
    });
    expect(await keysOfBatch(product.id, 'second-try')).toEqual([]);
    expect(await auditRows('keys.import', product.id)).toHaveLength(2);
  });

  it('a key is one redemption: the same code for another product is a duplicate, revoked keys included', async () => {
    const [one, other] = [takeProduct(), takeProduct()];
    const shared = code();
    expect((await load(one.id, shared, { batch: 'shared' })).added).toBe(1);
    await revokeBatch(store.database, operator, { productId: one.id, batch: 'shared' });
    const report = await load(other.id, `${shared.toLowerCase()}\n${code()}`, { batch: 'shared' });
    expect(report).toMatchObject({ added: 1, duplicates: [{ line: 1, reason: 'already_loaded', product_id: one.id, batch: 'shared' }] });
  });

  it('two imports of one file racing add each key once, whichever products they name', async () => {
    const [one, other] = [takeProduct(), takeProduct()];
    const text = Array.from({ length: 60 }, code).join('\n');
    const reports = await Promise.all([
      load(one.id, text, { batch: 'race-a' }), load(one.id, text, { batch: 'race-b' }), load(other.id, text, { batch: 'race-c' }),
    ]);
    expect(reports.map((report) => report.added).reduce((sum, added) => sum + added)).toBe(60);
    for (const report of reports) expect(report.added + report.duplicates.length).toBe(60);
    const hashes = text.split('\n').map((line) => cipher.fingerprint(line));
    const [{ keys }] = await store.database.query<{ keys: number }>('select count(*)::int as keys from game_keys where code_hash = any($1::text[])', [hashes]) as [{ keys: number }];
    expect(keys).toBe(60);
  });

  it('ENT-08: keys imported for a sold-out product put it in stock on the storefront (getProduct and search)', async () => {
    const [soldOut] = await store.database.query<{ id: number; title: { en: string } }>(
      'select id, title from products where stock = 0 and not is_preorder and not is_bundle order by id limit 1');
    expect(soldOut).toBeDefined();
    const read = async () => (await (await store.get(`/api/getProduct?id=${soldOut!.id}`)).json()) as { stock: number };
    expect((await read()).stock).toBe(0);
    await load(soldOut!.id, [code(), code()].join('\n'), { batch: 'restock' });
    expect((await read()).stock).toBe(2);
    const found = (await (await store.get(`/api/search?title=${encodeURIComponent(soldOut!.title.en)}`)).json()) as { id: number; stock: number }[];
    expect(found.find((product) => product.id === soldOut!.id)?.stock).toBe(2);
  });

  it('ORD-06, ORD-07: keys imported for a pre-order deliver its waiting paid order, and its buyer is mailed', async () => {
    const buyer = await signedInShopper(store, mail);
    const [preorder] = await store.database.query<{ id: number }>('select id from products where is_preorder and stock >= 2 order by id limit 1');
    const { order } = await buyPaid(store.url, buyer, [{ product_id: preorder!.id, quantity: 1 }], 'processing');
    expect(order.order_items[0]!.status).toBe('pending');
    const report = await load(preorder!.id, code(), { batch: 'preorder-arrival' });
    expect(report).toMatchObject({ added: 1, preorders_queued: true });
    await eventually(async () => (await orderOf(store.url, buyer, order.id))?.status).toBe('completed');
    expect((await orderOf(store.url, buyer, order.id))?.order_items[0]?.status).toBe('delivered');
    await mail.waitFor(buyer.email, new RegExp(`Order ${order.number} confirmed`));
  });

  it('refuses, with the error shape, what it cannot import: unknown product, bundle, bad label, revoked label, nothing, too much', async () => {
    const product = takeProduct();
    const [bundle] = await store.database.query<{ id: number }>('select id from products where is_bundle limit 1');
    expect(await failure(load(999_999, code()))).toMatchObject({ code: 'not_found', status: 404 });
    expect(await failure(load(bundle!.id, code()))).toMatchObject({ code: 'business_rule', details: { reason: 'BUNDLE_HAS_NO_KEYS' } });
    expect(await failure(load(product.id, code(), { batch: 'no spaces/allowed' }))).toMatchObject({ code: 'invalid_input', details: { reason: 'BAD_BATCH_LABEL' } });
    expect(await failure(load(product.id, '\n \n'))).toMatchObject({ code: 'invalid_input', details: { reason: 'NO_KEYS' } });
    expect(await failure(load(product.id, 'region\nEU', { format: 'csv' }))).toMatchObject({ code: 'invalid_input', details: { reason: 'NO_KEY_COLUMN' } });
    expect(await failure(load(product.id, 'A\n'.repeat(MAX_IMPORT_LINES + 1)))).toMatchObject({ code: 'payload_too_large', status: 413 });
    await load(product.id, code(), { batch: 'withdrawn' });
    await revokeBatch(store.database, operator, { productId: product.id, batch: 'withdrawn' });
    expect(await failure(load(product.id, code(), { batch: 'withdrawn' }))).toMatchObject({ code: 'conflict', details: { reason: 'BATCH_REVOKED' } });
  });
});

describe('revoking a batch, and the remedies for sold keys not yet revealed (issue 12 §4)', () => {
  let buyer: AuthClient & { email: string };
  beforeAll(async () => {
    buyer = await signedInShopper(store, mail);
  });

  it('available and held keys are withdrawn, sold unrevealed ones listed, a revealed one never touched; replace and refund settle them', async () => {
    const product = takeProduct();
    // Only this batch on sale, so the orders below take its keys.
    await revokeBatch(store.database, operator, { productId: product.id, batch: 'demo-seed' });
    const batch = `bad-${randomUUID().slice(0, 8)}`;
    expect((await load(product.id, Array.from({ length: 6 }, code).join('\n'), { batch })).stock).toBe(6);
    const buy = async () => (await buyPaid(store.url, buyer, [{ product_id: product.id, quantity: 1 }])).order;
    const [revealed, toReplace, toRefund, shopperRefunds] = [await buy(), await buy(), await buy(), await buy()];
    const revealedAnswer = await reveal(store.url, buyer, revealed.order_items[0]!.id, await consentFor());
    expect(revealedAnswer.status).toBe(200);
    const unpaid = await placeOrder(buyer, [{ product_id: product.id, quantity: 1 }]);
    expect(await stockOf(product.id)).toBe(1);
    const keysBefore = await keysOfBatch(product.id, batch);

    const revocation = await revokeBatch(store.database, operator, { productId: product.id, batch });
    expect(revocation).toMatchObject({ already_revoked: false, revoked_available: 1, revoked_reserved: 1, sold_revealed: 1 });
    expect(revocation.sold_unrevealed.map((key) => [key.order_number, key.order_item_id, key.email, key.item_status])).toEqual(
      [toReplace, toRefund, shopperRefunds].map((order) => [Number(order.number), order.order_items[0]!.id, buyer.email, 'delivered']));
    expect(await stockOf(product.id)).toBe(0);
    const revealedKey = keysBefore.find((key) => key.order_item_id === revealed.order_items[0]!.id)!;
    const after = await keysOfBatch(product.id, batch);
    expect(after.find((key) => key.id === revealedKey.id)).toEqual(revealedKey);
    expect(after.filter((key) => key.status === 'available')).toEqual([]);
    expect((await orderOf(store.url, buyer, revealed.id))?.order_items[0]?.status).toBe('redeemed');
    expect(await auditRows('keys.revoke_batch', product.id)).toHaveLength(2);

    // The unpaid checkout lost its key: paid now, with none left, it is canceled and paid back.
    await payByCard(store, unpaid.payment, CARDS.success);
    await eventually(async () => (await orderOf(store.url, buyer, unpaid.order.id))?.status).toBe('canceled');

    // Remedies: a revealed key is refused; replace takes a key of another batch; refund pays the item back.
    const revealedRemedy = await failure(replaceKey(store.database, operator, revealedKey.id));
    expect(revealedRemedy).toMatchObject({ code: 'conflict', details: { reason: 'ALREADY_REDEEMED' } });
    expect(await failure(refundKeyItem(store.database, operator, revealedKey.id))).toMatchObject({ details: { reason: 'ALREADY_REDEEMED' } });
    const [replaceEntry, refundEntry, shopperEntry] = revocation.sold_unrevealed;
    expect(await failure(replaceKey(store.database, operator, replaceEntry!.key_id))).toMatchObject({ details: { reason: 'NO_KEY_AVAILABLE' } });
    const fresh = code();
    await load(product.id, fresh, { batch: 'good' });
    const replaced = await replaceKey(store.database, operator, replaceEntry!.key_id);
    expect(replaced).toMatchObject({ order_item_id: toReplace.order_items[0]!.id, replacement_batch: 'good', email: buyer.email });
    await mail.waitFor(buyer.email, new RegExp(`Order ${toReplace.number}: we replaced a key`));
    const shown = GetOrderItemKeysResponseSchema.parse(await (await reveal(store.url, buyer, toReplace.order_items[0]!.id, await consentFor())).json());
    expect(shown.data[0]!.keys.map((key) => key.value)).toEqual([fresh]);
    expect(await auditRows('keys.replace', toReplace.order_items[0]!.id)).toMatchObject([
      { actor: 'cli:keys-test', before: { key_id: replaceEntry!.key_id, batch }, after: { key_id: replaced.replacement_key_id, batch: 'good' } },
    ]);

    const refunded = await refundKeyItem(store.database, operator, refundEntry!.key_id);
    expect(refunded).toMatchObject({ order_item_id: toRefund.order_items[0]!.id, email: buyer.email });
    expect((await orderOf(store.url, buyer, toRefund.id))?.order_items[0]?.status).toBe('refunded');
    await mail.waitFor(buyer.email, new RegExp(`Refund for order ${toRefund.number}: we withdrew its key`));
    const itemId = toRefund.order_items[0]!.id;
    const jobs = await store.database.query<{ dedupe_key: string }>('select dedupe_key from outbox where dedupe_key = any($1::text[]) order by dedupe_key',
      [[`refund-item:${itemId}`, `invoice-corrective:${itemId}`]]);
    expect(jobs.map((job) => job.dedupe_key)).toEqual([`invoice-corrective:${itemId}`, `refund-item:${itemId}`]);
    expect(await auditRows('keys.refund', itemId)).toHaveLength(1);

    // A shopper's own refund of a key of the revoked batch: the key is revoked, not put back on sale.
    expect((await refund(store.url, buyer, shopperEntry!.order_item_id)).status).toBe(200);
    const final = await keysOfBatch(product.id, batch);
    expect(final.filter((key) => key.status !== 'revoked').map((key) => key.id)).toEqual([revealedKey.id]);
    expect(await stockOf(product.id)).toBe(0);
    // The operator's refund is not counted among the shopper's own (two so far: this one automatic, not queued).
    const [{ own }] = await store.database.query<{ own: number }>(
      `select count(*)::int as own from refund_requests r join order_items i on i.id = r.order_item_id
        where i.product_id = $1 and r.initiated_by is null`, [product.id]) as [{ own: number }];
    expect(own).toBe(1);

    // Revoking again lists nothing left to settle; the stock report tells the story per batch.
    expect(await revokeBatch(store.database, operator, { productId: product.id, batch })).toMatchObject({
      already_revoked: true, revoked_available: 0, revoked_reserved: 0, sold_unrevealed: [], sold_revealed: 1,
    });
    const stock = await keyStock(store.database, product.id);
    expect(stock.batches.find((entry) => entry.batch === batch)).toMatchObject({
      available: 0, reserved: 0, sold_unrevealed: 0, sold_revealed: 1, revoked: 5, total: 6, is_revoked: true,
    });
    expect(stock.batches.find((entry) => entry.batch === 'good')).toMatchObject({ sold_unrevealed: 0, sold_revealed: 1, total: 1, is_revoked: false });
    expect(await failure(replaceKey(store.database, operator, 'not-a-uuid'))).toMatchObject({ code: 'invalid_input' });
    expect(await failure(replaceKey(store.database, operator, randomUUID()))).toMatchObject({ code: 'not_found' });
    expect(await failure(revokeBatch(store.database, operator, { productId: product.id, batch: 'no-such-batch' }))).toMatchObject({ code: 'not_found' });
  }, 120_000);

  it('a batch revoked while shoppers check out and pay for its keys: a withdrawn key is never sold, each key ends revoked or sold to a completed order', async () => {
    const product = takeProduct();
    // Only the racing batches on sale, so the checkouts below race for their keys.
    await revokeBatch(store.database, operator, { productId: product.id, batch: 'demo-seed' });
    const shoppers = await Promise.all(Array.from({ length: 6 }, () => signedInShopper(store, mail)));
    const buyOne = async (shopper: AuthClient) => {
      const placed = await checkoutCall(shopper, [{ product_id: product.id, quantity: 1 }]);
      if (placed.status !== 200) return { shopper, status: placed.status, orderId: null };
      const { order, payment } = (await placed.json()) as CheckoutResponse;
      await payByCard(store, payment, CARDS.success);
      return { shopper, status: placed.status, orderId: order.id };
    };
    // The revocation comes at a different moment of the checkouts each round: before most have held a key,
    // while they hold keys, and once some have paid.
    for (const delayMs of [0, 40, 150]) {
      const batch = `racing-${randomUUID().slice(0, 8)}`;
      await load(product.id, Array.from({ length: 6 }, code).join('\n'), { batch });
      const [revocation, attempts] = await Promise.all([
        new Promise((resolve) => setTimeout(resolve, delayMs)).then(() => revokeBatch(store.database, operator, { productId: product.id, batch })),
        Promise.all(shoppers.map(buyOne)),
      ]);

      // Every placed order settles: completed with a key of the batch, or canceled and paid back (its key withdrawn).
      const outcomes: string[] = [];
      for (const attempt of attempts) {
        if (attempt.orderId === null) {
          expect(attempt.status).toBe(409); // Checked out after the revocation: nothing left to sell.
          outcomes.push('refused');
          continue;
        }
        const orderId = attempt.orderId;
        const settled = async () => (await orderOf(store.url, attempt.shopper, orderId))?.status;
        await eventually(async () => ['completed', 'canceled'].includes((await settled()) ?? '')).toBe(true);
        outcomes.push((await settled())!);
      }
      const keys = await keysOfBatch(product.id, batch);
      expect(keys.filter((key) => key.status === 'available' || key.status === 'reserved')).toEqual([]);
      const sold = keys.filter((key) => key.status === 'sold');
      expect(sold).toHaveLength(outcomes.filter((outcome) => outcome === 'completed').length);
      expect(keys.filter((key) => key.status === 'revoked').every((key) => key.order_item_id === null)).toBe(true);
      // One snapshot: what the revocation withdrew plus what it listed as sold is the whole batch.
      expect(revocation.revoked_available + revocation.revoked_reserved + revocation.sold_unrevealed.length + revocation.sold_revealed).toBe(6);
      expect(revocation.sold_unrevealed.map((key) => key.key_id).sort()).toEqual(sold.map((key) => key.id).sort());
      expect(await stockOf(product.id)).toBe(0);
    }
  }, 180_000);

  it("an operator's refund or replacement racing the buyer's reveal of the same key: exactly one wins, each time", async () => {
    const product = takeProduct();
    await load(product.id, Array.from({ length: 12 }, code).join('\n'), { batch: `race-${randomUUID().slice(0, 8)}` });
    for (const remedy of ['refund', 'refund', 'refund', 'replace', 'replace', 'replace'] as const) {
      const { order } = await buyPaid(store.url, buyer, [{ product_id: product.id, quantity: 1 }]);
      const itemId = order.order_items[0]!.id;
      const [sold] = await store.database.query<{ id: string; code_ciphertext: string }>(
        'select id, code_ciphertext from game_keys where order_item_id = $1', [itemId]);
      const act = remedy === 'refund' ? refundKeyItem(store.database, operator, sold!.id) : replaceKey(store.database, operator, sold!.id);
      const [revealed, settled] = await Promise.all([
        reveal(store.url, buyer, itemId, await consentFor()),
        act.then(() => 'done', (error: unknown) => error),
      ]);
      const shown = revealed.status === 200
        ? GetOrderItemKeysResponseSchema.parse(await revealed.json()).data[0]!.keys.map((key) => key.value) : [];
      const status = (await orderOf(store.url, buyer, order.id))?.order_items[0]?.status;
      const [old] = await store.database.query<{ status: string; order_item_id: string | null }>('select status, order_item_id from game_keys where id = $1', [sold!.id]);
      if (settled !== 'done') {
        // The buyer revealed first: the remedy is refused, the key they saw stays theirs, nothing recorded.
        expect(settled).toMatchObject({ code: 'conflict', details: { reason: 'ALREADY_REDEEMED' } });
        expect([status, shown, old]).toEqual(['redeemed', [cipher.decrypt(sold!.code_ciphertext)], { status: 'sold', order_item_id: itemId }]);
        expect(await auditRows(`keys.${remedy}`, itemId)).toHaveLength(0);
        continue;
      }
      // The remedy won: the withdrawn key was never shown, and only a replacement may be revealed after it.
      expect(await auditRows(`keys.${remedy}`, itemId)).toHaveLength(1);
      expect(old).toEqual({ status: 'revoked', order_item_id: null });
      expect(shown).not.toContain(cipher.decrypt(sold!.code_ciphertext));
      if (remedy === 'refund') expect([revealed.status, status]).toEqual([409, 'refunded']);
      else expect(status).toBe(revealed.status === 200 ? 'redeemed' : 'delivered');
    }
  }, 180_000);
});

describe('`npm run admin -- import-keys` and `keys …` (issue 12 §4)', () => {
  const tools = storeForTools('pk-keys-');
  const root = dirname(tools.dataDir);

  const admin = (extraEnv: Record<string, string>, ...args: string[]) => runAdminTool({ DATA_DIR: tools.dataDir, ...tools.env(), ...extraEnv }, ...args);

  it('imports a file through the running store\'s socket, reports stock and revokes, delivers a waiting pre-order (ORD-06); with no store running it imports on the data itself', async () => {
    const url = await tools.start({ SMTP_URL: mail.url, AUTH_RATE_LIMITS: 'off' });
    const found = (await (await fetch(`${url}/api/search`)).json()) as { id: number; is_preorder: boolean; is_bundle?: boolean; stock: number }[];
    const productId = String(found.find((product) => !product.is_preorder && !product.is_bundle)!.id);
    const keys = [code(), code()];
    const file = join(root, 'keys.csv');
    writeFileSync(file, `code,region\n${keys[0]},EU\n${keys[0]},EU\nbroken,"\n${keys[1]},EU\n`);

    const imported = await runAdminToolThroughNpm({ DATA_DIR: tools.dataDir, ...tools.env() }, 'import-keys', productId, file, '--batch', 'cli-batch');
    expect(imported, imported.stderr).toMatchObject({ code: 0 });
    expect(imported.stdout).toMatch(/Batch cli-batch of product \d+: 2 keys added, 1 duplicates, 1 malformed \(5 lines read as CSV\)/);
    expect(imported.stdout).toContain('line 3: the same key as line 2');
    expect(imported.stdout).toContain('line 4: a quote that is never closed');
    expect(imported.stdout + imported.stderr).not.toContain(keys[0]);
    const json = await admin({}, 'import-keys', productId, file, '--batch', 'cli-batch', '--json');
    expect(JSON.parse(json.stdout)).toMatchObject({ added: 0, duplicates: [{ line: 2, reason: 'already_loaded' }, { line: 3 }, { line: 5 }] });

    const stock = await admin({}, 'keys', 'stock', productId);
    expect(stock, stock.stderr).toMatchObject({ code: 0 });
    expect(stock.stdout).toMatch(/cli-batch\s+2\s+0\s+0\s+0\s+0\s+2/);
    const revoked = await admin({}, 'keys', 'revoke', productId, 'cli-batch');
    expect(revoked.stdout).toMatch(/Batch cli-batch of product \d+ revoked: 2 available keys and 0 held by unpaid checkouts withdrawn/);
    const [missing, usage, badId] = await Promise.all([
      admin({}, 'import-keys', productId, join(root, 'nope.csv')), admin({}, 'keys', 'stock'), admin({}, 'keys', 'replace', 'not-a-uuid'),
    ]);
    expect(missing).toMatchObject({ code: 1, stderr: expect.stringMatching(/no such file/) as string });
    expect(usage).toMatchObject({ code: 2, stderr: expect.stringMatching(/import-keys <product id> <file>/) as string });
    expect(badId).toMatchObject({ code: 1, stderr: expect.stringMatching(/not a key id/) as string });

    // A pre-order's waiting paid order is delivered by keys imported with the tool through the running store.
    const preorder = found.find((product) => product.is_preorder && product.stock >= 1)!;
    expect(preorder).toBeDefined();
    const buyer = await signedInShopper({ url }, mail);
    const { order } = await buyPaid(url, buyer, [{ product_id: preorder.id, quantity: 1 }], 'processing');
    expect(order.order_items[0]!.status).toBe('pending');
    const arrival = join(root, 'preorder.txt');
    writeFileSync(arrival, `${code()}\n`);
    const delivered = await admin({}, 'import-keys', String(preorder.id), arrival, '--batch', 'preorder-cli');
    expect(delivered, delivered.stderr).toMatchObject({ code: 0 });
    await eventually(async () => (await orderOf(url, buyer, order.id))?.status).toBe('completed');
    expect((await orderOf(url, buyer, order.id))?.order_items[0]?.status).toBe('delivered');

    // No store: the tool opens the data, with the store's key (refused without it rather than using another).
    expect((await tools.stop()).code).toBe(0);
    const list = join(root, 'keys.txt');
    const offlineKey = code();
    writeFileSync(list, `${offlineKey}\n`);
    const withoutKey = await admin({}, 'import-keys', productId, list);
    expect(withoutKey).toMatchObject({ code: 1, stderr: expect.stringMatching(/KEY_ENCRYPTION_KEY/) as string });
    const offline = await admin({ KEY_ENCRYPTION_KEY: TEST_SECRETS.KEY_ENCRYPTION_KEY }, 'import-keys', productId, list, '--batch', 'offline');
    expect(offline, offline.stderr).toMatchObject({ code: 0 });
    expect(offline.stdout).toMatch(/1 keys added/);
    const offlineStock = await admin({}, 'keys', 'stock', productId, '--json');
    expect(JSON.parse(offlineStock.stdout).batches).toEqual(expect.arrayContaining([
      expect.objectContaining({ batch: 'offline', available: 1 }), expect.objectContaining({ batch: 'cli-batch', revoked: 2, is_revoked: true }),
    ]));
  }, 240_000);
});
