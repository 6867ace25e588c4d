/**
 * The app shell end to end (issue 3): routes and guards, the error boundary, scrolling, languages and the
 * client cache, in real Chromium against the real server with a fresh seeded database.
 */
import type { Browser, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, openPage, VIEWPORTS, type OpenedPage, waitForHydration } from '../support/browser.js';
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

async function open(path: string, options: Parameters<typeof openPage>[2] = {}): Promise<OpenedPage> {
  const page = await openReusedPage(browser, `${store.url}${path}`, options);
  opened.push(page);
  return page;
}

const pathOf = (page: Page) => new URL(page.url()).pathname;
const h1 = (page: Page) => page.locator('h1').first();

describe('routes (spec §2)', () => {
  it('ROUTE-01: / is open to all and shows the home page', async () => {
    const { page, errors } = await open('/');
    await page.locator('[data-page="home"]').waitFor();
    expect(await page.locator('h1').count()).toBe(1);
    await eventually(() => page.locator('[data-product-card]').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('ROUTE-05: /profile redirects a visitor to /login', async () => {
    const { page } = await open('/profile');
    await page.waitForURL((url) => url.pathname === '/login');
    await eventually(() => h1(page).textContent()).toBe('Log in');
  });

  it('ROUTE-16: /checkout redirects a visitor to / (not to /login)', async () => {
    const { page } = await open('/checkout');
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('[data-page="home"]').waitFor();
  });

  it('ROUTE-24: any other path redirects to /', async () => {
    const { page } = await open('/no/such/page?x=1');
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('[data-page="home"]').waitFor();
  });

  it('ROUTE-23: /error shows a generic error page with a way back', async () => {
    const { page, errors } = await open('/error');
    await eventually(() => h1(page).textContent()).toBe('Something went wrong');
    expect(await page.locator('main a[href="/"]').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it.each(['/help', '/news', '/aboutUs', '/collaborate', '/privacy', '/terms', '/cookies', '/legal'])(
    'ROUTE-10/14/17..22: %s is open to all and keeps its address',
    async (path) => {
      const { page } = await open(path);
      await h1(page).waitFor();
      expect(pathOf(page)).toBe(path);
    },
  );

  it('ROUTE-13: /new?id= is open to all', async () => {
    const [first] = (await (await store.get('/api/getNews')).json()) as { id: number }[];
    const { page } = await open(`/new?id=${first!.id}`);
    await h1(page).waitFor();
    expect(pathOf(page)).toBe('/new');
  });

  it('ROUTE-11: /search lists the products of /api/search for the address query as cards', async () => {
    const expected = (await (await store.get('/api/search?title=starfall')).json()) as { id: number }[];
    expect(expected.length).toBeGreaterThan(0);
    const { page, errors } = await open('/search?title=starfall');
    await eventually(() => page.locator('[data-product-card]').count()).toBe(expected.length);
    const ids = await page.locator('[data-product-card]').evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-product-id'))));
    expect(ids).toEqual(expected.map((product) => product.id));
    expect(errors).toEqual([]);
  });

  it('ROUTE-12: /product?id= shows title, image, price and the sanitised description', async () => {
    const product = (await (await store.get('/api/getProduct?id=1')).json()) as { title: { en: string }; description: { en: string } };
    const { page, errors } = await open('/product?id=1');
    await eventually(() => h1(page).textContent()).toBe(product.title.en);
    expect(await page.locator('[data-page="product"] img[width="616"][height="353"]').count()).toBe(1);
    expect(await page.locator('[data-page="product"]').textContent()).toMatch(/€\d+\.\d{2}/);
    expect(await page.locator('[data-page="product"] script').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('ROUTE-12: an unknown product shows Product Not Found with a way back to the store', async () => {
    const { page } = await open('/product?id=999999');
    await eventually(() => h1(page).textContent()).toBe('Product Not Found');
    expect(await page.getByRole('link', { name: 'Return to Store' }).getAttribute('href')).toBe('/');
  });
});

describe('render failures (spec §2, §8, decision 13)', () => {
  it('ROUTE-26/27: a page that fails to render silently redirects to / and reports the error', async () => {
    const reports: string[] = [];
    const { page, context } = await open('/');
    await page.locator('[data-page="home"]').waitFor();
    await context.route('**/api/reportClientError', async (route) => {
      reports.push(route.request().postData() ?? '');
      await route.fulfill({ status: 204 });
    });
    // The product page's code is replaced by a component that throws while rendering.
    await context.route(/\/assets\/product-page-[^/]+\.js$/, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'export default function Broken() { throw new Error("render failure for the test"); }' }));
    await page.goto(`${store.url}/product?id=1`);
    await waitForHydration(page);
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('[data-page="home"]').waitFor();
    expect(await page.getByText('render failure for the test').count()).toBe(0);
    await eventually(() => reports.length).toBeGreaterThan(0);
    const report = JSON.parse(reports[0]!) as { message: string; stack: string; path: string };
    expect(report.message).toBe('render failure for the test');
    expect(report.path).toBe('/product');
    expect(typeof report.stack).toBe('string');
  });
});

describe('scrolling (spec §2)', () => {
  it('ROUTE-25: the page scrolls to top on each navigation', async () => {
    const { page } = await open('/');
    await page.locator('[data-footer]').scrollIntoViewIfNeeded();
    await eventually(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.locator('[data-footer] a[href="/search"]').click();
    await page.waitForURL((url) => url.pathname === '/search');
    await eventually(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

describe('languages (spec §1)', () => {
  it('I18N-03: a browser asking for neither language gets English; <html lang> follows', async () => {
    const { page } = await open('/', { locale: 'fr-FR' });
    await page.locator('[data-page="home"]').waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.getByRole('heading', { name: 'Featured games' }).count()).toBe(1);
  });

  it('I18N-04: a Spanish browser gets Spanish', async () => {
    const { page } = await open('/', { locale: 'es-ES' });
    await page.getByRole('heading', { name: 'Juegos destacados' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('es');
  });

  it('I18N-02/05: the toggle switches language, stores it under "language" and survives a reload', async () => {
    const { page } = await open('/');
    await page.getByRole('heading', { name: 'Featured games' }).waitFor();
    await page.locator('[data-menu="user"] > button').click();
    await page.getByRole('menuitem', { name: /Change language/ }).click();
    await page.getByRole('heading', { name: 'Juegos destacados' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('es');
    await page.reload();
    await waitForHydration(page);
    await page.getByRole('heading', { name: 'Juegos destacados' }).waitFor();
    await expect.poll(() => page.locator('[data-user-name]').first().textContent()).toBe('Desconectado');
  });

  it('I18N-04: ?lng=en and ?lng=es switch the language (the query string comes first)', async () => {
    const { page } = await open('/?lng=es');
    await page.getByRole('heading', { name: 'Juegos destacados' }).waitFor();
    await page.goto(`${store.url}/?lng=en`);
    await waitForHydration(page);
    await page.getByRole('heading', { name: 'Featured games' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
  });

  it('I18N-06: an injected lng value is discarded and the next source decides', async () => {
    const { page, errors } = await open(`/?lng=${encodeURIComponent('<script>alert(1)</script>')}`, { locale: 'es-ES' });
    await page.getByRole('heading', { name: 'Juegos destacados' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    await page.goto(`${store.url}/?lng=${encodeURIComponent('en" onmouseover="x()')}`);
    await waitForHydration(page);
    await page.getByRole('heading', { name: 'Juegos destacados' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('es');
    expect(errors).toEqual([]);
  });

  it('I18N-06: a tampered stored language is ignored too', async () => {
    const { page } = await open('/');
    await page.evaluate(() => localStorage.setItem('language', 'xx<img src=x>'));
    await page.reload();
    await waitForHydration(page);
    await page.getByRole('heading', { name: 'Featured games' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
  });
});

describe('client cache (spec §9)', () => {
  it('CACHE-02/09: product reads are kept in local storage, keyed by request and "anonymous"', async () => {
    const { page } = await open('/product?id=1');
    await h1(page).waitFor();
    await eventually(() => page.evaluate(() => localStorage.getItem('pixelkeys-cache'))).toContain('"id":1');
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('pixelkeys-cache')))!) as {
      clientState: { queries: { queryKey: unknown[] }[] };
    };
    const keys = stored.clientState.queries.map((query) => query.queryKey);
    expect(keys).toContainEqual(['product', 'anonymous', { id: 1 }]);
    expect(keys.every((key) => key[0] === 'product')).toBe(true);
  });

  it('CACHE-01/02: a product read again after a reload comes from local storage, not the network', async () => {
    const { page } = await open('/product?id=2');
    await h1(page).waitFor();
    await eventually(() => page.evaluate(() => localStorage.getItem('pixelkeys-cache'))).toContain('"id":2');
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/getProduct?id=2')) requests.push(request.url());
    });
    await page.reload();
    await waitForHydration(page);
    await h1(page).waitFor();
    await page.waitForTimeout(300);
    expect(requests).toEqual([]);
  });

  it('CACHE-06: going back to a page within 5 s reuses the answers in memory', async () => {
    const { page } = await open('/');
    await eventually(() => page.locator('[data-section="featured"] [data-product-card]').count()).toBe(9);
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/getProducts')) requests.push(request.url());
    });
    await page.locator('[data-footer] a[href="/search"]').click();
    await page.waitForURL((url) => url.pathname === '/search');
    await page.locator('[data-page="search"]').waitFor();
    await page.goBack();
    await page.locator('[data-page="home"]').waitFor();
    await eventually(() => page.locator('[data-section="featured"] [data-product-card]').count()).toBe(9);
    expect(requests).toEqual([]);
  });
});

describe('accessibility of the shell pages', () => {
  it.each(['/search?title=steam', '/product?id=1', '/login', '/error'])('axe finds no violations on %s (1280 px)', async (path) => {
    const { page } = await open(path, { viewport: VIEWPORTS.desktop });
    await h1(page).waitFor();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
  });
});
