/**
 * The news in the back office end to end (issue 12 §7), on the shared store and Chromium
 * (tests/support/e2e.ts): an operator (two-factor on) writes a news item in es and en with bold text and a
 * bullet list, the live preview (the storefront's own article) shows them, publishes it, and the storefront's
 * home and /news list it and /new?id= shows it formatted; unpublished, it is gone from all three. axe at 1280 px on the
 * table and the editor; the editor reads at 375 px without sideways scrolling.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import en from '../../src/web/locales/en/admin.json' with { type: 'json' };
import { operatorClient, type OperatorClient } from '../support/admin-client.js';
import { fillLanguageTexts } from '../support/admin-forms.js';
import { browserCookies } from '../support/auth-client.js';
import { expectNoAxeViolations, VIEWPORTS, type OpenedPage } from '../support/browser.js';
import { openReusedPage } from '../support/reused-pages.js';
import { e2e } from '../support/e2e.js';
import type { TestStore } from '../support/test-store.js';

let store: TestStore;
let browser: Browser;
let operator: OperatorClient;
const opened: OpenedPage[] = [];

e2e.beforeAll(async ({ store: shared, browser: chromium, mail }) => {
  [store, browser] = [shared, chromium];
  operator = await operatorClient(store, mail);
});

afterAll(async () => {
  for (const item of opened) await item.close().catch(() => undefined);
});

async function asOperator(path: string, viewport: { width: number; height: number } = VIEWPORTS.desktop) {
  const result = await openReusedPage(browser, `${store.url}${path}`, { viewport, storageState: { cookies: browserCookies(operator), origins: [] } });
  opened.push(result);
  return result;
}

async function asVisitor(path: string) {
  const result = await openReusedPage(browser, `${store.url}${path}`, { viewport: VIEWPORTS.desktop });
  opened.push(result);
  return result;
}

const text = en.news;
const ITEM = {
  es: { name: 'Rebajas de invierno en Pixelkeys', content: 'Llegan las **rebajas de invierno** con descuentos.\n\n• Juegos de PC\n• Tarjetas regalo' },
  en: { name: 'Winter sale at Pixelkeys', content: 'The **winter sale** is here with discounts.\n\n• PC games\n- Gift cards' },
};

// Links and buttons are worked with the keyboard, as in admin-catalogue.test.ts: at 1280 px the back
// office's side navigation intercepts pointer clicks on parts of the main column.
async function writeTexts(page: Page, language: 'es' | 'en') {
  await fillLanguageTexts(page, { name: text.lang[language], language }, [[text.fields.name, ITEM[language].name], [text.fields.content, ITEM[language].content]]);
}

describe('news screens', () => {
  it('the news table lists the items with their status, searches on the server and passes axe at 1280 px', async () => {
    const { page, errors } = await asOperator('/admin/news');
    await page.getByRole('heading', { level: 1, name: text.title }).waitFor();
    await page.locator('[data-news-row]').first().waitFor();
    await expectNoAxeViolations(page);
    const [first] = await store.database.query<{ id: number; slug: string }>('select id, slug from news where published_at <= now() order by id limit 1');
    await page.getByLabel(text.search).fill(first!.slug);
    await page.getByRole('button', { name: text.searchButton }).press('Enter');
    await expect.poll(() => page.locator('[data-news-row]').count()).toBe(1);
    expect(await page.locator(`[data-news-row="${first!.id}"] [data-news-status]`).getAttribute('data-news-status')).toBe('published');
    expect(errors).toEqual([]);
  });

  it('NEWS-08, NEWS-09, NEWS-10, HOME-17: an operator writes an item in es and en, the preview formats it, publishes it, the storefront (home, /news, /new) shows it; unpublished, it is gone', async () => {
    const { page, errors } = await asOperator('/admin/news');
    await page.getByRole('link', { name: text.create }).press('Enter');
    await page.getByRole('heading', { level: 1, name: text.createTitle }).waitFor();
    // The markup help sits beside the editor, its examples drawn by the storefront's renderer.
    const help = page.locator('[data-markup-help]');
    expect(await help.locator('strong').textContent()).toBe('bold words');
    expect(await help.locator('li').count()).toBe(2);

    // Sent empty: the messages come from the locale files, under their fields.
    await page.getByRole('button', { name: text.save }).press('Enter');
    await page.getByText(text.errors.summary).waitFor();
    expect(await page.getByText(text.errors.oneLanguage).count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);

    await writeTexts(page, 'es');
    const preview = page.locator('[data-preview]');
    await expect.poll(() => preview.locator('h2').textContent()).toBe(ITEM.es.name);
    expect(await preview.locator('strong').textContent()).toBe('rebajas de invierno');
    expect(await preview.locator('li').allTextContents()).toEqual(['Juegos de PC', 'Tarjetas regalo']);
    await writeTexts(page, 'en');
    await expect.poll(() => preview.locator('h2').textContent()).toBe(ITEM.en.name);
    expect(await preview.locator('strong').textContent()).toBe('winter sale');
    expect(await preview.locator('li').allTextContents()).toEqual(['PC games', 'Gift cards']);
    // The slug and the image are proposed from the English name.
    expect(await page.getByLabel(text.fields.slug).inputValue()).toBe('winter-sale-at-pixelkeys');
    expect(await page.getByLabel(text.fields.image).inputValue()).toBe('/media/art/news/winter-sale-at-pixelkeys.svg');
    // The media store draws a slug's artwork once the item is saved: until then the preview's frame is empty.
    expect(await preview.locator('img').getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);

    await page.getByRole('button', { name: text.save }).press('Enter');
    await page.getByText(text.saved).waitFor();
    const [created] = await store.database.query<{ id: number; name: object; content: object; published_at: string | null }>(
      `select id, name, content, published_at from news where slug = 'winter-sale-at-pixelkeys'`);
    expect(created).toMatchObject({ name: { es: ITEM.es.name, en: ITEM.en.name }, content: { es: ITEM.es.content, en: ITEM.en.content }, published_at: null });
    await page.waitForURL(`**/admin/news?edit=${created!.id}&saved=1`);
    await expect.poll(() => preview.locator('img').getAttribute('src')).toBe('/media/art/news/winter-sale-at-pixelkeys.svg');
    await expectNoAxeViolations(page);

    // Not published yet: the storefront does not have it.
    const before = await asVisitor(`/new?id=${created!.id}&lng=en`);
    await before.page.getByRole('heading', { level: 1, name: 'News not found' }).waitFor();

    await page.getByRole('button', { name: text.publishing.publish, exact: true }).press('Enter');
    await page.getByText(text.publishing.published).waitFor();
    await page.locator('[data-news-status="published"]').first().waitFor();

    const home = await asVisitor('/?lng=en');
    await expect.poll(() => home.page.locator('[data-section="news"] article h3').first().textContent(), { timeout: 15_000 }).toBe(ITEM.en.name);
    const list = await asVisitor('/news?lng=en');
    const card = list.page.locator('article', { hasText: ITEM.en.name });
    await card.waitFor();
    expect(await card.getByRole('link', { name: /^Read more/ }).getAttribute('href')).toBe(`/new?id=${created!.id}`);
    for (const language of ['en', 'es'] as const) {
      const { page: article, errors: articleErrors } = await asVisitor(`/new?id=${created!.id}&lng=${language}`);
      await article.getByRole('heading', { level: 1, name: ITEM[language].name }).waitFor();
      expect(await article.locator('main article strong').textContent(), 'NEWS-10').toBe(language === 'en' ? 'winter sale' : 'rebajas de invierno');
      expect(await article.locator('main article li').count(), 'NEWS-09').toBe(2);
      expect(articleErrors).toEqual([]);
    }

    await page.getByRole('button', { name: text.publishing.unpublish, exact: true }).press('Enter');
    await page.getByText(text.publishing.unpublished).waitFor();
    const after = await asVisitor('/news?lng=en');
    await after.page.locator('main ul > li article').first().waitFor();
    expect(await after.page.locator('article', { hasText: ITEM.en.name }).count()).toBe(0);
    const homeAfter = await asVisitor('/?lng=en');
    await expect.poll(() => homeAfter.page.locator('[data-section="news"] article').count(), { timeout: 15_000 }).toBe(3);
    expect(await homeAfter.page.locator('[data-section="news"] article h3').allTextContents()).not.toContain(ITEM.en.name);
    const gone = await asVisitor(`/new?id=${created!.id}&lng=en`);
    await gone.page.getByRole('heading', { level: 1, name: 'News not found' }).waitFor();
    // Still in the back office, not published.
    expect((await store.database.query<{ published_at: string | null }>('select published_at from news where id = $1', [created!.id]))[0])
      .toEqual({ published_at: null });
    expect(errors, errors.join(' | ')).toEqual([]);
  });

  it('the editor works with the keyboard: the language tabs move with the arrow keys, Tab goes on to the fields, then to Save', async () => {
    const [item] = await store.database.query<{ id: number; name: { es: string; en: string } }>('select id, name from news order by id limit 1');
    const { page, errors } = await asOperator(`/admin/news?edit=${item!.id}`);
    const spanish = page.getByRole('tab', { name: text.lang.es });
    const english = page.getByRole('tab', { name: text.lang.en });
    const name = page.getByLabel(text.fields.name, { exact: true });
    await english.waitFor();
    // The texts open in the reader's language (English here).
    expect(await english.getAttribute('aria-selected')).toBe('true');
    await english.focus();
    await page.keyboard.press('ArrowRight'); // wraps round to the first tab
    expect(await spanish.getAttribute('aria-selected')).toBe('true');
    expect(await spanish.evaluate((tab) => tab === document.activeElement)).toBe(true);
    expect(await name.inputValue()).toBe(item!.name.es);
    await page.keyboard.press('End');
    expect(await english.getAttribute('aria-selected')).toBe('true');
    expect(await name.inputValue()).toBe(item!.name.en);
    // One tab stop for the tab list: the next Tab is the name field, then the content.
    await page.keyboard.press('Tab');
    expect(await name.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.getByLabel(text.fields.content, { exact: true }).evaluate((area) => area === document.activeElement)).toBe(true);
    for (let step = 0; step < 6 && !(await page.getByRole('button', { name: text.save }).evaluate((button) => button === document.activeElement)); step += 1) {
      await page.keyboard.press('Tab');
    }
    expect(await page.getByRole('button', { name: text.save }).evaluate((button) => button === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('the editor reads at 375 px: no sideways scrolling, the preview and the markup help below the form', async () => {
    const [item] = await store.database.query<{ id: number }>('select id from news order by id limit 1');
    const { page, errors } = await asOperator(`/admin/news?edit=${item!.id}`, VIEWPORTS.phone);
    await page.locator('[data-preview] h2').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    const form = await page.getByRole('button', { name: text.save }).boundingBox();
    const preview = await page.locator('[data-preview]').boundingBox();
    expect(preview!.y).toBeGreaterThan(form!.y);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
});
