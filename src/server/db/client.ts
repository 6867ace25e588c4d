/**
 * One database for the whole app: PostgreSQL through `pg` when DATABASE_URL is set, else PGlite
 * (PostgreSQL in WASM) in DATA_DIR. Drizzle for typed queries; `query` for hot, hand-tuned SQL.
 */
import { join, resolve } from 'node:path';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { DEFAULT_POOL_SIZE } from '../env.js';
import { acquireDataDirLock } from './data-dir-lock.js';
import { createPrivateDataDir, removeGroupAndOtherAccess } from './data-dir-permissions.js';
import type { LockHolder } from './lock-holder.js';
import * as schema from './schema.js';
import { OpenTimeoutError, startPglite, type StartedPglite } from './start-pglite.js';

export type Drizzle = NodePgDatabase<typeof schema>;

export interface Database {
  kind: 'pglite' | 'postgres';
  /** Typed queries and transactions. */
  db: Drizzle;
  /** Runs parametrised SQL; `name` prepares it once per connection on PostgreSQL. */
  query<Row>(text: string, params?: unknown[], name?: string): Promise<Row[]>;
  /**
   * Runs `work` in one transaction (READ COMMITTED) on one connection, committed when it resolves and
   * rolled back when it throws: for writes that move keys or money (row locks, SKIP LOCKED). A statement
   * given a `name` is prepared once per connection and may run on a generic plan (TRANSACTION_SETTINGS).
   */
  transaction<T>(work: (query: TransactionQuery) => Promise<T>): Promise<T>;
  /**
   * Hears the notices sent on `channel` (NOTIFY, delivered when the sending transaction commits) until the returned
   * function is called. `onNotice` gets the payload, or null when notices may have been missed (PostgreSQL: the
   * listening connection was lost, or could not be opened at first, and listens now).
   */
  listen(channel: string, onNotice: (payload: string | null) => void): Promise<() => Promise<void>>;
  /** How the connections are used now (the operator's metrics, docs/operations.md "Metrics"). */
  poolUse(): PoolUse;
  close(): Promise<void>;
}

/**
 * PostgreSQL: pg's pool as it stands. PGlite: its one connection, busy while a query or transaction runs,
 * and the calls queued behind it.
 */
export interface PoolUse {
  max: number;
  total: number;
  idle: number;
  waiting: number;
}

export type TransactionQuery = <Row>(text: string, params?: unknown[], name?: string) => Promise<Row[]>;

/**
 * Settings applied to every database session (the benchmark's pgbench runs get them too).
 * plan_cache_mode: hot statements are prepared once per connection by name, but a generic plan (one plan
 * for every parameter value) cannot tell a search filter that matches 30,000 products from one that
 * matches none, and picks a plan that is ruinous for one of them; a custom plan costs a fraction of a
 * millisecond and fits the values (docs/decisions/0006).
 * jit: PostgreSQL compiles a statement whose estimated cost passes jit_above_cost into machine code first, which
 * takes 100-400 ms; the store's statements run in milliseconds, and an estimate above the line (a generic plan
 * of the title analysis over a large dictionary, a report) made each run pay the compilation (docs/decisions/0038).
 */
export const SESSION_SETTINGS: Record<string, string> = { plan_cache_mode: 'force_custom_plan', jit: 'off' };

/** Settings as a PostgreSQL connection's `options` (`-c name=value …`): the pool's, and pgbench's in the benchmark. */
export const sessionOptions = (settings: Record<string, string> = SESSION_SETTINGS) =>
  Object.entries(settings).map(([key, value]) => `-c ${key}=${value}`).join(' ');

/**
 * Settings of a transaction, sent with its BEGIN (one round trip). The checkout's and the payment
 * notification's statements are short lookups by key whose best plan does not depend on the values, and
 * planning them on every run was most of their cost in PostgreSQL (issue 10, docs/benchmarks.md): their
 * named statements may take a generic plan after the five custom ones PostgreSQL tries first. Unnamed
 * statements are planned for their values whatever this says.
 */
const TRANSACTION_SETTINGS = "begin; set local plan_cache_mode = 'auto'";

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
  /** What an operator should know about the embedded database's folder (an unclean last stop, repaired modes). */
  warn?: (message: string) => void;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? DEFAULT_POOL_SIZE)
    : openPglite(options.dataDir, options.warn ?? ((message) => console.warn(message)));
}

async function openPostgres(connectionString: string, max: number): Promise<Database> {
  const settings = sessionOptions();
  // `min: max`: a connection once opened stays open while the store runs (decision 0052). pg closes one idle for 10 s
  // by default, and the next request after a quiet spell then paid a new session: the connection, its settings,
  // and every statement prepared and planned again (the title analysis and walk are planned once a session).
  const pool = new pg.Pool({ connectionString, max, min: max, application_name: 'pixelkeys', ...(settings ? { options: settings } : {}) });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it. Queries in flight report their own errors.
  });
  const db = drizzlePg(pool, { schema });
  const listeners = new Set<() => Promise<void>>();
  return {
    kind: 'postgres',
    db,
    async query<Row>(text: string, params: unknown[] = [], name?: string) {
      const result = await pool.query(name ? { name, text, values: params } : { text, values: params });
      return result.rows as Row[];
    },
    async transaction<T>(work: (query: TransactionQuery) => Promise<T>) {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query(TRANSACTION_SETTINGS);
        const result = await work(async <Row>(text: string, params: unknown[] = [], name?: string) =>
          (await client.query(name ? { name, text, values: params } : { text, values: params })).rows as Row[]);
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {
          broken = true; // The connection is gone: the pool must not hand it out again.
        });
        throw error;
      } finally {
        client.release(broken);
      }
    },
    listen: (channel, onNotice) => listenPostgres(connectionString, channel, onNotice, listeners),
    poolUse: () => ({ max, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
  };
}

/** How long a lost listening connection waits before it connects again: 1 s, doubling up to 30 s. */
const RELISTEN_MS = { first: 1_000, most: 30_000 };
/**
 * The listening connection's TCP keep-alive (a connection the network dropped without closing it, a failover or
 * a NAT's idle timeout, is found out and connected again) and how long a connect may take.
 */
const LISTEN_CONNECTION = { keepAlive: true, keepAliveInitialDelayMillis: 10_000, connectionTimeoutMillis: 5_000 } as const;
/** At most this long for the listening connection to end when the store stops. */
const LISTEN_END_MS = 2_000;

/**
 * A connection of its own, outside the pool (a LISTEN holds its session), that LISTENs on `channel`. When it is
 * lost (PostgreSQL restarted, the network cut) or cannot be opened at first (the server's connections all taken),
 * it connects again, 1 s later and then less often, and says that notices may have been missed
 * (`onNotice(null)`) once it listens again: the store starts and serves meanwhile, its caches on their timers.
 */
async function listenPostgres(connectionString: string, channel: string, onNotice: (payload: string | null) => void,
  listeners: Set<() => Promise<void>>): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let wait = RELISTEN_MS.first;
  let attempts = 0;
  const connect = async (): Promise<void> => {
    attempts += 1;
    const next = new pg.Client({ connectionString, application_name: 'pixelkeys-listen', ...LISTEN_CONNECTION });
    const lost = () => {
      if (stopped || client !== next) return;
      client = undefined;
      next.removeAllListeners('notification');
      void next.end().catch(() => undefined);
      retry = setTimeout(() => void connect(), wait);
      retry.unref();
      wait = Math.min(wait * 2, RELISTEN_MS.most);
    };
    client = next;
    next.on('error', lost);
    next.on('end', lost);
    next.on('notification', (notice) => {
      if (notice.channel === channel) onNotice(notice.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch {
      lost();
      return;
    }
    wait = RELISTEN_MS.first;
    // Every listen but a first attempt that worked follows a time when nobody listened.
    if (attempts > 1) onNotice(null);
  };
  await connect();
  const stop = async () => {
    stopped = true;
    listeners.delete(stop);
    clearTimeout(retry);
    const last = client;
    client = undefined;
    if (!last) return;
    // A notice already read from the socket reaches no one once the store has stopped.
    last.removeAllListeners('notification');
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      last.end().catch(() => undefined),
      new Promise<void>((done) => {
        timer = setTimeout(done, LISTEN_END_MS);
        timer.unref();
      }),
    ]);
    clearTimeout(timer);
  };
  listeners.add(stop);
  return stop;
}

/**
 * The embedded database (ARCHITECTURE.md "One opener for the embedded database"): the folder private, the
 * lock taken before PGlite touches it, and both given back however the open ends.
 */
async function openPglite(dataDir: string, warn: (message: string) => void): Promise<Database> {
  const root = resolve(dataDir);
  createPrivateDataDir(root);
  const lock = await acquireDataDirLock(root);
  let started: StartedPglite;
  try {
    if (lock.staleHolder) warn(describeUncleanStop(lock.staleHolder));
    const repaired = removeGroupAndOtherAccess(root);
    if (repaired > 0) warn(`DATA_DIR ${root}: removed group and other access from ${repaired} entries (it holds e-mails, password hashes and sessions: for its owner only)`);
    started = await startPglite(join(root, 'pglite'), { pg_trgm, unaccent, fuzzystrmatch });
  } catch (error) {
    if (!(error instanceof OpenTimeoutError)) lock.release();
    throw error;
  }
  const { client } = started;
  if (started.hasRecovered && !lock.staleHolder) {
    warn('The embedded database was not closed cleanly last time (the process was made to stop at once); PostgreSQL recovered it from its write-ahead log');
  }
  const close = async () => {
    try {
      // Everything on disk in the data files, so that the next start has no write-ahead log to replay.
      await client.query('checkpoint');
    } finally {
      try {
        await client.close();
      } finally {
        removeGroupAndOtherAccess(root);
        lock.release();
      }
    }
  };
  try {
    // PGlite's own files come with group and other bits (see data-dir-permissions.ts).
    removeGroupAndOtherAccess(root);
    for (const [key, value] of Object.entries(SESSION_SETTINGS)) {
      await client.query(`select set_config($1, $2, false)`, [key, value]);
    }
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Drizzle;
  let closing: Promise<void> | undefined;
  // Calls given to the one connection and not finished: the first runs, the others wait for it.
  let inFlight = 0;
  const counted = async <T>(call: () => Promise<T>): Promise<T> => {
    inFlight += 1;
    try {
      return await call();
    } finally {
      inFlight -= 1;
    }
  };
  return {
    kind: 'pglite',
    db,
    query: <Row>(text: string, params: unknown[] = []) => counted(async () => (await client.query<Row>(text, params)).rows),
    // PGlite has one connection: its transaction holds it, and other queries wait until it ends.
    transaction: (work) => counted(() => client.transaction((tx) => work(async <Row>(text: string, params: unknown[] = []) => (await tx.query<Row>(text, params)).rows))),
    // PGlite delivers a notice after the statement that committed it, in this process: none can be missed.
    listen: async (channel, onNotice) => {
      const unlisten = await counted(() => client.listen(channel, (payload) => onNotice(payload)));
      return async () => {
        if (!closing) await counted(() => unlisten());
      };
    },
    poolUse: () => ({ max: 1, total: 1, idle: inFlight === 0 ? 1 : 0, waiting: Math.max(0, inFlight - 1) }),
    close: () => (closing ??= close()),
  };
}

const describeUncleanStop = (holder: LockHolder) =>
  `The last run (pid ${holder.pid} on ${holder.hostname}, started ${holder.startedAt}) did not stop cleanly ` +
  `(it left its lock behind); PostgreSQL recovers from its write-ahead log. See "Backup and restore" in docs/operations.md if data looks wrong.`;
