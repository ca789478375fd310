import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { isPlayedGame, scoreOf } from '../model/points.js';
import type { Tournament } from '../model/tournament.js';
import { simulateTournament, singleRoundRobinRounds } from './simulate.js';

/** Checks the invariants every simulated round must keep; returns the set of pairs met (lower id first). */
function checkRounds(t: Tournament, rounds: number, allowRematch: boolean): Map<string, number> {
  const met = new Map<string, number>();
  for (let r = 1; r <= rounds; r++) {
    let pabs = 0;
    for (const p of t.players) {
      const e = p.rounds[r - 1];
      assert.ok(e !== undefined, `player ${p.id} has a block in round ${r}`);
      assert.ok(e.result !== null, `player ${p.id} round ${r}: a result was written`);
      if (e.result === 'U') pabs++;
      if (e.opponent === null) continue;
      const o = t.players[e.opponent - 1]!.rounds[r - 1]!;
      assert.equal(o.opponent, p.id, `round ${r}: ${p.id} and ${e.opponent} name each other`);
      assert.notEqual(o.color, e.color);
      if (p.id < e.opponent) {
        const key = `${p.id}-${e.opponent}`;
        if (isPlayedGame(e) && !allowRematch) assert.ok(!met.has(key), `round ${r}: rematch ${key}`);
        met.set(key, (met.get(key) ?? 0) + 1);
      }
    }
    assert.ok(pabs <= 1, `round ${r}: at most one pairing-allocated bye`);
  }
  for (const p of t.players) assert.equal(p.points, scoreOf(p, t.pointSystem), `player ${p.id}: points column matches the results`);
  return met;
}

describe('simulateTournament', () => {
  test('deterministic for a seed; another seed gives another tournament', () => {
    const a = simulateTournament({ players: 20, rounds: 5, seed: 11 });
    const b = simulateTournament({ players: 20, rounds: 5, seed: 11 });
    assert.deepEqual(a, b);
    assert.notDeepEqual(simulateTournament({ players: 20, rounds: 5, seed: 12 }).tournament, a.tournament);
  });

  test('a Dutch Swiss of 31 players over 7 rounds: every round complete, no rematches, one bye a round, points consistent', () => {
    const s = simulateTournament({ players: 31, rounds: 7, seed: 3, forfeitRate: 0.05, byeRate: 0.05 });
    assert.equal(s.stopped, null);
    assert.equal(s.completedRounds, 7);
    assert.equal(s.tournament.totalRounds, 7);
    checkRounds(s.tournament, 7, false);
    const codes = new Set(s.tournament.players.flatMap((p) => p.rounds.map((e) => e.result)));
    for (const c of ['U', 'H', '+', '-']) assert.ok(codes.has(c as never), `the options produce ${c} results`);
    const ratings = s.tournament.players.map((p) => p.rating);
    assert.deepEqual(
      ratings,
      [...ratings].sort((x, y) => y - x),
      'pairing numbers follow rating (C.04.2 B)',
    );
  });

  test('16 players cannot play 20 Dutch rounds: it stops cleanly and says which round could not be paired (research §1.7: after 12–15 rounds)', () => {
    for (const seed of [1, 2, 3]) {
      const s = simulateTournament({ players: 16, rounds: 20, seed });
      assert.ok(s.stopped !== null, `seed ${seed}`);
      assert.equal(s.stopped.code, 'no-valid-pairing');
      if (s.stopped.code === 'no-valid-pairing') assert.equal(s.stopped.round, s.completedRounds + 1);
      // 15 rounds would be a complete round robin; bbp's RTG failed at rounds 13–16 (§1.7).
      assert.ok(s.completedRounds >= 9 && s.completedRounds <= 15, `seed ${seed}: ${s.completedRounds} rounds`);
      checkRounds(s.tournament, s.completedRounds, false);
      assert.ok(
        s.tournament.players.every((p) => p.rounds.length === s.completedRounds),
        'the failed round left no blocks',
      );
    }
  });

  test('Berger: a double round robin when more rounds than a single one are asked, every pair meets twice', () => {
    assert.equal(singleRoundRobinRounds(6), 5);
    assert.equal(singleRoundRobinRounds(7), 7);
    const s = simulateTournament({ players: 6, rounds: 10, seed: 5, system: 'berger' });
    assert.equal(s.stopped, null);
    const met = checkRounds(s.tournament, 10, true);
    assert.equal(met.size, 15);
    for (const [pair, times] of met) assert.equal(times, 2, pair);
    // An odd field: the free round against the dummy scores nothing (C.05 Annex 1), so the
    // points of a single round robin of 5 add up to its 10 games.
    const odd = simulateTournament({ players: 5, rounds: 5, seed: 2, system: 'berger' });
    assert.equal(odd.completedRounds, 5);
    assert.equal(
      odd.tournament.players.reduce((sum, p) => sum + p.points, 0),
      10,
    );
    const over = simulateTournament({ players: 4, rounds: 7, seed: 5, system: 'berger' });
    assert.equal(over.completedRounds, 6);
    assert.equal(over.stopped?.code, 'no-valid-pairing');
  });

  test('arena: rounds of pairs by score, each player in at most one game a round', () => {
    const s = simulateTournament({ players: 12, rounds: 8, seed: 9, system: 'arena', drawRate: 0.5 });
    assert.equal(s.completedRounds, 8);
    checkRounds(s.tournament, 8, true);
  });

  test('options out of range are a caller bug: RangeError', () => {
    assert.throws(() => simulateTournament({ players: 1, rounds: 3, seed: 1 }), RangeError);
    assert.throws(() => simulateTournament({ players: 10, rounds: 0, seed: 1 }), RangeError);
    assert.throws(() => simulateTournament({ players: 10, rounds: 3, seed: 1, drawRate: 1.5 }), RangeError);
  });
});
