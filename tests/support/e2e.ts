/**
 * What the end-to-end files share (decision 0023): per Vitest worker, one mail catcher, one running store
 * that mails to it (the run's seeded demo catalogue, AUTH_RATE_LIMITS=off, an operator's identity that is not
 * the demo's: E2E_OPERATOR) and one Chromium, made the
 * first time a file asks for them and closed when the worker ends. The e2e project runs with
 * `isolate: false`, so a worker's files share these instead of each starting its own.
 *
 * A file takes them in its `beforeAll`: `e2e.beforeAll(async ({ store, browser, mail }) => { … })`.
 * Isolation is each test's own: a fresh browser context per page (openPage, openWith), or a tab another test
 * of the file passed and that was reset to a fresh visitor's (openReusedPage, decision 0042), new shoppers with
 * unique e-mails, and products no other test of the file takes. What a file leaves open in the browser is
 * closed when the file ends (`browser` is a file fixture over the worker's Chromium), so no page of one
 * file keeps playing videos while the next runs. Files that need a store of their own (another
 * configuration) start it with startTestStore and close it themselves; they still share the browser and
 * the mail catcher.
 */
import type { Browser } from 'playwright-core';
import { test } from 'vitest';
import { launchBrowser } from './browser.js';
import { startMailCatcher } from './mail-catcher.js';
import { startTestStore } from './test-store.js';

/** The operator's identity the store is started with: not the demo's, so pages that show it prove where it comes from. */
export const E2E_OPERATOR = {
  STORE_LEGAL_NAME: 'Píxeles de Prueba S.L.',
  STORE_TAX_ID: 'B87654321',
  STORE_ADDRESS: 'Calle de la Prueba 7, 46001 Valencia, España',
  STORE_REGISTRY: 'Registro Mercantil de Valencia, tomo 1234, folio 56, hoja V-7890',
  STORE_CONTACT_EMAIL: 'legal@pixelkeys.test',
};

export const e2e = test
  // biome-ignore lint/correctness/noEmptyPattern: Vitest reads a fixture's dependencies from its first parameter, which must be a pattern.
  .extend('mail', { scope: 'worker' }, async ({}, { onCleanup }) => {
    const mail = await startMailCatcher();
    onCleanup(() => mail.close());
    return mail;
  })
  .extend('store', { scope: 'worker' }, async ({ mail }, { onCleanup }) => {
    const store = await startTestStore({ SMTP_URL: mail.url, AUTH_RATE_LIMITS: 'off', ...E2E_OPERATOR });
    onCleanup(() => store.close());
    return store;
  })
  // biome-ignore lint/correctness/noEmptyPattern: as above.
  .extend('chromium', { scope: 'worker' }, async ({}, { onCleanup }) => {
    const chromium = await launchBrowser();
    onCleanup(() => chromium.close());
    return chromium;
  })
  .extend('browser', { scope: 'file' }, async ({ chromium }, { onCleanup }): Promise<Browser> => {
    onCleanup(async () => {
      await Promise.all(chromium.contexts().map((context) => context.close().catch(() => undefined)));
    });
    return chromium;
  });
