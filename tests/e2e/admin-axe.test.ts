/**
 * axe on every screen of the back office (issue 12, "axe passes on every admin screen"), at 1280 px and at
 * 375 px, on the shared store and Chromium (tests/support/e2e.ts): dashboard, products, product form, keys
 * (with a product of this file's own, its stock and a sold key not revealed yet), orders, an order's detail
 * (this file's own order), refunds, users, audit log, newsletter, news and the news form. At 375 px the page
 * itself never scrolls sideways: a wide table scrolls inside its own labelled, focusable region.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { AdminProduct } from '../../src/shared/contracts/admin/catalogue.js';
import type { UserOrder } from '../../src/shared/contracts/get-user-orders.js';
import { operatorClient, type OperatorClient } from '../support/admin-client.js';
import { createProductWithKeys } from '../support/admin-products.js';
import { buyPaid } from '../support/after-sale-client.js';
import { browserCookies, signedInShopper } from '../support/auth-client.js';
import { expectNoAxeViolations, VIEWPORTS, type OpenedPage } from '../support/browser.js';
import { openReusedPage } from '../support/reused-pages.js';
import { e2e } from '../support/e2e.js';
import type { TestStore } from '../support/test-store.js';

let store: TestStore;
let browser: Browser;
let operator: OperatorClient;
let product: AdminProduct;
let order: UserOrder;
const opened: OpenedPage[] = [];
const code = () => `X${randomUUID().replaceAll('-', '').slice(0, 20).toUpperCase()}`;

e2e.beforeAll(async ({ store: shared, browser: chromium, mail }) => {
  [store, browser] = [shared, chromium];
  operator = await operatorClient(store, mail);
  const shopper = await signedInShopper(store, mail);
  product = await createProductWithKeys(operator, 'Axewick', [code(), code(), code()]);
  ({ order } = await buyPaid(store.url, shopper, [{ product_id: product.id, quantity: 1 }]));
});

afterAll(async () => {
  for (const item of opened) await item.close().catch(() => undefined);
});

/** Each screen: its path, and what shows once its data is there. */
const SCREENS: [name: string, path: () => string, ready: (page: Page) => Promise<unknown>][] = [
  ['dashboard', () => '/admin', (page) => page.getByRole('heading', { level: 2 }).first().waitFor()],
  ['products', () => '/admin/products', (page) => page.locator('tbody tr').first().waitFor()],
  ['product form', () => `/admin/products?edit=${product.id}`, (page) => page.getByRole('tab').first().waitFor()],
  ['keys', () => `/admin/keys?product=${product.id}`, (page) => page.locator('[data-sold-key]').first().waitFor()],
  ['orders', () => '/admin/orders', (page) => page.locator('[data-order]').first().waitFor()],
  ['order detail', () => `/admin/orders?order=${order.id}`, (page) => page.locator('[data-order-item]').first().waitFor()],
  ['refunds', () => '/admin/refunds', () => Promise.resolve()],
  ['users', () => '/admin/users', (page) => page.locator('tbody tr').first().waitFor()],
  ['audit log', () => '/admin/audit', (page) => page.locator('tbody tr').first().waitFor()],
  ['newsletter', () => '/admin/newsletter', () => Promise.resolve()],
  ['news', () => '/admin/news', (page) => page.locator('[data-news-row]').first().waitFor()],
  ['news form', () => '/admin/news?edit=new', (page) => page.getByRole('tab').first().waitFor()],
];

/** Waits for the screen's data: its heading, what `ready` names, no skeleton left. */
async function settled(page: Page, ready: (page: Page) => Promise<unknown>) {
  await page.getByRole('heading', { level: 1 }).first().waitFor(); // The product form's preview has the product page's own.
  await ready(page);
  await expect.poll(() => page.locator('.skeleton').count()).toBe(0);
}

/**
 * Empty when the page does not scroll sideways; otherwise its width and what sticks out past the viewport's
 * right edge: elements outside any scrolling region, and positioned ones anywhere (an absolutely positioned
 * element, like a screen reader's text, escapes a scrolling region that is not its containing block).
 */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.scrollWidth;
    if (width <= window.innerWidth) return [];
    const scrolledAway = (element: Element) => {
      if (['absolute', 'fixed'].includes(getComputedStyle(element).position)) return false;
      for (let at = element.parentElement; at; at = at.parentElement) if (getComputedStyle(at).overflowX !== 'visible') return true;
      return false;
    };
    const culprits = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5 && !scrolledAway(element))
      .slice(0, 8)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${(element.textContent ?? '').slice(0, 40)}"`);
    return [`the page is ${width} px wide`, ...culprits];
  });
}

describe('axe on every back-office screen', () => {
  it.each(SCREENS)('the %s screen passes axe at 1280 px and at 375 px, where the page never scrolls sideways', async (_name, path, ready) => {
    const result = await openReusedPage(browser, `${store.url}${path()}`, {
      viewport: VIEWPORTS.desktop, storageState: { cookies: browserCookies(operator), origins: [] },
    });
    opened.push(result);
    const { page, errors } = result;
    await settled(page, ready);
    await expectNoAxeViolations(page);

    await page.setViewportSize(VIEWPORTS.phone);
    await settled(page, ready);
    await expectNoAxeViolations(page);
    expect(await overflowing(page), 'the page scrolls sideways at 375 px').toEqual([]);
    expect(errors).toEqual([]);
  });
});
