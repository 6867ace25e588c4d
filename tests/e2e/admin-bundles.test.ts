/**
 * Mystery bundles in the back office end to end (issue 12 §3), on the shared store and Chromium
 * (tests/support/e2e.ts): an operator (two-factor on) creates a bundle in the product form, adds three games
 * of the test's own making from the server-side picker with their qualities, sets the tier rule and saves;
 * the live preview (the storefront's own product page blocks) shows the included games, and the storefront's
 * product page shows them at once, best quality first. axe at 1280 and 375 px. The test makes its own
 * products and changes no demo row.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { AdminProductResponseSchema } from '../../src/shared/contracts/admin/catalogue.js';
import en from '../../src/web/locales/en/admin.json' with { type: 'json' };
import { adminWrite, operatorClient, type OperatorClient } from '../support/admin-client.js';
import { fillLanguageTexts } from '../support/admin-forms.js';
import { saveProductForm } from '../support/admin-products.js';
import { browserCookies } from '../support/auth-client.js';
import { expectNoAxeViolations, VIEWPORTS, type OpenedPage } from '../support/browser.js';
import { openReusedPage } from '../support/reused-pages.js';
import { e2e } from '../support/e2e.js';
import { productInput } from '../support/product-input.js';
import type { TestStore } from '../support/test-store.js';

let store: TestStore;
let browser: Browser;
let operator: OperatorClient;
const opened: OpenedPage[] = [];
/** The test's own games: [id, English title, quality]. */
let games: [number, string, number][] = [];

e2e.beforeAll(async ({ store: shared, browser: chromium, mail }) => {
  [store, browser] = [shared, chromium];
  operator = await operatorClient(store, mail);
  const made: [number, string, number][] = [];
  // Artwork of the media store (a seeded product's), so every image of the pages loads.
  const [art] = await store.database.query<{ image_url: string; banner_url: string }>('select image_url, banner_url from products order by id limit 1');
  for (const [word, quality] of [['Quorvath', 4], ['Lunewick', 1], ['Brastelle', 2]] as const) {
    const response = await adminWrite(operator, 'createProduct', { product: productInput(word, { pvp_cents: 1200, image_url: art!.image_url, banner_url: art!.banner_url, media: [] }) });
    expect(response.status, await response.clone().text()).toBe(200);
    const { product } = AdminProductResponseSchema.parse(await response.json());
    const text = [1, 2].map(() => `E${randomUUID().replaceAll('-', '').slice(0, 20).toUpperCase()}`).join('\n');
    expect((await adminWrite(operator, 'importKeys', { product_id: product.id, text, format: 'list' })).status).toBe(200);
    made.push([product.id, product.title.en, quality]);
  }
  games = made;
});

afterAll(async () => {
  for (const item of opened) await item.close().catch(() => undefined);
});

async function asOperator(path: string, viewport: { width: number; height: number } = VIEWPORTS.desktop) {
  const result = await openReusedPage(browser, `${store.url}${path}`, { viewport, storageState: { cookies: browserCookies(operator), origins: [] } });
  opened.push(result);
  return result;
}

const text = en.catalogue;
const bundle = text.mystery;

// Buttons are worked with the keyboard, as in admin-catalogue.test.ts: at 1280 px the back office's side
// navigation intercepts pointer clicks on parts of the main column.
async function addGame(page: Page, [id, title, quality]: [number, string, number]) {
  await page.getByLabel(bundle.pickerSearch).fill(String(id));
  await page.getByRole('button', { name: bundle.pickerButton, exact: true }).press('Enter');
  await page.getByRole('button', { name: bundle.addNamed.replace('{{title}}', title) }).press('Enter');
  await page.locator(`[data-pool-game="${id}"]`).waitFor();
  await page.getByLabel(bundle.qualityOf.replace('{{title}}', title)).selectOption(String(quality));
}

describe('mystery bundles in the product form', () => {
  it('issue 12 §3: an operator creates a bundle with three games and their qualities and its rule; the preview and the storefront show the included games; axe at 1280 and 375 px', async () => {
    const { page, errors } = await asOperator('/admin/products?edit=new');
    await page.getByRole('heading', { level: 1, name: text.createTitle }).waitFor();
    for (const [language, title] of [['es', 'Pack Enigma Quorvath'], ['en', 'Quorvath Enigma Bundle']] as const) {
      await fillLanguageTexts(page, { name: text.lang[language], language }, [[text.fields.title, title], [text.fields.description, `<p>${title}</p>`]]);
    }
    await page.getByLabel(text.fields.pvp).fill('14.99');
    const [art] = await store.database.query<{ image_url: string; banner_url: string }>('select image_url, banner_url from products order by id limit 1');
    await page.getByLabel(text.fields.image).fill(art!.image_url);
    await page.getByLabel(text.fields.banner).fill(art!.banner_url);

    await page.getByLabel(bundle.isBundle).press('Space');
    await page.locator('[data-bundle-editor]').waitFor();
    await page.getByLabel(bundle.gameCount).fill('3');
    await page.getByLabel(bundle.minAaa).fill('1');
    await page.getByLabel(bundle.minIndie).fill('1');
    await page.getByLabel(bundle.maxValue).fill('40');
    for (const game of games) await addGame(page, game);

    // The live preview is the storefront's product page blocks, the included games best quality first.
    const previewGames = page.locator('[data-page-preview] [data-section="included-games"] [data-bundle-game]:not([data-copy])');
    await expect.poll(() => previewGames.evaluateAll((tiles) => tiles.map((tile) => Number(tile.getAttribute('data-bundle-game')))))
      .toEqual([...games].sort((a, b) => b[2] - a[2]).map(([id]) => id));
    expect(await page.locator('[data-page-preview] [data-price-box]').textContent()).toContain('14.99');
    await expectNoAxeViolations(page);

    await saveProductForm(page, { save: text.save, saved: text.saved, summary: text.errors.summary });
    const [created] = await store.database.query<{ id: number; is_bundle: boolean; bundle_game_count: number; bundle_max_value_cents: number }>(
      `select id, is_bundle, bundle_game_count, bundle_max_value_cents from products where title->>'en' = 'Quorvath Enigma Bundle'`);
    expect(created).toMatchObject({ is_bundle: true, bundle_game_count: 3, bundle_max_value_cents: 4000 });
    const pool = await store.database.query<{ product_id: number; quality: number }>(
      'select product_id, quality from bundle_items where bundle_id = $1 order by product_id', [created!.id]);
    expect(pool).toEqual(games.map(([id, , quality]) => ({ product_id: id, quality })).sort((a, b) => a.product_id - b.product_id));
    await page.waitForURL(`**/admin/products?edit=${created!.id}&saved=1`);
    await page.locator('[data-pool-game]').nth(2).waitFor();
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);

    const phone = await asOperator(`/admin/products?edit=${created!.id}`, VIEWPORTS.phone);
    await phone.page.locator('[data-pool-game]').nth(2).waitFor();
    await phone.page.locator('[data-page-preview] [data-bundle-game]').first().waitFor();
    await expectNoAxeViolations(phone.page);
    expect(phone.errors).toEqual([]);

    const storefront = await openReusedPage(browser, `${store.url}/product?id=${created!.id}`, { viewport: VIEWPORTS.desktop });
    opened.push(storefront);
    const tiles = storefront.page.locator('[data-section="included-games"] [data-bundle-game]:not([data-copy])');
    await expect.poll(() => tiles.evaluateAll((found) => found.map((tile) => [Number(tile.getAttribute('data-bundle-game')), Number(tile.getAttribute('data-quality'))])))
      .toEqual([...games].sort((a, b) => b[2] - a[2]).map(([id, , quality]) => [id, quality]));
    expect(storefront.errors).toEqual([]);
  }, 120_000); // A whole journey with three axe runs: 20 s on a quiet machine, over 60 s on a loaded one.
});
