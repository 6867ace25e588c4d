/** Runs the Drizzle migrations, under a PostgreSQL advisory lock so instances starting together migrate once. */
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths.js';
import type { Database } from './client.js';

/** The advisory lock key shared by every instance for start-up work (migrate, seed). */
const STARTUP_LOCK_KEY = 7_316_501;

/**
 * Runs `work` holding the start-up lock. On PostgreSQL a dedicated connection holds the lock while the
 * migrations run through it; PGlite has a single connection in this process, so no lock is needed.
 */
export async function withStartupLock<T>(
  database: Database,
  databaseUrl: string | undefined,
  work: (lockedMigrate: () => Promise<void>) => Promise<T>,
): Promise<T> {
  if (database.kind === 'pglite' || !databaseUrl) {
    return work(() => migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: MIGRATIONS_DIR }));
  }
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'pixelkeys-migrate' });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await work(() => migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_DIR }));
  } finally {
    await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
    await client.end();
  }
}
