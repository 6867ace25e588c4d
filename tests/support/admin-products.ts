/**
 * Products a test owns (the shared stores of decision 0023: never the demo rows other tests read), made as
 * the back office makes them: `createProductWithKeys` creates one through the operator's calls (with
 * product-input.ts's input) and loads its keys.
 */
import type { Page, Response } from 'playwright-core';
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

/**
 * Presses the product form's Save with the keyboard and waits for "Saved". When the form shows its error
 * summary instead, or the write does not answer, the failure says what the form and the server said (a
 * timeout alone said nothing, when this failed under a loaded machine).
 */
export async function saveProductForm(page: Page, texts: { save: string; saved: string; summary: string }, timeoutMs = 30_000): Promise<void> {
  let written = 'no createProduct or updateProduct call answered';
  const onResponse = async (response: Response) => {
    if (/\/api\/admin\/(?:create|update)Product$/.test(new URL(response.url()).pathname)) written = `${response.status()} ${await response.text().catch(() => '(its body was gone)')}`;
  };
  page.on('response', onResponse);
  try {
    await page.getByRole('button', { name: texts.save }).press('Enter');
    const saved = page.getByText(texts.saved);
    await saved.or(page.getByText(texts.summary)).first().waitFor({ timeout: timeoutMs }).catch(() => undefined);
    if (await saved.isVisible()) return;
    const shown = await page.locator('[role="alert"]').allTextContents();
    // The fields in error, by label, with the language tab shown (the form opens the tab of its first error).
    const fields = await page.locator('[aria-invalid="true"]').evaluateAll((elements) => elements.map((element) =>
      `${(element as HTMLInputElement).labels?.[0]?.textContent ?? element.id} (${element.closest('[lang]')?.getAttribute('lang') ?? '?'}): "${(element as HTMLInputElement).value}"`));
    throw new Error(`The product form did not say "${texts.saved}".\nIts messages: ${JSON.stringify(shown)}\nFields in error: ${JSON.stringify(fields)}\nThe write: ${written}`);
  } finally {
    page.off('response', onResponse);
  }
}
