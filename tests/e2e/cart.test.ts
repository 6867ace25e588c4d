/**
 * The cart end to end (spec §2 Cart dropdown, §4 Cart, §5, §9; issue 10 §1-2) in real Chromium through the
 * real server: a signed-in shopper (made through the API with the mailed link) adds from the product page
 * and the quick-view, steps lines up and down, meets the stock and 10-per-product limits, reloads and
 * signs out. CART-*, VAL-01, QV-16, PDP-11 ids from the checklist.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { Product } from '../../src/shared/contracts/common.js';
import type { HomeData } from '../../src/shared/contracts/get-products.js';
import { formatEuros, eurosToCents } from '../../src/shared/money.js';
import { STORED_ITEMS } from '../../src/shared/storage-inventory.js';
import { browserCookies, signedInShopper, type AuthClient } from '../support/auth-client.js';
import { expectNoAxeViolations, VIEWPORTS, type OpenedPage, waitForHydration } from '../support/browser.js';
import { openReusedPage } from '../support/reused-pages.js';
import { e2e } from '../support/e2e.js';
import type { MailCatcher } from '../support/mail-catcher.js';
import { eventually, openWith, readCatalogue, withProduct } from '../support/product-fixtures.js';
import type { TestStore } from '../support/test-store.js';

let store: TestStore;
let browser: Browser;
let mail: MailCatcher;
let home: HomeData;
let catalogue: Product[];
const opened: OpenedPage[] = [];
const PASSWORD = 'violet-harbour-42';

e2e.beforeAll(async ({ store: shared, browser: chromium, mail: catcher }) => {
  [store, browser, mail] = [shared, chromium, catcher];
  home = (await (await store.get('/api/getProducts')).json()) as HomeData;
  catalogue = await readCatalogue(store);
});

afterEach(async () => {
  await Promise.all(opened.splice(0).map((page) => page.close()));
});

type Prepare = (context: BrowserContext) => Promise<void>;

/** A page of the store in a fresh browser holding a new shopper's session (or none: a visitor). */
async function open(path: string, { shopper, viewport = VIEWPORTS.desktop, locale = 'en-GB', prepare }: {
  shopper?: AuthClient | null; viewport?: { width: number; height: number }; locale?: string; prepare?: Prepare;
} = {}) {
  const client = shopper === undefined ? await signedInShopper(store, mail) : shopper;
  const cookies = browserCookies(client);
  const result = prepare ? await openWith(browser, `${store.url}${path}`, { viewport, locale, storageState: { cookies, origins: [] } }, prepare) : await openReusedPage(browser, `${store.url}${path}`, { viewport, locale, storageState: { cookies, origins: [] } });
  opened.push(result);
  if (client) await eventually(() => result.page.locator('[data-menu="user"]').getAttribute('data-session')).toBe('signed-in');
  return result;
}

const inStock = (minimum: number) => catalogue.find((product) => product.stock >= minimum && product.pvp > 0)!;
const productPage = (page: Page) => page.locator('article[data-page="product"]');
const cartPanel = (page: Page) => page.locator('[data-menu="cart"] [role="region"]');
const cartTrigger = (page: Page) => page.locator('[data-menu="cart"] > button');
const line = (page: Page, id: number) => cartPanel(page).locator(`[data-cart-line="${id}"]`);
const count = (page: Page) => page.locator('[data-cart-count]').textContent();
const stored = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), STORED_ITEMS.cart.name);

async function addOnProductPage(page: Page) {
  await productPage(page).locator('[data-add-to-cart]').click();
  await cartPanel(page).waitFor({ state: 'visible' });
}

describe('adding (§4 Cart, §5)', () => {
  it('VAL-01/PDP-11: a visitor\'s add goes to /login and, once signed in there, back to the product', async () => {
    const shopper = await signedInShopper(store, mail);
    const product = inStock(2);
    const { page } = await open(`/product?id=${product.id}`, { shopper: null });
    await productPage(page).locator('[data-add-to-cart]').click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === `/product?id=${product.id}`);
    const form = page.locator('form').filter({ has: page.getByLabel('Password', { exact: true }) }).first();
    await form.getByLabel('E-mail').fill(shopper.email);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByLabel('Password', { exact: true }).press('Enter');
    await page.waitForURL((url) => url.pathname === '/product' && url.searchParams.get('id') === String(product.id));
    expect(await count(page)).toBe('0');
  });

  it('CART-01/03/05/08/09/10/15: an add opens the panel with the line; the same product again raises it to 2; top-bar count and total follow', async () => {
    const product = inStock(3);
    const { page, errors } = await open(`/product?id=${product.id}`);
    expect(await count(page)).toBe('0');
    await addOnProductPage(page);
    expect(await cartPanel(page).getByRole('heading').textContent()).toBe('Shopping cart');
    // Focus moves into the panel, so a keyboard or screen-reader user lands in the cart (UX.md overlays).
    await eventually(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Shopping cart');
    const row = line(page, product.id);
    expect(await row.locator('img').getAttribute('src')).toBe(product.image_url);
    expect(await row.locator('[data-cart-line-title]').textContent()).toBe(product.title.en);
    const unit = formatEuros(eurosToCents(product.pvp), 'en');
    expect(await row.locator('[data-cart-line-price]').textContent()).toBe(`${unit} each`);
    expect(await row.locator('[data-cart-quantity]').textContent()).toBe('Quantity: 1');
    expect(await count(page)).toBe('1');
    expect(await cartTrigger(page).getAttribute('aria-label')).toBe('Shopping cart, 1 product');

    await page.keyboard.press('Escape');
    await cartPanel(page).waitFor({ state: 'hidden' });
    await addOnProductPage(page);
    expect(await row.locator('[data-cart-quantity]').textContent()).toBe('Quantity: 2');
    expect(await count(page)).toBe('2');
    expect(await cartPanel(page).locator('[data-cart-total]').textContent()).toBe(formatEuros(2 * eurosToCents(product.pvp), 'en'));
    expect(JSON.parse((await stored(page))!)).toMatchObject({ lines: [{ productId: product.id, quantity: 2 }] });
    expect(errors).toEqual([]);
  });

  it('CART-17/18/QV-16: adding from the quick-view closes it and opens the cart panel', async () => {
    const product = home.featuredGames.find((item) => item.stock > 0)!;
    const { page } = await open('/');
    await page.locator(`[data-product-card][data-product-id="${product.id}"] a`).first().click();
    const view = page.locator('dialog[data-quick-view]');
    await view.locator(`article[data-product-id="${product.id}"]`).waitFor();
    await view.getByRole('button', { name: 'Add to cart' }).click();
    await view.waitFor({ state: 'detached' });
    await cartPanel(page).waitFor({ state: 'visible' });
    expect(await line(page, product.id).locator('[data-cart-quantity]').textContent()).toBe('Quantity: 1');
    expect(await count(page)).toBe('1');
    // Focus ends in the cart panel, not on the card the quick-view hands it back to.
    await eventually(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Shopping cart');
  });

  it('a line stops at the stock, with a polite reason', async () => {
    const product = inStock(3);
    const { page } = await open(`/product?id=${product.id}`, { prepare: withProduct(store, product.id, (item) => { item.stock = 2; }) });
    for (let i = 0; i < 3; i += 1) await addOnProductPage(page);
    expect(await line(page, product.id).locator('[data-cart-quantity]').textContent()).toBe('Quantity: 2');
    expect(await cartPanel(page).locator('[data-cart-limit]').textContent())
      .toBe(`Only 2 of ${product.title.en} are left in stock, and they are all in your cart.`);
    expect(await cartPanel(page).getByRole('status').count()).toBe(1);
  });

  it('a line stops at 10 per product, in the reader\'s language (es)', async () => {
    const product = inStock(1);
    const { page } = await open(`/product?id=${product.id}&lng=es`, {
      locale: 'es-ES', prepare: withProduct(store, product.id, (item) => { item.stock = 50; }),
    });
    await addOnProductPage(page);
    const plus = line(page, product.id).getByRole('button', { name: `Una unidad más de ${product.title.es}` });
    for (let i = 0; i < 10; i += 1) await plus.click();
    expect(await line(page, product.id).locator('[data-cart-quantity]').textContent()).toBe('Cantidad: 10');
    expect(await cartPanel(page).locator('[data-cart-limit]').textContent()).toBe('Puedes comprar hasta 10 unidades de cada producto.');
    expect(await cartPanel(page).getByRole('heading').textContent()).toBe('Carrito de Compras');
    expect(await cartPanel(page).locator('[data-cart-total]').textContent()).toBe(formatEuros(10 * eurosToCents(product.pvp), 'es'));
  });

  it('§5: add to cart is disabled when the product is sold out', async () => {
    const product = catalogue.find((item) => item.stock === 0)!;
    const { page } = await open(`/product?id=${product.id}`);
    expect(await productPage(page).locator('[data-add-to-cart]').isDisabled()).toBe(true);
  });
});

describe('changing lines (§4 Cart)', () => {
  it('CART-04/11/12/13/14/02/07: plus, minus and remove; minus at 1 drops the line; the empty cart reads "No products" and Proceed does nothing', async () => {
    const first = inStock(3);
    const second = catalogue.find((item) => item.stock >= 3 && item.id !== first.id)!;
    const { page } = await open(`/product?id=${first.id}`);
    await addOnProductPage(page);
    await page.goto(`${store.url}/product?id=${second.id}`);
    await waitForHydration(page);
    await addOnProductPage(page);
    const a = line(page, first.id);
    await a.getByRole('button', { name: `One more ${first.title.en}` }).click();
    await a.getByRole('button', { name: `One more ${first.title.en}` }).click();
    expect(await a.locator('[data-cart-quantity]').textContent()).toBe('Quantity: 3');
    await a.getByRole('button', { name: `One fewer ${first.title.en}` }).click();
    expect(await a.locator('[data-cart-quantity]').textContent()).toBe('Quantity: 2');
    expect(await count(page)).toBe('3');
    await a.getByRole('button', { name: `Remove ${first.title.en} from the cart` }).click();
    await a.waitFor({ state: 'detached' });
    expect(await count(page)).toBe('1');
    await line(page, second.id).getByRole('button', { name: `One fewer ${second.title.en}` }).click();
    await line(page, second.id).waitFor({ state: 'detached' });
    // The panel stays open and focus is not lost when the last line goes.
    expect(await cartPanel(page).locator('[data-cart-empty]').textContent()).toBe('No products');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Shopping cart');
    const proceed = cartPanel(page).locator('[data-cart-proceed]');
    expect(await proceed.isDisabled()).toBe(true);
    expect(await count(page)).toBe('0');
    expect(await stored(page)).toBeNull();
  });

  it('CART-06: Proceed goes to /checkout', async () => {
    const product = inStock(1);
    const { page } = await open(`/product?id=${product.id}`);
    await addOnProductPage(page);
    await cartPanel(page).getByRole('link', { name: 'Proceed to checkout' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout');
    await cartPanel(page).waitFor({ state: 'hidden' });
  });
});

describe('keeping the cart (§4, §9)', () => {
  it('CART-15/16/19/20: the cart survives a reload and is gone after logging out', async () => {
    const product = inStock(2);
    const { page } = await open(`/product?id=${product.id}`);
    await addOnProductPage(page);
    await addOnProductPage(page);
    await page.reload();
    await waitForHydration(page);
    await eventually(() => count(page)).toBe('2');
    await cartTrigger(page).click();
    expect(await line(page, product.id).locator('[data-cart-quantity]').textContent()).toBe('Quantity: 2');
    await page.keyboard.press('Escape');

    await page.locator('[data-menu="user"] button[aria-haspopup="menu"]').click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await eventually(() => page.locator('[data-menu="user"]').getAttribute('data-session')).toBe('signed-out');
    expect(await count(page)).toBe('0');
    expect(await stored(page)).toBeNull();
  });
});

describe('phone buy bar (issue 10 §2)', () => {
  it('PDP-11: at 375 px the price and "Añadir al carrito" are in view without scrolling, stay there, add to the cart, and never cover the footer', async () => {
    const product = inStock(2);
    const { page, errors } = await open(`/product?id=${product.id}&lng=es`, { viewport: VIEWPORTS.phone, locale: 'es-ES' });
    const bar = page.locator('[data-buy-bar]');
    const add = bar.getByRole('button', { name: 'Añadir al carrito' });
    await add.waitFor();
    const inView = async () => {
      const box = (await add.boundingBox())!;
      const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('[data-buy-bar-add]') !== null, [box.x + box.width / 2, box.y + box.height / 2]);
      return hit && box.y >= 0 && box.y + box.height <= VIEWPORTS.phone.height;
    };
    expect(await inView()).toBe(true);
    expect(await bar.textContent()).toContain(formatEuros(eurosToCents(product.pvp), 'es'));
    await page.mouse.wheel(0, 900);
    await eventually(inView).toBe(true);
    await add.click();
    await cartPanel(page).waitFor({ state: 'visible' });
    expect(await count(page)).toBe('1');
    await page.keyboard.press('Escape');
    // At the very end the bar sits in its own place, above the footer.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = (await page.locator('footer').first().boundingBox())!;
    await eventually(async () => (await bar.boundingBox())!.y + (await bar.boundingBox())!.height <= footer.y + 1).toBe(true);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  it('is not shown at 1280 px, where the buying box is in view', async () => {
    const product = inStock(1);
    const { page } = await open(`/product?id=${product.id}`);
    await productPage(page).locator('[data-add-to-cart]').waitFor();
    expect(await page.locator('[data-buy-bar]').isVisible()).toBe(false);
  });
});

describe('accessibility', () => {
  it.each([['375 px', VIEWPORTS.phone], ['1280 px', VIEWPORTS.desktop]] as const)('axe finds nothing in the open cart panel, empty and filled (%s)', async (_name, viewport) => {
    const product = inStock(2);
    const { page, errors } = await open(`/product?id=${product.id}`, { viewport });
    // The whole page is checked: its product drawn first (a signed-in shopper's page is drawn by the browser).
    await productPage(page).locator('h1').waitFor();
    await cartTrigger(page).click();
    await cartPanel(page).waitFor({ state: 'visible' });
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await productPage(page).locator('[data-add-to-cart]').first().click();
    await cartPanel(page).waitFor({ state: 'visible' });
    const box = await cartPanel(page).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
});
