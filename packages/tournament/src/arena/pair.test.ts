import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import type { RoundPairing } from '../model/pairing.js';
import type { Player, ResultCode, Tournament } from '../model/tournament.js';
import { pairArena } from './pair.js';
import { createPlayer, createTournament } from '../model/build.js';

function tournament(ratings: number[], extra: Partial<Tournament> = {}): Tournament {
  const players: Player[] = ratings.map((rating, i) =>
    createPlayer({
      id: i + 1,
      name: `P${i + 1}`,
      rating,
      points: 0,
      rounds: [],
    }),
  );
  return createTournament({
    players,
    ...extra,
  });
}

/** Writes a round: each pair's result from White's side ('1', '=', '0'), the bye as `U`. */
function play(t: Tournament, p: RoundPairing, whiteResults: ('1' | '=' | '0')[]): Tournament {
  const entries = new Map<number, Player['rounds'][number]>();
  p.pairs.forEach((pair, i) => {
    const w = whiteResults[i] ?? '=';
    const b: ResultCode = w === '1' ? '0' : w === '0' ? '1' : '=';
    entries.set(pair.white, { opponent: pair.black, color: 'w', result: w });
    entries.set(pair.black, { opponent: pair.white, color: 'b', result: b });
  });
  if (p.bye !== null) entries.set(p.bye, { opponent: null, color: '-', result: 'U' });
  return {
    ...t,
    players: t.players.map((pl) => {
      const rounds = [...pl.rounds];
      while (rounds.length < p.round - 1) rounds.push({ opponent: null, color: '-', result: 'Z' });
      rounds.push(entries.get(pl.id) ?? { opponent: null, color: '-', result: 'Z' });
      return { ...pl, rounds };
    }),
  };
}

function pairOf(t: Tournament, round?: number): RoundPairing {
  const r = pairArena(t, round === undefined ? {} : { round });
  assert.ok(r.ok, r.ok ? '' : r.error.message);
  return r.value;
}

const sets = (p: RoundPairing): string[] => p.pairs.map((x) => [x.white, x.black].sort((a, b) => a - b).join('-')).sort();

describe('pairArena', () => {
  test('round 1: neighbours by rating, board 1 first', () => {
    const p = pairOf(tournament([2400, 2300, 2200, 2100, 2000, 1900, 1800, 1700]));
    assert.equal(p.round, 1);
    assert.deepEqual(sets(p), ['1-2', '3-4', '5-6', '7-8']);
    assert.deepEqual(
      p.pairs.map((x) => Math.min(x.white, x.black)),
      [1, 3, 5, 7],
    );
    assert.equal(p.bye, null);
  });

  test('similar scores meet: after round 1 the winners play winners and the losers play losers', () => {
    let t = tournament([2400, 2300, 2200, 2100, 2000, 1900, 1800, 1700]);
    const r1 = pairOf(t);
    // The lower number (higher rated) wins every game.
    t = play(
      t,
      r1,
      r1.pairs.map((x) => (x.white < x.black ? '1' : '0')),
    );
    const r2 = pairOf(t);
    assert.equal(r2.round, 2);
    assert.deepEqual(sets(r2), ['1-3', '2-4', '5-7', '6-8']);
  });

  test('no immediate rematch even when the scores say so', () => {
    let t = tournament([2000, 1990, 1980, 1970]);
    const r1 = pairOf(t);
    assert.deepEqual(sets(r1), ['1-2', '3-4']);
    t = play(t, r1, ['=', '=']);
    const r2 = pairOf(t);
    assert.ok(!sets(r2).includes('1-2') && !sets(r2).includes('3-4'), sets(r2).join(' '));
  });

  test('a rematch when nothing else is possible (two players)', () => {
    let t = tournament([2000, 1900]);
    const r1 = pairOf(t);
    t = play(t, r1, ['1']);
    assert.deepEqual(sets(pairOf(t)), ['1-2']);
  });

  test('colours: a run of one colour is broken first (strike), then fewer whites (balance), ties alternate by round', () => {
    const e = (opponent: number, color: 'w' | 'b'): Player['rounds'][number] => ({ opponent, color, result: '=' });
    const bye: Player['rounds'][number] = { opponent: null, color: '-', result: 'U' };
    // Two players: 1 had B W W (strike +2), 2 had W B B (strike −2): 2 gets White.
    const two = tournament([2000, 1900]);
    const strike: Tournament = {
      ...two,
      players: [
        { ...two.players[0]!, rounds: [e(2, 'b'), e(2, 'w'), e(2, 'w')] },
        { ...two.players[1]!, rounds: [e(1, 'w'), e(1, 'b'), e(1, 'b')] },
      ],
    };
    assert.deepEqual(pairOf(strike).pairs, [{ white: 2, black: 1 }]);
    // Equal strikes (+2): 1 had (bye) W W, balance +2; 2 had B W W, balance +1: 2 gets White.
    const four = tournament([2000, 1900, 1800, 1700], {
      requestedByes: [{ round: 4, kind: 'Z', players: [3, 4] }],
    });
    const balance: Tournament = {
      ...four,
      players: [
        { ...four.players[0]!, rounds: [bye, e(3, 'w'), e(4, 'w')] },
        { ...four.players[1]!, rounds: [e(3, 'b'), e(4, 'w'), e(3, 'w')] },
        { ...four.players[2]!, rounds: [e(2, 'w'), e(1, 'b'), e(2, 'b')] },
        { ...four.players[3]!, rounds: [bye, e(2, 'b'), e(1, 'b')] },
      ],
    };
    assert.deepEqual(pairOf(balance).pairs, [{ white: 2, black: 1 }]);
    // Equal histories: the better-ranked player has White in odd rounds, Black in even ones; a file
    // that draws Black for the first board flips this.
    assert.deepEqual(pairOf(tournament([2000, 1990])).pairs, [{ white: 1, black: 2 }]);
    assert.deepEqual(pairOf(tournament([2000, 1990]), 2).pairs, [{ white: 2, black: 1 }]);
    assert.deepEqual(pairOf(tournament([2000, 1990], { initialColor: 'b' })).pairs, [{ white: 2, black: 1 }]);
  });

  test('colour strikes: two players who both had three Whites in a row do not meet if avoidable', () => {
    const e = (opponent: number, color: 'w' | 'b'): Player['rounds'][number] => ({ opponent, color, result: '=' });
    const t = tournament([2000, 1990, 1980, 1970]);
    // 1 and 2 on three Whites, 3 and 4 on three Blacks; all draws, ranks by rating: 1-2 and 3-4 would be cheapest.
    const h: Tournament = {
      ...t,
      players: [
        { ...t.players[0]!, rounds: [e(3, 'w'), e(4, 'w'), e(3, 'w')] },
        { ...t.players[1]!, rounds: [e(4, 'w'), e(3, 'w'), e(4, 'w')] },
        { ...t.players[2]!, rounds: [e(1, 'b'), e(2, 'b'), e(1, 'b')] },
        { ...t.players[3]!, rounds: [e(2, 'b'), e(1, 'b'), e(2, 'b')] },
      ],
    };
    const p = pairOf(h);
    assert.deepEqual(sets(p), ['1-4', '2-3']);
    for (const x of p.pairs) assert.ok([3, 4].includes(x.white));
  });

  test('odd field: the lowest-ranked player without a bye gets it, then the next one', () => {
    let t = tournament([2000, 1900, 1800, 1700, 1600]);
    const r1 = pairOf(t);
    assert.equal(r1.bye, 5);
    t = play(t, r1, ['=', '=']);
    const r2 = pairOf(t);
    assert.notEqual(r2.bye, 5);
    assert.equal(r2.pairs.length, 2);
  });

  test('requested byes are not paired; too few players is no-valid-pairing; a bad round is bad-input', () => {
    const t = tournament([2000, 1900, 1800], { requestedByes: [{ round: 1, kind: 'H', players: [2] }] });
    assert.deepEqual(pairOf(t).pairs, [{ white: 1, black: 3 }]);
    const alone = pairArena(tournament([2000]));
    assert.ok(!alone.ok && alone.error.code === 'no-valid-pairing');
    const bad = pairArena(tournament([2000, 1900]), { round: 0 });
    assert.ok(!bad.ok && bad.error.code === 'bad-input');
  });

  test('property: every player paired once or the bye, and no perfect pairing has fewer rematches of a latest game', () => {
    /** The fewest pairs in `ids` (even count) that repeat a latest game, over every perfect pairing (brute force). */
    const fewestRematches = (ids: number[], isRematch: (a: number, b: number) => boolean): number => {
      if (ids.length === 0) return 0;
      const [a, ...rest] = ids;
      let best = Infinity;
      for (let i = 0; i < rest.length; i++) {
        const b = rest[i]!;
        const others = rest.filter((_, j) => j !== i);
        best = Math.min(best, (isRematch(a!, b) ? 1 : 0) + fewestRematches(others, isRematch));
      }
      return best;
    };
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 11 }),
        fc.array(fc.constantFrom<'1' | '=' | '0'>('1', '=', '0'), { minLength: 60, maxLength: 60 }),
        (n, results) => {
          let t = tournament(Array.from({ length: n }, (_, i) => 2400 - 37 * i));
          let next = 0;
          for (let round = 1; round <= 6; round++) {
            const p = pairOf(t);
            assert.equal(p.round, round);
            const paired = p.pairs.flatMap((x) => [x.white, x.black]);
            assert.deepEqual(
              [...paired, ...(p.bye === null ? [] : [p.bye])].sort((a, b) => a - b),
              Array.from({ length: n }, (_, i) => i + 1),
            );
            const last = (id: number): number | null => {
              const rounds = t.players[id - 1]!.rounds;
              for (let i = rounds.length - 1; i >= 0; i--) if (rounds[i]!.opponent !== null) return rounds[i]!.opponent;
              return null;
            };
            const isRematch = (a: number, b: number): boolean => last(a) === b || last(b) === a;
            const ours = p.pairs.filter((x) => isRematch(x.white, x.black)).length;
            assert.equal(ours, fewestRematches(paired, isRematch), `round ${round}`);
            t = play(
              t,
              p,
              p.pairs.map(() => results[next++ % results.length]!),
            );
          }
        },
      ),
      { seed: 1414, numRuns: 40 },
    );
  });
});
