/**
 * Buying end to end (spec §2 Checkout, decisions 10 and 20; issue 10 §3, §6) in real Chromium through the
 * real server and the sandbox provider's own page: the whole journey from a visitor's add to a delivered
 * order in the profile, declines that keep the cart and the form, PayPal, the form's checks in Spanish,
 * a product sold out meanwhile, an unverified e-mail, an expired session, a lost answer that must not make
 * a second order, the empty cart, axe at 375 and 1280 px, and Stripe's component mounted in place of the sandbox's page. CHK-*, PROF-14/15, ORD-02 ids from the checklist.
 */
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../src/shared/contracts/common.js';
import { GetUserOrdersResponseSchema } from '../../src/shared/contracts/get-user-orders.js';
import { eurosToCents, formatEuros } from '../../src/shared/money.js';
import { STORED_ITEMS } from '../../src/shared/storage-inventory.js';
import { vatBreakdown } from '../../src/shared/tax.js';
import { authClient, browserCookies, signedInShopper, type AuthClient } from '../support/auth-client.js';
import { expectNoAxeViolations, VIEWPORTS, type OpenedPage, waitForHydration } from '../support/browser.js';
import { openReusedPage } from '../support/reused-pages.js';
import { e2e } from '../support/e2e.js';
import { CARDS, placeOrder } from '../support/checkout-client.js';
import { startFakeStripe, STRIPE_TEST_KEYS, type FakeStripe } from '../support/fake-stripe.js';
import type { MailCatcher } from '../support/mail-catcher.js';
import { eventually, openWith, readCatalogue } from '../support/product-fixtures.js';
import { startTestStore, type TestStore } from '../support/test-store.js';

let store: TestStore;
let browser: Browser;
let mail: MailCatcher;
let catalogue: Product[];
const opened: OpenedPage[] = [];
const PASSWORD = 'violet-harbour-42';
/** Products no two tests share, so one test's sales never change another's stock. */
let nextProduct = 0;
let plentiful: Product[];

e2e.beforeAll(async ({ store: shared, browser: chromium, mail: catcher }) => {
  [store, browser, mail] = [shared, chromium, catcher];
  catalogue = await readCatalogue(store);
  plentiful = catalogue.filter((product) => product.stock >= 5 && product.pvp > 0 && !product.is_preorder && !product.is_bundle);
});

afterEach(async () => {
  await Promise.all(opened.splice(0).map((page) => page.close()));
});

const take = () => plentiful[nextProduct++]!;

/** The stored cart a shopper's tab holds after adding `lines` (no owner yet: the signed-in account takes it). */
const cartFor = (lines: { product: Product; quantity: number }[]) => JSON.stringify({
  owner: null,
  lines: lines.map(({ product, quantity }) => ({
    productId: product.id, quantity, title: product.title, pvpCents: eurosToCents(product.pvp), imageUrl: product.image_url, stock: product.stock,
  })),
});

/** A page of the store in a fresh browser, as `shopper` (null: a visitor), with `cart` already in the tab. */
async function open(path: string, { shopper, cart, viewport = VIEWPORTS.desktop, locale = 'en-GB', prepare }: {
  shopper: AuthClient | null; cart?: { product: Product; quantity: number }[]; viewport?: { width: number; height: number }; locale?: string;
  prepare?: (context: BrowserContext) => Promise<unknown>;
}) {
  const options = { viewport, locale, storageState: { cookies: browserCookies(shopper), origins: [] } };
  // A tab another test passed on, with the cart in its session storage, unless the test changes the context first.
  const result = !prepare
    ? await openReusedPage(browser, `${store.url}${path}`, options, cart ? { sessionStorage: { [STORED_ITEMS.cart.name]: cartFor(cart) } } : {})
    : await openWith(browser, `${store.url}${path}`, options, async (context) => {
      if (cart) {
        await context.addInitScript(([key, value]) => {
          if (!sessionStorage.getItem('pixelkeys-test-cart-set')) {
            sessionStorage.setItem(key!, value!);
            sessionStorage.setItem('pixelkeys-test-cart-set', '1');
          }
        }, [STORED_ITEMS.cart.name, cartFor(cart)]);
      }
      await prepare(context);
    });
  opened.push(result);
  if (shopper) await eventually(() => result.page.locator('[data-menu="user"]').getAttribute('data-session')).toBe('signed-in');
  return result;
}

const checkoutForm = (page: Page) => page.locator('form[data-form="checkout"]');
const summaryLine = (page: Page, id: number) => page.locator(`[data-checkout-lines] [data-cart-line="${id}"]`);
const cartCount = (page: Page) => page.locator('[data-cart-count]').textContent();

async function fillDetails(page: Page, language: 'en' | 'es' = 'en') {
  const label = language === 'en'
    ? { address: 'Address', city: 'City', postal: 'Postal code' }
    : { address: 'Dirección', city: 'Ciudad', postal: 'Código postal' };
  const form = checkoutForm(page);
  await form.getByLabel(label.address, { exact: true }).fill('Calle Mayor 1');
  await form.getByLabel(label.city, { exact: true }).fill('Madrid');
  await form.getByLabel(label.postal, { exact: true }).fill('28013');
}

async function payOnSandbox(page: Page, card: string, language: 'en' | 'es' = 'en') {
  await page.waitForURL((url) => url.pathname.startsWith('/sandbox-pay/pay/'));
  const words = language === 'en'
    ? { number: 'Card number', expiry: 'Expiry (MM/YY)', pay: /^Pay / }
    : { number: 'Número de tarjeta', expiry: 'Caducidad (MM/AA)', pay: /^Pagar / };
  await page.getByLabel(words.number).fill(card);
  await page.getByLabel(words.expiry).fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: words.pay }).click();
  await page.waitForURL((url) => url.pathname === '/checkout');
}

async function ordersOf(client: AuthClient) {
  return GetUserOrdersResponseSchema.parse(await (await client.get('/api/getUserOrders')).json());
}

describe('the checkout page', () => {
  it('the journey: a visitor\'s add goes to /login and back; heart, two products, the cart panel, checkout with 4242 → success → the order in the profile with its keys available (CHK-01..08, CHK-10, CHK-14, CHK-19..21, PROF-14/15, ORD-02)', async () => {
    const shopper = await signedInShopper(store, mail);
    const [first, second] = [take(), take()];
    const { page, errors } = await open(`/product?id=${first.id}`, { shopper: null });
    await page.locator('article[data-page="product"] [data-add-to-cart]').click();
    await page.waitForURL((url) => url.pathname === '/login');
    const login = page.locator('form[data-form="password-sign-in"]');
    await login.getByLabel('E-mail').fill(shopper.email);
    await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await login.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/product' && url.searchParams.get('id') === String(first.id));

    const heart = page.locator('article[data-page="product"] [data-wishlist-toggle]').first();
    await heart.click();
    await eventually(() => heart.getAttribute('aria-pressed')).toBe('true');
    await page.locator('article[data-page="product"] [data-add-to-cart]').click();
    await page.locator('[data-menu="cart"] [role="region"]').waitFor({ state: 'visible' });
    await page.goto(`${store.url}/product?id=${second.id}`);
    await waitForHydration(page);
    await page.locator('article[data-page="product"] [data-add-to-cart]').click();
    const panel = page.locator('[data-menu="cart"] [role="region"]');
    await eventually(() => panel.locator('[data-cart-line]').count()).toBe(2);
    await panel.locator('[data-cart-proceed]').click();
    await page.waitForURL((url) => url.pathname === '/checkout');

    // The summary: the two lines, subtotal = net base, VAT 21 %, total = the prices shown (decision 20).
    await eventually(() => page.locator('[data-checkout-lines] [data-cart-line]').count()).toBe(2);
    const { subtotalCents, taxCents, totalCents } = vatBreakdown(eurosToCents(first.pvp) + eurosToCents(second.pvp));
    expect(await page.locator('[data-checkout-subtotal]').textContent()).toBe(formatEuros(subtotalCents, 'en'));
    expect(await page.locator('[data-checkout-tax]').textContent()).toBe(formatEuros(taxCents, 'en'));
    expect(await page.locator('[data-checkout-total]').textContent()).toBe(formatEuros(totalCents, 'en'));
    expect(await page.getByText('VAT (21%)').count()).toBe(1);
    expect(await page.locator('[data-checkout-note="secure"]').textContent()).toContain('Secure payment');
    expect(await page.locator('[data-checkout-note="instant"]').textContent()).toContain('Instant delivery');
    // The form: the account's e-mail and name prefilled; the country a select with Spain chosen.
    const form = checkoutForm(page);
    expect(await form.getByLabel('E-mail').inputValue()).toBe(shopper.email);
    expect(await form.getByLabel('First name').inputValue()).toBe('Lucía');
    expect(await form.getByLabel('Last name').inputValue()).toBe('Fernández');
    expect(await form.getByLabel('Country').evaluate((select) => select.tagName)).toBe('SELECT');
    expect(await form.getByLabel('Country').inputValue()).toBe('ES');
    expect(await form.getByRole('radio', { name: /Credit or debit card/ }).isChecked()).toBe(true);
    expect(await form.getByRole('radio', { name: /PayPal/ }).count()).toBe(1);
    await fillDetails(page);
    await form.getByRole('button', { name: 'Complete purchase' }).click();
    await payOnSandbox(page, CARDS.success);

    const success = page.locator('[data-checkout-success]');
    await eventually(() => success.isVisible()).toBe(true);
    const [order] = await ordersOf(shopper);
    expect(order).toMatchObject({ status: 'completed', payment_method: 'card' });
    expect(await success.getAttribute('data-checkout-success')).toBe(order!.number);
    expect(await success.textContent()).toContain(`Order no. ${order!.number} is paid`);
    expect(await success.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/search');
    expect(await success.getByRole('link', { name: 'Need help?' }).getAttribute('href')).toBe('/help');
    expect(await cartCount(page)).toBe('0');
    expect(await page.evaluate((key) => sessionStorage.getItem(key), STORED_ITEMS.cart.name)).toBeNull();

    await success.getByRole('link', { name: 'See my order' }).click();
    await page.waitForURL((url) => url.pathname === '/profile' && url.searchParams.get('tab') === 'orders');
    const card = page.locator(`[data-order="${order!.number}"]`);
    await eventually(() => card.isVisible()).toBe(true);
    await eventually(() => page.evaluate(() => document.activeElement?.getAttribute('data-order'))).toBe(order!.number);
    expect(await card.locator('[data-status]').first().textContent()).toBe('Completed');
    for (const product of [first, second]) {
      const item = card.locator(`[data-order-item="${product.id}"]`);
      expect(await item.textContent()).toContain(product.title.en);
      expect(await item.locator('[data-status]').textContent()).toBe('Keys available');
    }
    const wishlist = (await (await shopper.get('/api/getUserWishlist')).json()) as { product: { id: number } }[];
    expect(wishlist.map((entry) => entry.product.id)).toEqual([first.id]);
    expect(errors).toEqual([]);
  });

  it('CHK-15, issue 10 §6: a declined card says why in Spanish and keeps the cart and the form; insufficient funds too; then 4242 pays', async () => {
    const shopper = await signedInShopper(store, mail, 'es');
    const product = take();
    const { page } = await open('/checkout', { shopper, cart: [{ product, quantity: 2 }], locale: 'es-ES' });
    await eventually(() => summaryLine(page, product.id).isVisible()).toBe(true);
    await fillDetails(page, 'es');
    const submit = () => checkoutForm(page).getByRole('button', { name: 'Completar compra' }).click();

    await submit();
    await payOnSandbox(page, CARDS.declined, 'es');
    const declined = page.locator('[data-checkout-declined]');
    await eventually(() => declined.textContent()).toContain('Tu tarjeta ha sido rechazada');
    expect(new URL(page.url()).search).toBe('');
    expect(await summaryLine(page, product.id).locator('[data-cart-quantity]').textContent()).toContain('2');
    expect(await checkoutForm(page).getByLabel('Dirección', { exact: true }).inputValue()).toBe('Calle Mayor 1');
    expect(await checkoutForm(page).getByLabel('Código postal', { exact: true }).inputValue()).toBe('28013');

    await submit();
    await payOnSandbox(page, CARDS.noFunds, 'es');
    await eventually(() => declined.textContent()).toContain('Fondos insuficientes');

    await submit();
    await payOnSandbox(page, CARDS.success, 'es');
    await eventually(() => page.locator('[data-checkout-success]').textContent()).toContain('¡Gracias por tu compra!');
    const orders = await ordersOf(shopper);
    expect(orders.map((order) => [order.status, order.cancel_reason])).toEqual([
      ['completed', null], ['canceled', 'insufficient_funds'], ['canceled', 'card_declined'],
    ]);
  });

  it('CHK-16: PayPal approval pays the order', async () => {
    const shopper = await signedInShopper(store, mail);
    const product = take();
    const { page } = await open('/checkout', { shopper, cart: [{ product, quantity: 1 }] });
    await eventually(() => summaryLine(page, product.id).isVisible()).toBe(true);
    await fillDetails(page);
    await checkoutForm(page).getByRole('radio', { name: /PayPal/ }).check();
    await checkoutForm(page).getByRole('button', { name: 'Complete purchase' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/sandbox-pay/pay/'));
    await page.getByRole('button', { name: 'Approve the payment' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout');
    await eventually(() => page.locator('[data-checkout-success]').isVisible()).toBe(true);
    expect((await ordersOf(shopper))[0]).toMatchObject({ status: 'completed', payment_method: 'paypal' });
  });

  it('CHK-08/09: the form checks each field in the reader\'s language, focuses the first one wrong, and sends nothing', async () => {
    const shopper = await signedInShopper(store, mail, 'es');
    const product = take();
    const { page } = await open('/checkout', { shopper, cart: [{ product, quantity: 1 }], locale: 'es-ES' });
    const calls: Request[] = [];
    page.on('request', (request) => { if (new URL(request.url()).pathname === '/api/checkout') calls.push(request); });
    const form = checkoutForm(page);
    await eventually(() => summaryLine(page, product.id).isVisible()).toBe(true);
    await form.getByLabel('Correo electrónico').fill('no-es-un-correo');
    await form.getByLabel('Ciudad', { exact: true }).fill('Madrid');
    await form.getByLabel('Código postal', { exact: true }).fill('2801');
    expect(await form.getByText('5 cifras, p. ej. 28001.').count()).toBe(1);
    await form.getByRole('button', { name: 'Completar compra' }).click();
    const errors = form.locator('[data-field-error]');
    await eventually(() => errors.allTextContents()).toEqual([
      'Escribe un correo electrónico válido, como nombre@ejemplo.com.',
      'Rellena este campo.',
      'No es un código postal válido de España.',
    ]);
    expect(await form.getByLabel('Correo electrónico').evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await form.getByLabel('Dirección', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('[data-form-message="error"]').first().textContent()).toBe('Revisa los 3 campos marcados abajo.');
    // Portugal takes its own format; the hint for Spain goes.
    await form.getByLabel('País').selectOption('PT');
    await form.getByLabel('Código postal', { exact: true }).fill('1000-001');
    expect(await form.getByText('5 cifras, p. ej. 28001.').count()).toBe(0);
    expect(calls).toEqual([]);
  });

  it('issue 10 §6: a product sold out meanwhile answers 409; its line is marked and the cart can be fitted to what is left', async () => {
    const shopper = await signedInShopper(store, mail);
    const [rows] = [await store.database.query<{ id: number }>(
      'select id from products where stock between 1 and 10 and not is_preorder and not is_bundle order by id desc limit 1')];
    const scarce = catalogue.find((product) => product.id === rows[0]!.id)!;
    const kept = take();
    const { page } = await open('/checkout', { shopper, cart: [{ product: scarce, quantity: 1 }, { product: kept, quantity: 1 }] });
    await eventually(() => summaryLine(page, scarce.id).isVisible()).toBe(true);
    await fillDetails(page);
    // Another shopper buys every key left meanwhile.
    const rival = await signedInShopper(store, mail);
    await placeOrder(rival, [{ product_id: scarce.id, quantity: scarce.stock }]);

    await checkoutForm(page).getByRole('button', { name: 'Complete purchase' }).click();
    await eventually(() => page.locator('[data-checkout-error="SOLD_OUT"]').textContent()).toContain(scarce.title.en);
    expect(await summaryLine(page, scarce.id).locator('[data-line-problem]').textContent()).toBe('Sold out: remove it to continue.');
    expect(await summaryLine(page, kept.id).locator('[data-line-problem]').count()).toBe(0);
    expect(await ordersOf(shopper)).toEqual([]);
    await page.locator('[data-checkout-fit]').click();
    await eventually(() => page.locator('[data-checkout-lines] [data-cart-line]').count()).toBe(1);
    expect(await summaryLine(page, kept.id).isVisible()).toBe(true);
  });

  it('an unverified e-mail is asked to verify first, with a resend button, and nothing is sent', async () => {
    const client = authClient(store);
    const email = `unverified${Date.now()}@example.com`;
    expect((await client.post('/api/auth/sign-up/email', { name: 'Ana', email, password: PASSWORD, callbackURL: '/' })).status).toBe(200);
    expect((await client.post('/api/auth/sign-in/email', { email, password: PASSWORD })).status).toBe(200);
    await mail.waitFor(email, /Confirm your e-mail/);
    const product = take();
    const { page } = await open('/checkout', { shopper: client, cart: [{ product, quantity: 1 }] });
    const notice = page.locator('[data-checkout-verify]');
    await eventually(() => notice.textContent()).toContain('Verify your e-mail address to pay');
    await notice.getByRole('button', { name: 'Resend the link' }).click();
    await eventually(() => notice.getByRole('status').textContent()).toContain(email);
    await fillDetails(page);
    await checkoutForm(page).getByRole('button', { name: 'Complete purchase' }).click();
    expect(await ordersOf(client)).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/checkout');
  });

  it('issue 10 §6: an expired session goes to /login and back to /checkout with the cart intact', async () => {
    const shopper = await signedInShopper(store, mail);
    const product = take();
    const { page } = await open('/checkout', { shopper, cart: [{ product, quantity: 3 }] });
    await eventually(() => summaryLine(page, product.id).isVisible()).toBe(true);
    await fillDetails(page);
    await store.database.query('delete from session where user_id = (select id from "user" where email = $1)', [shopper.email]);
    await checkoutForm(page).getByRole('button', { name: 'Complete purchase' }).click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/checkout');
    const login = page.locator('form[data-form="password-sign-in"]');
    await login.getByLabel('E-mail').fill(shopper.email);
    await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await login.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout');
    await eventually(() => summaryLine(page, product.id).locator('[data-cart-quantity]').textContent()).toContain('3');
    expect(await checkoutForm(page).getByLabel('Address', { exact: true }).inputValue()).toBe('Calle Mayor 1');
  });

  it('issue 10 §6: an answer lost on the way is retried with the same Idempotency-Key, and makes one order', async () => {
    const shopper = await signedInShopper(store, mail);
    const product = take();
    let lost = 0;
    const keys: string[] = [];
    const { page } = await open('/checkout', {
      shopper, cart: [{ product, quantity: 1 }],
      prepare: (context) => context.route('**/api/checkout', async (route) => {
        keys.push(route.request().headers()['idempotency-key']!);
        if (lost++ === 0) {
          await route.fetch(); // The store takes the order; the answer never reaches the page.
          await route.abort('connectionreset');
        } else {
          await route.continue();
        }
      }),
    });
    await eventually(() => summaryLine(page, product.id).isVisible()).toBe(true);
    await fillDetails(page);
    await checkoutForm(page).getByRole('button', { name: 'Complete purchase' }).click();
    await eventually(() => page.locator('[data-checkout-error="NETWORK"]').textContent()).toContain("you won't be charged twice");
    expect(await ordersOf(shopper)).toHaveLength(1);
    await checkoutForm(page).getByRole('button', { name: 'Complete purchase' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/sandbox-pay/pay/'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(await ordersOf(shopper)).toHaveLength(1);
  });

  it('CHK-22: an empty cart shows the empty-cart message', async () => {
    const shopper = await signedInShopper(store, mail);
    const { page } = await open('/checkout', { shopper });
    await eventually(() => page.locator('[data-checkout-empty]').textContent()).toContain('Your cart is empty');
    expect(await checkoutForm(page).count()).toBe(0);
  });

  it.each([['375 px', VIEWPORTS.phone], ['1280 px', VIEWPORTS.desktop]] as const)('axe finds nothing on the checkout, with its field errors and with its success (%s)', async (_name, viewport) => {
    const shopper = await signedInShopper(store, mail);
    const product = take();
    const { page } = await open('/checkout', { shopper, cart: [{ product, quantity: 1 }], viewport });
    await eventually(() => summaryLine(page, product.id).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await checkoutForm(page).getByRole('button', { name: 'Complete purchase' }).click();
    await eventually(() => page.locator('[data-field-error]').count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    await fillDetails(page);
    await checkoutForm(page).getByRole('button', { name: 'Complete purchase' }).click();
    await payOnSandbox(page, CARDS.success);
    await eventually(() => page.locator('[data-checkout-success]').isVisible()).toBe(true);
    await expectNoAxeViolations(page);
  });
});

describe('the checkout page on Stripe (PAYMENT_PROVIDER=stripe, a local fake of Stripe\'s API)', () => {
  let stripeStore: TestStore;
  let fake: FakeStripe;

  beforeAll(async () => {
    fake = await startFakeStripe();
    stripeStore = await startTestStore({ PAYMENT_PROVIDER: 'stripe', ...STRIPE_TEST_KEYS, SMTP_URL: mail.url, AUTH_RATE_LIMITS: 'off' }, { stripeApi: fake.address });
  });

  afterAll(async () => {
    await stripeStore?.close();
    await fake?.close();
  });

  it('CHK-13, CHK-17: the order is placed and Stripe\'s own component is mounted on the page (Stripe.js cannot load offline: the page says so), never the sandbox\'s page', async () => {
    const shopper = await signedInShopper(stripeStore, mail);
    const [row] = await stripeStore.database.query<{ id: number }>('select id from products where stock >= 3 and not is_preorder and not is_bundle order by id limit 1');
    const product = (await (await stripeStore.get(`/api/getProduct?id=${row!.id}`)).json()) as Product;
    const stripeJs: string[] = [];
    const result = await openWith(browser, `${stripeStore.url}/checkout`, {
      viewport: VIEWPORTS.desktop, locale: 'en-GB', storageState: { cookies: browserCookies(shopper), origins: [] },
    }, async (context) => {
      await context.addInitScript(([key, value]) => sessionStorage.setItem(key!, value!), [STORED_ITEMS.cart.name, cartFor([{ product, quantity: 1 }])]);
      await context.route('https://js.stripe.com/**', (route) => {
        stripeJs.push(route.request().url());
        return route.abort('internetdisconnected');
      });
    });
    opened.push(result);
    const { page } = result;
    await eventually(() => summaryLine(page, product.id).isVisible()).toBe(true);
    await fillDetails(page);
    await checkoutForm(page).getByRole('button', { name: 'Complete purchase' }).click();
    const inPage = page.locator('[data-checkout-in-page]');
    await eventually(() => inPage.getByRole('alert').textContent()).toContain('The payment form could not be loaded');
    expect(stripeJs.length).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/checkout');
    const [order] = await ordersOf(shopper);
    expect(order).toMatchObject({ status: 'pending' });
    expect(fake.intents.size).toBeGreaterThan(0);
    await inPage.getByRole('button', { name: 'Change my details or payment method' }).click();
    await eventually(() => checkoutForm(page).isVisible()).toBe(true);
    expect(await checkoutForm(page).getByLabel('Address', { exact: true }).inputValue()).toBe('Calle Mayor 1');
  });
});
