/**
 * The back office in Chromium (issue 12, decision 0020): an operator signs in with the app's code and sees
 * the dashboard; a shopper's refund waiting for review is approved in the Refunds screen and the shopper's
 * orders show it refunded; the audit log lists it, the action named in English and in Spanish; an operator
 * without two-factor is asked to enrol first; axe on every screen at 1280 px and on the dashboard at 375 px;
 * /admin is an unknown path for a shopper.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { operatorClient, refundsWaitingForReview, totpNow, type OperatorClient } from '../support/admin-client.js';
import { browserCookies, signedInShopper, type AuthClient } from '../support/auth-client.js';
import { expectNoAxeViolations, launchBrowser, VIEWPORTS, type OpenedPage, waitForHydration } from '../support/browser.js';
import { openReusedPage } from '../support/reused-pages.js';
import { startMailCatcher, type MailCatcher } from '../support/mail-catcher.js';
import { eventually, openWith } from '../support/product-fixtures.js';
import { startTestStore, type TestStore } from '../support/test-store.js';

let store: TestStore;
let browser: Browser;
let mail: MailCatcher;
let operator: OperatorClient;
let products: { id: number }[];
const opened: OpenedPage[] = [];

beforeAll(async () => {
  mail = await startMailCatcher();
  [store, browser] = await Promise.all([startTestStore({ SMTP_URL: mail.url, AUTH_RATE_LIMITS: 'off' }), launchBrowser()]);
  operator = await operatorClient(store, mail);
  products = await store.database.query('select id from products where stock >= 3 and not is_preorder and not is_bundle and pvp_cents > 0 order by id limit 10');
});

afterEach(async () => {
  await Promise.all(opened.splice(0).map((page) => page.close()));
});

afterAll(async () => {
  await browser?.close();
  await store?.close();
  await mail?.close();
});

async function open(path: string, client: AuthClient | null, viewport: { width: number; height: number } = VIEWPORTS.desktop, prepare?: Parameters<typeof openWith>[3]) {
  const result = prepare ? await openWith(browser, `${store.url}${path}`, { viewport, storageState: { cookies: browserCookies(client), origins: [] } }, prepare) : await openReusedPage(browser, `${store.url}${path}`, { viewport, storageState: { cookies: browserCookies(client), origins: [] } });
  opened.push(result);
  return result;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();

describe('the back office', () => {
  it('ROLE-04, decision 26: for a visitor and a shopper /admin is an unknown path (the home page), and the back office is never downloaded', async () => {
    const shopper = await signedInShopper(store, mail);
    for (const client of [null, shopper]) {
      const { page } = await open('/admin/users', client);
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await page.waitForURL((url) => url.pathname === '/');
      await eventually(() => page.locator('#main').isVisible()).toBe(true);
      await page.reload();
      await waitForHydration(page);
      await page.goto(`${store.url}/admin`);
      await waitForHydration(page);
      await page.waitForURL((url) => url.pathname === '/');
      expect(scripts.filter((url) => /admin-app|dashboard|day-chart|audit-log/.test(url))).toEqual([]);
    }
  });

  it('an operator signs in with the code from their app, sees the dashboard, approves a refund; the shopper sees it refunded and the audit log lists it', async () => {
    const shopper = await signedInShopper(store, mail);
    const { order, waiting } = await refundsWaitingForReview(store.url, shopper, products.slice(0, 5).map((product) => product.id));
    expect(waiting).toHaveLength(2);

    const { page, errors } = await open(`/login?redirect=${encodeURIComponent('/admin')}`, null);
    const form = page.locator('form[data-form="password-sign-in"]');
    await form.getByLabel('E-mail').fill(operator.email);
    await form.getByLabel('Password', { exact: true }).fill(operator.password);
    await form.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.searchParams.get('step') === 'two-factor');
    await page.getByLabel('Code from your authenticator app').fill(await totpNow(operator.totpURI));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await eventually(() => heading(page)).toBe('Dashboard');
    await eventually(() => page.locator('[data-chart] canvas').count()).toBe(3);
    await expect.poll(() => page.getByText(/Refunds waiting/).isVisible()).toBe(true);

    await page.getByRole('navigation', { name: 'Back office sections' }).getByRole('link', { name: 'Refunds' }).click();
    await eventually(() => heading(page)).toBe('Refund requests');
    const row = page.locator(`[data-refund-request]`).filter({ hasText: String(order.number) }).first();
    await row.getByRole('button', { name: /^Approve/ }).click();
    await eventually(() => page.getByRole('status').first().textContent()).toBe(`Refund of order ${order.number} approved.`);
    await eventually(() => page.locator('[data-refund-request]').filter({ hasText: String(order.number) }).count()).toBe(1);

    // The other one is rejected with a reason typed in the dialog.
    await page.locator('[data-refund-request]').filter({ hasText: String(order.number) }).getByRole('button', { name: /^Reject/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Reject the refund' }).click();
    await eventually(() => dialog.getByRole('alert').textContent()).toBe('Write the reason: the shopper is told it.');
    await dialog.getByLabel('Reason (mailed to the shopper)').fill('Bought for resale');
    await dialog.getByRole('button', { name: 'Reject the refund' }).click();
    await eventually(() => page.locator('[data-refund-request]').filter({ hasText: String(order.number) }).count()).toBe(0);

    const orders = await open(`/profile?tab=orders`, shopper);
    const item = orders.page.locator(`[data-order-item-id="${waiting[0]!.id}"]`);
    await eventually(() => item.locator('[data-status]').textContent()).toBe('Refunded');

    await page.getByRole('link', { name: 'Audit log' }).click();
    await eventually(() => heading(page)).toBe('Audit log');
    await eventually(() => page.locator('[data-audit-action="refund.approve"]').first().textContent()).toContain(operator.email);
    await expect.poll(() => page.locator('[data-audit-action="refund.reject"]').first().textContent()).toContain('Bought for resale');
    // The action in words, its code beside it for the filters; in Spanish through the toggle.
    const approval = page.locator('[data-audit-action="refund.approve"] [data-audit-label]').first();
    expect(await approval.textContent()).toBe('Refund approvedrefund.approve');
    expect(await approval.locator('code').textContent()).toBe('refund.approve');
    await page.getByRole('button', { name: 'Cambiar a español' }).click();
    await eventually(() => heading(page)).toBe('Registro de actividad');
    await eventually(() => approval.textContent()).toBe('Reembolso aprobadorefund.approve');
    expect(await page.locator('[data-audit-action="refund.reject"]').first().textContent()).toContain('Solicitud de reembolso');
    expect(errors).toEqual([]);
  });

  it('an operator without two-factor is asked to turn it on before anything else', async () => {
    const newcomer = await operatorClient(store, mail, { twoFactor: false });
    const { page } = await open('/admin', newcomer);
    await eventually(() => heading(page)).toBe('Turn on two-factor authentication');
    expect(await page.getByRole('navigation', { name: 'Back office sections' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Turn on', exact: true }).click();
    await expectNoAxeViolations(page);
  });

  it('a read of the operator\'s access that fails (503) while they work keeps them in the back office; a first read that fails leads to the home page', async () => {
    // The page's clock is the test's, so the access read (60 s fresh) can be made old without waiting.
    const { page, context } = await open('/admin/orders', operator, VIEWPORTS.desktop, (opening) => opening.clock.install());
    await eventually(() => heading(page)).toBe('Orders');
    await context.route('**/api/admin/getAdminSession*', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"code":"unavailable","message":"Restarting"}}' }));
    await page.clock.setSystemTime(Date.now() + 120_000);
    // Back online with the read old: TanStack Query reads it again, and the store answers 503.
    const readAgain = page.waitForResponse((response) => response.url().includes('/api/admin/getAdminSession'));
    await context.setOffline(true);
    await context.setOffline(false);
    expect((await readAgain).status()).toBe(503);
    // Still the back office: its menu works and the screen is the one asked for.
    await page.getByRole('navigation', { name: 'Back office sections' }).getByRole('link', { name: 'Keys' }).click();
    await eventually(() => heading(page)).toBe('Keys');
    expect(new URL(page.url()).pathname).toBe('/admin/keys');

    // A first read that fails: the back office is not shown (the home page, as for anyone else).
    const first = await open('/', operator);
    await first.context.route('**/api/admin/getAdminSession*', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }));
    await first.page.goto(`${store.url}/admin/orders`);
    await first.page.waitForURL((url) => url.pathname === '/');
  });

  it('axe passes on every screen at 1280 px and on the dashboard at 375 px, where the menu folds', async () => {
    const { page } = await open('/admin', operator);
    for (const [link, title] of [['Dashboard', 'Dashboard'], ['Orders', 'Orders'], ['Keys', 'Keys'], ['Refunds', 'Refund requests'], ['Users', 'Users'], ['Audit log', 'Audit log'], ['Newsletter', 'Newsletter']] as const) {
      await page.getByRole('navigation', { name: 'Back office sections' }).getByRole('link', { name: link }).click();
      await eventually(() => heading(page)).toBe(title);
      await eventually(() => page.locator('.skeleton').count()).toBe(0);
      await expectNoAxeViolations(page);
    }
    // Spanish, through the toggle.
    await page.getByRole('button', { name: 'Cambiar a español' }).click();
    await eventually(() => heading(page)).toBe('Boletín');

    const phone = (await open('/admin', operator, VIEWPORTS.phone)).page;
    await eventually(() => heading(phone)).toBe('Dashboard');
    await eventually(() => phone.locator('.skeleton').count()).toBe(0);
    expect(await phone.getByRole('navigation', { name: 'Back office sections' }).isVisible()).toBe(false);
    await expectNoAxeViolations(phone);
    await phone.getByRole('button', { name: 'Open the menu' }).click();
    await phone.getByRole('navigation', { name: 'Back office sections' }).getByRole('link', { name: 'Users' }).click();
    await eventually(() => heading(phone)).toBe('Users');
    // The folded menu closes once the new screen is shown (an effect after the navigation): polled.
    await eventually(() => phone.getByRole('navigation', { name: 'Back office sections' }).isVisible()).toBe(false);
  });
});
