/**
 * The back office's keys and orders over HTTP (issue 12 §4 and §5) on the real app and database (PGlite, or
 * PostgreSQL with DATABASE_URL): the gate on every new call, input checks with the error shape, the key
 * import's report, stock on the storefront, a revealed key never revoked, the order search and detail, the
 * operator's key reveal (recorded without the text, not the buyer's reveal), the confirmation mail resent,
 * the invoice download, and exactly one audit row per write. ENT-08 from the checklist.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BatchRevocationSchema, KeyImportReportSchema, KeyRefundedSchema, KeyReplacedSchema, KeyStockReportSchema,
} from '../../src/shared/contracts/admin/keys.js';
import { AdminOrderSchema, ListAdminOrdersResponseSchema, RevealedOrderKeySchema } from '../../src/shared/contracts/admin/orders.js';
import { ErrorBodySchema } from '../../src/shared/contracts/common.js';
import { adminRead, adminWrite, auditCount as sharedAuditCount, operatorClient, writeAudited as sharedWriteAudited, type OperatorClient } from '../support/admin-client.js';
import { buyPaid, consentFor, orderOf, reveal } from '../support/after-sale-client.js';
import { authClient, signedInShopper, type AuthClient } from '../support/auth-client.js';
import { placeOrder } from '../support/checkout-client.js';
import { startMailCatcher, type MailCatcher } from '../support/mail-catcher.js';
import { pdfText } from '../support/pdf-text.js';
import { eventually } from '../support/product-fixtures.js';
import { startTestStore, TEST_SECRETS, type TestStore } from '../support/test-store.js';
import { createKeyCipher } from '../../src/server/modules/keys/key-crypto.js';

let store: TestStore;
let mail: MailCatcher;
let operator: OperatorClient;
let shopper: AuthClient & { email: string };
let products: { id: number }[];
let nextProduct = 0;
const takeProduct = () => products[nextProduct++]!.id;
const cipher = createKeyCipher(Buffer.from(TEST_SECRETS.KEY_ENCRYPTION_KEY, 'hex'));
const code = () => `H${randomUUID().replaceAll('-', '').slice(0, 20).toUpperCase()}`;

beforeAll(async () => {
  mail = await startMailCatcher();
  store = await startTestStore({ SMTP_URL: mail.url, AUTH_RATE_LIMITS: 'off' });
  [operator, shopper] = await Promise.all([operatorClient(store, mail), signedInShopper(store, mail)]);
  products = await store.database.query(
    'select id from products where stock >= 3 and not is_preorder and not is_bundle and pvp_cents > 0 order by id desc');
});

afterAll(async () => {
  await store?.close();
  await mail?.close();
});

const errorOf = async (response: Response) => ErrorBodySchema.parse(await response.json()).error;
const auditCount = () => sharedAuditCount(store.database);

/** A write with exactly one audit row, by this operator; answers the body and the row. */
async function writeAudited(name: string, body: unknown) {
  const { response, row } = await sharedWriteAudited(store.database, operator, name, body);
  expect(row.actor).toBe(operator.email);
  return { body: (await response.json()) as unknown, row };
}

const NEW_CALLS = [
  ['POST', 'importKeys'], ['GET', 'getKeyStock'], ['POST', 'revokeKeyBatch'], ['POST', 'replaceSoldKey'], ['POST', 'refundSoldKey'],
  ['GET', 'listAdminOrders'], ['GET', 'getAdminOrder'], ['POST', 'revealOrderKeyForOperator'], ['POST', 'resendOrderConfirmation'],
  ['GET', 'getAdminOrderInvoice'],
] as const;

describe('the gate and input checks', () => {
  it('ROLE-04: a visitor and a shopper get the 404 of an unknown call on every keys and orders call, even with valid input', async () => {
    const orderId = randomUUID();
    const inputs: Record<string, Record<string, string | number>> = {
      importKeys: { product_id: 1, text: code() }, getKeyStock: { product_id: 1 }, revokeKeyBatch: { product_id: 1, batch: 'x' },
      replaceSoldKey: { key_id: randomUUID() }, refundSoldKey: { key_id: randomUUID() }, listAdminOrders: {}, getAdminOrder: { id: orderId },
      revealOrderKeyForOperator: { key_id: randomUUID() }, resendOrderConfirmation: { id: orderId }, getAdminOrderInvoice: { order_id: orderId },
    };
    const routes = store.app.routes.map((route) => `${route.method} ${route.path}`);
    for (const [method, name] of NEW_CALLS) expect(routes).toContain(`${method} /api/admin/${name}`);
    for (const client of [authClient(store), shopper]) {
      for (const [method, name] of NEW_CALLS) {
        const response = method === 'GET' ? await adminRead(client, name, inputs[name]) : await adminWrite(client, name, inputs[name]);
        expect(response.status, name).toBe(404);
        expect(await errorOf(response)).toEqual({ code: 'not_found', message: `No API call ${method} /api/admin/${name}`, details: {} });
      }
    }
  });

  it('VAL-11: bad input gets a 400 with the error shape naming the parameter, and writes nothing', async () => {
    const before = await auditCount();
    const cases: [Promise<Response>, string][] = [
      [adminWrite(operator, 'importKeys', { product_id: 'one', text: code() }), 'product_id'],
      [adminWrite(operator, 'importKeys', { product_id: 1, text: '' }), 'text'],
      [adminWrite(operator, 'importKeys', { product_id: 1, text: code(), batch: 'no spaces' }), 'batch'],
      [adminWrite(operator, 'importKeys', { product_id: 1, text: code(), format: 'xlsx' }), 'format'],
      [adminRead(operator, 'getKeyStock', { product_id: -3 }), 'product_id'],
      [adminRead(operator, 'getKeyStock', {}), 'product_id'],
      [adminWrite(operator, 'revokeKeyBatch', { product_id: 1, batch: '../x' }), 'batch'],
      [adminWrite(operator, 'replaceSoldKey', { key_id: 'not-a-uuid' }), 'key_id'],
      [adminWrite(operator, 'refundSoldKey', {}), 'key_id'],
      [adminRead(operator, 'listAdminOrders', { status: 'lost' }), 'status'],
      [adminRead(operator, 'listAdminOrders', { from: '2026-02-31' }), 'from'],
      [adminRead(operator, 'listAdminOrders', { page_size: 7 }), 'page_size'],
      [adminRead(operator, 'getAdminOrder', { id: '100001' }), 'id'],
      [adminWrite(operator, 'revealOrderKeyForOperator', { key_id: 42 }), 'key_id'],
      [adminWrite(operator, 'resendOrderConfirmation', { id: 'x' }), 'id'],
      [adminRead(operator, 'getAdminOrderInvoice', { order_id: randomUUID(), lang: 'fr' }), 'lang'],
    ];
    for (const [pending, parameter] of cases) {
      const response = await pending;
      expect(response.status, parameter).toBe(400);
      const error = await errorOf(response);
      expect(error.code).toBe('invalid_input');
      expect(error.details.issues?.map((issue) => issue.parameter), JSON.stringify(error)).toContain(parameter);
    }
    // Unknown things: 404 with a reason, nothing recorded.
    const unknown: [Promise<Response>, string][] = [
      [adminWrite(operator, 'importKeys', { product_id: 999_999, text: code() }), 'UNKNOWN_PRODUCT'],
      [adminRead(operator, 'getKeyStock', { product_id: 999_999 }), 'UNKNOWN_PRODUCT'],
      [adminWrite(operator, 'replaceSoldKey', { key_id: randomUUID() }), 'UNKNOWN_KEY'],
      [adminRead(operator, 'getAdminOrder', { id: randomUUID() }), 'ORDER_NOT_FOUND'],
      [adminWrite(operator, 'revealOrderKeyForOperator', { key_id: randomUUID() }), 'UNKNOWN_KEY'],
      [adminWrite(operator, 'resendOrderConfirmation', { id: randomUUID() }), 'ORDER_NOT_FOUND'],
      [adminRead(operator, 'getAdminOrderInvoice', { order_id: randomUUID() }), 'ORDER_NOT_FOUND'],
    ];
    for (const [pending, reason] of unknown) {
      const response = await pending;
      expect(response.status, reason).toBe(404);
      expect((await errorOf(response)).details.reason).toBe(reason);
    }
    expect(await auditCount()).toBe(before);
  });
});

describe('keys over HTTP (issue 12 §4)', () => {
  it('ENT-08: a pasted list with a duplicate line reports it once; imported again, every line is already loaded; one audit row each', async () => {
    const product = takeProduct();
    const [a, b] = [code(), code()];
    const text = `${a}\n${b}\n${a.toLowerCase()}\n`;
    const first = await writeAudited('importKeys', { product_id: product, text, batch: 'http-1' });
    const report = KeyImportReportSchema.parse(first.body);
    expect(report).toMatchObject({ product_id: product, batch: 'http-1', format: 'list', added: 2, duplicates: [{ line: 3, reason: 'in_file', first_line: 1 }], malformed: [] });
    expect(first.row).toMatchObject({ action: 'keys.import', target_type: 'product', target_id: String(product), after: { added: 2, duplicates: 1 } });
    const again = KeyImportReportSchema.parse((await writeAudited('importKeys', { product_id: product, text, batch: 'http-2' })).body);
    expect(again.added).toBe(0);
    expect(again.duplicates).toEqual([
      { line: 1, reason: 'already_loaded', product_id: product, batch: 'http-1' },
      { line: 2, reason: 'already_loaded', product_id: product, batch: 'http-1' },
      { line: 3, reason: 'in_file', first_line: 1 },
    ]);
    expect(JSON.stringify([report, again, first.row])).not.toMatch(new RegExp(`${a}|${b}`, 'i'));

    // A CSV file's text, with a malformed line; the stock per batch shows both batches' keys.
    const csv = `code,region\n${code()},EU\n"broken,EU\n`;
    const fromFile = KeyImportReportSchema.parse((await writeAudited('importKeys', { product_id: product, text: csv, batch: 'http-csv', format: 'csv' })).body);
    expect(fromFile).toMatchObject({ format: 'csv', added: 1, malformed: [{ line: 3, reason: 'unclosed_quote' }] });
    const stock = KeyStockReportSchema.parse(await (await adminRead(operator, 'getKeyStock', { product_id: product })).json());
    expect(stock.batches.map((batch) => [batch.batch, batch.available])).toEqual(expect.arrayContaining([['http-1', 2], ['http-csv', 1]]));
    expect(stock.product.stock).toBe(fromFile.stock);
    expect(stock.totals.available).toBe(stock.batches.reduce((sum, batch) => sum + batch.available, 0));
  });

  it('refuses what it cannot import with the error shape: a bundle (422), nothing but blank lines (400), too much text (413)', async () => {
    const before = await auditCount();
    const [bundle] = await store.database.query<{ id: number }>('select id from products where is_bundle limit 1');
    const refused = await adminWrite(operator, 'importKeys', { product_id: bundle!.id, text: code() });
    expect(refused.status).toBe(422);
    expect((await errorOf(refused)).details.reason).toBe('BUNDLE_HAS_NO_KEYS');
    const blank = await adminWrite(operator, 'importKeys', { product_id: takeProduct(), text: '\n \n' });
    expect(blank.status).toBe(400);
    expect((await errorOf(blank)).details.reason).toBe('NO_KEYS');
    // Over the whole body limit of the call: refused before it is parsed.
    const huge = await adminWrite(operator, 'importKeys', { product_id: takeProduct(), text: 'K'.repeat(6 * 1024 * 1024) });
    expect(huge.status).toBe(413);
    expect((await errorOf(huge)).code).toBe('payload_too_large');
    expect(await auditCount()).toBe(before);
  });

  it('ENT-08: keys imported over HTTP for a sold-out product put it in stock at once, on the public API and on the page a visitor was just served', async () => {
    const [soldOut] = await store.database.query<{ id: number }>(
      'select id from products where stock = 0 and not is_preorder and not is_bundle order by id limit 1');
    expect(soldOut).toBeDefined();
    const read = async () => ((await (await store.get(`/api/getProduct?id=${soldOut!.id}`)).json()) as { stock: number }).stock;
    // The product page as a visitor gets it, drawn by the server and kept for a few seconds (decision 0027).
    const addToCart = async () => {
      const html = await (await store.get(`/product?id=${soldOut!.id}`)).text();
      const button = /<button[^>]*data-add-to-cart=""[^>]*>/.exec(html)?.[0];
      expect(button, 'the drawn page has its add-to-cart button').toBeDefined();
      return button!.includes('disabled') ? 'sold out' : 'on sale';
    };
    expect(await read()).toBe(0);
    expect(await addToCart()).toBe('sold out');
    expect(await addToCart()).toBe('sold out'); // Served from the visitors' page cache now.
    await writeAudited('importKeys', { product_id: soldOut!.id, text: `${code()}\n${code()}\n${code()}` });
    expect(await read()).toBe(3);
    expect(await addToCart()).toBe('on sale');
  });

  it('ORD-06: keys imported over HTTP for a pre-order deliver its waiting paid order', async () => {
    const buyer = await signedInShopper(store, mail);
    const [preorder] = await store.database.query<{ id: number }>('select id from products where is_preorder and stock >= 2 order by id limit 1');
    const { order } = await buyPaid(store.url, buyer, [{ product_id: preorder!.id, quantity: 1 }], 'processing');
    expect(order.order_items[0]!.status).toBe('pending');
    const { body } = await writeAudited('importKeys', { product_id: preorder!.id, text: code(), batch: 'preorder-http' });
    expect(KeyImportReportSchema.parse(body)).toMatchObject({ added: 1, preorders_queued: true });
    await eventually(async () => (await orderOf(store.url, buyer, order.id))?.status).toBe('completed');
    expect((await orderOf(store.url, buyer, order.id))?.order_items[0]?.status).toBe('delivered');
  });

  it('revoking a batch never touches a revealed key; the sold unrevealed ones are replaced and refunded over HTTP, one audit row each', async () => {
    const product = takeProduct();
    // Only this batch on sale, so the orders below take its keys.
    for (const { batch } of KeyStockReportSchema.parse(await (await adminRead(operator, 'getKeyStock', { product_id: product })).json()).batches) {
      await writeAudited('revokeKeyBatch', { product_id: product, batch });
    }
    const batch = `bad-${randomUUID().slice(0, 8)}`;
    await writeAudited('importKeys', { product_id: product, text: Array.from({ length: 5 }, code).join('\n'), batch });
    const buyer = await signedInShopper(store, mail);
    const buy = async () => (await buyPaid(store.url, buyer, [{ product_id: product, quantity: 1 }])).order;
    const [revealed, toReplace, toRefund] = [await buy(), await buy(), await buy()];
    expect((await reveal(store.url, buyer, revealed.order_items[0]!.id, await consentFor())).status).toBe(200);
    const revealedKey = (await store.database.query<{ id: string; status: string; order_item_id: string; updated_at: Date }>(
      'select id, status, order_item_id, updated_at from game_keys where order_item_id = $1', [revealed.order_items[0]!.id]))[0]!;

    const revocation = BatchRevocationSchema.parse((await writeAudited('revokeKeyBatch', { product_id: product, batch })).body);
    expect(revocation).toMatchObject({ already_revoked: false, revoked_available: 2, revoked_reserved: 0, sold_revealed: 1 });
    expect(revocation.sold_unrevealed.map((key) => key.order_item_id)).toEqual([toReplace, toRefund].map((order) => order.order_items[0]!.id));
    expect(revocation.sold_unrevealed.some((key) => key.key_id === revealedKey.id)).toBe(false);
    const afterRevoke = (await store.database.query<{ id: string; status: string; order_item_id: string; updated_at: Date }>(
      'select id, status, order_item_id, updated_at from game_keys where id = $1', [revealedKey.id]))[0]!;
    expect(afterRevoke).toEqual(revealedKey);

    // A revealed key is refused by both remedies, with the error shape and no audit row.
    const before = await auditCount();
    for (const name of ['replaceSoldKey', 'refundSoldKey']) {
      const refused = await adminWrite(operator, name, { key_id: revealedKey.id });
      expect(refused.status).toBe(409);
      expect((await errorOf(refused)).details.reason).toBe('ALREADY_REDEEMED');
    }
    expect(await auditCount()).toBe(before);

    await writeAudited('importKeys', { product_id: product, text: code(), batch: 'good' });
    const replaced = await writeAudited('replaceSoldKey', { key_id: revocation.sold_unrevealed[0]!.key_id });
    expect(KeyReplacedSchema.parse(replaced.body)).toMatchObject({ order_item_id: toReplace.order_items[0]!.id, replacement_batch: 'good', email: buyer.email });
    expect(replaced.row).toMatchObject({ action: 'keys.replace', target_id: toReplace.order_items[0]!.id });
    const refunded = await writeAudited('refundSoldKey', { key_id: revocation.sold_unrevealed[1]!.key_id });
    expect(KeyRefundedSchema.parse(refunded.body)).toMatchObject({ order_item_id: toRefund.order_items[0]!.id, email: buyer.email });
    expect((await orderOf(store.url, buyer, toRefund.id))?.order_items[0]?.status).toBe('refunded');
    expect((await orderOf(store.url, buyer, revealed.id))?.order_items[0]?.status).toBe('redeemed');
  }, 120_000);
});

describe('orders (issue 12 §5)', () => {
  let order: Awaited<ReturnType<typeof buyPaid>>['order'];
  beforeAll(async () => {
    ({ order } = await buyPaid(store.url, shopper, [{ product_id: takeProduct(), quantity: 2 }, { product_id: takeProduct(), quantity: 1 }]));
  });

  const list = async (query: Record<string, string | number>) => {
    const response = await adminRead(operator, 'listAdminOrders', query);
    expect(response.status, await response.clone().text()).toBe(200);
    return ListAdminOrdersResponseSchema.parse(await response.json());
  };

  it("searches by the buyer's e-mail, the order number, status and dates, newest first, paged", async () => {
    const second = (await buyPaid(store.url, shopper, [{ product_id: takeProduct(), quantity: 1 }])).order;
    const byEmail = await list({ q: shopper.email.toUpperCase() });
    expect(byEmail.rows.map((row) => row.id)).toEqual([second.id, order.id]);
    expect(byEmail.total).toBe(2);
    expect(byEmail.rows[1]).toMatchObject({ number: Number(order.number), status: 'completed', email: shopper.email, items: 3, payment_status: 'succeeded', refunded_cents: 0 });
    expect((await list({ q: String(order.number) })).rows.map((row) => row.id)).toEqual([order.id]);
    const paged = await list({ q: shopper.email, page: 2, page_size: 10 });
    expect(paged).toMatchObject({ rows: [], total: 2, page: 2 });
    const completed = await list({ status: 'completed', page_size: 100 });
    expect(completed.rows.every((row) => row.status === 'completed')).toBe(true);
    expect(completed.rows.map((row) => row.id)).toContain(order.id);
    expect((await list({ status: 'canceled', q: shopper.email })).rows).toEqual([]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
    expect((await list({ q: shopper.email, from: today, to: today })).total).toBe(2);
    expect((await list({ q: shopper.email, to: '2020-01-01' })).total).toBe(0);
    const all = await list({ page_size: 100 });
    const times = all.rows.map((row) => row.created_at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it("the detail: items with each key's status and never its text, payment, billing, invoices", async () => {
    const response = await adminRead(operator, 'getAdminOrder', { id: order.id });
    expect(response.status).toBe(200);
    const text = await response.clone().text();
    const detail = AdminOrderSchema.parse(await response.json());
    expect(detail).toMatchObject({ id: order.id, number: Number(order.number), status: 'completed', email: shopper.email, user_id: (await shopper.session())!.user.id });
    expect(detail.items.map((item) => [item.id, item.quantity, item.keys.length, item.keys.every((key) => key.status === 'sold')]))
      .toEqual(order.order_items.map((item) => [item.id, item.quantity, item.quantity, true]));
    expect(detail.payment).toMatchObject({ provider: 'sandbox', status: 'succeeded', amount_cents: detail.pvp_cents, refunded_cents: 0 });
    expect(detail.billing).not.toBeNull();
    expect(detail.invoices).toHaveLength(1);
    expect(detail.invoices[0]!.number).toMatch(/^F\d{4}-\d{6}$/);
    const ciphertexts = await store.database.query<{ code_ciphertext: string }>(
      'select code_ciphertext from game_keys where order_item_id = any($1::uuid[])', [order.order_items.map((item) => item.id)]);
    expect(ciphertexts).toHaveLength(3);
    for (const { code_ciphertext } of ciphertexts) {
      expect(text).not.toContain(code_ciphertext);
      expect(text).not.toContain(cipher.decrypt(code_ciphertext));
    }
  });

  it("the operator's reveal answers the key's text and leaves one audit row without it; the buyer's item is not redeemed", async () => {
    const detail = AdminOrderSchema.parse(await (await adminRead(operator, 'getAdminOrder', { id: order.id })).json());
    const item = detail.items[0]!;
    const key = item.keys[0]!;
    const { body, row } = await writeAudited('revealOrderKeyForOperator', { key_id: key.id });
    const revealed = RevealedOrderKeySchema.parse(body);
    expect(revealed).toMatchObject({ key_id: key.id, order_id: order.id, order_item_id: item.id });
    expect(row).toMatchObject({ action: 'order.reveal_key', target_type: 'game_key', target_id: key.id });
    const [stored] = await store.database.query<{ row: string }>('select row_to_json(a)::text as row from audit_log a where target_id = $1', [key.id]);
    expect(stored!.row).not.toContain(revealed.code);
    // Not the buyer's reveal: the item stays delivered, no reveal recorded, the key still unrevealed.
    expect((await orderOf(store.url, shopper, order.id))?.order_items.find((entry) => entry.id === item.id)?.status).toBe('delivered');
    expect(await store.database.query('select 1 from key_reveals where order_item_id = $1', [item.id])).toEqual([]);
    const again = AdminOrderSchema.parse(await (await adminRead(operator, 'getAdminOrder', { id: order.id })).json());
    expect(again.items[0]!.keys[0]!.status).toBe('sold');
    // The buyer sees the same text when they reveal it themselves; then the key is revealed.
    const shown = (await (await reveal(store.url, shopper, item.id, await consentFor())).json()) as { data: { keys: { value: string }[] }[] };
    expect(shown.data.flatMap((group) => group.keys.map((entry) => entry.value))).toContain(revealed.code);
    const after = AdminOrderSchema.parse(await (await adminRead(operator, 'getAdminOrder', { id: order.id })).json());
    expect(after.items[0]!.keys.map((entry) => entry.status)).toEqual(item.keys.map(() => 'revealed'));
    // Only an order's sold keys: an available key is refused.
    const [available] = await store.database.query<{ id: string }>("select id from game_keys where status = 'available' limit 1");
    const refused = await adminWrite(operator, 'revealOrderKeyForOperator', { key_id: available!.id });
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).details.reason).toBe('KEY_NOT_SOLD');
  });

  it('resending the confirmation makes a second mail arrive, one audit row; the invoice downloads as a PDF', async () => {
    const confirmed = new RegExp(`Order ${order.number} confirmed`);
    await mail.waitFor(shopper.email, confirmed);
    const { body, row } = await writeAudited('resendOrderConfirmation', { id: order.id });
    expect(body).toEqual({ order_id: order.id, number: Number(order.number), email: shopper.email, queued: true });
    expect(row).toMatchObject({ action: 'order.resend_confirmation', target_type: 'order', target_id: order.id });
    await mail.waitFor(shopper.email, confirmed);
    await writeAudited('resendOrderConfirmation', { id: order.id });
    await mail.waitFor(shopper.email, confirmed);
    expect(AdminOrderSchema.parse(await (await adminRead(operator, 'getAdminOrder', { id: order.id })).json()).confirmation_mails).toBe(3);

    const pdf = await adminRead(operator, 'getAdminOrderInvoice', { order_id: order.id, lang: 'en' });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toMatch(/^attachment; filename="pixelkeys-F\d{4}-\d{6}\.pdf"$/);
    expect(await pdfText(Buffer.from(await pdf.arrayBuffer()))).toContain(String(order.number));

    // An unpaid order was never confirmed: nothing to resend.
    const unpaid = await placeOrder(shopper, [{ product_id: takeProduct(), quantity: 1 }]);
    const refused = await adminWrite(operator, 'resendOrderConfirmation', { id: unpaid.order.id });
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).details.reason).toBe('ORDER_NOT_PAID');
  });
});
