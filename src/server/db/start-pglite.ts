/**
 * Starts PGlite on its folder, and turns a folder it cannot use into a ConfigError that names the folder,
 * quotes PostgreSQL briefly and gives the way out. What PGlite 0.5 really does with a damaged folder:
 * - global/pg_control full of garbage, or a bad checksum: throws "PGlite failed to initialize properly"
 *   (PostgreSQL: FATAL "database files are incompatible with server" / "incorrect checksum in control file");
 * - pg_control empty, a system catalogue truncated, the WAL garbage or gone: WebAssembly "Aborted()", after
 *   a PANIC ("could not read file", "could not open critical system index", "could not locate a valid
 *   checkpoint record");
 * - PG_VERSION deleted: runs initdb over the folder and opens a new, empty database, so the old data would
 *   be silently replaced (and the store would seed it): refused here before PGlite sees the folder;
 * - a table's file truncated: opens, and the table reads as shorter. Nothing to catch at start.
 * None of these hung; the time limit is for a start that waits for ever.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { ConfigError } from '../env.js';

/** Far above a healthy start (initdb takes seconds) and a recovery from the write-ahead log. */
export const OPEN_TIME_LIMIT_MS = 120_000;

/** The start did not end in time: PGlite may still be working on the folder, so its lock must stay. */
export class OpenTimeoutError extends ConfigError {}

const WAY_OUT =
  'Restore DATA_DIR from a backup, or move the folder aside to start with an empty store: see "Backup and restore" in docs/operations.md.';

export interface StartedPglite {
  client: PGlite;
  /** PostgreSQL found the folder not shut down cleanly and replayed its write-ahead log. */
  hasRecovered: boolean;
}

export async function startPglite(directory: string, extensions: PGliteOptions['extensions']): Promise<StartedPglite> {
  refuseFolderWithoutVersion(directory);
  const serverLog: string[] = [];
  let isStarting = true;
  const onStderr = (line: string) => {
    if (isStarting) serverLog.push(line);
    return false;
  };
  let timer: NodeJS.Timeout | undefined;
  const timeLimit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new OpenTimeoutError(
      `The embedded database in ${directory} did not open within ${OPEN_TIME_LIMIT_MS / 1000} s.${quote(serverLog)}\n${WAY_OUT}`,
    )), OPEN_TIME_LIMIT_MS);
  });
  try {
    const client = await Promise.race([PGlite.create({ dataDir: directory, extensions, onStderr }), timeLimit]);
    return { client, hasRecovered: serverLog.some((line) => line.includes('not properly shut down')) };
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    const pgliteSays = (error as Error).message.split('\n')[0];
    throw new ConfigError(`The embedded database in ${directory} cannot be opened (PGlite: ${pgliteSays}).${quote(serverLog)}\n${WAY_OUT}`);
  } finally {
    isStarting = false;
    clearTimeout(timer);
  }
}

/** PGlite treats a folder without PG_VERSION as empty and writes a new database over what is there. */
function refuseFolderWithoutVersion(directory: string): void {
  if (!existsSync(directory) || readdirSync(directory).length === 0 || existsSync(join(directory, 'PG_VERSION'))) return;
  throw new ConfigError(
    `The embedded database in ${directory} is damaged: PG_VERSION is missing, and opening it would replace it with a new, empty database.\n${WAY_OUT}`,
  );
}

/** PostgreSQL's own last complaints, without their time stamps. */
function quote(serverLog: string[]): string {
  const lines = serverLog
    .map((line) => line.replace(/^\S+ \S+ \S+ \[\d+\] /, ''))
    .filter((line) => /^(FATAL|PANIC|ERROR|DETAIL|HINT):/.test(line))
    .slice(-5);
  return lines.length ? `\nPostgreSQL says:\n  ${lines.join('\n  ')}` : '';
}
