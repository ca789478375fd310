/**
 * Cheap "does this move give a direct check" test on the 0x88 board, used to probe for
 * mates without making every move. Discovered checks, castling and en passant are not
 * recognised (a caller that misses a mate here finds it one ply later).
 */
import { BISHOP, DIRECTION, KNIGHT, PAWN, QUEEN, ROOK } from '../board/constants.js';

/** KNIGHT_STEP[d + 119] is 1 when a knight moves by the 0x88 difference d. */
const KNIGHT_STEP: Uint8Array = (() => {
  const t = new Uint8Array(239);
  for (const o of [33, 31, 18, 14, -33, -31, -18, -14]) t[o + 119] = 1;
  return t;
})();

/**
 * Whether a piece of `role` and colour `color` (0 white, 1 black), arriving on `to` from
 * `from`, attacks the 0x88 square `king` on `board` (where `from` is about to be vacated).
 */
export function givesDirectCheck(board: Int8Array, role: number, color: number, from: number, to: number, king: number): boolean {
  const diff = king - to;
  switch (role) {
    case KNIGHT:
      return KNIGHT_STEP[diff + 119] === 1;
    case PAWN:
      return color === 0 ? diff === 15 || diff === 17 : diff === -15 || diff === -17;
    case BISHOP:
    case ROOK:
    case QUEEN: {
      const dir = DIRECTION[diff + 119]!;
      if (dir === 0) return false;
      const diagonal = dir === 15 || dir === 17 || dir === -15 || dir === -17;
      if (role === BISHOP ? !diagonal : role === ROOK ? diagonal : false) return false;
      for (let s = to + dir; s !== king; s += dir) if (board[s] !== 0 && s !== from) return false;
      return true;
    }
    default:
      return false;
  }
}
