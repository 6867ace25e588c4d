/** `npm run admin -- <args>` in tests, run as the operator types it, beside a store running as a real process. */
import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { promisify } from 'node:util';
import { PROJECT_ROOT } from '../../src/server/paths.js';
import type { StoreProcess } from './store-process.js';

export interface AdminToolRun { code: number; stdout: string; stderr: string }

/** The tool in the store's environment (its DATA_DIR, and DATABASE_URL when the store has one). */
export async function runAdminTool(env: Record<string, string>, args: string[]): Promise<AdminToolRun> {
  try {
    const { stdout, stderr } = await promisify(execFile)('npm', ['run', '--silent', 'admin', '--', ...args], {
      cwd: PROJECT_ROOT, env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env }, timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** After such a test: the store killed if it still runs, its database dropped, its folder removed. */
export async function removeStoreProcess({ running, drop, root }: { running?: StoreProcess; drop?: () => Promise<void>; root: string }): Promise<void> {
  if (running) {
    running.kill('SIGKILL');
    await running.exited;
  }
  await drop?.();
  rmSync(root, { recursive: true, force: true });
}
