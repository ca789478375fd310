/**
 * Writing the commands a UCI engine reads: `position`, `go` and `setoption`. Every value that
 * reaches the engine is checked first, so no caller can end a command early or slip in another
 * one with a line break.
 */
import { isUciMove } from './engineOutput.js';

/**
 * The limits of one search (UCI `go`). Times in milliseconds; fractions are cut to whole ms and a
 * negative remaining time is sent as 0. With none given the engine searches until `stop`.
 */
export interface GoLimits {
  readonly wtimeMs?: number;
  readonly btimeMs?: number;
  readonly wincMs?: number;
  readonly bincMs?: number;
  /** Moves to the next time control (absent: sudden death). */
  readonly movestogo?: number;
  /** Exactly this long (the engine's own reading of "exactly"). */
  readonly movetimeMs?: number;
  /** At most this many plies. */
  readonly depth?: number;
  /** At most this many nodes. */
  readonly nodes?: number;
  /** Search until `stop`, whatever else is given. */
  readonly infinite?: boolean;
}

const isCount = (n: number | undefined): boolean => n === undefined || (Number.isSafeInteger(n) && n >= 0);
const isTime = (n: number | undefined): boolean => n === undefined || Number.isFinite(n);

/** What is wrong with `limits`, or null when they can be sent. */
export function checkGoLimits(limits: GoLimits): string | null {
  for (const key of ['wtimeMs', 'btimeMs', 'wincMs', 'bincMs', 'movetimeMs'] as const) {
    if (!isTime(limits[key])) return `${key} must be a finite number of milliseconds, got ${String(limits[key])}`;
  }
  for (const key of ['movestogo', 'depth', 'nodes'] as const) {
    if (!isCount(limits[key])) return `${key} must be a non-negative integer, got ${String(limits[key])}`;
  }
  if (limits.depth === 0) return 'depth must be at least 1';
  if (limits.movestogo === 0) return 'movestogo must be at least 1';
  return null;
}

const ms = (n: number): number => Math.max(0, Math.floor(n));

/** The `go` command for `limits` (checked with `checkGoLimits`). */
export function makeGo(limits: GoLimits): string {
  const parts = ['go'];
  const add = (key: string, value: number | undefined, asTime: boolean): void => {
    if (value !== undefined) parts.push(key, String(asTime ? ms(value) : value));
  };
  add('wtime', limits.wtimeMs, true);
  add('btime', limits.btimeMs, true);
  add('winc', limits.wincMs, true);
  add('binc', limits.bincMs, true);
  add('movestogo', limits.movestogo, false);
  add('movetime', limits.movetimeMs, true);
  add('depth', limits.depth, false);
  add('nodes', limits.nodes, false);
  if (limits.infinite === true) parts.push('infinite');
  return parts.join(' ');
}

/** A FEN as an engine reads it: six space-separated fields of FEN characters, nothing more. */
const FEN_SHAPE = /^[1-8pnbrqkPNBRQK/]+ [wb] [KQkqA-Ha-h-]+ [a-h1-8-]+ [0-9]+ [0-9]+$/;

/** What is wrong with a position to send, or null. `fen` null is the standard start. */
export function checkPosition(fen: string | null, moves: readonly string[]): string | null {
  if (fen !== null && !FEN_SHAPE.test(fen)) return `not a six-field FEN: ${JSON.stringify(fen.slice(0, 120))}`;
  const bad = moves.find((m) => !isUciMove(m));
  return bad === undefined ? null : `not a UCI move: ${JSON.stringify(bad.slice(0, 20))}`;
}

/** The `position` command (checked with `checkPosition`). */
export function makePosition(fen: string | null, moves: readonly string[]): string {
  const base = fen === null ? 'position startpos' : `position fen ${fen}`;
  return moves.length === 0 ? base : `${base} moves ${moves.join(' ')}`;
}

/** Whether a name or value can be sent inside a command: one line, no control characters. */
export const isSendable = (text: string): boolean => !/[\u0000-\u001f\u007f]/.test(text);

/** The `setoption` command; `value` undefined for a button. Both must be `isSendable`. */
export function makeSetOption(name: string, value: string | undefined): string {
  return value === undefined ? `setoption name ${name}` : `setoption name ${name} value ${value}`;
}
