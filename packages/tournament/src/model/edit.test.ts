import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { playedRounds, recomputePoints, truncateRounds, withPairing, withResult, type GameResult } from './edit.js';
import { DEFAULT_POINTS } from './points.js';
import type { Player, Tournament } from './tournament.js';
import { parseTrf } from '../trf/parse.js';
import { makeTrf } from '../trf/make.js';
import { createPlayer, createTournament } from './build.js';

function player(id: number, rounds: Player['rounds'] = [], points = 0): Player {
  return createPlayer({
    id,
    name: `P${id}`,
    rating: 2000 - id,
    points,
    rounds,
  });
}

function tournament(n: number, extra: Partial<Tournament> = {}): Tournament {
  return createTournament({
    players: Array.from({ length: n }, (_, i) => player(i + 1)),
    totalRounds: 5,
    initialColor: 'w',
    ...extra,
  });
}

const value = <T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T => {
  if (!r.ok) assert.fail(JSON.stringify(r.error));
  return r.value;
};

const rounds = (t: Tournament, id: number) => t.players.find((p) => p.id === id)!.rounds;
const points = (t: Tournament) => t.players.map((p) => p.points);

test('playedRounds: 0 before round 1, else the highest round with a non-blank block', () => {
  assert.equal(playedRounds(tournament(4)), 0);
  const t = tournament(2, {
    players: [
      player(1, [{ opponent: 2, color: 'w', result: '1' }]),
      player(2, [
        { opponent: 1, color: 'b', result: '0' },
        { opponent: null, color: '-', result: null },
        { opponent: null, color: '-', result: 'H' },
      ]),
    ],
  });
  assert.equal(playedRounds(t), 3);
  const blankTail = { ...t, players: [player(1, [{ opponent: null, color: '-', result: null }])] };
  assert.equal(playedRounds(blankTail), 0);
});

test('withPairing writes pairs with colours and no result, the PAB as 0000 - U, requested byes as their kind', () => {
  const t = tournament(7, {
    requestedByes: [
      { round: 1, kind: 'H', players: [6] },
      { round: 1, kind: 'Z', players: [7] },
      { round: 2, kind: 'F', players: [1] },
    ],
  });
  const r1 = withPairing(t, {
    round: 1,
    pairs: [
      { white: 1, black: 3 },
      { white: 4, black: 2 },
    ],
    bye: 5,
  });
  assert.deepEqual(rounds(r1, 1), [{ opponent: 3, color: 'w', result: null }]);
  assert.deepEqual(rounds(r1, 3), [{ opponent: 1, color: 'b', result: null }]);
  assert.deepEqual(rounds(r1, 4), [{ opponent: 2, color: 'w', result: null }]);
  assert.deepEqual(rounds(r1, 2), [{ opponent: 4, color: 'b', result: null }]);
  assert.deepEqual(rounds(r1, 5), [{ opponent: null, color: '-', result: 'U' }]);
  assert.deepEqual(rounds(r1, 6), [{ opponent: null, color: '-', result: 'H' }]);
  assert.deepEqual(rounds(r1, 7), [{ opponent: null, color: '-', result: 'Z' }]);
  // C.04.1 c: the PAB scores a win's points; the half-point bye half; unfinished games nothing yet.
  assert.deepEqual(points(r1), [0, 0, 0, 0, 1, 0.5, 0]);
  assert.equal(playedRounds(r1), 1);
  assert.deepEqual(t.players[0]!.rounds, [], 'the argument is unchanged');
  // The TRF of the result reads back (opponents answer, colours opposite).
  assert.deepEqual(value(parseTrf(makeTrf(r1))), r1);
});

test('withPairing gives a late entrant blank blocks for the rounds he missed', () => {
  const t = withPairing(tournament(3), { round: 1, pairs: [{ white: 1, black: 2 }], bye: null });
  const r2 = withPairing(t, { round: 2, pairs: [{ white: 3, black: 1 }], bye: 2 });
  assert.deepEqual(rounds(r2, 3), [
    { opponent: null, color: '-', result: null },
    { opponent: 1, color: 'w', result: null },
  ]);
  assert.deepEqual(value(parseTrf(makeTrf(r2, { format: 'trf16' }))), r2);
});

test('withPairing replaces an earlier pairing of the same round, keeping byes written in advance', () => {
  const first = withPairing(tournament(5), {
    round: 1,
    pairs: [
      { white: 1, black: 2 },
      { white: 3, black: 4 },
    ],
    bye: null,
  });
  const declared = {
    ...first,
    players: first.players.map((p) => (p.id === 5 ? { ...p, rounds: [{ opponent: null, color: '-' as const, result: 'H' as const }] } : p)),
  };
  const again = withPairing(declared, { round: 1, pairs: [{ white: 2, black: 3 }], bye: 1 });
  assert.deepEqual(rounds(again, 4), [], 'the stale game of player 4 is cleared');
  assert.deepEqual(rounds(again, 5), [{ opponent: null, color: '-', result: 'H' }]);
  assert.deepEqual(rounds(again, 1), [{ opponent: null, color: '-', result: 'U' }]);
  assert.deepEqual(points(again), [1, 0, 0, 0, 0.5]);
});

test('withPairing throws on a player who is not in the tournament (a broken invariant)', () => {
  assert.throws(() => withPairing(tournament(2), { round: 1, pairs: [{ white: 1, black: 9 }], bye: null }));
});

test('withResult writes each result for both players and recomputes points', () => {
  const cases: [GameResult, string, string, number, number][] = [
    ['1-0', '1', '0', 1, 0],
    ['0-1', '0', '1', 0, 1],
    ['1/2-1/2', '=', '=', 0.5, 0.5],
    ['+/-', '+', '-', 1, 0],
    ['-/+', '-', '+', 0, 1],
    ['-/-', '-', '-', 0, 0],
  ];
  const paired = withPairing(tournament(2), { round: 1, pairs: [{ white: 2, black: 1 }], bye: null });
  for (const [result, white, black, whitePoints, blackPoints] of cases) {
    const t = value(withResult(paired, 1, 2, result));
    assert.deepEqual(rounds(t, 2), [{ opponent: 1, color: 'w', result: white }], result);
    assert.deepEqual(rounds(t, 1), [{ opponent: 2, color: 'b', result: black }], result);
    assert.deepEqual(points(t), [blackPoints, whitePoints], result);
  }
});

test('withResult uses the point system (3/1/0) and fails when the game does not exist', () => {
  const threeOne = { ...DEFAULT_POINTS, win: 3, draw: 1, forfeitWin: 3, pairingBye: 3, fullBye: 3, halfBye: 1 };
  const paired = withPairing(tournament(3, { pointSystem: threeOne }), { round: 1, pairs: [{ white: 1, black: 2 }], bye: 3 });
  assert.deepEqual(points(value(withResult(paired, 1, 1, '1/2-1/2'))), [1, 1, 3]);
  for (const [round, white] of [
    [1, 2], // 2 has Black
    [1, 3], // 3 has the bye
    [2, 1], // no round 2 yet
    [1, 9], // no such player
  ] as const) {
    const r = withResult(paired, round, white, '1-0');
    assert.equal(r.ok, false);
    if (!r.ok) {
      assert.equal(r.error.code, 'no-such-game');
      assert.match(r.error.message, new RegExp(`round ${round}: player ${white}`));
    }
  }
});

test('truncateRounds drops later rounds, recomputes points and keeps the arrangements', () => {
  let t = tournament(4, {
    requestedByes: [{ round: 3, kind: 'H', players: [4] }],
    accelerations: [{ player: 1, pointsByRound: [1, 1] }],
  });
  t = withPairing(t, {
    round: 1,
    pairs: [
      { white: 1, black: 2 },
      { white: 3, black: 4 },
    ],
    bye: null,
  });
  t = value(withResult(t, 1, 1, '1-0'));
  t = value(withResult(t, 1, 3, '1/2-1/2'));
  t = withPairing(t, {
    round: 2,
    pairs: [
      { white: 4, black: 1 },
      { white: 2, black: 3 },
    ],
    bye: null,
  });
  t = value(withResult(t, 2, 4, '1-0'));
  t = value(withResult(t, 2, 2, '0-1'));
  t = withPairing(t, { round: 3, pairs: [{ white: 1, black: 3 }], bye: 2 });
  assert.deepEqual(points(t), [1, 1, 1.5, 2]);
  assert.equal(playedRounds(t), 3);

  const one = truncateRounds(t, 1);
  assert.equal(playedRounds(one), 1);
  assert.deepEqual(points(one), [1, 0, 0.5, 0.5]);
  assert.deepEqual(rounds(one, 1), [{ opponent: 2, color: 'w', result: '1' }]);
  assert.deepEqual(one.requestedByes, t.requestedByes);
  assert.deepEqual(one.accelerations, t.accelerations);
  assert.equal(one.totalRounds, 5);

  const none = truncateRounds(t, 0);
  assert.equal(playedRounds(none), 0);
  assert.deepEqual(points(none), [0, 0, 0, 0]);
  assert.deepEqual(truncateRounds(t, 9), t);
});

test('recomputePoints sets the points column from the blocks under the point system', () => {
  const t = tournament(2, {
    pointSystem: { ...DEFAULT_POINTS, win: 2, loss: 0.5, zeroBye: 0.25 },
    players: [
      player(
        1,
        [
          { opponent: 2, color: 'w', result: '1' },
          { opponent: null, color: '-', result: 'Z' },
        ],
        99,
      ),
      player(2, [{ opponent: 1, color: 'b', result: '0' }], 99),
    ],
  });
  assert.deepEqual(points(recomputePoints(t)), [2.25, 0.5]);
});

test('property: pairing and scoring round after round keeps a file that reads back equal', () => {
  const outcomes: GameResult[] = ['1-0', '0-1', '1/2-1/2', '+/-', '-/+', '-/-'];
  fc.assert(
    fc.property(
      fc.integer({ min: 2, max: 12 }),
      fc.array(fc.integer({ min: 0, max: 2 ** 30 }), { minLength: 1, maxLength: 6 }),
      (n, seeds) => {
        let t = tournament(n);
        let expectedTotal = 0;
        seeds.forEach((seed, i) => {
          const ids = t.players.map((p) => p.id).sort((a, b) => ((a * 7919 + seed) % 101) - ((b * 7919 + seed) % 101));
          const pairs = [];
          for (let k = 0; k + 1 < ids.length; k += 2) pairs.push({ white: ids[k]!, black: ids[k + 1]! });
          const bye = ids.length % 2 === 1 ? ids[ids.length - 1]! : null;
          t = withPairing(t, { round: i + 1, pairs, bye });
          if (bye !== null) expectedTotal += 1;
          pairs.forEach((pair, board) => {
            const outcome = outcomes[(seed + board) % outcomes.length]!;
            expectedTotal += outcome === '-/-' ? 0 : 1;
            t = value(withResult(t, i + 1, pair.white, outcome));
          });
        });
        assert.equal(playedRounds(t), seeds.length);
        for (const format of ['trf16', 'trf26'] as const) assert.deepEqual(value(parseTrf(makeTrf(t, { format }))), t);
        // Every game hands out 1 point in all (a double forfeit none), the PAB 1 (C.04.1 c).
        assert.equal(
          t.players.reduce((sum, p) => sum + p.points, 0),
          expectedTotal,
        );
      },
    ),
    { seed: 3, numRuns: 150 },
  );
});
