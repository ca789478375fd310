/**
 * Hard positions of the "can this side ever checkmate" analysis (issue 15): decided at the
 * default node budget. The "no" answers were first reported by the Rust chasolver; our closure
 * (closure.ts) proves them by exploring every reachable position, so they are proved here too,
 * not just agreed with. A "yes" must come with a line that mates (judgeVerdict replays it).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { canCheckmate, makeUci } from '../src/index.js';
import { parseFenTolerant } from '../src/notation/index.js';
import { judgeVerdict } from '../src/winnable/index.js';

/** Asks `side` in `fen` at the default budget and judges the verdict against `canMate`. */
function check(fen: string, side: 'white' | 'black', canMate: boolean): void {
  const parsed = parseFenTolerant(fen);
  assert.ok(parsed.ok, fen);
  const v = canCheckmate(parsed.value, side);
  const line = (v.line ?? []).map(makeUci).join(' ');
  assert.equal(judgeVerdict(parsed.value, side, canMate, v), 'agree', `${side} ${fen}: ${v.verdict} (${v.reason}) ${line}`);
}

describe('hard positions at the default budget', () => {
  test('two dark bishops against a king shuttling a5–a6: every approach of the white king stalemates (White cannot mate)', () => {
    check('8/1p6/1Pp5/1kP5/p1P5/P1K1B3/3B4/8 b - - 0 1', 'white', false);
  });

  test('bishops and pawns locked on the queenside, Black king and bishops free: Black cannot mate', () => {
    check('8/8/8/p1p4k/PbP5/pBp5/P1P3K1/6b1 b - - 0 1', 'black', false);
  });

  test('a blocked chain with a light bishop each: Black can mate (a long helpmate)', () => {
    check('2b5/1p6/pPp3k1/2Pp3p/P2PpBpP/4P1P1/3K4/8 w - - 0 1', 'black', true);
  });

  test('knights and a bishop behind locked pawns: White cannot mate', () => {
    check('1k6/p1p5/P1Pp4/1n1P4/1N1p2B1/p1pP4/P1P5/1K6 w - - 0 1', 'white', false);
  });
});
