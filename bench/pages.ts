/**
 * Server-drawn pages (issue 13 §1, decision 0027): what a visitor's page costs the store. The production
 * storefront and its server bundle are built, the real store runs in this process on a fresh embedded
 * database with the demo catalogue, and:
 * - cached pages: autocannon (its own thread) asks for home and a product page as a visitor (no cookie,
 *   gzip accepted), 32 connections, after a warm-up; pages per second and latencies;
 * - uncached pages: one at a time, each at an address the cache has not seen (`/?bench=N`), so every
 *   answer is a whole render with its reads; wall time and this process's CPU per page.
 * Writes the `pages` section of docs/benchmarks.md.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pino from 'pino';
import { benchStoreEnv } from './bench-store.js';
import { startStore } from '../src/server/store.js';
import { percent, quietMachine } from './api.js';
import { writeDocSection } from './report.js';

const CONNECTIONS = 32;
const WARMUP_SECONDS = 3;
const SECONDS = Number(process.env.BENCH_PAGES_SECONDS ?? 10);
const UNCACHED_PAGES = 30;

const log = (message: string) => console.log(`[bench:pages] ${message}`);

/** The storefront as it ships: the browser's bundle and the server's, built for production. */
export function buildStorefrontForBench(): void {
  const env = { ...process.env, NODE_ENV: 'production' };
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit', env });
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--ssr', 'entry-server.tsx', '--outDir', '../../dist/ssr'], { stdio: 'inherit', env });
}

async function cached(url: string, seconds: number): Promise<autocannon.Result> {
  return await autocannon({ url, connections: CONNECTIONS, duration: seconds, workers: 1, timeout: 10, headers: { 'accept-encoding': 'gzip' } });
}

export async function runPagesBenchmark(): Promise<void> {
  buildStorefrontForBench();
  const dataDir = mkdtempSync(join(tmpdir(), 'pixelkeys-pages-'));
  const store = await startStore(
    benchStoreEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    pino({ level: 'silent' }),
  );
  const rows: string[] = [];
  let uncachedRow = '';
  let busy: number | undefined;
  try {
    for (const { name, path } of [{ name: 'Home', path: '/' }, { name: 'Product page', path: '/product?id=5' }]) {
      const first = await fetch(`${store.url}${path}`);
      const html = await first.text();
      if (!html.includes('id="ssr-state"')) throw new Error(`${path} came without the server's drawing: build the server bundle (npm run build)`);
      busy = await quietMachine();
      await cached(`${store.url}${path}`, WARMUP_SECONDS);
      const result = await cached(`${store.url}${path}`, SECONDS);
      log(`${name}: ${Math.round(result.requests.average)} pages/s, p99 ${result.latency.p99} ms`);
      rows.push(`| ${name} (\`${path}\`) | ${Math.round(result.requests.average).toLocaleString('en')} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${result.errors + result.non2xx} | ${(Buffer.byteLength(html) / 1024).toFixed(0)} KB |`);
    }
    const walls: number[] = [];
    const cpuBefore = process.cpuUsage();
    for (let page = 0; page < UNCACHED_PAGES; page += 1) {
      const started = performance.now();
      const answer = await fetch(`${store.url}/?bench=${page}`);
      if (!(await answer.text()).includes('id="ssr-state"')) throw new Error('an uncached home came without the server\'s drawing');
      walls.push(performance.now() - started);
    }
    const cpu = process.cpuUsage(cpuBefore);
    const sorted = [...walls].sort((a, b) => a - b);
    uncachedRow = `Uncached home, one at a time (${UNCACHED_PAGES} addresses the cache had not seen): median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms wall, `
      + `${((cpu.user + cpu.system) / 1000 / UNCACHED_PAGES).toFixed(0)} ms of this process's CPU per page (the render, its reads through the API in-process, and PGlite answering them).`;
    log(uncachedRow);
  } finally {
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  writeDocSection('pages', [
    '## Server-drawn pages for visitors (decision 0027)',
    '',
    `Command: \`npm run bench\` (bench/pages.ts). The production build (browser and server bundles), the real store in the benchmark's process on a fresh embedded database with the demo catalogue, NODE_ENV=production. autocannon in its own thread, ${CONNECTIONS} connections, no cookie (a visitor), \`Accept-Encoding: gzip\`, ${WARMUP_SECONDS} s warm-up then ${SECONDS} s measured. CPU busy before measuring: ${percent(busy)}. Date: ${new Date().toISOString()}.`,
    '',
    '| Cached page | Pages/s | p50 | p99 | Errors | HTML |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    uncachedRow,
    '',
    'Target (issue 13): server-rendered home for visitors ≥ 1,000 pages/s.',
  ].join('\n'));
}
