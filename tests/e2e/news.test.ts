/**
 * News list and detail (spec §2 News, ROUTE-13, ROUTE-14, NEWS-01..13) in real Chromium through the real
 * server. Items with every kind of markup, a fallback and an injection attempt are inserted into the
 * database, so the tests do not depend on the demo catalogue's wording.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { catalogChanged } from '../../src/server/modules/catalog/catalog-changes.js';
import { GetNewsResponseSchema } from '../../src/shared/contracts/get-news.js';
import { expectNoAxeViolations, openPage, VIEWPORTS, type OpenedPage } from '../support/browser.js';
import { openReusedPage } from '../support/reused-pages.js';
import { e2e } from '../support/e2e.js';
import type { TestStore } from '../support/test-store.js';

const MARKUP = {
  name: { en: 'Markup test: the summer sale', es: 'Prueba de formato: las rebajas de verano' },
  content: {
    en: [
      'Intro with **bold words**, *italic words* and __underlined words__.',
      '• First bullet\n- Second bullet with **bold inside**',
      'Read [the **external** guide](https://example.com/guide) or [search the store](/search?genre=rpg).',
    ].join('\n\n'),
    es: 'Introducción con **palabras en negrita**.\n\n• Primera viñeta\n• Segunda viñeta',
  },
  // 22:30 UTC on 12 June is already 13 June in Madrid (CEST, UTC+2): the date must follow Madrid (decision 30).
  publishedAt: '2025-06-12T22:30:00Z',
};

const INJECTION = {
  name: { en: 'Injection attempt', es: 'Intento de inyección' },
  content: {
    en: '<script>window.__pwned=1</script>\n\nClick [x](javascript:alert(1)) and <img src="/nope.png" onerror="window.__pwned=2">',
    es: '<script>window.__pwned=1</script>',
  },
};

const FALLBACK = {
  name: { en: 'Only in English', es: '' },
  content: { en: 'This item has **no Spanish text**.', es: '' },
};

let store: TestStore;
let browser: Browser;
const ids = { markup: 0, injection: 0, fallback: 0 };
const opened: OpenedPage[] = [];

async function insertNews(slug: string, item: { name: object; content: object; publishedAt?: string }): Promise<number> {
  const [row] = await store.database.query<{ id: number }>(
    'insert into news (slug, name, content, image_url, published_at) values ($1, $2, $3, $4, $5) returning id',
    [slug, JSON.stringify(item.name), JSON.stringify(item.content), `/media/art/news/${slug}.svg`, item.publishedAt ?? '2025-01-02T10:00:00Z'],
  );
  return row!.id;
}

async function open(path: string, options: Parameters<typeof openPage>[2] = {}): Promise<OpenedPage> {
  const result = await openReusedPage(browser, `${store.url}${path}`, options);
  opened.push(result);
  return result;
}

async function h1Text(page: Page): Promise<string> {
  const heading = page.locator('main h1');
  await heading.waitFor();
  return (await heading.textContent())?.trim() ?? '';
}

/** Waits for the article (the name as h1) and returns it. */
async function openArticle(path: string, name: string, options?: Parameters<typeof openPage>[2]): Promise<OpenedPage> {
  const result = await open(path, options);
  await result.page.getByRole('heading', { level: 1, name }).waitFor();
  return result;
}

e2e.beforeAll(async ({ store: shared, browser: chromium }) => {
  [store, browser] = [shared, chromium];
  ids.markup = await insertNews('e2e-markup', MARKUP);
  ids.injection = await insertNews('e2e-injection', INJECTION);
  ids.fallback = await insertNews('e2e-fallback', FALLBACK);
  // Written past the back office, which would say so itself: the worker's store may still keep a /news page drawn
  // by an earlier file (admin-news) without these items.
  catalogChanged(store.database);
});

afterAll(async () => {
  for (const item of opened) await item.close().catch(() => undefined);
});

describe('news list (/news)', () => {
  it('ROUTE-14, NEWS-01..04: every item shows its name, image, date and a read-more link to /new?id=', async () => {
    const news = GetNewsResponseSchema.parse(await (await store.get('/api/getNews')).json());
    const { page, errors } = await open('/news?lng=en');
    expect(await h1Text(page)).toBe('News');
    const cards = page.locator('main ul > li article');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(news.length);

    for (const [index, item] of news.entries()) {
      const card = cards.nth(index);
      const name = item.name.en || item.name.es;
      expect((await card.locator('h2').textContent())?.trim(), 'NEWS-01').toBe(name);
      const image = card.locator('img');
      expect(await image.getAttribute('src'), 'NEWS-02').toBe(item.image_url);
      expect(await image.getAttribute('width')).toBe('1200');
      expect(await image.getAttribute('height')).toBe('630');
      expect(await image.getAttribute('loading')).toBe(index === 0 ? 'eager' : 'lazy');
      expect((await card.locator('time').textContent())?.trim(), 'NEWS-03').toMatch(/\d{4}/);
      const readMore = card.getByRole('link', { name: /^Read more/ });
      expect(await readMore.getAttribute('href'), 'NEWS-04').toBe(`/new?id=${item.id}`);
    }
    expect(errors).toEqual([]);
  });

  it('NEWS-03: the date is the Madrid calendar day in the reader\'s locale (decision 30)', async () => {
    const { page } = await open('/news?lng=en');
    const card = page.locator('article', { hasText: MARKUP.name.en });
    await card.waitFor();
    expect((await card.locator('time').textContent())?.trim()).toBe('13 June 2025');
    expect(await card.locator('time').getAttribute('datetime')).toBe('2025-06-13');

    const spanish = await open('/news?lng=es');
    const spanishCard = spanish.page.locator('article', { hasText: MARKUP.name.es });
    await spanishCard.waitFor();
    expect((await spanishCard.locator('time').textContent())?.trim()).toBe('13 de junio de 2025');
  });

  it('NEWS-04: read more opens the item', async () => {
    const { page, errors } = await open('/news?lng=en');
    await page.locator('article', { hasText: MARKUP.name.en }).getByRole('link', { name: /^Read more/ }).click();
    await page.waitForURL(`**/new?id=${ids.markup}`);
    // Client-side navigation: wait for the new page rather than reading the old h1.
    await page.getByRole('heading', { level: 1, name: MARKUP.name.en }).waitFor();
    expect(await page.locator('main h1').count()).toBe(1);
    expect(errors).toEqual([]);
  });
});

describe('news item (/new?id=)', () => {
  it('ROUTE-13, NEWS-05..07: shows the image, the name as the one h1 and the date', async () => {
    const { page, errors } = await openArticle(`/new?id=${ids.markup}&lng=en`, MARKUP.name.en);
    expect(await page.locator('h1').count()).toBe(1);
    const image = page.locator('main article img');
    expect(await image.getAttribute('src'), 'NEWS-05').toBe('/media/art/news/e2e-markup.svg');
    expect(await image.getAttribute('width')).toBe('1200');
    expect(await image.getAttribute('height')).toBe('630');
    expect((await page.locator('main article time').textContent())?.trim(), 'NEWS-07').toBe('13 June 2025');
    expect(await page.title()).toContain(MARKUP.name.en);
    expect(errors).toEqual([]);
  });

  it('NEWS-08..13: each kind of markup renders as its element', async () => {
    const { page } = await openArticle(`/new?id=${ids.markup}&lng=en`, MARKUP.name.en);
    const article = page.locator('main article');
    expect(await article.locator('p', { hasText: 'Intro with' }).count(), 'NEWS-08: paragraphs').toBe(1);
    expect(await article.locator('ul > li').allTextContents(), 'NEWS-09').toEqual(['First bullet', 'Second bullet with bold inside']);
    expect(await article.locator('ul > li strong').textContent()).toBe('bold inside');
    expect(await article.locator('p strong').first().textContent(), 'NEWS-10').toBe('bold words');
    expect(await article.locator('em').textContent(), 'NEWS-11').toBe('italic words');
    expect(await article.locator('u').textContent(), 'NEWS-12').toBe('underlined words');

    const external = article.locator('a[href="https://example.com/guide"]');
    expect(await external.textContent(), 'NEWS-13').toBe('the external guide (opens in a new tab)');
    expect(await external.locator('strong').textContent()).toBe('external');
    expect(await external.getAttribute('target')).toBe('_blank');
    expect(await external.getAttribute('rel')).toBe('noopener noreferrer');
    const internal = article.locator('a[href="/search?genre=rpg"]');
    expect(await internal.textContent()).toBe('search the store');
    expect(await internal.getAttribute('target')).toBeNull();
    // No markers are left over as text.
    expect(await article.textContent()).not.toMatch(/\*\*|__|\]\(/);
  });

  it('NEWS-08: the content follows the reader\'s language, and falls back to the other one (decision 4)', async () => {
    const spanish = await openArticle(`/new?id=${ids.markup}&lng=es`, MARKUP.name.es);
    expect(await spanish.page.locator('main article strong').first().textContent()).toBe('palabras en negrita');
    expect((await spanish.page.locator('main article time').textContent())?.trim()).toBe('13 de junio de 2025');

    const fallback = await openArticle(`/new?id=${ids.fallback}&lng=es`, FALLBACK.name.en);
    expect(await fallback.page.locator('main article strong').textContent()).toBe('no Spanish text');
    expect(await fallback.page.locator('main h1').getAttribute('lang')).toBe('en');
  });

  it('a <script> and a javascript: link in the content are shown as text and never run', async () => {
    const { page, errors } = await openArticle(`/new?id=${ids.injection}&lng=en`, INJECTION.name.en);
    const article = page.locator('main article');
    await article.getByText('<script>window.__pwned=1</script>').waitFor();
    expect(await article.locator('script').count()).toBe(0);
    expect(await article.locator('img').count()).toBe(1); // the article's own image only
    expect(await article.textContent()).toContain('Click x and <img src="/nope.png"');
    expect(await page.locator('a[href^="javascript:" i]').count()).toBe(0);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(errors).toEqual([]);
  });

  it.each([
    ['an unknown id', '/new?id=999999'],
    ['a malformed id', '/new?id=abc'],
    ['a missing id', '/new'],
  ])('ROUTE-13: %s shows a translated "news not found" state with a link back to /news', async (_label, path) => {
    const english = await open(`${path}${path.includes('?') ? '&' : '?'}lng=en`);
    await english.page.getByRole('heading', { level: 1, name: 'News not found' }).waitFor();
    const back = english.page.getByRole('link', { name: 'See all news' });
    expect(await back.getAttribute('href')).toBe('/news');
    // The only error allowed is the browser's own log line for the 404 answer of an unknown id.
    expect(english.errors.filter((error) => !/status of 404/.test(error))).toEqual([]);

    const spanish = await open(`${path}${path.includes('?') ? '&' : '?'}lng=es`);
    await spanish.page.getByRole('heading', { level: 1, name: 'Noticia no encontrada' }).waitFor();
    await back.click();
    await english.page.waitForURL('**/news');
  });
});

describe('accessibility', () => {
  for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
    it(`ROUTE-14: /news has no axe violations at ${viewport.width} px (${viewportName})`, async () => {
      const { page } = await open('/news?lng=en', { viewport });
      await page.locator('main article').first().waitFor();
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });

    it(`ROUTE-13: a news item has no axe violations at ${viewport.width} px (${viewportName})`, async () => {
      const { page } = await openArticle(`/new?id=${ids.markup}&lng=es`, MARKUP.name.es, { viewport });
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });
  }
});
