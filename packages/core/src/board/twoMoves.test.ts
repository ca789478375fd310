import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { makeFen, parseFenTolerant } from '../notation/fen.js';
import { randomPlayout } from '../../test/random.js';
import type { Position } from './position.js';
import { twoMovesOnSight } from './twoMoves.js';

const position = (fen: string): Position => {
  const r = parseFenTolerant(fen);
  assert.ok(r.ok, fen);
  return r.value;
};

/** Checks one position against the generator; returns whether the board alone told. */
function check(pos: Position): boolean {
  const fen = makeFen(pos);
  const legal = pos.legalMoves().length;
  const seen = twoMovesOnSight(pos);
  assert.equal(makeFen(pos), fen, 'the position is left as it was');
  if (seen) assert.ok(legal >= 2, `twoMovesOnSight in ${fen}, which has ${legal} legal moves`);
  assert.equal(pos.hasTwoLegalMoves(), legal >= 2, fen);
  return seen;
}

describe('two legal moves, told from the board', () => {
  test('pieces that are free to move', () => {
    assert.ok(twoMovesOnSight(position('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1')));
    assert.ok(twoMovesOnSight(position('4k3/8/8/8/8/8/8/R3K3 w - - 0 1')), 'a rook along two lines');
  });

  test('a check, a pin or only king moves: the generator counts', () => {
    const cases: Array<[string, number, string]> = [
      ['k7/8/8/8/8/R7/5nPP/7K w - - 0 1', 1, 'a knight checks: the pawns may not push, the king steps'],
      ['k7/8/8/8/8/R7/6PP/r6K w - - 0 1', 1, 'a rook checks along the first rank: only Rxa1'],
      ['k7/8/8/8/8/8/6pP/6BK w - - 0 1', 1, 'a pawn checks: only Kxg2'],
      ['7b/8/8/8/8/1p2P3/1Nk5/K7 w - - 0 1', 1, 'the knight is pinned: only e4'],
      ['4k3/8/8/3p4/3P4/8/8/4K3 w - - 0 1', 5, 'only the king moves'],
      ['7k/5Q2/6K1/8/8/8/8/8 b - - 0 1', 0, 'stalemate'],
      ['k7/8/8/8/8/5p1p/5P1P/6BK w - - 0 1', 0, 'the bishop is boxed in by its own pawns: stalemate'],
      ['8/8/8/8/8/8/PPPP4/RNBQ4 w - - 0 1', 18, 'no king (a tolerant position)'],
    ];
    for (const [fen, legal, why] of cases) {
      const pos = position(fen);
      assert.equal(twoMovesOnSight(pos), false, why);
      assert.equal(pos.legalMoves().length, legal, why);
      check(pos);
    }
  });

  test('never claims two moves the generator does not find (random playouts)', () => {
    let seen = 0;
    let positions = 0;
    for (const [i, fen] of [
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
      'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
      '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1',
      'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1',
      '4k3/8/3N4/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/4K3 b - - 0 1',
      '6k1/5ppp/8/8/8/8/5PPP/3R2K1 b - - 0 1',
    ].entries()) {
      for (let seed = 1; seed <= 60; seed++) {
        const { pos } = randomPlayout(position(fen), 2 + seed * 2, 7000 * i + seed);
        positions++;
        if (check(pos)) seen++;
      }
    }
    // Neither a test that never answers nor one that always does.
    assert.ok(seen > positions / 2 && seen < positions, `${seen} of ${positions}`);
  });
});
