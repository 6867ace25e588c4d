/**
 * The product quick-view panel end to end (spec §2 Product quick-view modal, §4, QV-01..34, CARD-11),
 * opened from home and search cards in real Chromium through the real server, with axe at 375 and 1280 px.
 */
import type { Browser, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { Product } from '../../src/shared/contracts/common.js';
import type { HomeData } from '../../src/shared/contracts/get-products.js';
import { eurosToCents, formatEuros } from '../../src/shared/money.js';
import { expectNoAxeViolations, VIEWPORTS, type OpenedPage, drawnByTheBrowser } from '../support/browser.js';
import { openReusedPage } from '../support/reused-pages.js';
import { e2e } from '../support/e2e.js';
import { eventually, openWith, readCatalogue, withProduct } from '../support/product-fixtures.js';
import type { TestStore } from '../support/test-store.js';

let store: TestStore;
let browser: Browser;
let home: HomeData;
let catalogue: Product[];
const opened: OpenedPage[] = [];

e2e.beforeAll(async ({ store: shared, browser: chromium }) => {
  [store, browser] = [shared, chromium];
  home = (await (await store.get('/api/getProducts')).json()) as HomeData;
  catalogue = await readCatalogue(store);
});

afterEach(async () => {
  await Promise.all(opened.splice(0).map((page) => page.close()));
});

const byId = (id: number) => catalogue.find((product) => product.id === id)!;

async function open(path = '/', options: Parameters<typeof openWith>[2] = {}, prepare?: Parameters<typeof openWith>[3]) {
  const result = prepare ? await openWith(browser, `${store.url}${path}`, options, prepare) : await openReusedPage(browser, `${store.url}${path}`, options);
  opened.push(result);
  return result;
}

const panel = (page: Page) => page.locator('dialog[data-quick-view]');
const cardLink = (page: Page, id: number) => page.locator(`[data-product-card][data-product-id="${id}"] a`).first();

/** Clicks a card of the page and waits for the panel to show the product. */
async function openQuickView(page: Page, id: number) {
  const link = cardLink(page, id);
  await link.scrollIntoViewIfNeeded();
  await link.click();
  await panel(page).locator(`article[data-product-id="${id}"]`).waitFor();
  return panel(page);
}

/** A home card of `id`: home sections are served so that `id` is the first featured game. */
async function homeWith(id: number, options: Parameters<typeof openWith>[2] = {}, extra?: Parameters<typeof openWith>[3]) {
  const product = byId(id);
  return open('/', options, async (context) => {
    await drawnByTheBrowser(context, store.url);
    await context.route('**/api/getProducts', async (route) => {
      const data = structuredClone(home);
      data.featuredGames = [product, ...data.featuredGames.filter((item) => item.id !== id)].slice(0, 9);
      await route.fulfill({ json: data });
    });
    await extra?.(context);
  });
}

describe('opening and closing', () => {
  it('QV-01/02/03/05/CARD-11: a home card opens the panel over a dimmed backdrop, with "Loading details..." while it loads', async () => {
    const product = home.featuredGames[0]!;
    let release!: () => void;
    const released = new Promise<void>((resolve) => { release = resolve; });
    const { page, errors } = await open('/', {}, async (context) => {
      await drawnByTheBrowser(context, store.url);
      await context.route(`**/api/getProduct?id=${product.id}`, async (route) => {
        await released;
        await route.continue();
      });
    });
    await cardLink(page, product.id).click();
    const overlay = panel(page).locator('[data-loading-overlay]');
    await overlay.waitFor();
    expect(await overlay.textContent()).toContain('Loading details...');
    expect(await panel(page).evaluate((dialog: HTMLDialogElement) => dialog.open && dialog.matches(':modal'))).toBe(true);
    const backdrop = await panel(page).evaluate((dialog) => getComputedStyle(dialog, '::backdrop').backgroundColor);
    expect(backdrop).toMatch(/rgba?\(.*0\.\d+\)/);
    expect(page.url()).toBe(`${store.url}/`);
    release();
    await panel(page).locator(`article[data-product-id="${product.id}"]`).waitFor();
    expect(await panel(page).locator('h2#quick-view-title').textContent()).toBe(product.title.en);
    expect(await overlay.count()).toBe(0);
    const hero = panel(page).locator('[data-hero-video], [data-hero-image]').first();
    expect(await hero.getAttribute('src')).toBe(product.video_url ?? product.image_url);
    expect(errors).toEqual([]);
  });

  it('CARD-11: the card stays a real link, so ctrl-click opens the product page in a new tab', async () => {
    const product = home.featuredGames[0]!;
    const { page, context } = await open('/');
    const link = cardLink(page, product.id);
    expect(await link.getAttribute('href')).toBe(`/product?id=${product.id}`);
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click({ modifiers: ['Control'] })]);
    await tab.waitForURL(`**/product?id=${product.id}`);
    expect(await panel(page).count()).toBe(0);
  });

  it('QV-01: a search result card opens the panel too', async () => {
    const { page } = await open('/search?title=a');
    const first = page.locator('[data-product-card]').first();
    await first.waitFor();
    const id = Number(await first.getAttribute('data-product-id'));
    await openQuickView(page, id);
    expect(await panel(page).locator('h2#quick-view-title').textContent()).toBe(byId(id).title.en);
  });

  it('QV-28/29/30: Escape, the close button and a backdrop click close it; focus goes back to the card; the body does not scroll meanwhile', async () => {
    const product = home.featuredGames[0]!;
    const { page, errors } = await open('/');
    const link = cardLink(page, product.id);
    const focusedIsCard = () => page.evaluate((id) => document.activeElement?.closest('[data-product-card]')?.getAttribute('data-product-id') === String(id), product.id);

    await openQuickView(page, product.id);
    // Focus moves into the panel as it opens, on its close button.
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-quick-view-close'))).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 1500);
    await page.waitForTimeout(150);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    await page.keyboard.press('Escape');
    await panel(page).waitFor({ state: 'detached' });
    expect(await focusedIsCard()).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

    await link.click();
    await panel(page).locator('[data-quick-view-close]').click();
    await panel(page).waitFor({ state: 'detached' });
    expect(await focusedIsCard()).toBe(true);

    await link.click();
    await panel(page).locator('article').waitFor();
    const box = (await panel(page).boundingBox())!;
    await page.mouse.click(Math.max(2, box.x - 20), box.y + 40);
    await panel(page).waitFor({ state: 'detached' });
    expect(await focusedIsCard()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('QV-30/UX: focus is trapped inside the panel (Tab never reaches the page behind)', async () => {
    const product = home.featuredGames[0]!;
    const { page } = await open('/');
    await openQuickView(page, product.id);
    for (let step = 0; step < 40; step += 1) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(() => Boolean(document.activeElement?.closest('dialog[data-quick-view]')) || document.activeElement === document.body);
      expect(inside).toBe(true);
    }
  });
});

describe('what the panel shows', () => {
  it('QV-04..10/14/15/16/17/18: rating, title, platform, regions, ≤3 translated genres, More information, price box, stock, actions, game facts', async () => {
    const product = catalogue.find((item) => item.type === 'game' && !item.is_bundle && item.genres.length > 3)!;
    const { page, errors } = await homeWith(product.id);
    const view = await openQuickView(page, product.id);
    expect(await view.locator('[data-rating-band]').count()).toBeGreaterThan(0);
    expect(await view.locator('[data-platform-chip]').textContent()).toContain(product.platform);
    expect(await view.getByRole('list', { name: 'Regions' }).locator('li').count()).toBe(product.region.length);
    const genres = view.locator('[data-genre-chips] li');
    expect(await genres.count()).toBe(3);
    expect(await genres.first().textContent()).not.toBe(product.genres[0]);
    const price = view.locator('[data-price-box]');
    expect(await price.textContent()).toContain(formatEuros(eurosToCents(product.pvp), 'en'));
    expect(await price.locator('[data-stock]').getAttribute('data-stock')).toBe(product.stock >= 10 ? 'in-stock' : 'few-left');
    expect(await view.getByRole('button', { name: 'Add to cart' }).isEnabled()).toBe(true);
    expect(await view.getByRole('button', { name: 'Add to wishlist' }).count()).toBe(1);
    const facts = view.locator('[data-game-facts] [data-fact]');
    expect(await facts.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-fact')))).toEqual(['developer', 'releaseDate', 'publisher']);
    expect(await view.locator('[data-game-facts]').textContent()).toContain(product.developer!);
    await view.getByRole('link', { name: 'More information' }).click();
    await page.waitForURL(`**/product?id=${product.id}`);
    await panel(page).waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it('QV-06/15/16: a pre-order shows its badge; a sold-out product reads sold out and cannot be added; "only N left" below 10', async () => {
    const preorder = catalogue.find((item) => item.is_preorder)!;
    const soldOut = catalogue.find((item) => item.stock === 0)!;
    const { page } = await homeWith(preorder.id, {}, async (context) => {
      await withProduct(store, preorder.id, (product) => { product.stock = 4; })(context);
    });
    let view = await openQuickView(page, preorder.id);
    expect(await view.locator('[data-preorder-badge]').textContent()).toBe('Pre-order');
    expect(await view.locator('[data-stock]').textContent()).toBe('Only 4 left');
    await page.keyboard.press('Escape');
    await panel(page).waitFor({ state: 'detached' });

    const other = await homeWith(soldOut.id);
    view = await openQuickView(other.page, soldOut.id);
    expect(await view.locator('[data-stock]').textContent()).toBe('Sold out');
    expect(await view.locator('[data-add-to-cart]').isDisabled()).toBe(true);
  });

  it('QV-18: the developer / release date / publisher block is for games only', async () => {
    const subscription = catalogue.find((item) => item.type === 'subscription')!;
    const { page } = await homeWith(subscription.id);
    const view = await openQuickView(page, subscription.id);
    expect(await view.locator('[data-game-facts]').count()).toBe(0);
  });

  it('QV-19: a bundle shows its Included Games carousel, best quality first', async () => {
    const bundle = catalogue.find((item) => item.is_bundle && item.bundle_products.length > 0)!;
    const { page } = await homeWith(bundle.id);
    const view = await openQuickView(page, bundle.id);
    const carousel = view.locator('[data-included-games]');
    await carousel.waitFor();
    const qualities = await carousel.locator('li[data-bundle-game]:not([data-copy])').evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-quality'))));
    expect(qualities.length).toBe(bundle.bundle_products.length);
    expect(qualities).toEqual([...qualities].sort((a, b) => b - a));
  });
});

describe('tabs (QV-11..13, QV-31/32)', () => {
  it('QV-11/12/13: About and Requirements, real ARIA tabs with arrow keys; back to About on reopen; no Requirements without requirements', async () => {
    const withRequirements = catalogue.find((item) => !item.is_bundle && item.minimum_requirements && item.type === 'game')!;
    const without = catalogue.find((item) => !item.minimum_requirements && !item.recommended_requirements)!;
    const { page } = await homeWith(withRequirements.id, {}, async (context) => {
      await drawnByTheBrowser(context, store.url);
      await context.route('**/api/getProducts', async (route) => {
        const data = structuredClone(home);
        data.featuredGames = [withRequirements, without, ...data.featuredGames.filter((item) => ![withRequirements.id, without.id].includes(item.id))].slice(0, 9);
        await route.fulfill({ json: data });
      });
    });
    const view = await openQuickView(page, withRequirements.id);
    const tabs = view.getByRole('tab');
    expect(await tabs.allTextContents()).toEqual(['About', 'Requirements']);
    expect(await view.getByRole('tab', { name: 'About' }).getAttribute('aria-selected')).toBe('true');
    await view.getByRole('tab', { name: 'About' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await view.getByRole('tab', { name: 'Requirements' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Requirements');
    const panelText = await view.getByRole('tabpanel').textContent();
    expect(panelText).toContain(Object.values(withRequirements.minimum_requirements!)[0]);
    await page.keyboard.press('ArrowRight');
    expect(await view.getByRole('tab', { name: 'About' }).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowLeft');
    expect(await view.getByRole('tab', { name: 'Requirements' }).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Escape');
    await panel(page).waitFor({ state: 'detached' });
    await openQuickView(page, withRequirements.id);
    expect(await view.getByRole('tab', { name: 'About' }).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Escape');
    await panel(page).waitFor({ state: 'detached' });
    const second = await openQuickView(page, without.id);
    expect(await second.getByRole('tab').allTextContents()).toEqual(['About']);
  });

  it('QV-31/32: a description over 600 characters is clamped to 10 lines with Read more / Show less; a short one has neither', async () => {
    const long = catalogue.find((item) => item.type === 'game' && item.description.en.replace(/<[^>]+>/g, '').length > 700)!;
    const short = catalogue.find((item) => item.description.en.replace(/<[^>]+>/g, '').length < 500)!;
    const { page } = await homeWith(long.id, {}, async (context) => {
      await drawnByTheBrowser(context, store.url);
      await context.route('**/api/getProducts', async (route) => {
        const data = structuredClone(home);
        data.featuredGames = [long, short, ...data.featuredGames.filter((item) => ![long.id, short.id].includes(item.id))].slice(0, 9);
        await route.fulfill({ json: data });
      });
    });
    const view = await openQuickView(page, long.id);
    const description = view.locator('[data-description]');
    expect(await description.evaluate((element) => getComputedStyle(element).webkitLineClamp)).toBe('10');
    const clampedHeight = await description.evaluate((element) => element.getBoundingClientRect().height);
    const lineHeight = await description.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
    // 10 lines of text, plus the margins between its paragraphs.
    expect(clampedHeight).toBeLessThanOrEqual(lineHeight * 11.5);
    await view.getByRole('button', { name: 'Read more' }).click();
    expect(await description.evaluate((element) => getComputedStyle(element).webkitLineClamp)).toBe('none');
    expect(await description.evaluate((element) => element.getBoundingClientRect().height)).toBeGreaterThan(clampedHeight);
    await view.getByRole('button', { name: 'Show less' }).click();
    expect(await description.getAttribute('data-clamped')).toBe('true');
    await page.keyboard.press('Escape');
    await panel(page).waitFor({ state: 'detached' });
    const other = await openQuickView(page, short.id);
    expect(await other.getByRole('button', { name: /Read more|Show less/ }).count()).toBe(0);
  });
});

describe('gallery and lightbox (QV-20..27)', () => {
  it('QV-20..27: first image large, next 3 small, See all over 4; the lightbox wraps by mouse and keyboard and closes', async () => {
    const product = catalogue.find((item) => item.media.length > 4 && !item.is_bundle)!;
    const count = product.media.length;
    const { page, errors } = await homeWith(product.id);
    const view = await openQuickView(page, product.id);
    expect(await view.locator('[data-gallery-item="large"]').count()).toBe(1);
    expect(await view.locator('[data-gallery-item="small"]').count()).toBe(3);
    expect(await view.locator('[data-gallery-see-all]').count()).toBe(1);
    await view.locator('[data-gallery-item="large"]').click();
    const lightbox = page.locator('dialog[data-lightbox]');
    await lightbox.locator('[data-lightbox-image]').waitFor();
    const index = () => lightbox.getAttribute('data-index').then(Number);
    const shown = () => lightbox.locator('[data-lightbox-image]').getAttribute('src');
    expect(await index()).toBe(0);
    expect(await shown()).toBe(product.media[0]);
    await lightbox.getByRole('button', { name: 'Previous image' }).click();
    expect(await index()).toBe(count - 1);
    expect(await shown()).toBe(product.media[count - 1]);
    await lightbox.getByRole('button', { name: 'Next image' }).click();
    expect(await index()).toBe(0);
    await page.keyboard.press('ArrowLeft');
    expect(await index()).toBe(count - 1);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await index()).toBe(1);
    expect(await lightbox.locator('[data-lightbox-position]').textContent()).toBe(`Image 2 of ${count}`);
    await lightbox.getByRole('button', { name: 'Close the image viewer' }).click();
    await lightbox.waitFor({ state: 'detached' });
    expect(await panel(page).isVisible()).toBe(true);
    // See all opens at the fifth image; Escape closes the lightbox only, then the panel.
    await view.locator('[data-gallery-see-all]').click();
    await eventually(() => page.locator('dialog[data-lightbox]').getAttribute('data-index')).toBe('4');
    await page.keyboard.press('Escape');
    await page.locator('dialog[data-lightbox]').waitFor({ state: 'detached' });
    expect(await panel(page).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await panel(page).waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });
});

describe('gallery sizes (QV-22, CONST-19..21)', () => {
  it('CONST-21: with 4 images or fewer there is no See all tile; without media no gallery', async () => {
    const product = catalogue.find((item) => item.media.length > 4 && !item.is_bundle)!;
    const { page } = await homeWith(product.id, {}, withProduct(store, product.id, (changed) => { changed.media = changed.media.slice(0, 4); }));
    const view = await openQuickView(page, product.id);
    expect(await view.locator('[data-gallery-item="small"]').count()).toBe(3);
    expect(await view.locator('[data-gallery-see-all]').count()).toBe(0);
    const none = await homeWith(product.id, {}, withProduct(store, product.id, (changed) => { changed.media = []; }));
    const empty = await openQuickView(none.page, product.id);
    expect(await empty.locator('[data-gallery]').count()).toBe(0);
  });
});

describe('visitors (QV-34, §5, decision 24)', () => {
  it('QV-34: the heart closes the panel and sends the visitor to /login, keeping where they were', async () => {
    const product = home.featuredGames[0]!;
    const { page } = await open('/');
    const view = await openQuickView(page, product.id);
    await view.locator('[data-wishlist-toggle]').click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/');
    await panel(page).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  it('§5: add to cart sends the visitor to /login', async () => {
    const product = home.featuredGames[0]!;
    const { page } = await open('/');
    const view = await openQuickView(page, product.id);
    await view.getByRole('button', { name: 'Add to cart' }).click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/');
    await panel(page).waitFor({ state: 'detached' });
  });
});

describe('accessibility and languages', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`axe: no violation with the panel open and with the lightbox open (${name})`, async () => {
      const product = catalogue.find((item) => item.media.length > 4 && !item.is_bundle)!;
      const { page } = await homeWith(product.id, { viewport, reducedMotion: 'reduce' });
      const view = await openQuickView(page, product.id);
      await expectNoAxeViolations(page);
      await view.locator('[data-gallery-item="large"]').click();
      await page.locator('dialog[data-lightbox] [data-lightbox-image]').waitFor();
      await expectNoAxeViolations(page);
    });
  }

  it('I18N: in Spanish the loading overlay reads "Cargando detalles..." and texts are Spanish', async () => {
    const product = home.featuredGames[0]!;
    let release!: () => void;
    const released = new Promise<void>((resolve) => { release = resolve; });
    const { page } = await open('/?lng=es', { locale: 'es-ES' }, async (context) => {
      await drawnByTheBrowser(context, store.url);
      await context.route(`**/api/getProduct?id=${product.id}`, async (route) => {
        await released;
        await route.continue();
      });
    });
    await cardLink(page, product.id).click();
    await panel(page).locator('[data-loading-overlay]').waitFor();
    expect(await panel(page).locator('[data-loading-overlay]').textContent()).toContain('Cargando detalles...');
    release();
    await panel(page).locator('article').waitFor();
    expect(await panel(page).getByRole('button', { name: 'Añadir al carrito' }).count()).toBe(1);
    expect(await panel(page).textContent()).toContain(formatEuros(eurosToCents(product.pvp), 'es'));
  });
});
