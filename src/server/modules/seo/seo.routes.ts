/** The storefront's HTML with per-page head tags, robots.txt and sitemap.xml (issue 3, point 9). */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Context } from 'hono';
import { LANGUAGES, type Language } from '../../../shared/constants.js';
import { getNewsItem, listNews } from '../news/news.js';
import { getProductById } from '../catalog/catalog.js';
import { AppError } from '../../http/app-error.js';
import { etagMatches } from '../../http/json-snapshot.js';
import type { AppDeps, AppHono } from '../../http/context.js';
import { PROJECT_ROOT, WEB_DIST_DIR } from '../../paths.js';
import { injectHead, plainText, renderHeadTags, type PageMeta } from './head-tags.js';
import { pickLanguage } from './page-language.js';
import { fillShell, mayBeSignedIn, PageCache, SERVER_DRAWN_PAGES, serverEntry, type ReadyPage } from './page-render.js';
import { onCatalogChange } from '../catalog/catalog-changes.js';

interface SeoTexts {
  defaultTitle: string;
  defaultDescription: string;
  pages: Record<string, { title: string; description: string }>;
  productTitle: string;
  notFound: string;
}

const STATIC_PAGES: Record<string, string> = {
  '/search': 'search', '/news': 'news', '/help': 'help', '/aboutUs': 'aboutUs', '/collaborate': 'collaborate',
  '/privacy': 'privacy', '/terms': 'terms', '/cookies': 'cookies', '/legal': 'legal',
};
const PRIVATE_PAGES = new Set(['/login', '/signup', '/profile', '/checkout', '/setpassword', '/resetpassword', '/error']);

/** A last segment with an extension, or any segment starting with a dot. Pages have neither. */
const looksLikeAFile = (path: string) => /\/\.|\.[a-z0-9]{1,8}$/i.test(path);

function loadTexts(): Record<Language, SeoTexts> {
  const read = (language: Language) =>
    JSON.parse(readFileSync(join(PROJECT_ROOT, 'src', 'web', 'locales', language, 'seo.json'), 'utf8')) as SeoTexts;
  return { es: read('es'), en: read('en') };
}

export function registerSeoRoutes(app: AppHono, { database, address, logger, env }: AppDeps): void {
  const texts = loadTexts();
  // Re-read when the storefront is rebuilt under a running server (a stat per page view is cheap).
  let shell: { html: string; mtimeMs: number } | undefined;
  const shellFile = join(WEB_DIST_DIR, 'index.html');
  const loadShell = (): string | undefined => {
    if (!existsSync(shellFile)) return undefined;
    const { mtimeMs } = statSync(shellFile);
    if (shell?.mtimeMs !== mtimeMs) shell = { html: readFileSync(shellFile, 'utf8'), mtimeMs };
    return shell.html;
  };
  // Never the request's Host header (issue 9 §2): a forged Host must not end up in a canonical tag.
  const baseUrl = () => address.publicUrl;

  async function metaFor(c: Context, language: Language): Promise<PageMeta> {
    const base = baseUrl();
    // An upload kept in the S3 bucket has an address of its own (decision 0026); the store's media are under its own.
    const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : `${base}${url}`);
    const path = c.req.path;
    const text = texts[language];
    const fallback: PageMeta = { title: text.defaultTitle, description: text.defaultDescription, canonical: `${base}${path === '/' ? '/' : path}` };
    const id = Number(c.req.query('id'));
    const validId = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
    try {
      if (path === '/product' && validId) {
        const product = await getProductById(database, id);
        const title = product.title[language] || product.title.en;
        return {
          // One pass with a function: the title is the catalogue's text, where `$&` or "{{platform}}" is text.
          title: text.productTitle.replace(/\{\{(title|platform)\}\}/g, (_, name: string) => (name === 'title' ? title : product.platform)),
          description: plainText(product.description[language] || product.description.en),
          canonical: `${base}/product?id=${product.id}`,
          image: absolute(product.image_url),
          type: 'product',
          jsonLd: {
            '@context': 'https://schema.org',
            '@type': 'Product',
            name: title,
            image: absolute(product.image_url),
            description: plainText(product.description[language] || product.description.en, 500),
            sku: String(product.id),
            brand: { '@type': 'Brand', name: product.publisher ?? product.platform },
            offers: {
              '@type': 'Offer',
              url: `${base}/product?id=${product.id}`,
              priceCurrency: 'EUR',
              price: product.pvp.toFixed(2),
              availability: product.is_preorder
                ? 'https://schema.org/PreOrder'
                : product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
            },
          },
        };
      }
      if (path === '/new' && validId) {
        const item = await getNewsItem(database, id);
        return {
          title: `${item.name[language] || item.name.en} · Pixelkeys`,
          description: plainText((item.content[language] || item.content.en).replace(/[*_[\]()•]/g, ' ')),
          canonical: `${base}/new?id=${item.id}`,
          image: absolute(item.image_url),
          type: 'article',
        };
      }
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'not_found')) throw error;
      return { ...fallback, title: `${text.notFound} · Pixelkeys`, noindex: true };
    }
    const key = STATIC_PAGES[path];
    if (key && text.pages[key]) return { ...fallback, title: `${text.pages[key].title} · Pixelkeys`, description: text.pages[key].description };
    return { ...fallback, noindex: PRIVATE_PAGES.has(path) };
  }

  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', 'public, max-age=86400');
    return c.text(
      ['User-agent: *', 'Disallow: /api/', ...[...PRIVATE_PAGES].map((page) => `Disallow: ${page}`), '', `Sitemap: ${baseUrl()}/sitemap.xml`, ''].join('\n'),
    );
  });

  /** One sitemap address with its language alternates, and the day it last changed when known. */
  const sitemapEntry = (url: string, lastmod?: string) => {
    const alternates = LANGUAGES.map((language) => {
      const localized = new URL(url);
      localized.searchParams.set('lng', language);
      return `<xhtml:link rel="alternate" hreflang="${language}" href="${localized.toString().replace(/&/g, '&amp;')}"/>`;
    }).join('');
    return `<url><loc>${url.replace(/&/g, '&amp;')}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${alternates}</url>`;
  };
  const xml = (c: Context, body: string) => {
    c.header('Content-Type', 'application/xml; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(`<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`);
  };
  const URLSET = '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">';
  const productEntries = async (offset: number, limit: number) => (await database.query<{ id: number; updated: string }>(
    `select id, to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD') as updated from products where not hidden order by id offset $1 limit $2`,
    [offset, limit], 'seo.sitemap-products')).map((product) => sitemapEntry(`${baseUrl()}/product?id=${product.id}`, product.updated));

  // Every public page, news item and product, in that order. sitemaps.org allows 50,000 addresses a file: when
  // there are more than SITEMAP_URLS_PER_FILE, /sitemap.xml is a sitemap index of parts, each the next slice.
  app.get('/sitemap.xml', async (c) => {
    const base = baseUrl();
    const perFile = env.SITEMAP_URLS_PER_FILE;
    const fixed = [
      ...[`${base}/`, ...Object.keys(STATIC_PAGES).map((page) => `${base}${page}`)].map((url) => sitemapEntry(url)),
      ...(await listNews(database)).map((item) => sitemapEntry(`${base}/new?id=${item.id}`)),
    ];
    const [{ products } = { products: 0 }] = await database.query<{ products: number }>(
      'select count(*)::int as products from products where not hidden', [], 'seo.sitemap-count');
    const total = fixed.length + products;
    const parts = Math.ceil(total / perFile);
    const part = c.req.query('part');
    if (part === undefined && parts > 1) {
      const files = Array.from({ length: parts }, (_, index) => `<sitemap><loc>${base}/sitemap.xml?part=${index + 1}</loc></sitemap>`);
      return xml(c, `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files.join('\n')}\n</sitemapindex>`);
    }
    const index = part === undefined ? 1 : /^\d{1,6}$/.test(part) ? Number(part) : 0;
    if (part !== undefined && (parts < 2 || index < 1 || index > parts)) throw new AppError('not_found', `No sitemap part ${part}`);
    const start = (index - 1) * perFile;
    const end = Math.min(total, start + perFile);
    const entries = [
      ...fixed.slice(start, Math.min(end, fixed.length)),
      ...(end > fixed.length ? await productEntries(Math.max(0, start - fixed.length), end - Math.max(start, fixed.length)) : []),
    ];
    return xml(c, `${URLSET}\n${entries.join('\n')}\n</urlset>`);
  });

  // Visitors' server-drawn pages (page-render.ts): ready for a few seconds, dropped when the catalogue changes.
  const drawnPages = new PageCache();
  onCatalogChange(database, () => drawnPages.clear());

  /** The page in the shell with its head tags, or undefined when it is not one the server draws (the shell then). */
  async function drawPage(c: Context, shellHtml: string, language: Language, url: string): Promise<string | undefined> {
    const entry = await serverEntry();
    if (!entry) return undefined;
    const rendered = await entry.renderPage({ url, origin: baseUrl(), language, api: (input, init) => Promise.resolve(app.request(input, init)) });
    if (rendered.kind !== 'page') {
      // A read that failed (a missing product) is the page's own business; a component that threw is a bug.
      if (rendered.error) logger.warn({ err: rendered.error, url, language }, 'a page could not be drawn on the server: sent the shell');
      return undefined;
    }
    const meta = await metaFor(c, language);
    return fillShell(injectHead(shellHtml, renderHeadTags(meta, language), language), rendered, entry.SSR_STATE_ID);
  }

  /** The visitor's page drawn on the server, from the cache or drawn now; undefined for the shell. */
  function visitorPage(c: Context, shellHtml: string, language: Language): Promise<ReadyPage | undefined> | ReadyPage | undefined {
    const url = c.req.url.slice(c.req.url.indexOf('/', c.req.url.indexOf('//') + 2));
    return drawnPages.take(`${language} ${url}`, () => drawPage(c, shellHtml, language, url));
  }

  app.get('*', async (c) => {
    // A file that is not there (/favicon.ico, /.git/config, /x.txt) is a 404, not the storefront's page.
    if (looksLikeAFile(c.req.path)) throw new AppError('not_found', `No file ${c.req.path}`);
    const html = loadShell();
    if (!html) throw new AppError('unavailable', 'The storefront is not built: run `npm run build`.');
    const cookie = c.req.header('cookie');
    const language = pickLanguage(c.req.query('lng'), cookie, c.req.header('accept-language'));
    if (SERVER_DRAWN_PAGES.has(c.req.path) && !mayBeSignedIn(cookie)) {
      const page = await visitorPage(c, html, language);
      if (page) {
        const headers = { 'Cache-Control': 'no-cache', Vary: 'Accept-Language, Cookie, Accept-Encoding', ETag: page.etag };
        if (etagMatches(c.req.header('if-none-match'), page.etag)) return c.body(null, 304, headers);
        const html = { ...headers, 'Content-Type': 'text/html; charset=UTF-8' };
        if (/\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) return c.body(page.gzipped, 200, { ...html, 'Content-Encoding': 'gzip' });
        return c.body(page.body, 200, html);
      }
    }
    const meta = await metaFor(c, language);
    c.header('Cache-Control', 'no-cache');
    c.header('Vary', 'Accept-Language, Cookie');
    return c.html(injectHead(html, renderHeadTags(meta, language), language));
  });
}
