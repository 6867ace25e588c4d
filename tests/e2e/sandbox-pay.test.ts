/**
 * The sandbox provider's payment page in real Chromium (decision 10, CHK-11..CHK-16): the payer types the
 * card into the sandbox's own page, which posts it to the sandbox and sends the browser back to the store;
 * the card number reaches no request of the store's own and no line of its log. Declines and corrections
 * on the page, PayPal approval, and axe at phone and desktop widths.
 */
import type { Browser, Request } from 'playwright-core';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { GetUserOrdersResponseSchema } from '../../src/shared/contracts/get-user-orders.js';
import { signedInShopper, type AuthClient } from '../support/auth-client.js';
import { expectNoAxeViolations, openPage, VIEWPORTS } from '../support/browser.js';
import { placeOrder } from '../support/checkout-client.js';
import { e2e } from '../support/e2e.js';
import type { MailCatcher } from '../support/mail-catcher.js';
import { eventually } from '../support/product-fixtures.js';
import { startTestStore, type TestStore } from '../support/test-store.js';

let store: TestStore;
let mail: MailCatcher;
let browser: Browser;
let shopper: AuthClient;
let productIds: number[];
let next = 0;
const logLines: string[] = [];

e2e.beforeAll(async ({ browser: chromium, mail: catcher }) => {
  [browser, mail] = [chromium, catcher];
  // Every line the store logs, at the most detailed level, to look for card data in: a store of its own,
  // as the shared one logs nothing. The worker's browser and mail catcher serve it.
  const logger = pino({ level: 'trace' }, { write: (line: string) => logLines.push(line) });
  store = await startTestStore({ SMTP_URL: mail.url, AUTH_RATE_LIMITS: 'off', LOG_LEVEL: 'trace' }, { logger });
  shopper = await signedInShopper(store, mail);
  productIds = (await store.database.query<{ id: number }>(
    'select id from products where stock >= 2 and not is_preorder and not is_bundle order by id limit 10')).map((row) => row.id);
});

afterAll(async () => {
  await store?.close();
});

const statusOf = async (orderId: string) => {
  const orders = GetUserOrdersResponseSchema.parse(await (await shopper.get('/api/getUserOrders')).json());
  return orders.find((order) => order.id === orderId)?.status;
};

async function paymentPage(method: 'card' | 'paypal' = 'card', language: 'es' | 'en' = 'en') {
  const placed = await placeOrder(shopper, [{ product_id: productIds[next++]!, quantity: 1 }], { method });
  const url = new URL(placed.payment.confirm_url!);
  url.searchParams.set('lang', language);
  const opened = await openPage(browser, url.toString());
  return { placed, ...opened };
}

describe('paying on the sandbox page', () => {
  it('CHK-12, CHK-13, CHK-14: the card goes to the sandbox only; the browser comes back to the store and the order completes', async () => {
    const { placed, page, close } = await paymentPage();
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await expect.poll(() => page.getByRole('heading', { name: 'Test payment' }).isVisible()).toBe(true);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL((url) => url.pathname === '/checkout');
    const back = new URL(page.url());
    expect(back.searchParams.get('order')).toBe(placed.order.id);
    expect(back.searchParams.get('redirect_status')).toBe('succeeded');
    await eventually(() => statusOf(placed.order.id)).toBe('completed');

    const carrying = requests.filter((request) => /4242\D?4242\D?4242\D?4242/.test(decodeURIComponent(request.postData() ?? '')));
    expect(carrying.map((request) => new URL(request.url()).pathname)).toEqual([`/sandbox-pay/pay/${placed.payment.id}`]);
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.filter((line) => /4242\D?4242\D?4242\D?4242/.test(line))).toEqual([]);
    await close();
  });

  it('CHK-15: a declined card comes back to the store as failed, and the order is canceled', async () => {
    const { placed, page, close } = await paymentPage();
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL((url) => url.pathname === '/checkout');
    expect(new URL(page.url()).searchParams.get('redirect_status')).toBe('failed');
    await eventually(() => statusOf(placed.order.id)).toBe('canceled');
    await close();
  });

  it('a mistyped card is refused on the page in the payer\'s language, keeps the number, and can be corrected', async () => {
    const { placed, page, close } = await paymentPage('card', 'es');
    await page.getByLabel('Número de tarjeta').fill('4242 4242 4242 4241');
    await page.getByLabel('Caducidad (MM/AA)').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: /^Pagar / }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('El número de tarjeta no es válido');
    expect(await page.getByLabel('Número de tarjeta').inputValue()).toBe('4242 4242 4242 4241');
    expect(await page.getByLabel('Número de tarjeta').getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: /^Pagar / }).click();
    await page.waitForURL((url) => url.pathname === '/checkout');
    await eventually(() => statusOf(placed.order.id)).toBe('completed');
    await close();
  });

  it('CHK-16: PayPal approval completes the order', async () => {
    const { placed, page, close } = await paymentPage('paypal');
    await page.getByRole('button', { name: 'Approve the payment' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout');
    await eventually(() => statusOf(placed.order.id)).toBe('completed');
    await close();
  });

  it.each(Object.entries(VIEWPORTS))('axe finds no violations on the card and PayPal pages (%s)', async (_, viewport) => {
    for (const method of ['card', 'paypal'] as const) {
      const { page, close } = await paymentPage(method);
      await page.setViewportSize(viewport);
      await expectNoAxeViolations(page);
      await close();
    }
  });
});
