import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parsePgn } from '@flagfall/core';
import { captureIo as capture } from '../../test/captureIo.js';
import { main } from '../main.js';
import { parseMatchTimeControl, parseOptionPair, splitCommand, takeRepeated } from './match.js';

/** The engine package's fake UCI engine, compiled by its test build. */
const FAKE = fileURLToPath(new URL('../../../../engine/build/test/uci-fixtures/fakeEngine.js', import.meta.url));
const needsFake = existsSync(FAKE) ? false : `${FAKE} is not built (tsc -p packages/engine/tsconfig.dev.json)`;
const fake = (mode: string): string => `"${process.execPath}" "${FAKE}" ${mode}`;
const STOCKFISH = '/usr/games/stockfish';
const needsStockfish = existsSync(STOCKFISH) ? false : `${STOCKFISH} is not installed`;

async function match(args: string[]): Promise<{ code: number; out: string; err: string }> {
  const c = capture();
  const code = await main(['match', ...args], c.io);
  return { code, out: c.out(), err: c.err() };
}

describe('flagfall match', () => {
  test('is listed by flagfall --help, and --help gives its usage', async () => {
    const list = capture();
    assert.equal(await main(['--help'], list.io), 0);
    assert.match(list.out(), /^ {2}match +play a match between two UCI engines/m);
    const r = await match(['--help']);
    assert.equal(r.code, 0);
    assert.match(r.out, /^Usage:\n {2}flagfall match --engine1 COMMAND --engine2 COMMAND/);
  });

  test('bad usage exits 2 with one line naming what is wrong', async () => {
    for (const [args, message] of [
      [[], 'give --engine1 COMMAND (run flagfall match --help)'],
      [['--engine1', 'a'], 'give --engine2 COMMAND (run flagfall match --help)'],
      [['--engine1', 'a', '--engine2', 'b', '--tc', '3m'], '--tc must be BASE+INC in seconds, as 10+0.1, got "3m"'],
      [['--engine1', 'a', '--engine2', 'b', '--tc', '0+1'], '--tc: the base time must be above 0, got "0+1"'],
      [['--engine1', 'a', '--engine2', 'b', '--option2', 'Skill Level'], '--option2: expected NAME=VALUE, got "Skill Level"'],
      [['--engine1', 'a', '--engine2', 'b', '--option1'], 'option --option1 needs a value'],
      [['--engine1', 'sf "x', '--engine2', 'b'], '--engine1: an unclosed " in "sf \\"x"'],
      [['--engine1', ' ', '--engine2', 'b'], '--engine1 is empty'],
      [['--engine1', 'a', '--engine2', 'b', '--games', '0'], '--games must be an integer from 1 to 1000000, got "0"'],
      [['--engine1', 'a', '--engine2', 'b', '--concurrency', '65'], '--concurrency must be an integer from 1 to 64, got "65"'],
      [['--engine1', 'a', '--engine2', 'b', '--bogus'], 'unknown option "--bogus"'],
      [['--engine1', 'a', '--engine1', 'b'], 'option --engine1 given twice'],
      [['--engine1', 'a', '--engine2', '/nonexistent/engine'], 'engine 1: cannot start "a": ENOENT'],
    ] as const) {
      const r = await match([...args]);
      assert.equal(r.code, 2, JSON.stringify(args));
      assert.equal(r.err, `flagfall match: ${message}\n`);
      assert.equal(r.out, '');
    }
  });

  test('an option the engine does not declare is refused with the ones it has', { skip: needsFake }, async () => {
    const r = await match(['--engine1', fake('first'), '--option1', 'Levle=3', '--engine2', fake('first')]);
    assert.equal(r.code, 2);
    assert.equal(r.err, 'flagfall match: engine 1: Fake Engine first has no option "Levle" (its options: Level, Style)\n');
  });

  test('--json: the summary of a match an engine loses by illegal moves; a progress line per game', { skip: needsFake }, async () => {
    const r = await match([
      '--engine1',
      fake('first'),
      '--option1',
      'Level=3',
      '--option1',
      'Style = Wild',
      '--engine2',
      fake('illegal'),
      '--games',
      '4',
      '--tc',
      '1',
      '--json',
    ]);
    assert.equal(r.code, 0, r.err);
    assert.deepEqual(JSON.parse(r.out), {
      engines: ['Fake Engine first', 'Fake Engine illegal'],
      timeControl: '1',
      games: 4,
      wins: 4,
      draws: 0,
      losses: 0,
      score: 1,
      eloDiff: null,
      lower95: null,
      upper95: null,
      margin95: null,
      endings: { 'illegal-move': 4 },
      aborted: false,
    });
    const lines = r.err.trimEnd().split('\n');
    assert.equal(lines.length, 4);
    assert.match(
      lines[0]!,
      /^game 1\/4 Ruy Lopez, Morphy Defence: Fake Engine first - Fake Engine illegal 1-0 \(Black played an illegal move: a1a1\) \| \+1 =0 -0 100\.0% Elo unbounded/,
    );
  });

  test(
    'Stockfish against the first-legal-move engine: text summary and a PGN file of every game',
    { skip: needsStockfish || needsFake },
    async (t) => {
      const dir = await mkdtemp(join(tmpdir(), 'flagfall-match-'));
      t.after(() => rm(dir, { recursive: true, force: true }));
      const pgn = join(dir, 'games.pgn');
      const r = await match([
        '--engine1',
        STOCKFISH,
        '--name1',
        'SF',
        '--engine2',
        fake('first'),
        '--games',
        '2',
        '--tc',
        '2+0.05',
        '--concurrency',
        '2',
        '--pgn',
        pgn,
      ]);
      assert.equal(r.code, 0, r.err);
      assert.match(
        r.out,
        /^SF vs Fake Engine first: 2 games at 2\+0\.05\nSF: \+2 =0 -0, score 100\.0%\nElo difference: unbounded \(every game won\)\nEndings: checkmate 2\n$/,
      );
      const games = parsePgn(await readFile(pgn, 'utf8'));
      assert.deepEqual(games.map((g) => g.result).sort(), ['0-1', '1-0']);
      assert.deepEqual(games.map((g) => g.headers.get('Round')).sort(), ['1', '2']);
      assert.ok(games.every((g) => g.errors.length === 0));
    },
  );

  test('a PGN file that cannot be written is refused before any game', async () => {
    const r = await match(['--engine1', 'a', '--engine2', 'b', '--pgn', '/nonexistent/dir/games.pgn']);
    assert.equal(r.code, 2);
    assert.equal(r.err, 'flagfall match: cannot write "/nonexistent/dir/games.pgn": ENOENT\n');
  });
});

describe('match argument helpers', () => {
  test('splitCommand: spaces split, quotes group, backslash escapes', () => {
    assert.deepEqual(splitCommand('node packages/cli/bin/flagfall.js engine'), {
      ok: true,
      value: ['node', 'packages/cli/bin/flagfall.js', 'engine'],
    });
    assert.deepEqual(splitCommand(`  "/opt/my engine/sf"  --x 'a b' c\\ d ""`), {
      ok: true,
      value: ['/opt/my engine/sf', '--x', 'a b', 'c d', ''],
    });
    assert.deepEqual(splitCommand(`'it''s'`), { ok: true, value: ['its'] });
    assert.equal(splitCommand('a\\').ok, false);
  });

  test('time controls in seconds', () => {
    assert.deepEqual(parseMatchTimeControl('10+0.1'), { ok: true, value: { baseMs: 10_000, incrementMs: 100 } });
    assert.deepEqual(parseMatchTimeControl('60'), { ok: true, value: { baseMs: 60_000, incrementMs: 0 } });
    assert.deepEqual(parseMatchTimeControl('0.5+0'), { ok: true, value: { baseMs: 500, incrementMs: 0 } });
    for (const bad of ['', '+1', '1+', '-1', '1e3', '3+2+1', '100000+0', '10+3601'])
      assert.equal(parseMatchTimeControl(bad).ok, false, bad);
  });

  test('NAME=VALUE pairs and repeated options', () => {
    assert.deepEqual(parseOptionPair('Skill Level=0'), { ok: true, value: { name: 'Skill Level', value: '0' } });
    assert.deepEqual(parseOptionPair('SyzygyPath='), { ok: true, value: { name: 'SyzygyPath', value: '' } });
    assert.deepEqual(parseOptionPair('EvalFile=a=b'), { ok: true, value: { name: 'EvalFile', value: 'a=b' } });
    assert.equal(parseOptionPair('=3').ok, false);
    const taken = takeRepeated(
      ['--option1', 'A=1', '--games', '2', '--option1=B=2', '--option2', 'C=3', '--', '--option1', 'x'],
      ['option1', 'option2'],
    );
    assert.ok(taken.ok);
    assert.deepEqual(taken.value.rest, ['--games', '2', '--', '--option1', 'x']);
    assert.deepEqual(
      [...taken.value.values],
      [
        ['option1', ['A=1', 'B=2']],
        ['option2', ['C=3']],
      ],
    );
  });
});
