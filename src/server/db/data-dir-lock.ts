/**
 * The DATA_DIR lock (ARCHITECTURE.md "One opener for the embedded database"). PGlite has no lock of its
 * own, and two processes writing one folder lose acknowledged writes and corrupt indexes, so every opener
 * takes `DATA_DIR/pixelkeys.lock` before PGlite touches the folder, and gives it back when it closes.
 *
 * Creating: the holder is written whole to a private file, then hard-linked to the lock's name. link()
 * fails if the name exists, so exactly one process wins, and nobody ever reads a half-written lock.
 *
 * Taking over a stale lock (its process is gone): hard-link it to a name only that stale lock has
 * (`pixelkeys.lock.takeover-<its token>`). Of several processes that found the same stale lock, one gets
 * that name; the others back off and look again. The winner checks that what it linked really is the
 * stale lock (someone may have replaced it meanwhile), removes it, and competes for a new lock like anyone.
 * Only a holder of the takeover name removes a lock, and only the stale one: a live lock is never removed.
 */
import { closeSync, fsyncSync, linkSync, openSync, readFileSync, rmSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ConfigError } from '../env.js';
import { describeHolder, describeThisProcess, lockHolderSchema, mayStillRun, type LockHolder } from './lock-holder.js';

export const LOCK_FILE_NAME = 'pixelkeys.lock';

export interface DataDirLock {
  file: string;
  holder: LockHolder;
  /** A stale lock found on the way: its process ended without closing the database (an unclean stop). */
  staleHolder?: LockHolder;
  /** Removes the lock if it is still this one; safe to call twice. */
  release(): void;
}

export interface AcquireOptions {
  /** For tests: runs between finding a stale lock and taking it over, to play a race step by step. */
  beforeTakeover?: (stale: LockHolder) => Promise<void> | void;
}

/** The locks this process holds: file → token. A second open in this process is refused like any other. */
const heldHere = new Map<string, string>();
/** A takeover that finds the takeover name taken waits for the other process this long, at most. */
const RETRY_MS = 50;
const ATTEMPTS = 40;

export async function acquireDataDirLock(dataDir: string, options: AcquireOptions = {}): Promise<DataDirLock> {
  const file = join(resolve(dataDir), LOCK_FILE_NAME);
  const holder = describeThisProcess();
  let staleHolder: LockHolder | undefined;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (createLockFile(file, holder)) {
      heldHere.set(file, holder.token);
      releaseAllAtExit();
      return { file, holder, staleHolder, release: () => releaseLock(file, holder.token) };
    }
    const current = readLock(file);
    if (!current) continue; // released meanwhile: try again
    if (mayStillRun(current, heldHere.get(file) === current.token)) throw lockHeldError(resolve(dataDir), file, current);
    staleHolder = current;
    await options.beforeTakeover?.(current);
    if (takeOverStaleLock(file, current) === 'another process is taking it over') await sleep(RETRY_MS);
  }
  throw new ConfigError(
    `DATA_DIR ${resolve(dataDir)}: the stale lock ${file}${staleHolder ? ` (left by ${describeHolder(staleHolder)})` : ''} ` +
      `is being taken over by another process, or one died doing so.\n` +
      `If no Pixelkeys process uses this folder, delete ${file} and the ${LOCK_FILE_NAME}.takeover-* files next to it, then start again.`,
  );
}

/** True when this process created the lock; false when the name already exists. */
function createLockFile(file: string, holder: LockHolder): boolean {
  const privateCopy = `${file}.${holder.token}.new`;
  const descriptor = openSync(privateCopy, 'wx', 0o600);
  try {
    writeSync(descriptor, `${JSON.stringify(holder)}\n`);
    fsyncSync(descriptor); // after a power cut the lock still names its holder, rather than being empty
  } finally {
    closeSync(descriptor);
  }
  try {
    linkSync(privateCopy, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw new ConfigError(`Cannot create the lock file ${file} (${(error as Error).message}): DATA_DIR must be on a local filesystem with hard links`);
  } finally {
    rmSync(privateCopy, { force: true });
  }
}

/** The lock's holder; undefined when there is no lock (any more). */
function readLock(file: string): LockHolder | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    return lockHolderSchema.parse(JSON.parse(text));
  } catch {
    throw new ConfigError(`The lock file ${file} cannot be read (not a Pixelkeys lock). If no Pixelkeys process uses this folder, delete it and start again.`);
  }
}

type TakeoverOutcome = 'taken over' | 'the lock changed meanwhile' | 'another process is taking it over';

function takeOverStaleLock(file: string, stale: LockHolder): TakeoverOutcome {
  const takeoverName = `${file}.takeover-${stale.token}`;
  try {
    linkSync(file, takeoverName);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return 'the lock changed meanwhile';
    if (code === 'EEXIST') return 'another process is taking it over';
    throw error;
  }
  try {
    // What got linked is whatever held the lock's name a moment ago: it must still be the stale lock.
    if (readLock(takeoverName)?.token !== stale.token) return 'the lock changed meanwhile';
    unlinkSync(file);
    return 'taken over';
  } finally {
    // Only after the stale lock is gone: a latecomer that links the name now links a new lock, or nothing.
    rmSync(takeoverName, { force: true });
  }
}

function releaseLock(file: string, token: string): void {
  if (heldHere.get(file) !== token) return;
  heldHere.delete(file);
  try {
    if (readLock(file)?.token === token) unlinkSync(file);
  } catch {
    // The lock was replaced by hand or is unreadable: it is not ours to remove.
  }
}

let isReleasingAtExit = false;
/** The last resort: a process that exits without closing its database still frees the folder. */
function releaseAllAtExit(): void {
  if (isReleasingAtExit) return;
  isReleasingAtExit = true;
  process.on('exit', () => {
    for (const [file, token] of heldHere) releaseLock(file, token);
  });
}

function lockHeldError(dataDir: string, file: string, holder: LockHolder): ConfigError {
  const isThisMachine = holder.hostname === hostname();
  if (isThisMachine && holder.pid === process.pid) {
    return new ConfigError(`DATA_DIR ${dataDir} is already open in this process (${describeHolder(holder)}): close that database before opening it again.`);
  }
  return new ConfigError(
    `DATA_DIR ${dataDir} is in use by another Pixelkeys process: ${describeHolder(holder)} (lock file ${file}).\n` +
      `The embedded database takes one process at a time: stop that process, or give this one another DATA_DIR. ` +
      `Command-line tools must go through the running store rather than open its data folder.` +
      (isThisMachine
        ? ''
        : `\nA process on another machine cannot be checked from here: if no store on ${holder.hostname} uses this folder any more, delete ${file} and start again.`),
  );
}
