/**
 * The server under test as a child process (`flagfall-server serve`), its output kept in a file,
 * and its `/api/metrics`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { constants } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (this file runs from packages/server/build/bench). */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');
const SERVER_BIN = join(ROOT, 'packages', 'server', 'bin', 'flagfall-server.js');

/** What `GET /api/metrics` answers. */
export interface ServerMetrics {
  readonly liveGames: number;
  readonly playersOnline: number;
  readonly commits: { readonly transactions: number; readonly ops: number };
  readonly flagDelayMs: { readonly count: number; readonly p50: number | null; readonly p99: number | null; readonly max: number | null };
  readonly rssBytes: number;
  readonly heapUsedBytes: number;
  readonly cpuUserMs: number;
  readonly cpuSystemMs: number;
  readonly uptimeS: number;
}

export interface FlagfallProcess {
  readonly url: string;
  readonly child: ChildProcess;
  readonly stderrPath: string;
  metrics(): Promise<ServerMetrics>;
  /** SIGTERM, then the exit code (SIGKILL after `graceMs`). */
  stop(graceMs?: number): Promise<number | null>;
  /** Resolves with the exit code whenever the process ends. */
  readonly exited: Promise<number | null>;
}

/** Starts `flagfall-server serve` on `db` (with node's `nodeArgs`) and waits until it listens. */
export async function startFlagfall(
  db: string,
  stderrPath: string,
  env: Record<string, string>,
  nodeArgs: readonly string[] = [],
): Promise<FlagfallProcess> {
  const child = spawn(process.execPath, [...nodeArgs, SERVER_BIN, 'serve', '--port', '0', '--host', '127.0.0.1', '--db', db], {
    // stdout goes to the log too: node's own diagnostics (--trace-gc …) print there.
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  const log = createWriteStream(stderrPath);
  // A signal shows as its number above 128, as a shell shows it (137: SIGKILL).
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code, signal) => {
      if (signal !== null) log.write(`\n[bench] the server ended by ${signal}\n`);
      resolve(code ?? (signal === null ? null : 128 + constants.signals[signal]));
    }),
  );
  let seen = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start in 30 s: ${seen}`)), 30_000);
    child.stdout!.on('data', (d: Buffer) => log.write(d));
    child.stderr!.on('data', (d: Buffer) => {
      log.write(d);
      if (seen.length < 10_000) seen += d.toString();
      const m = /listening on (http:\/\/[^\s]+)/.exec(seen);
      if (m !== null) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before listening: ${seen}`));
    });
  });
  child.on('close', () => log.end());
  return {
    url,
    child,
    stderrPath,
    exited,
    async metrics() {
      const res = await fetch(`${url}/api/metrics`);
      if (res.status !== 200) throw new Error(`/api/metrics: ${res.status} ${await res.text()}`);
      return (await res.json()) as ServerMetrics;
    },
    async stop(graceMs = 20_000) {
      if (child.exitCode !== null || child.signalCode !== null) return exited;
      child.kill('SIGTERM');
      const timer = setTimeout(() => {
        // Before killing it, note what the process was doing: spinning, or waiting on something.
        void describeProcess(child.pid).then((what) => {
          if (child.exitCode !== null || child.signalCode !== null) return;
          log.write(`\n[bench] no exit ${graceMs / 1000} s after SIGTERM (${what}): SIGKILL\n`);
          child.kill('SIGKILL');
        });
      }, graceMs);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

/** A process's state and CPU use over one second, from /proc (Linux), for a report. */
async function describeProcess(pid: number | undefined): Promise<string> {
  const read = () => {
    try {
      // Fields after the command name: state is the 1st, utime and stime the 12th and 13th, threads the 18th.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return { state: fields[0]!, ticks: Number(fields[11]) + Number(fields[12]), threads: fields[17]! };
    } catch {
      return null;
    }
  };
  const a = read();
  await new Promise((r) => setTimeout(r, 1000));
  const b = read();
  if (a === null || b === null) return 'no /proc information';
  return `state ${b.state}, ${b.ticks - a.ticks} CPU ticks in 1 s, ${b.threads} threads`;
}

/** The lines of a server's stderr that report a problem (errors, warnings, crashes). */
export function problemLines(stderrPath: string): string[] {
  let text: string;
  try {
    text = readFileSync(stderrPath, 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter((line) => /error|warn|exception|unhandled|fatal|abort|ended by|no exit/i.test(line) && !/listening on/.test(line));
}
