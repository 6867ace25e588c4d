/**
 * The catalogue in the back office (issue 12 §3): list, read, create, update and hide products.
 *
 * - Each write is one transaction: the product row locked, the change, its price history, and one audit
 *   row with the product before and after (recordAudit). After the commit the storefront's memoised
 *   answers forget what they hold (catalogChanged), so the change shows at once.
 * - Prices (decision 27, EU Omnibus rule): the operator sets the selling price (pvp). Every change closes
 *   the open price_history row and opens one. The struck-through price (price_cents) follows: a price
 *   under the lowest of the last 30 days starts a discount from that lowest price; while a discount runs,
 *   its reference stays what it was when the discount began; a price at or over it ends the discount.
 * - Hidden products (migration 0019) leave every storefront read and the checkout; their rows, orders,
 *   keys and price history stay.
 * - There is one banner product and one product of the week: setting either on a product takes it from
 *   the one that had it (named in the audit row).
 * - A pre-order's stock is its quota left: raising or lowering the quota moves the stock by the
 *   difference (never below 0); a product that stops being a pre-order gets its stock from its keys.
 * - A mystery bundle (input `bundle`, chosen at creation) saves its rule and pool in the same transaction,
 *   checked and written by bundle-admin.ts; the audit row's before and after hold the pool.
 */
import { LOW_STOCK_THRESHOLD } from '../../../shared/contracts/admin/dashboard.js';
import type { AdminPage } from '../../../shared/contracts/admin/common.js';
import {
  SLUG_TAKEN, type AdminProduct, type AdminProductRow, type ListAdminProductsQuery, type ProductInput, type ProductSort,
} from '../../../shared/contracts/admin/catalogue.js';
import { discountPercent } from '../../../shared/money.js';
import type { Database, TransactionQuery } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../http/app-error.js';
import { recordAudit, type AuditActor } from '../audit/audit.js';
import { likePattern } from '../admin/users-admin.js';
import { catalogChanged } from '../catalog/catalog-changes.js';
import { BUNDLE_COLUMNS, bundleOf, checkBundle, refuseIfPooled, writeBundle, type BundleColumns } from './bundle-admin.js';

const PRODUCT_COLUMNS = `p.id, p.slug, p.title, p.description, p.features, p.languages, p.platform, p.regions, p.genres, p.type,
  p.category, p.developer, p.publisher, to_char(p.release_date, 'YYYY-MM-DD') as release_date, p.rating::float8 as rating,
  p.price_cents, p.pvp_cents, p.stock, p.image_url, p.banner_url, p.video_url, p.media, p.minimum_requirements,
  p.recommended_requirements, p.is_banner, p.is_featured, p.is_recommended, p.is_product_of_week, p.is_preorder,
  p.preorder_quota, p.is_bundle, p.hidden, p.created_at, p.updated_at, ${BUNDLE_COLUMNS}`;

type ProductRow = Omit<AdminProduct, 'discount' | 'created_at' | 'updated_at' | 'bundle'> & BundleColumns & { created_at: Date | string; updated_at: Date | string };

const toProduct = (
  { bundle_tier: _tier, bundle_game_count: _games, bundle_min_aaa: _aaa, bundle_min_indie: _indie, bundle_max_value_cents: _value, ...row }: ProductRow,
  bundle: AdminProduct['bundle'],
): AdminProduct => ({
  ...row,
  bundle,
  rating: row.rating === null ? null : Number(row.rating),
  discount: discountPercent(row.price_cents, row.pvp_cents),
  created_at: new Date(row.created_at).toISOString(),
  updated_at: new Date(row.updated_at).toISOString(),
});

const ROW_COLUMNS = `p.id, p.title, p.platform, p.type, p.category, p.price_cents, p.pvp_cents, p.stock, p.is_preorder, p.is_bundle,
  p.hidden, p.image_url, to_char(p.release_date, 'YYYY-MM-DD') as release_date, p.updated_at, p.is_banner, p.is_featured, p.is_product_of_week`;

const SORTS: Record<ProductSort, string> = {
  newest: 'p.release_date desc, p.id desc',
  oldest: 'p.release_date asc, p.id asc',
  title: `lower(p.title->>'en'), p.id`,
  price_low: 'p.pvp_cents asc, p.id',
  price_high: 'p.pvp_cents desc, p.id desc',
  stock_low: 'p.stock asc, p.id',
  updated: 'p.updated_at desc, p.id desc',
};

export async function listAdminProducts(database: Database, query: ListAdminProductsQuery): Promise<AdminPage<AdminProductRow>> {
  const { q, page, page_size: pageSize } = query;
  const id = q && /^\d{1,9}$/.test(q) ? Number(q) : null;
  const where = `($1::text is null or p.title->>'es' ilike $1 or p.title->>'en' ilike $1 or p.id = $2::int)
    and ($3::text is null or p.type = $3) and ($4::text[] is null or p.platform = any($4::text[]))
    and ($5::text is null or p.category = $5) and ($6::boolean is null or p.hidden = $6)
    and ($7::boolean is null or p.is_preorder = $7) and ($8::boolean is null or p.is_bundle = $8)
    and (not $9::boolean or (p.stock <= ${LOW_STOCK_THRESHOLD} and not p.is_preorder))`;
  const parameters = [
    q ? likePattern(q) : null, id, query.type ?? null, query.platform?.length ? query.platform : null, query.category ?? null,
    query.hidden ?? null, query.preorder ?? null, query.bundle ?? null, query.low_stock ?? false,
  ];
  const [rows, [count]] = await Promise.all([
    database.query<AdminProductRow & { updated_at: Date | string }>(
      `select ${ROW_COLUMNS} from products p where ${where} order by ${SORTS[query.sort]} limit $10 offset $11`,
      [...parameters, pageSize, (page - 1) * pageSize], `admin.products-list.${query.sort}`),
    database.query<{ total: number }>(`select count(*)::int as total from products p where ${where}`, parameters, 'admin.products-count'),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, discount: discountPercent(row.price_cents, row.pvp_cents), updated_at: new Date(row.updated_at).toISOString() })),
    total: count?.total ?? 0, page, page_size: pageSize,
  };
}

interface PriceChange { pvp_cents: number; valid_from: string; valid_to: string | null }

async function priceHistoryOf(run: TransactionQuery, id: number): Promise<PriceChange[]> {
  const rows = await run<{ pvp_cents: number; valid_from: Date | string; valid_to: Date | string | null }>(
    'select pvp_cents, valid_from, valid_to from price_history where product_id = $1 order by valid_from desc, id desc limit 50', [id]);
  return rows.map((row) => ({
    pvp_cents: row.pvp_cents, valid_from: new Date(row.valid_from).toISOString(), valid_to: row.valid_to === null ? null : new Date(row.valid_to).toISOString(),
  }));
}

async function productRow(run: TransactionQuery, id: number, lock = false): Promise<AdminProduct> {
  const [row] = await run<ProductRow>(`select ${PRODUCT_COLUMNS} from products p where p.id = $1${lock ? ' for update' : ''}`, [id]);
  if (!row) throw new AppError('not_found', `No product with id ${id}`);
  return toProduct(row, row.is_bundle ? await bundleOf(run, id, row) : null);
}

export async function getAdminProduct(database: Database, id: number) {
  const run: TransactionQuery = (text, params) => database.query(text, params);
  const product = await productRow(run, id);
  return { product, price_history: await priceHistoryOf(run, id) };
}

/** A URL-safe slug from the English title (accents dropped), unique among products. */
async function freeSlug(query: TransactionQuery, title: string, exceptId?: number): Promise<string> {
  const base = title.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 80) || 'product';
  const taken = new Set((await query<{ slug: string }>(
    `select slug from products where (slug = $1 or slug like $2) and ($3::int is null or id <> $3)`, [base, `${base}-%`, exceptId ?? null])).map((row) => row.slug));
  for (let n = 1; ; n += 1) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!taken.has(slug)) return slug;
  }
}

/** The one banner and the one product of the week: a product taking either takes it from the others. */
async function takeSingleFlags(query: TransactionQuery, id: number, input: ProductInput) {
  const taken: { banner_from?: number[]; product_of_week_from?: number[] } = {};
  if (input.is_banner) {
    const rows = await query<{ id: number }>('update products set is_banner = false, updated_at = now() where is_banner and id <> $1 returning id', [id]);
    if (rows.length) taken.banner_from = rows.map((row) => row.id);
  }
  if (input.is_product_of_week) {
    const rows = await query<{ id: number }>(
      'update products set is_product_of_week = false, updated_at = now() where is_product_of_week and id <> $1 returning id', [id]);
    if (rows.length) taken.product_of_week_from = rows.map((row) => row.id);
  }
  return taken;
}

/**
 * Decision 27: the struck-through price after the selling price becomes `pvp`. Runs before the new
 * price's history row is written, so the open row is the price until now.
 */
async function referencePrice(query: TransactionQuery, id: number, before: Pick<AdminProduct, 'price_cents' | 'pvp_cents'>, pvp: number): Promise<number> {
  if (pvp === before.pvp_cents) return before.price_cents;
  // A discount that is running keeps the reference it began with, as long as the price stays under it.
  if (before.pvp_cents < before.price_cents && pvp < before.price_cents) return before.price_cents;
  const [row] = await query<{ lowest: number | null }>(
    `select min(pvp_cents)::int as lowest from price_history
      where product_id = $1 and (valid_to is null or valid_to > now() - interval '30 days')`, [id]);
  const lowest = Math.min(row?.lowest ?? before.pvp_cents, before.pvp_cents);
  return pvp < lowest ? lowest : pvp;
}

async function recordPrice(query: TransactionQuery, id: number, pvp: number): Promise<void> {
  await query('update price_history set valid_to = now() where product_id = $1 and valid_to is null', [id]);
  await query('insert into price_history (product_id, pvp_cents, valid_from) values ($1, $2, now())', [id, pvp]);
}

/** The columns an input sets, in order, with their values ($2… after the id). */
function inputColumns(input: ProductInput) {
  return {
    title: JSON.stringify(input.title), description: JSON.stringify(input.description), features: JSON.stringify(input.features),
    languages: input.languages, platform: input.platform, regions: input.regions, genres: input.genres, type: input.type,
    category: input.category, developer: input.developer, publisher: input.publisher, release_date: input.release_date,
    rating: input.rating, pvp_cents: input.pvp_cents, image_url: input.image_url, banner_url: input.banner_url,
    video_url: input.video_url, media: JSON.stringify(input.media),
    minimum_requirements: input.minimum_requirements === null ? null : JSON.stringify(input.minimum_requirements),
    recommended_requirements: input.recommended_requirements === null ? null : JSON.stringify(input.recommended_requirements),
    is_banner: input.is_banner, is_featured: input.is_featured, is_recommended: input.is_recommended,
    is_product_of_week: input.is_product_of_week, is_preorder: input.is_preorder, preorder_quota: input.preorder_quota,
    // A product never changes kind (updateProduct refuses it), so an update writes the same value.
    is_bundle: input.bundle !== null,
  };
}

const CASTS: Record<string, string> = {
  title: 'jsonb', description: 'jsonb', features: 'jsonb', media: 'jsonb', minimum_requirements: 'jsonb', recommended_requirements: 'jsonb',
  languages: 'text[]', regions: 'text[]', genres: 'text[]', release_date: 'date', rating: 'numeric',
};

function slugTaken(error: unknown): never {
  if (isUniqueViolation(error, 'slug')) {
    throw new AppError('conflict', 'Another product has this title\'s address: try again', { reason: SLUG_TAKEN });
  }
  throw error;
}

export async function createProduct(database: Database, actor: AuditActor, input: ProductInput) {
  const result = await database.transaction(async (query) => {
    const slug = await freeSlug(query, input.title.en);
    // Before the insert: the banner's unique index allows one at a time.
    const taken = await takeSingleFlags(query, 0, input);
    const values = inputColumns(input);
    const names = Object.keys(values);
    const [created] = await query<{ id: number }>(
      `insert into products (slug, ${names.join(', ')}, price_cents, stock)
       values ($1, ${names.map((name, index) => `$${index + 2}${CASTS[name] ? `::${CASTS[name]}` : ''}`).join(', ')},
               $${names.length + 2}, $${names.length + 3})
       returning id`,
      [slug, ...Object.values(values), input.pvp_cents, input.is_preorder ? input.preorder_quota : 0]).catch(slugTaken);
    const id = created!.id;
    if (input.bundle) {
      await checkBundle(query, id, input.bundle);
      await writeBundle(query, id, input.bundle);
    }
    await query('insert into price_history (product_id, pvp_cents, valid_from) values ($1, $2, now())', [id, input.pvp_cents]);
    const product = await productRow(query, id);
    await recordAudit(query, actor, { action: 'product.create', targetType: 'product', targetId: id, before: null, after: { ...product, ...taken } });
    return { product, price_history: await priceHistoryOf(query, id) };
  });
  catalogChanged(database);
  return result;
}

export async function updateProduct(database: Database, actor: AuditActor, id: number, input: ProductInput) {
  const result = await database.transaction(async (query) => {
    const before = await productRow(query, id, true);
    if (before.is_bundle !== (input.bundle !== null)) {
      throw new AppError('business_rule', before.is_bundle ? 'This product is a mystery bundle: its rule and pool are needed' : 'A product becomes a mystery bundle only when it is created', {
        reason: 'BUNDLE_KIND_FIXED', field: 'bundle',
      });
    }
    if (input.bundle) await checkBundle(query, id, input.bundle);
    if (input.is_preorder && !before.is_preorder) await refuseIfPooled(query, id);
    const price = await referencePrice(query, id, before, input.pvp_cents);
    if (input.pvp_cents !== before.pvp_cents) await recordPrice(query, id, input.pvp_cents);
    const slug = before.title.en === input.title.en ? before.slug : await freeSlug(query, input.title.en, id);
    const taken = await takeSingleFlags(query, id, input);
    const values = inputColumns(input);
    const names = Object.keys(values);
    // A pre-order's stock is its quota left: it moves by the quota's change.
    const stock = input.is_preorder
      ? (before.is_preorder ? `greatest(0, stock + $${names.length + 4}::int - preorder_quota)` : `$${names.length + 4}::int`)
      : 'stock';
    await query(
      `update products set slug = $${names.length + 2}, price_cents = $${names.length + 3}, stock = ${stock}, updated_at = now(),
         ${names.map((name, index) => `${name} = $${index + 2}${CASTS[name] ? `::${CASTS[name]}` : ''}`).join(', ')}
       where id = $1`,
      [id, ...Object.values(values), slug, price, ...(input.is_preorder ? [input.preorder_quota] : [])]).catch(slugTaken);
    if (before.is_preorder && !input.is_preorder) await query('select pk_refresh_stock(array[$1::int])', [id]);
    if (input.bundle) await writeBundle(query, id, input.bundle);
    const product = await productRow(query, id);
    await recordAudit(query, actor, { action: 'product.update', targetType: 'product', targetId: id, before, after: { ...product, ...taken } });
    return { product, price_history: await priceHistoryOf(query, id) };
  });
  catalogChanged(database);
  return result;
}

export async function setProductHidden(database: Database, actor: AuditActor, id: number, hidden: boolean) {
  const result = await database.transaction(async (query) => {
    const before = await productRow(query, id, true);
    // A hidden product cannot stay the banner or the product of the week: the storefront would show none.
    await query(
      `update products set hidden = $2, updated_at = now(),
         is_banner = is_banner and not $2, is_product_of_week = is_product_of_week and not $2 where id = $1`, [id, hidden]);
    const product = await productRow(query, id);
    await recordAudit(query, actor, {
      action: hidden ? 'product.hide' : 'product.show', targetType: 'product', targetId: id,
      before: { hidden: before.hidden, is_banner: before.is_banner, is_product_of_week: before.is_product_of_week },
      after: { hidden: product.hidden, is_banner: product.is_banner, is_product_of_week: product.is_product_of_week },
    });
    return { product, price_history: await priceHistoryOf(query, id) };
  });
  catalogChanged(database);
  return result;
}
