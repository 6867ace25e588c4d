/**
 * Invoices in real Chromium through the real server (issue 11 §1, §4): a purchase through the checkout and
 * the sandbox's page, then the order's detail in the profile with its billing details and payment method,
 * the invoice downloaded as a file whose text shows its number, base, 21 % VAT and total; a full invoice
 * asked for from the order, and one asked for at checkout; axe at 375 and 1280 px with the detail open.
 * One store and one browser for the file.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { Product } from '../../src/shared/contracts/common.js';
import { GetUserOrdersResponseSchema } from '../../src/shared/contracts/get-user-orders.js';
import { eurosToCents, formatEuros } from '../../src/shared/money.js';
import { STORED_ITEMS } from '../../src/shared/storage-inventory.js';
import { vatBreakdown } from '../../src/shared/tax.js';
import { browserCookies, signedInShopper, type AuthClient } from '../support/auth-client.js';
import { expectNoAxeViolations, VIEWPORTS, type OpenedPage, waitForHydration } from '../support/browser.js';
import { openReusedPage } from '../support/reused-pages.js';
import { e2e } from '../support/e2e.js';
import { CARDS, payByCard, placeOrder } from '../support/checkout-client.js';
import type { MailCatcher } from '../support/mail-catcher.js';
import { pdfText } from '../support/pdf-text.js';
import { eventually, readCatalogue } from '../support/product-fixtures.js';
import type { TestStore } from '../support/test-store.js';

let store: TestStore;
let browser: Browser;
let mail: MailCatcher;
let plentiful: Product[];
let nextProduct = 0;
const opened: OpenedPage[] = [];

e2e.beforeAll(async ({ store: shared, browser: chromium, mail: catcher }) => {
  [store, browser, mail] = [shared, chromium, catcher];
  plentiful = (await readCatalogue(store)).filter((product) => product.stock >= 3 && product.pvp > 0 && !product.is_preorder && !product.is_bundle);
});

afterEach(async () => {
  await Promise.all(opened.splice(0).map((page) => page.close()));
});

const take = () => plentiful[nextProduct++]!;
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const euros = (cents: number, language: 'es' | 'en') => plain(formatEuros(cents, language));

async function open(path: string, shopper: AuthClient, { viewport = VIEWPORTS.desktop, locale = 'en-GB', cart }: {
  viewport?: { width: number; height: number }; locale?: string; cart?: Product;
} = {}) {
  const stored = cart && JSON.stringify({
    owner: null,
    lines: [{ productId: cart.id, quantity: 1, title: cart.title, pvpCents: eurosToCents(cart.pvp), imageUrl: cart.image_url, stock: cart.stock }],
  });
  const result = await openReusedPage(browser, `${store.url}${path}`, { viewport, locale, storageState: { cookies: browserCookies(shopper), origins: [] } },
    stored ? { sessionStorage: { [STORED_ITEMS.cart.name]: stored } } : {});
  opened.push(result);
  await eventually(() => result.page.locator('[data-menu="user"]').getAttribute('data-session')).toBe('signed-in');
  return result;
}

async function ordersOf(client: AuthClient) {
  return GetUserOrdersResponseSchema.parse(await (await client.get('/api/getUserOrders')).json());
}

/** Checkout in the browser: the details, then 4242 on the sandbox's page, back to the success. */
async function buy(page: Page, language: 'es' | 'en', extra?: (form: ReturnType<Page['locator']>) => Promise<void>) {
  const form = page.locator('form[data-form="checkout"]');
  const words = language === 'es'
    ? { address: 'Dirección', city: 'Ciudad', postal: 'Código postal', submit: 'Completar compra', number: 'Número de tarjeta', expiry: 'Caducidad (MM/AA)', pay: /^Pagar / }
    : { address: 'Address', city: 'City', postal: 'Postal code', submit: 'Complete purchase', number: 'Card number', expiry: 'Expiry (MM/YY)', pay: /^Pay / };
  await form.getByLabel(words.address, { exact: true }).fill('Calle Mayor 1');
  await form.getByLabel(words.city, { exact: true }).fill('Madrid');
  await form.getByLabel(words.postal, { exact: true }).fill('28013');
  await extra?.(form);
  await form.getByRole('button', { name: words.submit }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/sandbox-pay/pay/'));
  await page.getByLabel(words.number).fill(CARDS.success);
  await page.getByLabel(words.expiry).fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: words.pay }).click();
  await page.waitForURL((url) => url.pathname === '/checkout');
  await eventually(() => page.locator('[data-checkout-success]').isVisible()).toBe(true);
}

/** Clicks a download link and reads the file the browser saved. */
async function downloadFrom(page: Page, link: ReturnType<Page['locator']>) {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: new Uint8Array(await readFile(path)) };
}

describe('an order\'s detail and its invoice', () => {
  it('issue 11 §1, §4, PROF-14: buy → the detail shows the billing details and the payment method → the invoice downloads, with its number, base, 21 % VAT and total; then a full invoice from the order', async () => {
    const shopper = await signedInShopper(store, mail, 'es');
    const product = take();
    const { page, errors } = await open('/checkout', shopper, { locale: 'es-ES', cart: product });
    await buy(page, 'es');
    const [order] = await ordersOf(shopper);
    const [invoice] = order!.invoices;
    expect(invoice).toMatchObject({ kind: 'simplified' });

    await page.locator('[data-checkout-success]').getByRole('link', { name: 'Ver mi pedido' }).click();
    await page.waitForURL((url) => url.pathname === '/profile');
    const card = page.locator(`[data-order="${order!.number}"]`);
    await eventually(() => card.isVisible()).toBe(true);
    const toggle = card.getByRole('button', { name: 'Detalles del pedido' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const detail = card.getByRole('region', { name: `Detalles del pedido n.º ${order!.number}` });
    const billing = plain(await detail.locator('[data-order-billing]').innerText());
    for (const expected of ['Datos de facturación', 'Lucía Fernández', 'Calle Mayor 1', '28013 Madrid', 'España', shopper.email]) expect(billing).toContain(expected);
    expect(await detail.locator('[data-order-payment]').innerText()).toContain('Tarjeta');

    const link = detail.getByRole('link', { name: `Descargar la factura ${invoice!.number} (PDF)` });
    const file = await downloadFrom(page, link);
    expect(file.name).toBe(`pixelkeys-${invoice!.number}.pdf`);
    const { subtotalCents, taxCents, totalCents } = vatBreakdown(eurosToCents(product.pvp));
    const text = await pdfText(file.bytes);
    for (const expected of ['Factura simplificada', invoice!.number, product.title.es, `Base imponible ${euros(subtotalCents, 'es')}`,
      `IVA 21 % ${euros(taxCents, 'es')}`, `Total ${euros(totalCents, 'es')}`]) expect(text).toContain(expected);

    // A full invoice asked for from the order: the NIF is checked where it is typed, then the full invoice replaces the simplified one.
    await detail.getByRole('button', { name: '¿Necesitas una factura completa?' }).click();
    const form = detail.locator('form[data-full-invoice-form]');
    const nif = form.getByLabel('NIF', { exact: true });
    await eventually(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('tax_id');
    await nif.fill('12345678A');
    await form.getByLabel('Razón social (opcional)').fill('Juegos Fernández S.L.');
    await form.getByRole('button', { name: 'Obtener la factura completa' }).click();
    await eventually(() => form.locator('[data-field-error]').textContent()).toBe('No es un NIF válido de España.');
    await nif.fill('B12345674');
    await form.getByRole('button', { name: 'Obtener la factura completa' }).click();
    const done = detail.locator('[data-form-message="success"]');
    await eventually(() => done.textContent()).toMatch(/^Tu factura completa F\d{4}-\d{6} ya se puede descargar\.$/);
    const full = (await ordersOf(shopper))[0]!.invoices.find((candidate) => candidate.kind === 'full')!;
    await eventually(() => detail.locator('[data-invoice]').count()).toBe(2);
    expect(await detail.locator(`[data-invoice="${invoice!.number}"]`).innerText()).toContain('Sustituida por la factura completa.');
    expect(await detail.getByRole('button', { name: '¿Necesitas una factura completa?' }).count()).toBe(0);
    const fullText = await pdfText((await downloadFrom(page, detail.getByRole('link', { name: `Descargar la factura ${full.number} (PDF)` }))).bytes);
    for (const expected of ['Juegos Fernández S.L.', 'NIF: B12345674', `Sustituye a la factura simplificada ${invoice!.number}`, `Total ${euros(totalCents, 'es')}`]) {
      expect(fullText).toContain(expected);
    }
    expect(errors).toEqual([]);
  });

  it('issue 11 §4, CHK-08, decision 20: "I need a full invoice" at checkout gives a full invoice naming the company and its tax id', async () => {
    const shopper = await signedInShopper(store, mail);
    const product = take();
    const { page, errors } = await open('/checkout', shopper, { cart: product });
    await buy(page, 'en', async (form) => {
      const toggle = form.getByRole('button', { name: 'I need a full invoice' });
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await form.getByLabel('Company name (optional)').fill('Pixel Games S.L.');
      await form.getByLabel('Tax ID', { exact: true }).fill('ES B-12345674');
    });
    const [order] = await ordersOf(shopper);
    expect(order!.billing).toMatchObject({ company: 'Pixel Games S.L.', tax_id: 'B12345674' });
    expect(order!.invoices.map((invoice) => invoice.kind)).toEqual(['full']);
    await page.goto(`${store.url}/profile?tab=orders`);
    await waitForHydration(page);
    const card = page.locator(`[data-order="${order!.number}"]`);
    await card.getByRole('button', { name: 'Order details' }).click();
    const detail = card.getByRole('region', { name: `Details of order no. ${order!.number}` });
    expect(plain(await detail.locator('[data-order-billing]').innerText())).toContain('Tax ID: B12345674');
    expect(await detail.locator('[data-order-invoices]').innerText()).toContain('Full invoice');
    const text = await pdfText((await downloadFrom(page, detail.locator('[data-invoice-download]'))).bytes);
    for (const expected of ['Invoice', order!.invoices[0]!.number, 'Pixel Games S.L.', 'Tax ID: B12345674', `Total ${euros(eurosToCents(product.pvp), 'en')}`]) {
      expect(text).toContain(expected);
    }
    expect(errors).toEqual([]);
  });

  it.each([['375 px', VIEWPORTS.phone], ['1280 px', VIEWPORTS.desktop]] as const)('axe finds nothing on the orders tab with an order\'s detail and the full-invoice form open (%s)', async (_name, viewport) => {
    const shopper = await signedInShopper(store, mail);
    const paid = await placeOrder(shopper, [{ product_id: take().id, quantity: 1 }]);
    await payByCard(store, paid.payment, CARDS.success);
    await placeOrder(shopper, [{ product_id: take().id, quantity: 1 }]); // One waiting for payment: no invoice yet.
    await eventually(async () => (await ordersOf(shopper)).find((order) => order.id === paid.order.id)?.invoices.length).toBe(1);
    const { page, errors } = await open('/profile?tab=orders', shopper, { viewport });
    const toggles = page.locator('[data-order-details-toggle]');
    await eventually(() => toggles.count()).toBe(2);
    for (const toggle of await toggles.all()) await toggle.click();
    await eventually(() => page.locator('[data-order-no-invoice]').textContent()).toBe('The invoice is issued as soon as your payment is confirmed.');
    await expectNoAxeViolations(page);
    await page.locator('[data-full-invoice-open]').first().click();
    await page.locator('form[data-full-invoice-form]').getByRole('button', { name: 'Get my full invoice' }).click();
    await eventually(() => page.locator('form[data-full-invoice-form] [data-field-error]').count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(errors).toEqual([]);
  });
});
