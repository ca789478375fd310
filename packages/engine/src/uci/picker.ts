/**
 * What the server asks of a computer player: one move for a position under a clock, at a level.
 * The built-in engine (worker threads) and any UCI engine (child processes) both implement it.
 */

/** A move request: the game so far, the clocks as they stand now, and the level. */
export interface MoveRequest {
  /** The game's start position as a FEN, or null for the standard start. */
  readonly initialFen: string | null;
  /** The moves played since, in UCI (`e2e4`, `e7e8q`; castling as the king's two-square move). */
  readonly moves: readonly string[];
  /** 1 (weakest) to 8 (strongest). */
  readonly level: number;
  /** Remaining times and increments (ms) as they stand when the request is made. */
  readonly wtimeMs: number;
  readonly btimeMs: number;
  readonly wincMs: number;
  readonly bincMs: number;
  /**
   * The longest the caller will wait (ms). An engine that has not answered by then is treated as
   * hung: the request fails with an error and the engine is restarted.
   */
  readonly deadlineMs: number;
}

/** A chosen move (UCI), or why there is none. */
export type MoveAnswer =
  { readonly ok: true; readonly uci: string; readonly scoreCp: number | null } | { readonly ok: false; readonly error: string };

/** A computer player: answers move requests, several at once (one per game), off the caller's thread. */
export interface MovePicker {
  /** What plays: `Flagfall engine 0.2.0`, `Stockfish 15.1`. */
  readonly name: string;
  pick(request: MoveRequest): Promise<MoveAnswer>;
  /** Stops every worker or process it started. */
  close(): Promise<void>;
}
