/**
 * Who used the CPUs during a measurement (Linux /proc; n/a elsewhere): the whole machine, given processes,
 * and the PostgreSQL backends serving one database (their process title names it). On a shared machine
 * this tells what the run had to itself: what is left once the benchmark's own processes are taken away
 * is other people's work.
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

interface Sample { at: number; machineBusy: number; machineTotal: number; processes: Map<string, number> }

function machineTicks(): { busy: number; total: number } | undefined {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    const total = fields.reduce((sum, value) => sum + value, 0);
    return { busy: total - (fields[3] ?? 0) - (fields[4] ?? 0), total };
  } catch {
    return undefined;
  }
}

/** utime + stime of a process, in ticks; 0 when it is gone. */
function processTicks(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** PostgreSQL backends whose title names `database` ("postgres: 15/main: postgres <database> 127.0.0.1(…) idle"). */
function backendsOf(database: string): number[] {
  try {
    return readdirSync('/proc').filter((entry) => /^\d+$/.test(entry)).map(Number).filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(` ${database} `);
      } catch {
        return false;
      }
    });
  } catch {
    return [];
  }
}

export interface CpuReading {
  /** Shares of all CPUs since the watch began (1 = every CPU busy the whole time). */
  machine: number;
  own: Record<string, number>;
  others: number;
  /** CPU time each watched process used since the watch began, in seconds. */
  seconds: Record<string, number>;
}

export interface CpuWatch {
  /** What was used from the start of the watch until now; undefined without /proc. */
  read(): CpuReading | undefined;
}

/**
 * Starts watching: `processes` by name (pids), plus `postgres` for the backends of `database`. Backends
 * are listed at the start and again at the end (the pool may open more under load); one that came and
 * went in between is missed, which the pool's long-lived connections make rare.
 */
export function watchCpu(processes: Record<string, number>, database: string, cpus: number): CpuWatch {
  const sample = (backends: number[]): Sample | undefined => {
    const machine = machineTicks();
    if (!machine) return undefined;
    const owned = new Map(Object.entries(processes).map(([name, pid]) => [name, processTicks(pid)]));
    owned.set('postgres', backends.reduce((sum, pid) => sum + processTicks(pid), 0));
    return { at: performance.now(), machineBusy: machine.busy, machineTotal: machine.total, processes: owned };
  };
  const startBackends = backendsOf(database);
  const before = sample(startBackends);
  return {
    read() {
      const backends = [...new Set([...startBackends, ...backendsOf(database)])];
      const after = sample(backends);
      if (!before || !after) return undefined;
      // A backend that appeared during the run started from 0 ticks; those at the start are counted from their reading.
      const capacity = ((after.at - before.at) / 1000) * TICKS_PER_SECOND * cpus;
      const own: Record<string, number> = {};
      const seconds: Record<string, number> = {};
      for (const [name, ticks] of after.processes) {
        const used = Math.max(0, ticks - (before.processes.get(name) ?? 0));
        own[name] = used / capacity;
        seconds[name] = used / TICKS_PER_SECOND;
      }
      const machine = (after.machineBusy - before.machineBusy) / (after.machineTotal - before.machineTotal);
      const ownTotal = Object.values(own).reduce((sum, share) => sum + share, 0);
      return { machine, own, others: Math.max(0, machine - ownTotal), seconds };
    },
  };
}
