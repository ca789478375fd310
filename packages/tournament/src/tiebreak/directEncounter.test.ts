import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { makeTiebreakContext } from './context.js';
import { directEncounterOrder } from './directEncounter.js';
import { crossTable } from './fixtures/crossTable.js';

// C.07 article 6 (direct encounter), hand-checked on small cross tables.
describe('direct encounter (C.07 6)', () => {
  test('all have met: ordered by points among them (A 1.5, B 1, C 0.5)', () => {
    const t = crossTable({ 1: ['+W2', '=B3'], 2: ['-B1', '+W3'], 3: ['=W1', '-B2'] });
    const ctx = makeTiebreakContext(t, { system: 'round-robin' });
    assert.deepEqual(directEncounterOrder(ctx, [3, 2, 1]), [[1], [2], [3]]);
  });

  test('players who met twice count the average: a win and a draw = 0.75 against 0.25', () => {
    const t = crossTable({ 1: ['+W2', '=B2'], 2: ['-B1', '=W1'] });
    const ctx = makeTiebreakContext(t, { system: 'round-robin' });
    assert.deepEqual(directEncounterOrder(ctx, [1, 2]), [[1], [2]]);
    // The averages are what count: 1 beating 2 twice and drawing twice still puts 1 first.
    const t2 = crossTable({ 1: ['=W2', '=B2', '+W2'], 2: ['=B1', '=W1', '-B1'] });
    assert.deepEqual(directEncounterOrder(makeTiebreakContext(t2, { system: 'round-robin' }), [2, 1]), [[1], [2]]);
  });

  test('equal points among them stay tied', () => {
    const t = crossTable({ 1: ['=W2'], 2: ['=B1'] });
    assert.deepEqual(directEncounterOrder(makeTiebreakContext(t), [1, 2]), [[1, 2]]);
  });

  test('not all have met, but 1 is alone on top whatever the missing game (2 and 3 never met)', () => {
    // 1 beat 2 and 3: 2 points; 2 and 3 could reach at most 1 each.
    const t = crossTable({ 1: ['+W2', '+B3'], 2: ['-B1', '+BYE'], 3: ['+BYE', '-W1'] });
    assert.deepEqual(directEncounterOrder(makeTiebreakContext(t), [1, 2, 3]), [[1], [2, 3]]);
  });

  test('not all have met and the missing games could change the top: nobody is separated', () => {
    // 1 beat 2 (1 point); 3 met neither and could still reach 2.
    const t = crossTable({ 1: ['+W2', '+BYE'], 2: ['-B1', '+BYE'], 3: ['+BYE', '+BYE'] });
    assert.deepEqual(directEncounterOrder(makeTiebreakContext(t), [1, 2, 3]), [[1, 2, 3]]);
  });

  test('a forfeit is no encounter in a Swiss, but is one in a round robin', () => {
    const t = crossTable({ 1: ['+F2'], 2: ['-F1'] });
    assert.deepEqual(directEncounterOrder(makeTiebreakContext(t), [1, 2]), [[1, 2]]);
    assert.deepEqual(directEncounterOrder(makeTiebreakContext(t, { system: 'round-robin' }), [1, 2]), [[1], [2]]);
  });

  test('a subgroup still tied is ordered again by its own games (A 2, B 1.5, C 1.5, D 1; B beat C)', () => {
    // Berger 4: R1 1–4, 2–3; R2 4–3, 1–2; R3 2–4, 3–1.
    const t = crossTable({
      1: ['+W4', '=W2', '=B3'],
      2: ['+W3', '=B1', '-W4'],
      3: ['-B2', '+B4', '=W1'],
      4: ['-B1', '-W3', '+B2'],
    });
    const ctx = makeTiebreakContext(t, { system: 'round-robin' });
    assert.deepEqual(directEncounterOrder(ctx, [1, 2, 3, 4]), [[1], [2], [3], [4]]);
  });

  test('the order does not depend on the order the group is given in', () => {
    const t = crossTable({ 1: ['+W2', '=B3'], 2: ['-B1', '+W3'], 3: ['=W1', '-B2'] });
    const ctx = makeTiebreakContext(t, { system: 'round-robin' });
    for (const g of [
      [1, 2, 3],
      [2, 3, 1],
      [3, 1, 2],
    ]) {
      assert.deepEqual(directEncounterOrder(ctx, g), [[1], [2], [3]]);
    }
  });
});
