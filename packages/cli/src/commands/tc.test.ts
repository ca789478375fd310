import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { captureIo as capture } from '../../test/captureIo.js';
import { main } from '../main.js';
import { run } from './tc.js';

async function runTc(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  const c = capture();
  const code = await run(args, c.io);
  return { code, out: c.out(), err: c.err() };
}

async function json(...args: string[]): Promise<Record<string, unknown>> {
  const r = await runTc(...args);
  assert.equal(r.code, 0, r.err);
  assert.equal(r.err, '');
  assert.ok(r.out.endsWith('\n') && r.out.trim().split('\n').length === 1, 'one JSON line');
  return JSON.parse(r.out) as Record<string, unknown>;
}

describe('flagfall tc', () => {
  test('G/3;inc2: the whole object', async () => {
    assert.deepEqual(await json('G/3;inc2'), {
      input: 'G/3;inc2',
      periods: [{ moves: null, baseMs: 180_000, incrementMs: 2_000, delayMs: 0, delayKind: null }],
      pgn: '180+2',
      label: '3 min + 2 s per move',
      fide: 'blitz',
      uscf: 'blitz',
      lichess: 'blitz',
    });
  });

  test('keys in the documented order', async () => {
    assert.deepEqual(Object.keys(await json('3+2')), ['input', 'periods', 'pgn', 'label', 'fide', 'uscf', 'lichess']);
  });

  test('a delay: no pgn, no lichess', async () => {
    const o = await json('G/5;d5');
    assert.equal('pgn' in o, false);
    assert.equal('lichess' in o, false);
    assert.deepEqual(o['periods'], [{ moves: null, baseMs: 300_000, incrementMs: 0, delayMs: 5_000, delayKind: 'simple' }]);
    assert.equal(o['fide'], 'blitz');
    assert.equal(o['uscf'], 'blitz');
  });

  test('a multi-period control given as several arguments', async () => {
    const o = await json('40/90,', 'SD/30', 'd/5');
    assert.equal(o['input'], '40/90, SD/30 d/5');
    assert.equal((o['periods'] as unknown[]).length, 2);
    assert.equal(o['fide'], 'standard');
    assert.equal(o['uscf'], 'regular');
    assert.equal('lichess' in o, false);
  });

  test('category boundaries', async () => {
    const cases: [string, string, string, string][] = [
      ['3+0', 'blitz', 'unrated', 'blitz'],
      ['8+0', 'blitz', 'blitz', 'rapid'],
      ['10+0', 'blitz', 'blitz', 'rapid'],
      ['45+15', 'standard', 'dual', 'classical'],
      ['G/2;inc3', 'blitz', 'unrated', 'blitz'],
    ];
    for (const [input, fide, uscf, lichess] of cases) {
      const o = await json(input);
      assert.deepEqual([o['fide'], o['uscf'], o['lichess']], [fide, uscf, lichess], input);
    }
  });

  test('PGN forms: hourglass, unknown, none, and --pgn for seconds', async () => {
    const h = await json('*180');
    assert.equal(h['kind'], 'hourglass');
    assert.equal(h['baseMs'], 180_000);
    assert.equal(h['pgn'], '*180');
    const u = await json('?');
    assert.deepEqual(u, { input: '?', kind: 'unknown', periods: [], pgn: '?', label: 'unknown time control' });
    const n = await json('-');
    assert.deepEqual(n, { input: '-', kind: 'untimed', periods: [], pgn: '-', label: 'no time control', uscf: 'unrated' });
    const pgn = await json('--pgn', '180+2');
    assert.equal(pgn['pgn'], '180+2');
    assert.equal(pgn['lichess'], 'blitz');
    const minutes = await json('180+2');
    assert.equal(minutes['pgn'], '10800+2');
  });

  test('malformed input: exit 2, the reason on stderr, nothing on stdout', async () => {
    for (const bad of ['3+', 'G/', '3+-2', '5++3', '99999+0']) {
      const r = await runTc(bad);
      assert.equal(r.code, 2, bad);
      assert.equal(r.out, '');
      assert.match(r.err, new RegExp(`^flagfall tc: time control ${JSON.stringify(bad).replace(/[+/]/g, '\\$&')}: `));
    }
    assert.equal((await runTc('--pgn', 'G/5')).code, 2);
  });

  test('usage errors exit 2 with one accurate line', async () => {
    for (const [args, line] of [
      [[], 'missing CONTROL (usage: flagfall tc [--pgn] CONTROL)'],
      [['--pgn'], 'missing CONTROL (usage: flagfall tc [--pgn] CONTROL)'],
      [['  '], 'give a time control, e.g. flagfall tc "G/3;inc2"'],
      [['--bogus', '3+2'], 'unknown option "--bogus"'],
      [['3+2', '--bogus\nx'], 'unknown option "--bogus\\nx"'],
      [['--pgn=yes', '180+2'], 'option --pgn takes no value'],
      [['--pgn', '--pgn', '180+2'], 'option --pgn given twice'],
    ] as const) {
      const r = await runTc(...args);
      assert.equal(r.code, 2, args.join(' '));
      assert.equal(r.out, '');
      assert.equal(r.err, `flagfall tc: ${line}\n`);
    }
  });

  test('extra words are part of the control (several periods), so a wrong extra word is refused by the parser', async () => {
    const r = await runTc('3+2', 'junk');
    assert.equal(r.code, 2);
    assert.equal(r.out, '');
    assert.match(r.err, /^flagfall tc: time control "3\+2 junk": [^\n]*\n$/);
  });

  test('a control with a line break or a lone surrogate is refused on one line', async () => {
    for (const bad of ['3+2\n5+0', '3+\ud800']) {
      const r = await runTc(bad);
      assert.equal(r.code, 2);
      assert.doesNotMatch(r.err.slice(0, -1), /[\n\r\u2028\u2029]|[\ud800-\udfff]/);
    }
  });

  test('is registered in the dispatcher: flagfall tc …', async () => {
    const c = capture();
    const code = await main(['tc', 'G/3;inc2'], c.io);
    assert.equal(c.err(), '', 'packages/cli/src/main.ts must list tc');
    assert.equal(code, 0);
    assert.equal((JSON.parse(c.out()) as { fide: string }).fide, 'blitz');
    const help = capture();
    assert.equal(await main(['tc', '--help'], help.io), 0);
    assert.match(help.out(), /flagfall tc \[--pgn\] CONTROL/);
  });

  test('the installed command (bin/flagfall.js) behaves the same', (t) => {
    const bin = fileURLToPath(new URL('../../../bin/flagfall.js', import.meta.url));
    const dist = fileURLToPath(new URL('../../../dist/commands/tc.js', import.meta.url));
    if (!existsSync(dist)) return t.skip('packages/cli/dist not built (npm run build)');
    const ok = spawnSync(process.execPath, [bin, 'tc', 'G/3;inc2'], { encoding: 'utf8' });
    assert.equal(ok.status, 0, ok.stderr);
    assert.equal((JSON.parse(ok.stdout) as { uscf: string }).uscf, 'blitz');
    const bad = spawnSync(process.execPath, [bin, 'tc', '3+'], { encoding: 'utf8' });
    assert.equal(bad.status, 2);
    assert.equal(bad.stdout, '');
    assert.match(bad.stderr, /increment/);
  });
});
