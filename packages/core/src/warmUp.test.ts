import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { warmUp } from './warmUp.js';

describe('warmUp', () => {
  // One ply deep: the published perft(1) of test positions 2–6 (48, 14, 6, 6 mirrored, 44, 46) and
  // the two castling positions (24, 22, counted by chess.js). Then at depth: 2039 + 2812 + 264 + 264
  // + 1486 + 2079, and 576 + 484 (chess.js).
  const onePly = 48 + 14 + 6 + 6 + 44 + 46 + 24 + 22;
  const deep = 2039 + 2812 + 264 + 264 + 1486 + 2079 + 576 + 484;
  test(`plays every warm-up position one ply deep, then to its depth: their perft numbers, ${onePly} + ${deep}`, () => {
    assert.equal(warmUp(), onePly + deep);
    assert.equal(warmUp(), onePly + deep, 'a second call counts the same');
  });
});
