/**
 * Mystery bundles in the back office (issue 12 §3, decision 6, docs/decisions/0013) on the real HTTP app and
 * database (PGlite, or PostgreSQL with DATABASE_URL): a bundle created and edited with its tier rule and its
 * pool (games with qualities 0-4) in one write and one audit row holding the pool before and after; the
 * storefront's product page shows the new Included Games at once; the bundle's stock follows its pool; a
 * checkout draws only from the pool as it is now; every bad input is a 400 and every rule the draw needs a
 * 422 naming its reason and field, with nothing written.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminProductResponseSchema, type BundleInput } from '../../src/shared/contracts/admin/catalogue.js';
import { ErrorBodySchema } from '../../src/shared/contracts/common.js';
import { GetProductResponseSchema } from '../../src/shared/contracts/get-product.js';
import { adminRead, adminWrite, auditCount, writeAudited, type OperatorClient, closeAdminTestBench, startAdminTestBench } from '../support/admin-client.js';
import { authClient, type AuthClient } from '../support/auth-client.js';
import { placeOrder } from '../support/checkout-client.js';
import type { MailCatcher } from '../support/mail-catcher.js';
import { productInput } from '../support/product-input.js';
import type { TestStore } from '../support/test-store.js';

let store: TestStore;
let mail: MailCatcher;
let operator: OperatorClient;
let shopper: AuthClient & { email: string };

beforeAll(async () => {
  ({ store, mail, operator, shopper } = await startAdminTestBench());
});

afterAll(() => closeAdminTestBench({ store, mail }));

const errorOf = async (response: Response) => ErrorBodySchema.parse(await response.json()).error;

async function write(name: 'createProduct' | 'updateProduct', body: unknown) {
  const { response, row } = await writeAudited(store.database, operator, name, body);
  return { ...AdminProductResponseSchema.parse(await response.json()), row };
}

/** A game of the test's own with `keys` keys loaded (through the back office's import). */
async function game(word: string, keys: number, pvpCents = 1000) {
  const { product } = await write('createProduct', { product: productInput(word, { pvp_cents: pvpCents }) });
  if (keys > 0) {
    const text = Array.from({ length: keys }, () => `B${randomUUID().replaceAll('-', '').slice(0, 20).toUpperCase()}`).join('\n');
    expect((await adminWrite(operator, 'importKeys', { product_id: product.id, text, format: 'list' })).status).toBe(200);
  }
  return product.id;
}

const rule = (pool: BundleInput['pool'], changes: Partial<BundleInput> = {}): BundleInput =>
  ({ tier: 'indie', game_count: 3, min_aaa: 1, min_indie: 1, max_value_cents: 6000, pool, ...changes });
const bundleInput = (word: string, bundle: BundleInput | null) => productInput(word, { pvp_cents: 1499, category: 'special_offers', bundle });
const stockOf = async (id: number) => (await store.database.query<{ stock: number }>('select stock from products where id = $1', [id]))[0]!.stock;
const publicProduct = async (id: number) => GetProductResponseSchema.parse(await (await store.get(`/api/getProduct?id=${id}`)).json());

describe('the gate (decision 26)', () => {
  it('a visitor and a shopper get the 404 of an unknown call when they send a bundle', async () => {
    for (const client of [authClient(store), shopper]) {
      for (const name of ['createProduct', 'updateProduct']) {
        const response = await client.post(`/api/admin/${name}`, { id: 1, product: bundleInput('Gate', rule([{ product_id: 1, quality: 4 }])) });
        expect(response.status, name).toBe(404);
        expect((await errorOf(response)).code).toBe('not_found');
      }
    }
  });
});

describe('a bundle\'s pool and tier rule', () => {
  it('saved with the product in one write and one audit row; the storefront shows the Included Games with their qualities; the stock follows the pool', async () => {
    const [aaa, indie, plain] = [await game('Apexfall', 2, 2500), await game('Tinyvale', 2, 500), await game('Midmarsh', 2)];
    const created = await write('createProduct', { product: bundleInput('Enigma', rule([{ product_id: aaa, quality: 4 }, { product_id: indie, quality: 1 }, { product_id: plain, quality: 2 }])) });
    expect(created.product).toMatchObject({ is_bundle: true, stock: 2 });
    expect(created.product.bundle).toMatchObject({ tier: 'indie', game_count: 3, min_aaa: 1, min_indie: 1, max_value_cents: 6000 });
    expect(created.product.bundle!.pool.map((entry) => [entry.product_id, entry.quality])).toEqual([[aaa, 4], [plain, 2], [indie, 1]]);
    expect(created.row).toMatchObject({ action: 'product.create', before: null });
    expect((created.row.after as { bundle: { pool: unknown[] } }).bundle.pool).toHaveLength(3);

    const shown = await publicProduct(created.product.id);
    expect(shown.is_bundle).toBe(true);
    expect(shown.bundle_rule).toEqual({ tier: 'indie', games: 3, min_aaa: 1, min_indie: 1, max_value: 60 });
    expect(shown.bundle_products.map((entry) => [entry.id, entry.quality])).toEqual([[aaa, 4], [plain, 2], [indie, 1]]);
    const etag = (await store.get(`/api/getProduct?id=${created.product.id}`)).headers.get('etag');

    // A new pool (two games swapped, a quality changed) and a rule of 2 games per draw.
    const [aaa2, indie2] = [await game('Zenithcore', 3, 2000), await game('Pebbleton', 3, 400)];
    const pool = [{ product_id: aaa2, quality: 4 }, { product_id: indie2, quality: 1 }, { product_id: plain, quality: 3 }];
    const updated = await write('updateProduct', {
      id: created.product.id, product: bundleInput('Enigma', rule(pool, { tier: 'aaa', game_count: 2, max_value_cents: 3000 })),
    });
    expect(updated.row).toMatchObject({ action: 'product.update' });
    const before = updated.row.before as { bundle: { pool: { product_id: number; quality: number }[] } };
    const after = updated.row.after as { bundle: { game_count: number; pool: { product_id: number; quality: number }[] } };
    expect(before.bundle.pool.map((entry) => entry.product_id).sort()).toEqual([aaa, indie, plain].sort());
    expect(after.bundle.game_count).toBe(2);
    expect(after.bundle.pool.map((entry) => [entry.product_id, entry.quality])).toEqual([[aaa2, 4], [plain, 3], [indie2, 1]]);
    // floor((3 + 3 + 2 keys) / 2 games per draw)
    expect(updated.product.stock).toBe(4);
    expect(await stockOf(created.product.id)).toBe(4);

    const page = await store.get(`/api/getProduct?id=${created.product.id}`);
    expect(page.headers.get('etag')).not.toBe(etag);
    const now = GetProductResponseSchema.parse(await page.json());
    expect(now.bundle_products.map((entry) => [entry.id, entry.quality])).toEqual([[aaa2, 4], [plain, 3], [indie2, 1]]);
    expect(now.bundle_rule).toMatchObject({ tier: 'aaa', games: 2, max_value: 30 });
    const read = AdminProductResponseSchema.parse(await (await adminRead(operator, 'getAdminProduct', { id: created.product.id })).json());
    expect(read.product.bundle!.pool).toHaveLength(3);

    // Keys loaded for a pool game raise the bundle's stock; a game taken out of the pool takes its keys' share away.
    await game('Unused', 0);
    expect((await adminWrite(operator, 'importKeys', { product_id: plain, text: 'BPLAINEXTRA0001\nBPLAINEXTRA0002', format: 'list' })).status).toBe(200);
    expect(await stockOf(created.product.id)).toBe(5);
    await write('updateProduct', {
      id: created.product.id,
      product: bundleInput('Enigma', rule(pool.filter((entry) => entry.product_id !== plain), { tier: 'aaa', game_count: 2, max_value_cents: 3000 })),
    });
    expect(await stockOf(created.product.id)).toBe(3);
    // Migration 0021: a pool emptied by one statement leaves the bundle with no draws, not the old pool's.
    await store.database.query('delete from bundle_items where bundle_id = $1', [created.product.id]);
    expect(await stockOf(created.product.id)).toBe(0);
  });

  it('a checkout of an edited bundle draws only from the pool as it is now', async () => {
    const old = [await game('Oldstone', 2), await game('Oldmere', 2), await game('Oldfield', 2)];
    const fresh = [await game('Newgate', 2), await game('Newholm', 2), await game('Newbury', 2)];
    const pool = (ids: number[]) => ids.map((product_id, index) => ({ product_id, quality: index === 0 ? 4 : index === 1 ? 1 : 0 }));
    const { product } = await write('createProduct', { product: bundleInput('Drawbridge', rule(pool(old))) });
    await write('updateProduct', { id: product.id, product: bundleInput('Drawbridge', rule(pool(fresh))) });
    await placeOrder(shopper, [{ product_id: product.id, quantity: 2 }]);
    const [item] = await store.database.query<{ draw: { games: number[][] } }>(
      `select oi.draw from order_items oi join orders o on o.id = oi.order_id where oi.product_id = $1`, [product.id]);
    expect(item!.draw.games).toHaveLength(2);
    for (const drawn of item!.draw.games) expect([...drawn].sort()).toEqual([...fresh].sort());
    const held = await store.database.query<{ product_id: number }>(
      `select k.product_id from game_keys k join order_items oi on oi.id = k.order_item_id where oi.product_id = $1`, [product.id]);
    expect(held.every((key) => fresh.includes(key.product_id))).toBe(true);
    expect(held).toHaveLength(6);
  });
});

describe('refusals: nothing is written', () => {
  it('bad input gets a 400 naming the field', async () => {
    const ok = [{ product_id: 1, quality: 4 }, { product_id: 8, quality: 1 }, { product_id: 2, quality: 3 }];
    const cases: [BundleInput | Record<string, unknown>, string][] = [
      [rule(ok, { game_count: 0 }), 'product.bundle.game_count'],
      [rule(ok, { game_count: 2.5 }), 'product.bundle.game_count'],
      [rule(ok, { min_aaa: -1 }), 'product.bundle.min_aaa'],
      [rule(ok, { min_aaa: 2, min_indie: 2 }), 'product.bundle.min_indie'],
      [rule(ok, { max_value_cents: 59.5 }), 'product.bundle.max_value_cents'],
      [rule(ok, { max_value_cents: 0 }), 'product.bundle.max_value_cents'],
      [rule(ok, { tier: 'mega' as never }), 'product.bundle.tier'],
      [rule([...ok, { product_id: 1, quality: 2 }]), 'product.bundle.pool'],
      [rule([{ product_id: 1, quality: 5 }]), 'product.bundle.pool.0.quality'],
      [rule([{ product_id: 'one', quality: 1 } as never]), 'product.bundle.pool.0.product_id'],
      [{ tier: 'indie' }, 'product.bundle.game_count'],
    ];
    const before = await auditCount(store.database);
    for (const [bundle, parameter] of cases) {
      const response = await adminWrite(operator, 'createProduct', { product: bundleInput('Bad', bundle as BundleInput) });
      expect(response.status, parameter).toBe(400);
      const error = await errorOf(response);
      expect(error.code).toBe('invalid_input');
      expect(error.details.issues?.map((issue) => issue.parameter), parameter).toContain(parameter);
    }
    const preorder = await adminWrite(operator, 'createProduct', { product: { ...bundleInput('Bad', rule(ok)), is_preorder: true, preorder_quota: 5 } });
    expect(preorder.status).toBe(400);
    expect((await errorOf(preorder)).details.issues?.map((issue) => issue.parameter)).toContain('product.is_preorder');
    expect(await auditCount(store.database)).toBe(before);
  });

  it('each rule the draw needs gets a 422 with its reason and field', async () => {
    const [aaa, indie, plain, pricey] = [await game('Crestline', 1, 2000), await game('Mossden', 1, 500), await game('Fernway', 1), await game('Goldspire', 1, 9000)];
    const { product: preorder } = await write('createProduct', { product: productInput('Soonfall', { is_preorder: true, preorder_quota: 5 }) });
    const good = [{ product_id: aaa, quality: 4 }, { product_id: indie, quality: 1 }, { product_id: plain, quality: 2 }];
    const { product: bundle } = await write('createProduct', { product: bundleInput('Riddle', rule(good)) });
    const [demoBundle] = await store.database.query<{ id: number }>('select id from products where is_bundle and id <> $1 order by id limit 1', [bundle.id]);
    const update = (pool: BundleInput['pool'], changes: Partial<BundleInput> = {}) =>
      adminWrite(operator, 'updateProduct', { id: bundle.id, product: bundleInput('Riddle', rule(pool, changes)) });
    const cases: [Promise<Response>, string, string][] = [
      [update([...good, { product_id: demoBundle!.id, quality: 0 }]), 'GAME_IS_BUNDLE', 'bundle.pool.3'],
      [update([{ product_id: preorder.id, quality: 2 }, ...good]), 'GAME_IS_PREORDER', 'bundle.pool.0'],
      [update([...good, { product_id: bundle.id, quality: 2 }]), 'GAME_IS_THE_BUNDLE', 'bundle.pool.3'],
      [update([...good, { product_id: 2_000_000_000, quality: 2 }]), 'GAME_NOT_FOUND', 'bundle.pool.3'],
      [update(good.slice(0, 2)), 'POOL_TOO_SMALL', 'bundle.game_count'],
      [update(good, { min_aaa: 2 }), 'POOL_FEW_AAA', 'bundle.min_aaa'],
      [update([...good, { product_id: pricey, quality: 0 }], { min_indie: 2 }), 'POOL_FEW_INDIE', 'bundle.min_indie'],
      [update(good, { max_value_cents: 3499 }), 'POOL_OVER_VALUE', 'bundle.max_value_cents'],
      [adminWrite(operator, 'updateProduct', { id: bundle.id, product: bundleInput('Riddle', null) }), 'BUNDLE_KIND_FIXED', 'bundle'],
      [adminWrite(operator, 'updateProduct', { id: plain, product: productInput('Fernway', { bundle: rule(good) }) }), 'BUNDLE_KIND_FIXED', 'bundle'],
      [adminWrite(operator, 'updateProduct', { id: plain, product: productInput('Fernway', { is_preorder: true, preorder_quota: 3 }) }), 'GAME_IN_BUNDLE_POOL', 'is_preorder'],
    ];
    const before = await auditCount(store.database);
    for (const [pending, reason, field] of cases) {
      const response = await pending;
      expect(response.status, reason).toBe(422);
      const error = await errorOf(response);
      expect(error.code).toBe('business_rule');
      expect(error.details, reason).toMatchObject({ reason, field });
    }
    expect(await auditCount(store.database)).toBe(before);
    // The cheapest draw (2000 + 500 + 1000) fits a cap of 35 €; nothing above changed the pool.
    expect((await update(good, { max_value_cents: 3500 })).status).toBe(200);
    const read = AdminProductResponseSchema.parse(await (await adminRead(operator, 'getAdminProduct', { id: bundle.id })).json());
    expect(read.product.bundle!.pool.map((entry) => entry.product_id).sort()).toEqual([aaa, indie, plain].sort());
  });
});
