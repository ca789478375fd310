import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { makeFen, parseFen } from '../notation/fen.js';
import { fuzzRuns } from '../test-support/fuzz.js';
import { isAttackedBy } from './attacks.js';
import { FLAG_CASTLE, FLAG_EP, KING_OFFSETS } from './constants.js';
import { kingCanStepAfter } from './kingSteps.js';
import { generateLegal, MAX_LEGAL_MOVES } from './movegen.js';
import type { Position } from './position.js';
import { prng } from '../../test/random.js';

const at = (fen: string): Position => {
  const pos = parseFen(fen);
  assert.ok(pos.ok, fen);
  return pos.value;
};

/** The oracle: the move set down on a copy of the 0x88 board, each king step tested square by square. */
function oracle(pos: Position, from: number, to: number, placed: number): boolean {
  const b = Int8Array.from(pos.board);
  const us = pos.side;
  const king = pos.kings[us ^ 1]!;
  b[to] = placed | (us << 3);
  b[from] = 0;
  b[king] = 0;
  return KING_OFFSETS.some((o) => {
    const t = king + o;
    if (t & 0x88) return false;
    const p = b[t]!;
    return (p === 0 || p >> 3 === us) && !isAttackedBy(b, t, us);
  });
}

/** The move `uci`'s internal code in `pos`. */
function move(pos: Position, uci: string): number {
  const buffer = new Int32Array(MAX_LEGAL_MOVES);
  const n = generateLegal(pos, buffer, 0);
  for (let i = 0; i < n; i++) {
    const m = buffer[i]!;
    const name = (s: number): string => 'abcdefgh'[s & 7]! + ((s >> 4) + 1);
    if (name(m & 0x7f) + name((m >> 7) & 0x7f) === uci) return m;
  }
  throw new Error(`no move ${uci} in ${makeFen(pos)}`);
}

const stepsAfter = (pos: Position, uci: string): boolean => {
  const m = move(pos, uci);
  const promo = (m >> 14) & 7;
  return kingCanStepAfter(pos, m & 0x7f, (m >> 7) & 0x7f, promo !== 0 ? promo : pos.board[m & 0x7f]! & 7);
};

test('the king steps out of a check only to a square the checker does not cover once it has gone', () => {
  // Rh1+ leaves g8 and g7; Ra8+ with the king on g6 leaves nothing.
  assert.equal(stepsAfter(at('7k/8/8/8/8/8/8/K5R1 w - - 0 1'), 'g1h1'), true);
  assert.equal(stepsAfter(at('7k/8/6K1/8/8/8/8/R7 w - - 0 1'), 'a1a8'), false);
  // Fleeing along the checking line: a5 only looks free while the king stands on a4 (Ra1+).
  assert.equal(stepsAfter(at('8/8/8/8/k1K5/8/8/7R w - - 0 1'), 'h1a1'), false);
  // The moved piece's square is left empty: Nf7+ opens the long diagonal, and the bishop takes g7.
  assert.equal(stepsAfter(at('6rk/7p/8/4N3/8/8/8/B3K3 w - - 0 1'), 'e5f7'), false);
  assert.equal(stepsAfter(at('6rk/7p/8/4N3/8/8/8/4K3 w - - 0 1'), 'e5f7'), true);
  // Taking the unprotected checker is a step; a protected one is not.
  assert.equal(stepsAfter(at('7k/8/8/8/8/8/8/K5Q1 w - - 0 1'), 'g1g7'), true);
  assert.equal(stepsAfter(at('7k/8/5K2/8/8/8/8/6Q1 w - - 0 1'), 'g1g7'), false);
  // A promotion checks as the piece it becomes.
  assert.equal(stepsAfter(at('k7/2P5/1K6/8/8/8/8/8 w - - 0 1'), 'c7c8'), false);
});

test('property: the answer is the square-by-square test on the board with the move set down', () => {
  const starts = [
    at('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'),
    at('r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'),
    at('r3k2r/1P4P1/8/2pP4/8/8/1p4p1/R3K2R w KQkq c6 0 1'),
    at('8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1'),
  ];
  const buffer = new Int32Array(MAX_LEGAL_MOVES);
  let compared = 0;
  fc.assert(
    fc.property(fc.integer({ min: 0, max: starts.length - 1 }), fc.integer({ min: 0, max: 80 }), fc.integer(), (which, plies, seed) => {
      const rng = prng(seed);
      const pos = starts[which]!.clone();
      for (let i = 0; i < plies; i++) {
        const n = generateLegal(pos, buffer, 0);
        if (n === 0) break;
        pos.makeMove(buffer[rng.int(n)]!);
        // Every move of the side to move, as the mate probe would try it (not castling, not en passant).
        const count = generateLegal(pos, buffer, 0);
        for (let j = 0; j < count; j++) {
          const m = buffer[j]!;
          if (m >> 17 === FLAG_EP || m >> 17 === FLAG_CASTLE) continue;
          const from = m & 0x7f;
          const to = (m >> 7) & 0x7f;
          const promo = (m >> 14) & 7;
          const placed = promo !== 0 ? promo : pos.board[from]! & 7;
          const before = makeFen(pos);
          assert.equal(kingCanStepAfter(pos, from, to, placed), oracle(pos, from, to, placed), `${before}, move ${j}`);
          assert.equal(makeFen(pos), before, 'the position is unchanged');
          compared++;
        }
      }
    }),
    { numRuns: fuzzRuns(100) },
  );
  assert.ok(compared > 1000, `compared ${compared} moves`);
});
