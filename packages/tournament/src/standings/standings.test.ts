import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { crossTable } from '../tiebreak/fixtures/crossTable.js';
import { FIDE_EXERCISE } from '../tiebreak/fixtures/fideExercise.js';
import { randomTournament, renumbered } from '../tiebreak/fixtures/random.js';
import { parseTiebreaks, type TiebreakSpec } from '../tiebreak/spec.js';
import { standings } from './standings.js';
import { makeStandingsJson, makeStandingsTable } from './table.js';

function specs(text: string): TiebreakSpec[] {
  const r = parseTiebreaks(text);
  assert.ok(r.ok);
  return r.ok ? r.value : [];
}

const seeds = fc.integer({ min: 1, max: 2 ** 31 - 1 });

describe('standings', () => {
  test('the FIDE exercise by BH:C1, BH, SB: the top four and a shared rank', () => {
    const s = standings(FIDE_EXERCISE, specs('BH:C1,BH,SB'));
    // 2 has 4 points; 1, 3, 4, 16 have 3.5; BH:C1 (exercise 7): 3 13, 4 11.5, 1 11, 16 11; BH 12.5 both; SB 8 vs 7.25.
    assert.deepEqual(
      s.rows.slice(0, 5).map((r) => [r.rank, r.player, r.points]),
      [
        [1, 2, 4],
        [2, 3, 3.5],
        [3, 4, 3.5],
        [4, 1, 3.5],
        [5, 16, 3.5],
      ],
    );
    assert.ok(s.rows.every((r) => r.values.length === 3));
  });

  test('players equal on points and every tie-break share the rank of the first ("1, 2=, 2=, 4")', () => {
    const t = crossTable({ 1: ['+W2', '+B3'], 2: ['-B1', '+W4'], 3: ['+W4', '-W1'], 4: ['-B3', '-B2'] });
    const s = standings(t, specs('WIN'));
    assert.deepEqual(
      s.rows.map((r) => [r.rank, r.shared, r.player]),
      [
        [1, false, 1],
        [2, true, 2],
        [2, true, 3],
        [4, false, 4],
      ],
    );
  });

  test('DE is computed within the group tied so far: 1 and 3 both on 1 point, 1 beat 3 → DE places 1 and 2', () => {
    // R1 1–2 (2 won), 3–4 (3 won); R2 1–3 (1 won), 2–4 (2 won).
    const t = crossTable({ 1: ['-W2', '+W3'], 2: ['+B1', '+W4'], 3: ['+W4', '-B1'], 4: ['-B3', '-B2'] });
    const s = standings(t, specs('DE'));
    assert.deepEqual(
      s.rows.map((r) => [r.rank, r.player, r.values[0]]),
      [
        [1, 2, 0],
        [2, 1, 1],
        [3, 3, 2],
        [4, 4, 0],
      ],
    );
  });

  test('rounds: standings after round 2 count only rounds 1–2', () => {
    const s = standings(FIDE_EXERCISE, [], { rounds: 2 });
    assert.equal(s.rounds, 2);
    assert.equal(s.rows.find((r) => r.player === 2)!.points, 2);
  });

  test('property: a total order consistent with points; ranks shared exactly by equal rows', () => {
    const list = specs('BH:C1,BH,SB,DE,WIN,ARO');
    fc.assert(
      fc.property(seeds, fc.boolean(), (seed, rr) => {
        const t = randomTournament(seed);
        const s = standings(t, list, { system: rr ? 'round-robin' : 'swiss' });
        assert.deepEqual(
          s.rows.map((r) => r.player).sort((a, b) => a - b),
          t.players.map((p) => p.id),
        );
        s.rows.forEach((row, i) => {
          const prev = s.rows[i - 1];
          if (prev === undefined) {
            assert.equal(row.rank, 1);
            return;
          }
          assert.ok(prev.points >= row.points);
          const same = prev.points === row.points && prev.values.every((v, k) => v === row.values[k]);
          assert.equal(row.rank, same ? prev.rank : i + 1);
          if (same) assert.ok(prev.shared && row.shared);
        });
      }),
      { seed: 1401, numRuns: 200 },
    );
  });

  test('property: cuts never increase BH or SB (BH ≥ C1 ≥ C2, BH ≥ M1 ≥ M2)', () => {
    const list = specs('BH,BH:C1,BH:C2,BH:M1,BH:M2,SB,SB:C1,SB:C2,PS,PS:C1,ARO,ARO:C1');
    fc.assert(
      fc.property(seeds, fc.boolean(), (seed, rr) => {
        const s = standings(randomTournament(seed), list, { system: rr ? 'round-robin' : 'swiss' });
        for (const { values: v } of s.rows) {
          const [bh, c1, c2, m1, m2, sb, sbc1, sbc2, ps, psc1] = v as [
            number,
            number,
            number,
            number,
            number,
            number,
            number,
            number,
            number,
            number,
          ];
          assert.ok(bh >= c1 && c1 >= c2 && bh >= m1 && m1 >= m2 && c1 >= m1 && c2 >= m2, `BH ${v.join(' ')}`);
          assert.ok(sb >= sbc1 && sbc1 >= sbc2, `SB ${v.join(' ')}`);
          assert.ok(ps >= psc1);
        }
      }),
      { seed: 1402, numRuns: 200 },
    );
  });

  test('property: DE does not depend on pairing numbers (renumbering the players permutes the rows)', () => {
    const list = specs('DE,BH');
    fc.assert(
      fc.property(seeds, fc.integer({ min: 1, max: 1000 }), (seed, shift) => {
        const t = randomTournament(seed);
        const n = t.players.length;
        const rename = (id: number): number => ((id - 1 + shift) % n) + 1;
        const a = standings(t, list);
        const b = standings(renumbered(t, rename), list);
        const bByPlayer = new Map(b.rows.map((r) => [r.player, r]));
        for (const row of a.rows) {
          const other = bByPlayer.get(rename(row.player))!;
          assert.equal(other.rank, row.rank);
          assert.deepEqual(other.values, row.values);
        }
      }),
      { seed: 1403, numRuns: 200 },
    );
  });

  test('property: two players tied on points, who met once over the board with a decisive result, are ordered by it under DE', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const t = randomTournament(seed);
        const s = standings(t, specs('DE'));
        const groups = new Map<string, number[]>();
        for (const r of s.rows) {
          const key = String(r.points);
          groups.set(key, [...(groups.get(key) ?? []), r.player]);
        }
        const rank = new Map(s.rows.map((r) => [r.player, r.rank]));
        for (const group of groups.values()) {
          if (group.length !== 2) continue;
          const [x, y] = group as [number, number];
          const games = t.players.find((p) => p.id === x)!.rounds.filter((e) => e.opponent === y);
          if (games.length !== 1 || (games[0]!.result !== '1' && games[0]!.result !== '0')) continue;
          const [winner, loser] = games[0]!.result === '1' ? [x, y] : [y, x];
          assert.ok(rank.get(winner)! < rank.get(loser)!);
        }
      }),
      { seed: 1404, numRuns: 300 },
    );
  });
});

describe('makeStandingsTable and makeStandingsJson', () => {
  const t = crossTable({ 1: ['+W2', '=B3'], 2: ['-B1', '+W3'], 3: ['=W1', '-B2'] }, { 1: 2100, 2: 1950 });
  const s = standings(t, specs('SB,BH:C1'), { system: 'round-robin' });

  test('a header with the short names, a line per player, decimals as each column needs', () => {
    assert.equal(
      makeStandingsTable(s, t),
      [
        // BH:C1: 1 keeps 2's 1 (cuts 3's 0.5); 2 keeps 1's 1.5; 3 keeps 1's 1.5.
        'Rk  No  Name       Rtg  Pts    SB  BH:C1',
        ' 1   1  Player 1  2100  1.5  1.25    1.0',
        ' 2   2  Player 2  1950  1.0  0.50    1.5',
        ' 3   3  Player 3        0.5  0.75    1.5',
        '',
      ].join('\n'),
    );
  });

  test('JSON rows carry name, rating, points and values in the order of the tie-break names', () => {
    const json = makeStandingsJson(s, t);
    assert.deepEqual(json.tiebreaks, ['SB', 'BH:C1']);
    assert.deepEqual(json.rows[0], { rank: 1, shared: false, player: 1, name: 'Player 1', rating: 2100, points: 1.5, values: [1.25, 1] });
    assert.deepEqual(JSON.parse(JSON.stringify(json)), json);
  });
});
