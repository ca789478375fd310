/**
 * Cheap "does this move give a direct check" test on the 0x88 board, used to probe for
 * mates without making every move. Discovered checks, castling and en passant are not
 * recognised (a caller that misses a mate here finds it one ply later).
 */
import * as attacks from '../board/attacks.js';
import * as constants from '../board/constants.js';

// Module-level copies of the imported constants and helpers: V8 (Node 20) reads an imported
// binding through its module cell at every use, even in optimized code (see board/movegen.ts).
const { isAttackedBy } = attacks;
const { BISHOP, DIRECTION, KNIGHT, PAWN, QUEEN, ROOK } = constants;

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

const STEPS: readonly number[] = [16, -16, 1, -1, 17, 15, -17, -15];

/**
 * Whether the king of colour `color` on `king` has a legal step (to an empty square or onto an
 * enemy piece, not attacked once the king has left its square): a cheap proof that a check is
 * not mate. `false` proves nothing (a capture or a block may still answer the check).
 */
export function kingCanStep(board: Int8Array, king: number, color: number): boolean {
  const piece = board[king]!;
  const enemy = color ^ 1;
  board[king] = 0;
  let free = false;
  for (let i = 0; i < 8 && !free; i++) {
    const t = king + STEPS[i]!;
    if (t & 0x88) continue;
    const p = board[t]!;
    if (p !== 0 && p >> 3 === color) continue;
    free = !isAttackedBy(board, t, enemy);
  }
  board[king] = piece;
  return free;
}
