/**
 * One migrated, seeded database per test run, copied for each test store instead of being made again
 * (a fresh PGlite folder spends seconds in initdb, migrations and the demo seed; a copy takes a fraction):
 * a PGlite folder always, and a PostgreSQL template database when DATABASE_URL is set. Test stores that
 * ask for their own seed or database do not use it (tests/support/test-store.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { parseEnv } from '../../src/server/env.js';
import { prepareDatabase } from '../../src/server/store.js';
import { createScratchDatabase, TEST_SECRETS } from './test-store.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A closed PGlite DATA_DIR, migrated and seeded with the demo catalogue (empty when DATABASE_URL is set). */
    pgliteTemplate: string;
    /** The name of a PostgreSQL database to create test databases from, when DATABASE_URL is set. */
    postgresTemplate: string | null;
  }
}

async function migrateAndSeed(overrides: Record<string, string>): Promise<void> {
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...TEST_SECRETS, ...overrides });
  const { database } = await prepareDatabase(env, pino({ level: 'silent' }));
  await database.close();
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const baseUrl = process.env.DATABASE_URL;
  // Test stores use PostgreSQL when DATABASE_URL is set, PGlite otherwise: one template, of that engine.
  const pgliteTemplate = mkdtempSync(join(tmpdir(), 'pixelkeys-template-'));
  if (!baseUrl) await migrateAndSeed({ DATA_DIR: pgliteTemplate });
  let postgres: { name: string; drop(): Promise<void> } | undefined;
  if (baseUrl) {
    const scratch = await createScratchDatabase(baseUrl);
    await migrateAndSeed({ DATA_DIR: mkdtempSync(join(tmpdir(), 'pixelkeys-template-mail-')), DATABASE_URL: scratch.url });
    // A template must have no connections while it is copied; marking it keeps others out.
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`alter database ${scratch.name} with is_template true allow_connections false`);
    await admin.end();
    postgres = {
      name: scratch.name,
      async drop() {
        const client = new pg.Client({ connectionString: baseUrl });
        await client.connect();
        await client.query(`alter database ${scratch.name} with is_template false allow_connections true`);
        await client.end();
        await scratch.drop();
      },
    };
  }
  project.provide('pgliteTemplate', pgliteTemplate);
  project.provide('postgresTemplate', postgres?.name ?? null);
  return async () => {
    rmSync(pgliteTemplate, { recursive: true, force: true });
    await postgres?.drop();
  };
}
