/**
 * The catalogue in the back office (issue 12 §3) on the real HTTP app and database (PGlite, or PostgreSQL
 * with DATABASE_URL): the gate, input checks, a product created in es and en showing at once in the public
 * search, product page and home (no stale memo), price changes recorded for the 30-day reference price
 * (decision 27), hiding (gone for shoppers, history and orders kept), and one audit row per write.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminProductResponseSchema, ListAdminProductsResponseSchema } from '../../src/shared/contracts/admin/catalogue.js';
import { ErrorBodySchema } from '../../src/shared/contracts/common.js';
import { GetProductResponseSchema } from '../../src/shared/contracts/get-product.js';
import { adminRead, adminWrite, type OperatorClient, closeAdminTestBench, startAdminTestBench } from '../support/admin-client.js';
import { authClient, type AuthClient } from '../support/auth-client.js';
import { checkoutCall } from '../support/checkout-client.js';
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

const CALLS = [
  { method: 'GET', name: 'listAdminProducts' }, { method: 'GET', name: 'getAdminProduct' }, { method: 'POST', name: 'createProduct' },
  { method: 'POST', name: 'updateProduct' }, { method: 'POST', name: 'setProductHidden' },
] as const;

const errorOf = async (response: Response) => ErrorBodySchema.parse(await response.json()).error;
const auditRows = (id: number) => store.database.query<{ action: string; actor_id: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }>(
  `select action, actor_id, before, after from audit_log where target_type = 'product' and target_id = $1 order by created_at, id`, [String(id)]);
const auditCount = async () => (await store.database.query<{ n: number }>('select count(*)::int as n from audit_log'))[0]!.n;

/** Runs a write, proves it left exactly one audit row, and answers the product. */
async function audited(name: string, body: unknown) {
  const before = await auditCount();
  const response = await adminWrite(operator, name, body);
  expect(response.status, await response.clone().text()).toBe(200);
  expect(await auditCount()).toBe(before + 1);
  return AdminProductResponseSchema.parse(await response.json());
}

const search = async (title: string) =>
  (await (await store.get(`/api/search?title=${encodeURIComponent(title)}`)).json()) as { id: number; title: { es: string; en: string }; pvp: number; price: number; discount: number }[];
const publicProduct = (id: number) => store.get(`/api/getProduct?id=${id}`);

describe('the gate (decision 26)', () => {
  it('a visitor and a shopper get the 404 of an unknown call on every catalogue call, before the input is read', async () => {
    for (const client of [authClient(store), shopper]) {
      for (const { method, name } of CALLS) {
        const response = method === 'GET' ? await client.get(`/api/admin/${name}?id=1`) : await client.post(`/api/admin/${name}`, { id: 1, hidden: true });
        expect(response.status, `${method} ${name}`).toBe(404);
        expect(await errorOf(response)).toEqual({ code: 'not_found', message: `No API call ${method} /api/admin/${name}`, details: {} });
      }
    }
  });
});

describe('input checks', () => {
  it('bad input gets a 400 with the error shape naming the field; nothing is written', async () => {
    const before = await auditCount();
    const cases: [Promise<Response>, string][] = [
      [adminWrite(operator, 'createProduct', { product: productInput('Bad', { pvp_cents: -1 }) }), 'product.pvp_cents'],
      [adminWrite(operator, 'createProduct', { product: productInput('Bad', { pvp_cents: 19.99 }) }), 'product.pvp_cents'],
      [adminWrite(operator, 'createProduct', { product: productInput('Bad', { regions: ['MARS'] as never }) }), 'product.regions.0'],
      [adminWrite(operator, 'createProduct', { product: productInput('Bad', { regions: [] }) }), 'product.regions'],
      [adminWrite(operator, 'createProduct', { product: productInput('Bad', { genres: ['shooter'] as never }) }), 'product.genres.0'],
      [adminWrite(operator, 'createProduct', { product: productInput('Bad', { image_url: 'https://elsewhere.example/cover.png' }) }), 'product.image_url'],
      [adminWrite(operator, 'createProduct', { product: productInput('Bad', { media: ['/media/../etc/passwd'] }) }), 'product.media.0'],
      [adminWrite(operator, 'createProduct', { product: productInput('Bad', { title: { es: '  ', en: 'Only English' } }) }), 'product.title.es'],
      [adminWrite(operator, 'createProduct', { product: productInput('Bad', { rating: 11 }) }), 'product.rating'],
      [adminWrite(operator, 'createProduct', { product: productInput('Bad', { preorder_quota: 10 }) }), 'product.preorder_quota'],
      [adminWrite(operator, 'updateProduct', { id: 'abc', product: productInput('Bad') }), 'id'],
      [adminWrite(operator, 'setProductHidden', { id: 1, hidden: 'yes' }), 'hidden'],
      [adminRead(operator, 'listAdminProducts', { sort: 'random' }), 'sort'],
      [adminRead(operator, 'listAdminProducts', { platform: 'Atari' }), 'platform'],
      [adminRead(operator, 'getAdminProduct', { id: 0 }), 'id'],
    ];
    for (const [pending, parameter] of cases) {
      const response = await pending;
      expect(response.status, parameter).toBe(400);
      const error = await errorOf(response);
      expect(error.code).toBe('invalid_input');
      expect(error.details.issues?.map((issue) => issue.parameter), parameter).toContain(parameter);
    }
    const missing = await adminRead(operator, 'getAdminProduct', { id: 2_000_000_000 });
    expect(missing.status).toBe(404);
    const missingUpdate = await adminWrite(operator, 'updateProduct', { id: 2_000_000_000, product: productInput('Gone') });
    expect(missingUpdate.status).toBe(404);
    expect(await auditCount()).toBe(before);
  });
});

describe('create, update and hide', () => {
  it('a product created in es and en shows at once in the public search, product page and home; one audit row', async () => {
    // The home data is memoised for a few seconds: read it first, so a stale memo would show.
    expect((await store.get('/api/getProducts')).status).toBe(200);
    const { product, price_history: history } = await audited('createProduct', { product: productInput('Zorblax', { is_featured: true, is_product_of_week: true }) });
    expect(product).toMatchObject({ pvp_cents: 1999, price_cents: 1999, discount: 0, stock: 0, hidden: false, is_featured: true, is_product_of_week: true });
    expect(product.title.es).toMatch(/^Zorblax Crónicas/);
    expect(history).toEqual([expect.objectContaining({ pvp_cents: 1999, valid_to: null })]);

    const [row] = await auditRows(product.id);
    expect(row).toMatchObject({ action: 'product.create', actor_id: operator.id, before: null });
    expect(row!.after).toMatchObject({ id: product.id, title: product.title, pvp_cents: 1999 });

    expect((await search('zorblax cronicas')).map((hit) => hit.id)).toContain(product.id);
    expect((await search('Zorblax Chronicles')).map((hit) => hit.id)).toContain(product.id);
    const page = await publicProduct(product.id);
    expect(page.status).toBe(200);
    const shown = GetProductResponseSchema.parse(await page.json());
    expect(shown).toMatchObject({ title: product.title, description: product.description, pvp: 19.99, region: ['EUROPE', 'GLOBAL'], rating: 8.5 });
    const home = (await (await store.get('/api/getProducts')).json()) as { productOfTheWeek: { id: number } | null };
    expect(home.productOfTheWeek?.id).toBe(product.id);

    const listed = ListAdminProductsResponseSchema.parse(await (await adminRead(operator, 'listAdminProducts', { q: 'zorblax' })).json());
    expect(listed.rows.map((entry) => entry.id)).toEqual([product.id]);
    expect(listed.total).toBe(1);
    const byId = ListAdminProductsResponseSchema.parse(await (await adminRead(operator, 'listAdminProducts', { q: String(product.id) })).json());
    expect(byId.rows.map((entry) => entry.id)).toContain(product.id);
  });

  it('decision 27: a price cut is recorded and struck through from the lowest price of 30 days; the storefront shows it at once', async () => {
    const { product } = await audited('createProduct', { product: productInput('Quillmoor', { pvp_cents: 3000 }) });
    const etag = (await publicProduct(product.id)).headers.get('etag');
    const cut = await audited('updateProduct', { id: product.id, product: productInput('Quillmoor', { title: product.title, pvp_cents: 2400 }) });
    expect(cut.product).toMatchObject({ pvp_cents: 2400, price_cents: 3000, discount: 20 });
    expect(cut.price_history.map((change) => [change.pvp_cents, change.valid_to === null])).toEqual([[2400, true], [3000, false]]);
    const rows = await store.database.query<{ pvp_cents: number; open: boolean }>(
      'select pvp_cents, valid_to is null as open from price_history where product_id = $1 order by id', [product.id]);
    expect(rows).toEqual([{ pvp_cents: 3000, open: false }, { pvp_cents: 2400, open: true }]);

    const page = await publicProduct(product.id);
    expect(page.headers.get('etag')).not.toBe(etag);
    expect(GetProductResponseSchema.parse(await page.json())).toMatchObject({ pvp: 24, price: 30, discount: 20 });
    expect((await search('Quillmoor')).find((hit) => hit.id === product.id)).toMatchObject({ pvp: 24, price: 30, discount: 20 });

    // A deeper cut keeps the reference the discount began with.
    const deeper = await audited('updateProduct', { id: product.id, product: productInput('Quillmoor', { title: product.title, pvp_cents: 1500 }) });
    expect(deeper.product).toMatchObject({ pvp_cents: 1500, price_cents: 3000, discount: 50 });
    // Back up to 30 €: the discount ends. A cut then is struck through from 15 €, the lowest of the last 30 days.
    const back = await audited('updateProduct', { id: product.id, product: productInput('Quillmoor', { title: product.title, pvp_cents: 3000 }) });
    expect(back.product).toMatchObject({ pvp_cents: 3000, price_cents: 3000, discount: 0 });
    const again = await audited('updateProduct', { id: product.id, product: productInput('Quillmoor', { title: product.title, pvp_cents: 2800 }) });
    expect(again.product).toMatchObject({ pvp_cents: 2800, price_cents: 2800, discount: 0 });
    const under = await audited('updateProduct', { id: product.id, product: productInput('Quillmoor', { title: product.title, pvp_cents: 1200 }) });
    expect(under.product).toMatchObject({ pvp_cents: 1200, price_cents: 1500, discount: 20 });

    const [, firstUpdate] = await auditRows(product.id);
    expect(firstUpdate).toMatchObject({ action: 'product.update', actor_id: operator.id });
    expect(firstUpdate!.before).toMatchObject({ pvp_cents: 3000, price_cents: 3000 });
    expect(firstUpdate!.after).toMatchObject({ pvp_cents: 2400, price_cents: 3000 });
  });

  it('an update of every text in es and en shows at once; one banner and one product of the week at a time', async () => {
    const { product } = await audited('createProduct', { product: productInput('Velmora') });
    const changed = productInput('Velmora', {
      title: { es: 'Velmora Renacida', en: 'Velmora Reborn' },
      description: { es: '<p>Nueva descripción.</p>', en: '<p>New description.</p>' },
      features: { es: ['Mundo abierto', 'Foto'], en: ['Open world', 'Photo mode'] },
      regions: ['US'], genres: ['rpg'], platform: 'GOG.com', rating: null, is_banner: true, is_product_of_week: true,
    });
    const updated = await audited('updateProduct', { id: product.id, product: changed });
    expect(updated.product).toMatchObject({ title: changed.title, features: changed.features, platform: 'GOG.com', rating: null, is_banner: true });
    const shown = GetProductResponseSchema.parse(await (await publicProduct(product.id)).json());
    expect(shown).toMatchObject({ title: changed.title, description: changed.description, features: changed.features, region: ['US'], rating: null });
    const banner = GetProductResponseSchema.parse(await (await store.get('/api/getProduct?is_banner=true')).json());
    expect(banner.id).toBe(product.id);
    const [counts] = await store.database.query<{ banners: number; weeks: number }>(
      'select count(*) filter (where is_banner)::int as banners, count(*) filter (where is_product_of_week)::int as weeks from products');
    expect(counts).toEqual({ banners: 1, weeks: 1 });
    expect((await search('Velmora Reborn')).map((hit) => hit.id)).toContain(product.id);
  });

  it('a pre-order sells its quota: raising the quota raises the stock by the difference', async () => {
    const { product } = await audited('createProduct', { product: productInput('Preorbis', { is_preorder: true, preorder_quota: 50 }) });
    expect(product).toMatchObject({ is_preorder: true, preorder_quota: 50, stock: 50 });
    await store.database.query('update products set stock = stock - 5 where id = $1', [product.id]); // 5 sold
    const raised = await audited('updateProduct', { id: product.id, product: productInput('Preorbis', { title: product.title, is_preorder: true, preorder_quota: 80 }) });
    expect(raised.product).toMatchObject({ preorder_quota: 80, stock: 75 });
  });

  it('hiding takes a product off the storefront for shoppers, keeps its history, and shows it again; one audit row each', async () => {
    const { product } = await audited('createProduct', { product: productInput('Hydeway') });
    expect((await search('Hydeway')).map((hit) => hit.id)).toContain(product.id);
    const hidden = await audited('setProductHidden', { id: product.id, hidden: true });
    expect(hidden.product.hidden).toBe(true);
    expect((await search('Hydeway')).map((hit) => hit.id)).not.toContain(product.id);
    expect((await publicProduct(product.id)).status).toBe(404);
    expect((await shopper.get(`/api/getProduct?id=${product.id}`)).status).toBe(404);
    const sitemap = await (await store.get('/sitemap.xml')).text();
    expect(sitemap).not.toContain(`/product?id=${product.id}<`);
    // The back office still has it, with its history.
    const read = AdminProductResponseSchema.parse(await (await adminRead(operator, 'getAdminProduct', { id: product.id })).json());
    expect(read.product.hidden).toBe(true);
    expect(read.price_history).toHaveLength(1);
    const hiddenList = ListAdminProductsResponseSchema.parse(await (await adminRead(operator, 'listAdminProducts', { q: 'hydeway', hidden: 'true' })).json());
    expect(hiddenList.rows.map((entry) => entry.id)).toEqual([product.id]);
    const rows = await auditRows(product.id);
    expect(rows.at(-1)).toMatchObject({ action: 'product.hide', before: { hidden: false }, after: { hidden: true } });

    await audited('setProductHidden', { id: product.id, hidden: false });
    expect((await publicProduct(product.id)).status).toBe(200);
    expect((await search('Hydeway')).map((hit) => hit.id)).toContain(product.id);
  });

  it('a hidden product cannot be bought: the checkout answers 404 as for an unknown product; shown again, it sells', async () => {
    const [onSale] = await store.database.query<{ id: number }>(
      'select id from products where stock >= 3 and not is_preorder and not is_bundle and pvp_cents > 0 order by id desc limit 1');
    await audited('setProductHidden', { id: onSale!.id, hidden: true });
    const refused = await checkoutCall(shopper, [{ product_id: onSale!.id, quantity: 1 }]);
    expect(refused.status).toBe(404);
    expect((await errorOf(refused)).details).toMatchObject({ product_ids: [onSale!.id] });
    await audited('setProductHidden', { id: onSale!.id, hidden: false });
    expect((await checkoutCall(shopper, [{ product_id: onSale!.id, quantity: 1 }])).status).toBe(200);
  });

  it('the list filters, sorts and pages on the server', async () => {
    const list = async (query: Record<string, string | number>) =>
      ListAdminProductsResponseSchema.parse(await (await adminRead(operator, 'listAdminProducts', query)).json());
    const first = await list({ page_size: 10, sort: 'price_high' });
    expect(first.rows).toHaveLength(10);
    expect(first.total).toBeGreaterThan(10);
    const prices = first.rows.map((row) => row.pvp_cents);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const second = await list({ page_size: 10, page: 2, sort: 'price_high' });
    expect(second.rows[0]!.pvp_cents).toBeLessThanOrEqual(prices.at(-1)!);
    expect(second.rows.map((row) => row.id)).not.toContain(first.rows[0]!.id);
    const steam = await list({ platform: 'Steam', type: 'game', page_size: 100 });
    expect(steam.rows.every((row) => row.platform === 'Steam' && row.type === 'game')).toBe(true);
    const preorders = await list({ preorder: 'true', page_size: 100 });
    expect(preorders.total).toBeGreaterThan(0);
    expect(preorders.rows.every((row) => row.is_preorder)).toBe(true);
    const low = await list({ low_stock: 'true', page_size: 100 });
    expect(low.rows.every((row) => row.stock <= 5 && !row.is_preorder)).toBe(true);
  });
});
