/**
 * Checkout benchmark (`npm run bench`, step `checkout`; issue 10): 32 buyers at once on PostgreSQL, each in a
 * loop placing an order (1 or 2 products, quantity 1-2) and paying it by card on the sandbox provider, as a
 * browser would. Measures orders per second (checkout + payment, completed by the sandbox's notification),
 * p95 and p99 of the checkout call and of the whole round, and checks afterwards that no key was sold twice,
 * none is left reserved and every paid order is completed. The store runs in this process; the buyers in a
 * process of their own (checkout-buyers.ts). Writes the `checkout` section of docs/benchmarks.md, with who
 * used the CPUs during the run (cpu-share.ts).
 *
 * Knobs (environment): BENCH_DATABASE_URL, BENCH_CHECKOUT_SECONDS (20), BENCH_CHECKOUT_BUYERS (32).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { parseEnv } from '../src/server/env.js';
import { BENCH_SECRETS } from './bench-store.js';
import { startStore, type RunningStore } from '../src/server/store.js';
import { createScratchDatabase } from '../tests/support/test-store.js';
import { percent, quietMachine, revision } from './api.js';
import type { BuyersResult, FromBuyers, ToBuyers } from './checkout-buyers.js';
import { watchCpu } from './cpu-share.js';
import { writeDocSection } from './report.js';

const log = (message: string) => console.log(`[bench:checkout] ${message}`);
const numberFromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

const PRODUCTS = 40;
const KEYS_PER_PRODUCT = 5000;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** The buyers' process: messages in order, and a failure or an early exit as an error. */
function startBuyers(): { child: ChildProcess; next<T extends FromBuyers['type']>(type: T): Promise<Extract<FromBuyers, { type: T }>>; send(message: ToBuyers): void } {
  const child = fork(fileURLToPath(new URL('./checkout-buyers.ts', import.meta.url)), { execArgv: process.execArgv });
  const queue: FromBuyers[] = [];
  let waiting: ((message: FromBuyers) => void) | undefined;
  let ended: Error | undefined;
  const deliver = (message: FromBuyers) => (waiting ? waiting(message) : queue.push(message));
  child.on('message', (message: FromBuyers) => deliver(message));
  child.on('exit', (code) => {
    ended = new Error(`the buyers' process ended (${code})`);
    deliver({ type: 'failed', message: ended.message });
  });
  return {
    child,
    send: (message) => child.send(message),
    async next(type) {
      const message = queue.shift() ?? (ended ? { type: 'failed', message: ended.message } : await new Promise<FromBuyers>((resolve) => (waiting = resolve)));
      waiting = undefined;
      if (message.type !== type) throw new Error(message.type === 'failed' ? `buyers: ${message.message}` : `buyers: expected ${type}, got ${message.type}`);
      return message as Extract<FromBuyers, { type: typeof type }>;
    },
  };
}

export async function runCheckoutBenchmark(): Promise<void> {
  const baseUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const seconds = numberFromEnv('BENCH_CHECKOUT_SECONDS', 20);
  const buyerCount = numberFromEnv('BENCH_CHECKOUT_BUYERS', 32);
  // The code as it is when the store loads (the tree may change while the benchmark runs).
  const codeRevision = revision();
  const dataDir = mkdtempSync(join(tmpdir(), 'pixelkeys-bench-checkout-'));
  const scratch = await createScratchDatabase(baseUrl);
  const buyers = startBuyers();
  let store: RunningStore | undefined;
  try {
    const mail = await buyers.next('mail');
    store = await startStore(parseEnv({
      DATABASE_URL: scratch.url, SEED: 'none', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'test',
      ...BENCH_SECRETS,
      DATA_DIR: join(dataDir, 'data'), SMTP_URL: mail.url, AUTH_RATE_LIMITS: 'off',
    }), pino({ level: 'warn' }));
    const { database } = store;
    // Products with plenty of keys (the codes are not read here: a fixed ciphertext, distinct fingerprints).
    const ids = (await database.query<{ id: number }>(
      `insert into products (slug, title, description, features, platform, regions, type, category, release_date, price_cents, pvp_cents, image_url, banner_url)
       select 'bench-' || n, jsonb_build_object('es', 'Juego ' || n, 'en', 'Game ' || n), '{"es":"","en":""}', '{"es":[],"en":[]}',
              'Steam', '{GLOBAL}', 'game', 'pc', '2024-01-01', 2999, 1999, '/x.svg', '/y.svg'
         from generate_series(1, $1::int) n returning id`, [PRODUCTS])).map((row) => row.id);
    await database.query(
      `insert into game_keys (product_id, code_ciphertext, code_hash, batch)
       select p, 'v1:bench', 'bench-' || p || '-' || n, 'bench' from unnest($1::int[]) p, generate_series(1, $2::int) n`,
      [ids, KEYS_PER_PRODUCT]);
    log(`${PRODUCTS} products with ${KEYS_PER_PRODUCT} keys each; signing up ${buyerCount} buyers…`);
    buyers.send({ type: 'signUp', storeUrl: store.url, buyerCount });
    await buyers.next('ready');

    // Before measuring, other work on the machine is waited out (up to 20 s) and its share noted.
    const busyBefore = await quietMachine();
    const cpu = watchCpu({ store: process.pid, buyers: buyers.child.pid! }, scratch.name, cpus().length);
    const started = performance.now();
    buyers.send({ type: 'go', productIds: ids, seconds });
    const { checkoutMs, roundMs, failures: failed, placed, loadSeconds }: BuyersResult = (await buyers.next('done')).result;
    const failures = new Map(failed);
    const during = cpu.read();
    { const m = ((globalThis as any).MAILT ?? []) as number[]; console.log('mails', m.length, 'avg ms', (m.reduce((a, b) => a + b, 0) / m.length).toFixed(1), 'max', Math.max(...m).toFixed(0)); }
    // Completion comes by notification: wait until every paid order is completed (or 60 s).
    const waitStart = performance.now();
    let completed = 0;
    while (performance.now() - waitStart < 60_000) {
      [{ completed }] = await database.query<{ completed: number }>(
        `select count(*)::int as completed from orders where id = any($1::uuid[]) and status = 'completed'`, [placed]) as [{ completed: number }];
      if (completed === placed.length) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const settleSeconds = (performance.now() - started) / 1000;
    // CPU time per order from the start until the last notification was applied (its work included).
    const spent = cpu.read()?.seconds;
    const perOrder = (name: string) => (spent && placed.length ? `${((spent[name]! * 1000) / placed.length).toFixed(1)} ms` : 'n/a');
    const [check] = await database.query<{ items: number; wrong_items: number; sold: number; reserved: number; drift: number }>(
      `select (select count(*)::int from order_items where status = 'delivered') as items,
              (select count(*)::int from order_items i where i.status = 'delivered'
                  and i.quantity <> (select count(*) from game_keys k where k.order_item_id = i.id and k.status = 'sold')) as wrong_items,
              (select count(*)::int from game_keys where status = 'sold') as sold,
              (select count(*)::int from game_keys where status = 'reserved') as reserved,
              (select count(*)::int from products p where p.stock <> (select count(*) from game_keys k where k.product_id = p.id and k.status = 'available')) as drift`);
    // The confirmation mails go out by the outbox after the order completes; the run does not wait for them.
    const [mails] = await database.query<{ sent: number; written: number }>(
      `select count(*) filter (where done_at is not null)::int as sent, count(*)::int as written from outbox where kind = 'mail.order-confirmation'`);
    const [double] = await database.query<{ keys: number }>(
      `select count(*)::int as keys from (select k.id from game_keys k join order_items i on i.id = k.order_item_id group by k.id having count(*) > 1) d`);
    const ordersPerSecond = placed.length / loadSeconds;
    const lines = [
      '## Checkout (issue 10)',
      '',
      `Command: \`npm run bench\` (step \`checkout\`), ${new Date().toISOString().slice(0, 10)}, ${cpus().length} CPUs, code ${codeRevision}; store, buyers and PostgreSQL on this machine,`,
      'the buyers in a process of their own (bench/checkout-buyers.ts, fetch with keep-alive connections).',
      `${buyerCount} buyers at once for ${seconds} s on PostgreSQL, each in a loop: \`checkout\` (1-2 products, fresh Idempotency-Key) then the card`,
      'paid on the sandbox\'s API, completed by its signed notification. Products: 40 with 5,000 keys each.',
      `CPU busy share of other processes just before the run: ${percent(busyBefore)} (well above 0% means the figures are pessimistic).`,
      `CPU during the run, as shares of all ${cpus().length} CPUs: ${during
        ? `store (with the sandbox) ${percent(during.own.store)}, buyers ${percent(during.own.buyers)}, its PostgreSQL backends ${percent(during.own.postgres)}, other processes ${percent(during.others)} (machine ${percent(during.machine)} busy)`
        : 'n/a (no /proc)'}.`,
      `CPU time per order (from the start until every order was completed): store ${perOrder('store')}, buyers ${perOrder('buyers')}, PostgreSQL backends ${perOrder('postgres')}.`,
      '',
      '| figure | value | target |',
      '|---|---|---|',
      `| orders placed and paid | ${placed.length} in ${loadSeconds.toFixed(1)} s | |`,
      `| orders per second | ${ordersPerSecond.toFixed(0)} | ≥ 200 |`,
      `| checkout call p50 / p95 / p99 | ${percentile(checkoutMs, 50).toFixed(0)} / ${percentile(checkoutMs, 95).toFixed(0)} / ${percentile(checkoutMs, 99).toFixed(0)} ms | p95 < 150 ms |`,
      `| checkout + payment p50 / p95 / p99 | ${percentile(roundMs, 50).toFixed(0)} / ${percentile(roundMs, 95).toFixed(0)} / ${percentile(roundMs, 99).toFixed(0)} ms | |`,
      `| completed by notification | ${completed} of ${placed.length} (all ${settleSeconds.toFixed(1)} s after the start) | all |`,
      `| confirmation mails sent by then (outbox) | ${mails!.sent} of ${mails!.written} | |`,
      `| keys on two orders | ${double!.keys} | 0 |`,
      `| delivered items whose sold keys differ from their quantity | ${check!.wrong_items} of ${check!.items} | 0 |`,
      `| keys left reserved / products whose stock differs from their keys | ${check!.reserved} / ${check!.drift} | 0 / 0 |`,
      `| failed calls | ${failures.size === 0 ? 'none' : [...failures].map(([what, count]) => `${what}: ${count}`).join(', ')} | none |`,
    ];
    writeDocSection('checkout', lines.join('\n'));
    log(lines.slice(lines.findIndex((line) => line.startsWith('CPU during'))).join('\n'));
    if (double!.keys > 0 || check!.wrong_items > 0 || check!.reserved > 0 || completed !== placed.length) throw new Error('checkout benchmark found an inconsistency (see docs/benchmarks.md)');
  } finally {
    // The store first: its outbox may still be mailing confirmations to the buyers' SMTP receiver.
    await store?.close();
    buyers.child.kill();
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
