import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from '../support/test-store.js';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore({ PUBLIC_URL: 'https://shop.example' });
});
afterAll(async () => store?.close());

async function html(path: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await store.get(path, { headers });
  expect(response.status).toBe(200);
  return response.text();
}

describe('server-rendered head (issue 3 point 9)', () => {
  it('a product page carries its title, description, Open Graph, canonical, hreflang and JSON-LD Product', async () => {
    const product = (await (await store.get('/api/getProduct?id=1')).json()) as { title: { en: string; es: string }; pvp: number; stock: number };
    const page = await html('/product?id=1&lng=en');
    expect(page).toContain('<html lang="en"');
    expect(page).toContain(`<title>${product.title.en.replace(/&/g, '&amp;')}`);
    expect(page).toContain('<link rel="canonical" href="https://shop.example/product?id=1" />');
    expect(page).toContain('hreflang="es" href="https://shop.example/product?id=1&amp;lng=es"');
    expect(page).toContain('hreflang="en" href="https://shop.example/product?id=1&amp;lng=en"');
    expect(page).toMatch(/<meta property="og:title" content="[^"]+"/);
    const jsonLd = JSON.parse(page.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!) as Record<string, any>;
    expect(jsonLd['@type']).toBe('Product');
    expect(jsonLd.offers.price).toBe(product.pvp.toFixed(2));
    expect(jsonLd.offers.priceCurrency).toBe('EUR');
    expect(jsonLd.offers.availability).toMatch(/InStock|OutOfStock|PreOrder/);
  });

  it('the language comes from lng, else the cookie, else Accept-Language', async () => {
    expect(await html('/product?id=1&lng=es')).toContain('<html lang="es"');
    expect(await html('/product?id=1', { cookie: 'i18next=es' })).toContain('<html lang="es"');
    expect(await html('/product?id=1', { 'accept-language': 'es-ES,es;q=0.9' })).toContain('<html lang="es"');
    expect(await html('/product?id=1', { 'accept-language': 'de-DE' })).toContain('<html lang="en"');
  });

  it('a news item carries its name; static pages their own title; a missing product is noindex', async () => {
    const item = (await (await store.get('/api/getNew?id=1')).json()) as { name: { es: string } };
    expect(await html('/new?id=1&lng=es')).toContain(item.name.es.replace(/&/g, '&amp;').slice(0, 20));
    expect(await html('/privacy?lng=es')).toContain('<title>Política de privacidad · Pixelkeys</title>');
    expect(await html('/terms?lng=en')).toContain('<title>Terms and conditions · Pixelkeys</title>');
    expect(await html('/product?id=999999')).toContain('<meta name="robots" content="noindex" />');
  });

  it('page text injected through a product title cannot break out of the head', async () => {
    await store.database.query(`update products set title = jsonb_set(title, '{en}', '"</title><script>alert(1)</script>"') where id = 2`);
    const page = await html('/product?id=2&lng=en');
    expect(page).not.toContain('<script>alert(1)</script>');
  });

  it('robots.txt points to the sitemap; sitemap.xml lists pages, news and products with language alternates', async () => {
    const robots = await html('/robots.txt');
    expect(robots).toContain('Sitemap: https://shop.example/sitemap.xml');
    expect(robots).toContain('Disallow: /api/');
    const sitemap = await html('/sitemap.xml');
    expect(sitemap).toContain('<loc>https://shop.example/product?id=1</loc>');
    expect(sitemap).toContain('<loc>https://shop.example/new?id=1</loc>');
    expect(sitemap).toContain('<loc>https://shop.example/privacy</loc>');
    expect(sitemap).toContain('hreflang="es" href="https://shop.example/product?id=1&amp;lng=es"');
  });
});
