/**
 * API benchmark (`npm run bench`): a scratch PostgreSQL database with a synthetic 100,000-product catalogue,
 * the real store in this process, autocannon (in a worker thread, so it does not share the server's event
 * loop) at 32 connections over thousands of distinct URLs, then the same SQL bare with pgbench at the same
 * concurrency. Writes the `api` section of docs/benchmarks.md.
 *
 * Then the store against the reference server (bench/reference-server.ts: bare Node `http` with the same SQL and
 * JSON), alternately (bench/alternate.ts), written to the `reference` section.
 *
 * Knobs (environment): BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), BENCH_CATALOG
 * (100000), BENCH_DURATION (15 s), BENCH_WARMUP (3 s), BENCH_CONNECTIONS (32), BENCH_PGBENCH (pgbench path),
 * BENCH_REFERENCE (0 skips the reference comparison), BENCH_ROUNDS (3 store/reference pairs per workload),
 * BENCH_REFERENCE_DRIVER (pg, or postgres for postgres.js in the reference server).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir, totalmem } from 'node:os';
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pino from 'pino';
import { generateCatalog } from '../scripts/generate-catalog.js';
import { sessionOptions, type Database } from '../src/server/db/client.js';
import { DEFAULT_POOL_SIZE } from '../src/server/env.js';
import { benchStoreEnv } from './bench-store.js';
import { PRODUCT_COLUMNS } from '../src/server/modules/catalog/product-rows.js';
import { ANALYSE_TITLE_SQL, analyseTitle, analyseTitleParams, buildSearchStatement } from '../src/server/modules/search/search-products.js';
import { startStore, type RunningStore } from '../src/server/store.js';
import { SearchQuerySchema } from '../src/shared/contracts/search.js';
import { createScratchDatabase } from '../tests/support/test-store.js';
import { findPgbench, inlineParams, pgbenchModeFor, runPgbench, type PgbenchResult, type PgbenchScript } from './pgbench.js';
import { alternate, startReferenceServer, storeGoesFirst, type Alternation, type ReferenceServer } from './alternate.js';
import { writeDocSection } from './report.js';
import { browseSearchPaths, productPaths, queryObject, titleSearchPaths } from './workloads.js';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROTATE_REQUESTS = join(HERE, 'rotate-requests.cjs');

export interface ApiBenchOptions {
  baseUrl: string;
  catalogSize: number;
  durationSeconds: number;
  warmupSeconds: number;
  connections: number;
  /** The whole run is abandoned (after cleaning up) past this. */
  maxMinutes: number;
  /** Store/reference pairs per workload in the comparison (0: no comparison). */
  referenceRounds: number;
  /** The reference server's PostgreSQL driver (the store's is `pg`). */
  referenceDriver: 'pg' | 'postgres';
}

const numberFromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

export function apiBenchOptionsFromEnv(): ApiBenchOptions {
  return {
    baseUrl: process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
    catalogSize: numberFromEnv('BENCH_CATALOG', 100_000),
    durationSeconds: numberFromEnv('BENCH_DURATION', 15),
    warmupSeconds: numberFromEnv('BENCH_WARMUP', 3),
    connections: numberFromEnv('BENCH_CONNECTIONS', 32),
    maxMinutes: numberFromEnv('BENCH_MAX_MINUTES', 16),
    referenceRounds: process.env.BENCH_REFERENCE === '0' ? 0 : numberFromEnv('BENCH_ROUNDS', 3),
    referenceDriver: process.env.BENCH_REFERENCE_DRIVER === 'postgres' ? 'postgres' : 'pg',
  };
}

interface Target { p99Ms?: number; minRps?: number; text: string }

interface Workload {
  key: string;
  title: string;
  paths: string[];
  /** Shown instead of the distinct URL count when the server memoises the answer. */
  note?: string;
  target?: Target;
  sql?: { scripts: () => Promise<PgbenchScript[]>; note: string };
}

interface Preflight { sampled: number; ok: number; nonEmpty: number; meanItems: number; failures: string[] }

interface WorkloadResult {
  workload: Workload;
  preflight: Preflight;
  http: autocannon.Result;
  rps: number;
  /** CPU busy share measured just before the API load and before the pgbench run (other processes). */
  busyBefore?: number;
  busyAfter?: number;
  sqlBusyBefore?: number;
  sqlBusyAfter?: number;
  sql?: PgbenchResult;
  sqlError?: string;
}

const log = (message: string) => console.log(`[bench:api] ${message}`);

/** Busy share of all CPUs over `ms` (from /proc/stat), or undefined where there is no /proc. */
async function cpuBusy(ms: number): Promise<number | undefined> {
  const sample = () => {
    try {
      const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
      const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
      return { idle, total: fields.reduce((sum, value) => sum + value, 0) };
    } catch {
      return undefined;
    }
  };
  const before = sample();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = sample();
  if (!before || !after || after.total === before.total) return undefined;
  return 1 - (after.idle - before.idle) / (after.total - before.total);
}

/**
 * The machine may be shared: before a measurement, while this benchmark is idle, see how busy the CPUs are;
 * wait (up to `maxWaitMs`) for other work to calm down, and return the last reading for the report.
 */
export async function quietMachine(maxWaitMs = 20_000): Promise<number | undefined> {
  const deadline = Date.now() + maxWaitMs;
  let busy = await cpuBusy(1000);
  while (busy !== undefined && busy > 0.2 && Date.now() < deadline) busy = await cpuBusy(2000);
  return busy;
}

export const percent = (value: number | undefined) => (value === undefined ? 'n/a' : `${Math.round(value * 100)}%`);

async function preflight(url: string, paths: string[], sample: number): Promise<Preflight> {
  const chosen = paths.length <= sample ? paths : paths.filter((_, index) => index % Math.floor(paths.length / sample) === 0).slice(0, sample);
  const result: Preflight = { sampled: chosen.length, ok: 0, nonEmpty: 0, meanItems: 0, failures: [] };
  let items = 0;
  for (let start = 0; start < chosen.length; start += 8) {
    await Promise.all(chosen.slice(start, start + 8).map(async (path) => {
      const response = await fetch(`${url}${path}`);
      const body: unknown = await response.json().catch(() => null);
      if (response.status !== 200) {
        if (result.failures.length < 5) result.failures.push(`${response.status} ${path} ${JSON.stringify(body).slice(0, 200)}`);
        return;
      }
      result.ok += 1;
      const count = Array.isArray(body) ? body.length : body && typeof body === 'object' ? 1 : 0;
      items += count;
      if (count > 0) result.nonEmpty += 1;
    }));
  }
  result.meanItems = result.ok ? items / result.ok : 0;
  return result;
}

async function load(url: string, paths: string[], connections: number, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url,
    connections,
    duration: seconds,
    workers: 1,
    timeout: 10,
    requests: paths.map((path) => ({ method: 'GET', path })),
    setupClient: ROTATE_REQUESTS,
  });
}

/**
 * The SQL a search URL runs, parameters written in, in the order searchProducts runs it: for a title, the
 * word analysis (normalisation and typo corrections from the dictionary) and then the search itself.
 */
async function searchScript(database: Database, path: string): Promise<PgbenchScript> {
  const query = SearchQuerySchema.parse(queryObject(path));
  const statements: string[] = [];
  let title: Awaited<ReturnType<typeof analyseTitle>> | undefined;
  if (query.title) {
    statements.push(inlineParams(ANALYSE_TITLE_SQL, analyseTitleParams(query.title)));
    title = await analyseTitle(database, query.title);
  }
  const statement = buildSearchStatement(query, title);
  statements.push(inlineParams(statement.text, statement.params));
  return { name: decodeURIComponent(path.replace('/api/search?', '').replace('/api/search', '(no parameters)')), statements };
}

const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value.toFixed(2));
const int = (value: number) => Math.round(value).toLocaleString('en');
const escapeCell = (text: string) => text.replace(/\|/g, '\\|');

function verdict(result: WorkloadResult): string {
  const target = result.workload.target;
  if (!target) return '—';
  const misses: string[] = [];
  if (target.p99Ms !== undefined && !(result.http.latency.p99 < target.p99Ms)) misses.push(`p99 ${ms(result.http.latency.p99)} ms`);
  if (target.minRps !== undefined && !(result.rps >= target.minRps)) misses.push(`${int(result.rps)} req/s`);
  const errors = result.http.errors + result.http.timeouts + result.http.non2xx;
  if (errors > 0) misses.push(`${int(errors)} errors`);
  return misses.length === 0 ? '**met**' : `**not met** (${misses.join(', ')})`;
}

interface Machine { cpus: number; cpuModel: string; memoryGiB: number; postgres: string; settings: string; node: string; date: string; revision: string }

/** The commit measured, and whether src/ or the migrations had uncommitted changes. */
export function revision(): string {
  try {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: join(HERE, '..'), encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const commit = git('rev-parse', '--short', 'HEAD');
    const dirty = git('status', '--porcelain', '--', 'src/server', 'src/shared', 'drizzle') !== '';
    return `${commit}${dirty ? ' with uncommitted changes in src/server, src/shared or drizzle' : ''}`;
  } catch {
    return 'unknown (no git)';
  }
}

async function describeMachine(store: RunningStore, codeRevision: string): Promise<Machine> {
  const [version] = await store.database.query<{ server_version: string }>('show server_version');
  const settings = await store.database.query<{ name: string; setting: string; unit: string | null }>(
    `select name, setting, unit from pg_settings where name in ('shared_buffers', 'work_mem', 'effective_cache_size', 'jit', 'max_connections', 'random_page_cost', 'autovacuum') order by name`);
  const shown = settings.map((row) => {
    if (row.unit === '8kB') return `${row.name}=${Math.round((Number(row.setting) * 8) / 1024)}MB`;
    if (row.unit === 'kB') return `${row.name}=${Math.round(Number(row.setting) / 1024)}MB`;
    return `${row.name}=${row.setting}`;
  });
  return {
    cpus: availableParallelism(),
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
    memoryGiB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    postgres: version?.server_version ?? 'unknown',
    settings: shown.join(', '),
    node: process.version,
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    revision: codeRevision,
  };
}

async function explain(store: RunningStore, sql: string): Promise<string> {
  const rows = await store.database.query<Record<string, string>>(`explain (analyze, buffers, costs off, timing on) ${sql.replace(/;$/, '')}`);
  return rows.map((row) => Object.values(row)[0]).join('\n');
}

function render(options: ApiBenchOptions, machine: Machine, catalog: { products: number; seconds: number }, results: WorkloadResult[], explains: { title: string; body: string }[]): string {
  const lines: string[] = [];
  lines.push('## API throughput and latency');
  lines.push('');
  lines.push('Command: `npm run bench` (runs `bench/api.ts`; knobs in its header). Numbers below are from the last run; they are what was measured, not what was hoped for.');
  lines.push('');
  lines.push(`- Date: ${machine.date}; code: ${machine.revision}`);
  lines.push(`- Machine: ${machine.cpus} CPUs (${machine.cpuModel}), ${machine.memoryGiB} GiB RAM; server, load generator and PostgreSQL all on this machine`);
  lines.push(`- Shared machine: CPU busy share from other processes, sampled for 1 s while this benchmark was idle just before and just after each measurement (before it, it waits up to 20 s for the share to fall under 20%): ${results.map((result) => `${result.workload.key} ${percent(result.busyBefore)}→${percent(result.busyAfter)}${result.sql ? ` (SQL ${percent(result.sqlBusyBefore)}→${percent(result.sqlBusyAfter)})` : ''}`).join(', ')}. Anything well above 0% means other work shared the 2 CPUs and the figures are pessimistic; runs on this machine vary by ±20%.`);
  lines.push(`- PostgreSQL ${machine.postgres} (${machine.settings}); Node ${machine.node}`);
  lines.push(`- Catalogue: ${int(catalog.products)} synthetic products (scripts/generate-catalog.ts, generated in ${catalog.seconds.toFixed(1)} s), scratch database dropped afterwards`);
  lines.push(`- Server: \`startStore\` with NODE_ENV=production, LOG_LEVEL=warn, DATABASE_POOL_SIZE its default, twice the cores (${DEFAULT_POOL_SIZE} here, decision 0044), no HTTP cache in front`);
  lines.push(`- Load: autocannon 8, ${options.connections} connections, 1 worker thread; per workload every URL fetched once (the check below, which also fills what the store keeps between requests, as a shop's repeated searches do), then ${options.warmupSeconds} s warm-up and ${options.durationSeconds} s measured; each connection starts at a random place in the workload's URL list. Latencies in ms (autocannon records whole milliseconds).`);
  lines.push(`- Bare SQL: pgbench -n -c ${options.connections} -j 2 -T ${options.durationSeconds} (after a ${options.warmupSeconds} s warm-up), -M prepared unless a statement holds text pgbench would take for a \`:variable\` (the title analysis's \`[:alnum:]\` regex: -M simple, see each command below); PGOPTIONS with the app's session settings; one script file per search URL holding the statements searchProducts runs for it (\`analyseTitle\`'s SQL then \`buildSearchStatement\`'s, parameters written in); p50/p99 from the per-transaction logs (-l).`);
  lines.push('- Requests carry no Accept-Encoding, so answers are not compressed (a CDN or proxy would usually do that).');
  lines.push('');
  lines.push('| Workload | Distinct URLs | API req/s | API p50 | API p99 | Errors / non-2xx | SQL TPS | SQL p50 | SQL p99 | API÷SQL req/s | Target (32 connections) | Result |');
  lines.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|');
  for (const result of results) {
    const { workload, http, sql } = result;
    const errors = `${int(http.errors + http.timeouts)} / ${int(http.non2xx)}`;
    const sqlCells = sql
      ? [int(sql.tps), ms(sql.p50Ms), ms(sql.p99Ms), (result.rps / sql.tps).toFixed(2)]
      : [result.sqlError ? 'failed' : '—', '—', '—', '—'];
    lines.push(`| ${workload.title} | ${workload.note ?? int(workload.paths.length)} | ${int(result.rps)} | ${ms(http.latency.p50)} | ${ms(http.latency.p99)} | ${errors} | ${sqlCells.join(' | ')} | ${workload.target?.text ?? '—'} | ${verdict(result)} |`);
  }
  lines.push('');
  lines.push('API÷SQL req/s is the API\'s request rate over pgbench\'s transaction rate for the same statements: the share of the bare database throughput the HTTP layer keeps (above 1 means the database is not the limit, e.g. a memoised answer).');
  lines.push('');
  lines.push(`With a fixed ${options.connections} connections (closed loop), mean latency = connections ÷ throughput, so a p99 under 25 ms needs at least ${int(options.connections / 0.025)} req/s and a p99 under 50 ms at least ${int(options.connections / 0.05)} req/s, whatever the throughput target says.`);
  for (const result of results) {
    const { workload, http, sql, preflight: check } = result;
    lines.push('');
    lines.push(`### ${workload.title}`);
    lines.push('');
    lines.push(`- URLs: ${workload.note ?? `${int(workload.paths.length)} distinct, e.g. \`${workload.paths.slice(0, 3).join('`, `')}\``}`);
    lines.push(`- Check before loading (${check.sampled} URLs fetched once): ${check.ok} answered 200, ${check.nonEmpty} with results, ${check.meanItems.toFixed(1)} items on average${check.failures.length ? `; failures: ${check.failures.map((line) => `\`${line}\``).join('; ')}` : ''}`);
    lines.push(`- API: ${int(http.requests.total)} requests in ${http.duration} s = ${int(result.rps)} req/s; latency p50 ${ms(http.latency.p50)}, p90 ${ms(http.latency.p90)}, p99 ${ms(http.latency.p99)}, max ${ms(http.latency.max)} ms; errors ${http.errors}, timeouts ${http.timeouts}, non-2xx ${http.non2xx}`);
    if (sql) {
      lines.push(`- SQL: ${workload.sql?.note ?? ''} \`${sql.command}\` → ${int(sql.transactions)} transactions, ${int(sql.tps)} TPS, latency avg ${ms(sql.avgMs)}, p50 ${ms(sql.p50Ms)}, p99 ${ms(sql.p99Ms)}, max ${ms(sql.maxMs)} ms, failed ${sql.failed}`);
      if (sql.perScript.length > 1) {
        const slowest = [...sql.perScript].sort((a, b) => b.avgMs - a.avgMs).slice(0, 5);
        lines.push('');
        lines.push('Slowest statements under load (pgbench, by average):');
        lines.push('');
        lines.push('| Search parameters | Runs | Avg ms | p50 ms | p99 ms |');
        lines.push('|---|---:|---:|---:|---:|');
        for (const stats of slowest) lines.push(`| \`${escapeCell(stats.name)}\` | ${int(stats.count)} | ${ms(stats.avgMs)} | ${ms(stats.p50Ms)} | ${ms(stats.p99Ms)} |`);
      }
    } else if (result.sqlError) {
      lines.push(`- SQL: pgbench failed: \`${result.sqlError.split('\n')[0]}\``);
    }
  }
  if (explains.length > 0) {
    lines.push('');
    lines.push('### Plans of the slowest statements');
    lines.push('');
    lines.push('`EXPLAIN (ANALYZE, BUFFERS)` on the idle database after the load, parameters written in (a custom plan).');
    for (const { title, body } of explains) {
      lines.push('');
      lines.push(`<details><summary>${title.replace(/</g, '&lt;')}</summary>`);
      lines.push('');
      lines.push('```');
      lines.push(body);
      lines.push('```');
      lines.push('');
      lines.push('</details>');
    }
  }
  return lines.join('\n');
}

/** Issue 13's targets against the reference server: throughput share, p99 share, and title search's own p99. */
const REFERENCE_TARGETS = { minShare: 0.8, maxP99Share: 1.25, titleP99Ms: 60 };

function renderReference(options: ApiBenchOptions, machine: Machine, comparisons: { workload: Workload; alternation: Alternation }[]): string {
  const seconds = Math.max(5, Math.round(options.durationSeconds / options.referenceRounds));
  const lines: string[] = [];
  lines.push('## The store against a bare reference server');
  lines.push('');
  lines.push('Command: `npm run bench` (the api step: `bench/api.ts`, `bench/alternate.ts`, `bench/reference-server.ts`).');
  lines.push('');
  lines.push(`- Date: ${machine.date}; code: ${machine.revision}; same machine, catalogue and URL lists as the API section above`);
  lines.push(`- Reference: bench code, not the store: a bare Node \`http\` server in its own process calling the store's own \`searchProducts\` and \`getProductById\` over ${options.referenceDriver === 'pg' ? 'the same \`openDatabase\` pool (\`pg\`' : 'postgres.js (bench/postgres-js-database.ts'}, ${DEFAULT_POOL_SIZE} connections as the store, the same session settings) and sending the same JSON bytes, with no router, middleware, security headers, logging or ETag.`);
  lines.push(`- Method: per workload, a ${options.warmupSeconds} s warm-up of each, then ${options.referenceRounds} rounds of the two in turn, the side that goes first alternating so that a drift of the machine favours neither (A B B A A B …), ${seconds} s each, ${options.connections} connections; the store runs in the benchmark's process as in the API section (autocannon in its own thread), the reference in a process of its own. Req/s over all rounds of a side; p50 and p99 are the medians of the rounds'. Before loading, every URL is fetched from both and the bodies compared byte for byte (which also fills each side's kept title analyses, decision 0045).`);
  lines.push(`- Targets (issue 13): store ≥ ${REFERENCE_TARGETS.minShare} of the reference's req/s, store p99 ≤ ${REFERENCE_TARGETS.maxP99Share} × the reference's, title search p99 ≤ ${REFERENCE_TARGETS.titleP99Ms} ms.`);
  lines.push('');
  lines.push('| Workload | Same bodies | Store req/s | Reference req/s | Store ÷ reference | Store p50 / p99 | Reference p50 / p99 | p99 ÷ reference | Errors (store / ref) | Result |');
  lines.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const { workload, alternation } of comparisons) {
    const { store, reference, bodies } = alternation;
    const share = store.rps / reference.rps;
    const p99Share = store.p99 / reference.p99;
    const misses: string[] = [];
    if (share < REFERENCE_TARGETS.minShare) misses.push(`${share.toFixed(2)} of the throughput`);
    if (p99Share > REFERENCE_TARGETS.maxP99Share) misses.push(`p99 ${p99Share.toFixed(2)} ×`);
    if (workload.key === 'title' && store.p99 > REFERENCE_TARGETS.titleP99Ms) misses.push(`p99 ${ms(store.p99)} ms`);
    if (bodies.identical !== bodies.compared) misses.push('bodies differ');
    const result = misses.length === 0 ? '**met**' : `**not met** (${misses.join(', ')})`;
    lines.push(`| ${workload.title} | ${bodies.identical}/${bodies.compared} | ${int(store.rps)} | ${int(reference.rps)} | ${share.toFixed(2)} | ${ms(store.p50)} / ${ms(store.p99)} | ${ms(reference.p50)} / ${ms(reference.p99)} | ${p99Share.toFixed(2)} | ${store.errors} / ${reference.errors} | ${result} |`);
  }
  lines.push('');
  lines.push('Rounds, in the order they ran (req/s, p99 ms):');
  lines.push('');
  for (const { workload, alternation } of comparisons) {
    const rounds = alternation.store.rounds.map((round, index) => {
      const other = alternation.reference.rounds[index]!;
      const pair = [`store ${int(round.requests.total / round.duration)} (${ms(round.latency.p99)})`,
        `reference ${int(other.requests.total / other.duration)} (${ms(other.latency.p99)})`];
      return (storeGoesFirst(index) ? pair : pair.reverse()).join(', ');
    });
    lines.push(`- ${workload.title}: ${rounds.join('; ')}${alternation.bodies.differences.length ? `; differing bodies: ${alternation.bodies.differences.map((line) => `\`${line}\``).join(', ')}` : ''}`);
  }
  return lines.join('\n');
}

export async function runApiBenchmark(options: ApiBenchOptions = apiBenchOptionsFromEnv()): Promise<void> {
  // The code as it is when the server loads (the tree may change while the benchmark runs).
  const codeRevision = revision();
  const dataDir = mkdtempSync(join(tmpdir(), 'pixelkeys-bench-'));
  const workDir = join(dataDir, 'pgbench');
  mkdirSync(workDir);
  let store: RunningStore | undefined;
  let reference: ReferenceServer | undefined;
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  let cleaned = false;
  const cleanup = async () => {
    if (cleaned) return;
    cleaned = true;
    await reference?.close().catch((error: unknown) => log(`closing the reference server failed: ${String(error)}`));
    await store?.close().catch((error: unknown) => log(`closing the store failed: ${String(error)}`));
    await scratch?.drop().catch((error: unknown) => log(`dropping the scratch database failed: ${String(error)}`));
    rmSync(dataDir, { recursive: true, force: true });
  };
  const abort = (why: string, code: number) => {
    log(why);
    void cleanup().finally(() => process.exit(code));
  };
  const watchdog = setTimeout(() => abort(`gave up after ${options.maxMinutes} minutes`, 1), options.maxMinutes * 60_000);
  watchdog.unref();
  const onSignal = () => abort('interrupted', 130);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    scratch = await createScratchDatabase(options.baseUrl);
    log(`scratch database ${new URL(scratch.url).pathname.slice(1)}`);
    const env = benchStoreEnv({ DATABASE_URL: scratch.url, SEED: 'none', DATA_DIR: join(dataDir, 'data') });
    store = await startStore(env, pino({ level: 'warn' }));
    log(`store at ${store.url}; generating ${int(options.catalogSize)} products…`);
    const generated = await generateCatalog(store.database, options.catalogSize);
    log(`catalogue ready in ${(generated.ms / 1000).toFixed(1)} s`);

    const browse = browseSearchPaths(2000);
    const titles = titleSearchPaths(1500);
    const products = productPaths(2000, generated.firstId, generated.lastId);
    const productSql = `select ${PRODUCT_COLUMNS} from products p where p.id = :id`.replace(/\s+/g, ' ');
    const database = store.database;
    const workloads: Workload[] = [
      {
        key: 'browse', title: '(a) Browse search', paths: browse,
        target: { p99Ms: 25, minRps: 1500, text: 'p99 < 25 ms and ≥ 1,500 req/s' },
        sql: { scripts: () => Promise.all(browse.slice(0, 100).map((path) => searchScript(database, path))), note: '100 of the URLs\' statements, equally weighted:' },
      },
      {
        key: 'title', title: '(b) Title search', paths: titles,
        target: { p99Ms: 50, minRps: 300, text: 'p99 < 50 ms and ≥ 300 req/s' },
        sql: {
          scripts: () => Promise.all(titles.slice(0, 100).map((path) => searchScript(database, path))),
          note: '100 of the URLs\' statement pairs (word analysis, then the search), equally weighted:',
        },
      },
      {
        key: 'product', title: '(c) getProduct by id', paths: products,
        sql: {
          scripts: async () => [{ name: 'product by id', meta: [`\\set id random(${generated.firstId}, ${generated.lastId})`], statements: [productSql] }],
          note: 'the getProduct statement with a random id as its parameter:',
        },
      },
      {
        key: 'home', title: '(d) getProducts (home data)', paths: ['/api/getProducts'],
        note: '1 (cached: the server memoises the home data for 5 s)',
        target: { minRps: 5000, text: '≥ 5,000 req/s' },
      },
      {
        key: 'recommended', title: '(d) getProducts?filter=recommended', paths: ['/api/getProducts?filter=recommended'],
        note: '1 (cached: memoised for 5 s too)',
        target: { minRps: 5000, text: '≥ 5,000 req/s (same call as the home data)' },
      },
    ];

    const results: WorkloadResult[] = [];
    for (const workload of workloads) {
      // Every URL once: a check of each answer, and what a shop whose searches repeat has kept (decision 0049).
      const check = await preflight(store.url, workload.paths, workload.paths.length);
      log(`${workload.key}: ${workload.paths.length} URLs, check ${check.ok}/${check.sampled} ok, ${check.nonEmpty} non-empty; warm-up ${options.warmupSeconds} s, load ${options.durationSeconds} s`);
      const busyBefore = await quietMachine();
      await load(store.url, workload.paths, options.connections, options.warmupSeconds);
      const http = await load(store.url, workload.paths, options.connections, options.durationSeconds);
      const busyAfter = await cpuBusy(1000);
      const rps = http.requests.total / http.duration;
      log(`${workload.key}: ${int(rps)} req/s, p50 ${http.latency.p50} ms, p99 ${http.latency.p99} ms, errors ${http.errors + http.timeouts}, non-2xx ${http.non2xx} (CPUs ${percent(busyBefore)} busy before)`);
      results.push({ workload, preflight: check, http, rps, busyBefore, busyAfter });
    }

    const comparisons: { workload: Workload; alternation: Alternation }[] = [];
    if (options.referenceRounds > 0) {
      reference = await startReferenceServer(scratch.url, DEFAULT_POOL_SIZE, options.referenceDriver);
      const seconds = Math.max(5, Math.round(options.durationSeconds / options.referenceRounds));
      for (const workload of workloads.filter((candidate) => ['browse', 'title', 'product'].includes(candidate.key))) {
        await quietMachine();
        log(`${workload.key}: store and reference alternately, ${options.referenceRounds} × ${seconds} s each`);
        const alternation = await alternate({
          load, storeUrl: store.url, referenceUrl: reference.url, paths: workload.paths, connections: options.connections,
          rounds: options.referenceRounds, seconds, warmupSeconds: options.warmupSeconds, log: (line) => log(`${workload.key}: ${line}`),
        });
        comparisons.push({ workload, alternation });
      }
      await reference.close();
      reference = undefined;
    }

    const pgbench = findPgbench();
    const pgOptions = sessionOptions();
    for (const result of results) {
      const sql = result.workload.sql;
      if (!sql) continue;
      if (!pgbench) {
        result.sqlError = 'pgbench not found (set BENCH_PGBENCH)';
        continue;
      }
      try {
        result.sqlBusyBefore = await quietMachine();
        const scripts = await sql.scripts();
        result.sql = await runPgbench({
          bin: pgbench, databaseUrl: scratch.url, scripts, clients: options.connections, threads: 2,
          seconds: options.durationSeconds, warmupSeconds: options.warmupSeconds, mode: pgbenchModeFor(scripts), workDir, label: result.workload.key, pgOptions,
        });
        result.sqlBusyAfter = await cpuBusy(1000);
        log(`${result.workload.key} SQL: ${int(result.sql.tps)} TPS, p50 ${ms(result.sql.p50Ms)} ms, p99 ${ms(result.sql.p99Ms)} ms`);
      } catch (error) {
        result.sqlError = error instanceof Error ? error.message : String(error);
        log(`${result.workload.key} SQL failed: ${result.sqlError}`);
      }
    }

    const explains: { title: string; body: string }[] = [];
    for (const result of results) {
      if (!result.sql || result.sql.perScript.length < 2) continue;
      for (const stats of [...result.sql.perScript].sort((a, b) => b.avgMs - a.avgMs).slice(0, 2)) {
        const plans: string[] = [];
        for (const statement of stats.statements) plans.push(await explain(store, statement));
        explains.push({ title: `${result.workload.title}: ${stats.name} (avg ${ms(stats.avgMs)} ms under load)`, body: plans.join('\n\n') });
      }
    }

    const machine = await describeMachine(store, codeRevision);
    writeDocSection('api', render(options, machine, { products: generated.inserted, seconds: generated.ms / 1000 }, results, explains));
    log('wrote the api section of docs/benchmarks.md');
    if (comparisons.length > 0) {
      writeDocSection('reference', renderReference(options, machine, comparisons));
      log('wrote the reference section of docs/benchmarks.md');
    }
  } finally {
    clearTimeout(watchdog);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await cleanup();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runApiBenchmark().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
