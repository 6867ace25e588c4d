/**
 * Lighthouse (mobile) on one page of two or more checkouts side by side (decision 0036): Lighthouse's TBT is
 * simulated from one unthrottled load and moves by a factor of two or three between runs of one build, so one
 * run of each build says little; many runs, alternating between the builds in one browser, compare them.
 *
 *   npx tsx bench/lighthouse-side-by-side.ts <checkout> <checkout> …   e.g. /work/variant /work/main
 *   PAGE=/product?id=5 RUNS=8                                            the page and the runs per checkout
 *
 * Build each checkout first as `npm run bench` does (bench/pages.ts buildStorefrontForBench). One run is made
 * first and not counted (a newly started Chromium measures its first page slowly); a run Lighthouse could time
 * no first paint in is left out and said.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import lighthouse from 'lighthouse';
import { inAlternation, mean, median, startCheckout, type Store } from './checkouts.js';
import { launchChromeForLighthouse } from './lighthouse.js';

const page = process.env.PAGE ?? '/';
const runs = Number(process.env.RUNS ?? 8);
const checkouts = process.argv.slice(2).map((path) => resolve(path));
if (checkouts.length < 2) throw new Error('Name two checkouts or more');

const dataDirs = checkouts.map(() => mkdtempSync(join(tmpdir(), 'pixelkeys-lighthouse-side-')));
const stores: Store[] = [];
const chrome = await launchChromeForLighthouse();
const measure = async (store: Store) => (await lighthouse(`${store.url}${page}`, { port: chrome.port, output: 'json', logLevel: 'error' }))!.lhr;
try {
  for (const [index, checkout] of checkouts.entries()) stores.push(await startCheckout(checkout, dataDirs[index]!, page));
  await measure(stores[0]!);
  const results = stores.map(() => ({ blocking: [] as number[], performance: [] as number[], untimed: 0 }));
  await inAlternation(stores.length, runs, async (index) => {
    const lhr = await measure(stores[index]!);
    const blocking = lhr.audits['total-blocking-time']?.numericValue;
    if (blocking === undefined || Number.isNaN(blocking)) results[index]!.untimed += 1;
    else {
      results[index]!.blocking.push(Math.round(blocking));
      results[index]!.performance.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
    }
  });
  console.log(`${page}, ${runs} Lighthouse runs each (mobile, simulated throttling):`);
  for (const [index, checkout] of checkouts.entries()) {
    const { blocking, performance, untimed } = results[index]!;
    console.log(`${checkout}: TBT median ${median(blocking)} ms (mean ${mean(blocking)}) | ${blocking.join(' ')} | performance ${performance.join(' ')}${untimed > 0 ? ` | ${untimed} run(s) without a first paint left out` : ''}`);
  }
} finally {
  await chrome.kill();
  for (const store of stores) await store.close();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}
