import { test } from 'node:test';
import assert from 'node:assert/strict';
import { generateLegal, MAX_LEGAL_MOVES } from '@flagfall/core/internal';
import { legalUci, randomGame } from '../../test/support.js';
import { moveToUci, squareName } from './moves.js';

test("the engine's reading of the core's move integers gives the core's own UCI moves (random games)", () => {
  const buffer = new Int32Array(MAX_LEGAL_MOVES);
  for (let seed = 1; seed <= 60; seed++) {
    const { position } = randomGame(seed % 80, seed);
    const n = generateLegal(position, buffer, 0);
    const ours = Array.from(buffer.subarray(0, n), moveToUci).sort();
    assert.deepEqual(ours, legalUci(position).sort(), `seed ${seed}`);
  }
});

test('0x88 squares are named like the board: 0 is a1, 0x77 is h8', () => {
  assert.equal(squareName(0x00), 'a1');
  assert.equal(squareName(0x34), 'e4');
  assert.equal(squareName(0x77), 'h8');
});
