/**
 * Pages a file's tests take in turn instead of a fresh browser context each (decision 0042). Opening a store page in
 * a new context costs Chromium a new renderer process and every script fetched and compiled again: about 1.5
 * CPU-seconds a page on the 2-core machine, against 0.85 for the next page of the same origin in a tab that is
 * already there. `openReusedPage` is `openPage` for tests that only navigate, read and act: when the test has
 * passed (Vitest's onTestFinished) its tab is handed to the next test of the file as a fresh visitor's:
 * - the tab leaves the test's document for a plain file of the store (robots.txt), so nothing of its scripts
 *   runs on (timers, a throttled write of the query cache), and its history is emptied;
 * - cookies, local and session storage, IndexedDB and permissions are cleared; the HTTP cache too when the test
 *   read, in any tab of the context, an API answer the browser may keep (a public read's max-age), so no later
 *   test sees it stale;
 * - listeners the test added to the page or its context are removed, other tabs it opened are closed, keys and
 *   buttons are released and the pointer leaves the page, so nothing stays pressed or hovered;
 * - a test that changed the tab or its context beyond that (a route, an init script, a locator handler, a fake
 *   clock, media emulation, offline, permissions, geolocation, credentials, exposed functions, extra headers) or
 *   closed it never hands it on: its context is closed and the next test gets a new one. So does a test that
 *   failed: a timed-out test's steps may still be running.
 * Options other than the viewport, language, motion preference and a storage state of cookies alone (a signed-in
 * shopper's session, set on the tab before it navigates) get a fresh context (touch, downloads…), as do pages
 * opened outside a test (a beforeAll). The file's browser fixture closes every context when the file ends.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page, Response } from 'playwright-core';
import { onTestFinished } from 'vitest';
import { collectErrors, CONTEXT_DEFAULTS, newTestContext, type OpenedPage, openPage, waitForHydration } from './browser.js';

/** Context options a reused tab can take (and a storage state of cookies alone); any other gets a context of its own. */
const REUSABLE_OPTIONS = new Set(['viewport', 'locale', 'reducedMotion']);

type Cookies = Parameters<BrowserContext['addCookies']>[0];

/** The cookies of a storage state that holds nothing else (a signed-in shopper's session), which a reused tab takes. */
function cookiesOnly(options: BrowserContextOptions): Cookies | undefined {
  const state = options.storageState;
  if (state === undefined || typeof state === 'string' || state.origins.length > 0) return undefined;
  return state.cookies;
}

/** Calls that change a page or context for good: a tab they touched is never handed on. */
const PAGE_CHANGES = new Set([
  'route', 'routeFromHAR', 'routeWebSocket', 'unroute', 'unrouteAll', 'addInitScript', 'addLocatorHandler', 'exposeFunction',
  'exposeBinding', 'emulateMedia', 'setExtraHTTPHeaders', 'clock', 'coverage', 'screencast', 'close', 'setDefaultTimeout',
  'setDefaultNavigationTimeout',
]);
const CONTEXT_CHANGES = new Set([
  ...PAGE_CHANGES, 'setOffline', 'grantPermissions', 'setGeolocation', 'setHTTPCredentials', 'setStorageState', 'credentials',
  'debugger', 'tracing',
]);
const LISTENING = new Set(['on', 'once', 'addListener', 'prependListener', 'prependOnceListener']);

interface Tab {
  key: string;
  context: BrowserContext;
  page: Page;
  origin: string;
  /** Set by a change that makes the tab unfit for another test. */
  spoilt: boolean;
  /** An API answer the HTTP cache may keep was read. */
  keptAnswer: boolean;
  listeners: { target: Page | BrowserContext; event: string; listener: (...args: never[]) => unknown }[];
  /** Ends the collection of the current test's page errors. */
  stopCollecting?: () => void;
}

const idle = new WeakMap<Browser, Tab[]>();

function keyOf(options: BrowserContextOptions): string | undefined {
  const reusable = (name: string) => REUSABLE_OPTIONS.has(name) || (name === 'storageState' && cookiesOnly(options) !== undefined);
  if (Object.keys(options).some((name) => !reusable(name))) return undefined;
  const { viewport: _viewport, storageState: _cookies, ...rest } = { ...CONTEXT_DEFAULTS, ...options };
  return JSON.stringify(rest, Object.keys(rest).sort());
}

/** The page or context as the test sees it: calls that change it for good mark the tab, listeners are noted. */
function watched<T extends Page | BrowserContext>(target: T, tab: Tab, changes: Set<string>, use: { ended: boolean }): T {
  return new Proxy(target, {
    get(object, property, receiver) {
      const value: unknown = Reflect.get(object, property);
      if (typeof property !== 'string' || property === 'then') return value;
      // As a closed context would: the tab may be another test's by now.
      if (use.ended) throw new Error('This page was closed (openReusedPage): open another');
      if (changes.has(property)) tab.spoilt = true;
      if (property === 'context' && object === tab.page) return () => watched(tab.context, tab, CONTEXT_CHANGES, use);
      if (LISTENING.has(property) && typeof value === 'function') {
        return (event: string, listener: (...args: never[]) => unknown) => {
          tab.listeners.push({ target: object, event, listener });
          (value as (event: string, listener: unknown) => unknown).call(object, event, listener);
          return receiver;
        };
      }
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(object) : value;
    },
  });
}

async function newTab(browser: Browser, key: string, options: BrowserContextOptions, origin: string): Promise<Tab> {
  // The viewport is set on the tab for each test, the cookies added to the context.
  const { viewport: _viewport, storageState: _cookies, ...contextOptions } = options;
  const context = await newTestContext(browser, contextOptions);
  const tab: Tab = { key, context, page: undefined as unknown as Page, origin, spoilt: false, keptAnswer: false, listeners: [] };
  // On the context, for the tab's whole life: answers read in other tabs and by polls while it is handed on count too.
  context.on('response', (response) => {
    if (keepsAnswer(response)) tab.keptAnswer = true;
  });
  try {
    tab.page = await context.newPage();
  } catch (error) {
    await context.close().catch(() => undefined);
    throw error;
  }
  return tab;
}

function keepsAnswer(response: Response): boolean {
  const url = new URL(response.url());
  if (!url.pathname.startsWith('/api/')) return false;
  const maxAge = /max-age=(\d+)/.exec(response.headers()['cache-control'] ?? '');
  return maxAge !== null && Number(maxAge[1]) > 0;
}

/** Makes the tab a fresh visitor's again and hands it on; a tab that cannot be, within 20 s, is closed. */
async function handOn(browser: Browser, tab: Tab): Promise<void> {
  for (const { target, event, listener } of tab.listeners.splice(0)) target.off(event as never, listener as never);
  tab.stopCollecting?.();
  const reset = async () => {
    for (const other of tab.context.pages()) if (other !== tab.page) await other.close();
    if (tab.spoilt || tab.page.isClosed()) throw new Error('changed for good');
    const { page, context } = tab;
    for (const key of ['Shift', 'Control', 'Alt', 'Meta']) await page.keyboard.up(key);
    await page.mouse.up();
    await page.mouse.move(-10, -10);
    await page.goto(`${tab.origin}/robots.txt`);
    await page.evaluate(() => sessionStorage.clear());
    await context.clearCookies();
    await context.clearPermissions();
    await page.clearConsoleMessages();
    await page.clearPageErrors();
    const session = await context.newCDPSession(page);
    // Back from the next test's first page goes nowhere, as in a new tab.
    await session.send('Page.resetNavigationHistory');
    await session.send('Storage.clearDataForOrigin', {
      origin: tab.origin,
      storageTypes: 'local_storage,indexeddb,cache_storage,service_workers,file_systems,websql,shared_storage,storage_buckets',
    });
    if (tab.keptAnswer) await session.send('Network.clearBrowserCache');
    await session.detach();
  };
  let timer: NodeJS.Timeout | undefined;
  const resetting = reset();
  // A reset still running when its time is up fails later, on the closed context: not an unhandled rejection.
  resetting.catch(() => undefined);
  try {
    await Promise.race([resetting, new Promise((_, reject) => { timer = setTimeout(() => reject(new Error('reset timed out')), 20_000); })]);
    tab.keptAnswer = false;
    tab.spoilt = false;
    idle.set(browser, [...(idle.get(browser) ?? []), tab]);
  } catch {
    await tab.context.close().catch(() => undefined);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `openPage` with a tab another test of the file handed on, when there is one (see above). `close()` ends the
 * test's use of it (the page then throws, as a closed one would); the tab is handed on once the test has passed, and
 * closed when it failed, so a timed-out test's steps still running never act in the next test's tab.
 */
export async function openReusedPage(
  browser: Browser, url: string, options: BrowserContextOptions = {},
  /** Items the tab's session storage holds for the store before the page's code runs (a test's cart). */
  { sessionStorage: seeded }: { sessionStorage?: Record<string, string> } = {},
): Promise<OpenedPage> {
  const key = keyOf(options);
  if (seeded && key === undefined) {
    throw new Error('openReusedPage: session storage is seeded only on a reused tab (viewport, locale, motion, cookies)');
  }
  const use = { ended: false };
  let finish: ((passed: boolean) => Promise<void>) | undefined;
  try {
    onTestFinished(async ({ task }) => {
      use.ended = true;
      await finish?.(task.result?.state === 'pass');
    });
  } catch {
    if (seeded) throw new Error('openReusedPage: session storage is seeded only in a test, on a reused tab');
    return openPage(browser, url, options); // not in a test (a beforeAll): a context of its own
  }
  if (key === undefined) {
    const opened = await openPage(browser, url, options);
    finish = () => opened.close();
    return opened;
  }
  const origin = new URL(url).origin;
  const tabs = (idle.get(browser) ?? []).filter((tab) => !tab.page.isClosed());
  const index = tabs.findIndex((tab) => tab.key === key && tab.origin === origin);
  const tab = index >= 0 ? tabs.splice(index, 1)[0]! : await newTab(browser, key, options, origin);
  idle.set(browser, tabs);
  finish = (passed) => (passed ? handOn(browser, tab) : tab.context.close().catch(() => undefined));

  const { page } = tab;
  const cookies = cookiesOnly(options);
  if (cookies?.length) await tab.context.addCookies(cookies);
  await page.setViewportSize({ ...(options.viewport ?? CONTEXT_DEFAULTS.viewport) });
  const { errors, stop } = collectErrors(page);
  tab.stopCollecting = stop;
  if (seeded) {
    // Session storage belongs to the tab and the origin: written on the store's robots.txt (where a handed-on tab
    // already is), it is there when the page's code first reads it.
    if (new URL(page.url()).origin !== origin) await page.goto(`${origin}/robots.txt`);
    await page.evaluate((items) => {
      for (const [name, value] of Object.entries(items)) sessionStorage.setItem(name, value);
    }, seeded);
  }
  await page.goto(url);
  await waitForHydration(page);
  return {
    page: watched(page, tab, PAGE_CHANGES, use),
    context: watched(tab.context, tab, CONTEXT_CHANGES, use),
    errors,
    close: async () => {
      use.ended = true;
    },
  };
}
