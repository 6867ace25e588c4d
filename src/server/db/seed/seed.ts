/** Loads the demo catalogue (issue 2) into an empty database. Idempotent: a catalogue already there is kept. */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { BUNDLE_TIERS } from '../../../shared/bundle-rule.js';
import type { KeyCipher } from '../../modules/keys/key-crypto.js';
import type { Drizzle } from '../client.js';
import { bundleItems, gameKeys, instagramPosts, news, priceHistory, products } from '../schema.js';
import type { DemoCatalog, SeedProduct } from './catalog-types.js';

export const artworkUrl = (kind: 'cover' | 'banner' | 'shot' | 'news', name: string) => `/media/art/${kind}/${name}.svg`;

const DAY_MS = 86_400_000;

/** A key code shaped like the platforms' own (five groups of five). */
export function randomKeyCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(25);
  const chars = [...bytes].map((byte) => alphabet[byte % alphabet.length]);
  return [0, 5, 10, 15, 20].map((start) => chars.slice(start, start + 5).join('')).join('-');
}

function productRow(product: SeedProduct) {
  const tier = product.bundle ? BUNDLE_TIERS[product.bundle.tier] : undefined;
  return {
    id: product.id,
    slug: product.slug,
    title: product.title,
    description: product.description,
    features: product.features,
    languages: product.languages,
    platform: product.platform,
    regions: product.regions,
    genres: product.genres,
    type: product.type,
    category: product.category,
    developer: product.developer,
    publisher: product.publisher,
    releaseDate: product.releaseDate,
    rating: product.rating === null ? null : product.rating.toFixed(1),
    priceCents: product.regularPriceCents,
    pvpCents: product.pvpCents,
    stock: product.isPreorder ? (product.preorderQuota ?? 0) : 0,
    isPreorder: product.isPreorder ?? false,
    preorderQuota: product.preorderQuota ?? 0,
    isBundle: Boolean(product.bundle),
    bundleTier: product.bundle?.tier ?? null,
    bundleGameCount: tier?.games ?? null,
    bundleMinAaa: tier?.minAaa ?? null,
    bundleMinIndie: tier?.minIndie ?? null,
    bundleMaxValueCents: tier ? tier.maxValueEuros * 100 : null,
    imageUrl: artworkUrl('cover', product.slug),
    bannerUrl: artworkUrl('banner', product.slug),
    videoUrl: product.videoUrl,
    media: Array.from({ length: product.mediaCount }, (_, index) => artworkUrl('shot', `${product.slug}-${index + 1}`)),
    minimumRequirements: product.minimumRequirements,
    recommendedRequirements: product.recommendedRequirements,
    isBanner: product.isBanner ?? false,
    isFeatured: product.isFeatured ?? false,
    isRecommended: product.isRecommended ?? false,
    isProductOfWeek: product.isProductOfWeek ?? false,
  };
}

/** Price history that makes the struck-through price the lowest of the 30 days before the discount (decision 27). */
function priceHistoryRows(product: SeedProduct, now: Date) {
  const listedFrom = new Date(Math.min(Date.parse(product.releaseDate), now.getTime() - 120 * DAY_MS));
  if (product.pvpCents >= product.regularPriceCents || !product.discountSince) {
    return [{ productId: product.id, pvpCents: product.pvpCents, validFrom: listedFrom, validTo: null }];
  }
  const discountFrom = new Date(product.discountSince);
  return [
    { productId: product.id, pvpCents: product.regularPriceCents, validFrom: listedFrom, validTo: discountFrom },
    { productId: product.id, pvpCents: product.pvpCents, validFrom: discountFrom, validTo: null },
  ];
}

export interface SeedResult { seeded: boolean; products: number; keys: number }

export async function seedDemoCatalog(db: Drizzle, catalog: DemoCatalog, cipher: KeyCipher, now = new Date()): Promise<SeedResult> {
  const [existing] = await db.select({ count: sql<number>`count(*)::int` }).from(products);
  if ((existing?.count ?? 0) > 0) return { seeded: false, products: existing?.count ?? 0, keys: 0 };

  let keyCount = 0;
  await db.transaction(async (tx) => {
    await tx.insert(products).values(catalog.products.map(productRow));
    await tx.insert(priceHistory).values(catalog.products.flatMap((product) => priceHistoryRows(product, now)));
    const keys = catalog.products
      .filter((product) => !product.isPreorder && !product.bundle)
      .flatMap((product) =>
        Array.from({ length: product.keyCount }, () => {
          const code = randomKeyCode();
          return {
            productId: product.id,
            codeCiphertext: cipher.encrypt(code),
            codeHash: cipher.fingerprint(code),
            batch: 'demo-seed',
          };
        }),
      );
    keyCount = keys.length;
    for (let start = 0; start < keys.length; start += 1000) {
      await tx.insert(gameKeys).values(keys.slice(start, start + 1000));
    }
    const pools = catalog.products.flatMap((product) =>
      (product.bundle?.pool ?? []).map((entry) => ({ bundleId: product.id, productId: entry.productId, quality: entry.quality })),
    );
    if (pools.length > 0) await tx.insert(bundleItems).values(pools);
    await tx.insert(news).values(
      catalog.news.map((item) => ({
        id: item.id,
        slug: item.slug,
        name: item.name,
        content: item.content,
        imageUrl: artworkUrl('news', item.slug),
        publishedAt: new Date(item.date),
      })),
    );
    await tx.insert(instagramPosts).values(
      catalog.instagramPosts.map((post, index) => ({
        id: post.id,
        mediaType: post.mediaType,
        mediaUrl: post.mediaUrl,
        permalink: post.permalink,
        postedAt: new Date(now.getTime() - index * DAY_MS),
      })),
    );
    // Explicit ids were inserted: move the identity sequences past them.
    for (const table of ['products', 'news', 'instagram_posts']) {
      await tx.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select coalesce(max(id), 1) from ${table}))`));
    }
  });
  return { seeded: true, products: catalog.products.length, keys: keyCount };
}
