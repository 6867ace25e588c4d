/**
 * The back office's Keys and Orders screens in Chromium (issue 12 §4, §5), on the shared store and Chromium
 * (tests/support/e2e.ts), each test with products and shoppers of its own: keys pasted for a sold-out
 * product put it in stock on the storefront, the report names a duplicate line and the audit log lists the
 * import; the product picker finds a hidden product; a sold key not revealed yet is replaced (the buyer
 * reveals the new key and is mailed) or refunded (the buyer's order shows the item refunded); an order found
 * by its buyer's e-mail shows its items, payment and key status, a key shown after confirmation; its
 * confirmation mail is sent again and its invoice downloads as a PDF. axe on every screen: admin-axe.test.ts.
 * ENT-08 from the checklist.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import en from '../../src/web/locales/en/admin.json' with { type: 'json' };
import { GetOrderItemKeysResponseSchema } from '../../src/shared/contracts/get-order-item-keys.js';
import { filteredAuditRows } from '../support/admin-audit-screen.js';
import { operatorClient, writeAudited, type OperatorClient } from '../support/admin-client.js';
import { createProductWithKeys, importKeysOf } from '../support/admin-products.js';
import { buyPaid, consentFor, reveal } from '../support/after-sale-client.js';
import { browserCookies, signedInShopper, type AuthClient } from '../support/auth-client.js';
import { openPage, VIEWPORTS, type OpenedPage } from '../support/browser.js';
import { e2e } from '../support/e2e.js';
import type { MailCatcher } from '../support/mail-catcher.js';
import { pdfText } from '../support/pdf-text.js';
import { eventually } from '../support/product-fixtures.js';
import type { TestStore } from '../support/test-store.js';

let store: TestStore;
let browser: Browser;
let mail: MailCatcher;
let operator: OperatorClient;
const opened: OpenedPage[] = [];
const code = () => `E${randomUUID().replaceAll('-', '').slice(0, 20).toUpperCase()}`;
const text = en.keys;

e2e.beforeAll(async ({ store: shared, browser: chromium, mail: catcher }) => {
  [store, browser, mail] = [shared, chromium, catcher];
  operator = await operatorClient(store, mail);
});

afterAll(async () => {
  for (const item of opened) await item.close().catch(() => undefined);
});

async function open(path: string, client: AuthClient | null) {
  const result = await openPage(browser, `${store.url}${path}`, {
    viewport: VIEWPORTS.desktop, storageState: { cookies: browserCookies(client), origins: [] }, acceptDownloads: true,
  });
  opened.push(result);
  return result;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();

/** The Keys screen, its product found by title in the picker and opened. */
async function keysOf(page: Page, title: string, hidden = false) {
  await page.getByLabel(text.findProduct).fill(title);
  await page.getByRole('button', { name: text.findButton, exact: true }).press('Enter');
  await page.getByRole('button', { name: (hidden ? text.pickHidden : text.pick).replace('{{title}}', title) }).press('Enter');
  await page.getByRole('heading', { name: text.stockTitle }).or(page.getByText(text.noKeys)).first().waitFor();
}

/** A remedy worked on the row of an order in the list of sold keys not revealed yet, confirmed in its dialog. */
async function remedy(page: Page, orderNumber: number | string, kind: 'replace' | 'refund') {
  const row = page.locator(`[data-order-number="${orderNumber}"]`);
  await row.getByRole('button', { name: text[`${kind}Label`].replace('{{order}}', String(orderNumber)) }).press('Enter');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: kind === 'replace' ? text.confirmReplace : text.confirmRefund }).press('Enter');
  await dialog.waitFor({ state: 'detached' });
}

describe('Keys and Orders in the back office', () => {
  it('ENT-08, issue 12 §4: keys pasted for a sold-out product put it in stock on the storefront; a duplicate line is reported; the audit log lists the import', async () => {
    const soldOut = await createProductWithKeys(operator, 'Restockvale', []);
    const { page, errors } = await open('/admin', operator);
    await eventually(() => heading(page)).toBe('Dashboard');
    await page.getByRole('navigation', { name: 'Back office sections' }).getByRole('link', { name: 'Keys' }).press('Enter');
    await eventually(() => heading(page)).toBe('Keys');
    await keysOf(page, soldOut.title.en);

    const [a, b] = [code(), code()];
    await page.getByLabel(text.batch).fill('restock-e2e');
    await page.getByLabel(text.paste).fill(`${a}\n${b}\n${a}\n`);
    await page.getByRole('button', { name: text.importButton }).press('Enter');
    const report = page.locator('[data-import-report]');
    await eventually(() => report.getByRole('status').first().textContent())
      .toBe('Batch restock-e2e: 2 added, 1 duplicates, 0 malformed (3 lines read as a plain list). Stock now: 2.');
    expect(await report.locator('tbody tr').first().textContent()).toBe('3The same key as line 1');
    await eventually(() => page.locator('[data-batch="restock-e2e"] td').first().textContent()).toBe('2');

    // The audit log lists the import by this operator, named in words, with its batch.
    const rows = await filteredAuditRows(page, { action: 'keys.import', targetType: 'product', targetId: soldOut.id });
    await eventually(() => rows.count()).toBe(1);
    expect(await rows.first().getAttribute('data-audit-action')).toBe('keys.import');
    expect(await rows.first().textContent()).toContain(en.audit.actions.keys.import);
    expect(await rows.first().textContent()).toContain('restock-e2e');
    expect(await rows.first().textContent()).toContain(operator.email);

    // The storefront's product page: in stock, no sold-out overlay, the add-to-cart button enabled.
    const product = (await open(`/product?id=${soldOut.id}`, null)).page.locator('article[data-page="product"]');
    await eventually(() => product.locator('[data-add-to-cart]').isEnabled()).toBe(true);
    expect(await product.locator('[data-sold-out-overlay]').count()).toBe(0);
    expect(await product.locator('[data-stock]').textContent()).not.toBe('Sold out');
    expect(errors).toEqual([]);
  });

  it('issue 12 §4: the product picker finds a hidden product, marked hidden, and manages its keys', async () => {
    const product = await createProductWithKeys(operator, 'Shadowfen', [code(), code()]);
    await writeAudited(store.database, operator, 'setProductHidden', { id: product.id, hidden: true });
    const { page, errors } = await open('/admin/keys', operator);
    await keysOf(page, product.title.en, true);
    expect(await page.locator('[data-product-hidden]').textContent()).toBe(text.hiddenProduct);
    await eventually(() => page.locator('[data-batch="first"] td').first().textContent()).toBe('2');
    expect(errors).toEqual([]);
  });

  it('issue 12 §4: a sold key not revealed yet is replaced from the list: the buyer reveals a new key and gets the replacement mail', async () => {
    const [original, spare] = [code(), code()];
    const product = await createProductWithKeys(operator, 'Swapmoor', [original]);
    const buyer = await signedInShopper(store, mail);
    const { order } = await buyPaid(store.url, buyer, [{ product_id: product.id, quantity: 1 }]);
    await importKeysOf(operator, product.id, [spare], 'spare');

    const { page, errors } = await open(`/admin/keys?product=${product.id}`, operator);
    const row = page.locator(`[data-order-number="${order.number}"]`);
    expect(await row.locator('td').nth(2).textContent()).toBe('first');
    await remedy(page, order.number, 'replace');
    await eventually(() => page.getByText(`Order ${order.number}: key replaced with one of batch spare; the buyer was mailed.`).isVisible()).toBe(true);
    // Still not revealed, the item is listed again, now with a key of batch spare.
    await eventually(() => row.locator('td').nth(2).textContent()).toBe('spare');

    await mail.waitFor(buyer.email, new RegExp(`Order ${order.number}: we replaced a key`));
    const shown = GetOrderItemKeysResponseSchema.parse(await (await reveal(store.url, buyer, order.order_items[0]!.id, await consentFor())).json());
    expect(shown.data[0]!.keys.map((key) => key.value)).toEqual([spare]);
    expect(spare).not.toBe(original);
    expect(errors).toEqual([]);
  });

  it("issue 12 §4: a sold key not revealed yet is refunded from the list: the buyer's order shows the item refunded", async () => {
    const product = await createProductWithKeys(operator, 'Payback Hollow', [code(), code()]);
    const buyer = await signedInShopper(store, mail);
    const { order } = await buyPaid(store.url, buyer, [{ product_id: product.id, quantity: 1 }]);

    const { page, errors } = await open(`/admin/keys?product=${product.id}`, operator);
    await remedy(page, order.number, 'refund');
    await eventually(() => page.getByText(`Order ${order.number}: the item was refunded (€19.99).`).isVisible()).toBe(true);
    await eventually(() => page.getByText(text.soldNone).isVisible()).toBe(true);

    const orders = await open('/profile?tab=orders', buyer);
    await eventually(() => orders.page.locator(`[data-order-item-id="${order.order_items[0]!.id}"] [data-status]`).textContent()).toBe('Refunded');
    expect([...errors, ...orders.errors]).toEqual([]);
  });

  it("an order found by the buyer's e-mail shows its items and key status; a key shown after confirmation", async () => {
    const shopper = await signedInShopper(store, mail);
    const product = await createProductWithKeys(operator, 'Ledgerholm', [code(), code(), code()]);
    const { order } = await buyPaid(store.url, shopper, [{ product_id: product.id, quantity: 2 }]);

    const { page, errors } = await open('/admin/orders', operator);
    await eventually(() => heading(page)).toBe('Orders');
    await page.getByLabel('E-mail or order number').fill(shopper.email);
    await page.getByRole('button', { name: 'Search', exact: true }).press('Enter');
    await eventually(() => page.locator('[data-order]').count()).toBe(1);
    // The payment's status in words, not as stored (succeeded).
    expect(await page.locator('[data-order] td').last().textContent()).toBe(en.orders.paymentStatuses.succeeded);
    await page.getByRole('link', { name: `Open order ${order.number}` }).press('Enter');
    await eventually(() => heading(page)).toBe(`Order ${order.number}`);
    const item = page.locator(`[data-order-item="${order.order_items[0]!.id}"]`);
    await eventually(() => item.locator('[data-key-status="sold"]').count()).toBe(2);
    expect(await item.textContent()).toContain(product.title.en);

    await item.getByRole('button', { name: `Show key 1 of ${product.title.en}` }).press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Show the key' }).press('Enter');
    await eventually(() => item.locator('code').count()).toBe(1);
    const [stored] = await store.database.query<{ n: number }>(
      "select count(*)::int as n from audit_log where action = 'order.reveal_key' and actor = $1 and target_id = any($2::text[])",
      [operator.email, (await store.database.query<{ id: string }>('select id::text from game_keys where order_item_id = $1', [order.order_items[0]!.id])).map((key) => key.id)]);
    expect(stored!.n).toBe(1);
    // Not the buyer's reveal: the keys are still sold, not revealed.
    expect(await item.locator('[data-key-status="sold"]').count()).toBe(2);
    expect(errors).toEqual([]);
  });

  it('issue 12 §5: from the order detail the confirmation mail is sent again (a second one arrives) and the invoice downloads as a PDF', async () => {
    const shopper = await signedInShopper(store, mail);
    const product = await createProductWithKeys(operator, 'Inkwell Reach', [code()]);
    const { order } = await buyPaid(store.url, shopper, [{ product_id: product.id, quantity: 1 }]);
    const confirmed = new RegExp(`Order ${order.number} confirmed`);
    await mail.waitFor(shopper.email, confirmed);

    const { page, errors } = await open(`/admin/orders?order=${order.id}`, operator);
    await eventually(() => heading(page)).toBe(`Order ${order.number}`);
    await page.getByRole('button', { name: en.orders.resend }).press('Enter');
    await page.getByRole('dialog').getByRole('button', { name: en.orders.confirmResend }).press('Enter');
    await eventually(() => page.getByText(`The confirmation mail of order ${order.number} is on its way to ${shopper.email}.`).isVisible()).toBe(true);
    await mail.waitFor(shopper.email, confirmed, 15_000);

    const link = page.getByRole('link', { name: /^Download F\d{4}-\d{6} \(PDF\)$/ });
    const [download] = await Promise.all([page.waitForEvent('download'), link.press('Enter')]);
    expect(download.suggestedFilename()).toMatch(/^pixelkeys-F\d{4}-\d{6}\.pdf$/);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const content = await pdfText(pdf);
    expect(content).toContain(String(order.number));
    expect(content).toContain(product.title.en);
    expect(errors).toEqual([]);
  });
});
