import assert from 'node:assert/strict';
import { test } from 'node:test';
import { allocateColours } from './colours.js';
import { oraclePlayer } from './test-support/player.js';

const player = oraclePlayer;

test('5.2.1: both preferences granted', () => {
  assert.deepEqual(allocateColours(player(1, 1, 'wb'), player(2, 1, 'wwb'), 'w'), { white: 1, black: 2, rule: '5.2.1' });
});

test('5.2.1: a player without a preference does not stop the other getting theirs', () => {
  assert.deepEqual(allocateColours(player(1, 1, ''), player(2, 1, 'wb'), 'w'), { white: 2, black: 1, rule: '5.2.1' });
});

test('5.2.2: the stronger preference wins (strong over mild, absolute over strong)', () => {
  // 1: CD -1 (strong White); 2: CD 0, last Black (mild White).
  assert.deepEqual(allocateColours(player(1, 1, 'b'), player(2, 1, 'wb'), 'w'), { white: 1, black: 2, rule: '5.2.2' });
  // 3: Black twice running (absolute White) beats 2's strong White although 2 ranks higher.
  assert.deepEqual(allocateColours(player(2, 2, 'bwb'), player(3, 1, 'wbb'), 'w'), { white: 3, black: 2, rule: '5.2.2' });
});

test('5.2.2: two absolute preferences: the wider colour difference wins', () => {
  const wide = { ...player(2, 3, 'bwbb'), topscorer: true }; // CD -2
  const narrow = { ...player(1, 3, 'wbb'), topscorer: true }; // CD -1, Black twice
  assert.deepEqual(allocateColours(narrow, wide, 'w'), { white: 2, black: 1, rule: '5.2.2' });
});

test('5.2.3: colours alternate from the latest round in which the two had different colours', () => {
  // Both mild White; from the end: b/b, w/w, b/w → 1 had Black there, so 1 gets White.
  const a = player(2, 1, 'wbwb');
  const b = player(1, 1, 'bwwb');
  assert.deepEqual(allocateColours(b, a, 'b'), { white: 2, black: 1, rule: '5.2.3' });
});

test('5.2.4: histories that never differ: the higher-ranked player gets their preference', () => {
  // Both mild White; aligned from the end they agree as far as the shorter one goes.
  assert.deepEqual(allocateColours(player(3, 1, 'wb'), player(5, 1, 'bwwb'), 'w'), { white: 3, black: 5, rule: '5.2.4' });
  assert.deepEqual(allocateColours(player(3, 1, 'wb'), player(5, 2, 'bwwb'), 'w'), { white: 5, black: 3, rule: '5.2.4' });
});

test('5.2.5: no preferences: the initial colour to the higher-ranked player with an odd number', () => {
  assert.deepEqual(allocateColours(player(1, 0, ''), player(4, 0, ''), 'w'), { white: 1, black: 4, rule: '5.2.5' });
  assert.deepEqual(allocateColours(player(1, 0, ''), player(4, 0, ''), 'b'), { white: 4, black: 1, rule: '5.2.5' });
  assert.deepEqual(allocateColours(player(2, 0, ''), player(5, 0, ''), 'w'), { white: 5, black: 2, rule: '5.2.5' });
});
