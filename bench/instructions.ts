/**
 * Instructions a request: the store (or the reference server) run under valgrind's callgrind, which counts the
 * instructions a process executes, so a change to the request path can be weighed on a machine whose speed moves
 * by half between minutes (docs/benchmarks.md). Time-based figures (req/s, CPU time a request) moved by 2× for the
 * same code here; the count of one build moves by about 1 % once JIT compilation and major GC are set apart.
 *
 *   npx tsx bench/instructions.ts <dbUrl> <workload> [requests] [store|reference] [checkout]
 *
 * The server starts under callgrind with counting off (about 4 times slower, 50 times once counting), answers
 * `requests` of the workload's URLs (browse, title, product; bench/workload-paths.ts) at 32 connections to warm
 * up, then as many again counted. It prints the instructions a request, in all and by kind: V8's optimising
 * compiler and major GC (which depend on when they happen to run, so are shown apart), minor GC, JIT-compiled
 * JavaScript, V8's builtins, the rest of Node and V8 (runtime), libc, and hashing. `checkout` runs another
 * checkout's server (a `git worktree` with node_modules), to compare two versions on the same catalogue.
 *
 * What it does not count: the kernel (socket writes), PostgreSQL, the load generator. Valgrind runs threads one at
 * a time, and does not use the CPU's SHA extensions, so hashing weighs more here than in a real process.
 * Needs valgrind (on every machine of this workplace; not a dependency of the store).
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { DEFAULT_POOL_SIZE } from '../src/server/env.js';
import { pathsFor } from './workload-paths.js';

const HERE = dirname(fileURLToPath(import.meta.url));

/** The kind of work a function of callgrind's report is, by its name. */
function kindOf(name: string): string {
  if (/compiler::|Compile|maglev|Maglev|Turbofan/.test(name)) return 'compiler';
  // A major GC's marking and sweeping, and the bookkeeping of memory chunks and free lists around them.
  if (/ConcurrentMarking|Sweeper|MarkCompact|Marking|MemoryChunk\*|FreeList|StringTableCleaner/.test(name)) return 'major GC';
  if (/Scaveng|Evacuation|SemiSpace|NewSpace/.test(name)) return 'minor GC';
  if (/^0x[0-9a-f]+ \[\?\?\?\]|^\?\?\?:0x/.test(name)) return 'JavaScript';
  if (name.includes('Builtins_')) return 'builtins';
  if (name.includes('libc.so')) return 'libc';
  if (/sha1|sha256|md5|libcrypto/.test(name)) return 'hashing';
  return 'runtime';
}

const [databaseUrl, workload = 'product', requestsArgument = '3000', server = 'store', checkout = resolve(HERE, '..')] = process.argv.slice(2);
if (!databaseUrl || !['store', 'reference'].includes(server)) {
  console.error('usage: bench/instructions.ts <dbUrl> <workload> [requests] [store|reference] [checkout]');
  process.exit(2);
}
const requests = Number(requestsArgument);
const outDir = mkdtempSync(join(tmpdir(), 'pixelkeys-callgrind-'));
const outFile = join(outDir, 'callgrind.out');
// The reference's pool as bench/profile.ts sizes the store's: DATABASE_POOL_SIZE, else the store's default.
const poolSize = Number(process.env.DATABASE_POOL_SIZE) || DEFAULT_POOL_SIZE;
const script = server === 'store' ? ['bench/profile.ts', 'serve', databaseUrl] : ['bench/reference-server.ts', databaseUrl, String(poolSize)];
const child = spawn('valgrind', ['--tool=callgrind', '--instr-atstart=no', '--smc-check=all-non-file', `--callgrind-out-file=${outFile}`, process.execPath, '--import', 'tsx', ...script], {
  cwd: checkout, env: { ...process.env, NODE_ENV: 'production' }, stdio: ['ignore', 'pipe', 'pipe'],
});
try {
  const port = await new Promise<number>((resolvePort, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error('the server did not start under valgrind in 180 s')), 180_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      seen += chunk.toString('utf8');
      const match = /listening (\d+)/.exec(seen);
      if (match) {
        clearTimeout(timer);
        resolvePort(Number(match[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
  });
  const paths = await pathsFor(databaseUrl, workload);
  const run = async () => {
    const result = await autocannon({ url: `http://127.0.0.1:${port}`, connections: 32, amount: requests, timeout: 120, requests: paths.map((path) => ({ method: 'GET', path })) });
    if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) throw new Error(`${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
    return result;
  };
  await run();
  const control = (...args: string[]) => execFileSync('callgrind_control', [...args, String(child.pid)], { stdio: 'ignore' });
  control('--zero');
  control('--instr=on');
  const counted = await run();
  control('--instr=off');
  control('--dump=counted');
  const answered = counted.requests.total;
  // callgrind_annotate lists every function with its own (exclusive) count; JIT code has no symbol.
  const report = execFileSync('callgrind_annotate', ['--inclusive=no', '--threshold=100', `${outFile}.1`], { encoding: 'utf8', maxBuffer: 256 << 20 });
  const byKind = new Map<string, number>();
  let total = 0;
  for (const line of report.split('\n')) {
    const match = /^\s*([\d,]+) \(\s*[\d.]+%\)\s+(.*)$/.exec(line);
    if (!match || match[2]!.startsWith('PROGRAM TOTALS')) continue;
    const count = Number(match[1]!.replaceAll(',', ''));
    const kind = kindOf(match[2]!.replace(/^\?\?\?:/, ''));
    byKind.set(kind, (byKind.get(kind) ?? 0) + count);
    total += count;
  }
  const perRequest = (count: number) => Math.round(count / answered).toLocaleString('en');
  const apart = (byKind.get('compiler') ?? 0) + (byKind.get('major GC') ?? 0);
  console.log(`${server} (${checkout}), ${workload}: ${answered} requests counted after ${requests} to warm up`);
  console.log(`  instructions a request: ${perRequest(total)}; without the compiler and major GC: ${perRequest(total - apart)}`);
  for (const [kind, count] of [...byKind].sort((a, b) => b[1] - a[1])) console.log(`  ${kind.padEnd(11)} ${perRequest(count).padStart(10)}`);
} finally {
  child.kill('SIGTERM');
  await new Promise((resolveExit) => (child.exitCode !== null ? resolveExit(undefined) : child.once('exit', resolveExit)));
  rmSync(outDir, { recursive: true, force: true });
}
