/**
 * The analysis always works with White as the side that wants to mate: a query for Black is
 * answered on the colour-mirrored position (ranks flipped, colours swapped), and its moves are
 * mirrored back. Squares are 0x88; mirroring a square is `s ^ 0x70`.
 */
import { Position } from '../board/position.js';
import { CASTLE_HI, CASTLE_LO, PIECE_KEYS, TURN_HI, TURN_LO } from '../board/zobrist.js';

/** Castling rights with White's and Black's bits exchanged (WK 1, WQ 2 ↔ BK 4, BQ 8). */
const swapCastle = (c: number): number => ((c & 3) << 2) | ((c >> 2) & 3);

/**
 * A copy of `pos` in which the side `winner` (0 white, 1 black) is White: for Black the board
 * is mirrored rank-wise with colours swapped, the side to move, castling rights and the
 * en-passant square follow. The copy is independent of `pos`.
 */
export function normalizedCopy(pos: Position, winner: number): Position {
  return winner === 0 ? pos.clone() : normalizeInto(pos, winner, Position.empty());
}

/**
 * Like {@link normalizedCopy}, but written into `out` (its undo history forgotten, its buffers
 * kept), so an analysis of many positions allocates none. Returns `out`.
 */
export function normalizeInto(pos: Position, winner: number, out: Position): Position {
  if (winner === 0) {
    out.copyFrom(pos);
    return out;
  }
  // The board mirrored with the hash computed on the way; the sets mirrored as sets (ranks
  // reversed: each half byte-swapped, the halves exchanged; the colours' sets exchanged).
  const src = pos.board;
  const board = out.board;
  let lo = 0;
  let hi = 0;
  for (let s = 0; s < 128; s = (s + 9) & ~8) {
    const p = src[s]!;
    const m = s ^ 0x70;
    if (p === 0) {
      board[m] = 0;
      continue;
    }
    const q = p ^ 8;
    board[m] = q;
    lo ^= PIECE_KEYS[2 * (q * 128 + m)]!;
    hi ^= PIECE_KEYS[2 * (q * 128 + m) + 1]!;
  }
  const from = pos.occupied;
  const to = out.occupied;
  // White's set from Black's and Black's from White's; then each role set (both colours).
  to[0] = byteSwap(from[3]!);
  to[1] = byteSwap(from[2]!);
  to[2] = byteSwap(from[1]!);
  to[3] = byteSwap(from[0]!);
  for (let i = 4; i < to.length; i += 2) {
    to[i] = byteSwap(from[i + 1]!);
    to[i + 1] = byteSwap(from[i]!);
  }
  out.kings[0] = pos.kings[1]! < 0 ? -1 : pos.kings[1]! ^ 0x70;
  out.kings[1] = pos.kings[0]! < 0 ? -1 : pos.kings[0]! ^ 0x70;
  out.side = pos.side ^ 1;
  out.castle = swapCastle(pos.castle);
  out.ep = pos.ep < 0 ? -1 : pos.ep ^ 0x70;
  out.half = pos.half;
  out.full = pos.full;
  lo ^= CASTLE_LO[out.castle]!;
  hi ^= CASTLE_HI[out.castle]!;
  if (out.side === 1) {
    lo ^= TURN_LO;
    hi ^= TURN_HI;
  }
  out.hashLo = lo;
  out.hashHi = hi;
  out.forgetHistory();
  return out;
}

/** A 32-bit set with its four bytes (ranks) in reverse order. */
const byteSwap = (x: number): number => (x >>> 24) | ((x >>> 8) & 0xff00) | ((x & 0xff00) << 8) | (x << 24);

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
  pos.writeStateKey(out);
}
