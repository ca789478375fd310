/**
 * How the commands fail: one line on stderr, `flagfall <command>: <what is wrong>`, and an exit
 * code. Untrusted values in a message go through `quote()`/`showValue()` where the message is
 * built; `oneLine` is the last guard that keeps any message one line whatever it holds.
 */
import { oneLine as coreOneLine, quote } from '@flagfall/core';
import type { Io } from './io.js';

/** The exit codes of every command (listed in `flagfall --help`). */
export const EXIT = {
  /** Done. */
  ok: 0,
  /** The command ran and found a problem it reports (a wrong perft count, an unsound verdict). */
  failed: 1,
  /** Bad input or usage: nothing was done, one line on stderr says why. */
  badInput: 2,
  /** A bug in flagfall (an internal error), one line on stderr. */
  internal: 70,
  /** The reader closed standard output (or error) early, as in `flagfall … | head`: stopped quietly, as a command killed by SIGPIPE. */
  brokenPipe: 141,
} as const;

/** `text` as one line (core's `oneLine`: control characters, separators and lone surrogates escaped), at most 2,000 characters. */
export const oneLine = (text: string): string => coreOneLine(text, 2000);

/** Writes `flagfall <command>: <message>` as one line on stderr and returns exit code 2. */
export function fail(io: Io, command: string, message: string): number {
  io.err(`flagfall ${command}: ${oneLine(message)}\n`);
  return EXIT.badInput;
}

/** `cannot read "path": why`, for a file (or stdin) that could not be read. */
export function cannotRead(path: string, e: unknown): string {
  const name = path === '-' ? 'standard input' : quote(path);
  return `cannot read ${name}: ${reason(e)}`;
}

const REASONS: Readonly<Record<string, string>> = {
  ENOENT: 'no such file',
  EACCES: 'permission denied',
  EISDIR: 'is a directory',
  ENOTDIR: 'a part of the path is not a directory',
  EMFILE: 'too many open files',
  ENAMETOOLONG: 'name too long',
};

/** A short reason for a file-system error: its code in words (Node's own message repeats the path). */
function reason(e: unknown): string {
  const code = typeof e === 'object' && e !== null && 'code' in e && typeof e.code === 'string' ? e.code : undefined;
  if (code !== undefined) return Object.hasOwn(REASONS, code) ? `${REASONS[code]!} (${code})` : code;
  if (e instanceof Error) return e.message;
  return String(e);
}
