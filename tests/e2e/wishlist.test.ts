/**
 * Wishlist hearts end to end (spec §2 cards, quick-view, product page, Profile; §4 Wishlist; §5; §8) in
 * real Chromium through the real server, with a signed-in shopper made through the API (the mailed link).
 * WISH-*, CARD-02, QV-17/33, PDP-13, PROF-18..20 ids from the checklist.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { Product } from '../../src/shared/contracts/common.js';
import type { HomeData } from '../../src/shared/contracts/get-products.js';
import type { GetUserWishlistResponse } from '../../src/shared/contracts/get-user-wishlist.js';
import { browserCookies, signedInShopper, type AuthClient } from '../support/auth-client.js';
import { expectNoAxeViolations, VIEWPORTS, type OpenedPage, waitForHydration } from '../support/browser.js';
import { openReusedPage } from '../support/reused-pages.js';
import { e2e } from '../support/e2e.js';
import type { MailCatcher } from '../support/mail-catcher.js';
import { eventually, openWith, readCatalogue } from '../support/product-fixtures.js';
import type { TestStore } from '../support/test-store.js';

let store: TestStore;
let browser: Browser;
let mail: MailCatcher;
let home: HomeData;
let catalogue: Product[];
const opened: OpenedPage[] = [];
/** What Chromium logs for the setWishlist failure a test provokes on purpose. */
const EXPECTED_500 = 'Failed to load resource: the server responded with a status of 500 (Internal Server Error)';

e2e.beforeAll(async ({ store: shared, browser: chromium, mail: catcher }) => {
  [store, browser, mail] = [shared, chromium, catcher];
  home = (await (await store.get('/api/getProducts')).json()) as HomeData;
  catalogue = await readCatalogue(store);
});

afterEach(async () => {
  await Promise.all(opened.splice(0).map((page) => page.close()));
});

interface Options {
  viewport?: { width: number; height: number };
  prepare?: (context: BrowserContext) => Promise<void>;
}

async function open(shopper: AuthClient | null, path: string, { viewport = VIEWPORTS.desktop, prepare }: Options = {}) {
  const cookies = browserCookies(shopper);
  const result = prepare ? await openWith(browser, `${store.url}${path}`, { viewport, storageState: { cookies, origins: [] } }, prepare) : await openReusedPage(browser, `${store.url}${path}`, { viewport, storageState: { cookies, origins: [] } });
  opened.push(result);
  await eventually(() => result.page.locator('[data-menu="user"]').getAttribute('data-session')).toBe(shopper ? 'signed-in' : 'signed-out');
  return result;
}

const wishedIds = async (shopper: AuthClient) =>
  ((await (await shopper.get('/api/getUserWishlist')).json()) as GetUserWishlistResponse).map((entry) => entry.product.id);
const addToWishlist = async (shopper: AuthClient, id: number) =>
  expect((await shopper.post('/api/setWishlist', { product_id: id, action: 'add' })).status).toBe(200);
const productHeart = (page: Page) => page.locator('article[data-page="product"] [data-price-box] [data-wishlist-toggle]');
const cardHeart = (page: Page, id: number) => page.locator(`[data-product-card][data-product-id="${id}"] [data-wishlist-toggle]`).first();

/** Counts the page's requests to /api/<name>. */
function countCalls(page: Page, name: string): () => number {
  let calls = 0;
  page.on('request', (request) => { if (new URL(request.url()).pathname === `/api/${name}`) calls += 1; });
  return () => calls;
}

describe('hearts on cards (§2, §6)', () => {
  it('CARD-02/WISH-06: a visitor sees no heart on the cards and the wishlist is never read', async () => {
    let reads = 0;
    const { page } = await open(null, '/', {
      prepare: async (context) => {
        context.on('request', (request) => { if (request.url().includes('/api/getUserWishlist')) reads += 1; });
      },
    });
    await page.locator('[data-product-card]').first().waitFor();
    expect(await page.locator('[data-product-card]').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-product-card] [data-wishlist-toggle]').count()).toBe(0);
    expect(reads).toBe(0);
  });

  it('CARD-02/WISH-01/02/03: a shopper\'s card heart flips at once, is saved, and the list is read again; the card stays closed', async () => {
    const shopper = await signedInShopper(store, mail);
    const product = home.featuredGames[0]!;
    const { page, errors } = await open(shopper, '/');
    const heart = cardHeart(page, product.id);
    await eventually(() => heart.getAttribute('aria-label')).toBe(`Add ${product.title.en} to your wishlist`);
    const reads = countCalls(page, 'getUserWishlist');
    await heart.click();
    expect(await heart.getAttribute('aria-pressed')).toBe('true');
    await eventually(() => wishedIds(shopper)).toEqual([product.id]);
    await eventually(reads).toBeGreaterThanOrEqual(1);
    expect(await heart.getAttribute('aria-label')).toBe(`Remove ${product.title.en} from your wishlist`);
    expect(await page.locator('dialog[data-quick-view]').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('product page and quick-view (§4 Wishlist)', () => {
  it('PDP-13/WISH-01/02: the heart toggles, persists across a reload and toggles back', async () => {
    const shopper = await signedInShopper(store, mail);
    const product = catalogue[1]!;
    const { page, errors } = await open(shopper, `/product?id=${product.id}`);
    const heart = productHeart(page);
    await eventually(() => heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    await eventually(() => wishedIds(shopper)).toEqual([product.id]);
    await page.reload();
    await waitForHydration(page);
    await eventually(() => productHeart(page).getAttribute('aria-pressed')).toBe('true');
    expect(await productHeart(page).getAttribute('aria-label')).toBe('Remove from wishlist');
    await productHeart(page).click();
    await eventually(() => wishedIds(shopper)).toEqual([]);
    await page.reload();
    await waitForHydration(page);
    await eventually(() => productHeart(page).getAttribute('aria-pressed')).toBe('false');
    expect(errors).toEqual([]);
  });

  it('WISH-03/04/05: a failing call shows the flip at once, ignores clicks while pending, then reverts (only logged)', async () => {
    const shopper = await signedInShopper(store, mail);
    const product = catalogue[2]!;
    let release!: () => void;
    const released = new Promise<void>((resolve) => { release = resolve; });
    let calls = 0;
    const { page, errors } = await open(shopper, `/product?id=${product.id}`, {
      prepare: async (context) => {
        await context.route('**/api/setWishlist', async (route) => {
          calls += 1;
          await released;
          await route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Something went wrong' } } });
        });
      },
    });
    const heart = productHeart(page);
    await eventually(() => heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    expect(await heart.getAttribute('aria-pressed')).toBe('true');
    await heart.click();
    await heart.click();
    expect(await heart.getAttribute('aria-pressed')).toBe('true');
    release();
    await eventually(() => heart.getAttribute('aria-pressed')).toBe('false');
    expect(calls).toBe(1);
    expect(await wishedIds(shopper)).toEqual([]);
    expect(errors.filter((error) => error !== EXPECTED_500)).toEqual([]);
  });

  it('QV-17/QV-33: in the quick-view a shopper\'s heart flips in place and the panel stays open; the card heart agrees', async () => {
    const shopper = await signedInShopper(store, mail);
    const product = home.featuredGames[0]!;
    const { page } = await open(shopper, '/');
    await page.locator(`[data-product-card][data-product-id="${product.id}"] a`).first().click();
    const view = page.locator('dialog[data-quick-view]');
    await view.locator(`article[data-product-id="${product.id}"]`).waitFor();
    const heart = view.locator('[data-wishlist-toggle]');
    await heart.click();
    expect(await heart.getAttribute('aria-pressed')).toBe('true');
    await eventually(() => wishedIds(shopper)).toEqual([product.id]);
    expect(await view.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await eventually(() => cardHeart(page, product.id).getAttribute('aria-pressed')).toBe('true');
  });
});

describe('profile wishlist tab (§2 Profile)', () => {
  it('PROF-18/19/20: lists the wished products; remove takes one out; "Add all to cart" fills the cart', async () => {
    const shopper = await signedInShopper(store, mail);
    const [first, second] = catalogue.filter((product) => product.stock > 2);
    await addToWishlist(shopper, first!.id);
    await addToWishlist(shopper, second!.id);
    const { page, errors } = await open(shopper, '/profile?tab=wishlist');
    const list = page.locator('[data-wishlist-list]');
    await eventually(() => list.locator('[data-wishlist-entry]').count()).toBe(2);
    expect(await list.textContent()).toContain(first!.title.en);
    expect(await list.textContent()).toContain(second!.title.en);

    await list.getByRole('button', { name: `Remove ${first!.title.en} from your wishlist` }).click();
    await eventually(() => list.locator('[data-wishlist-entry]').count()).toBe(1);
    await eventually(() => wishedIds(shopper)).toEqual([second!.id]);

    await page.getByRole('button', { name: 'Add all to cart' }).click();
    await page.locator('[data-menu="cart"] [role="region"]').waitFor({ state: 'visible' });
    expect(await page.locator('[data-cart-count]').textContent()).toBe('1');
    expect(await page.locator(`[data-cart-line="${second!.id}"]`).count()).toBe(1);

    await list.getByRole('button', { name: `Remove ${second!.title.en} from your wishlist` }).click();
    await page.locator('[data-wishlist-empty]').waitFor();
    expect(errors).toEqual([]);
  });

  it.each([['375 px', VIEWPORTS.phone], ['1280 px', VIEWPORTS.desktop]] as const)('axe finds nothing on the filled wishlist tab (%s)', async (_name, viewport) => {
    const shopper = await signedInShopper(store, mail);
    await addToWishlist(shopper, catalogue[0]!.id);
    const { page } = await open(shopper, '/profile?tab=wishlist', { viewport });
    await page.locator('[data-wishlist-entry]').waitFor();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  });
});
