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
const SITEMAP_PRODUCTS_MAX = 45_000;

/** A last segment with an extension, or any segment starting with a dot. Pages have neither. */
const looksLikeAFile = (path: string) => /\/\.|\.[a-z0-9]{1,8}$/i.test(path);

function loadTexts(): Record<Language, SeoTexts> {
  const read = (language: Language) =>
    JSON.parse(readFileSync(join(PROJECT_ROOT, 'src', 'web', 'locales', language, 'seo.json'), 'utf8')) as SeoTexts;
  return { es: read('es'), en: read('en') };
}

export function registerSeoRoutes(app: AppHono, { database, address, logger }: AppDeps): void {
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

  app.get('/sitemap.xml', async (c) => {
    const base = baseUrl();
    const products = await database.query<{ id: number; updated: string }>(
      `select id, to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD') as updated from products where not hidden order by id limit $1`,
      [SITEMAP_PRODUCTS_MAX], 'seo.sitemap-products');
    const news = await listNews(database);
    const urls = [
      `${base}/`, ...Object.keys(STATIC_PAGES).map((page) => `${base}${page}`),
      ...news.map((item) => `${base}/new?id=${item.id}`),
      ...products.map((product) => `${base}/product?id=${product.id}`),
    ];
    const entry = (url: string) => {
      const alternates = LANGUAGES.map((language) => {
        const localized = new URL(url);
        localized.searchParams.set('lng', language);
        return `<xhtml:link rel="alternate" hreflang="${language}" href="${localized.toString().replace(/&/g, '&amp;')}"/>`;
      }).join('');
      return `<url><loc>${url.replace(/&/g, '&amp;')}</loc>${alternates}</url>`;
    };
    c.header('Content-Type', 'application/xml; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.map(entry).join('\n')}\n</urlset>\n`);
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
