/**
 * Lighthouse (mobile) on the storefront's pages, served by the real server on a fresh embedded database
 * with the demo catalogue; plus the home page's initial JavaScript in KB gzip (the entry chunk and its
 * modulepreloads, as built). Writes the `lighthouse` section of docs/benchmarks.md.
 */
import { readFileSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import pino from 'pino';
import { parseEnv } from '../src/server/env.js';
import { WEB_DIST_DIR } from '../src/server/paths.js';
import { startStore } from '../src/server/store.js';
import { buildStorefrontForBench } from './pages.js';
import { writeDocSection } from './report.js';

const PAGES = [
  { name: 'Home', path: '/' },
  { name: 'News item', path: '/new?id=1' },
  { name: 'Search', path: '/search?genre=rpg' },
  { name: 'Product page', path: '/product?id=5' },
];

/** The home page's initial JavaScript: the entry module and every chunk index.html preloads. */
export function initialJavaScriptGzipKb(distDir = WEB_DIST_DIR): { kb: number; files: string[] } {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
  const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(distDir, file))).length, 0);
  return { kb: Math.round(bytes / 102.4) / 10, files };
}

export async function runLighthouseBenchmark(): Promise<void> {
  // Measure what ships: the production bundles (the browser's and the server's, which draws the pages),
  // built now (a build made under Vitest's NODE_ENV=test, or an older one, would be measured otherwise).
  buildStorefrontForBench();
  const dataDir = mkdtempSync(join(tmpdir(), 'pixelkeys-lighthouse-'));
  const store = await startStore(
    parseEnv({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', NODE_ENV: 'test' }),
    pino({ level: 'silent' }),
  );
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const rows: string[] = [];
  try {
    for (const page of PAGES) {
      // The page as a running store serves it: drawn once and kept (decision 0027), its code warmed up, not
      // the first drawing of a process that has just started.
      for (let warm = 0; warm < 2; warm += 1) await (await fetch(`${store.url}${page.path}`)).arrayBuffer();
      const result = await lighthouse(`${store.url}${page.path}`, { port: chrome.port, output: 'json', logLevel: 'error' }, undefined);
      const lhr = result!.lhr;
      const score = (key: string) => Math.round((lhr.categories[key]?.score ?? 0) * 100);
      const audit = (key: string) => lhr.audits[key]?.numericValue ?? Number.NaN;
      rows.push(`| ${page.name} (\`${page.path}\`) | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${(audit('largest-contentful-paint') / 1000).toFixed(2)} s | ${audit('cumulative-layout-shift').toFixed(3)} | ${Math.round(audit('total-blocking-time'))} ms |`);
      const failing = Object.values(lhr.audits)
        .filter((entry) => entry.score !== null && entry.score < 0.9 && entry.scoreDisplayMode === 'binary')
        .map((entry) => entry.id);
      if (failing.length > 0) rows.push(`|  ↳ failing audits: ${failing.join(', ')} | | | | | | | |`);
    }
  } finally {
    chrome.kill();
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const initial = initialJavaScriptGzipKb();
  writeDocSection('lighthouse', [
    '## Storefront pages (Lighthouse, mobile)',
    '',
    `Command: \`npm run bench\` (bench/lighthouse.ts). Lighthouse ${'12'} with its default mobile emulation and throttling,`,
    `Debian Chromium headless, the real server on a fresh embedded database with the demo catalogue. Date: ${new Date().toISOString()}.`,
    '',
    '| Page | Performance | Accessibility | Best practices | SEO | LCP | CLS | TBT |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    `Home page initial JavaScript: **${initial.kb} KB gzip** (${initial.files.length} files: the entry and its modulepreloads). Target ≤ 130 KB (issue 13).`,
    'Targets (issue 13): performance ≥ 95; accessibility, best practices and SEO 100; LCP ≤ 2.0 s; TBT ≤ 150 ms; CLS ≤ 0.05.',
  ].join('\n'));
}
