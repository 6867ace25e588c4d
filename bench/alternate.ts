/**
 * The store against the reference server (bench/reference-server.ts) in the same run, alternately, the side that
 * goes first taking turns (A B B A A B) for each workload, so whatever else the shared machine does falls on both
 * sides alike and the ratio is honest. Before loading, every URL is fetched from both and the bodies compared byte
 * for byte: the reference must answer exactly what the store answers, or the comparison means nothing. That first
 * fetch also fills what each side keeps between requests (a title's analysis, decision 0045), so the rounds measure
 * a shop whose searches repeat, not a cache still filling on one side only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type autocannon from 'autocannon';

const HERE = dirname(fileURLToPath(import.meta.url));

export interface ReferenceServer { url: string; close(): Promise<void> }

/** Starts the reference server as its own process on the given database, over `pg` or postgres.js. */
export function startReferenceServer(databaseUrl: string, poolSize: number, driver: 'pg' | 'postgres' = 'pg'): Promise<ReferenceServer> {
  return startServerProcess(join(HERE, 'reference-server.ts'), [databaseUrl, String(poolSize), driver]);
}

/** Runs a TypeScript server script in a process of its own; it prints `listening <port>` when ready and stops on SIGTERM. */
export async function startServerProcess(script: string, args: string[]): Promise<ReferenceServer> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: join(HERE, '..'),
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`${script} did not start in 30 s`)), 30_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      seen += chunk.toString('utf8');
      const match = /listening (\d+)/.exec(seen);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited with ${code}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    }),
  };
}

export interface BodyCheck { compared: number; identical: number; differences: string[] }

/** Fetches `sample` of the paths from both servers and compares status and body bytes. */
export async function compareBodies(storeUrl: string, referenceUrl: string, paths: string[], sample: number): Promise<BodyCheck> {
  const step = Math.max(1, Math.floor(paths.length / sample));
  const chosen = paths.filter((_, index) => index % step === 0).slice(0, sample);
  const check: BodyCheck = { compared: 0, identical: 0, differences: [] };
  for (const path of chosen) {
    const [a, b] = await Promise.all([fetch(`${storeUrl}${path}`), fetch(`${referenceUrl}${path}`)]);
    const [bodyA, bodyB] = await Promise.all([a.arrayBuffer(), b.arrayBuffer()]);
    check.compared += 1;
    if (a.status === b.status && Buffer.from(bodyA).equals(Buffer.from(bodyB))) check.identical += 1;
    else if (check.differences.length < 3) check.differences.push(`${path}: store ${a.status} ${bodyA.byteLength} B, reference ${b.status} ${bodyB.byteLength} B`);
  }
  return check;
}

export interface Side { rounds: autocannon.Result[]; rps: number; p50: number; p99: number; errors: number }
export interface Alternation { store: Side; reference: Side; bodies: BodyCheck }

type Load = (url: string, paths: string[], connections: number, seconds: number) => Promise<autocannon.Result>;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function side(rounds: autocannon.Result[]): Side {
  const requests = rounds.reduce((sum, round) => sum + round.requests.total, 0);
  const seconds = rounds.reduce((sum, round) => sum + round.duration, 0);
  return {
    rounds,
    rps: requests / seconds,
    p50: median(rounds.map((round) => round.latency.p50)),
    p99: median(rounds.map((round) => round.latency.p99)),
    errors: rounds.reduce((sum, round) => sum + round.errors + round.timeouts + round.non2xx, 0),
  };
}

/**
 * Warms both up, then runs `rounds` pairs, each for `seconds`, the side that goes first taking turns: store,
 * reference, reference, store, store, reference… (A B B A A B), so that a machine growing faster or slower during the
 * run (another tenant, a server still warming up) favours neither side. Requests per second are over all rounds of a
 * side; p50 and p99 are the medians of its rounds'.
 */
export const storeGoesFirst = (round: number) => round % 2 === 0;

export async function alternate(options: {
  load: Load; storeUrl: string; referenceUrl: string; paths: string[]; connections: number;
  rounds: number; seconds: number; warmupSeconds: number; log(message: string): void;
}): Promise<Alternation> {
  const { load, storeUrl, referenceUrl, paths, connections } = options;
  const bodies = await compareBodies(storeUrl, referenceUrl, paths, paths.length);
  await load(storeUrl, paths, connections, options.warmupSeconds);
  await load(referenceUrl, paths, connections, options.warmupSeconds);
  const store: autocannon.Result[] = [];
  const reference: autocannon.Result[] = [];
  for (let round = 0; round < options.rounds; round++) {
    if (storeGoesFirst(round)) store.push(await load(storeUrl, paths, connections, options.seconds));
    reference.push(await load(referenceUrl, paths, connections, options.seconds));
    if (!storeGoesFirst(round)) store.push(await load(storeUrl, paths, connections, options.seconds));
    const a = store.at(-1)!;
    const b = reference.at(-1)!;
    options.log(`round ${round + 1}: store ${Math.round(a.requests.total / a.duration)} req/s p99 ${a.latency.p99} ms, reference ${Math.round(b.requests.total / b.duration)} req/s p99 ${b.latency.p99} ms`);
  }
  return { store: side(store), reference: side(reference), bodies };
}
