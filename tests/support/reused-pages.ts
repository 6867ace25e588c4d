/**
 * Pages a file's tests take in turn instead of a fresh browser context each (decision 0042). Opening a store page in
 * a new context costs Chromium a new renderer process and every script fetched and compiled again: about 1.5
 * CPU-seconds a page on the 2-core machine, against 0.85 for the next page of the same origin in a tab that is
 * already there. `openReusedPage` is `openPage` for tests that only navigate, read and act: when the test ends
 * (Vitest's onTestFinished) its tab is handed to the next test of the file as a fresh visitor's:
 * - the tab leaves the test's document for a plain file of the store (robots.txt), so nothing of its scripts
 *   runs on (timers, a throttled write of the query cache);
 * - cookies, local and session storage, IndexedDB and permissions are cleared; the HTTP cache too when the test
 *   read an API answer the browser may keep (a public read's max-age), so no later test sees it stale;
 * - listeners the test added to the page or its context are removed, other tabs it opened are closed, and the
 *   pointer leaves the page, so nothing stays hovered;
 * - a test that changed the tab or its context beyond that (a route, an init script, a fake clock, media
 *   emulation, offline, permissions, geolocation, exposed functions, extra headers) or closed it never hands it
 *   on: its context is closed and the next test gets a new one.
 * Options other than the viewport, language and motion preference (storage state, touch…) get a fresh context, as
 * do pages opened outside a test (a beforeAll). The file's browser fixture closes every context when the file ends.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page, Response } from 'playwright-core';
import { onTestFinished } from 'vitest';
import { CONTEXT_DEFAULTS, type OpenedPage, openPage, waitForHydration } from './browser.js';

/** Context options a reused tab can take; any other gets a context of its own. */
const REUSABLE_OPTIONS = new Set(['viewport', 'locale', 'reducedMotion']);

/** Calls that change a page or context for good: a tab they touched is never handed on. */
const PAGE_CHANGES = new Set([
  'route', 'routeFromHAR', 'routeWebSocket', 'unroute', 'unrouteAll', 'addInitScript', 'exposeFunction', 'exposeBinding',
  'emulateMedia', 'setExtraHTTPHeaders', 'clock', 'close', 'setDefaultTimeout', 'setDefaultNavigationTimeout',
]);
const CONTEXT_CHANGES = new Set([
  ...PAGE_CHANGES, 'setOffline', 'grantPermissions', 'setGeolocation', 'setHTTPCredentials', 'tracing',
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
}

const idle = new WeakMap<Browser, Tab[]>();

function keyOf(options: BrowserContextOptions): string | undefined {
  if (Object.keys(options).some((name) => !REUSABLE_OPTIONS.has(name))) return undefined;
  const { viewport: _viewport, ...rest } = { ...CONTEXT_DEFAULTS, ...options };
  return JSON.stringify(rest, Object.keys(rest).sort());
}

/** The page or context as the test sees it: calls that change it for good mark the tab, listeners are noted. */
function watched<T extends Page | BrowserContext>(target: T, tab: Tab, changes: Set<string>): T {
  return new Proxy(target, {
    get(object, property, receiver) {
      const value: unknown = Reflect.get(object, property);
      if (typeof property !== 'string') return value;
      if (changes.has(property)) tab.spoilt = true;
      if (property === 'context' && object === tab.page) return () => watched(tab.context, tab, CONTEXT_CHANGES);
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
  const { viewport: _viewport, ...contextOptions } = { ...CONTEXT_DEFAULTS, ...options };
  const context = await browser.newContext({ ...contextOptions, viewport: CONTEXT_DEFAULTS.viewport });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(25_000);
  const page = await context.newPage();
  return { key, context, page, origin, spoilt: false, keptAnswer: false, listeners: [] };
}

function keepsAnswer(response: Response): boolean {
  const url = new URL(response.url());
  if (!url.pathname.startsWith('/api/')) return false;
  const maxAge = /max-age=(\d+)/.exec(response.headers()['cache-control'] ?? '');
  return maxAge !== null && Number(maxAge[1]) > 0;
}

/** Makes the tab a fresh visitor's again and hands it on; a tab that cannot be is closed. */
async function handOn(browser: Browser, tab: Tab): Promise<void> {
  for (const { target, event, listener } of tab.listeners.splice(0)) target.off(event as never, listener as never);
  try {
    for (const other of tab.context.pages()) if (other !== tab.page) await other.close();
    if (tab.spoilt || tab.page.isClosed()) throw new Error('not reusable');
    await tab.page.mouse.move(-10, -10);
    await tab.page.goto(`${tab.origin}/robots.txt`);
    await tab.page.evaluate(() => sessionStorage.clear());
    await tab.context.clearCookies();
    await tab.context.clearPermissions();
    const session = await tab.context.newCDPSession(tab.page);
    await session.send('Storage.clearDataForOrigin', {
      origin: tab.origin,
      storageTypes: 'local_storage,indexeddb,cache_storage,service_workers,file_systems,websql,shared_storage,storage_buckets',
    });
    if (tab.keptAnswer) await session.send('Network.clearBrowserCache');
    await session.detach();
    tab.keptAnswer = false;
    tab.spoilt = false;
    idle.set(browser, [...(idle.get(browser) ?? []), tab]);
  } catch {
    await tab.context.close().catch(() => undefined);
  }
}

/** `openPage` with a tab another test of the file handed on, when there is one (see above). */
export async function openReusedPage(browser: Browser, url: string, options: BrowserContextOptions = {}): Promise<OpenedPage> {
  const key = keyOf(options);
  let finished: (() => Promise<void>) | undefined;
  const release = () => finished?.();
  try {
    onTestFinished(release);
  } catch {
    return openPage(browser, url, options); // not in a test (a beforeAll): a context of its own
  }
  if (key === undefined) {
    const opened = await openPage(browser, url, options);
    finished = () => opened.close();
    return opened;
  }
  const origin = new URL(url).origin;
  const tabs = (idle.get(browser) ?? []).filter((tab) => !tab.page.isClosed());
  idle.set(browser, tabs);
  const index = tabs.findIndex((tab) => tab.key === key && tab.origin === origin && !tab.page.isClosed());
  const tab = index >= 0 ? tabs.splice(index, 1)[0]! : await newTab(browser, key, options, origin);
  let handedOn = false;
  finished = async () => {
    if (handedOn) return;
    handedOn = true;
    await handOn(browser, tab);
  };

  const { page } = tab;
  await page.setViewportSize({ ...(options.viewport ?? CONTEXT_DEFAULTS.viewport) });
  const errors: string[] = [];
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === 'error') errors.push(message.text());
  };
  const onError = (error: Error) => errors.push(error.message);
  const onResponse = (response: Response) => {
    if (keepsAnswer(response)) tab.keptAnswer = true;
  };
  page.on('console', onConsole);
  page.on('pageerror', onError);
  page.on('response', onResponse);
  tab.listeners.push(
    { target: page, event: 'console', listener: onConsole as never },
    { target: page, event: 'pageerror', listener: onError as never },
    { target: page, event: 'response', listener: onResponse as never },
  );
  await page.goto(url);
  await waitForHydration(page);
  return {
    page: watched(page, tab, PAGE_CHANGES),
    context: watched(tab.context, tab, CONTEXT_CHANGES),
    errors,
    close: release as () => Promise<void>,
  };
}
