/**
 * /cookies lists what the browser really holds (decision 28, ROUTE-21): a full sign-in with two-factor
 * ("trust this device" ticked) in real Chromium, then every cookie (context.cookies()) and every
 * localStorage and sessionStorage key the store set is looked up in the list the page shows. A real one
 * missing from the page fails the test; so does a lifetime the page states wrongly.
 */
import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { authClient } from '../support/auth-client.js';
import { openPage, waitForHydration } from '../support/browser.js';
import { e2e } from '../support/e2e.js';
import { linkIn, type MailCatcher } from '../support/mail-catcher.js';
import type { TestStore } from '../support/test-store.js';
import { eventually } from '../support/product-fixtures.js';

let store: TestStore;
let browser: Browser;
let mail: MailCatcher;
const PASSWORD = 'violet-harbour-42';
const DAY = 24 * 60 * 60;

e2e.beforeAll(async ({ store: shared, browser: chromium, mail: catcher }) => {
  [store, browser, mail] = [shared, chromium, catcher];
});


interface Seen {
  kind: 'cookie' | 'localStorage' | 'sessionStorage';
  name: string;
  /** Seconds left, for a cookie with an expiry. */
  lifetime?: number;
}

/** What the store has stored in this browser so far: cookies and both storages of its origin. */
async function storedNow(context: BrowserContext, page: Page): Promise<Seen[]> {
  const now = Date.now() / 1000;
  const cookies = (await context.cookies(store.url)).map((cookie): Seen => ({
    kind: 'cookie',
    // Served over https the names carry Better Auth's __Secure- prefix; the page lists the plain name.
    name: cookie.name.replace(/^__Secure-/, ''),
    ...(cookie.expires > 0 ? { lifetime: cookie.expires - now } : {}),
  }));
  const storage = await page.evaluate(() => ({ local: Object.keys(localStorage), session: Object.keys(sessionStorage) }));
  return [
    ...cookies,
    ...storage.local.map((name): Seen => ({ kind: 'localStorage', name })),
    ...storage.session.map((name): Seen => ({ kind: 'sessionStorage', name })),
  ];
}

/** The list /cookies shows: each item's heading (its name) and the text of the whole item. */
async function cookiePageList(page: Page, language: 'en' | 'es'): Promise<{ heading: string; text: string }[]> {
  await page.goto(`${store.url}/cookies?lng=${language}`);
  await waitForHydration(page);
  const items = page.locator('main section li:has(h3)');
  await eventually(() => items.count()).toBeGreaterThan(0);
  return items.evaluateAll((nodes) => nodes.map((node) => ({
    heading: node.querySelector('h3')?.textContent ?? '',
    text: node.textContent ?? '',
  })));
}

describe('/cookies against the browser (decision 28)', () => {
  it('ROUTE-21, AUTH-05, AUTH-16: after a sign-in with two-factor and a trusted device, every cookie and storage key set is on the page, with its lifetime', async () => {
    const email = `cookies${Date.now()}@example.com`;
    const client = authClient(store);
    await client.post('/api/auth/sign-up/email', { name: 'Nerea Gil', email, password: PASSWORD, callbackURL: '/' });
    await client.get(linkIn(await mail.waitFor(email, /Confirm your e-mail/), '/api/auth/verify-email'));
    const { totpURI } = (await (await client.post('/api/auth/two-factor/enable', { password: PASSWORD })).json()) as { totpURI: string };
    const secret = new URL(totpURI).searchParams.get('secret')!;
    const totp = () => createOTP(new TextDecoder().decode(base32.decode(secret))).totp();
    expect((await client.post('/api/auth/two-factor/verify-totp', { code: await totp() })).status).toBe(200);

    // A shopper browsing products, then signing in from a product page with two-factor and a trusted device.
    const { page, context, errors, close } = await openPage(browser, `${store.url}/search`);
    const seen: Seen[] = [];
    try {
      await page.locator('[data-product-card], article').first().waitFor();
      await page.goto(`${store.url}/login?redirect=${encodeURIComponent('/search')}`);
      await waitForHydration(page);
      const form = page.locator('form[data-form="password-sign-in"]');
      await form.getByLabel('E-mail').fill(email);
      await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await form.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL((url) => url.searchParams.get('step') === 'two-factor');
      seen.push(...await storedNow(context, page));

      await page.getByLabel('Code from your authenticator app').fill(await totp());
      await page.getByLabel('Trust this device for 30 days').check();
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.waitForURL((url) => url.pathname === '/search');
      await eventually(() => page.locator('[data-menu="user"]').getAttribute('data-session')).toBe('signed-in');
      seen.push(...await storedNow(context, page));

      // The test sees what it must: the session, the pending and trusted two-factor cookies, the keys.
      const names = new Set(seen.map((item) => item.name));
      for (const expected of ['better-auth.session_token', 'better-auth.two_factor', 'better-auth.trust_device', 'language', 'pixelkeys-login-redirect']) {
        expect(names, expected).toContain(expected);
      }

      for (const language of ['en', 'es'] as const) {
        const listed = await cookiePageList(page, language);
        const missing = [...names].filter((name) => !listed.some((item) => item.heading.includes(name)));
        expect(missing, `stored but not on /cookies (${language})`).toEqual([]);
      }

      // The lifetimes the page states are the ones the browser got.
      const listed = await cookiePageList(page, 'en');
      const lifetimeOf = (name: string) => Math.max(...seen.filter((item) => item.name === name).map((item) => item.lifetime ?? 0));
      const itemText = (name: string) => listed.find((item) => item.heading.includes(name))?.text ?? '';
      for (const name of ['better-auth.session_token', 'better-auth.trust_device']) {
        expect(Math.round(lifetimeOf(name) / DAY), name).toBe(30);
        expect(itemText(name), name).toContain('30 days');
      }
      expect(Math.round(lifetimeOf('better-auth.two_factor') / 60)).toBe(10);
      expect(itemText('better-auth.two_factor')).toContain('10 minutes');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
