/**
 * The store's `Database` (src/server/db/client.ts) over postgres.js instead of `pg`, for the reference server
 * only (`bench/reference-server.ts <url> <pool> postgres`): issue 13 §3 asked whether a pipelining driver
 * beats `pg`. Measured in docs/benchmarks.md ("A lean request path"): it did not, so the store keeps `pg`.
 * A named statement is prepared once per connection (postgres.js keys it by its text), others run unprepared,
 * as with `pg`; the session settings are sent at connection start. No Drizzle and no transactions: the
 * reference only reads.
 */
import postgres from 'postgres';
import { SESSION_SETTINGS, type Database } from '../src/server/db/client.js';

export function openPostgresJs(connectionString: string, max: number): Database {
  const sql = postgres(connectionString, { max, onnotice: () => undefined, connection: { application_name: 'pixelkeys-reference', ...SESSION_SETTINGS } });
  return {
    kind: 'postgres',
    get db(): never {
      throw new Error('the postgres.js reference database has no Drizzle');
    },
    async query<Row>(text: string, params: unknown[] = [], name?: string) {
      return [...(await sql.unsafe(text, params as postgres.ParameterOrJSON<never>[], { prepare: name !== undefined }))] as Row[];
    },
    transaction: () => Promise.reject(new Error('the postgres.js reference database only reads')),
    listen: () => Promise.reject(new Error('the postgres.js reference database hears no notices')),
    poolUse: () => ({ max, total: max, idle: 0, waiting: 0 }),
    close: () => sql.end({ timeout: 5 }),
  };
}
