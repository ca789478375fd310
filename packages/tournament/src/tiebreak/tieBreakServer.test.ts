import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { parseTrf } from '../trf/parse.js';
import { standings } from '../standings/standings.js';
import { parseTiebreaks } from './spec.js';
import { TIEBREAK_SERVER_CASES } from './fixtures/tieBreakServer.js';

interface OracleRow {
  readonly rank: number;
  readonly player: number;
  readonly points: number;
  readonly values: number[];
}

function readTable(table: string): OracleRow[] {
  return table
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => {
      const cells = line.split('\t').map(Number);
      return { rank: cells[0]!, player: cells[1]!, points: cells[2]!, values: cells.slice(3) };
    });
}

// Outside oracle: TieBreakServer's recorded answers (see fixtures/tieBreakServer.ts for versions and commands).
describe('agreement with TieBreakServer (FIDE TEC reference program)', () => {
  for (const c of TIEBREAK_SERVER_CASES) {
    for (const output of c.outputs) {
      test(`${c.name}: PTS ${output.list.join(' ')}`, () => {
        const t = parseTrf(c.trf);
        assert.ok(t.ok, JSON.stringify(t.ok ? null : t.error));
        if (!t.ok) return;
        const specs = parseTiebreaks(output.list.join(' '));
        assert.ok(specs.ok);
        if (!specs.ok) return;
        const ours = standings(t.value, specs.value, { system: c.system });
        const expected = readTable(output.table);
        assert.equal(ours.rows.length, expected.length);
        const byPlayer = new Map(ours.rows.map((r) => [r.player, r]));
        for (const e of expected) {
          const row = byPlayer.get(e.player);
          assert.ok(row, `player ${e.player}`);
          assert.equal(row.points, e.points, `points of ${e.player}`);
          output.list.forEach((name, k) => {
            assert.equal(row.values[k], e.values[k], `${name} of player ${e.player}`);
          });
          assert.equal(row.rank, e.rank, `rank of ${e.player}`);
        }
      });
    }
  }
});
