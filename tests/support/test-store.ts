/**
 * A whole store for a test file: a fresh database (a new PGlite folder, or a new PostgreSQL database
 * when DATABASE_URL is set), migrated and seeded with the demo catalogue, served on a free port.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import pino, { type Logger } from 'pino';
import { inject } from 'vitest';
import { parseEnv } from '../../src/server/env.js';
import { startStore, type RunningStore, type StoreOptions } from '../../src/server/store.js';

export interface TestStore extends RunningStore {
  get(path: string, init?: RequestInit): Promise<Response>;
  post(path: string, body: unknown, init?: RequestInit): Promise<Response>;
}

export const TEST_SECRETS = {
  AUTH_SECRET: 'test-auth-secret-0123456789abcdefghijklmnop',
  KEY_ENCRYPTION_KEY: '0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0',
};

/**
 * Creates a fresh database next to the one in `baseUrl` (a copy of `template` when given) and returns its
 * name, URL and a dropper.
 */
export async function createScratchDatabase(baseUrl: string, template?: string): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `pixelkeys_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

function providedTemplates(): { pglite: string; postgres?: string } | undefined {
  try {
    const pglite = inject('pgliteTemplate');
    return pglite ? { pglite, postgres: inject('postgresTemplate') ?? undefined } : undefined;
  } catch {
    return undefined; // Not inside a Vitest run (a script): a fresh database.
  }
}

/**
 * A database for a store of its own, with the run's migrated and seeded catalogue: the PGlite template copied
 * into `dataDir`, or a PostgreSQL database made from the template when DATABASE_URL is set (its URL in `env`).
 */
export async function seededDatabase(dataDir: string): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const template = providedTemplates();
  if (template && !process.env.DATABASE_URL) cpSync(template.pglite, dataDir, { recursive: true });
  const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL, template?.postgres) : undefined;
  return { env: scratch ? { DATABASE_URL: scratch.url } : {}, drop: async () => scratch?.drop() };
}

/** `logger`: to read what the store logs (it is silent otherwise); `stripeApi`: a local fake of Stripe's API (fake-stripe.ts). */
export async function startTestStore(overrides: Record<string, string> = {}, { logger, stripeApi }: { logger?: Logger } & StoreOptions = {}): Promise<TestStore> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pixelkeys-test-'));
  // The run's migrated and seeded database (tests/support/database-template.ts), unless the test asks for
  // another seed or database of its own.
  const ownDatabase = ['SEED', 'DATA_DIR', 'DATABASE_URL', 'KEY_ENCRYPTION_KEY'].some((name) => name in overrides);
  const scratch = ownDatabase
    ? process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL).then((made) => ({ env: { DATABASE_URL: made.url }, drop: made.drop })) : undefined
    : await seededDatabase(dataDir);
  const env = parseEnv({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...TEST_SECRETS,
    ...scratch?.env,
    ...overrides,
  });
  const store = await startStore(env, logger ?? pino({ level: 'silent' }), { stripeApi });
  return {
    ...store,
    get: (path, init) => fetch(`${store.url}${path}`, init),
    post: (path, body, init) =>
      fetch(`${store.url}${path}`, {
        ...init,
        method: 'POST',
        // A page of the store sends its Origin with every write (http/origin-check.ts).
        headers: { 'content-type': 'application/json', origin: store.url, ...(init?.headers ?? {}) },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    async close() {
      await store.close();
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
