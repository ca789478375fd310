import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { makePairingOutput } from '../model/pairing.js';
import type { Player, RoundEntry, Tournament } from '../model/tournament.js';
import { pairBerger } from './pair.js';
import { bergerRound } from './table.js';
import { createPlayer, createTournament } from '../model/build.js';

function player(id: number, rounds: RoundEntry[] = []): Player {
  return createPlayer({
    id,
    name: `Player ${id}`,
    rating: 2000 - id,
    points: 0,
    rounds,
  });
}

function tournament(ids: number[], extra: Partial<Tournament> = {}): Tournament {
  return createTournament({
    players: ids.map((id) => player(id)),
    ...extra,
  });
}

const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i + 1);

describe('pairBerger', () => {
  test('round 1 of a fresh 10-player file is the table: 1–10, 2–9, 3–8, 4–7, 5–6', () => {
    const r = pairBerger(tournament(range(10)));
    assert.ok(r.ok);
    assert.deepEqual(r.value, bergerRound(10, 1));
    assert.deepEqual(
      r.value.pairs.map((p) => [p.white, p.black]),
      [
        [1, 10],
        [2, 9],
        [3, 8],
        [4, 7],
        [5, 6],
      ],
    );
  });

  test('5 players, round 1, as the CLI prints it: 2–5, 3–4 and 1 with the bye (1–6 in the 5/6 table)', () => {
    const r = pairBerger(tournament(range(5)));
    assert.ok(r.ok);
    assert.equal(makePairingOutput(r.value), '3\n2 5\n3 4\n1 0\n');
  });

  test('the next round follows the last round with blocks', () => {
    const entry: RoundEntry = { opponent: null, color: '-', result: 'Z' };
    const t = tournament(range(5));
    const played: Tournament = { ...t, players: t.players.map((p) => ({ ...p, rounds: [entry, entry] })) };
    const r = pairBerger(played);
    assert.ok(r.ok);
    assert.deepEqual(r.value, bergerRound(5, 3));
    assert.equal(r.value.bye, 2); // 5 players: round 3 is 2–6 in the 5/6 table, 6 the dummy
  });

  test('an explicit round, and a double round robin declared by totalRounds (2 × 9 rounds for 10 players)', () => {
    const t = tournament(range(10), { totalRounds: 18 });
    const r8 = pairBerger(t, { round: 8 });
    assert.ok(r8.ok);
    assert.deepEqual(r8.value.pairs, bergerRound(10, 9).pairs, 'round 8 plays table round 9 (swap)');
    const r10 = pairBerger(t, { round: 10 });
    assert.ok(r10.ok);
    assert.deepEqual(r10.value.pairs[0], { white: 10, black: 1 }, 'round 10 is round 1 reversed');
    const plain = pairBerger(t, { round: 8, swapLastTwo: false });
    assert.ok(plain.ok);
    assert.deepEqual(plain.value.pairs, bergerRound(10, 8).pairs);
    const single = pairBerger(t, { round: 10, double: false });
    assert.ok(!single.ok);
    assert.equal(single.error.code, 'no-valid-pairing');
  });

  test('a round beyond the table is no-valid-pairing, naming the table size', () => {
    const r = pairBerger(tournament(range(6)), { round: 6 });
    assert.ok(!r.ok);
    assert.deepEqual(r.error.code, 'no-valid-pairing');
    assert.match(r.error.message, /6 players has 5 rounds; round 6/);
    const d = pairBerger(tournament(range(6)), { round: 11, double: true });
    assert.ok(!d.ok);
    assert.match(d.error.message, /double round robin of 6 players has 10 rounds/);
  });

  test('players not numbered 1..n, fewer than 2 players, or a bad round are bad-input', () => {
    const gap = pairBerger(tournament([1, 2, 4]));
    assert.ok(!gap.ok);
    assert.equal(gap.error.code, 'bad-input');
    assert.match(gap.error.message, /numbered 1\.\.3.*pairing number 3 is missing \(found 4\)/);
    const one = pairBerger(tournament([1]));
    assert.ok(!one.ok);
    assert.equal(one.error.code, 'bad-input');
    for (const round of [0, -1, 2.5]) {
      const r = pairBerger(tournament(range(4)), { round });
      assert.ok(!r.ok);
      assert.equal(r.error.code, 'bad-input');
    }
  });
});
