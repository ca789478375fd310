/**
 * The core's internal move integers (see `@flagfall/core/internal`), read without allocation:
 * `from | to << 7 | promotionRole << 14 | flag << 17`, squares in 0x88. Piece codes are
 * `role | color << 3`. moves.test.ts checks these readings against the core's own moves, so a
 * change of the core's layout fails there first.
 */

/** Piece roles as the board stores them (the low 3 bits of a piece code). */
export const PAWN = 1;
export const KNIGHT = 2;
export const BISHOP = 3;
export const ROOK = 4;
export const QUEEN = 5;
export const KING = 6;

/** Move flags (bits 17+). */
export const FLAG_EP = 1;
export const FLAG_CASTLE = 2;

/** The origin (0x88) of a move. */
export const moveFrom = (m: number): number => m & 0x7f;
/** The target (0x88) of a move. */
export const moveTo = (m: number): number => (m >> 7) & 0x7f;
/** The promotion role of a move (0: none). */
export const movePromo = (m: number): number => (m >> 14) & 7;
/** The flag of a move (0 plain, 1 en passant, 2 castling, 3 double step). */
export const moveFlag = (m: number): number => m >> 17;

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
