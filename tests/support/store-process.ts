/**
 * The store as a real operating-system process (storeCommand: the current build, else the sources through
 * tsx), for what only separate processes show: locks, signals, exit codes. Waits read the JSON log lines
 * the server writes, never fixed sleeps.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { builtServerArguments, serverBuildIsCurrent } from '../../scripts/built.mjs';
import { PROJECT_ROOT } from '../../src/server/paths.js';
import { TEST_SECRETS } from './test-store.js';

export interface LogEntry { level: number; msg: string; [key: string]: unknown }

export interface StoreProcess {
  pid: number;
  /** Every stdout line so far, and stderr as text, for assertions and failure messages. */
  output(): string;
  stderr(): string;
  logs(): LogEntry[];
  waitForLog(matches: (entry: LogEntry) => boolean, what: string, timeoutMs?: number): Promise<LogEntry>;
  /** Resolves when the process has exited, with its code (null when a signal ended it). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill(signal: NodeJS.Signals): void;
}

/** Generous: the test machine has two cores and other work runs on it. */
const WAIT_MS = 60_000;

/**
 * How the store is started: as `npm start` runs it (the built server) when that build is current, which a run
 * of CI's has (`npm run build` comes first) and which starts in about 4 CPU-seconds against 7 through tsx; else
 * from the sources through tsx, so a test never runs a stale build.
 */
function storeCommand(): string[] {
  return serverBuildIsCurrent() ? builtServerArguments() : ['--import', 'tsx', join(PROJECT_ROOT, 'src/server/main.ts')];
}

/** Starts the store (storeCommand) on the embedded database in `dataDir`, on a free port. */
export function spawnStore(dataDir: string, env: Record<string, string> = {}): StoreProcess {
  const child: ChildProcess = spawn(process.execPath, storeCommand(), {
    cwd: PROJECT_ROOT,
    // A clean environment: never the DATABASE_URL that CI sets for the PostgreSQL run.
    env: {
      PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir,
      SEED: 'none', LOG_LEVEL: 'info', ...TEST_SECRETS, ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  const entries: LogEntry[] = [];
  const listeners = new Set<() => void>();
  let partialLine = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
    const lines = (partialLine + chunk).split('\n');
    partialLine = lines.pop()!;
    for (const line of lines) if (line.startsWith('{')) entries.push(JSON.parse(line) as LogEntry);
    for (const listener of listeners) listener();
  });
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => { stderr += chunk; });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on('exit', (code, signal) => {
      // Let the last output arrive before anyone reads it.
      setImmediate(() => {
        resolve({ code, signal });
        for (const listener of listeners) listener();
      });
    });
  });
  let hasExited = false;
  void exited.then(() => { hasExited = true; });
  const output = () => `stdout:\n${stdout}\nstderr:\n${stderr}`;
  return {
    pid: child.pid!,
    output,
    stderr: () => stderr,
    logs: () => entries,
    exited,
    kill: (signal) => child.kill(signal),
    waitForLog(matches, what, timeoutMs = WAIT_MS) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = entries.find(matches);
          if (found) return finish(() => resolve(found));
          if (hasExited) finish(() => reject(new Error(`The store exited before logging ${what}\n${output()}`)));
        };
        const timer = setTimeout(() => finish(() => reject(new Error(`No log line ${what} within ${timeoutMs} ms\n${output()}`))), timeoutMs);
        const finish = (settle: () => void) => {
          clearTimeout(timer);
          listeners.delete(check);
          settle();
        };
        listeners.add(check);
        check();
      });
    },
  };
}

/** Starts a store process and waits until it serves; returns it with its URL. */
export async function startStoreProcess(dataDir: string, env: Record<string, string> = {}): Promise<StoreProcess & { url: string }> {
  const store = spawnStore(dataDir, env);
  const serving = await store.waitForLog((entry) => entry.msg === 'Pixelkeys is serving', '"Pixelkeys is serving"');
  return Object.assign(store, { url: serving.url as string });
}

/** Waits for the exit, failing (with the output) if it takes longer than the wait limit. */
export async function exitOf(store: StoreProcess, timeoutMs = WAIT_MS): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The store did not exit within ${timeoutMs} ms\n${store.output()}`)), timeoutMs);
  });
  try {
    return await Promise.race([store.exited, limit]);
  } finally {
    clearTimeout(timer);
  }
}
