/**
 * The embedded database's folder (issue 9, ARCHITECTURE.md "One opener for the embedded database"): one
 * process at a time (a lock file), private modes, a clean stop on SIGTERM, and clear messages after an
 * unclean stop or when the folder is corrupt. Always the embedded engine (CI runs it in its PGlite pass only).
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import pino, { type Logger } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client.js';
import { ConfigError, parseEnv } from '../../src/server/env.js';
import { startStore } from '../../src/server/store.js';
import { exitOf, spawnStore, startStoreProcess, type StoreProcess } from '../support/store-process.js';
import { TEST_SECRETS } from '../support/test-store.js';

const LOCK_FILE = 'pixelkeys.lock';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PROCESS_TEST_MS = 120_000;

const embeddedEnv = (dataDir: string) =>
  parseEnv({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED: 'none', ...TEST_SECRETS });

function capturingLogger(): { logger: Logger; warnings(): string[] } {
  const entries: { level: number; msg: string }[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => entries.push(JSON.parse(line) as { level: number; msg: string }) });
  return { logger, warnings: () => entries.filter((entry) => entry.level === 40).map((entry) => entry.msg) };
}

/** Paths under `dir` (and `dir` itself) that group or others may read, write or enter. */
function openToOthers(dir: string): string[] {
  const found = statSync(dir).mode & 0o077 ? [dir] : [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...openToOthers(path));
    else if (statSync(path).mode & 0o077) found.push(path);
  }
  return found;
}

function setModesEverywhere(dir: string, folderMode: number, fileMode: number): void {
  chmodSync(dir, folderMode);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) setModesEverywhere(path, folderMode, fileMode);
    else chmodSync(path, fileMode);
  }
}

/** A pid that ran a moment ago and has exited, as a crashed store's would be. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
  return Number(child.stdout.trim());
}

/** The lock a crashed store would leave. */
function writeStaleLock(dataDir: string, pid: number): void {
  const owner = { pid, hostname: hostname(), startedAt: '2026-01-02T03:04:05.000Z', token: 'left-by-a-crash' };
  writeFileSync(join(dataDir, LOCK_FILE), JSON.stringify(owner), { mode: 0o600 });
}

const inProcessRoot = mkdtempSync(join(tmpdir(), 'pixelkeys-datadir-'));
afterAll(() => rmSync(inProcessRoot, { recursive: true, force: true }));

describe('one opener at a time on an embedded DATA_DIR, in one process', () => {
  const root = inProcessRoot;
  // Not there yet: the store creates it.
  const dataDir = join(root, 'store', 'data');

  it('creates DATA_DIR with mode 0700 and leaves nothing under it open to group or others', async () => {
    const store = await startStore(embeddedEnv(dataDir), pino({ level: 'silent' }));
    try {
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      expect(openToOthers(dataDir)).toEqual([]);
    } finally {
      await store.close();
    }
    expect(openToOthers(dataDir)).toEqual([]);
  });

  it('refuses a second open while the first is open, which keeps answering; after it closes, a new open succeeds', async () => {
    const first = await startStore(embeddedEnv(dataDir), pino({ level: 'silent' }));
    try {
      expect(existsSync(join(dataDir, LOCK_FILE))).toBe(true);
      const secondStore = startStore(embeddedEnv(dataDir), pino({ level: 'silent' }));
      await expect(secondStore).rejects.toThrow(ConfigError);
      await expect(secondStore).rejects.toThrow(new RegExp(`${escape(dataDir)}[^]*already open in this process \\(pid ${process.pid}`));
      await expect(openDatabase({ dataDir })).rejects.toThrow(/already open in this process/);
      expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
      expect(await first.database.query('select 1 as one')).toEqual([{ one: 1 }]);
    } finally {
      await first.close();
    }
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    const again = await openDatabase({ dataDir });
    expect(await again.query('select 2 as two')).toEqual([{ two: 2 }]);
    await again.close();
  });

  it('takes over a lock whose process no longer runs, saying the last run did not stop cleanly', async () => {
    const pid = deadPid();
    writeStaleLock(dataDir, pid);
    const { logger, warnings } = capturingLogger();
    const store = await startStore(embeddedEnv(dataDir), logger);
    try {
      expect(warnings().join('\n')).toMatch(new RegExp(`last run \\(pid ${pid} on ${escape(hostname())}, started 2026-01-02T03:04:05.000Z\\) did not stop cleanly`));
      expect((await fetch(`${store.url}/readyz`)).status).toBe(200);
    } finally {
      await store.close();
    }
  });

  it('repairs a folder left open to others (files 0666, folders 0755) and says how many entries it fixed', async () => {
    setModesEverywhere(dataDir, 0o755, 0o666);
    const { logger, warnings } = capturingLogger();
    const store = await startStore(embeddedEnv(dataDir), logger);
    try {
      expect(openToOthers(dataDir)).toEqual([]);
      expect(warnings().join('\n')).toMatch(/removed group and other access from \d{3,} entries/);
    } finally {
      await store.close();
    }
  });

  it('says so when the database was not closed cleanly though no lock was left (a process made to exit at once)', async () => {
    const open = await openDatabase({ dataDir });
    const crashImage = join(root, 'crash-image');
    try {
      await open.query('create table if not exists crash_probe (id int)');
      await open.query('insert into crash_probe values (1)');
      // A copy of a folder in use is what a process that exits without closing leaves behind.
      spawnSync('cp', ['-a', dataDir, crashImage]);
    } finally {
      await open.close();
    }
    unlinkSync(join(crashImage, LOCK_FILE));
    const warnings: string[] = [];
    const recovered = await openDatabase({ dataDir: crashImage, warn: (message) => warnings.push(message) });
    try {
      expect(warnings.join('\n')).toMatch(/not closed cleanly last time[^]*recovered it from its write-ahead log/);
      expect(await recovered.query('select count(*)::int as rows from crash_probe')).toEqual([{ rows: 1 }]);
    } finally {
      await recovered.close();
    }
  });

  it.each([
    ['global/pg_control overwritten with garbage', (pglite: string) => writeFileSync(join(pglite, 'global/pg_control'), Buffer.alloc(8192, 0x5a)), /incompatible with server/],
    ['PG_VERSION deleted (PGlite would silently make a new, empty database)', (pglite: string) => unlinkSync(join(pglite, 'PG_VERSION')), /PG_VERSION is missing/],
  ])('a data folder with %s stops start-up with a ConfigError naming it and the way out, and frees the folder', async (_, corrupt, pgliteSays) => {
    const copy = join(root, `corrupt-${Math.random().toString(36).slice(2)}`);
    spawnSync('cp', ['-a', dataDir, copy]);
    corrupt(join(copy, 'pglite'));
    const failure = openDatabase({ dataDir: copy });
    await expect(failure).rejects.toThrow(ConfigError);
    await expect(failure).rejects.toThrow(new RegExp(`${escape(join(copy, 'pglite'))}[^]*Backup and restore[^]*docs/operations.md`));
    await expect(failure).rejects.toThrow(pgliteSays);
    expect(existsSync(join(copy, LOCK_FILE))).toBe(false);
  });
});

/** A POST whose body is sent in parts: `accepted` resolves once the server has read its headers. */
function slowPost(url: string, path: string) {
  const req = request(`${url}${path}`, {
    method: 'POST',
    // The store's own Origin, as its pages send it (http/origin-check.ts).
    headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked', expect: '100-continue', origin: url },
  });
  const accepted = new Promise<void>((resolve) => req.on('continue', () => resolve()));
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('error', reject);
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (chunk: string) => { body += chunk; });
      res.on('end', () => resolve({ status: res.statusCode!, body }));
      res.on('error', reject);
    });
  });
  req.flushHeaders();
  return { req, accepted, response };
}

const subscribe = (url: string, email: string) =>
  fetch(`${url}/api/subscribeToNewsletter`, { method: 'POST', headers: { 'content-type': 'application/json', origin: url }, body: JSON.stringify({ email }) });

describe('separate store processes on one DATA_DIR', () => {
  const root = mkdtempSync(join(tmpdir(), 'pixelkeys-datadir-processes-'));
  const dataDir = join(root, 'data');
  const lockFile = join(dataDir, LOCK_FILE);
  const started: StoreProcess[] = [];
  let first: StoreProcess & { url: string };

  beforeAll(async () => {
    // The migrated folder the tests above left spares a second initdb; a new folder is tested above.
    const template = join(inProcessRoot, 'store', 'data');
    if (existsSync(template)) cpSync(template, dataDir, { recursive: true });
    first = await startStoreProcess(dataDir);
    started.push(first);
  }, PROCESS_TEST_MS);
  afterAll(async () => {
    for (const store of started) store.kill('SIGKILL');
    await Promise.all(started.map((store) => store.exited));
    rmSync(root, { recursive: true, force: true });
  }, PROCESS_TEST_MS);

  it('a second store is refused with a message naming the first, and the first keeps serving and writing', async () => {
    const second = spawnStore(dataDir);
    started.push(second);
    const { code } = await exitOf(second);
    expect(code).toBe(1);
    expect(second.stderr()).toContain(`pid ${first.pid} on ${hostname()}`);
    expect(second.stderr()).toContain(dataDir);
    expect(second.stderr()).toMatch(/stop that process, or give this one another DATA_DIR/);
    expect(second.stderr()).not.toMatch(/\n\s+at /);
    expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
    expect((await subscribe(first.url, 'still-writing@example.com')).status).toBe(200);
  }, PROCESS_TEST_MS);

  it('SIGTERM lets the request in flight finish, releases the lock, says it stopped cleanly and exits 0', async () => {
    const inFlight = slowPost(first.url, '/api/subscribeToNewsletter');
    await inFlight.accepted;
    inFlight.req.write('{"email": "in-flight');
    // Twice at once, as when Ctrl-C reaches both `npm start`'s wrapper and the server: still one clean stop.
    first.kill('SIGTERM');
    first.kill('SIGTERM');
    await first.waitForLog((entry) => entry.msg === 'shutting down', '"shutting down"');
    inFlight.req.end('@example.com"}');
    expect(await inFlight.response).toMatchObject({ status: 200 });
    expect(await exitOf(first)).toEqual({ code: 0, signal: null });
    expect(first.logs().map((entry) => entry.msg)).toContain('Pixelkeys stopped cleanly');
    expect(existsSync(lockFile)).toBe(false);
  }, PROCESS_TEST_MS);

  it('after kill -9 the next start says the last run did not stop cleanly, and serves', async () => {
    const killed = await startStoreProcess(dataDir);
    started.push(killed);
    killed.kill('SIGKILL');
    await exitOf(killed);
    const next = await startStoreProcess(dataDir);
    started.push(next);
    const warning = next.logs().find((entry) => entry.level === 40 && /did not stop cleanly/.test(entry.msg));
    expect(warning?.msg).toContain(`pid ${killed.pid}`);
    expect((await subscribe(next.url, 'after-a-crash@example.com')).status).toBe(200);

    // A second signal during the stop (a request holds it open) ends the process at once, with code 1.
    const held = slowPost(next.url, '/api/subscribeToNewsletter');
    held.response.catch(() => undefined);
    await held.accepted;
    next.kill('SIGTERM');
    await next.waitForLog((entry) => entry.msg === 'shutting down', '"shutting down"');
    // A signal repeated within a second counts as the same one (see the test above).
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    next.kill('SIGTERM');
    expect(await exitOf(next)).toEqual({ code: 1, signal: null });
    expect(next.logs().some((entry) => /second signal/.test(entry.msg))).toBe(true);
    // The lock goes with the process even so (its exit handler); the next start learns of the unclean stop
    // from PostgreSQL's recovery (tested in one process above).
    expect(existsSync(lockFile)).toBe(false);
  }, PROCESS_TEST_MS);

  it('a corrupt data folder stops start-up with the message and exit code 1, without hanging', async () => {
    writeFileSync(join(dataDir, 'pglite/global/pg_control'), Buffer.alloc(8192, 0x5a));
    const broken = spawnStore(dataDir);
    started.push(broken);
    expect((await exitOf(broken)).code).toBe(1);
    expect(broken.stderr()).toContain(join(dataDir, 'pglite'));
    expect(broken.stderr()).toMatch(/incompatible with server/);
    expect(broken.stderr()).toMatch(/Backup and restore/);
    expect(existsSync(lockFile)).toBe(false);
  }, PROCESS_TEST_MS);
});
