/**
 * Real Chromium (Debian's) driven by playwright-core, for end-to-end tests.
 * Pages come from a fresh context each (axe needs newContext().newPage()). Tests fail on a console error.
 */
import { existsSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type ConsoleMessage, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { STORED_ITEMS } from '../../src/shared/storage-inventory.js';

/**
 * Chromium's headless shell (Debian's chromium-headless-shell, which .ci/run installs) when it is there: the
 * same engine without the browser's own interface. The full browser in headless mode also draws its toolbar
 * and tab strip in renderers of their own (Chromium 156: three of them took about two thirds of a core for
 * three idle browsers), which the 2-core machine's tests then wait on. The full browser otherwise.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--autoplay-policy=no-user-gesture-required',
    ],
  });
}

export const VIEWPORTS = {
  phone: { width: 375, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;

/**
 * What every test page's context starts with: a desktop window, British English, and the reader's "reduce
 * motion" preference on (decision 0040). Under it the store starts no video and stills its marquee, as it does
 * for such a shopper: a playing video cost a page a quarter of a core for as long as it stayed open (VP9 drawn
 * in software), and the browsers of three workers were two thirds of the end-to-end files' CPU on the 2-core
 * machine. A test about video or motion, or that audits a page as most shoppers see it, opens with `IN_MOTION`.
 */
export const CONTEXT_DEFAULTS = { viewport: VIEWPORTS.desktop, locale: 'en-GB', reducedMotion: 'reduce' } as const satisfies BrowserContextOptions;

/** For a test about video or motion: the context of a reader with no motion preference. */
export const IN_MOTION = { reducedMotion: 'no-preference' } as const satisfies BrowserContextOptions;

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
  close(): Promise<void>;
}

/** A context as the tests open them: CONTEXT_DEFAULTS under `options`, with timeouts well under a test's. */
export async function newTestContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ ...CONTEXT_DEFAULTS, ...options });
  // Well under the 60 s a test may take, so a step that waits for what never comes fails with its own line.
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(25_000);
  return context;
}

/** Collects the page's console errors and uncaught errors from now on, until `stop()`. */
export function collectErrors(page: Page): { errors: string[]; stop(): void } {
  const errors: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  };
  const onError = (error: Error) => errors.push(error.message);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  return {
    errors,
    stop: () => {
      page.off('console', onConsole);
      page.off('pageerror', onError);
    },
  };
}

export async function openPage(browser: Browser, url: string, options: BrowserContextOptions = {}): Promise<OpenedPage> {
  const context = await newTestContext(browser, options);
  const page = await context.newPage();
  const { errors } = collectErrors(page);
  await page.goto(url);
  await waitForHydration(page);
  return { page, context, errors, close: () => context.close() };
}

/**
 * A storefront page (server-drawn or not) answers clicks once React has committed its first render, which
 * sets `html[data-hydrated]` (app.tsx): a test acting before would click HTML that does nothing yet.
 */
export async function waitForHydration(page: Page): Promise<void> {
  if (await page.locator('#root').count()) await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * For a test that rewrites or holds the API answers a page reads (context.route): the server sends that
 * page drawn with its data already in it (docs/decisions/0027), so the browser would never ask. A session
 * cookie (not a valid one: the page still reads as a visitor's) makes the server send the shell instead,
 * as it does for a signed-in shopper, and the browser reads the data itself.
 */
export async function drawnByTheBrowser(context: BrowserContext, url: string): Promise<void> {
  // A signed-in shopper's context already gets the shell: its real session cookie stays as it is.
  if ((await context.cookies(url)).some((cookie) => cookie.name === STORED_ITEMS.session.name)) return;
  await context.addCookies([{ name: STORED_ITEMS.session.name, value: 'none', url }]);
}

/**
 * Runs axe on the page as it is now and fails with the list of violations, if any. axe reports only its
 * violations (`resultTypes`): every rule still runs and every violation is listed whole, but the passes and the
 * rest are not described node by node, which took about a sixth of each run (home: 5.7-7.1 s → 4.6-6.4 s a test).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    // Before the tags: AxeBuilder's options() replaces every option set so far, the tags' runOnly with them.
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    // axe.run() in the page itself when the page has no frame (no page the tests audit has one; Stripe's
    // Elements, not loaded here, would be): the same rules on the same page. The default path runs axe in each
    // frame, then opens a blank page, injects axe's source (1.3 MB) into it and finishes there, which is worth it
    // only for a frame from another origin, and was half of each check (Chromium's CPU for eight checks of four
    // pages: 24 s → 12-15 s). A page with frames keeps that path.
    .setLegacyMode(page.frames().length === 1)
    .analyze();
  const summary = results.violations.map((violation) =>
    `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes.slice(0, 5).map((node) => node.target.join(' ')).join('\n  ')}`);
  expect(summary, summary.join('\n')).toEqual([]);
}
