import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/client.js';

/** pg's pool closes a connection idle this long unless told otherwise (pg-pool's idleTimeoutMillis). */
const PG_IDLE_CLOSE_MS = 10_000;

// The embedded database has one connection in the store's process and nothing to close.
describe.runIf(Boolean(process.env.DATABASE_URL))('the PostgreSQL pool (decision 0052)', () => {
  let database: Database | undefined;
  afterAll(() => database?.close());

  it('keeps its connections through a quiet spell longer than pg closes idle ones after: the same sessions answer after it', async () => {
    database = await openDatabase({ databaseUrl: process.env.DATABASE_URL!, dataDir: '', poolSize: 3 });
    // Three at once, each holding its connection a moment, so the pool opens all three.
    const sessions = async () => new Set((await Promise.all(Array.from({ length: 3 }, () =>
      database!.query<{ pid: number }>('select pg_backend_pid() as pid from pg_sleep(0.2)')))).map(([row]) => row!.pid));
    const before = await sessions();
    expect(before.size).toBe(3);
    expect(database.poolUse()).toMatchObject({ max: 3, total: 3 });
    await new Promise((resolve) => setTimeout(resolve, PG_IDLE_CLOSE_MS + 1_500));
    expect(database.poolUse()).toMatchObject({ total: 3, idle: 3 });
    expect(await sessions()).toEqual(before);
  }, 30_000);
});
