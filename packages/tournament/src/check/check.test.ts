import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bergerRound } from '../berger/table.js';
import type { Player, ResultCode, RoundEntry, Tournament } from '../model/tournament.js';
import { checkRound } from './check.js';
import { makeCheckReport } from './report.js';
import { createPlayer, createTournament } from '../model/build.js';

type Game = readonly [white: number, black: number, result: '1-0' | '0-1' | '=' | 'bye'];

/** A tournament of `n` players built by hand: `rounds[r]` lists round r+1's games ('bye': white gets the PAB). */
function tournament(n: number, totalRounds: number, rounds: readonly (readonly Game[])[]): Tournament {
  const blocks = new Map<number, RoundEntry[]>();
  for (let id = 1; id <= n; id++) blocks.set(id, []);
  rounds.forEach((games, r) => {
    for (const [w, b, result] of games) {
      if (result === 'bye') {
        blocks.get(w)![r] = { opponent: null, color: '-', result: 'U' };
        continue;
      }
      const [rw, rb]: [ResultCode, ResultCode] = result === '1-0' ? ['1', '0'] : result === '0-1' ? ['0', '1'] : ['=', '='];
      blocks.get(w)![r] = { opponent: b, color: 'w', result: rw };
      blocks.get(b)![r] = { opponent: w, color: 'b', result: rb };
    }
  });
  const players: Player[] = [...blocks].map(([id, rs]) =>
    createPlayer({
      id,
      name: `Player ${id}`,
      rating: 2000 - id,
      points: 0,
      rounds: Array.from({ length: rounds.length }, (_, i) => rs[i] ?? { opponent: null, color: '-', result: null }),
    }),
  );
  return createTournament({
    players,
    totalRounds,
    initialColor: 'w',
  });
}

// Round 1 of four players (C.04.3 5.2.5: 1 odd gets the initial colour, 2 even the other): 1–3, 4–2;
// 1 and 4 win. Round 2 as the rules give it: 4–1 (both mild Black: 5.2.4, the higher-ranked 1 gets
// Black) and 2–3 (both mild White: 2 gets it).
const round1: Game[] = [
  [1, 3, '1-0'],
  [4, 2, '1-0'],
];

test('the prescribed pairing with the prescribed colours has no violations', () => {
  const t = tournament(4, 3, [
    round1,
    [
      [4, 1, '='],
      [2, 3, '='],
    ],
  ]);
  const report = checkRound(t, 2, 'dutch');
  assert.ok(report.ok);
  assert.deepEqual(report.value.violations, []);
  assert.deepEqual(report.value.prescribed.pairs, [
    { white: 4, black: 1 },
    { white: 2, black: 3 },
  ]);
  assert.equal(
    makeCheckReport(report.value),
    'Round 2: the pairing in the file is the one the FIDE Dutch system (C.04.3, 2026) prescribes.\n',
  );
});

test('rematches are C1 violations, and the boards that differ are listed', () => {
  const t = tournament(4, 3, [
    round1,
    [
      [3, 1, '='],
      [2, 4, '='],
    ],
  ]);
  const report = checkRound(t, 2, 'dutch');
  assert.ok(report.ok);
  const v = report.value.violations;
  assert.deepEqual(
    v.map((x) => [x.criterion, x.players]),
    [
      ['C1', [3, 1]],
      ['C1', [2, 4]],
      ['pairing', [1, 2, 3, 4]],
    ],
  );
  assert.match(v[2]!.message, /prescribed board 1 4–1, board 2 2–3; the file has 3–1, 2–4/);
});

test('colours against Article 5.2 are named with their rule', () => {
  const t = tournament(4, 3, [
    round1,
    [
      [1, 4, '='],
      [2, 3, '='],
    ],
  ]);
  const report = checkRound(t, 2, 'dutch');
  assert.ok(report.ok);
  assert.deepEqual(report.value.violations, [
    {
      criterion: '5.2.4',
      players: [1, 4],
      message: "1–4: White should go to 4, not 1 (5.2.4: the higher-ranked player's preference is granted)",
    },
  ]);
});

test('a legal pairing that floats two players needlessly breaks C6 in the top bracket', () => {
  const t = tournament(4, 3, [
    round1,
    [
      [2, 1, '='],
      [3, 4, '='],
    ],
  ]);
  const report = checkRound(t, 2, 'dutch');
  assert.ok(report.ok);
  const [quality, differs] = report.value.violations;
  assert.equal(quality?.criterion, 'C6');
  assert.deepEqual(quality.players, [1, 4]);
  assert.match(
    quality.message,
    /bracket of score 1 \(bracket 1 from the top\) the pairing breaks C6 \(minimise the number of downfloaters\): the file has 2, the prescribed pairing 0/,
  );
  assert.equal(differs?.criterion, 'pairing');
  const text = makeCheckReport(report.value);
  assert.match(text, /^Round 2: 2 violations of the FIDE Dutch system \(C\.04\.3, 2026\)\.\n- C6 \[1, 4\]: /);
  assert.match(text, /Prescribed pairing:\n2\n4 1\n2 3\n$/);
});

test('a player paired twice is reported (blocks that disagree)', () => {
  // A blank block means "not paired" (an absence) in a TRF, so only disagreeing blocks can pair a
  // player twice: here 2's block names 1, whose block names 4.
  const t0 = tournament(4, 3, [
    round1,
    [
      [4, 1, '='],
      [2, 3, '='],
    ],
  ]);
  const t: Tournament = {
    ...t0,
    players: t0.players.map((p) => (p.id === 2 ? { ...p, rounds: [p.rounds[0]!, { opponent: 1, color: 'w', result: '=' }] } : p)),
  };
  const report = checkRound(t, 2, 'dutch');
  assert.ok(report.ok);
  assert.deepEqual(
    report.value.violations.filter((v) => v.criterion === 'complete').map((v) => v.message),
    ['player 1 is paired 2 times', 'player 2 is paired 2 times'],
  );
});

test('a second pairing-allocated bye is a C2 violation', () => {
  // Five players; 5 had the PAB in round 1 and gets it again in round 2.
  const r1: Game[] = [
    [1, 3, '1-0'],
    [4, 2, '1-0'],
    [5, 5, 'bye'],
  ];
  const t = tournament(5, 3, [
    r1,
    [
      [4, 1, '='],
      [2, 3, '='],
      [5, 5, 'bye'],
    ],
  ]);
  const report = checkRound(t, 2, 'dutch');
  assert.ok(report.ok);
  assert.deepEqual(
    report.value.violations.filter((v) => v.criterion === 'C2').map((v) => v.players),
    [[5]],
  );
});

test('Berger: the table round passes; a board with colours swapped is a C.05 violation', () => {
  const table = bergerRound(4, 1);
  const games = table.pairs.map((p): Game => [p.white, p.black, '=']);
  const good = checkRound(tournament(4, 3, [games]), 1, 'berger');
  assert.ok(good.ok);
  assert.deepEqual(good.value.violations, []);
  const [first, ...rest] = games;
  const bad = checkRound(tournament(4, 3, [[[first![1], first![0], '='], ...rest]]), 1, 'berger');
  assert.ok(bad.ok);
  assert.deepEqual(
    bad.value.violations.map((v) => v.criterion),
    ['C.05'],
  );
  assert.match(bad.value.violations[0]!.message, /board 1: the Berger table gives White to/);
});

test('a round with no pairing in the file is bad input', () => {
  const report = checkRound(tournament(4, 3, [round1]), 2, 'dutch');
  assert.equal(report.ok, false);
});
