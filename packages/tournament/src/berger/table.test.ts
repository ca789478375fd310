import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { RoundPairing } from '../model/pairing.js';
import { bergerRound, bergerRoundCount, bergerTable, type BergerOptions } from './table.js';

/**
 * Test data: the Berger tables as FIDE publishes them (Handbook C.05 Annex 1, "Berger Tables for
 * Round-Robin Tournaments"), transcribed from the handbook text as quoted in the Gambit Pairing
 * project (github.com/gambit-devs/gambit-pairing, a docstring headed "fide handbook"), and
 * cross-checked for 3–14 players with Chris Fox's page (c.w.fox.tripod.com/chess/berger.html) and the
 * "Crenshaw-Berger Tables" sheet (scribd 381712253), and for 9/10 with the Vega manual (appendix C).
 * One line per round, `white-black` per board in the printed order. Where there is an odd number of
 * players, the highest number counts as a bye.
 */
const PUBLISHED_BERGER_TABLES: Readonly<Record<number, readonly string[]>> = {
  4: ['1-4 2-3', '4-3 1-2', '2-4 3-1'],
  6: ['1-6 2-5 3-4', '6-4 5-3 1-2', '2-6 3-1 4-5', '6-5 1-4 2-3', '3-6 4-2 5-1'],
  8: ['1-8 2-7 3-6 4-5', '8-5 6-4 7-3 1-2', '2-8 3-1 4-7 5-6', '8-6 7-5 1-4 2-3', '3-8 4-2 5-1 6-7', '8-7 1-6 2-5 3-4', '4-8 5-3 6-2 7-1'],
  10: [
    '1-10 2-9 3-8 4-7 5-6',
    '10-6 7-5 8-4 9-3 1-2',
    '2-10 3-1 4-9 5-8 6-7',
    '10-7 8-6 9-5 1-4 2-3',
    '3-10 4-2 5-1 6-9 7-8',
    '10-8 9-7 1-6 2-5 3-4',
    '4-10 5-3 6-2 7-1 8-9',
    '10-9 1-8 2-7 3-6 4-5',
    '5-10 6-4 7-3 8-2 9-1',
  ],
  12: [
    '1-12 2-11 3-10 4-9 5-8 6-7',
    '12-7 8-6 9-5 10-4 11-3 1-2',
    '2-12 3-1 4-11 5-10 6-9 7-8',
    '12-8 9-7 10-6 11-5 1-4 2-3',
    '3-12 4-2 5-1 6-11 7-10 8-9',
    '12-9 10-8 11-7 1-6 2-5 3-4',
    '4-12 5-3 6-2 7-1 8-11 9-10',
    '12-10 11-9 1-8 2-7 3-6 4-5',
    '5-12 6-4 7-3 8-2 9-1 10-11',
    '12-11 1-10 2-9 3-8 4-7 5-6',
    '6-12 7-5 8-4 9-3 10-2 11-1',
  ],
  14: [
    '1-14 2-13 3-12 4-11 5-10 6-9 7-8',
    '14-8 9-7 10-6 11-5 12-4 13-3 1-2',
    '2-14 3-1 4-13 5-12 6-11 7-10 8-9',
    '14-9 10-8 11-7 12-6 13-5 1-4 2-3',
    '3-14 4-2 5-1 6-13 7-12 8-11 9-10',
    '14-10 11-9 12-8 13-7 1-6 2-5 3-4',
    '4-14 5-3 6-2 7-1 8-13 9-12 10-11',
    '14-11 12-10 13-9 1-8 2-7 3-6 4-5',
    '5-14 6-4 7-3 8-2 9-1 10-13 11-12',
    '14-12 13-11 1-10 2-9 3-8 4-7 5-6',
    '6-14 7-5 8-4 9-3 10-2 11-1 12-13',
    '14-13 1-12 2-11 3-10 4-9 5-8 6-7',
    '7-14 8-6 9-5 10-4 11-3 12-2 13-1',
  ],
  16: [
    '1-16 2-15 3-14 4-13 5-12 6-11 7-10 8-9',
    '16-9 10-8 11-7 12-6 13-5 14-4 15-3 1-2',
    '2-16 3-1 4-15 5-14 6-13 7-12 8-11 9-10',
    '16-10 11-9 12-8 13-7 14-6 15-5 1-4 2-3',
    '3-16 4-2 5-1 6-15 7-14 8-13 9-12 10-11',
    '16-11 12-10 13-9 14-8 15-7 1-6 2-5 3-4',
    '4-16 5-3 6-2 7-1 8-15 9-14 10-13 11-12',
    '16-12 13-11 14-10 15-9 1-8 2-7 3-6 4-5',
    '5-16 6-4 7-3 8-2 9-1 10-15 11-14 12-13',
    '16-13 14-12 15-11 1-10 2-9 3-8 4-7 5-6',
    '6-16 7-5 8-4 9-3 10-2 11-1 12-15 13-14',
    '16-14 15-13 1-12 2-11 3-10 4-9 5-8 6-7',
    '7-16 8-6 9-5 10-4 11-3 12-2 13-1 14-15',
    '16-15 1-14 2-13 3-12 4-11 5-10 6-9 7-8',
    '8-16 9-7 10-6 11-5 12-4 13-3 14-2 15-1',
  ],
};

/** A round as the published tables print it: `white-black` per board. */
function printed(r: RoundPairing, dummy?: number): string {
  const boards = r.pairs.map((p) => `${p.white}-${p.black}`);
  if (dummy !== undefined && r.bye !== null) {
    // Put the dummy's game back where the table prints it (board 1).
    const even = r.round % 2 === 0;
    boards.unshift(even ? `${dummy}-${r.bye}` : `${r.bye}-${dummy}`);
  }
  return boards.join(' ');
}

/** Each player's colours round by round: W, B, or '-' for a bye. */
function colourSequences(table: readonly RoundPairing[], n: number): string[] {
  const seqs = Array.from({ length: n + 1 }, () => '');
  for (const r of table) {
    for (const p of r.pairs) {
      seqs[p.white] += 'W';
      seqs[p.black] += 'B';
    }
    if (r.bye !== null) seqs[r.bye] += '-';
  }
  return seqs.slice(1);
}

/** Players (1-based) with the same colour in three consecutive rounds (a bye breaks a run). */
function threeInARow(table: readonly RoundPairing[], n: number): number[] {
  return colourSequences(table, n)
    .map((s, i) => (/WWW|BBB/.test(s) ? i + 1 : 0))
    .filter((p) => p > 0);
}

describe('Berger tables against the published C.05 Annex 1 tables', () => {
  for (const [size, rounds] of Object.entries(PUBLISHED_BERGER_TABLES)) {
    const even = Number(size);
    test(`${even} players: every round, board order and colour as printed`, () => {
      assert.deepEqual(
        bergerTable(even).map((r) => printed(r)),
        rounds,
      );
    });
    test(`${even - 1} players: the same table, the highest number (${even}) counting as a bye`, () => {
      const table = bergerTable(even - 1);
      assert.equal(table.length, rounds.length);
      for (const r of table) {
        assert.ok(r.bye !== null && r.pairs.every((p) => p.white !== even && p.black !== even));
      }
      assert.deepEqual(
        table.map((r) => printed(r, even)),
        rounds,
      );
    });
  }

  test('9/10 players as quoted in the research (§6): colour sequences of players 1, 6 and 10', () => {
    const seqs = colourSequences(bergerTable(10), 10);
    assert.equal(seqs[0], 'WWBWBWBWB');
    assert.equal(seqs[5], 'BBWBWBWBW');
    assert.equal(seqs[9], 'BWBWBWBWB');
  });
});

describe('Berger tables: invariants for every field of 2..40 players', () => {
  const sizes = Array.from({ length: 39 }, (_, i) => i + 2);
  const meetings = (table: readonly RoundPairing[], n: number): number[][] => {
    const met = Array.from({ length: n + 1 }, () => new Array<number>(n + 1).fill(0));
    for (const r of table) {
      const seen = new Set<number>();
      for (const p of r.pairs) {
        for (const x of [p.white, p.black]) {
          assert.ok(x >= 1 && x <= n, `player ${x} out of range`);
          assert.ok(!seen.has(x), `player ${x} twice in round ${r.round}`);
          seen.add(x);
        }
        met[p.white]![p.black]!++;
        met[p.black]![p.white]!++;
      }
      if (r.bye !== null) {
        assert.ok(!seen.has(r.bye));
        seen.add(r.bye);
      }
      assert.equal(seen.size, n, `round ${r.round}: everyone paired or the bye`);
      assert.equal(r.bye !== null, n % 2 === 1);
    }
    return met;
  };

  test('single cycle: N−1 (or N) rounds, everyone meets everyone exactly once, one bye each when odd', () => {
    for (const n of sizes) {
      const table = bergerTable(n);
      assert.equal(table.length, n % 2 === 0 ? n - 1 : n);
      assert.deepEqual(
        table.map((r) => r.round),
        table.map((_, i) => i + 1),
      );
      const met = meetings(table, n);
      for (let a = 1; a <= n; a++) for (let b = 1; b <= n; b++) assert.equal(met[a]![b], a === b ? 0 : 1);
      if (n % 2 === 1) assert.deepEqual([...new Set(table.map((r) => r.bye))].length, n);
    }
  });

  test('single cycle: colour difference at most 1 at the end (exactly ±1 for even fields)', () => {
    for (const n of sizes) {
      for (const s of colourSequences(bergerTable(n), n)) {
        const diff = [...s].filter((c) => c === 'W').length - [...s].filter((c) => c === 'B').length;
        assert.ok(Math.abs(diff) <= 1, `${n} players: ${s}`);
        if (n % 2 === 0) assert.equal(Math.abs(diff), 1);
      }
    }
  });

  test('single cycle: no player ever has the same colour three times in a row (byes break a run, and also when skipped)', () => {
    for (const n of sizes) {
      const table = bergerTable(n);
      assert.deepEqual(threeInARow(table, n), [], `${n} players`);
      const gamesOnly = colourSequences(table, n).map((s) => s.replaceAll('-', ''));
      assert.ok(
        gamesOnly.every((s) => !/WWW|BBB/.test(s)),
        `${n} players, byes skipped`,
      );
    }
  });

  test('double: each pair meets twice, once with each colour; round M + r is round r reversed', () => {
    for (const n of sizes) {
      const single = bergerRoundCount(n);
      const table = bergerTable(n, { double: true });
      assert.equal(table.length, 2 * single);
      const met = meetings(table, n);
      for (let a = 1; a <= n; a++) for (let b = 1; b <= n; b++) assert.equal(met[a]![b], a === b ? 0 : 2);
      const colours = new Set<string>();
      for (const r of table) for (const p of r.pairs) colours.add(`${p.white}-${p.black}`);
      assert.equal(colours.size, n * (n - 1), `${n} players: every ordered pair once`);
      for (let r = 1; r <= single; r++) {
        const first = bergerRound(n, r);
        const second = bergerRound(n, single + r, { double: true });
        assert.deepEqual(
          second.pairs,
          first.pairs.map((p) => ({ white: p.black, black: p.white })),
        );
        assert.equal(second.bye, first.bye);
      }
      for (const s of colourSequences(table, n)) {
        const diff = [...s].filter((c) => c === 'W').length - [...s].filter((c) => c === 'B').length;
        assert.equal(diff, 0, `${n} players: ${s}`);
      }
    }
  });

  test('double: the first cycle swaps its last two rounds (C.05 Annex 1), the second cycle keeps the table order', () => {
    for (const n of sizes) {
      const m = bergerRoundCount(n);
      if (m < 2) continue;
      const options: BergerOptions = { double: true };
      for (let r = 1; r <= m - 2; r++) assert.deepEqual(bergerRound(n, r, options).pairs, bergerRound(n, r).pairs);
      assert.deepEqual(bergerRound(n, m - 1, options).pairs, bergerRound(n, m).pairs);
      assert.deepEqual(bergerRound(n, m, options).pairs, bergerRound(n, m - 1).pairs);
      assert.equal(bergerRound(n, m, options).round, m);
    }
  });

  test('double: with the swap nobody has three same colours in a row; without it, players 1 and N/2 + 1 of even fields do', () => {
    for (const n of sizes) {
      assert.deepEqual(threeInARow(bergerTable(n, { double: true }), n), [], `${n} players, swapped`);
      const plain = threeInARow(bergerTable(n, { double: true, swapLastTwo: false }), n);
      if (n % 2 === 1 || n === 2) assert.deepEqual(plain, [], `${n} players, plain`);
      else assert.deepEqual(plain, [1, n / 2 + 1], `${n} players, plain`);
    }
  });

  test('2 players: one round (1–2), double: 1–2 then 2–1', () => {
    assert.deepEqual(bergerTable(2), [{ round: 1, pairs: [{ white: 1, black: 2 }], bye: null }]);
    assert.deepEqual(
      bergerTable(2, { double: true }).map((r) => printed(r)),
      ['1-2', '2-1'],
    );
  });

  test('3 players: the bye rotates 3, 2, 1 (the opponents of the dummy 4)', () => {
    assert.deepEqual(
      bergerTable(3).map((r) => r.bye),
      [1, 3, 2],
    );
  });
});

describe('bergerRound: arguments out of range are a caller bug', () => {
  test('throws a RangeError for fewer than 2 players or a round outside the table', () => {
    assert.throws(() => bergerRound(1, 1), RangeError);
    assert.throws(() => bergerRound(2.5, 1), RangeError);
    assert.throws(() => bergerRound(10, 0), RangeError);
    assert.throws(() => bergerRound(10, 10), RangeError);
    assert.throws(() => bergerRound(10, 1.5), RangeError);
    assert.doesNotThrow(() => bergerRound(10, 18, { double: true }));
    assert.throws(() => bergerRound(10, 19, { double: true }), RangeError);
    assert.throws(() => bergerRound(9, 10), RangeError);
    assert.equal(bergerRound(9, 9).round, 9);
  });
});
