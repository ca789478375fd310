/**
 * Arena scoring as lila scores it (modules/tournament/src/main/arena/ArenaSheet.scala and
 * modules/tournament/src/main/Pairing.scala, read at lichess-org/lila commits 58a1b12a and 048bad8f)
 * and as the lichess arena FAQ explains it ("How are scores calculated?" on every arena page, e.g.
 * lichess.org/tournament/VtYQfBKs: "two wins followed by a draw will be worth 6 points: 2 + 2 + (2 x 1)";
 * "Berserk only grants an extra point if you play at least 7 moves in the game").
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { arenaSheet, type ArenaGame } from './sheet.js';

const W = (plies = 40, berserk = false): ArenaGame => ({ result: 'win', plies, berserk });
const D = (plies = 40): ArenaGame => ({ result: 'draw', plies });
const L = (plies = 40): ArenaGame => ({ result: 'loss', plies });

const points = (games: ArenaGame[]): number[] => arenaSheet(games).scores.map((s) => s.points);

describe('arenaSheet: base scores and streaks', () => {
  test('win 2, draw 1, loss 0', () => {
    assert.deepEqual(points([W()]), [2]);
    assert.deepEqual(points([D()]), [1]);
    assert.deepEqual(points([L()]), [0]);
  });

  test('the FAQ example: two wins then a draw = 2 + 2 + 2 = 6 (the draw is doubled)', () => {
    const sheet = arenaSheet([W(), W(), D()]);
    assert.deepEqual(
      sheet.scores.map((s) => s.points),
      [2, 2, 2],
    );
    assert.equal(sheet.total, 6);
    assert.deepEqual(
      sheet.scores.map((s) => s.flag),
      // lila turns the second win's starter mark back to normal: the game after it was not a win.
      ['streak-starter', 'normal', 'double'],
    );
    assert.equal(sheet.onFire, false, 'the draw ends the streak');
  });

  test('a streak lasts until a non-win: W W W W L W W W = 2 2 4 4 0 2 2 4', () => {
    const sheet = arenaSheet([W(), W(), W(), W(), L(), W(), W(), W()]);
    assert.deepEqual(
      sheet.scores.map((s) => s.points),
      [2, 2, 4, 4, 0, 2, 2, 4],
    );
    assert.equal(sheet.total, 20);
    assert.equal(sheet.onFire, true);
  });

  test('on fire, a draw is doubled and ends the streak: W W D W = 2 2 2 2', () => {
    assert.deepEqual(points([W(), W(), D(), W()]), [2, 2, 2, 2]);
  });

  test('a streak starter not followed by a win is marked normal again; a lone last win stays a starter', () => {
    const sheet = arenaSheet([W(), L(), W()]);
    assert.deepEqual(
      sheet.scores.map((s) => s.flag),
      ['normal', 'normal', 'streak-starter'],
    );
  });

  test('streaks off: wins never double', () => {
    const sheet = arenaSheet([W(), W(), W(), D()], { streaks: false });
    assert.deepEqual(
      sheet.scores.map((s) => s.points),
      [2, 2, 2, 1],
    );
    assert.ok(sheet.scores.every((s) => s.flag === 'normal'));
    assert.equal(sheet.onFire, false);
  });
});

describe('arenaSheet: berserk', () => {
  test('a berserk win with 14 plies gets +1, with 13 plies nothing (invalid)', () => {
    const valid = arenaSheet([W(14, true)]).scores[0]!;
    assert.equal(valid.berserk, 'valid');
    assert.equal(valid.points, 3);
    const invalid = arenaSheet([W(13, true)]).scores[0]!;
    assert.equal(invalid.berserk, 'invalid');
    assert.equal(invalid.points, 2);
  });

  test('the bonus adds to a doubled win (5) and never to a draw or a loss', () => {
    assert.deepEqual(points([W(), W(), W(30, true)]), [2, 2, 5]);
    assert.deepEqual(points([{ result: 'draw', plies: 30, berserk: true }]), [1]);
    assert.deepEqual(points([{ result: 'loss', plies: 30, berserk: true }]), [0]);
    assert.equal(arenaSheet([{ result: 'loss', plies: 30, berserk: true }]).scores[0]!.berserk, 'valid');
  });
});

describe('arenaSheet: quick draws and draw streaks', () => {
  test('a draw in 19 plies scores 0 (quick), in 20 plies 1', () => {
    const quick = arenaSheet([D(19)]).scores[0]!;
    assert.equal(quick.quickDraw, true);
    assert.equal(quick.points, 0);
    const ok = arenaSheet([D(20)]).scores[0]!;
    assert.equal(ok.quickDraw, false);
    assert.equal(ok.points, 1);
  });

  test('a quick draw scores 0 even on fire, and ends the streak', () => {
    assert.deepEqual(points([W(), W(), D(19), W()]), [2, 2, 0, 2]);
  });

  test('a second draw in a row scores 0 below 60 plies, 1 at 60', () => {
    assert.deepEqual(points([D(), D(59)]), [1, 0]);
    assert.equal(arenaSheet([D(), D(59)]).scores[1]!.flag, 'null');
    assert.deepEqual(points([D(), D(60)]), [1, 1]);
  });

  test('losses in between do not break a draw streak; a win does', () => {
    assert.deepEqual(points([D(), L(), L(), D(40)]), [1, 0, 0, 0]);
    assert.deepEqual(points([D(), W(), D(40)]), [1, 2, 1]);
  });

  test('a quick draw counts as the previous draw; a third short draw is 0 too', () => {
    assert.deepEqual(points([D(10), D(40)]), [0, 0]);
    assert.deepEqual(points([D(), D(40), D(40), D(80)]), [1, 0, 0, 1]);
  });

  test('on fire, a short second-in-a-row draw cannot happen, but a doubled draw then another short draw is 0', () => {
    assert.deepEqual(points([W(), W(), D(40), D(40)]), [2, 2, 2, 0]);
  });

  test('the long-game threshold follows the variant option (40 for crazyhouse)', () => {
    assert.deepEqual(
      arenaSheet([D(), D(40)], { longGamePlies: 40 }).scores.map((s) => s.points),
      [1, 1],
    );
    assert.deepEqual(
      arenaSheet([D(), D(39)], { longGamePlies: 40 }).scores.map((s) => s.points),
      [1, 0],
    );
  });
});

describe('arenaSheet: properties', () => {
  const game = fc.record({
    result: fc.constantFrom<'win' | 'draw' | 'loss'>('win', 'draw', 'loss'),
    plies: fc.integer({ min: 0, max: 200 }),
    berserk: fc.boolean(),
  });

  test('total is the sum of the points, and each points value is base + bonus within the lila values', () => {
    fc.assert(
      fc.property(fc.array(game, { maxLength: 40 }), (games) => {
        const sheet = arenaSheet(games);
        assert.equal(sheet.scores.length, games.length);
        assert.equal(
          sheet.total,
          sheet.scores.reduce((a, s) => a + s.points, 0),
        );
        for (const s of sheet.scores) {
          assert.equal(s.points, s.basePoints + s.berserkBonus);
          assert.ok([0, 1, 2, 4].includes(s.basePoints));
          if (s.result === 'loss') assert.equal(s.points, 0);
          if (s.flag === 'double') assert.notEqual(s.result, 'loss');
        }
      }),
      { seed: 14, numRuns: 300 },
    );
  });

  test('appending a game never changes the earlier points (flags may only lose streak-starter)', () => {
    fc.assert(
      fc.property(fc.array(game, { maxLength: 30 }), game, (games, next) => {
        const before = arenaSheet(games).scores;
        const after = arenaSheet([...games, next]).scores;
        for (let i = 0; i < before.length; i++) {
          assert.equal(after[i]!.points, before[i]!.points);
          if (after[i]!.flag !== before[i]!.flag) {
            assert.equal(before[i]!.flag, 'streak-starter');
            assert.equal(after[i]!.flag, 'normal');
          }
        }
      }),
      { seed: 15, numRuns: 300 },
    );
  });

  test('without streaks, short of berserk and the draw rules, the score is 2 per win and 1 per draw', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom<'win' | 'loss'>('win', 'loss'), { maxLength: 30 }), (results) => {
        const sheet = arenaSheet(
          results.map((result) => ({ result, plies: 50 })),
          { streaks: false },
        );
        assert.equal(sheet.total, 2 * results.filter((r) => r === 'win').length);
      }),
      { seed: 16, numRuns: 100 },
    );
  });
});
