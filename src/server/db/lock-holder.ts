/**
 * Who holds a DATA_DIR lock, and whether that process still runs. A lock whose process is gone (a crash, a
 * kill -9, a power cut) is stale and may be taken over; one whose process may still run never is.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { z } from 'zod';

/** What the lock file holds (JSON). */
export const lockHolderSchema = z.object({
  pid: z.number().int().positive(),
  hostname: z.string(),
  /** When the holder took the lock (ISO 8601). */
  startedAt: z.string(),
  /** Random per lock taken: tells this lock from an older one by a process that had the same pid. */
  token: z.string().regex(/^[\w-]{1,64}$/),
  /** Linux: the holder's start time in clock ticks since boot (/proc/<pid>/stat), to see a reused pid. */
  processStartTicks: z.number().int().optional(),
});
export type LockHolder = z.infer<typeof lockHolderSchema>;

export function describeThisProcess(): LockHolder {
  const stat = readProcessStat(process.pid);
  return {
    pid: process.pid,
    hostname: hostname(),
    startedAt: new Date().toISOString(),
    token: randomBytes(12).toString('hex'),
    ...(stat ? { processStartTicks: stat.startTicks } : {}),
  };
}

/** "pid 123 on web-1, since 2026-01-02T03:04:05.000Z" */
export const describeHolder = (holder: LockHolder) => `pid ${holder.pid} on ${holder.hostname}, since ${holder.startedAt}`;

/**
 * Whether the lock's process may still run. `isHeldHere`: this process holds that very lock (a second open
 * in one process). When in doubt the answer is yes: refusing to start is recoverable, two writers are not.
 */
export function mayStillRun(holder: LockHolder, isHeldHere: boolean): boolean {
  // Another machine (a shared or copied folder): its processes cannot be seen from here.
  if (holder.hostname !== hostname()) return true;
  // Our own pid but not our lock: a previous process had this pid (pid 1 in every container run).
  if (holder.pid === process.pid) return isHeldHere;
  if (!processExists(holder.pid)) return false;
  const stat = readProcessStat(holder.pid);
  if (!stat) return processExists(holder.pid); // no /proc (not Linux), or it has just exited
  // The pid was reused: by a process started at another time, or by something that is not node.
  if (holder.processStartTicks !== undefined && stat.startTicks !== holder.processStartTicks) return false;
  return /node/i.test(stat.command);
}

function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Linux's /proc/<pid>/stat: the command name (field 2) and the start time (field 22); undefined elsewhere. */
function readProcessStat(pid: number): { command: string; startTicks: number } | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // The command may itself hold spaces and parentheses: it runs from the first "(" to the last ")".
  const command = text.slice(text.indexOf('(') + 1, text.lastIndexOf(')'));
  const fieldsAfterCommand = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return { command, startTicks: Number(fieldsAfterCommand[19]) };
}
