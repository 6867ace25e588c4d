/**
 * Short measurements of the request path while working on it (issue 13 §3), on a catalogue generated once:
 *
 *   npx tsx bench/profile.ts prepare [products]        creates a database with the catalogue, prints its URL
 *   npx tsx bench/profile.ts compare <url> <workload> [rounds] [seconds]
 *       the store (in this process, as in bench/api.ts) against the reference server, A B B A …
 *   node --cpu-prof --cpu-prof-dir=<dir> --import tsx bench/profile.ts serve <url>
 *       the store alone in its own process (prints `listening <port>`), to profile it; stop with SIGTERM
 *   npx tsx bench/profile.ts load <serverUrl> <dbUrl> <workload> [seconds]   autocannon against a served store
 *       (32 connections, or CONNECTIONS)
 *   npx tsx bench/profile.ts cpu <pid> <serverUrl> <dbUrl> <workload> [seconds]
 *       the same, and the CPU time the server process <pid> used per request (from /proc/<pid>/stat): less
 *       sensitive to a shared machine than throughput; run it alternately on the servers compared
 *   npx tsx bench/profile.ts inprocess <url> <workload> [rounds] [seconds]
 *       the store against the reference's bare handler (bench/reference-answer.ts) served from the store's own
 *       process on the store's own pool, A B A B: what the store's request path costs, apart from the
 *       process, the pool and the machine's moods (docs/benchmarks.md, "The request path in one process")
 *   npx tsx bench/profile.ts alloc <url> <workload> [seconds]
 *       the bytes the store and the bare in-process handler allocate a request (V8's sampling heap profiler,
 *       collected objects included), and where, A B A B: the garbage behind the scavenges that make p99
 *   npx tsx bench/profile.ts appfetch <url> <workload> [requests]
 *       the store's own app (`app.fetch`, as @hono/node-server calls it, without a socket) answering the workload's
 *       URLs in this process, 32 at a time, 3 rounds: the CPU a request of the app and the database driver, with no
 *       load generator, HTTP parsing or socket writes; what a change to the request path saves
 *   npx tsx bench/profile.ts drop <url>                drops the database
 *
 * Instructions a request (valgrind, steadier than any time on a shared machine): bench/instructions.ts.
 *
 * Workloads: browse, title, product (the URL lists of bench/workloads.ts, bench/workload-paths.ts). `npm run bench` stays the record.
 * DATABASE_POOL_SIZE sets the pool of a store started here and of the reference (the store's default, twice the cores); CONNECTIONS, the load of `load`, `cpu` and `alloc` (32).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pino from 'pino';
import { generateCatalog } from '../scripts/generate-catalog.js';
import { benchStoreEnv } from './bench-store.js';
import { DEFAULT_POOL_SIZE } from '../src/server/env.js';
import { startStore } from '../src/server/store.js';
import { createScratchDatabase } from '../tests/support/test-store.js';
import { alternate, startReferenceServer, startServerProcess } from './alternate.js';
import { referenceListener } from './reference-answer.js';
import { pathsFor } from './workload-paths.js';

const HERE = dirname(fileURLToPath(import.meta.url));
const BASE_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
/** The pool of the store and of the reference started here: the store's default unless DATABASE_POOL_SIZE is set. */
const POOL_SIZE = Number(process.env.DATABASE_POOL_SIZE) || DEFAULT_POOL_SIZE;

const storeEnv = (databaseUrl: string, dataDir: string) =>
  benchStoreEnv({ DATABASE_URL: databaseUrl, SEED: 'none', DATABASE_POOL_SIZE: String(POOL_SIZE), DATA_DIR: join(dataDir, 'data') });

const load = async (url: string, paths: string[], connections: number, seconds: number) => autocannon({
  url, connections, duration: seconds, workers: 1, timeout: 10,
  requests: paths.map((path) => ({ method: 'GET', path })), setupClient: join(HERE, 'rotate-requests.cjs'),
});

/** The store against another server, alternately (A B B A …) at 32 connections: each round, then the medians, their ratios and any body that differs. */
async function compareAlternately(workload: string, paths: string[], storeUrl: string, otherUrl: string, other: string, rounds: number, seconds: number) {
  const result = await alternate({
    load, storeUrl, referenceUrl: otherUrl, paths, connections: 32, rounds, seconds, warmupSeconds: 3,
    log: (line) => console.log(`${workload}: ${line.replace('reference', other)}`),
  });
  console.log(`${workload}: bodies ${result.bodies.identical}/${result.bodies.compared}; store ${Math.round(result.store.rps)} req/s p99 ${result.store.p99}, ${other} ${Math.round(result.reference.rps)} req/s p99 ${result.reference.p99}; ratio ${(result.store.rps / result.reference.rps).toFixed(2)}, p99 ratio ${(result.store.p99 / result.reference.p99).toFixed(2)}`);
  for (const line of result.bodies.differences) console.log(`  differs: ${line}`);
}

interface SampledNode { callFrame: { functionName: string; url: string; lineNumber: number }; selfSize: number; children: SampledNode[] }

/**
 * Loads `url` for `seconds` while V8 samples this process's main thread, about one allocation a KiB, and scales the
 * samples to bytes (the load runs in a worker thread, which it does not see).
 */
async function allocationsPerRequest(session: Session, url: string, paths: string[], seconds: number) {
  await session.post('HeapProfiler.enable');
  // Objects already collected count too: what a request allocates, not what outlives it.
  await session.post('HeapProfiler.startSampling', { samplingInterval: 1024, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true } as never);
  const result = await load(url, paths, Number(process.env.CONNECTIONS ?? 32), seconds);
  const { profile } = (await session.post('HeapProfiler.stopSampling')) as unknown as { profile: { head: SampledNode } };
  const bySite = new Map<string, number>();
  let total = 0;
  const walk = (node: SampledNode) => {
    if (node.selfSize > 0) {
      const { functionName, url: file, lineNumber } = node.callFrame;
      const site = `${functionName || '(anonymous)'} ${file.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(src|bench)\//, '$1/')}:${lineNumber + 1}`;
      bySite.set(site, (bySite.get(site) ?? 0) + node.selfSize);
      total += node.selfSize;
    }
    for (const child of node.children) walk(child);
  };
  walk(profile.head);
  const requests = result.requests.total;
  if (requests === 0 || result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${requests} requests, ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { requests, perSecond: Math.round(requests / result.duration), perRequest: total / requests, sites: [...bySite].map(([site, bytes]) => [site, bytes / requests] as const).sort((a, b) => b[1] - a[1]) };
}

/** The store, and the reference's bare handler served from the store's own process on its own pool, for `use`. */
async function withStoreAndBare(databaseUrl: string, use: (storeUrl: string, bareUrl: string) => Promise<void>) {
  const store = await startStore(storeEnv(databaseUrl, dataDir), pino({ level: 'warn' }));
  const bare = createServer(referenceListener(store.database));
  bare.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
  try {
    await use(store.url, `http://127.0.0.1:${(bare.address() as AddressInfo).port}`);
  } finally {
    bare.closeAllConnections();
    bare.close();
    await store.close();
  }
}

const [command, ...args] = process.argv.slice(2);
const dataDir = mkdtempSync(join(tmpdir(), 'pixelkeys-profile-'));
try {
  if (command === 'prepare') {
    const scratch = await createScratchDatabase(BASE_URL);
    const store = await startStore(storeEnv(scratch.url, dataDir), pino({ level: 'warn' }));
    const generated = await generateCatalog(store.database, Number(args[0] ?? 100_000));
    await store.close();
    console.log(`${scratch.url} (${generated.inserted} products in ${(generated.ms / 1000).toFixed(1)} s)`);
  } else if (command === 'drop') {
    const name = new URL(args[0]!).pathname.slice(1);
    const client = new (await import('pg')).default.Client({ connectionString: BASE_URL });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  } else if (command === 'serve') {
    const store = await startStore(storeEnv(args[0]!, dataDir), pino({ level: 'warn' }));
    console.log(`listening ${new URL(store.url).port}`);
    await new Promise<void>((resolve) => process.once('SIGTERM', () => resolve()));
    await store.close();
  } else if (command === 'load') {
    const [serverUrl, databaseUrl, workload, seconds = '15'] = args;
    const result = await load(serverUrl!, await pathsFor(databaseUrl!, workload!), Number(process.env.CONNECTIONS ?? 32), Number(seconds));
    console.log(`${workload}: ${Math.round(result.requests.total / result.duration)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}`);
  } else if (command === 'cpu') {
    const [pid, serverUrl, databaseUrl, workload, seconds = '5'] = args;
    const paths = await pathsFor(databaseUrl!, workload!);
    const ticks = () => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ').slice(11, 13).reduce((sum, field) => sum + Number(field), 0);
    const before = ticks();
    const result = await load(serverUrl!, paths, Number(process.env.CONNECTIONS ?? 32), Number(seconds));
    const cpuMs = ((ticks() - before) * 1000) / 100; // USER_HZ is 100 on Linux
    console.log(`${workload}: ${Math.round(result.requests.total / result.duration)} req/s, p99 ${result.latency.p99} ms, CPU ${(cpuMs / result.requests.total).toFixed(3)} ms a request`);
  } else if (command === 'compare') {
    const [databaseUrl, workload, rounds = '3', seconds = '5'] = args;
    const paths = await pathsFor(databaseUrl!, workload!);
    // BENCH_STORE_PROCESS=1: the store in a process of its own, like the reference, instead of this one.
    const store = process.env.BENCH_STORE_PROCESS === '1'
      ? await startServerProcess(join(HERE, 'profile.ts'), ['serve', databaseUrl!])
      : await startStore(storeEnv(databaseUrl!, dataDir), pino({ level: 'warn' }));
    const reference = await startReferenceServer(databaseUrl!, POOL_SIZE);
    try {
      await compareAlternately(workload!, paths, store.url, reference.url, 'reference', Number(rounds), Number(seconds));
    } finally {
      await reference.close();
      await store.close();
    }
  } else if (command === 'inprocess') {
    const [databaseUrl, workload, rounds = '6', seconds = '4'] = args;
    const paths = await pathsFor(databaseUrl!, workload!);
    await withStoreAndBare(databaseUrl!, (storeUrl, bareUrl) =>
      compareAlternately(workload!, paths, storeUrl, bareUrl, 'bare in-process', Number(rounds), Number(seconds)));
  } else if (command === 'appfetch') {
    const [databaseUrl, workload, perRound = '20000'] = args;
    const paths = await pathsFor(databaseUrl!, workload!);
    const store = await startStore(storeEnv(databaseUrl!, dataDir), pino({ level: 'warn' }));
    // Made once: a GET Request carries no body, so the app may be handed the same one again.
    const requests = paths.map((path) => ({
      request: new Request(`http://127.0.0.1${path}`),
      // What @hono/node-server hands the app beside it: Node's message for a request from this machine.
      bindings: { incoming: { method: 'GET', url: path, headers: { host: '127.0.0.1' }, rawHeaders: ['host', '127.0.0.1'], socket: { remoteAddress: '127.0.0.1', remotePort: 1, remoteFamily: 'IPv4' } }, outgoing: {} },
    }));
    try {
      const count = Number(perRound);
      for (let round = 0; round <= 3; round++) {
        const cpu = process.cpuUsage();
        const started = performance.now();
        let next = 0;
        // 32 at a time, as the load of the other commands keeps 32 connections busy.
        await Promise.all(Array.from({ length: 32 }, async () => {
          for (let index = next++; index < count; index = next++) {
            const { request, bindings } = requests[index % requests.length]!;
            const response = await store.app.fetch(request, bindings);
            if (response.status !== 200) throw new Error(`${request.url}: ${response.status}`);
          }
        }));
        const used = process.cpuUsage(cpu);
        // Round 0 warms up.
        if (round > 0) console.log(`${workload} round ${round}: ${((used.user + used.system) / count).toFixed(1)} µs of CPU and ${((performance.now() - started) * 1000 / count).toFixed(1)} µs a request (32 at a time)`);
      }
    } finally {
      await store.close();
    }
  } else if (command === 'alloc') {
    const [databaseUrl, workload, seconds = '5'] = args;
    const paths = await pathsFor(databaseUrl!, workload!);
    const session = new Session();
    session.connect();
    try {
      await withStoreAndBare(databaseUrl!, async (storeUrl, bareUrl) => {
        const servers = [['store', storeUrl], ['bare in-process', bareUrl]] as const;
        for (const [name, url] of [...servers, ...servers]) {
          await load(url, paths, Number(process.env.CONNECTIONS ?? 32), 2); // warm-up, not sampled
          const sampled = await allocationsPerRequest(session, url, paths, Number(seconds));
          console.log(`\n${workload} on the ${name}: ${(sampled.perRequest / 1024).toFixed(1)} KiB a request (${sampled.requests} requests, ${sampled.perSecond} req/s while sampling)`);
          for (const [site, bytes] of sampled.sites.slice(0, 20)) console.log(`${bytes.toFixed(0).padStart(8)} B  ${site}`);
        }
      });
    } finally {
      session.disconnect();
    }
  } else {
    console.error('usage: bench/profile.ts prepare|compare|inprocess|alloc|appfetch|serve|load|cpu|drop … (see its header)');
    process.exitCode = 2;
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
