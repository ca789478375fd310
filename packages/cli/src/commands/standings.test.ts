import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runFlagfall as flagfall } from '../../test/runFlagfall.js';

const FIXTURES = fileURLToPath(new URL('../../../../tournament/test/fixtures/bbp/', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'flagfall-standings-'));
after(() => rmSync(dir, { recursive: true, force: true }));

interface Json {
  rounds: number;
  system: string;
  tiebreaks: string[];
  rows: { rank: number; shared: boolean; player: number; name: string; rating: number; points: number; values: number[] }[];
}

// Four players, three rounds, everyone has met (the same file bbpPairings cannot pair a 4th round for).
const FOUR = readFileSync(join(FIXTURES, 'four-players-no-pairing.trf'), 'utf8');

describe('flagfall standings', () => {
  test("a hand-checked round robin: BH ties 1-2 and 3-4, SB decides (C.07: BH = sum of opponents' points, SB = points of beaten opponents + half of drawn)", async () => {
    // Scores 1: 2, 2: 2, 3: 1, 4: 1. 1 beat 4 and 3, lost to 2; 2 beat 3 and 1, lost to 4;
    // 3 beat 4; 4 beat 2. BH: 1 = 1+1+2 = 4, 2 = 1+1+2 = 4, 3 = 2+2+1 = 5, 4 = 2+2+1 = 5.
    // SB: 1 = 1+1 = 2, 2 = 1+2 = 3, 3 = 1, 4 = 2.
    const path = join(dir, 'four.trf');
    writeFileSync(path, FOUR);
    const r = await flagfall(['standings', path, '--tiebreaks', 'BH,SB', '--json']);
    assert.equal(r.code, 0, r.err);
    const j = JSON.parse(r.out) as Json;
    assert.equal(j.rounds, 3);
    assert.equal(j.system, 'swiss');
    assert.deepEqual(j.tiebreaks, ['BH', 'SB']);
    assert.deepEqual(
      j.rows.map((x) => [x.rank, x.player, x.points, ...x.values]),
      [
        [1, 2, 2, 4, 3],
        [2, 1, 2, 4, 2],
        [3, 4, 1, 5, 2],
        [4, 3, 1, 5, 1],
      ],
    );
    assert.equal(j.rows[0]!.name, 'Bravo, B');
    assert.equal(j.rows[0]!.rating, 2150);
    assert.ok(j.rows.every((x) => !x.shared));
    // Every game was played, so the round-robin rules give the same values.
    const rr = await flagfall(['standings', path, '--tiebreaks', 'BH,SB', '--json', '--round-robin']);
    const k = JSON.parse(rr.out) as Json;
    assert.equal(k.system, 'round-robin');
    assert.deepEqual(k.rows, j.rows);
  });

  test('--rounds 1: the standings after round 1 (1 and 2 won, tied on points and shared when no tie-break separates them)', async () => {
    const r = await flagfall(['standings', '-', '--tiebreaks', 'WIN', '--rounds', '1', '--json'], FOUR);
    assert.equal(r.code, 0, r.err);
    const j = JSON.parse(r.out) as Json;
    assert.equal(j.rounds, 1);
    assert.deepEqual(
      j.rows.map((x) => [x.rank, x.shared, x.points]),
      [
        [1, true, 1],
        [1, true, 1],
        [3, true, 0],
        [3, true, 0],
      ],
    );
  });

  test('a bbpPairings tournament (CR line ends): every player once, points as bbp wrote them, ranks by points', async () => {
    const path = join(FIXTURES, 'rtg-24p-7r-seed14.trf');
    const r = await flagfall(['standings', path, '--tiebreaks', 'BH:C1,BH,SB,DE,WIN', '--json']);
    assert.equal(r.code, 0, r.err);
    const j = JSON.parse(r.out) as Json;
    assert.deepEqual(j.tiebreaks, ['BH:C1', 'BH', 'SB', 'DE', 'WIN']);
    assert.equal(j.rows.length, 24);
    // The points bbpPairings wrote in columns 81-84.
    const written = new Map(
      readFileSync(path, 'utf8')
        .split(/\r\n|\r|\n/)
        .filter((l) => l.startsWith('001'))
        .map((l) => [Number(l.slice(4, 8)), Number(l.slice(80, 84))]),
    );
    for (const row of j.rows) {
      assert.equal(row.points, written.get(row.player), `player ${row.player}`);
      assert.equal(row.values.length, 5);
    }
    for (let i = 1; i < j.rows.length; i++) assert.ok(j.rows[i - 1]!.points >= j.rows[i]!.points);
    assert.deepEqual(
      j.rows.map((x) => x.player).sort((a, b) => a - b),
      Array.from({ length: 24 }, (_, i) => i + 1),
    );
    const table = await flagfall(['standings', path, '--tiebreaks', 'BH:C1,BH,SB,DE,WIN']);
    assert.equal(table.code, 0, table.err);
    assert.match(table.out, /Player0002/);
    assert.match(table.out, /BH:C1/);
  });

  test('errors: a bad tie-break list or missing one, --rounds beyond the file, bad flags (exit 2); an invalid TRF (exit 3)', async () => {
    const path = join(dir, 'four2.trf');
    writeFileSync(path, FOUR);
    for (const [args, pattern] of [
      [['standings', path], /^flagfall standings: missing --tiebreaks LIST \(e\.g\. --tiebreaks BH:C1,BH,SB,DE,WIN\)\n$/],
      [['standings', path, '--tiebreaks', 'BH,XYZ'], /^flagfall standings: --tiebreaks: [^\n]*XYZ[^\n]*\n$/],
      [
        ['standings', path, '--tiebreaks', 'BH', '--rounds', '4'],
        /^flagfall standings: --rounds must be at most 3, the rounds in the file, got 4\n$/,
      ],
      [
        ['standings', path, '--tiebreaks', 'BH', '--rounds', 'x'],
        /^flagfall standings: --rounds must be an integer from 0 to 999, got "x"\n$/,
      ],
      [['standings', path, '--tiebreaks', 'BH', '--json=1'], /^flagfall standings: option --json takes no value\n$/],
      [['standings', '--tiebreaks', 'BH'], /^flagfall standings: missing FILE\.trf/],
    ] as const) {
      const r = await flagfall([...args]);
      assert.equal(r.code, 2, args.join(' '));
      assert.equal(r.out, '');
      assert.match(r.err, pattern);
    }
    const bad = await flagfall(['standings', '-', '--tiebreaks', 'BH'], FOUR.replace('2150', '21x0'));
    assert.equal(bad.code, 3);
    assert.match(bad.err, /^flagfall standings: standard input: line 3: /);
  });
});
