/**
 * Total blocking time of a storefront page in real Chromium at 4× CPU slowdown (Lighthouse's mobile factor),
 * for two or more builds side by side (decision 0033). Lighthouse's own figure is simulated from one
 * unthrottled load and moves by a factor of two between runs here; this one counts what the page really blocks.
 * Each checkout's store is started in this process (embedded database, demo catalogue) and serves its own
 * `dist`; the loads alternate between them (A B, B A, …) so a busy moment of the machine falls on each.
 *
 *   npx tsx bench/blocking-time.ts [checkout …]     e.g. /work/main /work/other (default: this checkout)
 *   PAGE=/search?genre=rpg LOADS=20                 the page and the loads per checkout (default / and 16)
 *
 * Build each checkout first as `npm run bench` does (bench/pages.ts buildStorefrontForBench). A load: a new
 * browser context at 412 × 823, the page until it is hydrated and 2.5 s more; blocking time is the sum over
 * its `longtask` entries after the first contentful paint of their time beyond 50 ms. One load per checkout
 * is made first and not counted.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { inAlternation, mean, median, startCheckout, type Store } from './checkouts.js';

const page = process.env.PAGE ?? '/';
const loads = Number(process.env.LOADS ?? 16);
const checkouts = process.argv.length > 2 ? process.argv.slice(2).map((path) => resolve(path)) : [resolve(import.meta.dirname, '..')];

async function blockingTime(browser: Browser, url: string): Promise<{ blocking: number; longest: number }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const tab = await context.newPage();
    await tab.addInitScript(() => {
      const seen: [number, number][] = [];
      (window as unknown as { longTasks: [number, number][] }).longTasks = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await tab.goto(url, { waitUntil: 'load' });
    await tab.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 30_000 });
    await tab.waitForTimeout(2_500);
    return await tab.evaluate(() => {
      const painted = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      const tasks = (window as unknown as { longTasks: [number, number][] }).longTasks.filter(([start]) => start >= painted);
      return {
        blocking: tasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
        longest: Math.max(0, ...tasks.map(([, duration]) => duration)),
      };
    });
  } finally {
    await context.close();
  }
}

const dataDirs = checkouts.map(() => mkdtempSync(join(tmpdir(), 'pixelkeys-blocking-')));
const stores: Store[] = [];
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (const [index, checkout] of checkouts.entries()) stores.push(await startCheckout(checkout, dataDirs[index]!, page));
  for (const store of stores) await blockingTime(browser, `${store.url}${page}`);
  const results = stores.map(() => ({ blocking: [] as number[], longest: [] as number[] }));
  await inAlternation(stores.length, loads, async (index) => {
    const { blocking, longest } = await blockingTime(browser, `${stores[index]!.url}${page}`);
    results[index]!.blocking.push(Math.round(blocking));
    results[index]!.longest.push(Math.round(longest));
  });
  console.log(`${page}, ${loads} loads each, 4× CPU:`);
  for (const [index, checkout] of checkouts.entries()) {
    const { blocking, longest } = results[index]!;
    console.log(`${checkout}: blocking time median ${median(blocking)} ms (mean ${mean(blocking)}), longest task median ${median(longest)} ms | ${blocking.join(' ')}`);
  }
} finally {
  await browser.close();
  for (const store of stores) await store.close();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}
