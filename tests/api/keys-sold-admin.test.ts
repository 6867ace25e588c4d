/**
 * The rest of the back office's keys over HTTP (issue 12 §4) on the real app and database (PGlite, or
 * PostgreSQL with DATABASE_URL): the Keys screen's product picker finds a hidden product (listAdminProducts)
 * whose stock and keys are still managed; listSoldUnrevealedKeys lists the sold keys their buyers have not
 * revealed, revoked batch or not, never a revealed or unsold one and never a key's text; the two remedies
 * taken from that list, on a key outside any revocation too, each leave one audit row.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListAdminProductsResponseSchema } from '../../src/shared/contracts/admin/catalogue.js';
import {
  KeyRefundedSchema, KeyReplacedSchema, KeyStockReportSchema, ListSoldUnrevealedKeysResponseSchema,
} from '../../src/shared/contracts/admin/keys.js';
import { ErrorBodySchema } from '../../src/shared/contracts/common.js';
import { GetOrderItemKeysResponseSchema } from '../../src/shared/contracts/get-order-item-keys.js';
import { createKeyCipher } from '../../src/server/modules/keys/key-crypto.js';
import { adminRead, adminWrite, auditCount, writeAudited, type OperatorClient, closeAdminTestBench, startAdminTestBench } from '../support/admin-client.js';
import { createProductWithKeys, importKeysOf } from '../support/admin-products.js';
import { buyPaid, consentFor, orderOf, reveal } from '../support/after-sale-client.js';
import { authClient, signedInShopper, type AuthClient } from '../support/auth-client.js';
import { placeOrder } from '../support/checkout-client.js';
import type { MailCatcher } from '../support/mail-catcher.js';
import { TEST_SECRETS, type TestStore } from '../support/test-store.js';

let store: TestStore;
let mail: MailCatcher;
let operator: OperatorClient;
let shopper: AuthClient & { email: string };
const cipher = createKeyCipher(Buffer.from(TEST_SECRETS.KEY_ENCRYPTION_KEY, 'hex'));
const code = () => `S${randomUUID().replaceAll('-', '').slice(0, 20).toUpperCase()}`;
const codes = (count: number) => Array.from({ length: count }, code);

beforeAll(async () => {
  ({ store, mail, operator, shopper } = await startAdminTestBench());
});

afterAll(() => closeAdminTestBench({ store, mail }));

const errorOf = async (response: Response) => ErrorBodySchema.parse(await response.json()).error;
const soldList = async (query: Record<string, string | number>) => {
  const response = await adminRead(operator, 'listSoldUnrevealedKeys', query);
  expect(response.status, await response.clone().text()).toBe(200);
  return { text: await response.clone().text(), list: ListSoldUnrevealedKeysResponseSchema.parse(await response.json()) };
};
const keyOf = async (orderItemId: string) => (await store.database.query<{ id: string; code_ciphertext: string; batch: string }>(
  'select id, code_ciphertext, batch from game_keys where order_item_id = $1', [orderItemId]))[0]!;
const keyStatus = async (id: string) =>
  (await store.database.query<{ status: string }>('select status from game_keys where id = $1', [id]))[0]!.status;
const stockReport = async (productId: number) =>
  KeyStockReportSchema.parse(await (await adminRead(operator, 'getKeyStock', { product_id: productId })).json());

describe('the gate and input checks of listSoldUnrevealedKeys', () => {
  it('ROLE-04: a visitor and a shopper get the 404 of an unknown call, with or without valid input', async () => {
    expect(store.app.routes.map((route) => `${route.method} ${route.path}`)).toContain('GET /api/admin/listSoldUnrevealedKeys');
    for (const client of [authClient(store), shopper]) {
      for (const query of [{}, { product_id: 1, batch: 'demo-seed', page: 1, page_size: 10 }] as Record<string, string | number>[]) {
        const response = await adminRead(client, 'listSoldUnrevealedKeys', query);
        expect(response.status).toBe(404);
        expect(await errorOf(response)).toEqual({ code: 'not_found', message: 'No API call GET /api/admin/listSoldUnrevealedKeys', details: {} });
      }
    }
  });

  it('VAL-11: bad input gets a 400 with the error shape naming the parameter, and writes nothing', async () => {
    const before = await auditCount(store.database);
    const cases: [Record<string, string | number>, string][] = [
      [{ product_id: 'one' }, 'product_id'], [{ product_id: -3 }, 'product_id'], [{ product_id: 2 ** 40 }, 'product_id'],
      [{ batch: 'no spaces' }, 'batch'], [{ batch: '../x' }, 'batch'], [{ batch: 'x'.repeat(65) }, 'batch'],
      [{ page: 0 }, 'page'], [{ page_size: 7 }, 'page_size'],
    ];
    for (const [query, parameter] of cases) {
      const response = await adminRead(operator, 'listSoldUnrevealedKeys', query);
      expect(response.status, parameter).toBe(400);
      const error = await errorOf(response);
      expect(error.code).toBe('invalid_input');
      expect(error.details.issues?.map((issue) => issue.parameter), JSON.stringify(error)).toContain(parameter);
    }
    expect(await auditCount(store.database)).toBe(before);
  });
});

describe("the Keys screen's product picker (issue 12 §4)", () => {
  it('finds a hidden product by its title, marked hidden, whose stock report and key import still work; the storefront does not find it', async () => {
    const product = await createProductWithKeys(operator, 'Hiddenmoor', codes(2));
    await writeAudited(store.database, operator, 'setProductHidden', { id: product.id, hidden: true });
    const publicSearch = (await (await store.get(`/api/search?title=${encodeURIComponent(product.title.en)}`)).json()) as { id: number }[];
    expect(publicSearch.map((entry) => entry.id)).not.toContain(product.id);

    // The picker's read: listAdminProducts by title, bundles left out.
    const picked = ListAdminProductsResponseSchema.parse(
      await (await adminRead(operator, 'listAdminProducts', { q: product.title.en, bundle: 'false', page_size: 25 })).json());
    expect(picked.rows.map((row) => [row.id, row.hidden, row.stock])).toEqual([[product.id, true, 2]]);
    expect((await stockReport(product.id)).product).toMatchObject({ id: product.id, hidden: true, stock: 2 });
    await importKeysOf(operator, product.id, codes(1), 'later');
    expect((await stockReport(product.id)).product.stock).toBe(3);
  });
});

describe('sold keys not revealed yet, and their remedies (issue 12 §4)', () => {
  it('lists sold unrevealed keys of revoked and live batches, newest first, by product and batch, without revealed or unsold keys or any key text', async () => {
    const [first, second] = [codes(3), codes(4)];
    const product = await createProductWithKeys(operator, 'Soldmere', first, { batch: 'old' });
    await importKeysOf(operator, product.id, second, 'new');
    const buyer = await signedInShopper(store, mail);
    // Keys go oldest first: three orders take batch old, the next two batch new.
    const orders = [];
    for (let n = 0; n < 5; n += 1) orders.push((await buyPaid(store.url, buyer, [{ product_id: product.id, quantity: 1 }])).order);
    const items = orders.map((order) => order.order_items[0]!.id);
    expect((await Promise.all(items.map(keyOf))).map((key) => key.batch)).toEqual(['old', 'old', 'old', 'new', 'new']);
    expect((await reveal(store.url, buyer, items[0]!, await consentFor())).status).toBe(200);
    await placeOrder(buyer, [{ product_id: product.id, quantity: 1 }]); // Holds a key of batch new, unpaid: not sold.
    await writeAudited(store.database, operator, 'revokeKeyBatch', { product_id: product.id, batch: 'old' });

    const { list, text } = await soldList({ product_id: product.id });
    expect(list).toMatchObject({ total: 4, page: 1, page_size: 25 });
    expect(list.rows.map((row) => [row.order_number, row.order_item_id, row.batch, row.batch_revoked, row.item_status])).toEqual([
      [orders[4]!.number, items[4], 'new', false, 'delivered'], [orders[3]!.number, items[3], 'new', false, 'delivered'],
      [orders[2]!.number, items[2], 'old', true, 'delivered'], [orders[1]!.number, items[1], 'old', true, 'delivered'],
    ].map(([number, ...rest]) => [Number(number), ...rest]));
    expect(list.rows[0]).toMatchObject({ email: buyer.email, product_id: product.id, product_title: product.title, order_id: orders[4]!.id });
    expect(list.rows.every((row) => row.sold_at !== null && !Number.isNaN(Date.parse(row.sold_at)))).toBe(true);
    for (const key of [...first, ...second]) expect(text).not.toContain(key);
    const stored = await store.database.query<{ code_ciphertext: string }>('select code_ciphertext from game_keys where product_id = $1', [product.id]);
    for (const { code_ciphertext } of stored) expect(text).not.toContain(code_ciphertext);

    // By batch, paged, and across products (the demo's sales are listed too, this product's among them).
    expect((await soldList({ product_id: product.id, batch: 'old' })).list.rows.map((row) => row.order_item_id)).toEqual([items[2], items[1]]);
    expect((await soldList({ product_id: product.id, batch: 'nothing-here' })).list).toMatchObject({ rows: [], total: 0 });
    expect((await soldList({ product_id: product.id, page: 2, page_size: 10 })).list).toMatchObject({ rows: [], total: 4, page: 2 });
    const everything = (await soldList({ page_size: 100 })).list;
    expect(everything.total).toBeGreaterThanOrEqual(4);
    expect(everything.rows.filter((row) => row.product_id === product.id)).toHaveLength(4);
  }, 120_000);

  it('replace and refund taken from the list work on keys outside a revocation and inside one: one audit row each, a revealed key refused', async () => {
    const [first, replacement] = [codes(3), codes(1)];
    const product = await createProductWithKeys(operator, 'Remedale', first, { batch: 'live' });
    const buyer = await signedInShopper(store, mail);
    const orders = [];
    for (let n = 0; n < 3; n += 1) orders.push((await buyPaid(store.url, buyer, [{ product_id: product.id, quantity: 1 }])).order);
    const listed = async () => (await soldList({ product_id: product.id })).list.rows;
    const entryOf = async (orderId: string) => (await listed()).find((row) => row.order_id === orderId)!;

    // Replace a key of a live batch: another key of the product takes its place; the old one is withdrawn.
    await importKeysOf(operator, product.id, replacement, 'spare');
    const toReplace = await entryOf(orders[0]!.id);
    const oldText = cipher.decrypt((await keyOf(toReplace.order_item_id)).code_ciphertext);
    const replaced = await writeAudited(store.database, operator, 'replaceSoldKey', { key_id: toReplace.key_id });
    expect(KeyReplacedSchema.parse(await replaced.response.json())).toMatchObject({ order_item_id: toReplace.order_item_id, replacement_batch: 'spare' });
    expect(replaced.row).toMatchObject({ action: 'keys.replace', target_id: toReplace.order_item_id });
    expect(await keyStatus(toReplace.key_id)).toBe('revoked');
    // Still unrevealed, the item is listed again with its new key.
    expect(await entryOf(orders[0]!.id)).toMatchObject({ batch: 'spare', batch_revoked: false });
    expect((await entryOf(orders[0]!.id)).key_id).not.toBe(toReplace.key_id);
    await mail.waitFor(buyer.email, new RegExp(`Order ${orders[0]!.number}: we replaced a key`));
    const shown = GetOrderItemKeysResponseSchema.parse(await (await reveal(store.url, buyer, toReplace.order_item_id, await consentFor())).json());
    expect(shown.data[0]!.keys.map((key) => key.value)).toEqual(replacement);
    expect(replacement).not.toContain(oldText);
    expect((await listed()).map((row) => row.order_id)).not.toContain(orders[0]!.id);

    // Refund a key of a live batch: the item is paid back, the key withdrawn and not put back on sale.
    const toRefund = await entryOf(orders[1]!.id);
    const stockBefore = (await stockReport(product.id)).product.stock;
    const refunded = await writeAudited(store.database, operator, 'refundSoldKey', { key_id: toRefund.key_id });
    expect(KeyRefundedSchema.parse(await refunded.response.json())).toMatchObject({ order_item_id: toRefund.order_item_id, amount_cents: product.pvp_cents });
    expect(refunded.row).toMatchObject({ action: 'keys.refund', target_id: toRefund.order_item_id });
    expect((await orderOf(store.url, buyer, orders[1]!.id))?.order_items[0]?.status).toBe('refunded');
    expect(await keyStatus(toRefund.key_id)).toBe('revoked');
    expect((await stockReport(product.id)).product.stock).toBe(stockBefore);
    expect((await listed()).map((row) => row.order_id)).toEqual([orders[2]!.id]);

    // Inside a revocation: the last one, its batch revoked, refunded from the list.
    await writeAudited(store.database, operator, 'revokeKeyBatch', { product_id: product.id, batch: 'live' });
    const last = await entryOf(orders[2]!.id);
    expect(last).toMatchObject({ batch: 'live', batch_revoked: true });
    expect((await writeAudited(store.database, operator, 'refundSoldKey', { key_id: last.key_id })).row).toMatchObject({ action: 'keys.refund' });
    expect(await listed()).toEqual([]);

    // A key revealed by its buyer is not listed, and both remedies refuse it with the error shape, writing nothing.
    const before = await auditCount(store.database);
    const revealedKey = await keyOf(toReplace.order_item_id);
    for (const name of ['replaceSoldKey', 'refundSoldKey']) {
      const refused = await adminWrite(operator, name, { key_id: revealedKey.id });
      expect(refused.status).toBe(409);
      expect((await errorOf(refused)).details.reason).toBe('ALREADY_REDEEMED');
    }
    expect(await auditCount(store.database)).toBe(before);
  }, 120_000);
});
