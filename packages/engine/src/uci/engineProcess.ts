/**
 * One engine child process: lines in, lines out, and a certain end. Writing never throws (a dead
 * engine's closed stdin, EPIPE, is swallowed: the exit event reports the death), and the process
 * is killed with SIGKILL when asked or when the Node process itself exits.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { LineSplitter } from './lines.js';
import type { ExitInfo } from './uciError.js';

/** How long after the `exit` event the output streams may still deliver buffered lines. */
const DRAIN_AFTER_EXIT_MS = 200;
/** How much of stderr is kept for error messages. */
const STDERR_TAIL_CHARS = 600;

/** Every child still running, so that the Node process never leaves one behind when it exits. */
const live = new Set<ChildProcess>();
let exitHookInstalled = false;

function track(child: ChildProcess): void {
  live.add(child);
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  // A safety net for callers that forget close(): 'exit' handlers must be synchronous, and kill() is.
  process.once('exit', () => {
    for (const c of live) c.kill('SIGKILL');
  });
}

/** How to start an engine process. */
export interface SpawnOptions {
  readonly command: string;
  readonly args: readonly string[];
  readonly cwd?: string;
  readonly env?: NodeJS.ProcessEnv;
  /** Each complete line of stdout, in order. */
  readonly onLine: (line: string) => void;
}

/**
 * A running (or failed-to-start) engine process. Mutable, one owner. Guarantees: `exited`
 * resolves exactly once, after the last stdout line was delivered (or at most
 * `DRAIN_AFTER_EXIT_MS` after the exit when something else holds the pipes open); no line is
 * delivered after it resolves.
 */
export class EngineProcess {
  /** Resolves when the process has ended (or could not start). */
  readonly exited: Promise<ExitInfo>;
  private readonly child: ChildProcess;
  private ended = false;
  private stderrTail = '';

  constructor(options: SpawnOptions) {
    const child = spawn(options.command, [...options.args], {
      cwd: options.cwd,
      env: options.env,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    this.child = child;
    const splitter = new LineSplitter();
    const deliver = (lines: string[]): void => {
      for (const line of lines) if (!this.ended) options.onLine(line);
    };
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (chunk: string) => deliver(splitter.push(chunk)));
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (chunk: string) => {
      this.stderrTail = (this.stderrTail + chunk).slice(-STDERR_TAIL_CHARS);
    });
    // EPIPE and friends: the engine died; 'exit' says so, the write must not throw.
    child.stdin!.on('error', () => {});
    child.stdout!.on('error', () => {});
    child.stderr!.on('error', () => {});

    this.exited = new Promise<ExitInfo>((resolve) => {
      let exitCode: number | null = null;
      let signal: string | null = null;
      const finish = (spawnError: string | null): void => {
        if (this.ended) return;
        deliver(splitter.flush());
        this.ended = true;
        live.delete(child);
        resolve({ exitCode, signal, spawnError, stderrTail: this.stderrTail });
      };
      child.on('error', (e: NodeJS.ErrnoException) => {
        // Only a failed spawn ends things here; a failed kill() also lands in 'error' (so `on`, not
        // `once`: a second error event without a listener would be thrown) and 'exit' follows.
        if (child.pid === undefined) finish(e.code ?? e.message);
      });
      child.once('exit', (code, sig) => {
        exitCode = code;
        signal = sig;
        const timer = setTimeout(() => {
          child.stdout!.destroy();
          child.stderr!.destroy();
          finish(null);
        }, DRAIN_AFTER_EXIT_MS);
        child.once('close', () => {
          clearTimeout(timer);
          finish(null);
        });
      });
    });
    if (child.pid !== undefined) track(child);
  }

  /** The process id (undefined when it could not start). */
  get pid(): number | undefined {
    return this.child.pid;
  }

  /** Whether the process has not been seen to end (it may be dying). */
  get running(): boolean {
    return !this.ended;
  }

  /** Writes one line; false (and nothing thrown) when the process can no longer read. */
  write(line: string): boolean {
    const stdin = this.child.stdin!;
    if (this.ended || !stdin.writable) return false;
    stdin.write(`${line}\n`);
    return true;
  }

  /** Kills the process at once (SIGKILL); `exited` resolves when it is gone. */
  kill(): void {
    if (!this.ended && this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
  }

  /** Asks the engine to `quit`, kills it after `graceMs` if it has not, and resolves once it has ended. */
  async quit(graceMs: number): Promise<ExitInfo> {
    this.write('quit');
    this.child.stdin!.end();
    const timer = setTimeout(() => this.kill(), graceMs);
    const info = await this.exited;
    clearTimeout(timer);
    return info;
  }
}
