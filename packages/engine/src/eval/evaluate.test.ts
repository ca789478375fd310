import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { parseFen, Position } from '@flagfall/core';
import { boardState } from '@flagfall/core/internal';
import { mirrored, randomGame } from '../../test/support.js';
import { Evaluator } from './evaluate.js';

const evaluator = new Evaluator();
const evaluate = (position: Position): number => evaluator.evaluate(boardState(position));
const evalFen = (fen: string): number => {
  const pos = parseFen(fen);
  assert.ok(pos.ok, fen);
  return evaluate(pos.value);
};

test('the evaluation is colour-blind: a position and its mirror (colours swapped) score the same for the side to move', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 120 }), fc.integer({ min: 1, max: 1_000_000 }), (plies, seed) => {
      const { position } = randomGame(plies, seed);
      assert.equal(evaluate(mirrored(position)), evaluate(position));
    }),
    { numRuns: 300 },
  );
});

test('the start position is level (only the side to move has the small tempo bonus)', () => {
  const score = evaluate(Position.initial());
  assert.ok(score > 0 && score <= 20, String(score));
});

test('positions without mating material for either side score exactly 0 (FIDE 5.2.2 by material)', () => {
  for (const fen of [
    '4k3/8/8/8/8/8/8/4K3 w - - 0 1',
    '4k3/8/8/8/8/8/8/2B1K3 w - - 0 1',
    '4k3/8/8/8/8/8/8/1N2K3 b - - 0 1',
    '4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1',
  ]) {
    assert.equal(evalFen(fen), 0, fen);
  }
});

test('a lone minor piece cannot win: king and knight against king and pawn gives the knight no advantage', () => {
  assert.ok(evalFen('4k3/8/8/8/8/5p2/8/1N2K3 w - - 0 1') <= 10);
});

test('an extra queen is worth most of a queen; material counts from the side to move', () => {
  const white = evalFen('4k3/pppppppp/8/8/8/8/PPPPPPPP/3QK3 w - - 0 1');
  const black = evalFen('4k3/pppppppp/8/8/8/8/PPPPPPPP/3QK3 b - - 0 1');
  assert.ok(white > 800, String(white));
  assert.ok(black < -800, String(black));
});

test('a bare king is driven to the edge: the same material scores higher with the lone king in a corner', () => {
  const centre = evalFen('8/8/8/3k4/8/8/7Q/4K3 w - - 0 1');
  const corner = evalFen('k7/8/8/8/8/8/7Q/4K3 w - - 0 1');
  assert.ok(corner > centre, `${corner} > ${centre}`);
});

test('a passed pawn is worth more the further it has gone', () => {
  const back = evalFen('4k3/8/8/8/8/8/P7/4K3 w - - 0 1');
  const far = evalFen('4k3/8/P7/8/8/8/8/4K3 w - - 0 1');
  assert.ok(far > back + 50, `${far} > ${back} + 50`);
});
