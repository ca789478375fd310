/**
 * The position key the search uses for its transposition table and repetition checks: the
 * core's Zobrist hash (board, side to move, castling) with an en-passant file mixed in whenever
 * the position records an e.p. square. The core records one only when an enemy pawn stands
 * beside the pawn that made the double step, nearly always a legal capture; when it is not, two
 * identical positions get different keys, which costs a missed transposition or repetition,
 * never a false one.
 */
import type { BoardState } from '@flagfall/core/internal';

function fixedKeys(seed: number, count: number): Int32Array {
  // A xorshift generator with a fixed seed: the keys are the same in every run and thread.
  const out = new Int32Array(count);
  let x = seed | 0;
  for (let i = 0; i < count; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x;
  }
  return out;
}

const EP_LO = fixedKeys(0x2545f491, 8);
const EP_HI = fixedKeys(0x6a09e667, 8);

/** The low half of the position's search key. */
export function keyLo(pos: BoardState): number {
  return pos.ep < 0 ? pos.hashLo : pos.hashLo ^ EP_LO[pos.ep & 7]!;
}

/** The high half of the position's search key. */
export function keyHi(pos: BoardState): number {
  return pos.ep < 0 ? pos.hashHi : pos.hashHi ^ EP_HI[pos.ep & 7]!;
}
