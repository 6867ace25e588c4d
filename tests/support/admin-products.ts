/**
 * Products a test owns (the shared stores of decision 0023: never the demo rows other tests read), made as
 * the back office makes them: `createProductWithKeys` creates one through the operator's calls (with
 * product-input.ts's input) and loads its keys.
 */
import { expect } from 'vitest';
import { AdminProductResponseSchema, type AdminProduct, type ProductInput } from '../../src/shared/contracts/admin/catalogue.js';
import { adminWrite } from './admin-client.js';
import type { AuthClient } from './auth-client.js';
import { productInput } from './product-input.js';

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
