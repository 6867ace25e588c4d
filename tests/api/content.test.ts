import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetInstagramPostsResponseSchema } from '../../src/shared/contracts/get-instagram-posts.js';
import { GetNewsResponseSchema, NewsItemSchema } from '../../src/shared/contracts/get-news.js';
import { GetStatsResponseSchema } from '../../src/shared/contracts/get-stats.js';
import { startTestStore, type TestStore } from '../support/test-store.js';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(async () => {
  await store?.close();
});

describe('getStats', () => {
  it('API-06, ENT-18, ENT-19: an array whose first element holds the figures, total_saved in whole euros', async () => {
    const response = await store.get('/api/getStats');
    expect(response.status).toBe(200);
    const [stats] = GetStatsResponseSchema.parse(await response.json());
    expect(Number.isInteger(stats!.total_saved)).toBe(true);
    const [row] = await store.database.query<{ users: number }>('select count(*)::int as users from "user"');
    expect(stats!.users_registered).toBe(row!.users);
  });
});

describe('news', () => {
  it('API-07, ENT-24: getNews lists every item, newest first, name and content in es and en', async () => {
    const news = GetNewsResponseSchema.parse(await (await store.get('/api/getNews')).json());
    expect(news.length).toBeGreaterThanOrEqual(8);
    const dates = news.map((item) => item.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const item of news) {
      expect(item.name.es && item.name.en && item.content.es && item.content.en).toBeTruthy();
      expect(item.content.en).not.toMatch(/<[a-z]/i);
    }
  });

  it('API-08: getNew answers one item; an unknown id is a 404; a bad id a 400', async () => {
    const item = NewsItemSchema.parse(await (await store.get('/api/getNew?id=1')).json());
    expect(item.id).toBe(1);
    expect((await store.get('/api/getNew?id=4242')).status).toBe(404);
    const bad = await store.get('/api/getNew?id=one');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toContain("'id'");
    expect((await store.get('/api/getNew')).status).toBe(400);
  });
});

describe('getInstagramPosts', () => {
  it('API-09, ENT-25: the feed with id, media_type, media_url, permalink, videos included', async () => {
    const posts = GetInstagramPostsResponseSchema.parse(await (await store.get('/api/getInstagramPosts')).json());
    expect(posts).toHaveLength(6);
    expect(posts.some((post) => post.media_type === 'VIDEO')).toBe(true);
    for (const post of posts) expect((await store.get(post.media_url)).status).toBe(200);
  });
});

describe('subscribeToNewsletter', () => {
  async function subscribers(email: string) {
    return store.database.query<{ email: string }>('select email from newsletter_subscribers where email = $1', [email]);
  }

  it('API-15, ENT-32: stores a trimmed, lower-cased e-mail; a repeat is not an error and makes no duplicate', async () => {
    const first = await store.post('/api/subscribeToNewsletter', { email: '  Ana.Garcia@Example.com ' });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ status: 'subscribed' });
    const again = await store.post('/api/subscribeToNewsletter', { email: 'ana.garcia@example.com' });
    expect(again.status).toBe(200);
    expect(await subscribers('ana.garcia@example.com')).toHaveLength(1);
  });

  it.each([
    [{ email: '' }], [{ email: '   ' }], [{ email: 'not-an-email' }], [{}], [{ email: 42 }], [{ email: `${'a'.repeat(300)}@x.com` }],
    [{ email: "x@y.com'; drop table newsletter_subscribers; --" }],
  ])('NL-06: %j is a 400 naming email, and nothing is stored', async (body) => {
    const response = await store.post('/api/subscribeToNewsletter', body);
    expect(response.status).toBe(400);
    const error = ((await response.json()) as { error: { message: string } }).error;
    expect(error.message).toContain("'email'");
  });

  it('a malformed JSON body, a wrong content type or a huge body is a 4xx JSON error', async () => {
    const malformed = await store.post('/api/subscribeToNewsletter', '{"email":');
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { error: { code: string } }).error.code).toBe('invalid_input');
    const text = await fetch(`${store.url}/api/subscribeToNewsletter`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'email=a@b.com' });
    expect(text.status).toBeGreaterThanOrEqual(400);
    expect(text.status).toBeLessThan(500);
    const huge = await store.post('/api/subscribeToNewsletter', { email: 'a@b.com', padding: 'x'.repeat(100_000) });
    expect(huge.status).toBe(413);
  });
});

describe('HTTP behaviour', () => {
  it.each([
    ['/api/getProduct?id=1', 1800], ['/api/getProducts', 300], ['/api/search?genre=rpg', 60], ['/api/getStats', 3600],
    ['/api/getNews', 300], ['/api/getNew?id=1', 300], ['/api/getInstagramPosts', 300],
  ])('public read %s carries Cache-Control max-age=%i and an ETag; If-None-Match gets a 304', async (path, seconds) => {
    const response = await store.get(path);
    expect(response.headers.get('cache-control')).toContain(`max-age=${seconds}`);
    const tag = response.headers.get('etag');
    expect(tag).toBeTruthy();
    const again = await store.get(path, { headers: { 'if-none-match': tag! } });
    expect(again.status).toBe(304);
  });

  it('an unknown API call is a 404 JSON error; every answer has a request id', async () => {
    const response = await store.get('/api/getEverything');
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('not_found');
    expect(response.headers.get('x-request-id')).toBeTruthy();
  });

  it('/healthz and /readyz answer', async () => {
    expect(await (await store.get('/healthz')).json()).toEqual({ status: 'ok' });
    expect(await (await store.get('/readyz')).json()).toEqual({ status: 'ready' });
  });

  it('/api/openapi.json documents every public call from the contracts', async () => {
    const document = (await (await store.get('/api/openapi.json')).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining([
      '/api/getProduct', '/api/getProducts', '/api/search', '/api/getStats', '/api/getNews', '/api/getNew',
      '/api/getInstagramPosts', '/api/subscribeToNewsletter',
    ]));
  });

  it('security headers on every answer', async () => {
    const response = await store.get('/api/getNews');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBeTruthy();
  });
});

describe('media and the storefront shell', () => {
  it('serves generated artwork for every product image and gallery item, distinct per product', async () => {
    const product = (await (await store.get('/api/getProduct?is_banner=true')).json()) as { image_url: string; banner_url: string; media: string[] };
    const images = [product.image_url, product.banner_url, ...product.media];
    const bodies = new Set<string>();
    for (const url of images) {
      const response = await store.get(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toContain('image/svg+xml');
      bodies.add(await response.text());
    }
    expect(bodies.size).toBe(images.length);
    expect((await store.get('/media/art/cover/no-such-product.svg')).status).not.toBe(200);
  });

  it('serves the committed videos, with byte ranges', async () => {
    const product = (await (await store.get('/api/getProduct?is_banner=true')).json()) as { video_url: string };
    const response = await store.get(product.video_url, { headers: { range: 'bytes=0-99' } });
    expect(response.status).toBe(206);
    expect((await response.arrayBuffer()).byteLength).toBe(100);
  });
});

describe('the storefront shell', () => {
  it.each(['/', '/search?title=x', '/product?id=1', '/some/unknown/path'])('%s answers the app shell', async (path) => {
    const response = await store.get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('<div id="root">');
  });
});

describe('getStoreInfo and reportClientError', () => {
  it("answers the operator's legal identity and the Pixels launch (PROF-07, decision 8) from configuration", async () => {
    const info = (await (await store.get('/api/getStoreInfo')).json()) as Record<string, string>;
    expect(Object.keys(info).sort()).toEqual(['address', 'contact_email', 'legal_name', 'pixels_launch_at', 'registry', 'tax_id']);
    expect(info.legal_name).toBe(store.env.STORE_LEGAL_NAME);
    expect(info.pixels_launch_at).toBe('2025-04-02T22:00:00.000Z');
  });

  it('ROUTE-27: accepts a render-failure report sent as a beacon (text/plain JSON); rejects a bad one', async () => {
    // A browser's beacon carries the page's Origin like any other POST.
    const beacon = await fetch(`${store.url}/api/reportClientError`, {
      method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8', origin: store.url },
      body: JSON.stringify({ message: 'Cannot read properties of undefined', path: '/product?id=1' }),
    });
    expect(beacon.status).toBe(204);
    expect((await store.post('/api/reportClientError', 'not json')).status).toBe(400);
    expect((await store.post('/api/reportClientError', { message: 'x'.repeat(5000) })).status).toBe(400);
  });
});

describe('compression', () => {
  it('text answers are gzipped for clients that accept it; videos are not', async () => {
    const response = await store.get('/api/getProducts', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(((await response.json()) as { featuredGames: unknown[] }).featuredGames.length).toBeGreaterThan(0);
    const video = await store.get('/media/video/banner.webm', { headers: { 'accept-encoding': 'gzip', range: 'bytes=0-9' } });
    expect(video.headers.get('content-encoding')).toBeNull();
  });
});
