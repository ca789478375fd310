import assert from 'node:assert/strict';
import { test } from 'node:test';
import { allocateColours, ranksAbove } from './colour.js';
import type { PairingColour, PairingPlayer, PreferenceStrength } from './state.js';

const player = (
  id: number,
  colours: string,
  strength: PreferenceStrength,
  colour: PairingColour | null,
  scoreTenths = 10,
): PairingPlayer => {
  const list = [...colours] as PairingColour[];
  const diff = list.filter((c) => c === 'w').length - list.filter((c) => c === 'b').length;
  return {
    id,
    rankIndex: id - 1,
    score: scoreTenths / 10,
    scoreTenths,
    points: scoreTenths / 10,
    pointsTenths: scoreTenths,
    colourDiff: diff,
    colours: list,
    preference: { colour, strength },
    repeatedColour: null,
    opponents: new Set(),
    floats: [],
    byeAllowed: true,
    playedGames: list.length,
    unplayedGames: 0,
    topscorer: false,
  };
};

test('E.1: both preferences granted when they differ', () => {
  assert.deepEqual(allocateColours(player(1, 'w', 'mild', 'b'), player(2, 'b', 'mild', 'w'), 'w'), { white: 2, black: 1 });
});

test('E.2: the stronger preference wins (absolute over strong over mild); of two absolute, the wider difference', () => {
  assert.deepEqual(allocateColours(player(1, 'b', 'mild', 'w'), player(2, 'bb', 'absolute', 'w'), 'w'), {
    white: 2,
    black: 1,
  });
  assert.deepEqual(allocateColours(player(1, 'bwb', 'strong', 'w'), player(2, 'wb', 'mild', 'w'), 'w'), {
    white: 1,
    black: 2,
  });
  assert.deepEqual(allocateColours(player(1, 'bwbb', 'absolute', 'w'), player(2, 'bbb', 'absolute', 'w'), 'w'), {
    white: 2,
    black: 1,
  });
});

test('E.3: alternate from the most recent round in which their colours differed', () => {
  // Both strong for Black; from the last round back: w/w, then b (1) against w (2): 1 now gets w.
  assert.deepEqual(allocateColours(player(1, 'wbw', 'strong', 'b'), player(2, 'bww', 'strong', 'b'), 'w'), {
    white: 1,
    black: 2,
  });
  assert.deepEqual(allocateColours(player(1, 'bwb', 'strong', 'w'), player(2, 'wbb', 'strong', 'w'), 'w'), {
    white: 2,
    black: 1,
  });
});

test('E.4: the same history: the higher-ranked player gets its preference', () => {
  assert.deepEqual(allocateColours(player(2, 'b', 'mild', 'w'), player(1, 'b', 'mild', 'w'), 'w'), { white: 1, black: 2 });
  // A higher score ranks higher than a lower pairing number.
  assert.deepEqual(allocateColours(player(1, 'b', 'mild', 'w', 5), player(2, 'b', 'mild', 'w', 10), 'w'), {
    white: 2,
    black: 1,
  });
  assert.equal(ranksAbove(player(2, '', 'none', null, 10), player(1, '', 'none', null, 5)), true);
});

test('E.5: no preferences: the higher-ranked player gets the initial colour if its number is odd', () => {
  assert.deepEqual(allocateColours(player(1, '', 'none', null), player(4, '', 'none', null), 'w'), { white: 1, black: 4 });
  assert.deepEqual(allocateColours(player(2, '', 'none', null), player(3, '', 'none', null), 'w'), { white: 3, black: 2 });
  assert.deepEqual(allocateColours(player(1, '', 'none', null), player(4, '', 'none', null), 'b'), { white: 4, black: 1 });
});
