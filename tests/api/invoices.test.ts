/**
 * Invoices (issue 11 §4) through the real app and database: every paid order gets a simplified or a full
 * invoice, numbered without gaps per series and year, even when orders are paid at once; the PDF shows the
 * number, the issuer, the lines, the base, the 21 % tax and the total in the buyer's language; a tax id at
 * checkout or later gives a full invoice; a refunded item gets a corrective invoice; only the owner downloads.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '../../src/shared/contracts/common.js';
import { GetUserOrdersResponseSchema, type UserOrder } from '../../src/shared/contracts/get-user-orders.js';
import { SetOrderBillingResponseSchema } from '../../src/shared/contracts/set-order-billing.js';
import { VAT_RATE_PERCENT } from '../../src/shared/constants.js';
import { formatEuros } from '../../src/shared/money.js';
import { vatBreakdown } from '../../src/shared/tax.js';
import { enqueue } from '../../src/server/jobs/outbox.js';
import { CORRECTIVE_INVOICE } from '../../src/server/modules/invoices/invoice-jobs.js';
import { issueCorrectiveInvoice } from '../../src/server/modules/invoices/issue-corrective-invoice.js';
import { signedInShopper, type AuthClient } from '../support/auth-client.js';
import { BILLING, CARDS, payByCard, placeOrder } from '../support/checkout-client.js';
import { startMailCatcher, type MailCatcher } from '../support/mail-catcher.js';
import { pdfText, pdfTitle } from '../support/pdf-text.js';
import { eventually } from '../support/product-fixtures.js';
import { startTestStore, type TestStore } from '../support/test-store.js';

let store: TestStore;
let mail: MailCatcher;
let shopper: AuthClient & { email: string };
let other: AuthClient & { email: string };
/** Products with keys (not pre-orders nor bundles) and how many keys each still has for this file. */
let products: { id: number; pvp_cents: number; stock: number; title: { es: string; en: string } }[];
const YEAR = Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Europe/Madrid' }).format(new Date()));
const NIF = '12345678Z';

beforeAll(async () => {
  mail = await startMailCatcher();
  store = await startTestStore({ SMTP_URL: mail.url, AUTH_RATE_LIMITS: 'off' });
  [shopper, other] = [await signedInShopper(store, mail, 'es'), await signedInShopper(store, mail)];
  products = await store.database.query(
    `select id, pvp_cents, stock, title from products where stock >= 2 and not is_preorder and not is_bundle and pvp_cents between 500 and 9000 order by id`);
  expect(products.length).toBeGreaterThan(20);
});

afterAll(async () => {
  await store?.close();
  await mail?.close();
});

/** A product with `keys` keys left for this test, taken from the pool; the next call takes another one. */
function takeProduct(keys = 1) {
  const index = products.findIndex((candidate) => candidate.stock >= keys);
  const [product] = products.splice(index, 1);
  product!.stock -= keys;
  products.push(product!);
  return product!;
}

async function ordersOf(client: AuthClient): Promise<UserOrder[]> {
  const response = await client.get('/api/getUserOrders');
  expect(response.status).toBe(200);
  return GetUserOrdersResponseSchema.parse(await response.json());
}
const orderOf = async (client: AuthClient, id: string) => (await ordersOf(client)).find((order) => order.id === id)!;

/** An order placed and paid by card, once completed. */
async function paidOrder(client: AuthClient, cart: { product_id: number; quantity: number }[], billing = BILLING) {
  const placed = await placeOrder(client, cart, { billing });
  expect((await payByCard(store, placed.payment, CARDS.success)).body.status).toBe('succeeded');
  await eventually(async () => (await orderOf(client, placed.order.id)).status).toBe('completed');
  return placed.order;
}

async function download(client: AuthClient, query: string) {
  const response = await client.get(`/api/getInvoice?${query}`);
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

const errorOf = async (response: Response) => ErrorBodySchema.parse(await response.json()).error;
const euros = (cents: number, language: 'es' | 'en') => formatEuros(cents, language).replace(/[\u00a0\u202f]/g, ' ');
const numberPattern = (series: 'F' | 'R') => new RegExp(`^${series}${YEAR}-\\d{6}$`);

describe('a paid order has its invoice', () => {
  it('issue 11 §4, CHK-03: a simplified invoice F<year>-NNNNNN whose PDF shows the issuer, each line, the base, the 21 % VAT and the total, in Spanish', async () => {
    const [first, second] = [takeProduct(2), takeProduct()];
    const order = await paidOrder(shopper, [{ product_id: first.id, quantity: 2 }, { product_id: second.id, quantity: 1 }]);
    const listed = await orderOf(shopper, order.id);
    expect(listed.invoices).toHaveLength(1);
    const [invoice] = listed.invoices;
    expect(invoice).toMatchObject({ kind: 'simplified', replaced: false, original_number: null, total: listed.pvp });
    expect(invoice!.number).toMatch(numberPattern('F'));
    expect(listed.billing).toEqual(BILLING);
    expect(listed.payment_method).toBe('card');
    expect(listed.can_request_full_invoice).toBe(true);

    const { response, bytes } = await download(shopper, `order_id=${order.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="pixelkeys-${invoice!.number}.pdf"`);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const total = 2 * first.pvp_cents + second.pvp_cents;
    const { subtotalCents, taxCents } = vatBreakdown(total);
    const text = await pdfText(bytes);
    for (const expected of [
      'Factura simplificada', invoice!.number, 'Pixelkeys Digital S.L.', 'NIF: B00000000', 'Calle de Alcalá 1, 28014 Madrid, España', `Pedido ${order.number}`,
      first.title.es, second.title.es, euros(2 * first.pvp_cents, 'es'), euros(first.pvp_cents, 'es'),
      `Base imponible ${euros(subtotalCents, 'es')}`, `IVA 21 % ${euros(taxCents, 'es')}`, `Total ${euros(total, 'es')}`, 'Pagado con tarjeta',
    ]) expect(text).toContain(expected);
    // A simplified invoice does not name the buyer.
    expect(text).not.toContain('Destinatario');
    expect(await pdfTitle(bytes)).toBe(`Factura simplificada ${invoice!.number}`);
  });

  it('issue 11 §4: in the buyer\'s language at purchase by default, and in English with lang=en; the same invoice gives the same file', async () => {
    const product = takeProduct();
    const order = await paidOrder(other, [{ product_id: product.id, quantity: 1 }]);
    const { number } = (await orderOf(other, order.id)).invoices[0]!;
    const { subtotalCents, taxCents } = vatBreakdown(product.pvp_cents);
    const english = await download(other, `order_id=${order.id}`);
    const text = await pdfText(english.bytes);
    for (const expected of ['Simplified invoice', number, 'Tax ID: B00000000', product.title.en, `Tax base ${euros(subtotalCents, 'en')}`,
      `VAT 21% ${euros(taxCents, 'en')}`, `Total ${euros(product.pvp_cents, 'en')}`, 'Paid by card']) expect(text).toContain(expected);
    const spanish = await pdfText((await download(other, `order_id=${order.id}&lang=es`)).bytes);
    expect(spanish).toContain(`IVA 21 % ${euros(taxCents, 'es')}`);
    expect(Buffer.from((await download(other, `order_id=${order.id}`)).bytes).equals(Buffer.from(english.bytes))).toBe(true);
  });

  it('issue 11 §4, decision 20: a tax id at checkout gives a full invoice naming the buyer: company, NIF, address', async () => {
    const product = takeProduct();
    const billing = { ...BILLING, company: 'Juegos Fernández S.L.', tax_id: 'b-1234567 4' };
    const order = await paidOrder(shopper, [{ product_id: product.id, quantity: 1 }], billing);
    const listed = await orderOf(shopper, order.id);
    expect(listed.billing).toMatchObject({ company: 'Juegos Fernández S.L.', tax_id: 'B12345674' });
    expect(listed.invoices.map((invoice) => invoice.kind)).toEqual(['full']);
    expect(listed.can_request_full_invoice).toBe(false);
    const text = await pdfText((await download(shopper, `order_id=${order.id}`)).bytes);
    for (const expected of ['Factura', 'Destinatario'.toUpperCase(), 'Juegos Fernández S.L.', 'Lucía Fernández', 'NIF: B12345674', 'Calle Mayor 1',
      '28013 Madrid', 'España', listed.invoices[0]!.number]) expect(text).toContain(expected);
    expect(text).not.toContain('Factura simplificada');
  });

  it('issue 11 §4: an order over 400 € always gets a full invoice, with the name and address when no tax id was given', async () => {
    const product = takeProduct(2);
    product.stock = 0; // Its price is changed for this test only.
    await store.database.query('update products set pvp_cents = 20050 where id = $1', [product.id]);
    const order = await paidOrder(shopper, [{ product_id: product.id, quantity: 2 }]);
    const listed = await orderOf(shopper, order.id);
    expect(listed.pvp).toBe(401);
    expect(listed.invoices.map((invoice) => invoice.kind)).toEqual(['full']);
    const text = await pdfText((await download(shopper, `order_id=${order.id}`)).bytes);
    expect(text).toContain('Lucía Fernández');
    expect(text).toContain(`Total ${euros(40100, 'es')}`);
    expect(text).not.toContain('NIF: 1');
  });
});

describe('a full invoice asked for later (setOrderBilling)', () => {
  it('issue 11 §4: replaces the simplified invoice with a full one of its own number; the simplified one is kept, marked replaced; a second request is a 409', async () => {
    const product = takeProduct();
    const order = await paidOrder(shopper, [{ product_id: product.id, quantity: 1 }]);
    const [simplified] = (await orderOf(shopper, order.id)).invoices;
    const response = await shopper.post('/api/setOrderBilling', { order_id: order.id, ...BILLING, tax_id: ' x1234567l ', company: '' });
    expect(response.status).toBe(200);
    const answer = SetOrderBillingResponseSchema.parse(await response.json());
    expect(answer.invoices.map((invoice) => [invoice.kind, invoice.replaced, invoice.original_number])).toEqual([
      ['simplified', true, null], ['full', false, simplified!.number],
    ]);
    const full = answer.invoices[1]!;
    expect(full.number).toMatch(numberPattern('F'));
    expect(full.number).not.toBe(simplified!.number);
    const listed = await orderOf(shopper, order.id);
    expect(listed.invoices).toEqual(answer.invoices);
    expect(listed.billing).toMatchObject({ tax_id: 'X1234567L' });
    expect(listed.can_request_full_invoice).toBe(false);

    // The order's invoice is now the full one; the simplified one can still be downloaded by its id.
    const current = await download(shopper, `order_id=${order.id}`);
    expect(current.response.headers.get('content-disposition')).toContain(`pixelkeys-${full.number}.pdf`);
    const text = await pdfText(current.bytes);
    expect(text).toContain('NIF: X1234567L');
    expect(text).toContain(`Sustituye a la factura simplificada ${simplified!.number}`);
    expect(await pdfText((await download(shopper, `order_id=${order.id}&invoice_id=${simplified!.id}`)).bytes)).toContain('Factura simplificada');

    const again = await shopper.post('/api/setOrderBilling', { order_id: order.id, ...BILLING, tax_id: NIF });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).details.reason).toBe('FULL_INVOICE_EXISTS');
  });

  it('API-21: a tax id that is not one, or none, is a 400 naming the field; another shopper\'s order is a 404; a visitor a 401', async () => {
    const product = takeProduct();
    const order = await paidOrder(shopper, [{ product_id: product.id, quantity: 1 }]);
    for (const [body, parameter] of [
      [{ order_id: order.id, ...BILLING, tax_id: '12345678A' }, 'tax_id'],
      [{ order_id: order.id, ...BILLING }, 'tax_id'],
      [{ order_id: order.id, ...BILLING, country: 'DE', postal_code: '10115', tax_id: 'DE12' }, 'tax_id'],
      [{ order_id: 'not-a-uuid', ...BILLING, tax_id: NIF }, 'order_id'],
      [{ order_id: order.id, ...BILLING, postal_code: '99999', tax_id: NIF }, 'postal_code'],
    ] as const) {
      const response = await shopper.post('/api/setOrderBilling', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const error = await errorOf(response);
      expect(error.code).toBe('invalid_input');
      expect(error.details.issues?.map((issue) => issue.parameter)).toContain(parameter);
    }
    const foreign = await other.post('/api/setOrderBilling', { order_id: order.id, ...BILLING, tax_id: NIF });
    expect(foreign.status).toBe(404);
    expect((await errorOf(foreign)).details.reason).toBe('ORDER_NOT_FOUND');
    const visitor = await store.post('/api/setOrderBilling', { order_id: order.id, ...BILLING, tax_id: NIF });
    expect(visitor.status).toBe(401);
    expect((await orderOf(shopper, order.id)).invoices.map((invoice) => invoice.kind)).toEqual(['simplified']);
  });

  it('issue 11 §4: an order not paid yet keeps the tax id and is invoiced in full when paid; a canceled one cannot ask (422)', async () => {
    const product = takeProduct();
    const placed = await placeOrder(shopper, [{ product_id: product.id, quantity: 1 }]);
    const early = await shopper.post('/api/setOrderBilling', { order_id: placed.order.id, ...BILLING, tax_id: NIF });
    expect(early.status).toBe(200);
    expect(SetOrderBillingResponseSchema.parse(await early.json()).invoices).toEqual([]);
    const unpaid = await download(shopper, `order_id=${placed.order.id}`);
    expect(unpaid.response.status).toBe(404);
    expect((await errorOf(new Response(unpaid.bytes))).details.reason).toBe('NO_INVOICE');
    await payByCard(store, placed.payment, CARDS.success);
    await eventually(async () => (await orderOf(shopper, placed.order.id)).invoices.map((invoice) => invoice.kind)).toEqual(['full']);

    const declined = await placeOrder(shopper, [{ product_id: takeProduct().id, quantity: 1 }]);
    await payByCard(store, declined.payment, CARDS.declined);
    await eventually(async () => (await orderOf(shopper, declined.order.id)).status).toBe('canceled');
    expect((await orderOf(shopper, declined.order.id)).can_request_full_invoice).toBe(false);
    const refused = await shopper.post('/api/setOrderBilling', { order_id: declined.order.id, ...BILLING, tax_id: NIF });
    expect(refused.status).toBe(422);
    expect((await errorOf(refused)).details.reason).toBe('ORDER_CANCELED');
  });
});

describe('a refunded item gets a corrective invoice', () => {
  it('issue 11 §4: series R, referring to the original invoice, with the refunded amount negative; once per item; then no exchange', async () => {
    const [kept, refunded] = [takeProduct(), takeProduct(2)];
    const order = await paidOrder(shopper, [{ product_id: kept.id, quantity: 1 }, { product_id: refunded.id, quantity: 2 }]);
    const [original] = (await orderOf(shopper, order.id)).invoices;
    const [item] = await store.database.query<{ id: string }>('select id from order_items where order_id = $1 and product_id = $2', [order.id, refunded.id]);
    const amount = 2 * refunded.pvp_cents;
    // As the refunds module does when an item becomes refunded: an outbox job, deduplicated per item.
    for (let time = 0; time < 2; time += 1) {
      await store.database.transaction((query) => enqueue(query, CORRECTIVE_INVOICE, `invoice-corrective:${item!.id}`, { orderItemId: item!.id, amountCents: amount }));
    }
    await eventually(async () => (await orderOf(shopper, order.id)).invoices.length).toBe(2);
    const corrective = (await orderOf(shopper, order.id)).invoices[1]!;
    expect(corrective).toMatchObject({ kind: 'corrective', total: -amount / 100, original_number: original!.number });
    expect(corrective.number).toMatch(numberPattern('R'));
    // Run again (a retried job): the same invoice, no new number.
    expect(await issueCorrectiveInvoice({ database: store.database, logger: store.logger }, { orderItemId: item!.id, amountCents: amount })).toBe(corrective.id);
    expect((await orderOf(shopper, order.id)).invoices).toHaveLength(2);

    const { response, bytes } = await download(shopper, `order_id=${order.id}&invoice_id=${corrective.id}`);
    expect(response.headers.get('content-disposition')).toContain(`pixelkeys-${corrective.number}.pdf`);
    const { subtotalCents, taxCents } = vatBreakdown(amount);
    const text = await pdfText(bytes);
    for (const expected of ['Factura rectificativa', corrective.number, `Rectifica la factura ${original!.number}`, refunded.title.es, '-2',
      `Base imponible ${euros(-subtotalCents, 'es')}`, `IVA 21 % ${euros(-taxCents, 'es')}`, `Total ${euros(-amount, 'es')}`]) expect(text).toContain(expected);
    expect(text).not.toContain(kept.title.es);
    // The order's own invoice is still the original.
    expect((await download(shopper, `order_id=${order.id}`)).response.headers.get('content-disposition')).toContain(original!.number);

    const exchange = await shopper.post('/api/setOrderBilling', { order_id: order.id, ...BILLING, tax_id: NIF });
    expect(exchange.status).toBe(422);
    expect((await errorOf(exchange)).details.reason).toBe('INVOICE_CORRECTED');
  });
});

describe('who may download', () => {
  it('ROLE-02, API-02, API-21: a GET with a query string; a visitor gets a 401, another shopper a 404 as for an unknown order, bad input a 400 with the error shape', async () => {
    const product = takeProduct();
    const order = await paidOrder(shopper, [{ product_id: product.id, quantity: 1 }]);
    const visitor = await store.get(`/api/getInvoice?order_id=${order.id}`);
    expect(visitor.status).toBe(401);
    expect((await errorOf(visitor)).code).toBe('unauthenticated');
    for (const response of [
      await other.get(`/api/getInvoice?order_id=${order.id}`),
      await shopper.get(`/api/getInvoice?order_id=${crypto.randomUUID()}`),
    ]) {
      expect(response.status).toBe(404);
      expect((await errorOf(response)).details.reason).toBe('ORDER_NOT_FOUND');
    }
    const foreignInvoice = (await shopper.get(`/api/getInvoice?order_id=${order.id}&invoice_id=${crypto.randomUUID()}`));
    expect(foreignInvoice.status).toBe(404);
    expect((await errorOf(foreignInvoice)).details.reason).toBe('INVOICE_NOT_FOUND');
    for (const [query, parameter] of [['', 'order_id'], ['order_id=1', 'order_id'], [`order_id=${order.id}&lang=fr`, 'lang'], [`order_id=${order.id}&invoice_id=x`, 'invoice_id']]) {
      const response = await shopper.get(`/api/getInvoice?${query}`);
      expect(response.status, query).toBe(400);
      const error = await errorOf(response);
      expect(error.details.issues?.map((issue) => issue.parameter)).toContain(parameter);
    }
  });
});

describe('numbers without gaps', () => {
  it('issue 11 §4: 50 orders paid at once take 50 consecutive numbers, none twice', async () => {
    const buyers = [shopper, other, ...await Promise.all(Array.from({ length: 8 }, () => signedInShopper(store, mail)))];
    const before = (await store.database.query<{ count: number }>(`select count(*)::int as count from invoices where series = 'F' and year = $1`, [YEAR]))[0]!.count;
    // Five orders waiting for payment per shopper at most (MAX_PENDING_ORDERS): ten shoppers, five each.
    const placed = await Promise.all(buyers.map(async (buyer) => {
      const orders = [];
      for (let index = 0; index < 5; index += 1) orders.push(await placeOrder(buyer, [{ product_id: takeProduct().id, quantity: 1 }]));
      return orders;
    }));
    const all = placed.flat();
    expect(all).toHaveLength(50);
    await Promise.all(all.map((order) => payByCard(store, order.payment, CARDS.success)));
    await eventually(async () => (await store.database.query<{ count: number }>(
      `select count(*)::int as count from orders where id = any($1::uuid[]) and status = 'completed'`, [all.map((order) => order.order.id)]))[0]!.count).toBe(50);
    const numbers = (await store.database.query<{ number: number }>(
      `select number from invoices where series = 'F' and year = $1 order by number`, [YEAR])).map((row) => row.number);
    expect(numbers).toHaveLength(before + 50);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, index) => index + 1));
    const perOrder = await store.database.query<{ invoices: number }>(
      `select count(*)::int as invoices from invoices where order_id = any($1::uuid[]) group by order_id`, [all.map((order) => order.order.id)]);
    expect(perOrder).toHaveLength(50);
    expect(perOrder.every((row) => row.invoices === 1)).toBe(true);
  });

  it('issue 11 §4: a transaction that rolls back gives its number back, so the numbers kept have no gap', async () => {
    const kept: number[] = [];
    await Promise.all(Array.from({ length: 30 }, (_, index) => store.database.transaction(async (query) => {
      const [row] = await query<{ number: number }>(`select pk_next_invoice_number('T', 2099) as number`);
      if (index % 3 === 0) throw new Error('rolled back');
      kept.push(row!.number);
    }).catch((error: Error) => expect(error.message).toBe('rolled back'))));
    expect(kept.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
  });

  it('issue 11 §4: the base the database computes is the one src/shared/tax.ts computes, for every total up to 2,000 €', async () => {
    const rows = await store.database.query<{ total: number; base: number }>(
      `select total, pk_vat_base_cents(total, $1) as base from generate_series(0, 200000) as total`, [VAT_RATE_PERCENT]);
    expect(rows.every((row) => row.base === vatBreakdown(row.total).subtotalCents)).toBe(true);
  });
});
