/** Seeded randomness for tests: reproducible playouts and positions. */
import type { Position } from '../src/board/position.js';
import type { Move } from '../src/types.js';

/** A small deterministic PRNG (mulberry32): `next()` in [0, 1). */
export function prng(seed: number): { next(): number; int(n: number): number } {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (n: number) => Math.floor(next() * n) };
}

/** Plays up to `plies` random legal moves from `start` (a clone is returned; the start is unchanged). */
export function randomPlayout(start: Position, plies: number, seed: number): { pos: Position; moves: Move[] } {
  const rng = prng(seed);
  const pos = start.clone();
  const moves: Move[] = [];
  for (let i = 0; i < plies; i++) {
    const legal = pos.legalMoves();
    if (legal.length === 0) break;
    const move = legal[rng.int(legal.length)]!;
    pos.play(move);
    moves.push(move);
  }
  return { pos, moves };
}
