/**
 * Game-end facts that depend on the position and the positions before it: checkmate,
 * stalemate, the material rule, the 50/75-move counter and repetitions (FIDE 5, 9.2, 9.3, 9.6).
 * Which of them end a game and which must be claimed is the ruleset's decision (rules/).
 */
import type { Position } from './position.js';
import { isInsufficientMaterial } from './material.js';

/** Plies without a capture or pawn move after which a draw can be claimed (FIDE 9.3: 50 moves each). */
export const FIFTY_MOVE_PLIES = 100;
/** Plies without a capture or pawn move after which the game is drawn (FIDE 9.6.2: 75 moves each). */
export const SEVENTY_FIVE_MOVE_PLIES = 150;

/**
 * Counts how often each position (by its FIDE 9.2.3 repetition key) has occurred in a game.
 * Mutable; `add` after each move, `remove` to take a move back.
 */
export class RepetitionCounter {
  private readonly counts = new Map<number, number>();

  /** Records one more occurrence of `key`; returns how often it has now occurred. */
  add(key: number): number {
    const n = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, n);
    return n;
  }

  /** Removes one occurrence of `key` (taking back a move). */
  remove(key: number): void {
    const n = this.counts.get(key) ?? 0;
    if (n <= 1) this.counts.delete(key);
    else this.counts.set(key, n - 1);
  }

  /** How often `key` has occurred. */
  count(key: number): number {
    return this.counts.get(key) ?? 0;
  }
}

/** What the position alone (and its repetition count) says about the game's end. */
export interface PositionStatus {
  /** Ends the game at once: checkmate (FIDE 5.1.1), stalemate (5.2.1), a dead position by material (5.2.2), 75 moves (9.6.2), fivefold (9.6.1). */
  readonly ending: 'checkmate' | 'stalemate' | 'insufficient-material' | 'seventy-five-moves' | 'fivefold' | null;
  /** A threefold repetition can be claimed (FIDE 9.2). */
  readonly threefold: boolean;
  /** Fifty moves without capture or pawn move can be claimed (FIDE 9.3). */
  readonly fiftyMoves: boolean;
}

/**
 * The status of `pos`, which has occurred `repetitions` times so far (counting now).
 * Checkmate takes precedence over the 75-move rule (FIDE 9.6.2: "unless the last move
 * resulted in checkmate"); the rest cannot coincide with a mate.
 */
export function positionStatus(pos: Position, repetitions: number): PositionStatus {
  const hasMove = pos.hasLegalMove();
  let ending: PositionStatus['ending'] = null;
  if (!hasMove) ending = pos.isCheck() ? 'checkmate' : 'stalemate';
  else if (isInsufficientMaterial(pos)) ending = 'insufficient-material';
  else if (repetitions >= 5) ending = 'fivefold'; // FIDE 9.6.1
  else if (pos.halfmoves >= SEVENTY_FIVE_MOVE_PLIES) ending = 'seventy-five-moves'; // FIDE 9.6.2
  return { ending, threefold: repetitions >= 3, fiftyMoves: pos.halfmoves >= FIFTY_MOVE_PLIES };
}
