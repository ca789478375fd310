/**
 * Stockfish as the computer player: where to find it, and a `UciPicker` that plays its levels
 * 1–8 (levels.ts) within the game clock.
 */
import { accessSync, constants, statSync } from 'node:fs';
import type { Result } from '@flagfall/core';
import { clockedMoveTimeMs, stockfishLevelSettings } from './levels.js';
import type { UciError } from './uciError.js';
import { UciPicker, type UciPickerOptions } from './uciPicker.js';

/** Where Debian and Ubuntu install Stockfish (`apt install stockfish`). */
export const DEBIAN_STOCKFISH = '/usr/games/stockfish';

/** Whether `path` is a regular file this process may execute. */
function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/**
 * The Stockfish to use: `FLAGFALL_STOCKFISH` from `env` when set (and only it: a wrong setting is
 * not silently replaced), else `/usr/games/stockfish`; null unless that path is an executable file.
 */
export function findStockfish(env: NodeJS.ProcessEnv = process.env): string | null {
  const configured = env['FLAGFALL_STOCKFISH'];
  const path = configured !== undefined && configured !== '' ? configured : DEBIAN_STOCKFISH;
  return isExecutable(path) ? path : null;
}

/** How to run Stockfish as a picker. */
export interface StockfishPickerOptions {
  /** The program (default: `findStockfish()`). */
  readonly path?: string;
  /** Processes in the pool (default 2). */
  readonly size?: number;
  /** Hash per process in MB (default 16, Stockfish's own). */
  readonly hashMb?: number;
  /** Every line to and from the processes, for logs. */
  readonly onLine?: UciPickerOptions['onLine'];
}

/**
 * Starts a pool of Stockfish processes playing levels 1–8 (one thread each). Fails with
 * `spawn_failed` when no Stockfish is found or it cannot start.
 */
export async function startStockfishPicker(options: StockfishPickerOptions = {}): Promise<Result<UciPicker, UciError>> {
  const path = options.path ?? findStockfish();
  if (path === null) {
    const reason = 'not found (install it with apt install stockfish, or set FLAGFALL_STOCKFISH)';
    return { ok: false, error: { code: 'spawn_failed', command: DEBIAN_STOCKFISH, reason, message: `Stockfish ${reason}` } };
  }
  return UciPicker.start({
    command: path,
    ...(options.size === undefined ? {} : { size: options.size }),
    levels: stockfishLevelSettings,
    moveTimeMs: clockedMoveTimeMs,
    engineOptions: { Threads: 1, Hash: options.hashMb ?? 16 },
    ...(options.onLine === undefined ? {} : { onLine: options.onLine }),
  });
}
