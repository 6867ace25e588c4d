/**
 * The catalogue in the back office end to end (issue 12 §3): an operator (two-factor on) creates a product
 * in es and en through the form, the form's own checks speak from the locale files, the live preview is the
 * storefront's card, the product appears in the storefront's search at once, and the audit log lists its
 * creation; axe at 1280 px on the products table and on the form.
 */
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../../src/web/locales/en/admin.json' with { type: 'json' };
import { filteredAuditRows } from '../support/admin-audit-screen.js';
import { operatorClient, type OperatorClient } from '../support/admin-client.js';
import { fillLanguageTexts } from '../support/admin-forms.js';
import { saveProductForm } from '../support/admin-products.js';
import { browserCookies } from '../support/auth-client.js';
import { expectNoAxeViolations, launchBrowser, VIEWPORTS, type OpenedPage } from '../support/browser.js';
import { openReusedPage } from '../support/reused-pages.js';
import { startMailCatcher, type MailCatcher } from '../support/mail-catcher.js';
import { startTestStore, type TestStore } from '../support/test-store.js';

let store: TestStore;
let mail: MailCatcher;
let browser: Browser;
let operator: OperatorClient;
const opened: OpenedPage[] = [];

beforeAll(async () => {
  mail = await startMailCatcher();
  [store, browser] = await Promise.all([startTestStore({ SMTP_URL: mail.url, AUTH_RATE_LIMITS: 'off' }), launchBrowser()]);
  operator = await operatorClient(store, mail);
});

afterEach(async () => {
  await Promise.all(opened.splice(0).map((page) => page.close()));
});

afterAll(async () => {
  await browser?.close();
  await store?.close();
  await mail?.close();
});

async function asOperator(path: string) {
  const page = await openReusedPage(browser, `${store.url}${path}`, { viewport: VIEWPORTS.desktop, storageState: { cookies: browserCookies(operator), origins: [] } });
  opened.push(page);
  return page;
}

const text = en.catalogue;
// Links and buttons are worked with the keyboard: at 1280 px the shell's side navigation (src/admin, the
// admin branch) intercepts pointer clicks on parts of the main column, reported to its owner.

describe('catalogue screens', () => {
  it('the products table searches on the server and passes axe at 1280 px', async () => {
    const { page, errors } = await asOperator('/admin/products');
    await page.getByRole('heading', { level: 1, name: text.title }).waitFor();
    await page.locator('[data-product-row]').first().waitFor();
    await expectNoAxeViolations(page);
    const [first] = await store.database.query<{ id: number; title: { en: string } }>('select id, title from products order by id limit 1');
    await page.getByLabel(text.search).fill(String(first!.id));
    await page.getByRole('button', { name: text.searchButton }).press('Enter');
    await expect.poll(() => page.locator(`[data-product-row="${first!.id}"]`).count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('an operator creates a product in es and en: the form checks it, the preview is the card, the storefront search finds it at once and the audit log lists it', async () => {
    const { page, errors } = await asOperator('/admin/products');
    await page.getByRole('link', { name: text.create }).press('Enter');
    await page.getByRole('heading', { level: 1, name: text.createTitle }).waitFor();
    // The whole form drawn, its live preview included, before it is sent (a full CI run once pressed Save too early).
    await page.locator('[data-preview] [data-product-card]').first().waitFor();

    // Sent empty: the messages come from the locale files, under their fields.
    // This step failed in three full CI runs (63af974, 8cd8309, 21d568f), never alone; at 21d568f its message showed
    // the key had reached <body>, not the button: something took the focus off the form just after it was drawn (the
    // cause is still to find). The test is about the form's messages, so the key is pressed again, as an operator
    // would, until the form takes it (15 s at most); a failure still says where the page and its focus were.
    const save = page.getByRole('button', { name: text.save });
    const summary = page.getByText(text.errors.summary);
    await expect.poll(async () => {
      if (await summary.isVisible()) return true;
      await save.press('Enter');
      return false;
    }, { timeout: 15_000, interval: 1_000 }).toBe(true).catch(async (error: Error) => {
      const state = await page.evaluate(() => ({
        url: location.href, focused: document.activeElement?.outerHTML.slice(0, 160), forms: document.forms.length,
        saveButtons: [...document.querySelectorAll('form button[type=submit]')].map((button) => button.outerHTML.slice(0, 160)),
      }));
      throw new Error(`${error.message}\nThe page then: ${JSON.stringify(state)}`);
    });
    expect(await page.getByText(text.errors.required).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText(text.errors.mediaUrl).count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);

    await fillLanguageTexts(page, { name: text.lang.es, language: 'es' }, [[text.fields.title, 'Brumaluna Eterna'], [text.fields.description, '<p>Una aventura en la niebla.</p>']]);
    await fillLanguageTexts(page, { name: text.lang.en, language: 'en' }, [[text.fields.title, 'Brumaluna Forever'], [text.fields.description, '<p>An adventure in the mist.</p>']]);
    await page.getByLabel(text.fields.pvp).fill('24.50');
    await page.getByLabel(text.fields.rating).fill('7.5');
    // Images of the media store (a seeded product's artwork).
    const [art] = await store.database.query<{ image_url: string; banner_url: string }>('select image_url, banner_url from products order by id limit 1');
    await page.getByLabel(text.fields.image).fill(art!.image_url);
    await page.getByLabel(text.fields.banner).fill(art!.banner_url);

    // The live preview is the storefront's own card, drawn from the form.
    const preview = page.locator('[data-preview] [data-product-card]');
    await expect.poll(() => preview.textContent()).toContain('Brumaluna Forever');
    expect(await preview.textContent()).toContain('24.50');

    await saveProductForm(page, { save: text.save, saved: text.saved, summary: text.errors.summary });
    const [created] = await store.database.query<{ id: number; title: { es: string; en: string }; pvp_cents: number }>(
      `select id, title, pvp_cents from products where title->>'en' = 'Brumaluna Forever'`);
    expect(created).toMatchObject({ title: { es: 'Brumaluna Eterna', en: 'Brumaluna Forever' }, pvp_cents: 2450 });
    await page.waitForURL(`**/admin/products?edit=${created!.id}&saved=1`);
    await expectNoAxeViolations(page);

    const storefront = await openReusedPage(browser, `${store.url}/search?title=brumaluna`, { viewport: VIEWPORTS.desktop });
    opened.push(storefront);
    await storefront.page.locator(`[data-product-card][data-product-id="${created!.id}"]`).waitFor();

    // The audit log lists the creation by this operator, named in words.
    const rows = await filteredAuditRows(page, { action: 'product.create', targetType: 'product', targetId: created!.id });
    await expect.poll(() => rows.count()).toBe(1);
    const row = rows.first();
    expect(await row.getAttribute('data-audit-action')).toBe('product.create');
    expect(await row.textContent()).toContain(en.audit.actions.product.create);
    expect(await row.textContent()).toContain(operator.email);
    expect(errors).toEqual([]);
  });
});
