/**
 * Products a test owns (the shared stores of decision 0023: never the demo rows other tests read), made as
 * the back office makes them: `productInput` for createProduct, `createProductWithKeys` creating one through
 * the operator's calls and loading its keys.
 */
import { expect } from 'vitest';
import { AdminProductResponseSchema, type AdminProduct, type ProductInput } from '../../src/shared/contracts/admin/catalogue.js';
import { adminWrite } from './admin-client.js';
import type { AuthClient } from './auth-client.js';

let unique = 0;
/** A product input with a title no seeded product has (`word` is searched for). */
export function productInput(word: string, changes: Partial<ProductInput> = {}): ProductInput {
  unique += 1;
  return {
    title: { es: `${word} Crónicas ${unique}`, en: `${word} Chronicles ${unique}` },
    description: { es: '<p>Una aventura.</p>', en: '<p>An adventure.</p>' },
    features: { es: ['Cooperativo'], en: ['Co-op'] },
    languages: ['Español', 'English'],
    platform: 'Steam',
    regions: ['EUROPE', 'GLOBAL'],
    genres: ['adventure', 'indie'],
    type: 'game',
    category: 'pc',
    developer: 'Estudio Sur',
    publisher: null,
    release_date: '2025-06-01',
    rating: 8.5,
    pvp_cents: 1999,
    image_url: '/media/art/cover/placeholder.svg',
    banner_url: '/media/art/banner/placeholder.svg',
    video_url: null,
    media: ['/media/art/shot/placeholder-1.svg'],
    minimum_requirements: { OS: 'Windows 10' },
    recommended_requirements: null,
    is_banner: false,
    is_featured: false,
    is_recommended: false,
    is_product_of_week: false,
    is_preorder: false,
    preorder_quota: 0,
    ...changes,
  };
}

/**
 * A new product created by `operator` (createProduct), with `keys` imported under `batch` when there are any.
 * Its pictures are then set to the artwork the store draws for its slug (media.routes.ts), so that pages
 * showing it load every image (a missing one is a console error).
 */
export async function createProductWithKeys(
  operator: AuthClient, word: string, keys: string[], { batch = 'first', ...changes }: Partial<ProductInput> & { batch?: string } = {},
): Promise<AdminProduct> {
  const input = productInput(word, changes);
  const created = await adminWrite(operator, 'createProduct', { product: input });
  expect(created.status, await created.clone().text()).toBe(200);
  const { slug, id } = AdminProductResponseSchema.parse(await created.json()).product;
  const artwork = { image_url: `/media/art/cover/${slug}.svg`, banner_url: `/media/art/banner/${slug}.svg`, media: [`/media/art/shot/${slug}-1.svg`] };
  const updated = await adminWrite(operator, 'updateProduct', { id, product: { ...input, ...artwork } });
  expect(updated.status, await updated.clone().text()).toBe(200);
  const { product } = AdminProductResponseSchema.parse(await updated.json());
  if (keys.length > 0) await importKeysOf(operator, product.id, keys, batch);
  return product;
}

/** Loads `keys` for a product under `batch` (importKeys), expecting each one added. */
export async function importKeysOf(operator: AuthClient, productId: number, keys: string[], batch: string): Promise<void> {
  const imported = await adminWrite(operator, 'importKeys', { product_id: productId, text: keys.join('\n'), batch });
  expect(imported.status, await imported.clone().text()).toBe(200);
  expect(((await imported.json()) as { added: number }).added).toBe(keys.length);
}
