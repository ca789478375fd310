/**
 * Every file of ../shared/data/hostile (inputs that once crashed, hung or answered wrong) run
 * through the installed command as a user would: the expected exit code and output, one line on
 * stderr at most, never a stack trace. Each case is also tested on its own, with its input inlined,
 * beside the code it concerns; this test checks the files themselves. Skips without ../shared.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const BIN = fileURLToPath(new URL('../../bin/flagfall.js', import.meta.url));
const ROOT = resolve(dirname(BIN), '..', '..', '..');
const DIR = join(process.env['FLAGFALL_SHARED'] ?? resolve(ROOT, '..', 'shared'), 'data', 'hostile');

function flagfall(...args: string[]): { code: number | null; out: string; err: string } {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', timeout: 60_000 });
  assert.doesNotMatch(r.stderr, /\n\s+at /, `a stack trace: ${r.stderr.slice(0, 500)}`);
  assert.ok(r.stderr.split('\n').filter((l) => l !== '').length <= 3, r.stderr.slice(0, 500));
  return { code: r.status, out: r.stdout, err: r.stderr };
}
const verdict = (out: string): { result: string; fen: string; rulings: Array<{ code: string }> } => JSON.parse(out) as never;

describe('../shared/data/hostile through the command', () => {
  if (!existsSync(DIR)) {
    test('skipped', (t) => t.skip('../shared/data/hostile not found (a fresh clone has no ../shared): skipped'));
    return;
  }
  const file = (name: string): string => join(DIR, name);

  test('01, 02, 03: malformed event logs exit 2 with the line and field named', () => {
    for (const [name, field] of [
      ['01_type_toString.jsonl', /line 2: unknown event type "toString"/],
      ['02_deep_nesting_5000.jsonl', /line 2: 'by' must be/],
      ['03_addtime_overflow_illegal_claim.jsonl', /line 3: 'ms' must be/],
    ] as const) {
      const r = flagfall('adjudicate', file(name));
      assert.equal(r.code, 2, name);
      assert.match(r.err, field);
    }
  });

  test('04, 05, 05b, 11, 12: event logs that crashed or were misjudged get a verdict', () => {
    const castle = flagfall('adjudicate', file('04_castle_with_promo_suffix.jsonl'));
    assert.equal(castle.code, 0, castle.err);
    assert.deepEqual(
      verdict(castle.out).rulings.map((r) => r.code),
      ['move-refused'],
    );
    for (const name of ['05_over256_legal_move_ruled_illegal.jsonl', '05b_over256_online_san_refused.jsonl']) {
      const r = flagfall('adjudicate', file(name));
      assert.equal(r.code, 0, r.err);
      assert.ok(!verdict(r.out).rulings.some((x) => x.code === 'move-refused' || x.code === 'illegal-move-corrected'), name);
    }
    const black = flagfall('adjudicate', file('11_online_black_first_flagged.jsonl'));
    assert.equal(verdict(black.out).result, '*', 'nobody loses on time before both sides have moved');
    const counter = flagfall('adjudicate', file('12_fullmove_overflow_unparseable_fen.jsonl'));
    const fen = verdict(counter.out).fen;
    assert.equal(flagfall('perft', '--fen', fen, '--depth', '1').code, 0, `the verdict FEN ${fen} reads back`);
  });

  test('06, 06b: positions with more than 256 legal moves count exactly (chess.js and chessops agree)', () => {
    for (const [name, nodes] of [
      ['06_over256.fen', 1072],
      ['06b_over256_ply2.fen', 1030],
    ] as const) {
      const r = flagfall('perft', '--fen', readFileSync(file(name), 'utf8').trim(), '--depth', '2');
      assert.equal(r.code, 0, r.err);
      assert.equal((JSON.parse(r.out) as { nodes: number }).nodes, nodes, name);
    }
  });

  test('07: a game whose replay threw no longer stops the database', () => {
    const r = flagfall('rejudge', '--rules', 'fide-blitz', file('07_nullmove_counter_overflow.pgn'));
    assert.equal(r.code, 0, r.err);
    const summary = JSON.parse(r.out.trim().split('\n').at(-1)!) as Record<string, number>;
    assert.deepEqual([summary['games'], summary['unreadable']], [2, 0]);
  });

  test('09, 10: perft suites too deep to count exit 2 at once', () => {
    for (const name of ['09_epd_depth32_throws.perft', '10_epd_depth31_hangs.perft']) {
      const r = flagfall('perft', '--epd', file(name));
      assert.equal(r.code, 2, name);
      assert.match(r.err, /^flagfall perft: .*15/);
    }
  });

  test('every file of the folder is covered here (or by a generator tested beside the PGN reader)', () => {
    const covered = [
      '01_type_toString.jsonl',
      '02_deep_nesting_5000.jsonl',
      '03_addtime_overflow_illegal_claim.jsonl',
      '04_castle_with_promo_suffix.jsonl',
      '05_over256_legal_move_ruled_illegal.jsonl',
      '05b_over256_online_san_refused.jsonl',
      '06_over256.fen',
      '06b_over256_ply2.fen',
      '07_nullmove_counter_overflow.pgn',
      '09_epd_depth32_throws.perft',
      '10_epd_depth31_hangs.perft',
      '11_online_black_first_flagged.jsonl',
      '12_fullmove_overflow_unparseable_fen.jsonl',
      // Generators: their inputs are made in packages/core/src/pgn/*.test.ts (quadratic [%clk, one huge game).
      'make_one_huge_game.py',
      'make_quadratic_clk.py',
      'README.md',
    ];
    assert.deepEqual(readdirSync(DIR).sort(), covered.sort());
  });
});
