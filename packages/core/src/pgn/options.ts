/** The PGN reader's options, and the limits that bound the memory and work spent on one game. */
import { DEFAULT_MAX_GAME_CHARS, DEFAULT_MAX_GAME_MOVES, DEFAULT_MAX_LINE_CHARS } from './types.js';

/**
 * How to read. The three limits keep the memory and work spent on one game bounded whatever the
 * input (a runaway comment, a file of one endless line); a game that reaches one gets an error
 * (`line_too_long`, `game_too_long`, `too_many_moves`), is marked `truncated`, and the reader skips
 * the rest of its text up to the next line that begins with a tag pair. Each limit is a positive
 * integer or `Infinity` (no limit: memory is then unbounded); anything else is a programming error
 * and makes the reader throw a `RangeError` when it is created.
 */
export interface PgnReadOptions {
  /**
   * Keep recursive variations on `PgnMove.variations` (default: skip them, which is faster). They are
   * kept to a depth of `MAX_VARIATION_DEPTH` (100); deeper ones are skipped (`variation_too_deep`).
   */
  readonly keepVariations?: boolean;
  /**
   * The longest line read, in characters without its line end (default {@link DEFAULT_MAX_LINE_CHARS},
   * 1 MiB). No more than this much of any line is ever held. A longer line is not read at all (only
   * the tag pairs that end within its first `maxLineChars` characters, when it begins with one, which
   * also starts a new game).
   */
  readonly maxLineChars?: number;
  /**
   * The most characters read for one game, counting its lines without line ends (default
   * {@link DEFAULT_MAX_GAME_CHARS}, 4 MiB); a line that is shared with the game before it counts
   * for the game it ends in. Checked at the end of each line.
   */
  readonly maxGameChars?: number;
  /**
   * The most move tokens read for one game, mainline and variations together, whether or not
   * variations are kept (default {@link DEFAULT_MAX_GAME_MOVES}, 30,000).
   */
  readonly maxGameMoves?: number;
}

/** The reader's limits with their defaults filled in. */
export interface PgnReadLimits {
  readonly maxLineChars: number;
  readonly maxGameChars: number;
  readonly maxGameMoves: number;
}

/**
 * The limits of `options`, defaults filled in.
 * @throws RangeError when one is not a positive integer or `Infinity` (a caller's bug).
 */
export function readLimits(options: PgnReadOptions): PgnReadLimits {
  return {
    maxLineChars: limit(options, 'maxLineChars', DEFAULT_MAX_LINE_CHARS),
    maxGameChars: limit(options, 'maxGameChars', DEFAULT_MAX_GAME_CHARS),
    maxGameMoves: limit(options, 'maxGameMoves', DEFAULT_MAX_GAME_MOVES),
  };
}

function limit(options: PgnReadOptions, name: 'maxLineChars' | 'maxGameChars' | 'maxGameMoves', fallback: number): number {
  const value = options[name];
  if (value === undefined) return fallback;
  if (value === Infinity || (Number.isSafeInteger(value) && value >= 1)) return value;
  throw new RangeError(`PgnReadOptions.${name} must be a positive integer or Infinity, got ${String(value)}`);
}
