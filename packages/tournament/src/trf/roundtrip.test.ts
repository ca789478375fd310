import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { parseTrf } from './parse.js';
import { makeTrf } from './make.js';
import { scoreOf } from '../model/points.js';
import type {
  Acceleration,
  ForbiddenPairs,
  InfoRecord,
  Player,
  PointSystem,
  RequestedBye,
  ResultCode,
  RoundEntry,
  Tournament,
} from '../model/tournament.js';

/** A small deterministic PRNG (mulberry32) so one fast-check integer drives a whole tournament. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MODELLED = new Set(['001', 'XXR', '142', 'XXC', '152', '162', 'XXS', '240', 'XXZ', '250', 'XXA', '260', 'XXP']);
const PRINTABLE = ' !"#$%&\'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~';
const GAMES: [ResultCode | null, ResultCode | null][] = [
  ['1', '0'],
  ['0', '1'],
  ['=', '='],
  ['W', 'L'],
  ['L', 'W'],
  ['D', 'D'],
  ['+', '-'],
  ['-', '+'],
  ['-', '-'],
  [null, null],
  ['0', '0'],
];
const SCORES = [0, 0.5, 1, 1.5, 2, 3];

/**
 * A random tournament as `parseTrf` returns them (its guarantees: consistent pairings, rounds
 * without trailing blank blocks, sorted accelerations without trailing zeros, …): late entries
 * with blank early rounds, byes of every kind, forfeits (with and without colours), unfinished
 * games, ratings 0, titles, random points columns, non-default point systems.
 */
function randomTournament(seed: number): Tournament {
  const rnd = prng(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const text = (max: number, alphabet = PRINTABLE) => {
    const n = int(0, max);
    let s = '';
    for (let i = 0; i < n; i++) s += pick([...alphabet]);
    return s;
  };

  const n = int(0, 14);
  const idSet = new Set<number>();
  while (idSet.size < n) idSet.add(rnd() < 0.7 ? int(1, n + 3) : int(1, 9999));
  const ids = [...idSet].sort((a, b) => a - b);
  const rounds = int(0, 7);
  const entry = new Map(ids.map((id) => [id, rnd() < 0.75 ? 1 : int(1, rounds + 1)]));
  const blocks = new Map<number, RoundEntry[]>(ids.map((id) => [id, []]));
  for (let r = 1; r <= rounds; r++) {
    const present = ids.filter((id) => entry.get(id)! <= r);
    for (const id of ids) if (entry.get(id)! > r) blocks.get(id)!.push({ opponent: null, color: '-', result: null });
    const shuffled = present.sort(() => rnd() - 0.5);
    while (shuffled.length > 0) {
      const a = shuffled.pop()!;
      const roll = rnd();
      if (roll < 0.15 || shuffled.length === 0) {
        const result = pick<ResultCode | null>(['U', 'H', 'F', 'Z', '+', '-', null]);
        blocks.get(a)!.push({ opponent: null, color: '-', result });
        continue;
      }
      const b = shuffled.pop()!;
      const [ra, rb] = pick(GAMES);
      const forfeitNoColour = (ra === '+' || ra === '-') && rb !== null && '+-'.includes(rb) && rnd() < 0.3;
      const [ca, cb] = forfeitNoColour ? (['-', '-'] as const) : rnd() < 0.5 ? (['w', 'b'] as const) : (['b', 'w'] as const);
      blocks.get(a)!.push({ opponent: b, color: ca, result: ra });
      blocks.get(b)!.push({ opponent: a, color: cb, result: rb });
    }
  }
  const pointSystem: PointSystem = {
    win: pick(SCORES),
    draw: pick(SCORES),
    loss: pick(SCORES),
    forfeitWin: pick(SCORES),
    forfeitLoss: pick(SCORES),
    pairingBye: pick(SCORES),
    fullBye: pick(SCORES),
    halfBye: pick(SCORES),
    zeroBye: pick(SCORES),
  };
  const players: Player[] = ids.map((id) => {
    const rs = blocks.get(id)!;
    while (rs.length > 0 && rs[rs.length - 1]!.opponent === null && rs[rs.length - 1]!.result === null) rs.pop();
    const p: Player = {
      id,
      sex: pick(['', 'm', 'w']),
      title: pick(['', 'GM', 'IM', 'WGM', 'FM', 'WIM', 'CM', 'WFM', 'WCM']),
      name: text(33).trim(),
      rating: rnd() < 0.2 ? 0 : int(1000, 2900),
      federation: text(3, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
      fideId: text(11, '0123456789'),
      birthDate: rnd() < 0.5 ? '' : `${int(1930, 2020)}/${String(int(1, 12)).padStart(2, '0')}/${String(int(1, 28)).padStart(2, '0')}`,
      points: 0,
      rank: rnd() < 0.3 ? null : int(1, 9999),
      rounds: rs,
    };
    return { ...p, points: rnd() < 0.8 ? scoreOf(p, pointSystem) : int(0, 99) / 2 };
  });
  const totalRounds = rnd() < 0.3 ? null : int(1, 15);
  const info: InfoRecord[] = [];
  for (let i = int(0, 5); i > 0; i--) {
    let code = pick(['012', '022', '092', '102', '132', '192', '222', '###', 'DAT', 'ZZZ']);
    if (rnd() < 0.2)
      code = text(0, '') + pick([...'ABCDEFGHIJ0123456789']) + pick([...'ABCDEFGHIJ0123456789']) + pick([...'ABCDEFGHIJ0123456789']);
    if (MODELLED.has(code) || code.startsWith('BB')) continue;
    info.push({ code, value: text(40) });
  }
  const subset = () => ids.filter(() => rnd() < 0.25);
  const requestedByes: RequestedBye[] = [];
  for (let i = int(0, 3); i > 0; i--)
    requestedByes.push({ round: int(1, rounds + 2), kind: pick(['H', 'F', 'Z'] as const), players: subset() });
  const accelerations: Acceleration[] = [];
  for (const id of ids) {
    if (rnd() > 0.3) continue;
    const row = Array.from({ length: int(1, rounds + 2) }, () => pick([0, 0.5, 1, 2]));
    row[row.length - 1] = pick([0.5, 1, 2]);
    accelerations.push({ player: id, pointsByRound: row });
  }
  const forbiddenPairs: ForbiddenPairs[] = [];
  for (let i = int(0, 3); i > 0; i--) {
    const players = subset();
    if (rnd() < 0.5) {
      forbiddenPairs.push({ players, fromRound: null, toRound: null });
    } else {
      const fromRound = int(1, 10);
      const toRound = int(fromRound, 12);
      if (fromRound === 1 && toRound === totalRounds) continue; // reads as every round (documented)
      forbiddenPairs.push({ players, fromRound, toRound });
    }
  }
  return {
    info,
    players,
    totalRounds,
    initialColor: pick([null, 'w', 'b'] as const),
    pointSystem,
    requestedByes,
    accelerations,
    forbiddenPairs,
  };
}

const seeds = fc.integer({ min: 0, max: 2 ** 31 - 1 });

test('property: parseTrf(makeTrf(t)) deep-equals t in both formats and every line ending', () => {
  fc.assert(
    fc.property(
      seeds,
      fc.constantFrom('trf16', 'trf26') as fc.Arbitrary<'trf16' | 'trf26'>,
      fc.constantFrom('\r\n', '\n', '\r') as fc.Arbitrary<'\r\n' | '\n' | '\r'>,
      (seed, format, lineEnding) => {
        const t = randomTournament(seed);
        const text = makeTrf(t, { format, lineEnding });
        const back = parseTrf(text);
        if (!back.ok) throw new Error(`${back.error.message}\n${text}`);
        assert.deepEqual(back.value, t);
      },
    ),
    { seed: 14, numRuns: 600 },
  );
});

test('property: makeTrf(parseTrf(x)) === x for files makeTrf wrote (canonical text)', () => {
  fc.assert(
    fc.property(seeds, fc.constantFrom('trf16', 'trf26') as fc.Arbitrary<'trf16' | 'trf26'>, (seed, format) => {
      const text = makeTrf(randomTournament(seed), { format });
      const back = parseTrf(text);
      assert.ok(back.ok);
      assert.equal(makeTrf(back.value, { format }), text);
    }),
    { seed: 15, numRuns: 300 },
  );
});

test('the generator covers what the round trip must keep', () => {
  // Not a check of the code under test: a guard that the property above is not vacuous.
  const seen = new Set<string>();
  for (let seed = 0; seed < 300; seed++) {
    const t = randomTournament(seed);
    for (const p of t.players) {
      for (const e of p.rounds) {
        if (e.opponent === null && e.result === null) seen.add('late entry');
        if (e.result !== null) seen.add(e.result);
        if (e.opponent !== null && e.color === '-') seen.add('forfeit without colours');
        if (e.opponent !== null && e.result === null) seen.add('unfinished');
      }
      if (p.rating === 0) seen.add('unrated');
      if (p.points !== scoreOf(p, t.pointSystem)) seen.add('points mismatch');
    }
    if (t.requestedByes.length > 0) seen.add('requested byes');
    if (t.accelerations.length > 0) seen.add('accelerations');
    if (t.forbiddenPairs.some((f) => f.fromRound !== null)) seen.add('ranged forbidden pairs');
    if (t.forbiddenPairs.some((f) => f.fromRound === null)) seen.add('forbidden pairs');
    if (t.pointSystem.zeroBye !== t.pointSystem.forfeitLoss) seen.add('ZPB != FL');
  }
  for (const x of [
    'late entry',
    '1',
    '=',
    '0',
    '+',
    '-',
    'W',
    'D',
    'L',
    'H',
    'F',
    'U',
    'Z',
    'forfeit without colours',
    'unfinished',
    'unrated',
    'points mismatch',
    'requested byes',
    'accelerations',
    'ranged forbidden pairs',
    'forbidden pairs',
    'ZPB != FL',
  ]) {
    assert.ok(seen.has(x), x);
  }
});
