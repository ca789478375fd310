/**
 * The core's internal move integers (see `@flagfall/core/internal`), read without allocation:
 * `from | to << 7 | promotionRole << 14 | flag << 17`, squares in 0x88. Piece codes are
 * `role | color << 3`. The constants and readers are the core's own (re-exported here); moves.test.ts
 * checks the names and UCI built from them against the core's moves.
 */

import { moveFrom, movePromo, moveTo } from '@flagfall/core/internal';

/** The core's piece roles, move flags and move readers, re-exported for the engine's modules. */
export {
  BISHOP,
  FLAG_CASTLE,
  FLAG_EP,
  KING,
  KNIGHT,
  moveFlag,
  moveFrom,
  movePromo,
  moveTo,
  PAWN,
  QUEEN,
  ROOK,
} from '@flagfall/core/internal';

const FILES = 'abcdefgh';
const PROMO_CHARS = ['', '', 'n', 'b', 'r', 'q'];

/** The name of a 0x88 square (`e4`). */
export function squareName(s: number): string {
  return `${FILES[s & 7]!}${(s >> 4) + 1}`;
}

/** A move in UCI (`e2e4`, `e7e8q`; castling as the king's two-square move, `e1g1`). */
export function moveToUci(m: number): string {
  return squareName(moveFrom(m)) + squareName(moveTo(m)) + PROMO_CHARS[movePromo(m)]!;
}
