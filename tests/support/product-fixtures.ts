/** Shared helpers of the quick-view and product page end-to-end tests: pages with routes, product reads. */
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { expect } from 'vitest';
import type { Product } from '../../src/shared/contracts/common.js';
import { collectErrors, CONTEXT_DEFAULTS, type OpenedPage, waitForHydration, drawnByTheBrowser } from './browser.js';
import type { TestStore } from './test-store.js';

/** expect.poll with room for a cold page (its default gives up after 1 s). */
export const eventually = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });

/** Opens `url` in a fresh context; `prepare` runs first (routes that change what the page receives). */
export async function openWith(
  browser: Browser,
  url: string,
  options: BrowserContextOptions = {},
  prepare?: (context: BrowserContext) => Promise<void>,
): Promise<OpenedPage> {
  const context = await browser.newContext({ ...CONTEXT_DEFAULTS, ...options });
  if (prepare) await prepare(context);
  const page = await context.newPage();
  const { errors } = collectErrors(page);
  await page.goto(url);
  await waitForHydration(page);
  return { page, context, errors, close: () => context.close() };
}

/** Every product of the demo catalogue, read through the API. */
export async function readCatalogue(store: TestStore): Promise<Product[]> {
  const products: Product[] = [];
  for (let id = 1; ; id += 1) {
    const response = await store.get(`/api/getProduct?id=${id}`);
    if (response.status === 404) break;
    products.push((await response.json()) as Product);
  }
  return products;
}

/** Serves getProduct?id=<id> with a changed copy of the real product. */
export const withProduct = (store: TestStore, id: number, change: (product: Product) => void) => async (context: BrowserContext) => {
  await drawnByTheBrowser(context, store.url);
  await context.route(`**/api/getProduct?id=${id}`, async (route) => {
    const product = (await (await store.get(`/api/getProduct?id=${id}`)).json()) as Product;
    change(product);
    await route.fulfill({ json: product });
  });
};
