/** The SQL column lists and row mappers shared by every catalogue read (answers of decision 15). */
import type { BundleProduct, Product, ProductSummary } from '../../../shared/contracts/common.js';
import { centsToEuros, discountPercent } from '../../../shared/money.js';

/** Columns of a product card; `p` is the products alias. */
export const SUMMARY_COLUMNS = `p.id, p.title, p.platform, p.regions, p.genres, p.type, p.category,
  to_char(p.release_date, 'YYYY-MM-DD') as release_date, p.rating::float8 as rating, p.price_cents, p.pvp_cents,
  p.stock, p.is_preorder, p.is_bundle, p.image_url, p.video_url`;

export const PRODUCT_COLUMNS = `${SUMMARY_COLUMNS}, p.description, p.features, p.languages, p.developer, p.publisher,
  p.banner_url, p.media, p.minimum_requirements, p.recommended_requirements, p.is_banner, p.is_featured,
  p.bundle_tier, p.bundle_game_count, p.bundle_min_aaa, p.bundle_min_indie, p.bundle_max_value_cents`;

export interface SummaryRow {
  id: number;
  title: { es: string; en: string };
  platform: string;
  regions: string[];
  genres: string[];
  type: string;
  category: string;
  release_date: string;
  rating: number | null;
  price_cents: number;
  pvp_cents: number;
  stock: number;
  is_preorder: boolean;
  is_bundle: boolean;
  image_url: string;
  video_url: string | null;
}

export interface ProductRow extends SummaryRow {
  description: { es: string; en: string };
  features: { es: string[]; en: string[] };
  languages: string[];
  developer: string | null;
  publisher: string | null;
  banner_url: string;
  media: string[];
  minimum_requirements: Record<string, string> | null;
  recommended_requirements: Record<string, string> | null;
  is_banner: boolean;
  is_featured: boolean;
  bundle_tier: string | null;
  bundle_game_count: number | null;
  bundle_min_aaa: number | null;
  bundle_min_indie: number | null;
  bundle_max_value_cents: number | null;
}

export interface BundleItemRow {
  bundle_id: number;
  id: number;
  title: { es: string; en: string };
  image_url: string;
  platform: string;
  genres: string[];
  quality: number;
  price_cents: number;
  pvp_cents: number;
}

export const BUNDLE_ITEM_COLUMNS = `bi.bundle_id, p.id, p.title, p.image_url, p.platform, p.genres, bi.quality, p.price_cents, p.pvp_cents`;

export function toSummary(row: SummaryRow): ProductSummary {
  return {
    id: row.id,
    title: row.title,
    platform: row.platform as ProductSummary['platform'],
    region: row.regions as ProductSummary['region'],
    genres: row.genres as ProductSummary['genres'],
    type: row.type as ProductSummary['type'],
    category: row.category as ProductSummary['category'],
    release_date: row.release_date,
    rating: row.rating === null ? null : Number(row.rating),
    price: centsToEuros(row.price_cents),
    pvp: centsToEuros(row.pvp_cents),
    discount: discountPercent(row.price_cents, row.pvp_cents),
    stock: row.stock,
    is_preorder: row.is_preorder,
    is_bundle: row.is_bundle,
    image_url: row.image_url,
    video_url: row.video_url,
  };
}

export function toBundleProduct(row: BundleItemRow): BundleProduct {
  return {
    id: row.id,
    title: row.title,
    image_url: row.image_url,
    platform: row.platform as BundleProduct['platform'],
    genres: row.genres as BundleProduct['genres'],
    quality: row.quality,
    price: centsToEuros(row.price_cents),
    pvp: centsToEuros(row.pvp_cents),
    discount: discountPercent(row.price_cents, row.pvp_cents),
  };
}

export function toProduct(row: ProductRow, bundleItems: BundleItemRow[]): Product {
  return {
    ...toSummary(row),
    description: row.description,
    features: row.features,
    languages: row.languages,
    developer: row.developer,
    publisher: row.publisher,
    banner_url: row.banner_url,
    media: row.media,
    minimum_requirements: row.minimum_requirements,
    recommended_requirements: row.recommended_requirements,
    is_banner: row.is_banner,
    is_featured: row.is_featured,
    bundle_rule:
      row.is_bundle && row.bundle_tier
        ? {
            tier: row.bundle_tier,
            games: row.bundle_game_count ?? 0,
            min_aaa: row.bundle_min_aaa ?? 0,
            min_indie: row.bundle_min_indie ?? 0,
            max_value: centsToEuros(row.bundle_max_value_cents ?? 0),
          }
        : null,
    bundle_products: bundleItems.map(toBundleProduct),
  };
}
