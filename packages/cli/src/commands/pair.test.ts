import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runFlagfall as flagfall } from '../../test/runFlagfall.js';

/** bbpPairings fixtures (packages/tournament/test/fixtures/bbp/README.md names the commands that made them). */
const FIXTURES = fileURLToPath(new URL('../../../../tournament/test/fixtures/bbp/', import.meta.url));
const fixture = (name: string): string => join(FIXTURES, name);

const dir = mkdtempSync(join(tmpdir(), 'flagfall-pair-'));
after(() => rmSync(dir, { recursive: true, force: true }));
/** Writes `text` to a file of the temp dir and returns its path. */
function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

// Four players, no round played, 5 rounds declared: player 1 White in round 1.
const FOUR = [
  '012 Four',
  '001    1      Alpha, A                          2200                             0.0    1',
  '001    2      Bravo, B                          2150                             0.0    2',
  '001    3      Charlie, C                        2100                             0.0    3',
  '001    4      Delta, D                          2050                             0.0    4',
  'XXR 3',
  'XXC white1',
  '',
].join('\n');

const SIX = [
  '012 Six',
  ...[1, 2, 3, 4, 5, 6].map(
    (i) =>
      `001 ${String(i).padStart(4)}      Player ${i}${' '.repeat(26)}${2400 - i * 10}                             0.0 ${String(i).padStart(4)}`,
  ),
  'XXR 5',
  'XXC white1',
  '',
].join('\n');

describe('flagfall pair', () => {
  test('the next round of a bbpPairings tournament, exactly as bbpPairings printed it (fixtures cut after rounds 3 and 5)', async () => {
    for (const [trf, expected] of [
      ['rtg-24p-7r-seed14-r3.trf', 'rtg-24p-7r-seed14-r3.round4.txt'],
      ['rtg-24p-7r-seed14-r5.trf', 'rtg-24p-7r-seed14-r5.round6.txt'],
    ] as const) {
      const r = await flagfall(['pair', fixture(trf)]);
      assert.equal(r.err, '', trf);
      assert.equal(r.code, 0);
      assert.equal(r.out, readFileSync(fixture(expected), 'utf8'), trf);
    }
  });

  test('--round N pairs round N of a whole bbpPairings file (CR line ends) from rounds 1 … N−1, matching its own round', async () => {
    const r = await flagfall(['pair', fixture('rtg-24p-7r-seed14.trf'), '--round', '6']);
    assert.equal(r.code, 0, r.err);
    assert.equal(r.out, readFileSync(fixture('rtg-24p-7r-seed14-r5.round6.txt'), 'utf8'));
  });

  test('round 1 of four players: top half against bottom half, player 1 White as XXC says (C.04.3; bbpPairings prints the same), from stdin', async () => {
    const r = await flagfall(['pair', '-'], FOUR);
    assert.equal(r.code, 0, r.err);
    assert.equal(r.out, '2\n1 3\n4 2\n');
  });

  test('--system berger: the Berger table for six players (C.05 Annex 1: round 1 1-6 2-5 3-4, round 2 6-4 5-3 1-2)', async () => {
    const path = file('six.trf', SIX);
    const r1 = await flagfall(['pair', path, '--system', 'berger']);
    assert.equal(r1.code, 0, r1.err);
    assert.equal(r1.out, '3\n1 6\n2 5\n3 4\n');
    const r2 = await flagfall(['pair', path, '--system=berger', '--round', '2']);
    assert.equal(r2.code, 0, r2.err);
    assert.equal(r2.out, '3\n6 4\n5 3\n1 2\n');
  });

  test('--system arena pairs everyone once in a field with no history', async () => {
    const r = await flagfall(['pair', file('four-arena.trf', FOUR), '--system', 'arena']);
    assert.equal(r.code, 0, r.err);
    const lines = r.out.trim().split('\n');
    assert.equal(lines[0], '2');
    assert.deepEqual(
      lines
        .slice(1)
        .flatMap((l) => l.split(' ').map(Number))
        .sort(),
      [1, 2, 3, 4],
    );
  });

  test('no valid pairing: exit 1, the reason on stderr, nothing on stdout (bbpPairings exits 1 on this fixture too)', async () => {
    const r = await flagfall(['pair', fixture('four-players-no-pairing.trf')]);
    assert.equal(r.code, 1);
    assert.equal(r.out, '');
    assert.match(r.err, /^flagfall pair: no valid pairing exists for round 4: (?!round 4)[^\n]+\n$/);
  });

  test('an invalid TRF: exit 3 with the line named (bbpPairings: 3, invalid input); an unreadable file: exit 2', async () => {
    const bad = FOUR.replace('2150', '21x0');
    const r = await flagfall(['pair', file('bad.trf', bad)]);
    assert.equal(r.code, 3, r.err);
    assert.equal(r.out, '');
    assert.match(r.err, /^flagfall pair: "[^"]*bad\.trf": line 3: [^\n]+\n$/);
    const s = await flagfall(['pair', '-'], bad);
    assert.equal(s.code, 3);
    assert.match(s.err, /^flagfall pair: standard input: line 3: /);
    const missing = await flagfall(['pair', join(dir, 'nope.trf')]);
    assert.equal(missing.code, 2);
    assert.match(missing.err, /^flagfall pair: cannot read "[^"]*nope\.trf": no such file \(ENOENT\)\n$/);
  });

  test('--check: a round paired by the rules complies (exit 0); a round paired otherwise is reported (exit 1)', async () => {
    const good = await flagfall(['pair', fixture('rtg-24p-7r-seed14.trf'), '--check', '--round', '6']);
    assert.equal(good.code, 0, good.out + good.err);
    assert.ok(good.out.length > 0, 'the report is printed');
    // Without --round: the last paired round (3), not round 4 where a bye is already requested.
    const last = await flagfall(['pair', fixture('rtg-24p-7r-seed14-r3.trf'), '--check']);
    assert.equal(last.code, 0, last.out + last.err);
    assert.match(last.out, /^Round 3: /);
    // Round 1 paired 1-2, 3-4 instead of the prescribed 1-3, 4-2 (bbpPairings -c on this file: "Checker pairings 1 - 3, 4 - 2").
    const wrong = [
      '012 Four',
      '001    1      Alpha, A                          2200                             1.0    1     2 w 1',
      '001    2      Bravo, B                          2150                             0.0    2     1 b 0',
      '001    3      Charlie, C                        2100                             1.0    3     4 w 1',
      '001    4      Delta, D                          2050                             0.0    4     3 b 0',
      'XXR 3',
      'XXC white1',
      '',
    ].join('\n');
    const bad = await flagfall(['pair', '-', '--check'], wrong);
    assert.equal(bad.code, 1, bad.out + bad.err);
    assert.match(bad.out, /\S/);
  });

  test('bad flags exit 2 with the flag named', async () => {
    const path = file('four.trf', FOUR);
    for (const [args, line] of [
      [['pair'], 'missing FILE.trf (usage: flagfall pair FILE.trf [--system dutch|berger|arena] [--round N] [--baku] [--check])'],
      [['pair', path, '--system', 'swiss'], '--system must be dutch or berger or arena, got "swiss"'],
      [['pair', path, '--round', '0'], '--round must be an integer from 1 to 999, got "0"'],
      [['pair', path, '--round'], 'option --round needs a value'],
      [['pair', path, '--bogus'], 'unknown option "--bogus"'],
      [['pair', path, '--baku', '--system', 'berger'], 'option --baku is for --system dutch, not berger'],
      [['pair', path, '--check', '--system', 'arena'], 'option --check checks dutch or berger rounds, not arena'],
      [['pair', path, '--check'], 'the file has no paired round to check'],
      [
        ['pair', path, path],
        `unexpected argument ${JSON.stringify(path)} after FILE.trf (usage: flagfall pair FILE.trf [--system dutch|berger|arena] [--round N] [--baku] [--check])`,
      ],
    ] as const) {
      const r = await flagfall([...args]);
      assert.equal(r.code, 2, args.join(' '));
      assert.equal(r.out, '');
      assert.equal(r.err, `flagfall pair: ${line}\n`);
    }
  });

  test('listed in flagfall --help, with exit code 3; pair --help shows the usage', async () => {
    const help = await flagfall(['--help']);
    for (const name of ['pair', 'standings', 'tournament']) assert.match(help.out, new RegExp(`^ {2}${name} `, 'm'));
    assert.match(help.out, /^ {2}3 +pair, standings: the TRF file is invalid/m);
    const usage = await flagfall(['pair', '--help']);
    assert.equal(usage.code, 0);
    assert.match(usage.out, /flagfall pair FILE\.trf \[--system dutch\|berger\|arena\]/);
  });

  test('the installed command (bin/flagfall.js) reads stdin and diffs against bbpPairings', (t) => {
    const bin = fileURLToPath(new URL('../../../bin/flagfall.js', import.meta.url));
    if (!existsSync(fileURLToPath(new URL('../../../dist/commands/pair.js', import.meta.url))))
      return t.skip('packages/cli/dist not built (npm run build)');
    const r = spawnSync(process.execPath, [bin, 'pair', '-'], {
      input: readFileSync(fixture('rtg-24p-7r-seed14-r3.trf')),
      encoding: 'utf8',
    });
    assert.equal(r.status, 0, r.stderr);
    assert.equal(r.stdout, readFileSync(fixture('rtg-24p-7r-seed14-r3.round4.txt'), 'utf8'));
    const none = spawnSync(process.execPath, [bin, 'pair', fixture('four-players-no-pairing.trf')], { encoding: 'utf8' });
    assert.equal(none.status, 1);
    assert.equal(none.stdout, '');
  });
});
