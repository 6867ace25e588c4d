/** The operator's tool (`npm run admin`) run as a process, in a store's environment (DATA_DIR, DATABASE_URL). */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll } from 'vitest';
import { PROJECT_ROOT } from '../../src/server/paths.js';
import { exitOf, startStoreProcess, type StoreProcess } from './store-process.js';
import { seededDatabase } from './test-store.js';

export interface ToolRun { code: number; stdout: string; stderr: string }

/**
 * `node scripts/admin.mjs <args>`: what `npm run admin -- <args>` runs (package.json), without npm's own start-up
 * (about 0.35 CPU-seconds a call on the 2-core machine, some thirty calls a pass). Each test of a tool's commands
 * makes its first call through npm (runAdminToolThroughNpm), as the operator types it.
 */
export function runAdminTool(env: Record<string, string>, ...args: string[]): Promise<ToolRun> {
  return run(process.execPath, [join(PROJECT_ROOT, 'scripts/admin.mjs'), ...args], env);
}

/** `npm run admin -- <args>` as the operator types it. */
export function runAdminToolThroughNpm(env: Record<string, string>, ...args: string[]): Promise<ToolRun> {
  return run('npm', ['run', '--silent', 'admin', '--', ...args], env);
}

async function run(command: string, args: string[], env: Record<string, string>): Promise<ToolRun> {
  try {
    const { stdout, stderr } = await promisify(execFile)(command, args, {
      cwd: PROJECT_ROOT, env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env }, timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as ToolRun;
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/**
 * A store run as a child process on a data folder of its own, for tests of `npm run admin` while it runs
 * and after it stopped (decision 0016). Call in a describe block: its afterAll cleans up.
 */
export function storeForTools(prefix: string) {
  const root = mkdtempSync(join(tmpdir(), prefix));
  const dataDir = join(root, 'data');
  let running: (StoreProcess & { url: string }) | undefined;
  let drop: (() => Promise<void>) | undefined;
  let env: Record<string, string> = {};
  afterAll(async () => {
    if (running) {
      running.kill('SIGKILL');
      await running.exited;
    }
    await drop?.();
    rmSync(root, { recursive: true, force: true });
  });
  return {
    dataDir,
    /** DATABASE_URL of its database on PostgreSQL runs (empty on the embedded database). */
    env: () => env,
    /** Starts the store (the run's seeded database the first time); answers its URL. */
    async start(extra: Record<string, string> = {}): Promise<string> {
      if (!drop) ({ drop, env } = await seededDatabase(dataDir));
      running = await startStoreProcess(dataDir, { ...env, ...extra });
      return running.url;
    },
    /** Stops it with SIGTERM; answers its exit. */
    async stop() {
      running!.kill('SIGTERM');
      const exit = await exitOf(running!);
      running = undefined;
      return exit;
    },
    admin: (...args: string[]) => runAdminTool({ DATA_DIR: dataDir, ...env }, ...args),
    adminThroughNpm: (...args: string[]) => runAdminToolThroughNpm({ DATA_DIR: dataDir, ...env }, ...args),
  };
}
