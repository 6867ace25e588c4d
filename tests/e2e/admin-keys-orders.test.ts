/**
 * The back office's Keys and Orders screens in Chromium (issue 12 §4, §5): keys pasted for a sold-out product
 * put it in stock on the storefront and the report names a duplicate line; an order found by its buyer's
 * e-mail shows its items and key status, a key revealed after confirmation; axe at 1280 px on both screens.
 * ENT-08 from the checklist.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { operatorClient, type OperatorClient } from '../support/admin-client.js';
import { buyPaid } from '../support/after-sale-client.js';
import { browserCookies, signedInShopper, type AuthClient } from '../support/auth-client.js';
import { expectNoAxeViolations, launchBrowser, VIEWPORTS, type OpenedPage } from '../support/browser.js';
import { startMailCatcher, type MailCatcher } from '../support/mail-catcher.js';
import { eventually, openWith } from '../support/product-fixtures.js';
import { startTestStore, type TestStore } from '../support/test-store.js';

let store: TestStore;
let browser: Browser;
let mail: MailCatcher;
let operator: OperatorClient;
const opened: OpenedPage[] = [];
const code = () => `E${randomUUID().replaceAll('-', '').slice(0, 20).toUpperCase()}`;

beforeAll(async () => {
  mail = await startMailCatcher();
  [store, browser] = await Promise.all([startTestStore({ SMTP_URL: mail.url, AUTH_RATE_LIMITS: 'off' }), launchBrowser()]);
  operator = await operatorClient(store, mail);
});

afterEach(async () => {
  await Promise.all(opened.splice(0).map((page) => page.close()));
});

afterAll(async () => {
  await browser?.close();
  await store?.close();
  await mail?.close();
});

async function open(path: string, client: AuthClient | null) {
  const result = await openWith(browser, `${store.url}${path}`, { viewport: VIEWPORTS.desktop, storageState: { cookies: browserCookies(client), origins: [] } });
  opened.push(result);
  return result;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();

describe('Keys and Orders in the back office', () => {
  it('ENT-08: keys pasted for a sold-out product put it in stock on the storefront; a duplicate line is reported; axe passes', async () => {
    const [soldOut] = await store.database.query<{ id: number; title: { en: string } }>(
      'select id, title from products where stock = 0 and not is_preorder and not is_bundle order by id limit 1');
    expect(soldOut).toBeDefined();
    const { page, errors } = await open('/admin', operator);
    await eventually(() => heading(page)).toBe('Dashboard');
    await page.getByRole('navigation', { name: 'Back office sections' }).getByRole('link', { name: 'Keys' }).click();
    await eventually(() => heading(page)).toBe('Keys');
    await page.getByLabel('Find a product by title').fill(soldOut!.title.en);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('button', { name: `Manage keys of ${soldOut!.title.en}` }).click();
    await eventually(() => page.getByText('This product has no keys yet.').or(page.getByRole('heading', { name: 'Stock per batch' })).first().isVisible()).toBe(true);

    const [a, b] = [code(), code()];
    await page.getByLabel('Batch label').fill('restock-e2e');
    await page.getByLabel('Keys (paste a list or the CSV text)').fill(`${a}\n${b}\n${a}\n`);
    await page.getByRole('button', { name: 'Import the keys' }).click();
    const report = page.locator('[data-import-report]');
    await eventually(() => report.getByRole('status').first().textContent())
      .toBe('Batch restock-e2e: 2 added, 1 duplicates, 0 malformed (3 lines read as LIST). Stock now: 2.');
    expect(await report.locator('tbody tr').first().textContent()).toBe('3The same key as line 1');
    await eventually(() => page.locator('[data-batch="restock-e2e"] td').first().textContent()).toBe('2');
    await expectNoAxeViolations(page);

    // The storefront's product page: in stock, no sold-out overlay, the add-to-cart button enabled.
    const product = (await open(`/product?id=${soldOut!.id}`, null)).page.locator('article[data-page="product"]');
    await eventually(() => product.locator('[data-add-to-cart]').isEnabled()).toBe(true);
    expect(await product.locator('[data-sold-out-overlay]').count()).toBe(0);
    expect(await product.locator('[data-stock]').textContent()).not.toBe('Sold out');
    expect(errors).toEqual([]);
  });

  it("an order found by the buyer's e-mail shows its items and key status; a key shown after confirmation; axe passes on both views", async () => {
    const shopper = await signedInShopper(store, mail);
    const [product] = await store.database.query<{ id: number; title: { en: string } }>(
      'select id, title from products where stock >= 3 and not is_preorder and not is_bundle and pvp_cents > 0 order by id limit 1');
    const { order } = await buyPaid(store.url, shopper, [{ product_id: product!.id, quantity: 2 }]);

    const { page, errors } = await open('/admin/orders', operator);
    await eventually(() => heading(page)).toBe('Orders');
    await page.getByLabel('E-mail or order number').fill(shopper.email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await eventually(() => page.locator('[data-order]').count()).toBe(1);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: `Open order ${order.number}` }).click();
    await eventually(() => heading(page)).toBe(`Order ${order.number}`);
    const item = page.locator(`[data-order-item="${order.order_items[0]!.id}"]`);
    await eventually(() => item.locator('[data-key-status="sold"]').count()).toBe(2);
    expect(await item.textContent()).toContain(product!.title.en);
    await expectNoAxeViolations(page);

    await item.getByRole('button', { name: `Show key 1 of ${product!.title.en}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Show the key' }).click();
    await eventually(() => item.locator('code').count()).toBe(1);
    const [stored] = await store.database.query<{ n: number }>(
      "select count(*)::int as n from audit_log where action = 'order.reveal_key' and actor = $1", [operator.email]);
    expect(stored!.n).toBe(1);
    // Not the buyer's reveal: the keys are still sold, not revealed.
    expect(await item.locator('[data-key-status="sold"]').count()).toBe(2);
    expect(errors).toEqual([]);
  });
});
