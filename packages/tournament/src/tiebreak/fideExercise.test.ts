import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { makeTiebreakContext, playerView } from './context.js';
import { EXERCISE_BH, EXERCISE_BH_C1, EXERCISE_SB, FIDE_EXERCISE } from './fixtures/fideExercise.js';
import { buchholz, sonnebornBerger } from './opposition.js';

// Test vectors: FIDE TEC tie-break exercise (2024-03-18), as transcribed in marceljuenemann/tiebreak.
describe('FIDE tie-break exercise (TEC, March 2024)', () => {
  const ctx = makeTiebreakContext(FIDE_EXERCISE);

  for (const [id, expected] of Object.entries(EXERCISE_BH)) {
    test(`exercises 1–4: BH of player ${id} is ${expected}`, () => {
      assert.equal(buchholz(ctx, playerView(ctx, Number(id))), expected);
    });
  }

  for (const [id, expected] of Object.entries(EXERCISE_BH_C1)) {
    test(`exercises 5–8: BH Cut-1 of player ${id} is ${expected}`, () => {
      assert.equal(buchholz(ctx, playerView(ctx, Number(id)), 1), expected);
    });
  }

  for (const [id, { adjusted, sb }] of Object.entries(EXERCISE_SB)) {
    test(`exercises 11–12: player ${id} has adjusted score ${adjusted} and SB ${sb}`, () => {
      const p = playerView(ctx, Number(id));
      assert.equal(p.adjustedScore, adjusted);
      assert.equal(sonnebornBerger(ctx, p), sb);
    });
  }

  test('exercise 3: the forfeit win of 11 counts its dummy opponent (2.5), not a draw nor nothing', () => {
    // Without article 16 (opponent 9's real score in the forfeited round) 11's BH would be 12.5.
    assert.equal(buchholz(ctx, playerView(ctx, 11)), 13.5);
  });

  test('exercise 8: the withdrawn player 12 scores 2 but counts 3 in the opponents’ BH (16.3.2)', () => {
    const p = playerView(ctx, 12);
    assert.equal(p.score, 2);
    assert.equal(p.adjustedScore, 3);
  });

  test('exercise 6: Cut-1 of player 9 cuts a voluntarily unplayed round (1.5), not the least value (1)', () => {
    // Opponents 1 (3.5), 10 (1), dummy 1.5 ×3 (half bye, forfeit loss, PAB): BH 9; a plain Cut-1 gives 8.
    assert.equal(buchholz(ctx, playerView(ctx, 9)), 9);
    assert.equal(buchholz(ctx, playerView(ctx, 9), 1), 7.5);
  });
});
