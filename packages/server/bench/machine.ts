/**
 * The whole machine's CPU time from /proc (Linux): over a window, how busy all the cores were,
 * how much of the time they waited for the disk or were taken by the hypervisor, and who used
 * it — this benchmark's processes (server, load, orchestrator), PostgreSQL, or anything else
 * running on the machine meanwhile (which makes the level's figures unreliable).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { cpus } from 'node:os';

interface ProcessTicks {
  readonly comm: string;
  readonly ppid: number;
  /** User and system time, in clock ticks (the unit of /proc/stat too). */
  readonly ticks: number;
}

/** A reading of /proc, or null where there is none. */
export interface MachineSnapshot {
  readonly busy: number;
  /** Of which user and system time of processes (the rest is interrupts). */
  readonly tasks: number;
  readonly idle: number;
  readonly iowait: number;
  readonly steal: number;
  readonly processes: ReadonlyMap<number, ProcessTicks>;
}

function readProcess(pid: number): ProcessTicks | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = stat.lastIndexOf(')');
    // After the command name: state, ppid, … utime and stime are the 12th and 13th fields.
    const fields = stat.slice(close + 2).split(' ');
    return { comm: stat.slice(stat.indexOf('(') + 1, close), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

export function snapshot(): MachineSnapshot | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
    const [user, nice, system, idle, iowait, irq, softirq, steal] = line.trim().split(/\s+/).slice(1, 9).map(Number);
    const processes = new Map<number, ProcessTicks>();
    for (const name of readdirSync('/proc')) {
      if (!/^\d+$/.test(name)) continue;
      const p = readProcess(Number(name));
      if (p !== null) processes.set(Number(name), p);
    }
    return {
      busy: user! + nice! + system! + irq! + softirq!,
      tasks: user! + nice! + system!,
      idle: idle!,
      iowait: iowait!,
      steal: steal ?? 0,
      processes,
    };
  } catch {
    return null;
  }
}

/** Machine figures between two readings. */
export interface MachineUse {
  readonly cores: number;
  /** % of all cores (100: every core busy all the time). */
  readonly busyPct: number;
  readonly iowaitPct: number;
  readonly stealPct: number;
  /** % of one core: this benchmark's processes, PostgreSQL's, and every other process's. */
  readonly benchPct: number;
  readonly postgresPct: number;
  readonly otherPct: number;
}

/** What happened between `a` and `b`; `root` is this benchmark's process (its descendants count as the benchmark). */
export function machineUse(a: MachineSnapshot | null, b: MachineSnapshot | null, root: number): MachineUse | null {
  if (a === null || b === null) return null;
  const busy = b.busy - a.busy;
  const total = busy + b.idle - a.idle + b.iowait - a.iowait + b.steal - a.steal;
  if (total <= 0) return null;
  const cores = cpus().length;
  const ours = (pid: number): boolean => {
    for (let p: number | undefined = pid, hops = 0; p !== undefined && p > 1 && hops < 64; hops++) {
      if (p === root) return true;
      p = b.processes.get(p)?.ppid;
    }
    return false;
  };
  let bench = 0;
  let postgres = 0;
  let other = 0;
  for (const [pid, p] of b.processes) {
    const used = p.ticks - (a.processes.get(pid)?.ticks ?? 0);
    if (used <= 0) continue;
    if (ours(pid)) bench += used;
    else if (p.comm === 'postgres') postgres += used;
    else other += used;
  }
  const ofAll = (x: number) => (100 * x) / total;
  const ofCore = (x: number) => (100 * x * cores) / total;
  return {
    cores,
    busyPct: ofAll(busy),
    iowaitPct: ofAll(b.iowait - a.iowait),
    stealPct: ofAll(b.steal - a.steal),
    benchPct: ofCore(bench),
    postgresPct: ofCore(postgres),
    // Processes that came and went inside the window are in the machine's total only.
    otherPct: ofCore(Math.max(other, b.tasks - a.tasks - bench - postgres)),
  };
}
