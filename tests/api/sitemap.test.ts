/**
 * The sitemap (issue 3 point 9): every public page, news item and product the storefront shows, each with its
 * language alternates and a product with the day it last changed. sitemaps.org allows 50,000 addresses a file,
 * so a catalogue larger than SITEMAP_URLS_PER_FILE gets /sitemap.xml as a sitemap index of parts; here a store
 * with 10 addresses a file stands for a catalogue of more than 45,000 products.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from '../support/test-store.js';

let store: TestStore;
let small: TestStore;
beforeAll(async () => {
  [store, small] = await Promise.all([startTestStore(), startTestStore({ SITEMAP_URLS_PER_FILE: '10' })]);
});
afterAll(async () => {
  await Promise.all([store?.close(), small?.close()]);
});

async function xml(target: TestStore, path: string): Promise<string> {
  const response = await target.get(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/xml');
  return response.text();
}

const locs = (body: string) => [...body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
const productIds = (body: string) => locs(body).flatMap((url) => (/\/product\?id=(\d+)$/.exec(url) ? [Number(/\/product\?id=(\d+)$/.exec(url)![1])] : []));

async function shown(target: TestStore) {
  return target.database.query<{ id: number; updated: string }>(
    `select id, to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD') as updated from products where not hidden order by id`);
}

describe('sitemap.xml', () => {
  it('a catalogue that fits one file: every page, news item and shown product once, a product with its last change, each in es and en', async () => {
    const body = await xml(store, '/sitemap.xml');
    expect(body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    const products = await shown(store);
    expect(productIds(body)).toEqual(products.map((product) => product.id));
    expect(locs(body)).toContain(`${store.url}/`);
    expect(locs(body)).toContain(`${store.url}/search`);
    const [first] = products;
    expect(body).toContain(`<loc>${store.url}/product?id=${first!.id}</loc><lastmod>${first!.updated}</lastmod>`
      + `<xhtml:link rel="alternate" hreflang="es" href="${store.url}/product?id=${first!.id}&amp;lng=es"/>`);
    expect((await store.get('/sitemap.xml?part=2')).status, 'no parts when one file holds it all').toBe(404);
  });

  it('a catalogue larger than a file: a sitemap index of parts, together every address once, none over the limit; a part past the end is a 404', async () => {
    const index = await xml(small, '/sitemap.xml');
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const parts = locs(index);
    const products = await shown(small);
    const whole = locs(await xml(store, '/sitemap.xml'));
    expect(parts).toEqual(Array.from({ length: Math.ceil(whole.length / 10) }, (_, part) => `${small.url}/sitemap.xml?part=${part + 1}`));
    expect(parts.length).toBeGreaterThan(2);
    const bodies = await Promise.all(parts.map((part) => xml(small, part.slice(small.url.length))));
    for (const body of bodies) {
      expect(body).toContain('<urlset');
      expect(locs(body).length).toBeGreaterThan(0);
      expect(locs(body).length).toBeLessThanOrEqual(10);
    }
    // The same addresses as the one-file sitemap of the same catalogue, in the same order, each once.
    expect(bodies.flatMap(locs).map((url) => url.slice(small.url.length))).toEqual(whole.map((url) => url.slice(store.url.length)));
    expect(bodies.flatMap(productIds)).toEqual(products.map((product) => product.id));
    for (const bad of [`part=${parts.length + 1}`, 'part=0', 'part=-1', 'part=x', 'part=1e3']) {
      const response = await small.get(`/sitemap.xml?${bad}`);
      expect(response.status, bad).toBe(404);
    }
  });
});
