import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { makeTiebreakContext, playerView } from './context.js';
import { blackGames, blackWins, gamesWon, koya, progressiveScores, wins } from './counts.js';
import { crossTable } from './fixtures/crossTable.js';
import { buchholz, sonnebornBerger } from './opposition.js';
import { averageRatingOfOpponents, DP_BY_PERCENT, expectedScoreHundredths, perfectPerformance, performanceRating } from './rating.js';

// Hand-checked cases; each comment shows the arithmetic. Sources: C.07 (2024) articles as cited, the
// research note's 2009-vs-2023 example (../shared/research/tournaments-ratings.md §7.3), FIDE B.02 table 8.1(a).

/**
 * Five players, four rounds. Player 1 has 1.5 points after two rounds and is absent (zero-point
 * bye) in round 3, as in the 2009 rules' example 1 ("in round 3 P did not show up, 1.5 points").
 */
const ABSENT_IN_ROUND_3 = crossTable({
  1: ['=W2', '+B3', '-BYE', '+W4'], // 2.5
  2: ['=B1', '-W5', '=W3', '+BYE'], // 2
  3: ['+W4', '-W1', '=B2', '=W5'], // 2
  4: ['-B3', '+BYE', '+W5', '-B1'], // 2
  5: ['+BYE', '+B2', '-B4', '=B3'], // 2.5
});

describe('unplayed rounds (C.07 16): the 2023 dummy opponent, not the 2009 virtual opponent', () => {
  const ctx = makeTiebreakContext(ABSENT_IN_ROUND_3);

  test("an absence counts the player's own final score (16.4): BH 2 + 2 + 2.5 + 2 = 8.5", () => {
    // 2009 (C.02 13.16.5): Svon = 1.5 + (1 − 0) + 0.5 × (4 − 3) = 3, BH would be 9.
    assert.equal(buchholz(ctx, playerView(ctx, 1)), 8.5);
  });

  test('Cut-1 cuts the voluntarily unplayed round first (16.5): 8.5 − 2.5 = 6, not 8.5 − 2 = 6.5', () => {
    assert.equal(buchholz(ctx, playerView(ctx, 1), 1), 6);
  });

  test('SB: the absence scores 0, so its dummy adds 2.5 × 0; 2 × ½ + 2 × 1 + 2 × 1 = 5', () => {
    assert.equal(sonnebornBerger(ctx, playerView(ctx, 1)), 5);
  });

  test('a PAB is not voluntary: its dummy (2.5) stays and Cut-1 removes a 2 (BH 8.5 → 6.5)', () => {
    const p5 = playerView(ctx, 5);
    assert.equal(buchholz(ctx, p5), 8.5);
    assert.equal(buchholz(ctx, p5, 1), 6.5);
    // SB: PAB 2.5 × 1 + win over 2 (2) + loss + draw with 3 (2 × ½) = 5.5
    assert.equal(sonnebornBerger(ctx, p5), 5.5);
  });

  test('WIN counts the PAB, WON only games won; BPG, BWG count games with Black (7.1–7.4)', () => {
    const p5 = playerView(ctx, 5);
    assert.equal(wins(ctx, p5), 2);
    assert.equal(gamesWon(p5), 1);
    assert.equal(blackGames(p5), 3);
    assert.equal(blackWins(p5), 1);
    const p4 = playerView(ctx, 4);
    assert.equal(wins(ctx, p4), 2);
    assert.equal(gamesWon(p4), 1);
    assert.equal(blackGames(p4), 2);
  });

  test('PS (7.5): player 1 has 0.5, 1.5, 1.5, 2.5 → 6; Cut-1 drops the first → 5.5', () => {
    const p1 = playerView(ctx, 1);
    assert.equal(progressiveScores(p1), 6);
    assert.equal(progressiveScores(p1, 1), 5.5);
  });

  test('Median-1 cuts the least and the most significant value: 5: (2.5, 2, 2, 2) → 4', () => {
    assert.equal(buchholz(ctx, playerView(ctx, 5), 1, 1), 4);
  });
});

describe('withdrawal: the rounds after it count as draws for the opponents (16.2.5, 16.3.2)', () => {
  const t = crossTable({
    1: ['+W2', '--', '--'], // withdrew after round 1: 1 point, adjusted 1 + ½ + ½ = 2
    2: ['-B1', '+BYE', '=W3'],
    3: ['+BYE', '-W4', '=B2'],
    4: ['--', '+B3', '+BYE'],
  });
  const ctx = makeTiebreakContext(t);

  test('adjusted score 2, own score 1', () => {
    const p1 = playerView(ctx, 1);
    assert.equal(p1.score, 1);
    assert.equal(p1.adjustedScore, 2);
  });

  test("the opponent's BH uses the adjusted 2; the absent round of a late entry is not adjusted", () => {
    // Player 2: 1 (adjusted 2) + PAB dummy 1.5 + 3 (1.5) = 5.
    assert.equal(buchholz(ctx, playerView(ctx, 2)), 5);
    // Player 4 entered in round 2: round 1 is before their last game, so it keeps its 0.
    assert.equal(playerView(ctx, 4).adjustedScore, 2);
  });
});

describe('round robin: unplayed games count as played (C.07 16, last paragraph)', () => {
  // Berger tables for 4: R1 1–4, 2–3; R2 4–3, 1–2; R3 2–4, 3–1. 3 wins round 1 by forfeit.
  const t = crossTable({
    1: ['+W4', '+W2', '=B3'], // 2.5
    2: ['-F3', '-B1', '+W4'], // 1
    3: ['+F2', '=B4', '=W1'], // 2
    4: ['-B1', '=W3', '-B2'], // 0.5
  });

  test('the forfeit counts against the scheduled opponent: SB 1 × 1 + 0.5 × ½ + 2.5 × ½ = 2.5', () => {
    const ctx = makeTiebreakContext(t, { system: 'round-robin' });
    assert.equal(sonnebornBerger(ctx, playerView(ctx, 3)), 2.5);
    assert.equal(buchholz(ctx, playerView(ctx, 3)), 4);
  });

  test('the same file under Swiss rules gives the forfeit a dummy opponent of 2: SB 3.5, BH 5', () => {
    const ctx = makeTiebreakContext(t, { system: 'swiss' });
    assert.equal(sonnebornBerger(ctx, playerView(ctx, 3)), 3.5);
    assert.equal(buchholz(ctx, playerView(ctx, 3)), 5);
  });

  test('Koya (9.2): points against players with at least 50 % (1.5 of 3): 1 and 3 only', () => {
    const ctx = makeTiebreakContext(t, { system: 'round-robin' });
    assert.deepEqual(
      [1, 2, 3, 4].map((id) => koya(ctx, playerView(ctx, id))),
      [0.5, 0, 0.5, 0.5],
    );
  });
});

describe('ratings (C.07 10.1, 10.2; dp from FIDE B.02 table 8.1(a))', () => {
  const rows = {
    1: ['-W4', '+W2', '+B3'],
    2: ['-B1', '=W3', '=W4'],
    3: ['=B2', '+B4', '-W1'],
    4: ['+B1', '-W3', '=B2'],
  };

  test('ARO (2200 + 2000 + 2100) / 3 = 2100; TPR 2100 + dp(0.67) = 2100 + 125 = 2225; AROC1 2150', () => {
    const ctx = makeTiebreakContext(crossTable(rows, { 1: 2050, 2: 2000, 3: 2100, 4: 2200 }));
    const p1 = playerView(ctx, 1);
    assert.equal(averageRatingOfOpponents(ctx, p1), 2100);
    assert.equal(performanceRating(ctx, p1), 2225);
    assert.equal(averageRatingOfOpponents(ctx, p1, 1), 2150);
  });

  test('an unrated opponent is left out, and is the one Cut-1 removes: ARO = AROC1 = 2150, TPR 2150 + dp(0.5)', () => {
    const ctx = makeTiebreakContext(crossTable(rows, { 1: 2050, 2: 0, 3: 2100, 4: 2200 }));
    const p1 = playerView(ctx, 1);
    assert.equal(averageRatingOfOpponents(ctx, p1), 2150);
    assert.equal(averageRatingOfOpponents(ctx, p1, 1), 2150);
    assert.equal(performanceRating(ctx, p1), 2150);
  });

  test('ARO rounds 0.5 up: (2000 + 2001) / 2 → 2001', () => {
    const ctx = makeTiebreakContext(crossTable({ 1: ['=W2', '=B3'], 2: ['=B1', '=W3'], 3: ['=W1', '=B2'] }, { 2: 2000, 3: 2001 }));
    assert.equal(averageRatingOfOpponents(ctx, playerView(ctx, 1)), 2001);
  });

  test('the dp table: 101 entries, antisymmetric, 0.50 → 0, 1.00 → 800, 0.90 → 366', () => {
    assert.equal(DP_BY_PERCENT.length, 101);
    assert.equal(DP_BY_PERCENT[50], 0);
    assert.equal(DP_BY_PERCENT[100], 800);
    assert.equal(DP_BY_PERCENT[90], 366);
    for (let p = 0; p <= 100; p++) assert.equal(DP_BY_PERCENT[p]! + DP_BY_PERCENT[100 - p]!, 0);
  });

  test('a 3/1/0 point system: TPR uses game scores (½ for a draw, not 1/3); WIN counts 3-point rounds', () => {
    const t = crossTable({ 1: ['=W2', '+B3'], 2: ['=B1', '=W3'], 3: ['=B2', '-W1'] }, { 1: 2000, 2: 2000, 3: 2000 });
    const ctx = makeTiebreakContext({
      ...t,
      pointSystem: { ...t.pointSystem, win: 3, draw: 1, forfeitWin: 3, pairingBye: 3, fullBye: 3, halfBye: 1 },
    });
    const p1 = playerView(ctx, 1);
    assert.equal(p1.score, 4);
    // 1.5 of 2 = 0.75 → dp 193.
    assert.equal(performanceRating(ctx, p1), 2193);
    assert.equal(wins(ctx, p1), 1);
    assert.equal(gamesWon(p1), 1);
  });

  test('PTP (10.3): 1.5 of 2 against two 2000s needs 0.75 each, first reached 189 above (table 8.1(b)) → 2189', () => {
    const rows2 = { 1: ['+W2', '=B3'], 2: ['-B1', '=W3'], 3: ['=W2', '=B1'] };
    const ctx = makeTiebreakContext(crossTable(rows2, { 1: 1500, 2: 2000, 3: 2000 }));
    assert.equal(perfectPerformance(ctx, playerView(ctx, 1)), 2189);
    // 2 scored 0.5 of 2 against 1500 and 2000: the lowest R with E ≥ 0.5.
    const p2 = perfectPerformance(ctx, playerView(ctx, 2));
    const expected = (r: number): number => expectedScoreHundredths(r, 1500) + expectedScoreHundredths(r, 2000);
    assert.ok(expected(p2) >= 50 && expected(p2 - 1) < 50);
  });

  test('PTP: a zero score gives the lowest opponent − 800; a full score needs more than 735 above everyone', () => {
    const ctx = makeTiebreakContext(crossTable({ 1: ['+W2', '+B3'], 2: ['-B1', '=W3'], 3: ['=B2', '-W1'] }, { 1: 1500, 2: 2000, 3: 2100 }));
    assert.equal(perfectPerformance(ctx, playerView(ctx, 1)), 2100 + 736);
    const ctx0 = makeTiebreakContext(
      crossTable({ 1: ['-W2', '-B3'], 2: ['+B1', '=W3'], 3: ['=B2', '+W1'] }, { 1: 1500, 2: 2000, 3: 2100 }),
    );
    assert.equal(perfectPerformance(ctx0, playerView(ctx0, 1)), 2000 - 800);
  });

  test('table 8.1(b) at its row edges: 411 → 0.92, 412 → 0.93, 610 → 0.98, 620 → 0.99, 736 → 1', () => {
    // TieBreakServer 7bff943 has 0.93 at 411 and 0.99 at 610, against the published table.
    assert.deepEqual(
      [411, 412, 610, 620, 735, 736].map((d) => expectedScoreHundredths(2000 + d, 2000)),
      [92, 93, 98, 99, 99, 100],
    );
    assert.equal(expectedScoreHundredths(2000, 2411), 8);
  });
});
