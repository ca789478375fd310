/**
 * Why a call to a UCI engine failed. Every failure of `UciEngine` is one of these values, never a
 * throw; `message` is one line a person can read, `code` is what a program switches on.
 */

/** What the engine was expected to answer when it failed. */
export type UciWait = 'uciok' | 'readyok' | 'bestmove';

/** How a child process ended. */
export interface ExitInfo {
  /** The exit code, or null when a signal ended it or it never started. */
  readonly exitCode: number | null;
  readonly signal: string | null;
  /** Why it could not be started (`ENOENT`, `EACCES`), when it could not. */
  readonly spawnError: string | null;
  /** The end of what it wrote on stderr (at most a few hundred characters), for the error message. */
  readonly stderrTail: string;
}

/** A failure talking to a UCI engine. */
export type UciError =
  /** The program could not be started (no such file, not executable). */
  | { readonly code: 'spawn_failed'; readonly command: string; readonly reason: string; readonly message: string }
  /** No answer in time: the process was killed (SIGKILL); the next call restarts it. */
  | { readonly code: 'timeout'; readonly waitingFor: UciWait; readonly timeoutMs: number; readonly message: string }
  /** The process ended (crashed, quit, killed by someone else); the next call restarts it. */
  | { readonly code: 'exited'; readonly waitingFor: UciWait | null; readonly exit: ExitInfo; readonly message: string }
  /** The engine answered something the protocol does not allow (`bestmove e9e4`). */
  | { readonly code: 'protocol'; readonly line: string; readonly message: string }
  /** `setoption` with a name the engine did not declare. */
  | { readonly code: 'unknown_option'; readonly name: string; readonly known: readonly string[]; readonly message: string }
  /** `setoption` with a value outside what the engine declared (a spin out of range, a combo's unknown value). */
  | { readonly code: 'bad_option_value'; readonly name: string; readonly value: string; readonly message: string }
  /** The caller's arguments cannot be sent (a malformed FEN or move, a line break in a value, a negative depth). */
  | { readonly code: 'bad_argument'; readonly message: string }
  /** `close()` was called: the engine is gone for good. */
  | { readonly code: 'closed'; readonly message: string };

/** A one-line description of how a process ended: `exit code 3`, `killed by SIGSEGV`. */
export function describeExit(exit: ExitInfo): string {
  if (exit.spawnError !== null) return `could not start (${exit.spawnError})`;
  const how = exit.signal !== null ? `killed by ${exit.signal}` : `exit code ${String(exit.exitCode)}`;
  const tail = exit.stderrTail.trim().split(/\r?\n/).pop() ?? '';
  return tail === '' ? how : `${how}; stderr: ${tail.slice(0, 200)}`;
}
