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
const { BISHOP, DIRECTION, FLAG_CASTLE, FLAG_EP, KNIGHT, PAWN, QUEEN, ROOK } = constants;

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

/** The king's steps: the four straight ones first, then the four diagonal ones. */
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

/**
 * The pieces of colour `color` that stand alone on a line between the enemy `king` and a slider
 * of their own colour moving along that line: moving one of them off the line discovers a check.
 * Writes their 0x88 squares into `out` from `start`; returns how many (at most 8); see
 * `mayGiveCheck`.
 */
export function discoveringPieces(board: Int8Array, king: number, color: number, out: Int32Array, start: number): number {
  let n = 0;
  for (let d = 0; d < 8; d++) {
    const dir = STEPS[d]!;
    let s = king + dir;
    while (!(s & 0x88) && board[s] === 0) s += dir;
    if (s & 0x88 || board[s]! >> 3 !== color) continue;
    let t = s + dir;
    while (!(t & 0x88) && board[t] === 0) t += dir;
    if (t & 0x88) continue;
    const p = board[t]!;
    const role = p & 7;
    if (p >> 3 === color && (role === QUEEN || role === (d < 4 ? ROOK : BISHOP))) out[start + n++] = s;
  }
  return n;
}

/**
 * Whether White's internal move `m` on `board` may check Black's king on `king`: false only when
 * it surely does not — it neither checks directly nor starts on one of the `count` squares of
 * White's discovering pieces in `discoverers` from `start` (see `discoveringPieces`), and is not
 * castling or en passant. Black must not be in check already.
 */
export function mayGiveCheck(board: Int8Array, m: number, king: number, discoverers: Int32Array, start: number, count: number): boolean {
  const flag = m >> 17;
  if (flag === FLAG_CASTLE || flag === FLAG_EP) return true;
  const from = m & 0x7f;
  for (let k = start; k < start + count; k++) if (discoverers[k] === from) return true;
  const promo = (m >> 14) & 7;
  return givesDirectCheck(board, promo !== 0 ? promo : board[from]! & 7, 0, from, (m >> 7) & 0x7f, king);
}
