/**
 * Uploading images from the product form end to end (issue 12 §3, decision 0026), on the shared store and
 * Chromium (tests/support/e2e.ts): an operator (two-factor on) opens a product of their own, uploads a cover
 * through the form's file input (reached with the keyboard), the field and the live preview take the
 * store's /media address, a screenshot joins the gallery, a file that is not an image is refused in the
 * operator's language; saved, the storefront's product page shows the uploaded WebP. axe at 1280 and 375 px.
 */
import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import en from '../../src/web/locales/en/admin.json' with { type: 'json' };
import { adminWrite, operatorClient, type OperatorClient } from '../support/admin-client.js';
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
let productId: number;
const opened: OpenedPage[] = [];

/** A product of this file's own, with generated art, for the operator to give an uploaded cover. */
const PRODUCT = productInput('Ashen', {
  title: { es: 'Faro de Ceniza', en: 'Ashen Lighthouse' },
  // The store draws art for its own slug (ashen-lighthouse): the form's previews load without a 404.
  image_url: '/media/art/cover/ashen-lighthouse.svg', banner_url: '/media/art/banner/ashen-lighthouse.svg', media: ['/media/art/shot/ashen-lighthouse-1.svg'],
});

e2e.beforeAll(async ({ store: shared, browser: chromium, mail }) => {
  [store, browser] = [shared, chromium];
  operator = await operatorClient(store, mail);
  const created = await adminWrite(operator, 'createProduct', { product: PRODUCT });
  productId = ((await created.json()) as { product: { id: number } }).product.id;
});

afterAll(async () => {
  for (const item of opened) await item.close().catch(() => undefined);
});

async function open(path: string, { operator: signedIn = true, viewport = VIEWPORTS.desktop as { width: number; height: number } } = {}) {
  const result = await openReusedPage(browser, `${store.url}${path}`, { viewport, ...(signedIn ? { storageState: { cookies: browserCookies(operator), origins: [] } } : {}) });
  opened.push(result);
  return result;
}

const text = en.media;
const UPLOADED = /^\/media\/[0-9a-f]{64}\.webp$/;

/** A photo-like picture: coloured bands, `width`×`height`, as a PNG. */
const picture = (width: number, height: number) => sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${
  Array.from({ length: 5 }, (_, index) => `<rect x="${(index * width) / 5}" width="${width / 5}" height="${height}" fill="hsl(${index * 70} 70% 45%)"/>`).join('')}</svg>`)).png().toBuffer();

describe('image upload in the product form (issue 12 §3)', () => {
  it('the operator uploads a cover with the keyboard-reachable file input, saves, and the storefront product page shows the /media WebP', async () => {
    const { page, errors } = await open(`/admin/products?edit=${productId}`);
    await page.getByRole('heading', { level: 1, name: en.catalogue.editTitle.replace('{{title}}', PRODUCT.title.en) }).waitFor();
    const coverUpload = page.getByLabel(text.upload.cover);
    // A real file input with its label, next in the tab order after the cover's address.
    const focused = () => page.evaluate(() => {
      const element = document.activeElement as HTMLInputElement | null;
      return element ? `${element.type} ${element.labels?.[0]?.textContent ?? ''}` : null;
    });
    await expect.poll(async () => {
      await page.getByLabel(en.catalogue.fields.image, { exact: true }).focus();
      await page.keyboard.press('Tab');
      return focused();
    }).toBe(`file ${text.upload.cover}`);

    // Not an image: refused with the locale's words, the field untouched.
    await coverUpload.setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: Buffer.from('just some words, no picture') });
    await page.getByText(text.errors.type).waitFor();
    expect(await page.getByLabel(en.catalogue.fields.image, { exact: true }).inputValue()).toBe(PRODUCT.image_url);

    await coverUpload.setInputFiles({ name: 'my-cover.png', mimeType: 'image/png', buffer: await picture(1600, 1000) });
    await page.getByText(text.uploaded.replace('{{width}}', '616').replace('{{height}}', '353')).waitFor();
    const cover = await page.getByLabel(en.catalogue.fields.image, { exact: true }).inputValue();
    expect(cover).toMatch(UPLOADED);
    // The live preview (the storefront's card) shows it.
    await expect.poll(() => page.locator('[data-preview] [data-product-card] img').first().getAttribute('src')).toBe(cover);

    // A screenshot joins the gallery as a new line.
    await page.getByLabel(text.upload.shot).setInputFiles({ name: 'shot.png', mimeType: 'image/png', buffer: await picture(1280, 900) });
    await expect.poll(async () => (await page.getByLabel(en.catalogue.fields.gallery, { exact: true }).inputValue()).split('\n'))
      .toEqual([PRODUCT.media[0], expect.stringMatching(UPLOADED)]);
    await expectNoAxeViolations(page);

    await saveProductForm(page, { save: en.catalogue.save, saved: en.catalogue.saved, summary: en.catalogue.errors.summary });
    const [saved] = await store.database.query<{ image_url: string; media: string[] }>('select image_url, media from products where id = $1', [productId]);
    expect(saved!.image_url).toBe(cover);
    expect(saved!.media).toHaveLength(2);
    // The browser's own line for the refused file, and nothing else.
    expect(errors).toEqual([expect.stringContaining('415')]);

    const storefront = await open(`/product?id=${productId}`, { operator: false });
    const hero = storefront.page.locator('[data-product-cover] img');
    await expect.poll(() => hero.getAttribute('src')).toBe(cover);
    await expect.poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(616);
    expect(storefront.errors).toEqual([]);
  });

  it('the form with its upload buttons passes axe at 375 px', async () => {
    const { page, errors } = await open(`/admin/products?edit=${productId}`, { viewport: VIEWPORTS.phone });
    // The whole form drawn, preview included (the card's image loaded), and still shown when axe reads it.
    const heading = page.getByRole('heading', { level: 1, name: en.catalogue.editTitle.replace('{{title}}', PRODUCT.title.en) });
    await page.locator('[data-preview] [data-product-card] img').first().waitFor();
    await page.getByLabel(text.upload.banner).waitFor({ state: 'attached' });
    await expect.poll(async () => (await heading.boundingBox())?.height ?? 0).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
});
