/** Catalogue reads: one product, the banner product, and the home data (spec §2 Home, §3, §9). */
import type { HomeData } from '../../../shared/contracts/get-products.js';
import type { Product, ProductSummary } from '../../../shared/contracts/common.js';
import { HOME_LIMITS } from '../../../shared/constants.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import {
  BUNDLE_ITEM_COLUMNS, PRODUCT_COLUMNS, SUMMARY_COLUMNS, toBundleProduct, toProduct, toSummary,
  type BundleItemRow, type ProductRow, type SummaryRow,
} from './product-rows.js';

async function bundleItemsOf(database: Database, bundleIds: number[]): Promise<BundleItemRow[]> {
  if (bundleIds.length === 0) return [];
  return database.query<BundleItemRow>(
    `select ${BUNDLE_ITEM_COLUMNS} from bundle_items bi join products p on p.id = bi.product_id
      where bi.bundle_id = any($1::int[]) order by bi.quality desc, p.id`,
    [bundleIds],
    'catalog.bundle-items',
  );
}

async function withBundleItems(database: Database, row: ProductRow): Promise<Product> {
  return toProduct(row, row.is_bundle ? await bundleItemsOf(database, [row.id]) : []);
}

export async function getProductById(database: Database, id: number): Promise<Product> {
  const [row] = await database.query<ProductRow>(
    `select ${PRODUCT_COLUMNS} from products p where p.id = $1 and not p.hidden`, [id], 'catalog.product-by-id');
  if (!row) throw new AppError('not_found', `No product with id ${id}`);
  return withBundleItems(database, row);
}

export async function getBannerProduct(database: Database): Promise<Product> {
  const [row] = await database.query<ProductRow>(
    `select ${PRODUCT_COLUMNS} from products p where p.is_banner and not p.hidden limit 1`, [], 'catalog.banner');
  if (!row) throw new AppError('not_found', 'No banner product is set');
  return withBundleItems(database, row);
}

export async function getRecommendedProducts(database: Database): Promise<ProductSummary[]> {
  const rows = await database.query<SummaryRow>(
    `select ${SUMMARY_COLUMNS} from products p where p.is_recommended and not p.hidden
      order by (p.stock > 0) desc, p.rating desc nulls last, p.id desc limit $1`,
    [HOME_LIMITS.recommended], 'catalog.recommended');
  return rows.map(toSummary);
}

/** The home sections, each with its §9 limit; one round trip per section, run in parallel. */
export async function getHomeData(database: Database): Promise<HomeData> {
  const list = (name: string, where: string, order: string, limit: number) =>
    database.query<SummaryRow>(
      `select ${SUMMARY_COLUMNS} from products p where ${where} and not p.hidden order by ${order} limit $1`, [limit], `catalog.home.${name}`);
  const [featuredGames, featuredSubscriptions, recommendedProducts, preorderProducts, weekRows, bundleRows] = await Promise.all([
    list('games', `p.is_featured and p.type = 'game' and not p.is_bundle`, '(p.stock > 0) desc, p.release_date desc, p.id desc', HOME_LIMITS.featuredGames),
    list('subscriptions', `p.is_featured and p.type = 'subscription'`, '(p.stock > 0) desc, p.id desc', HOME_LIMITS.subscriptions),
    getRecommendedProducts(database),
    list('preorders', 'p.is_preorder', 'p.release_date asc, p.id desc', HOME_LIMITS.preorders),
    database.query<ProductRow>(`select ${PRODUCT_COLUMNS} from products p where p.is_product_of_week and not p.hidden order by p.id desc limit 1`, [], 'catalog.home.week'),
    database.query<ProductRow>(
      `select ${PRODUCT_COLUMNS} from products p where p.is_bundle and not p.hidden order by p.id desc limit $1`, [HOME_LIMITS.bundles], 'catalog.home.bundles'),
  ]);
  const items = await bundleItemsOf(database, bundleRows.map((row) => row.id));
  const weekRow = weekRows[0];
  return {
    featuredGames: featuredGames.map(toSummary),
    featuredSubscriptions: featuredSubscriptions.map(toSummary),
    recommendedProducts,
    preorderProducts: preorderProducts.map(toSummary),
    productOfTheWeek: weekRow ? await withBundleItems(database, weekRow) : null,
    bundles: bundleRows.map((row) => ({
      ...toSummary(row),
      description: row.description,
      features: row.features,
      is_featured: row.is_featured,
      items: items.filter((item) => item.bundle_id === row.id).map(toBundleProduct),
    })),
  };
}
