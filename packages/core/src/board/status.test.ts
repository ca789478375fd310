import { test } from 'node:test';
import assert from 'node:assert/strict';
import { RepetitionCounter, positionStatus } from './status.js';
import { Position } from './position.js';
import { parseSan } from '../notation/san.js';
import { at } from '../../test/fixtures.js';


test('checkmate, stalemate and the material rule end the game', () => {
  assert.equal(positionStatus(at('R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1'), 1).ending, 'checkmate');
  assert.equal(positionStatus(at('7k/5Q2/6K1/8/8/8/8/8 b - - 0 1'), 1).ending, 'stalemate');
  assert.equal(positionStatus(at('7k/8/6K1/8/8/8/8/5B2 b - - 0 1'), 1).ending, 'insufficient-material');
  assert.equal(positionStatus(Position.initial(), 1).ending, null);
});

test('50 moves can be claimed at 100 plies; 75 moves end the game at 150 plies (FIDE 9.3, 9.6.2)', () => {
  const s99 = positionStatus(at('7k/8/6K1/8/8/8/8/5R2 w - - 99 80'), 1);
  assert.deepEqual([s99.fiftyMoves, s99.ending], [false, null]);
  const s100 = positionStatus(at('7k/8/6K1/8/8/8/8/5R2 w - - 100 80'), 1);
  assert.deepEqual([s100.fiftyMoves, s100.ending], [true, null]);
  assert.equal(positionStatus(at('7k/8/6K1/8/8/8/8/5R2 w - - 150 100'), 1).ending, 'seventy-five-moves');
  // FIDE 9.6.2: a mate on the 75th move stands.
  assert.equal(positionStatus(at('5R1k/8/6K1/8/8/8/8/8 b - - 150 100'), 1).ending, 'checkmate');
});

test('repetitions: threefold can be claimed, fivefold ends the game (FIDE 9.2, 9.6.1)', () => {
  const pos = Position.initial();
  const counter = new RepetitionCounter();
  let count = counter.add(pos.repetitionKey());
  const cycle = ['Nf3', 'Nf6', 'Ng1', 'Ng8'];
  const seen: number[] = [];
  for (let round = 0; round < 4; round++) {
    for (const san of cycle) {
      const m = parseSan(pos, san);
      assert.ok(m.ok);
      pos.play(m.value);
      count = counter.add(pos.repetitionKey());
    }
    seen.push(count);
  }
  assert.deepEqual(seen, [2, 3, 4, 5]);
  assert.equal(positionStatus(pos, 3).threefold, true);
  assert.equal(positionStatus(pos, 5).ending, 'fivefold');
  counter.remove(pos.repetitionKey());
  assert.equal(counter.count(pos.repetitionKey()), 4);
});
