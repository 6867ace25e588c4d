/**
 * The shape of the demo catalogue (`demo-catalog.ts`), loaded by `seed.ts` into an empty database.
 * Amounts are integer cents (decision 2), VAT included (decision 20).
 */
import type { BundleTier } from '../../../shared/bundle-rule.js';
import type { Category, Genre, Platform, ProductType, Region } from '../../../shared/constants.js';

export interface LocalizedText { es: string; en: string }
export interface LocalizedList { es: string[]; en: string[] }

export interface SeedProduct {
  /** Stable integer id (appears in public URLs, decision 25). */
  id: number;
  /** Slug used to name generated artwork: /media/art/cover/<slug>.svg etc. */
  slug: string;
  title: LocalizedText;
  /** HTML (sanitised on display): <p>, <strong>, <em>, <ul><li>, <br>. */
  description: LocalizedText;
  features: LocalizedList;
  /** Supported languages of the game/service, e.g. ['English', 'Español', 'Français']. */
  languages: string[];
  platform: Platform;
  regions: Region[];
  genres: Genre[];
  type: ProductType;
  category: Category;
  developer: string | null;
  publisher: string | null;
  /** ISO date 'YYYY-MM-DD'. */
  releaseDate: string;
  /** 0-10 with one decimal, or null. */
  rating: number | null;
  /** The regular (pre-discount) price in cents. */
  regularPriceCents: number;
  /** The selling price in cents; lower than regular when discounted. */
  pvpCents: number;
  /** The date the current discount began (ISO date), when pvpCents < regularPriceCents. */
  discountSince?: string;
  /** Number of demo keys to put in the pool (0 = sold out). Pre-orders use preorderQuota instead. */
  keyCount: number;
  isPreorder?: boolean;
  preorderQuota?: number;
  isFeatured?: boolean;
  isRecommended?: boolean;
  isBanner?: boolean;
  isProductOfWeek?: boolean;
  /** Path of a committed video under /media/video/, or null. */
  videoUrl: string | null;
  /** Number of gallery screenshots to generate (0-8); URLs are /media/art/shot/<slug>-<n>.svg. */
  mediaCount: number;
  minimumRequirements: Record<string, string> | null;
  recommendedRequirements: Record<string, string> | null;
  /** Mystery bundles only (decision 6). */
  bundle?: {
    tier: BundleTier;
    /** Pool of candidate games: product ids of this catalogue with their quality 1-4 (4 = AAA). */
    pool: { productId: number; quality: 0 | 1 | 2 | 3 | 4 }[];
  };
}

export interface SeedNews {
  id: number;
  slug: string;
  /** ISO date-time. */
  date: string;
  name: LocalizedText;
  /**
   * Simple markup (spec §2 News): lines starting with "• " or "- " are bullets; **bold**, *italic*,
   * __underline__, [text](https://url or /path). Paragraphs separated by blank lines. Never HTML.
   */
  content: LocalizedText;
}

export interface SeedInstagramPost {
  id: number;
  mediaType: 'IMAGE' | 'VIDEO';
  /** /media/art/insta/<n>.svg for images, /media/video/<file>.webm for videos. */
  mediaUrl: string;
  permalink: string;
}

export interface DemoCatalog {
  products: SeedProduct[];
  news: SeedNews[];
  instagramPosts: SeedInstagramPost[];
}
