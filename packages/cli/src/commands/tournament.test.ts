import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseTrf, playedRounds } from '@flagfall/tournament';
import { runFlagfall as flagfall } from '../../test/runFlagfall.js';
import { parseRate } from './tournament.js';

const dir = mkdtempSync(join(tmpdir(), 'flagfall-tournament-'));
after(() => rmSync(dir, { recursive: true, force: true }));

describe('flagfall tournament simulate', () => {
  test('16 players, 20 Dutch rounds: stops where no valid pairing exists, says so on stderr, writes the rounds played (exit 1)', async () => {
    const r = await flagfall(['tournament', 'simulate', '--players', '16', '--rounds', '20', '--seed', '1']);
    assert.equal(r.code, 1);
    const m =
      /^flagfall tournament simulate: 16 players, dutch, seed 1: (\d+) of 20 rounds paired; no valid pairing exists for round (\d+): [^\n]+\n$/.exec(
        r.err,
      );
    assert.ok(m !== null, r.err);
    const paired = Number(m[1]);
    assert.equal(Number(m[2]), paired + 1);
    assert.ok(paired >= 9 && paired <= 15, `research §1.7: 16 players run out after 12–15 rounds; got ${paired}`);
    const t = parseTrf(r.out);
    assert.ok(t.ok, JSON.stringify(!t.ok && t.error));
    assert.equal(t.value.players.length, 16);
    assert.equal(t.value.totalRounds, 20);
    assert.equal(playedRounds(t.value), paired);
  });

  test('-o FILE writes the same TRF as stdout; the same seed gives the same file; our own pair --round reproduces each round and --check passes', async () => {
    const path = join(dir, 'sim.trf');
    const args = ['tournament', 'simulate', '--players', '11', '--rounds', '5', '--seed', '42', '--draw-rate', '0.3'];
    const toFile = await flagfall([...args, '-o', path]);
    assert.equal(toFile.code, 0, toFile.err);
    assert.equal(toFile.out, '');
    assert.equal(toFile.err, 'flagfall tournament simulate: 11 players, dutch, seed 42: 5 of 5 rounds paired\n');
    const toStdout = await flagfall(args);
    assert.equal(readFileSync(path, 'utf8'), toStdout.out);
    for (let round = 1; round <= 5; round++) {
      const check = await flagfall(['pair', path, '--check', '--round', String(round)]);
      assert.equal(check.code, 0, `round ${round}: ${check.out}${check.err}`);
    }
    const t = parseTrf(toStdout.out);
    assert.ok(t.ok);
    const r3 = await flagfall(['pair', path, '--round', '3']);
    assert.equal(r3.code, 0, r3.err);
    const boards = r3.out.trim().split('\n').slice(1);
    const expected = t.value.players
      .filter((p) => p.rounds[2]?.color === 'w' || p.rounds[2]?.result === 'U')
      .map((p) => (p.rounds[2]!.result === 'U' ? `${p.id} 0` : `${p.id} ${p.rounds[2]!.opponent!}`));
    assert.deepEqual([...boards].sort(), expected.sort());
  });

  test('--system berger and arena, --format trf26, byes and forfeits', async () => {
    const rr = await flagfall([
      'tournament',
      'simulate',
      '--players',
      '6',
      '--rounds',
      '10',
      '--seed',
      '3',
      '--system',
      'berger',
      '--format',
      'trf26',
    ]);
    assert.equal(rr.code, 0, rr.err);
    assert.match(rr.out, /^142 +10$/m);
    const t = parseTrf(rr.out);
    assert.ok(t.ok);
    assert.equal(playedRounds(t.value), 10);
    const arena = await flagfall(['tournament', 'simulate', '--players', '9', '--rounds', '6', '--seed', '3', '--system', 'arena']);
    assert.equal(arena.code, 0, arena.err);
    const swiss = await flagfall([
      'tournament',
      'simulate',
      '--players',
      '30',
      '--rounds',
      '6',
      '--seed',
      '8',
      '--forfeit-rate',
      '0.1',
      '--bye-rate',
      '.05',
    ]);
    assert.equal(swiss.code, 0, swiss.err);
    const s = parseTrf(swiss.out);
    assert.ok(s.ok);
    const codes = new Set(s.value.players.flatMap((p) => p.rounds.map((e) => e.result)));
    assert.ok(codes.has('+') && codes.has('H'), [...codes].join(' '));
  });

  test('errors exit 2 with the flag named', async () => {
    const sim = ['tournament', 'simulate'];
    for (const [args, line] of [
      [['tournament'], 'flagfall tournament: missing the subcommand: flagfall tournament simulate …'],
      [['tournament', 'run'], 'flagfall tournament: unknown subcommand "run" (there is: simulate)'],
      [[...sim, '--rounds', '5'], 'flagfall tournament simulate: missing --players N'],
      [[...sim, '--players', '5'], 'flagfall tournament simulate: missing --rounds R'],
      [[...sim, '--players', '1', '--rounds', '5'], 'flagfall tournament simulate: --players must be an integer from 2 to 9999, got "1"'],
      [
        [...sim, '--players', '8', '--rounds', '5', '--draw-rate', '1.5'],
        'flagfall tournament simulate: --draw-rate must be a number from 0 to 1, got "1.5"',
      ],
      [
        [...sim, '--players', '8', '--rounds', '5', '--bye-rate', '-0.1'],
        'flagfall tournament simulate: --bye-rate must be a number from 0 to 1, got "-0.1"',
      ],
      [
        [...sim, '--players', '8', '--rounds', '5', '--system', 'swiss'],
        'flagfall tournament simulate: --system must be dutch or berger or arena, got "swiss"',
      ],
      [[...sim, '--players', '8', '--rounds', '5', '-o'], 'flagfall tournament simulate: option -o needs a value'],
      [
        [...sim, '--players', '8', '--rounds', '5', 'extra'],
        'flagfall tournament simulate: unexpected argument "extra": this command takes options only',
      ],
    ] as const) {
      const r = await flagfall([...args]);
      assert.equal(r.code, 2, args.join(' '));
      assert.equal(r.out, '');
      assert.equal(r.err, `${line}\n`);
    }
    const unwritable = join(dir, 'no-such-dir', 'x.trf');
    const w = await flagfall([...sim, '--players', '4', '--rounds', '1', '--seed', '1', '-o', unwritable]);
    assert.equal(w.code, 2);
    assert.match(w.err, /cannot write "[^"]*x\.trf": ENOENT/);
    assert.equal(existsSync(unwritable), false);
  });

  test('parseRate: plain decimals from 0 to 1 only', () => {
    for (const [text, value] of [
      ['0', 0],
      ['1', 1],
      ['0.25', 0.25],
      ['.5', 0.5],
      ['1.0', 1],
    ] as const) {
      const r = parseRate('draw-rate', text);
      assert.ok(r.ok && r.value === value, text);
    }
    for (const bad of ['', '1.01', '-0', '1e-1', '0x1', ' 0.5', 'NaN', 'Infinity', '.'])
      assert.equal(parseRate('draw-rate', bad).ok, false, bad);
  });

  test('tournament --help shows the usage', async () => {
    const r = await flagfall(['tournament', '--help']);
    assert.equal(r.code, 0);
    assert.match(r.out, /flagfall tournament simulate --players N --rounds R/);
  });
});
