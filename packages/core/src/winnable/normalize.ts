/**
 * The analysis always works with White as the side that wants to mate: a query for Black is
 * answered on the colour-mirrored position (ranks flipped, colours swapped), and its moves are
 * mirrored back. Squares are 0x88; mirroring a square is `s ^ 0x70`.
 */
import { Position } from '../board/position.js';
import { EP_HI, EP_LO } from '../board/zobrist.js';

/** Castling rights with White's and Black's bits exchanged (WK 1, WQ 2 ↔ BK 4, BQ 8). */
const swapCastle = (c: number): number => ((c & 3) << 2) | ((c >> 2) & 3);

/**
 * A copy of `pos` in which the side `winner` (0 white, 1 black) is White: for Black the board
 * is mirrored rank-wise with colours swapped, the side to move, castling rights and the
 * en-passant square follow. The copy is independent of `pos`.
 */
export function normalizedCopy(pos: Position, winner: number): Position {
  if (winner === 0) return pos.clone();
  const out = Position.empty();
  for (let s = 0; s < 128; s = (s + 9) & ~8) {
    const p = pos.board[s]!;
    out.board[s ^ 0x70] = p === 0 ? 0 : p ^ 8;
  }
  out.side = pos.side ^ 1;
  out.castle = swapCastle(pos.castle);
  out.ep = pos.ep < 0 ? -1 : pos.ep ^ 0x70;
  out.half = pos.half;
  out.full = pos.full;
  out.refresh();
  return out;
}

/**
 * Like {@link normalizedCopy}, but written into `out` (its undo history forgotten, its buffers
 * kept), so an analysis of many positions allocates none. Returns `out`.
 */
export function normalizeInto(pos: Position, winner: number, out: Position): Position {
  out.copyFrom(pos);
  if (winner === 0) return out;
  const board = out.board;
  board.fill(0);
  for (let s = 0; s < 128; s = (s + 9) & ~8) {
    const p = pos.board[s]!;
    if (p !== 0) board[s ^ 0x70] = p ^ 8;
  }
  out.side = pos.side ^ 1;
  out.castle = swapCastle(pos.castle);
  out.ep = pos.ep < 0 ? -1 : pos.ep ^ 0x70;
  out.refresh();
  return out;
}

/** An internal move of the mirrored position as the same move on the original board. */
export function mirrorMove(m: number, mirrored: boolean): number {
  if (!mirrored) return m;
  return (m & ~0x3fff) | ((m & 0x7f) ^ 0x70) | ((((m >> 7) & 0x7f) ^ 0x70) << 7);
}

/**
 * A 2 × 32-bit key of the exact game state for tables: the position's Zobrist hash plus the
 * en-passant square when one is recorded (the board's hash leaves it out, but a possible
 * en-passant capture is a move the analysis must not lose). Written into `out[0]`, `out[1]`.
 */
export function stateKey(pos: Position, out: Int32Array): void {
  let lo = pos.hashLo;
  let hi = pos.hashHi;
  if (pos.ep >= 0) {
    lo ^= EP_LO[pos.ep & 7]!;
    hi ^= EP_HI[pos.ep & 7]!;
  }
  out[0] = lo;
  out[1] = hi;
}
