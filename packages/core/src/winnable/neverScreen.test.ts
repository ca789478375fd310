import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Position } from '../board/position.js';
import { makeFen, parseFenTolerant } from '../notation/fen.js';
import { randomPlayout } from '../../test/random.js';
import { sharedPath, skipMessage } from '../../test/shared.js';
import { canCheckmate, screenByPrelude } from './canCheckmate.js';
import { parseLabelledPositions } from './labels.js';
import { surelyNever } from './neverScreen.js';

const position = (fen: string): Position => {
  const r = parseFenTolerant(fen);
  assert.ok(r.ok, fen);
  return r.value;
};

/**
 * Checks one query: when `surelyNever` says so, the screen from the analysis' first stages is
 * `never` too and the quick mode without search answers `unknown`; the position is unchanged.
 * Returns whether `surelyNever` held.
 */
function check(pos: Position, winner: number): boolean {
  const fen = makeFen(pos);
  const never = surelyNever(pos, winner);
  assert.equal(makeFen(pos), fen, 'surelyNever left the position as it was');
  const at = `${winner === 0 ? 'white' : 'black'} in ${fen}`;
  if (never) {
    assert.equal(screenByPrelude(pos, winner), 'never', at);
    assert.equal(canCheckmate(pos, winner === 0 ? 'white' : 'black', { mode: 'quick', maxNodes: 0 }).verdict, 'unknown', at);
  }
  return never;
}

describe('surelyNever: the common `never` screen from one pass over the board', () => {
  test('each condition it rests on', () => {
    // A middlegame: a queen, rook or knight, a big force, nothing forced.
    assert.ok(surelyNever(position('r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3'), 0));
    assert.ok(surelyNever(position('r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3'), 1));
    // A check with one reply: the forced move is played first (the full screen decides).
    const forced = position('4k3/8/8/8/8/8/PPP2q2/R3K1r1 w - - 0 1');
    assert.ok(!surelyNever(forced, 0) && !surelyNever(forced, 1));
    assert.equal(forced.legalMoves().length, 1);
    // Stalemate and checkmate end the game: not `never` by this test.
    assert.ok(!surelyNever(position('7k/5Q2/6K1/8/8/8/PPPP4/8 b - - 0 1'), 0));
    assert.ok(!surelyNever(position('7k/6Q1/6K1/8/8/8/PPPP4/8 b - - 0 1'), 0));
    // A small force (four men with the king): the short-lines test applies.
    assert.ok(!surelyNever(position('4k3/pppp4/8/8/8/8/1PP5/R3K3 w - - 0 1'), 0));
    assert.ok(surelyNever(position('4k3/pppp4/8/8/8/8/1PPP4/R3K3 w - - 0 1'), 0));
    // Bishops and pawns only: the static test runs.
    assert.ok(!surelyNever(position('4k3/pppp4/8/8/8/8/1PPP4/2B1KB2 w - - 0 1'), 0));
    // Three locked pawn pairs: the static test runs first.
    assert.ok(!surelyNever(position('4k3/8/8/1p1p1p2/1P1P1P2/8/8/R3K3 w - - 0 1'), 0));
    assert.ok(surelyNever(position('4k3/8/8/1p1p4/1P1P4/8/6P1/R3K3 w - - 0 1'), 0));
    // Pairs counted in either half of the sets and across them (ranks 2–3, 4–5, 5–6).
    assert.ok(!surelyNever(position('4k3/8/p7/P3p3/4P3/7p/7P/R3K3 w - - 0 1'), 0));
    assert.ok(surelyNever(position('4k3/8/p7/P3p3/4P3/7p/6P1/R3K3 w - - 0 1'), 0));
    // A white pawn with a black pawn beside it or behind it is not locked.
    assert.ok(surelyNever(position('4k3/8/pP6/P3p3/3P4/7P/7p/R3K3 w - - 0 1'), 0));
    // Four bishops of one shade and nothing else: the material rule may apply (knights or pawns decide).
    assert.ok(!surelyNever(position('4k3/8/8/8/8/8/qB1B4/B1B1K3 w - - 0 1'), 0));
    // No king for a side (a tolerant position): the analysis' own stages decide.
    assert.ok(!surelyNever(position('8/8/8/8/8/8/PPPP4/RNBQK3 w - - 0 1'), 0));
  });

  test('never contradicts the screen from the analysis’ first stages (random playouts)', () => {
    let held = 0;
    let queries = 0;
    for (const [i, fen] of [
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
      'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
      '4k3/pppp4/8/8/8/8/1PPP4/R3K3 w - - 0 1',
      '4k3/8/3N4/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/4K3 b - - 0 1',
      '2kr4/ppp5/8/8/8/8/5PPP/4R1K1 w - - 0 1',
      '8/3k4/2n5/8/8/4B3/3PP3/4K3 w - - 0 1',
    ].entries()) {
      for (let seed = 1; seed <= 40; seed++) {
        const { pos } = randomPlayout(position(fen), 4 + seed * 3, 1000 * i + seed);
        for (const winner of [0, 1]) {
          queries++;
          if (check(pos, winner)) held++;
        }
      }
    }
    // The test is no shortcut nobody takes, nor one everybody takes.
    assert.ok(held > queries / 10 && held < queries, `${held} of ${queries}`);
  });

  const lichess = sharedPath('data/unwinnability/lichess.txt');
  test(
    'never contradicts the screen on lichess.txt (every eighth position, both sides)',
    { skip: lichess === undefined ? skipMessage('data/unwinnability/lichess.txt') : false },
    () => {
      const file = parseLabelledPositions(readFileSync(lichess!, 'utf8'));
      assert.ok(file.ok);
      let held = 0;
      let queries = 0;
      for (let i = 0; i < file.value.length; i += 8) {
        const pos = position(file.value[i]!.fen);
        for (const winner of [0, 1]) {
          queries++;
          if (check(pos, winner)) held++;
        }
      }
      assert.ok(held > queries / 2, `${held} of ${queries}`);
    },
  );
});
