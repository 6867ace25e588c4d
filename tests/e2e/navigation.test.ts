/**
 * The fixed top navigation (spec §2, NAV-01..43): menus by mouse and keyboard, their close delays, the
 * promo banner, search box, cart, Pixels, the visitor's menu and the mobile menu at 375 px.
 */
import type { Browser, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { IN_MOTION, openPage, VIEWPORTS, type OpenedPage } from '../support/browser.js';
import { openReusedPage } from '../support/reused-pages.js';
import { e2e } from '../support/e2e.js';
import type { TestStore } from '../support/test-store.js';
import { eventually } from '../support/product-fixtures.js';

let store: TestStore;
let browser: Browser;
const opened: OpenedPage[] = [];

e2e.beforeAll(async ({ store: shared, browser: chromium }) => {
  [store, browser] = [shared, chromium];
});

// Each test closes its pages: pages left open keep playing videos and slow the next tests down.
afterEach(async () => {
  await Promise.all(opened.splice(0).map((page) => page.close()));
});

async function open(path = '/', options: Parameters<typeof openPage>[2] = {}): Promise<OpenedPage> {
  const page = await openReusedPage(browser, `${store.url}${path}`, options);
  opened.push(page);
  await page.page.locator('[data-top-bar]').waitFor();
  // The account menu is neutral until the session is read (AUTH-01): tests of its items start after that.
  await page.page.locator('[data-menu="user"]:not([data-session="loading"])').waitFor({ state: 'attached' });
  return page;
}

const trigger = (page: Page, menu: string) => page.locator(`[data-menu="${menu}"] > button`);
const panel = (page: Page, menu: string) => page.locator(`[data-menu="${menu}"] > [id$="-panel"]`);
const isOpen = async (page: Page, menu: string) => (await trigger(page, menu).getAttribute('aria-expanded')) === 'true';
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
const hrefsIn = (page: Page, selector: string) =>
  page.locator(`${selector} a`).evaluateAll((links) => links.map((link) => [link.textContent?.trim(), link.getAttribute('href')]));

/** Opens a menu by hovering it, then measures in the page how long it stays open once the pointer leaves. */
/**
 * The menu stays open `delayMs` after the pointer leaves and closes then. Timed on Playwright's clock, paused
 * while the pointer leaves: real time on a loaded machine adds late timers and slow frames, which would blur
 * 200 ms with 300 ms. React's own scheduling is not on that clock, so each state is read once it has settled.
 */
async function expectClosesAfter(page: Page, menu: string, delayMs: number): Promise<void> {
  await page.clock.install();
  await trigger(page, menu).hover();
  await eventually(() => isOpen(page, menu)).toBe(true);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await page.mouse.move(5, 700);
  await page.clock.runFor(delayMs - 10);
  await page.waitForTimeout(150);
  expect(await isOpen(page, menu), `open ${delayMs - 10} ms after the pointer left`).toBe(true);
  await page.clock.runFor(20);
  await eventually(() => isOpen(page, menu)).toBe(false);
}

describe('bar (desktop, 1280 px)', () => {
  it('NAV-01/02: the bar is fixed at the top and the logo links home', async () => {
    const { page } = await open('/search');
    expect(await page.locator('[data-top-bar]').evaluate((bar) => getComputedStyle(bar).position)).toBe('fixed');
    await page.evaluate(() => window.scrollTo(0, 2000));
    expect(await page.locator('[data-top-bar]').evaluate((bar) => bar.getBoundingClientRect().top)).toBe(0);
    await page.locator('[data-top-bar] [data-logo]').click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('NAV-13/31: submitting the search box goes to /search?title=<text>', async () => {
    const { page } = await open('/');
    const box = page.locator('[data-top-bar] [data-search-box] input');
    await box.fill('neon drift');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search');
    expect(new URL(page.url()).searchParams.get('title')).toBe('neon drift');
  });

  it('NAV-32: an empty submit still goes to /search with an empty title', async () => {
    const { page } = await open('/');
    await page.locator('[data-top-bar] [data-search-box] input').press('Enter');
    await page.waitForURL((url) => url.pathname === '/search');
    expect(new URL(page.url()).search).toBe('?title=');
  });

  it('NAV-33/14: the magnifier goes to the plain /search, where the box is hidden', async () => {
    const { page } = await open('/');
    await page.locator('[data-top-bar] [data-search-box] a').click();
    await page.waitForURL((url) => url.pathname === '/search');
    expect(new URL(page.url()).search).toBe('');
    await page.locator('[data-page="search"]').waitFor();
    expect(await page.locator('[data-top-bar] [data-search-box]').count()).toBe(0);
  });

  it('NAV-15/16: the cart button shows 0 and opens the empty cart panel', async () => {
    const { page } = await open('/');
    expect(await page.locator('[data-cart-count]').textContent()).toBe('0');
    await trigger(page, 'cart').click();
    const cart = panel(page, 'cart');
    await cart.waitFor();
    expect(await cart.getByRole('heading').textContent()).toBe('Shopping cart');
    expect(await cart.locator('[data-cart-empty]').textContent()).toBe('No products');
  });

  it('NAV-16: in Spanish the cart panel is "Carrito de Compras" with "Sin productos"', async () => {
    const { page } = await open('/?lng=es');
    await trigger(page, 'cart').click();
    const cart = panel(page, 'cart');
    await cart.waitFor();
    expect(await cart.getByRole('heading').textContent()).toBe('Carrito de Compras');
    expect(await cart.locator('[data-cart-empty]').textContent()).toBe('Sin productos');
  });

  it('NAV-17: the Pixels counter shows 0 with a Coming soon mark', async () => {
    const { page } = await open('/');
    const pixels = page.locator('[data-top-bar] [data-pixels-counter]').filter({ visible: true });
    expect(await pixels.textContent()).toBe('0PixelsComing soon');
  });

  it('NAV-18/25/26/27: the visitor menu: grey dot, "Disconnected", log in, sign up, change language, help', async () => {
    const { page } = await open('/');
    const user = page.locator('[data-menu="user"]');
    expect(await user.locator('[data-presence]').getAttribute('data-presence')).toBe('offline');
    expect(await user.locator('[data-presence]').evaluate((dot) => getComputedStyle(dot).backgroundColor)).toBe('rgb(133, 144, 168)');
    expect(await user.locator('[data-user-name]').textContent()).toBe('Disconnected');
    await trigger(page, 'user').click();
    const items = page.getByRole('menu').getByRole('menuitem');
    expect(await items.allTextContents()).toEqual(['Log in', 'Sign up', 'Change languageEspañol', 'Help']);
    expect(await page.getByRole('menuitem', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(await page.getByRole('menuitem', { name: 'Sign up' }).getAttribute('href')).toBe('/signup');
    expect(await page.getByRole('menuitem', { name: 'Help' }).getAttribute('href')).toBe('/help');
  });
});

describe('Games mega menu', () => {
  it('NAV-19/03..06: opens on hover with PC launchers, consoles, genres and special offers', async () => {
    const { page } = await open('/');
    await trigger(page, 'games').hover();
    await eventually(() => isOpen(page, 'games')).toBe(true);
    const games = panel(page, 'games');
    await games.getByRole('link', { name: 'Steam', exact: true }).waitFor();
    const headings = await games.locator('h2').allTextContents();
    expect(headings).toEqual(['PC launchers', 'Consoles', 'Genres', 'Special offers']);
  });

  it('NAV-39/40/43/36: platform and genre links carry the spec\'s search values', async () => {
    const { page } = await open('/');
    await trigger(page, 'games').hover();
    const games = panel(page, 'games');
    await games.getByRole('link', { name: 'Steam', exact: true }).waitFor();
    const hrefs = new Map((await hrefsIn(page, '[data-menu="games"] > [id$="-panel"]')) as [string, string][]);
    const platforms = ['Steam', 'Epic Games', 'Battle.net', 'EA App', 'Ubisoft Connect', 'GOG.com', 'Microsoft Store', 'Rockstar',
      'PlayStation 5', 'PlayStation 4', 'Xbox Series X|S', 'Xbox One', 'Nintendo Switch'];
    for (const platform of platforms) {
      const href = hrefs.get(platform);
      expect(href, platform).toBeDefined();
      expect(new URL(href!, store.url).searchParams.get('platform')).toBe(platform);
    }
    const genreValues = [...hrefs.values()].map((href) => new URL(href, store.url).searchParams.get('genre')).filter(Boolean);
    expect(genreValues).toEqual(['action', 'arcade', 'racing', 'sports', 'strategy', 'early_access', 'fps', 'indie', 'platform', 'rpg', 'simulation', 'single_player', 'vr']);
  });

  it('NAV-34/35/37/38: special offers: under 20 € (euro sign), newest, bundles and show all', async () => {
    const { page } = await open('/');
    await trigger(page, 'games').hover();
    const games = panel(page, 'games');
    await games.getByRole('link', { name: 'Show all games' }).waitFor();
    const under = games.getByRole('link', { name: /^Under/ });
    expect(await under.textContent()).toBe('Under €20');
    expect(await under.textContent()).not.toContain('$');
    expect(await under.getAttribute('href')).toBe('/search?max_price=20');
    expect(await games.getByRole('link', { name: 'New releases' }).getAttribute('href')).toBe('/search?orderby=newest');
    expect(await games.getByRole('link', { name: 'Game bundles' }).getAttribute('href')).toBe('/search');
    expect(await games.getByRole('link', { name: 'Show all games' }).getAttribute('href')).toBe('/search');
  });

  it('NAV-10: the help box links to /help', async () => {
    const { page } = await open('/');
    await trigger(page, 'games').hover();
    const help = panel(page, 'games').getByRole('link', { name: 'Get help' });
    await help.waitFor();
    expect(await help.getAttribute('href')).toBe('/help');
  });

  it('NAV-07/08: the promo shows the banner product and plays its video on hover', async () => {
    const banner = (await (await store.get('/api/getProduct?is_banner=true')).json()) as { id: number; title: { en: string }; video_url: string };
    const { page } = await open('/', IN_MOTION);
    await trigger(page, 'games').hover();
    const promo = page.locator('[data-promo-banner]');
    await promo.waitFor();
    expect(await promo.textContent()).toContain(banner.title.en);
    expect(await promo.getAttribute('href')).toBe(`/product?id=${banner.id}`);
    expect(await promo.locator('video').count()).toBe(0);
    await promo.hover();
    const video = promo.locator('video[data-hover-video]');
    await video.waitFor({ state: 'attached' });
    expect(await video.getAttribute('src')).toBe(banner.video_url);
    await eventually(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0)).toBe(true);
  });

  it('NAV-09: when the promo video fails, the banner keeps its image', async () => {
    const { page, context } = await open('/', IN_MOTION);
    let failVideo = () => {};
    const videoFailed = new Promise<void>((resolve) => { failVideo = resolve; });
    await context.route('**/media/video/**', async (route) => {
      await route.fulfill({ status: 404, body: '' });
      failVideo();
    });
    await trigger(page, 'games').hover();
    const promo = page.locator('[data-promo-banner]');
    await promo.waitFor();
    await promo.hover();
    await videoFailed;
    await eventually(() => promo.locator('video').count()).toBe(0);
    expect(await promo.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  });

  it('NAV-20: the Games menu closes 300 ms after the pointer leaves', async () => {
    const { page } = await open('/');
    await expectClosesAfter(page, 'games', 300);
  });

  it('NAV-19: moving back in before the delay keeps the menu open', async () => {
    const { page } = await open('/');
    await trigger(page, 'games').hover();
    await eventually(() => isOpen(page, 'games')).toBe(true);
    await page.mouse.move(5, 700);
    await page.waitForTimeout(100);
    await trigger(page, 'games').hover();
    await page.waitForTimeout(500);
    expect(await isOpen(page, 'games')).toBe(true);
  });

  it('NAV-22: a click outside closes the menu at once', async () => {
    const { page } = await open('/');
    await trigger(page, 'games').focus();
    await page.keyboard.press('Enter');
    await eventually(() => isOpen(page, 'games')).toBe(true);
    await page.mouse.click(640, 700);
    expect(await isOpen(page, 'games')).toBe(false);
  });

  it('NAV-19 (keyboard): Enter opens on the first item, arrows move, Escape closes and returns focus', async () => {
    const { page } = await open('/');
    await trigger(page, 'games').focus();
    await page.keyboard.press('Enter');
    await eventually(() => isOpen(page, 'games')).toBe(true);
    await eventually(() => focusedText(page)).toBe('Steam');
    await page.keyboard.press('ArrowDown');
    expect(await focusedText(page)).toBe('Epic Games');
    await page.keyboard.press('ArrowDown');
    expect(await focusedText(page)).toBe('Battle.net');
    await page.keyboard.press('ArrowUp');
    expect(await focusedText(page)).toBe('Epic Games');
    await page.keyboard.press('Home');
    expect(await focusedText(page)).toBe('Steam');
    await page.keyboard.press('Escape');
    expect(await isOpen(page, 'games')).toBe(false);
    expect(await trigger(page, 'games').evaluate((button) => button === document.activeElement)).toBe(true);
  });

  it('NAV-19 (keyboard): ArrowDown on the trigger opens the menu; Enter on an item follows it', async () => {
    const { page } = await open('/');
    await trigger(page, 'games').focus();
    await page.keyboard.press('ArrowDown');
    await eventually(() => focusedText(page)).toBe('Steam');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('platform') === 'Steam');
    await eventually(() => isOpen(page, 'games')).toBe(false);
  });
});

describe('Subscriptions and user menus', () => {
  it('NAV-11/12/41/42: gaming top-ups, gift cards, streaming and other services link to their platforms, each once (decision 31)', async () => {
    const { page } = await open('/');
    await trigger(page, 'subscriptions').hover();
    const subscriptions = panel(page, 'subscriptions');
    await subscriptions.getByRole('link', { name: 'Roblox' }).waitFor();
    expect(await subscriptions.locator('h2').allTextContents()).toEqual(['Gaming top-ups', 'Gift cards', 'Streaming services', 'Other services']);
    const platforms = (await hrefsIn(page, '[data-menu="subscriptions"] > [id$="-panel"]'))
      .map(([, href]) => new URL(href!, store.url).searchParams.get('platform'))
      .filter(Boolean);
    for (const platform of ['PlayStation Store', 'Xbox Live', 'Xbox Game Pass', 'Nintendo eShop', 'Roblox', 'Steam Wallet',
      'Amazon', 'Spotify Cards', 'Paypal', 'Discord', 'ChatGPT Plus', 'Spotify', 'Apple Music', 'YouTube Premium']) {
      expect(platforms, platform).toContain(platform);
    }
    expect(new Set(platforms).size, 'each brand once').toBe(platforms.length);
    const column = (title: string) => subscriptions.locator('section').filter({ has: page.locator('h2', { hasText: title }) }).getByRole('link').allTextContents();
    expect(await column('Gift cards')).toContain('Steam Wallet');
    expect(await column('Gift cards')).not.toContain('Discord');
    expect(await column('Other services')).toEqual(['Discord']);
  });

  it('NAV-21: the Subscriptions menu closes 200 ms after the pointer leaves', async () => {
    const { page } = await open('/');
    await expectClosesAfter(page, 'subscriptions', 200);
  });

  it('NAV-21: the user menu closes 200 ms after the pointer leaves', async () => {
    const { page } = await open('/');
    await expectClosesAfter(page, 'user', 200);
  });

  it('NAV-22: outside clicks close the Subscriptions and user menus', async () => {
    const { page } = await open('/');
    for (const menu of ['subscriptions', 'user']) {
      await trigger(page, menu).focus();
      await page.keyboard.press('Enter');
      await eventually(() => isOpen(page, menu)).toBe(true);
      await page.mouse.click(640, 700);
      expect(await isOpen(page, menu)).toBe(false);
    }
  });

  it('NAV-19 (keyboard): the user menu works as a menu button', async () => {
    const { page } = await open('/');
    await trigger(page, 'user').focus();
    await page.keyboard.press('ArrowDown');
    await eventually(() => focusedText(page)).toBe('Log in');
    await page.keyboard.press('ArrowDown');
    expect(await focusedText(page)).toBe('Sign up');
    await page.keyboard.press('End');
    expect(await focusedText(page)).toBe('Help');
    await page.keyboard.press('ArrowDown');
    expect(await focusedText(page)).toBe('Log in');
    await page.keyboard.press('Escape');
    expect(await isOpen(page, 'user')).toBe(false);
    expect(await trigger(page, 'user').evaluate((button) => button === document.activeElement)).toBe(true);
  });

  it('NAV-19 (keyboard): Space opens the Subscriptions menu on its first item', async () => {
    const { page } = await open('/');
    await trigger(page, 'subscriptions').focus();
    await page.keyboard.press(' ');
    await eventually(() => focusedText(page)).toBe('PlayStation Store');
    await page.keyboard.press('Escape');
    expect(await isOpen(page, 'subscriptions')).toBe(false);
  });

  it('only one menu is open at a time', async () => {
    const { page } = await open('/');
    await trigger(page, 'games').hover();
    await eventually(() => isOpen(page, 'games')).toBe(true);
    await trigger(page, 'subscriptions').hover();
    await eventually(() => isOpen(page, 'subscriptions')).toBe(true);
    expect(await isOpen(page, 'games')).toBe(false);
  });
});

describe('mobile menu (375 px)', () => {
  it('NAV-23: below 768 px the bar shows a hamburger instead of the menus', async () => {
    const { page } = await open('/', { viewport: VIEWPORTS.phone });
    expect(await trigger(page, 'mobile').isVisible()).toBe(true);
    expect(await trigger(page, 'games').isVisible()).toBe(false);
    expect(await trigger(page, 'user').isVisible()).toBe(false);
    const { page: wide } = await open('/', { viewport: { width: 768, height: 800 } });
    expect(await trigger(wide, 'mobile').isVisible()).toBe(false);
    expect(await trigger(wide, 'games').isVisible()).toBe(true);
  });

  it('NAV-24: the mobile menu repeats the navigation and the visitor items; Escape closes it', async () => {
    const { page, errors } = await open('/', { viewport: VIEWPORTS.phone });
    const hamburger = trigger(page, 'mobile');
    await hamburger.click();
    expect(await hamburger.getAttribute('aria-expanded')).toBe('true');
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await menu.getByText('Games', { exact: true }).click();
    await menu.getByRole('link', { name: 'PlayStation 5' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Under €20' }).getAttribute('href')).toBe('/search?max_price=20');
    await menu.getByText('Subscriptions', { exact: true }).click();
    expect(await menu.getByRole('link', { name: 'Roblox' }).first().isVisible()).toBe(true);
    expect(await menu.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(await menu.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup');
    expect(await menu.getByRole('link', { name: 'Help' }).getAttribute('href')).toBe('/help');
    expect(await menu.getByRole('button', { name: /Change language/ }).count()).toBe(1);
    expect(await menu.locator('[data-user-name]').textContent()).toBe('Disconnected');
    expect(await menu.locator('[data-pixels-counter]').textContent()).toContain('Coming soon');
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    expect(await hamburger.getAttribute('aria-expanded')).toBe('false');
    expect(await hamburger.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    expect(errors).toEqual([]);
  });

  it('NAV-24: following a link in the mobile menu closes it', async () => {
    const { page } = await open('/', { viewport: VIEWPORTS.phone });
    await trigger(page, 'mobile').click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await menu.getByText('Games', { exact: true }).click();
    await menu.getByRole('link', { name: 'Nintendo Switch' }).click();
    await page.waitForURL((url) => url.searchParams.get('platform') === 'Nintendo Switch');
    expect(await trigger(page, 'mobile').getAttribute('aria-expanded')).toBe('false');
  });

  it('NAV-31 (mobile): the menu\'s search box submits to /search?title=', async () => {
    const { page } = await open('/', { viewport: VIEWPORTS.phone });
    await trigger(page, 'mobile').click();
    const box = page.getByRole('navigation', { name: 'Menu' }).getByRole('searchbox');
    await box.fill('starfall');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('title') === 'starfall');
  });
});
