import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_LIMITS } from '../../src/shared/constants.js';
import { ProductSchema } from '../../src/shared/contracts/common.js';
import { HomeDataSchema } from '../../src/shared/contracts/get-products.js';
import { startTestStore, type TestStore } from '../support/test-store.js';

let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(async () => {
  await store?.close();
});

async function json<T = any>(path: string): Promise<{ status: number; body: T; response: Response }> {
  const response = await store.get(path);
  return { status: response.status, body: (await response.json()) as T, response };
}

describe('getProduct', () => {
  it('API-03, API-17, API-18: answers one product by id in the §3 shape, amounts in euros', async () => {
    const { status, body } = await json('/api/getProduct?id=1');
    expect(status).toBe(200);
    const product = ProductSchema.parse(body);
    expect(product.id).toBe(1);
    expect(product.title.es.length).toBeGreaterThan(0);
    expect(product.title.en.length).toBeGreaterThan(0);
    for (const amount of [product.price, product.pvp]) expect(Math.round(amount * 100) / 100).toBe(amount);
    expect(Object.keys(body)).toEqual(expect.arrayContaining(['image_url', 'video_url', 'release_date', 'is_preorder', 'is_bundle', 'bundle_products', 'minimum_requirements', 'recommended_requirements', 'region']));
  });

  it('API-03, ENT-13, ENT-14: is_banner=true answers the banner product', async () => {
    const { status, body } = await json('/api/getProduct?is_banner=true');
    expect(status).toBe(200);
    expect(body.is_banner).toBe(true);
    expect(body.video_url).toMatch(/\.webm$/);
    expect(body).toMatchObject({ id: expect.any(Number), title: expect.any(Object), description: expect.any(Object), image_url: expect.any(String) });
  });

  it('ENT-10, BUNDLE-11: a mystery bundle lists its pool with quality, sorted by quality descending', async () => {
    const home = (await json('/api/getProducts')).body;
    const bundleId = home.bundles[0].id;
    const { body } = await json(`/api/getProduct?id=${bundleId}`);
    expect(body.is_bundle).toBe(true);
    expect(body.bundle_rule).toMatchObject({ games: expect.any(Number), min_aaa: expect.any(Number), min_indie: expect.any(Number) });
    expect(body.bundle_products.length).toBeGreaterThanOrEqual(body.bundle_rule.games);
    const qualities = body.bundle_products.map((item: { quality: number }) => item.quality);
    expect(qualities).toEqual([...qualities].sort((a, b) => b - a));
    for (const item of body.bundle_products) {
      expect(item).toMatchObject({ id: expect.any(Number), title: expect.any(Object), image_url: expect.any(String), platform: expect.any(String), price: expect.any(Number), pvp: expect.any(Number), discount: expect.any(Number) });
    }
  });

  it('ENT-08: stock is the count of available keys in the pool; 0 means sold out', async () => {
    const [row] = await store.database.query<{ id: number; stock: number; keys: number }>(
      `select p.id, p.stock, (select count(*)::int from game_keys k where k.product_id = p.id and k.status = 'available') as keys
         from products p where not p.is_preorder and not p.is_bundle and p.stock > 0 order by p.id limit 1`);
    const { body } = await json(`/api/getProduct?id=${row!.id}`);
    expect(body.stock).toBe(row!.keys);
    const [soldOut] = await store.database.query<{ id: number }>(`select id from products where stock = 0 and not is_preorder limit 1`);
    expect((await json(`/api/getProduct?id=${soldOut!.id}`)).body.stock).toBe(0);
  });

  it('an unknown id is a 404 with the error shape (API-21)', async () => {
    const { status, body } = await json('/api/getProduct?id=999999');
    expect(status).toBe(404);
    expect(body).toEqual({ error: { code: 'not_found', message: expect.stringContaining('999999'), details: {} } });
  });

  it.each([
    ['id=abc'], ['id=-1'], ['id=0'], ['id=1.5'], ['id=99999999999'], ['id=1%3B%20drop%20table%20products'], ['id=%3Cscript%3E'], [''],
  ])('bad input %s is a 400 naming the parameter', async (query) => {
    const { status, body } = await json(`/api/getProduct?${query}`);
    expect(status).toBe(400);
    expect(body.error.code).toBe('invalid_input');
    expect(body.error.message).toContain("'id'");
  });
});

describe('getProducts', () => {
  it('API-04, ENT-23, HOME-07..17: the home data with the §9 limits', async () => {
    const { status, body } = await json('/api/getProducts');
    expect(status).toBe(200);
    const home = HomeDataSchema.parse(body);
    expect(home.featuredGames).toHaveLength(HOME_LIMITS.featuredGames);
    expect(home.featuredSubscriptions).toHaveLength(HOME_LIMITS.subscriptions);
    expect(home.recommendedProducts).toHaveLength(HOME_LIMITS.recommended);
    expect(home.preorderProducts).toHaveLength(HOME_LIMITS.preorders);
    expect(home.bundles.length).toBeGreaterThanOrEqual(3);
    expect(home.bundles.length).toBeLessThanOrEqual(HOME_LIMITS.bundles);
    expect(home.productOfTheWeek).not.toBeNull();
    expect(home.featuredGames.every((product) => product.type === 'game')).toBe(true);
    expect(home.featuredSubscriptions.every((product) => product.type === 'subscription')).toBe(true);
    expect(home.preorderProducts.every((product) => product.is_preorder)).toBe(true);
  });

  it('HOME-09: bundles are sorted by id descending, each with its items (ENT-21, ENT-22)', async () => {
    const { body } = await json('/api/getProducts');
    const ids = body.bundles.map((bundle: { id: number }) => bundle.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    for (const bundle of body.bundles) {
      expect(bundle).toMatchObject({ is_featured: expect.any(Boolean), items: expect.any(Array), description: expect.any(Object), features: expect.any(Object), region: expect.any(Array), platform: expect.any(String) });
      expect(bundle.items.length).toBeGreaterThan(0);
    }
  });

  it('ENT-20: the product of the week carries id, title, description, pvp, video_url, release_date, platform', async () => {
    const { body } = await json('/api/getProducts');
    expect(body.productOfTheWeek).toMatchObject({
      id: expect.any(Number), title: expect.any(Object), description: expect.any(Object), pvp: expect.any(Number),
      video_url: expect.any(String), release_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), platform: expect.any(String),
    });
  });

  it('API-04: filter=recommended answers { recommendedProducts } only', async () => {
    const { status, body } = await json('/api/getProducts?filter=recommended');
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(['recommendedProducts']);
    expect(body.recommendedProducts).toHaveLength(HOME_LIMITS.recommended);
  });

  it('an unknown filter is a 400 naming the parameter', async () => {
    const { status, body } = await json('/api/getProducts?filter=everything');
    expect(status).toBe(400);
    expect(body.error.message).toContain("'filter'");
  });
});

describe('prices over time (decision 27)', () => {
  it('every price is recorded; a discounted product strikes through the lowest price of the 30 days before its discount began', async () => {
    const rows = await store.database.query<{ id: number; price_cents: number; pvp_cents: number; lowest: number | null; current: number }>(
      `select p.id, p.price_cents, p.pvp_cents,
              (select min(h.pvp_cents) from price_history h, price_history d
                where d.product_id = p.id and d.valid_to is null and h.product_id = p.id
                  and h.valid_from < d.valid_from and coalesce(h.valid_to, 'infinity') > d.valid_from - interval '30 days') as lowest,
              (select h.pvp_cents from price_history h where h.product_id = p.id and h.valid_to is null) as current
         from products p`);
    const discounted = rows.filter((row) => row.pvp_cents < row.price_cents);
    expect(discounted.length).toBeGreaterThan(10);
    for (const row of rows) expect(row.current, `product ${row.id}`).toBe(row.pvp_cents);
    for (const row of discounted) expect(row.lowest, `product ${row.id}`).toBe(row.price_cents);
    const { body } = await json(`/api/getProduct?id=${discounted[0]!.id}`);
    expect(body.price).toBe(discounted[0]!.price_cents / 100);
    expect(body.discount).toBeGreaterThan(0);
  });
});
