/**
 * The whole machine's CPU time from /proc/stat (Linux): over a window, how busy all the cores
 * were, and how much of the time they waited for the disk or were taken by the hypervisor. The
 * server, the load generator and PostgreSQL share these cores.
 */
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';

/** Jiffies of the `cpu` line of /proc/stat, or null where there is none. */
export interface CpuTimes {
  readonly busy: number;
  readonly idle: number;
  readonly iowait: number;
  readonly steal: number;
}

export function cpuTimes(): CpuTimes | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
    const [user, nice, system, idle, iowait, irq, softirq, steal] = line.trim().split(/\s+/).slice(1, 9).map(Number);
    return { busy: user! + nice! + system! + irq! + softirq!, idle: idle!, iowait: iowait!, steal: steal ?? 0 };
  } catch {
    return null;
  }
}

/** Machine figures between two readings: % of all cores (100 = every core busy). */
export interface MachineUse {
  readonly cores: number;
  readonly busyPct: number;
  readonly iowaitPct: number;
  readonly stealPct: number;
}

export function machineUse(a: CpuTimes | null, b: CpuTimes | null): MachineUse | null {
  if (a === null || b === null) return null;
  const busy = b.busy - a.busy;
  const idle = b.idle - a.idle;
  const iowait = b.iowait - a.iowait;
  const steal = b.steal - a.steal;
  const total = busy + idle + iowait + steal;
  if (total <= 0) return null;
  const pct = (x: number) => (100 * x) / total;
  return { cores: cpus().length, busyPct: pct(busy), iowaitPct: pct(iowait), stealPct: pct(steal) };
}
