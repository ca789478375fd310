import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { warmUp } from './warmUp.js';

describe('warmUp', () => {
  test('plays every warm-up position to its depth: their known perft numbers, 2039 + 2812 + 264 + 264 + 1486 + 2079', () => {
    assert.equal(warmUp(), 8944);
    assert.equal(warmUp(), 8944, 'a second call counts the same');
  });
});
