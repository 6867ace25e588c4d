/**
 * After the sale in the profile's orders tab (issue 11 §2, §3), in real Chromium through the real server:
 * a key revealed in Spanish with both ticks and the withdrawal notice, copied, and read 'Ya canjeado'
 * after a reload; an unrevealed item refunded from its refund menu, its key back in stock; axe at 375 and
 * 1280 px on the tab with its actions and on the reveal dialog. One store and one browser for the file.
 */
import type { Browser, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createKeyCipher } from '../../src/server/modules/keys/key-crypto.js';
import { buyPaid, orderOf } from '../support/after-sale-client.js';
import { browserCookies, signedInShopper, type AuthClient } from '../support/auth-client.js';
import { expectNoAxeViolations, VIEWPORTS, type OpenedPage, waitForHydration } from '../support/browser.js';
import { e2e } from '../support/e2e.js';
import type { MailCatcher } from '../support/mail-catcher.js';
import { eventually, openWith } from '../support/product-fixtures.js';
import { TEST_SECRETS, type TestStore } from '../support/test-store.js';

let store: TestStore;
let browser: Browser;
let mail: MailCatcher;
let products: { id: number }[];
let nextProduct = 0;
const opened: OpenedPage[] = [];
const cipher = createKeyCipher(Buffer.from(TEST_SECRETS.KEY_ENCRYPTION_KEY, 'hex'));

e2e.beforeAll(async ({ store: shared, browser: chromium, mail: catcher }) => {
  [store, browser, mail] = [shared, chromium, catcher];
  products = await store.database.query('select id from products where stock >= 3 and not is_preorder and not is_bundle and pvp_cents > 0 order by id');
});

afterEach(async () => {
  await Promise.all(opened.splice(0).map((page) => page.close()));
});

const take = () => products[nextProduct++]!;

/** The orders tab of the profile, as `shopper`, with the clipboard the copy buttons write to. */
async function openOrders(shopper: AuthClient, { locale = 'en-GB', viewport = VIEWPORTS.desktop as { width: number; height: number } } = {}) {
  const result = await openWith(browser, `${store.url}/profile?tab=orders`, {
    viewport, locale, storageState: { cookies: browserCookies(shopper), origins: [] },
  }, async (context) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: store.url });
  });
  opened.push(result);
  await eventually(() => result.page.locator('[data-orders-list]').isVisible()).toBe(true);
  return result;
}

const itemRow = (page: Page, itemId: string) => page.locator(`[data-order-item-id="${itemId}"]`);
const stockOf = async (productId: number) =>
  (await store.database.query<{ stock: number }>('select stock from products where id = $1', [productId]))[0]!.stock;

describe('key reveal in the orders tab', () => {
  it('KEY-03..10, KEY-12, KEY-13, PROF-17 (es): see keys → both ticks and the withdrawal notice → Validar y Ver Keys → the key, copied → Ya canjeado after a reload', async () => {
    const shopper = await signedInShopper(store, mail, 'es');
    const product = take();
    const { order } = await buyPaid(store.url, shopper, [{ product_id: product.id, quantity: 1 }]);
    const item = order.order_items[0]!;
    const [stored] = await store.database.query<{ code_ciphertext: string }>('select code_ciphertext from game_keys where order_item_id = $1', [item.id]);
    const code = cipher.decrypt(stored!.code_ciphertext);

    const { page, errors } = await openOrders(shopper, { locale: 'es-ES' });
    const row = itemRow(page, item.id);
    expect(await row.locator('[data-status]').textContent()).toBe('Claves disponibles');
    await row.getByRole('button', { name: 'Ver keys' }).click();

    const dialog = page.locator('[data-reveal-dialog]');
    await eventually(() => dialog.getAttribute('data-reveal-dialog')).toBe('confirm');
    const platform = dialog.getByRole('checkbox', { name: new RegExp(`La plataforma es correcta: esta key se activa en ${item.product.platform}`) });
    const region = dialog.getByRole('checkbox', { name: new RegExp(`La región es correcta: esta key funciona en ${item.product.region.join(', ')}`) });
    const confirm = dialog.getByRole('button', { name: 'Validar y Ver Keys' });
    expect(await dialog.locator('[data-withdrawal-notice]').textContent()).toMatch(/pierdes tu derecho de desistimiento \(art\. 103 m del TRLGDCU\)/);
    // KEY-06: 'Validar y Ver Keys' acts only with both boxes ticked.
    expect(await confirm.isDisabled()).toBe(true);
    await platform.check();
    expect(await confirm.isDisabled()).toBe(true);
    await region.check();
    await platform.uncheck();
    expect(await confirm.isDisabled()).toBe(true);
    expect(await store.database.query('select 1 from key_reveals where order_item_id = $1', [item.id])).toEqual([]);
    await platform.check();
    await confirm.click();

    await eventually(() => dialog.getAttribute('data-reveal-dialog')).toBe('keys');
    expect(await dialog.locator('[data-key-value]').textContent()).toBe(code);
    const copy = dialog.getByRole('button', { name: `Copiar la key ${item.product.platform}` });
    // KEY-13's 2 s are timed in the page, from the indicator's drawing to its removal: timed from here, the round
    // trips of a loaded machine would count against them (a CI risk). The drawing may come a little after the 2 s
    // timer starts, hence at least 1.5 s, as before.
    await page.evaluate(() => {
      const shown: number[] = [];
      (window as unknown as { copiedShown: number[] }).copiedShown = shown;
      let showing = false;
      new MutationObserver(() => {
        const now = document.querySelector('[data-copy-key][data-copied]') !== null;
        if (now !== showing) shown.push(performance.now());
        showing = now;
      }).observe(document.documentElement, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-copied'] });
    });
    await copy.click();
    const copied = dialog.locator('[data-copy-key][data-copied]');
    await eventually(() => copied.textContent()).toBe('Copiada');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    // KEY-13: the indicator shows for 2 s, then the button reads 'Copiar' again.
    await expect.poll(() => copied.count(), { timeout: 4_000, interval: 100 }).toBe(0);
    const [shownAt, goneAt, ...more] = await page.evaluate(() => (window as unknown as { copiedShown: number[] }).copiedShown);
    expect(more, 'the indicator showed once').toEqual([]);
    expect(goneAt! - shownAt!).toBeGreaterThan(1_500);
    expect(await dialog.locator('[data-copy-key]').textContent()).toBe('Copiar');

    // KEY-09, KEY-10: the list was read again behind the dialog.
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await eventually(() => row.locator('[data-status]').textContent()).toBe('Ya canjeado');
    expect(await row.locator('[data-refund-menu]').count()).toBe(0);
    const [consent] = await store.database.query<{ consent_language: string; consent_text: string }>(
      'select consent_language, consent_text from key_reveals where order_item_id = $1 and is_consent', [item.id]);
    expect(consent).toMatchObject({ consent_language: 'es' });
    expect(consent!.consent_text).toContain(`esta key se activa en ${item.product.platform}`);

    await page.reload();
    await waitForHydration(page);
    await eventually(() => itemRow(page, item.id).locator('[data-status]').textContent()).toBe('Ya canjeado');
    // KEY-12: a redeemed item opens its keys directly.
    await itemRow(page, item.id).getByRole('button', { name: 'Ver keys' }).click();
    await eventually(() => page.locator('[data-reveal-dialog]').getAttribute('data-reveal-dialog')).toBe('keys');
    expect(await page.locator('[data-reveal-dialog] [data-consent]').count()).toBe(0);
    expect(await page.locator('[data-reveal-dialog] [data-key-value]').textContent()).toBe(code);
    expect((await orderOf(store.url, shopper, order.id))?.order_items[0]?.status).toBe('redeemed');
    expect(errors).toEqual([]);
  });
});

describe('refund in the orders tab', () => {
  it('REF-02..06, PROF-16: the refund menu → confirm with the 7-day note → success → the list refreshed: refunded, the key back in stock', async () => {
    const shopper = await signedInShopper(store, mail);
    const product = take();
    const before = await stockOf(product.id);
    const { order } = await buyPaid(store.url, shopper, [{ product_id: product.id, quantity: 1 }]);
    const item = order.order_items[0]!;
    expect(await stockOf(product.id)).toBe(before - 1);

    const { page, errors } = await openOrders(shopper);
    const row = itemRow(page, item.id);
    await row.getByRole('button', { name: `More options: ${item.product.title.en}` }).click();
    await row.getByRole('button', { name: 'Request a refund' }).click();
    const dialog = page.locator('[data-refund-dialog]');
    await eventually(() => dialog.getAttribute('data-refund-dialog')).toBe('confirm');
    expect(await dialog.textContent()).toContain('A refund can take up to 7 days to reach your account.');
    await dialog.getByRole('button', { name: 'Request refund' }).click();

    await eventually(() => dialog.getAttribute('data-refund-dialog')).toBe('done');
    expect(await dialog.getByRole('heading').textContent()).toBe('Refund requested');
    expect(await dialog.locator('[data-refund-outcome]').getAttribute('data-refund-outcome')).toBe('refunded');
    expect(await dialog.textContent()).toContain('up to 7 days');
    // REF-06: the list is read again a moment later, under the success state.
    await eventually(() => row.locator('[data-status]').textContent()).toBe('Refunded');
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).click();
    expect(await row.locator('[data-see-keys], [data-refund-menu]').count()).toBe(0);
    expect(await stockOf(product.id)).toBe(before);
    expect(errors).toEqual([]);
  });
});

describe('accessibility', () => {
  let shopper: AuthClient & { email: string };
  let delivered: string;
  let redeemed: string;

  beforeAll(async () => {
    shopper = await signedInShopper(store, mail);
    const { order } = await buyPaid(store.url, shopper, [{ product_id: take().id, quantity: 1 }, { product_id: take().id, quantity: 2 }]);
    delivered = order.order_items[0]!.id;
    redeemed = order.order_items[1]!.id;
    const { reveal, consentFor } = await import('../support/after-sale-client.js');
    expect((await reveal(store.url, shopper, redeemed, await consentFor())).status).toBe(200);
  });

  it.each([['375 px', VIEWPORTS.phone], ['1280 px', VIEWPORTS.desktop]] as const)('axe finds nothing on the orders tab with its actions, its refund menu and the reveal dialog (%s)', async (_name, viewport) => {
    const { page, errors } = await openOrders(shopper, { viewport });
    const row = itemRow(page, delivered);
    await row.locator('[data-refund-menu]').click();
    await eventually(() => row.getByRole('button', { name: 'Request a refund' }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await row.getByRole('button', { name: 'See keys' }).click();
    await eventually(() => page.locator('[data-reveal-dialog]').getAttribute('data-reveal-dialog')).toBe('confirm');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await eventually(() => page.locator('[data-reveal-dialog]').count()).toBe(0);
    // The keys of the redeemed item, shown at once.
    await itemRow(page, redeemed).getByRole('button', { name: 'See keys' }).click();
    await eventually(() => page.locator('[data-reveal-dialog]').getAttribute('data-reveal-dialog')).toBe('keys');
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
});
