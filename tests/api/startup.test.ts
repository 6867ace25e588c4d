import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from '../../src/server/env.js';
import { resolveSecrets } from '../../src/server/secrets.js';
import { startStore, type RunningStore } from '../../src/server/store.js';
import { createScratchDatabase, TEST_SECRETS } from '../support/test-store.js';

const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PUBLIC_URL = 'https://pixelkeys.example';
/** The operator's identity, which production requires (it is printed on every invoice). */
const OPERATOR = { STORE_LEGAL_NAME: 'Pixelkeys Digital S.L.', STORE_TAX_ID: 'B12345674', STORE_ADDRESS: 'Calle Mayor 1, 28013 Madrid' };

describe('configuration', () => {
  it('has the documented defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: './data', SEED: 'demo' });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'], [{ PORT: '70000' }, 'PORT'], [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SEED: 'everything' }, 'SEED'], [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'], [{ KEY_ENCRYPTION_KEY: 'short' }, 'KEY_ENCRYPTION_KEY'],
    [{ AUTH_SECRET: 'tooshort' }, 'AUTH_SECRET'],
  ])('a bad value %j stops start-up with a message naming %s', (source, name) => {
    expect(() => parseEnv(source)).toThrow(ConfigError);
    expect(() => parseEnv(source)).toThrow(new RegExp(`${name}:`));
  });
});

describe('the public address (issue 9 §2)', () => {
  it('production refuses to start without PUBLIC_URL: links in mails would come from the request', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', ...OPERATOR, ...TEST_SECRETS })).toThrow(/PUBLIC_URL: required with NODE_ENV=production/);
    expect(parseEnv({ NODE_ENV: 'production', PUBLIC_URL, ...OPERATOR, ...TEST_SECRETS }).PUBLIC_URL).toBe(PUBLIC_URL);
  });

  it("issue 11 §4: production refuses to start without the store's legal name, NIF and address, printed on every invoice", () => {
    for (const name of Object.keys(OPERATOR)) {
      const { [name as keyof typeof OPERATOR]: _missing, ...rest } = OPERATOR;
      expect(() => parseEnv({ NODE_ENV: 'production', PUBLIC_URL, ...rest, ...TEST_SECRETS })).toThrow(new RegExp(`${name}: required with NODE_ENV=production`));
    }
    // Elsewhere the demo identity stands in (README).
    expect(parseEnv({}).STORE_TAX_ID).toBe('B00000000');
    expect(parseEnv({ STORE_TAX_ID: ' B12345674 ' }).STORE_TAX_ID).toBe('B12345674');
  });

  it('TRUST_PROXY must be addresses or CIDR ranges', () => {
    expect(() => parseEnv({ TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY:/);
    expect(parseEnv({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8, ::1' }).TRUST_PROXY).toBeDefined();
  });
});

describe('secrets', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pixelkeys-secrets-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('the embedded default generates them once into DATA_DIR/secrets.json, mode 0600, with a warning', () => {
    const warnings: string[] = [];
    const first = resolveSecrets(parseEnv({ DATA_DIR: dir }), (message) => warnings.push(message));
    const file = join(dir, 'secrets.json');
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(warnings).toHaveLength(1);
    expect(first.keyEncryptionKey).toHaveLength(32);
    const again = resolveSecrets(parseEnv({ DATA_DIR: dir }), () => undefined);
    expect(again.keyEncryptionKey.equals(first.keyEncryptionKey)).toBe(true);
    expect(readFileSync(file, 'utf8')).toContain(first.authSecret);
  });

  it('production, or PostgreSQL, refuses to start without them', () => {
    expect(() => resolveSecrets(parseEnv({ DATA_DIR: dir, NODE_ENV: 'production', PUBLIC_URL, ...OPERATOR }), () => undefined)).toThrow(/AUTH_SECRET, KEY_ENCRYPTION_KEY/);
    expect(() => resolveSecrets(parseEnv({ DATA_DIR: dir, DATABASE_URL: POSTGRES_URL }), () => undefined)).toThrow(ConfigError);
    expect(resolveSecrets(parseEnv({ DATA_DIR: dir, NODE_ENV: 'production', PUBLIC_URL, ...OPERATOR, ...TEST_SECRETS }), () => undefined).authSecret).toBe(TEST_SECRETS.AUTH_SECRET);
  });
});

describe('two instances starting together on one PostgreSQL database', () => {
  const stores: RunningStore[] = [];
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close()));
    await drop?.();
  });

  it('migrate and seed once, under the start-up lock, and both serve', async () => {
    const scratch = await createScratchDatabase(POSTGRES_URL);
    drop = scratch.drop;
    const env = parseEnv({ DATABASE_URL: scratch.url, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', NODE_ENV: 'test', ...TEST_SECRETS });
    stores.push(...(await Promise.all([startStore(env, pino({ level: 'silent' })), startStore(env, pino({ level: 'silent' }))])));
    const [counts] = await stores[0]!.database.query<{ products: number; news: number; keys: number }>(
      `select (select count(*)::int from products) as products, (select count(*)::int from news) as news,
              (select count(*)::int from game_keys) as keys`);
    const { demoCatalog } = await import('../../src/server/db/seed/demo-catalog.js');
    expect(counts!.products).toBe(demoCatalog.products.length);
    expect(counts!.news).toBe(demoCatalog.news.length);
    expect(counts!.keys).toBe(demoCatalog.products.filter((p) => !p.isPreorder && !p.bundle).reduce((sum, p) => sum + p.keyCount, 0));
    for (const store of stores) expect((await fetch(`${store.url}/api/getProduct?id=1`)).status).toBe(200);
  });

  it('keys are stored encrypted, never in clear', async () => {
    const rows = await stores[0]!.database.query<{ code_ciphertext: string }>('select code_ciphertext from game_keys limit 20');
    for (const row of rows) expect(row.code_ciphertext).toMatch(/^v1:[A-Za-z0-9+/=]+$/);
  });
});
