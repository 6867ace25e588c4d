/**
 * One database for the whole app: PostgreSQL through `pg` when DATABASE_URL is set, else PGlite
 * (PostgreSQL in WASM) in DATA_DIR. Drizzle for typed queries; `query` for hot, hand-tuned SQL.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.js';

export type Drizzle = NodePgDatabase<typeof schema>;

export interface Database {
  kind: 'pglite' | 'postgres';
  /** Typed queries and transactions. */
  db: Drizzle;
  /** Runs parametrised SQL; `name` prepares it once per connection on PostgreSQL. */
  query<Row>(text: string, params?: unknown[], name?: string): Promise<Row[]>;
  close(): Promise<void>;
}

/**
 * Settings applied to every database session (the benchmark's pgbench runs get them too).
 * plan_cache_mode: hot statements are prepared once per connection by name, but a generic plan (one plan
 * for every parameter value) cannot tell a search filter that matches 30,000 products from one that
 * matches none, and picks a plan that is ruinous for one of them; a custom plan costs a fraction of a
 * millisecond and fits the values (docs/decisions/0006).
 */
export const SESSION_SETTINGS: Record<string, string> = { plan_cache_mode: 'force_custom_plan' };

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10)
    : openPglite(options.dataDir);
}

async function openPostgres(connectionString: string, max: number): Promise<Database> {
  const settings = Object.entries(SESSION_SETTINGS).map(([key, value]) => `-c ${key}=${value}`).join(' ');
  const pool = new pg.Pool({ connectionString, max, application_name: 'pixelkeys', ...(settings ? { options: settings } : {}) });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it. Queries in flight report their own errors.
  });
  const db = drizzlePg(pool, { schema });
  return {
    kind: 'postgres',
    db,
    async query<Row>(text: string, params: unknown[] = [], name?: string) {
      const result = await pool.query(name ? { name, text, values: params } : { text, values: params });
      return result.rows as Row[];
    },
    async close() {
      await pool.end();
    },
  };
}

async function openPglite(dataDir: string): Promise<Database> {
  // PGlite creates only the last folder of its data dir: make the parents first.
  const directory = resolve(dataDir, 'pglite');
  mkdirSync(resolve(dataDir), { recursive: true });
  const client = await PGlite.create({ dataDir: directory, extensions: { pg_trgm, unaccent, fuzzystrmatch } });
  for (const [key, value] of Object.entries(SESSION_SETTINGS)) {
    await client.query(`select set_config($1, $2, false)`, [key, value]);
  }
  const db = drizzlePglite(client, { schema }) as unknown as Drizzle;
  return {
    kind: 'pglite',
    db,
    async query<Row>(text: string, params: unknown[] = []) {
      const result = await client.query<Row>(text, params);
      return result.rows;
    },
    async close() {
      await client.close();
    },
  };
}
