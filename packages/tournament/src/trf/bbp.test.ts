/**
 * Files written by bbpPairings v6.0.0's random tournament generator (test/trf/README.md has the
 * commands). The reference's own output is the oracle for the 001 column layout and the values.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseTrf } from './parse.js';
import { makeTrf } from './make.js';
import { pointsMismatches } from './mismatch.js';
import type { Tournament } from '../model/tournament.js';

// build/src/trf → packages/tournament/test/trf
const dir = new URL('../../../test/trf/', import.meta.url);
const read = (name: string) => readFileSync(fileURLToPath(new URL(name, dir)), 'utf8');

function parsed(name: string): Tournament {
  const r = parseTrf(read(name));
  if (!r.ok) assert.fail(r.error.message);
  return r.value;
}

const FILES = ['bbp-rtg-12p5r-seed7.trf', 'bbp-rtg-12p5r-3-1-0-seed11.trf'];

test('bbp RTG files: parse → make → parse keeps everything, in both formats', () => {
  for (const name of FILES) {
    const t = parsed(name);
    for (const format of ['trf16', 'trf26'] as const) {
      const again = parseTrf(makeTrf(t, { format, lineEnding: '\r' }));
      assert.ok(again.ok);
      assert.deepEqual(again.value, t, `${name} ${format}`);
    }
  }
});

test('bbp RTG files: our 001 lines are byte for byte the ones bbpPairings wrote', () => {
  for (const name of FILES) {
    const theirs = read(name)
      .split('\r')
      .filter((l) => l.startsWith('001'));
    const ours = makeTrf(parsed(name), { lineEnding: '\n' })
      .split('\n')
      .filter((l) => l.startsWith('001'));
    assert.equal(theirs.length, 12);
    assert.deepEqual(ours, theirs, name);
  }
});

test('bbp RTG seed 7: opponents, colours, byes, forfeits and points as in the file', () => {
  const t = parsed('bbp-rtg-12p5r-seed7.trf');
  assert.deepEqual(t.info, [
    { code: '012', value: 'AutoTest Tournament 7' },
    { code: '092', value: 'FIDE_DUTCH_2025' },
  ]);
  assert.equal(t.totalRounds, null); // bbp writes 142 only for an unfinished tournament
  const p = (id: number) => t.players.find((x) => x.id === id)!;
  assert.deepEqual(p(1).rounds, [
    { opponent: 7, color: 'w', result: '1' },
    { opponent: 6, color: 'b', result: '=' },
    { opponent: 2, color: 'w', result: '0' },
    { opponent: 10, color: 'b', result: '1' },
    { opponent: 8, color: 'w', result: '1' },
  ]);
  assert.deepEqual(p(4).rounds[0], { opponent: null, color: '-', result: 'H' });
  assert.deepEqual(p(12).rounds[0], { opponent: null, color: '-', result: 'U' });
  assert.deepEqual(p(7).rounds[3], { opponent: null, color: '-', result: 'U' });
  // bbp writes forfeits with the scheduled colours: 6 w + against 11 b - in round 1.
  assert.deepEqual(p(6).rounds[0], { opponent: 11, color: 'w', result: '+' });
  assert.deepEqual(p(11).rounds[0], { opponent: 6, color: 'b', result: '-' });
  assert.deepEqual(
    t.players.map((x) => x.points),
    [3.5, 3, 2.5, 4, 3, 4.5, 2, 2, 2, 1, 2, 1.5],
  );
  assert.deepEqual(
    t.players.map((x) => x.rank),
    [3, 4, 6, 2, 5, 1, 7, 8, 9, 12, 10, 11],
  );
  assert.deepEqual(pointsMismatches(t), []);
});

test('bbp RTG seed 11: 3/1/0 with a 2-point PAB, a double forfeit and a rematch after a forfeit', () => {
  const t = parsed('bbp-rtg-12p5r-3-1-0-seed11.trf');
  // 162  W 3.0    D 1.0    P 2.0: the half-point bye follows D, full-point bye and forfeit win W.
  assert.deepEqual(t.pointSystem, {
    win: 3,
    draw: 1,
    loss: 0,
    forfeitWin: 3,
    fullBye: 3,
    pairingBye: 2,
    halfBye: 1,
    forfeitLoss: 0,
    zeroBye: 0,
  });
  const p = (id: number) => t.players.find((x) => x.id === id)!;
  assert.deepEqual(p(1).rounds[0], { opponent: 6, color: 'w', result: '-' });
  assert.deepEqual(p(6).rounds[0], { opponent: 1, color: 'b', result: '-' });
  assert.deepEqual(p(4).rounds.slice(0, 2), [
    { opponent: 9, color: 'b', result: '-' },
    { opponent: 9, color: 'b', result: '+' },
  ]);
  assert.deepEqual(p(11).rounds[0], { opponent: null, color: '-', result: 'Z' });
  assert.deepEqual(p(9).rounds[4], { opponent: null, color: '-', result: 'Z' });
  assert.deepEqual(
    t.players.map((x) => x.points),
    [9, 11, 8, 9, 7, 6, 9, 6, 3, 5, 2, 3],
  );
  // Every points column agrees with the results under 3/1/0, PAB 2 (e.g. player 10: 0+0+2+3+0).
  assert.deepEqual(pointsMismatches(t), []);
});
