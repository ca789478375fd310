/** Attack detection on the 0x88 board. */
import * as constants from './constants.js';

// Module-level copies: V8 (Node 20) reads an imported binding through its module cell at every
// use, even in optimized code, while a const of this module is folded in.
const { BISHOP, BISHOP_DIRS, KING, KING_OFFSETS, KNIGHT, KNIGHT_OFFSETS, PAWN, QUEEN, ROOK, ROOK_DIRS } = constants;

/** Whether `sq` (0x88) is attacked by any piece of colour `by` (0 white, 1 black) on `board`. */
export function isAttackedBy(board: Int8Array, sq: number, by: number): boolean {
  const bits = by << 3;
  // Pawns: a white pawn attacks up-left/up-right, so it sits below the square.
  const pawn = PAWN | bits;
  if (by === 0) {
    let s = sq - 15;
    if (!(s & 0x88) && board[s] === pawn) return true;
    s = sq - 17;
    if (!(s & 0x88) && board[s] === pawn) return true;
  } else {
    let s = sq + 15;
    if (!(s & 0x88) && board[s] === pawn) return true;
    s = sq + 17;
    if (!(s & 0x88) && board[s] === pawn) return true;
  }
  const knight = KNIGHT | bits;
  for (let i = 0; i < 8; i++) {
    const s = sq + KNIGHT_OFFSETS[i]!;
    if (!(s & 0x88) && board[s] === knight) return true;
  }
  const king = KING | bits;
  for (let i = 0; i < 8; i++) {
    const s = sq + KING_OFFSETS[i]!;
    if (!(s & 0x88) && board[s] === king) return true;
  }
  const rook = ROOK | bits;
  const bishop = BISHOP | bits;
  const queen = QUEEN | bits;
  for (let i = 0; i < 4; i++) {
    const dir = ROOK_DIRS[i]!;
    for (let s = sq + dir; !(s & 0x88); s += dir) {
      const p = board[s]!;
      if (p !== 0) {
        if (p === rook || p === queen) return true;
        break;
      }
    }
  }
  for (let i = 0; i < 4; i++) {
    const dir = BISHOP_DIRS[i]!;
    for (let s = sq + dir; !(s & 0x88); s += dir) {
      const p = board[s]!;
      if (p !== 0) {
        if (p === bishop || p === queen) return true;
        break;
      }
    }
  }
  return false;
}

/** Appends to `out` the 0x88 squares of the pieces of colour `by` that attack `sq`. */
export function attackersOf(board: Int8Array, sq: number, by: number, out: number[]): void {
  const bits = by << 3;
  const pawn = PAWN | bits;
  for (const d of by === 0 ? [-15, -17] : [15, 17]) {
    const s = sq + d;
    if (!(s & 0x88) && board[s] === pawn) out.push(s);
  }
  for (const o of KNIGHT_OFFSETS) {
    const s = sq + o;
    if (!(s & 0x88) && board[s] === (KNIGHT | bits)) out.push(s);
  }
  for (const o of KING_OFFSETS) {
    const s = sq + o;
    if (!(s & 0x88) && board[s] === (KING | bits)) out.push(s);
  }
  for (const dir of ROOK_DIRS) {
    for (let s = sq + dir; !(s & 0x88); s += dir) {
      const p = board[s]!;
      if (p !== 0) {
        if (p === (ROOK | bits) || p === (QUEEN | bits)) out.push(s);
        break;
      }
    }
  }
  for (const dir of BISHOP_DIRS) {
    for (let s = sq + dir; !(s & 0x88); s += dir) {
      const p = board[s]!;
      if (p !== 0) {
        if (p === (BISHOP | bits) || p === (QUEEN | bits)) out.push(s);
        break;
      }
    }
  }
}
