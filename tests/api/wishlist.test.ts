/**
 * The wishlist calls (§4 Wishlist, §5, §7, decision 15) through the real app and database: a shopper's
 * list, idempotent adds and removes, what a visitor gets, bad input, and the limit under concurrency.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WISHLIST_LIMIT } from '../../src/shared/constants.js';
import { ErrorBodySchema } from '../../src/shared/contracts/common.js';
import { GetUserWishlistResponseSchema } from '../../src/shared/contracts/get-user-wishlist.js';
import { SetWishlistResponseSchema } from '../../src/shared/contracts/set-wishlist.js';
import { signedInShopper, type AuthClient } from '../support/auth-client.js';
import { startMailCatcher, type MailCatcher } from '../support/mail-catcher.js';
import { startTestStore, type TestStore } from '../support/test-store.js';

let store: TestStore;
let mail: MailCatcher;
let productIds: number[];

beforeAll(async () => {
  mail = await startMailCatcher();
  store = await startTestStore({ SMTP_URL: mail.url, AUTH_RATE_LIMITS: 'off' });
  productIds = (await store.database.query<{ id: number }>('select id from products order by id limit 3')).map((row) => row.id);
});

afterAll(async () => {
  await store?.close();
  await mail?.close();
});

async function wishlistOf(shopper: AuthClient) {
  const response = await shopper.get('/api/getUserWishlist');
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  return GetUserWishlistResponseSchema.parse(await response.json());
}

const setWishlist = (shopper: AuthClient, body: unknown) => shopper.post('/api/setWishlist', body);

describe('a shopper keeps a wishlist', () => {
  it('API-10, API-13, ENT-17: adds products, reads them oldest first as { id, product }, removes one', async () => {
    const shopper = await signedInShopper(store, mail);
    expect(await wishlistOf(shopper)).toEqual([]);

    const [first, second] = productIds as [number, number];
    for (const id of [first, second]) {
      const response = await setWishlist(shopper, { product_id: id, action: 'add' });
      expect(response.status).toBe(200);
      expect(SetWishlistResponseSchema.parse(await response.json())).toEqual({ product_id: id, in_wishlist: true });
    }
    const list = await wishlistOf(shopper);
    expect(list.map((entry) => entry.product.id)).toEqual([first, second]);
    expect(list[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
    const product = await (await store.get(`/api/getProduct?id=${first}`)).json() as { title: unknown; pvp: number; stock: number };
    expect(list[0]!.product).toMatchObject({ title: product.title, pvp: product.pvp, stock: product.stock });

    const removed = await setWishlist(shopper, { product_id: first, action: 'remove' });
    expect(await removed.json()).toEqual({ product_id: first, in_wishlist: false });
    expect((await wishlistOf(shopper)).map((entry) => entry.product.id)).toEqual([second]);

    // What the store holds about the shopper (getMyData, GDPR) includes the wishlist.
    const data = (await (await shopper.get('/api/getMyData')).json()) as { wishlist: { product_id: number }[] };
    expect(data.wishlist.map((entry) => entry.product_id)).toEqual([second]);
  });

  it('adding twice keeps one entry, and removing what is not there changes nothing', async () => {
    const shopper = await signedInShopper(store, mail);
    const [id] = productIds as [number];
    await Promise.all([1, 2, 3].map(() => setWishlist(shopper, { product_id: id, action: 'add' })));
    await setWishlist(shopper, { product_id: id, action: 'add' });
    const [entry] = await wishlistOf(shopper);
    expect((await wishlistOf(shopper)).length).toBe(1);

    for (let i = 0; i < 2; i += 1) {
      const response = await setWishlist(shopper, { product_id: id, action: 'remove' });
      expect(response.status).toBe(200);
    }
    expect(await wishlistOf(shopper)).toEqual([]);
    // Added again, it is a new entry.
    await setWishlist(shopper, { product_id: id, action: 'add' });
    expect((await wishlistOf(shopper))[0]!.id).not.toBe(entry!.id);
  });

  it("one shopper's wishlist is not another's", async () => {
    const [a, b] = await Promise.all([signedInShopper(store, mail), signedInShopper(store, mail)]);
    await setWishlist(a, { product_id: productIds[0], action: 'add' });
    expect(await wishlistOf(b)).toEqual([]);
    await setWishlist(b, { product_id: productIds[0], action: 'remove' });
    expect((await wishlistOf(a)).length).toBe(1);
  });

  it(`holds at most ${WISHLIST_LIMIT} products, also when adds race for the last place`, async () => {
    const shopper = await signedInShopper(store, mail);
    const { user } = (await shopper.session())!;
    // More products than the demo catalogue holds, made for this shopper's list.
    const candidates = await store.database.query<{ id: number }>(
      `insert into products (slug, title, description, features, platform, regions, type, category, release_date, price_cents, pvp_cents, image_url, banner_url)
       select 'wishlist-filler-' || n, jsonb_build_object('es', 'Relleno ' || n, 'en', 'Filler ' || n), '{"es":"","en":""}', '{"es":[],"en":[]}',
              'Steam', '{GLOBAL}', 'game', 'pc', '2020-01-01', 999, 999, '/x.svg', '/y.svg'
         from generate_series(1, $1::int) n
       returning id`, [WISHLIST_LIMIT + 5]);
    // All but one place filled directly, then six adds race for the last one.
    const filled = candidates.slice(0, WISHLIST_LIMIT - 1).map((row) => row.id);
    await store.database.query(
      'insert into wishlist_items (user_id, product_id) select $1, unnest($2::int[])', [user.id, filled]);
    const racing = candidates.slice(WISHLIST_LIMIT - 1).map((row) => row.id);
    const answers = await Promise.all(racing.map((id) => setWishlist(shopper, { product_id: id, action: 'add' })));
    expect(answers.map((response) => response.status).sort()).toEqual([200, 422, 422, 422, 422, 422]);
    const refused = answers.find((response) => response.status === 422)!;
    const body = ErrorBodySchema.parse(await refused.json());
    expect(body.error).toMatchObject({ code: 'business_rule', details: { reason: 'WISHLIST_FULL' } });
    expect(body.error.message).toContain(String(WISHLIST_LIMIT));
    expect((await wishlistOf(shopper)).length).toBe(WISHLIST_LIMIT);

    // A product already there can still be "added" (nothing changes), and a removal makes room.
    expect((await setWishlist(shopper, { product_id: filled[0], action: 'add' })).status).toBe(200);
    await setWishlist(shopper, { product_id: filled[0], action: 'remove' });
    const kept = new Set((await wishlistOf(shopper)).map((entry) => entry.product.id));
    const late = racing.find((id) => !kept.has(id))!;
    expect((await setWishlist(shopper, { product_id: late, action: 'add' })).status).toBe(200);
  });
});

describe('a visitor and bad input', () => {
  it('WISH-06: a visitor reads an empty wishlist and cannot change one (401, VAL-02, VAL-03)', async () => {
    const read = await store.get('/api/getUserWishlist');
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual([]);
    for (const action of ['add', 'remove']) {
      const response = await store.post('/api/setWishlist', { product_id: productIds[0], action });
      expect(response.status).toBe(401);
      expect(ErrorBodySchema.parse(await response.json()).error.code).toBe('unauthenticated');
    }
  });

  it('an unknown product answers 404 and adds nothing', async () => {
    const shopper = await signedInShopper(store, mail);
    const response = await setWishlist(shopper, { product_id: 2_000_000_000, action: 'add' });
    expect(response.status).toBe(404);
    expect(ErrorBodySchema.parse(await response.json()).error.code).toBe('not_found');
    expect(await wishlistOf(shopper)).toEqual([]);
  });

  it.each([
    [{}, ['product_id', 'action']],
    [{ product_id: '7', action: 'add' }, ['product_id']],
    [{ product_id: 1.5, action: 'add' }, ['product_id']],
    [{ product_id: 0, action: 'add' }, ['product_id']],
    [{ product_id: 2_147_483_648, action: 'add' }, ['product_id']],
    [{ product_id: 1, action: 'toggle' }, ['action']],
    [{ product_id: 1, action: null }, ['action']],
    [[1, 'add'], ['(body)']],
  ])('%j answers 400 naming %j', async (body, parameters) => {
    const shopper = await signedInShopper(store, mail);
    const response = await setWishlist(shopper, body);
    expect(response.status).toBe(400);
    const { error } = ErrorBodySchema.parse(await response.json());
    expect(error.code).toBe('invalid_input');
    expect(error.details.issues!.map((issue) => issue.parameter).sort()).toEqual([...parameters].sort());
  });

  it('a call from another site is refused (403) and changes nothing', async () => {
    const shopper = await signedInShopper(store, mail);
    const response = await shopper.post('/api/setWishlist', { product_id: productIds[0], action: 'add' }, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(await wishlistOf(shopper)).toEqual([]);
  });
});
