/**
 * The DATA_DIR lock on its own: stale locks, reused pids, and races between openers that found the same
 * stale lock, played step by step through the `beforeTakeover` hook so that each interleaving is certain.
 */
import { spawn, spawnSync } from 'node:child_process';
import { linkSync, mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../env.js';
import { acquireDataDirLock, LOCK_FILE_NAME } from './data-dir-lock.js';
import type { LockHolder } from './lock-holder.js';

const root = mkdtempSync(join(tmpdir(), 'pixelkeys-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let folders = 0;
const newFolder = () => mkdtempSync(join(root, `${folders++}-`));

const holderOf = (dir: string) => JSON.parse(readFileSync(join(dir, LOCK_FILE_NAME), 'utf8')) as LockHolder;
const writeLock = (dir: string, holder: Partial<LockHolder> & { pid: number }) =>
  writeFileSync(join(dir, LOCK_FILE_NAME), JSON.stringify({ hostname: hostname(), startedAt: '2026-01-02T03:04:05.000Z', token: 'stale', ...holder }));

function deadPid(): number {
  return Number(spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' }).stdout.trim());
}

describe('the DATA_DIR lock', () => {
  it('is created whole, names its holder, and is removed on release (twice is harmless)', async () => {
    const dir = newFolder();
    const lock = await acquireDataDirLock(dir);
    expect(holderOf(dir)).toMatchObject({ pid: process.pid, hostname: hostname(), token: lock.holder.token });
    expect(lock.staleHolder).toBeUndefined();
    lock.release();
    lock.release();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('release leaves alone a lock that is no longer its own', async () => {
    const dir = newFolder();
    const lock = await acquireDataDirLock(dir);
    unlinkSync(join(dir, LOCK_FILE_NAME));
    writeLock(dir, { pid: process.ppid, token: 'someone-else' });
    lock.release();
    expect(holderOf(dir).token).toBe('someone-else');
  });

  it('takes over the lock of a pid that no longer runs, and reports it', async () => {
    const dir = newFolder();
    const pid = deadPid();
    writeLock(dir, { pid });
    const lock = await acquireDataDirLock(dir);
    expect(lock.staleHolder).toMatchObject({ pid, token: 'stale' });
    expect(holderOf(dir).token).toBe(lock.holder.token);
    lock.release();
  });

  it('takes over the lock of a pid now used by a process that is not node (Linux /proc)', async () => {
    const dir = newFolder();
    const sleeper = spawn('sleep', ['30']);
    try {
      writeLock(dir, { pid: sleeper.pid! });
      const lock = await acquireDataDirLock(dir);
      expect(lock.staleHolder?.pid).toBe(sleeper.pid);
      lock.release();
    } finally {
      sleeper.kill();
    }
  });

  it('takes over the lock of a pid now used by another node process, started at another time', async () => {
    const dir = newFolder();
    writeLock(dir, { pid: process.ppid, processStartTicks: 1 });
    const lock = await acquireDataDirLock(dir);
    expect(lock.staleHolder?.pid).toBe(process.ppid);
    lock.release();
  });

  it('refuses while a live node process holds it, naming that process', async () => {
    const dir = newFolder();
    writeLock(dir, { pid: process.ppid });
    await expect(acquireDataDirLock(dir)).rejects.toThrow(new RegExp(`in use by another Pixelkeys process: pid ${process.ppid} on `));
  });

  it('never takes over a lock from another machine, and says how to clear it', async () => {
    const dir = newFolder();
    writeLock(dir, { pid: deadPid(), hostname: 'other-machine' });
    await expect(acquireDataDirLock(dir)).rejects.toThrow(/no store on other-machine uses this folder any more, delete/);
  });

  it('refuses an unreadable lock rather than guess', async () => {
    const dir = newFolder();
    writeFileSync(join(dir, LOCK_FILE_NAME), '');
    await expect(acquireDataDirLock(dir)).rejects.toThrow(ConfigError);
  });
});

describe('two openers that found the same stale lock', () => {
  it('the one that takes over second finds the first holding a new lock, and is refused', async () => {
    const dir = newFolder();
    writeLock(dir, { pid: deadPid() });
    let first: Awaited<ReturnType<typeof acquireDataDirLock>> | undefined;
    // The second opener reads the stale lock, then the first runs its whole takeover before it goes on.
    const second = acquireDataDirLock(dir, {
      beforeTakeover: async () => {
        first ??= await acquireDataDirLock(dir);
      },
    });
    await expect(second).rejects.toThrow(/already open in this process/);
    expect(first?.staleHolder?.token).toBe('stale');
    expect(holderOf(dir).token).toBe(first!.holder.token);
    expect(readdirSync(dir)).toEqual([LOCK_FILE_NAME]);
    first!.release();
  });

  it('one that meets the other mid-takeover waits, then finds the lock the other took', async () => {
    const dir = newFolder();
    writeLock(dir, { pid: deadPid() });
    const lockFile = join(dir, LOCK_FILE_NAME);
    // Another process has just claimed the takeover; a moment later it has replaced the stale lock.
    let hasClaimed = false;
    const acquiring = acquireDataDirLock(dir, {
      beforeTakeover: () => {
        if (hasClaimed) return;
        hasClaimed = true;
        linkSync(lockFile, `${lockFile}.takeover-stale`);
        setTimeout(() => {
          unlinkSync(lockFile);
          writeLock(dir, { pid: process.ppid, token: 'other-process' });
          unlinkSync(`${lockFile}.takeover-stale`);
        }, 150);
      },
    });
    await expect(acquiring).rejects.toThrow(new RegExp(`in use by another Pixelkeys process: pid ${process.ppid} on `));
    expect(holderOf(dir).token).toBe('other-process');
  });

  it('many openers at once over one stale lock: exactly one gets it', async () => {
    const dir = newFolder();
    writeLock(dir, { pid: deadPid() });
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => acquireDataDirLock(dir, { beforeTakeover: () => Promise.resolve() })));
    const winners = results.filter((result) => result.status === 'fulfilled');
    expect(winners).toHaveLength(1);
    expect(holderOf(dir).token).toBe(winners[0]!.value.holder.token);
    for (const result of results) if (result.status === 'rejected') expect(String(result.reason)).toMatch(/already open in this process/);
    winners[0]!.value.release();
    expect(readdirSync(dir)).toEqual([]);
  });
});
