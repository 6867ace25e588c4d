/**
 * Server-drawn public pages (issue 13 §1, docs/decisions/0027), fetched as curl would (no cookie, no script):
 * every public page's HTML carries its title, its main text and, for home and product, the largest image,
 * in es and en; a visitor's page is kept briefly (same ETag, 304) and dropped when the catalogue changes;
 * a signed-in shopper and the private pages get the shell the browser draws. ROUTE-01..22, I18N-04.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../src/shared/constants.js';
import { STORED_ITEMS } from '../../src/shared/storage-inventory.js';
import { catalogChanged } from '../../src/server/modules/catalog/catalog-changes.js';
import { PAGE_CACHE_MS } from '../../src/server/modules/seo/page-render.js';
import { eventually } from '../support/product-fixtures.js';
import { startTestStore, type TestStore } from '../support/test-store.js';
import { SESSION_QUERY_KEY } from '../../src/web/lib/session.js';
import type { SsrState } from '../../src/web/ssr-state.js';

type Texts = Record<string, any>;
const locale = (language: Language, namespace: string): Texts =>
  JSON.parse(readFileSync(`src/web/locales/${language}/${namespace}.json`, 'utf8')) as Texts;

interface Product { id: number; title: Record<Language, string>; platform: string; image_url: string; banner_url: string }
interface NewsItem { id: number; name: Record<Language, string> }

let store: TestStore;
let banner: Product;
let product: Product;
let news: NewsItem[];

beforeAll(async () => {
  store = await startTestStore();
  banner = (await (await store.get('/api/getProduct?is_banner=true')).json()) as Product;
  const home = (await (await store.get('/api/getProducts')).json()) as { featuredGames: Product[] };
  product = (await (await store.get(`/api/getProduct?id=${home.featuredGames[1]!.id}`)).json()) as Product;
  news = (await (await store.get('/api/getNews')).json()) as NewsItem[];
});
afterAll(async () => store?.close());

/** How a visitor's client asks: curl sends no Accept-Language (English); a Spanish browser says es. */
const asked = (language: Language): Record<string, string> => (language === 'es' ? { 'accept-language': 'es-ES,es;q=0.9' } : {});

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", nbsp: '\u00a0' };
const decode = (html: string) => html.replace(/&(#x27|#39|amp|lt|gt|quot|nbsp);/g, (_, name: string) => ENTITIES[name]!);

/** The page as drawn: the markup inside #root, as text, and the document's title. */
async function drawn(path: string, headers: Record<string, string>) {
  const response = await store.get(path, { headers });
  expect(response.status).toBe(200);
  const html = await response.text();
  const root = /<div id="root">([\s\S]*)<\/div><script type="application\/json" id="ssr-state">/.exec(html)?.[1] ?? '';
  return {
    html,
    root,
    text: decode(root.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')),
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    etag: response.headers.get('etag'),
  };
}

describe('Public pages come drawn by the server, with their data (issue 13 §1)', () => {
  for (const language of LANGUAGES) {
    const seo = locale(language, 'seo');
    const common = locale(language, 'common');
    const pages = locale(language, 'pages');
    const search = locale(language, 'search');

    it(`ROUTE-01, HOME-01: home in ${language} has its title, sections, banner and its poster as a high-priority <img>`, async () => {
      const page = await drawn('/', asked(language));
      expect(page.html).toContain(`<html lang="${language}"`);
      expect(page.title).toBe(seo.defaultTitle);
      expect(page.text).toContain(common.home.featured);
      expect(page.text).toContain(banner.title[language]);
      const image = /<img[^>]*data-hero-image=""[^>]*>/.exec(page.root)?.[0] ?? '';
      expect(image).toContain(`src="${banner.banner_url}"`);
      // React writes the attribute as fetchPriority; HTML attribute names are case-insensitive.
      expect(image.toLowerCase()).toContain('fetchpriority="high"');
    });

    it(`ROUTE-02: search in ${language} has its title and heading`, async () => {
      const page = await drawn('/search', asked(language));
      expect(page.title).toBe(`${seo.pages.search.title} · Pixelkeys`);
      expect(page.text).toContain(search.title);
    });

    it(`ROUTE-03, PDP-01: a product in ${language} has its title, name and its cover as a high-priority <img>`, async () => {
      const page = await drawn(`/product?id=${product.id}`, asked(language));
      expect(page.title).toBe(seo.productTitle.replace('{{title}}', product.title[language]).replace('{{platform}}', product.platform));
      expect(page.text).toContain(product.title[language]);
      const cover = /<div[^>]*data-product-cover=""[^>]*>\s*<img[^>]*>/.exec(page.root)?.[0] ?? '';
      expect(cover).toContain(`src="${product.image_url}"`);
      expect(cover.toLowerCase()).toContain('fetchpriority="high"');
    });

    it(`ROUTE-04/05: the news list and a news item in ${language}`, async () => {
      const list = await drawn('/news', asked(language));
      expect(list.title).toBe(`${seo.pages.news.title} · Pixelkeys`);
      expect(list.text).toContain(pages.news.list.title);
      expect(list.text).toContain(news[0]!.name[language]);
      const item = await drawn(`/new?id=${news[0]!.id}`, asked(language));
      expect(item.title).toBe(`${news[0]!.name[language]} · Pixelkeys`);
      expect(item.text).toContain(news[0]!.name[language]);
    });

    it(`ROUTE-10, ROUTE-17..22: the static and legal pages in ${language}`, async () => {
      for (const key of ['help', 'aboutUs', 'collaborate', 'privacy', 'terms', 'cookies', 'legal']) {
        const page = await drawn(`/${key}`, asked(language));
        expect(page.title).toBe(`${seo.pages[key].title} · Pixelkeys`);
        expect(page.text).toContain(pages[key].title);
      }
    });
  }

  it('NAV-25, AUTH-01: a visitor\'s page is drawn signed out (a drawn page is only for a request with no session cookie), its session handed over as none and already stale, so the browser reads it again without drawing the top bar anew', async () => {
    for (const language of LANGUAGES) {
      const common = locale(language, 'common');
      const page = await drawn('/', asked(language));
      const menu = /<div[^>]*data-menu="user"[^>]*>/.exec(page.root)?.[0] ?? '';
      expect(menu).toContain('data-session="signed-out"');
      expect(page.root).not.toContain('data-user-name-pending');
      expect(page.text).toContain(common.user.disconnected);
      const state = JSON.parse(/<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/.exec(page.html)![1]!) as SsrState;
      const session = state.queries.queries.find((query) => query.queryKey[0] === SESSION_QUERY_KEY[0]);
      expect(session?.state).toMatchObject({ status: 'success', data: null, dataUpdatedAt: 0 });
    }
  });

  it('a visitor\'s page is kept (same ETag, 304 when asked again with it) and drawn again once the catalogue changes', async () => {
    const first = await drawn(`/product?id=${product.id}&lng=en`, {});
    expect(first.etag).toBeTruthy();
    const again = await store.get(`/product?id=${product.id}&lng=en`, { headers: { 'if-none-match': first.etag! } });
    expect(again.status).toBe(304);
    const renamed = `${product.title.en} (renamed)`;
    await store.database.query(`update products set title = jsonb_set(title, '{en}', to_jsonb($1::text)) where id = $2`, [renamed, product.id]);
    expect((await drawn(`/product?id=${product.id}&lng=en`, {})).text).not.toContain(renamed);
    catalogChanged(store.database);
    const redrawn = await drawn(`/product?id=${product.id}&lng=en`, {});
    expect(redrawn.text).toContain(renamed);
    expect(redrawn.etag).not.toBe(first.etag);
  });

  // Two instances need a database both can open: it runs in the PostgreSQL pass of the suite (.ci/run).
  it.runIf(Boolean(process.env.DATABASE_URL))('PostgreSQL, two instances on one database: a catalogue change made through one redraws the page the other kept, at once (decision 0039)', async () => {
    const other = await startTestStore({ DATABASE_URL: store.env.DATABASE_URL! });
    try {
      const [row] = await store.database.query<{ id: number }>('select id from products where not hidden and id not in ($1, $2) order by id limit 1', [product.id, banner.id]);
      const path = `/product?id=${row!.id}&lng=en`;
      expect((await other.get(path)).status).toBe(200);
      const renamed = `Renamed by the other instance ${Date.now()}`;
      await store.database.query(`update products set title = jsonb_set(title, '{en}', to_jsonb($1::text)) where id = $2`, [renamed, row!.id]);
      expect(await (await other.get(path)).text(), 'kept by the other instance until told').not.toContain(renamed);
      catalogChanged(store.database);
      await expect.poll(async () => (await (await other.get(path)).text()).includes(renamed), { timeout: PAGE_CACHE_MS / 4, interval: 50 }).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('a title and description holding "$&", "$\'", "$`" and "$$" are drawn as they are, in the page, its data and its head (not read as replacement patterns)', async () => {
    const [row] = await store.database.query<{ id: number }>('select id from products where not hidden and id not in ($1, $2) order by id desc limit 1', [product.id, banner.id]);
    const title = "Cash $& Carry $' Deluxe $` Edition $$";
    const description = "<p>Worth $' and $& and $` and $$ for you</p>";
    await store.database.query(
      `update products set title = jsonb_build_object('en', $1::text, 'es', $1::text), description = jsonb_build_object('en', $2::text, 'es', $2::text) where id = $3`,
      [title, description, row!.id],
    );
    catalogChanged(store.database);
    for (const language of LANGUAGES) {
      const page = await drawn(`/product?id=${row!.id}&lng=${language}`, {});
      expect(page.text).toContain(title);
      expect(page.text).toContain("Worth $' and $& and $` and $$ for you");
      expect(page.title).toContain(title);
      // One document: a pattern would have pasted (part of) the shell into it again.
      expect(page.html.match(/<div id="root">/g)).toHaveLength(1);
      expect(page.html.match(/<\/head>/g)).toHaveLength(1);
      expect(page.html.match(/<\/html>/g)).toHaveLength(1);
      const state = /<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/.exec(page.html)![1]!;
      expect(JSON.stringify(JSON.parse(state))).toContain(JSON.stringify(title).slice(1, -1));
    }
  });

  it('a signed-in shopper, the private pages and a missing product get the shell the browser draws', async () => {
    const signedIn = { cookie: `${STORED_ITEMS.session.name}=anything` };
    for (const [path, headers] of [['/', signedIn], [`/product?id=${product.id}`, signedIn], ['/login', {}], ['/signup', {}], ['/profile', {}], ['/checkout', {}], ['/product?id=999999', {}]] as const) {
      const response = await store.get(path, { headers });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect({ path, shell: html.includes('<div id="root"></div>') && !html.includes('id="ssr-state"') }).toEqual({ path, shell: true });
    }
  });

  it('a drawing keeps nothing once its page is sent: no timer of its own is left behind (its data would stay in memory for minutes)', async () => {
    const timers = () => process.getActiveResourcesInfo().filter((resource) => resource === 'Timeout').length;
    catalogChanged(store.database); // nothing kept: each page below is a new drawing, with its reads
    const before = timers();
    for (const path of ['/', '/?lng=es', '/search?genre=rpg', `/product?id=${banner.id}`, '/news']) await drawn(path, {});
    await eventually(timers).toBeLessThanOrEqual(before);
  });

  it('a drawn page holds its start script and no module preload (its code is asked for after its first paint, decision 0032); the shell, which needs the code to show anything, preloads every module', async () => {
    const tags = (html: string) => ({
      start: [...html.matchAll(/<script type="module" crossorigin src="(\/assets\/start-[^"]+\.js)" data-entry="([^"]+)" data-preload="([^"]*)"><\/script>/g)].map((match) => match.slice(1)),
      preloads: [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]),
      moduleScripts: html.match(/<script type="module"/g)?.length ?? 0,
    });
    const fromServer = tags((await drawn('/', {})).html);
    const shell = tags(await (await store.get('/login')).text());
    expect(fromServer.start).toEqual(shell.start);
    expect(fromServer.start).toHaveLength(1);
    expect(fromServer.preloads).toEqual([]);
    expect(fromServer.moduleScripts).toBe(1);
    const [, entry, preloads] = shell.start[0]!;
    expect(shell.preloads).toEqual([entry, ...preloads!.split(' ')]);
    expect(shell.preloads.length).toBeGreaterThan(1);
    // React DOM and the router are modules of their own, which the start script runs one per task before the
    // entry (decision 0033): in the entry, the three ran in one task.
    expect(preloads!.split(' ').filter((path) => /^\/assets\/(react-dom|router)-[^/]+\.js$/.test(path))).toHaveLength(2);
    // The start script and what it names are served.
    for (const path of [shell.start[0]![0]!, ...shell.preloads]) expect((await store.get(path!)).status).toBe(200);
  });
});
