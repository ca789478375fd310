import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { makeFen, parseFenTolerant } from '../notation/fen.js';
import { parseUci } from '../notation/uci.js';
import type { Position } from '../board/position.js';
import type { Move } from '../types.js';
import { canCheckmate } from './canCheckmate.js';
import type { CheckmateVerdict } from './canCheckmate.js';
import { judgeVerdict, LABEL_JUDGEMENTS, parseLabelledPositions } from './labels.js';

const at = (fen: string): Position => {
  const pos = parseFenTolerant(fen);
  assert.ok(pos.ok, fen);
  return pos.value;
};
const moves = (...uci: string[]): Move[] =>
  uci.map((u) => {
    const m = parseUci(u);
    assert.ok(m.ok, u);
    return m.value;
  });
const yes = (...uci: string[]): CheckmateVerdict => ({ verdict: 'yes', reason: 'a helpmate', line: moves(...uci), nodes: 1 });
const NO: CheckmateVerdict = { verdict: 'no', reason: 'a proof', nodes: 0 };
const UNKNOWN: CheckmateVerdict = { verdict: 'unknown', reason: 'out of nodes', nodes: 10 };

/** White mates at once with Qg7# (the queen on h6, guarded by the king on g6). */
const QUEEN_MATE = '7k/8/6KQ/8/8/8/8/8 w - - 0 1';
/** A locked pawn wall: neither side can ever mate. */
const WALL = '3k4/8/8/p2p2p1/P2P2P1/8/3K4/8 w - - 0 1';

describe('parseLabelledPositions', () => {
  test('labels, FENs and line numbers; comments, blank lines and CRLF skipped', () => {
    const r = parseLabelledPositions(
      `# a comment\r\nWB 8/2kb4/8/8/8/8/2KB4/8 w - -\r\n\r\n  -- ${WALL}\nW-\t6k1/6P1/6K1/8/8/8/8/8 w - -\n-B 8/8/8/8/8/8/8/K1k5 w - -`,
    );
    assert.ok(r.ok);
    assert.deepEqual(
      r.value.map((p) => [p.line, p.label, p.canMate.white, p.canMate.black, p.fen]),
      [
        [2, 'WB', true, true, '8/2kb4/8/8/8/8/2KB4/8 w - -'],
        [4, '--', false, false, WALL],
        [5, 'W-', true, false, '6k1/6P1/6K1/8/8/8/8/8 w - -'],
        [6, '-B', false, true, '8/8/8/8/8/8/8/K1k5 w - -'],
      ],
    );
    assert.deepEqual(parseLabelledPositions(''), { ok: true, value: [] });
  });

  test('a malformed line is an error naming its line, with the text quoted on one line', () => {
    for (const [text, line, shown] of [
      ['WB 8/8/8/8/8/8/8/K1k5 w - -\nXX 8/8/8/8/8/8/8/K1k5 w - -', 2, '"XX 8/8/8/8/8/8/8/K1k5 w - -"'],
      ['# c\n\nWB', 3, '"WB"'],
      ['BW 8/8/8/8/8/8/8/K1k5 w - -', 1, '"BW 8/8/8/8/8/8/8/K1k5 w - -"'],
      ['WB8/8/8/8/8/8/8/K1k5 w - -', 1, '"WB8/8/8/8/8/8/8/K1k5 w - -"'],
      ['W\u2028B x', 1, '"W\\u2028B x"'],
    ] as const) {
      const r = parseLabelledPositions(text);
      assert.ok(!r.ok, text);
      assert.equal(r.error.code, 'bad_label_line');
      assert.equal(r.error.line, line);
      assert.equal(r.error.message, `line ${line}: expected a label (WB, W-, -B or --), a space and a FEN, got ${shown}`);
    }
  });
});

describe('judgeVerdict', () => {
  test('agree: a mating line for a "can mate" label, a proof of "no" for a "cannot mate" one', () => {
    assert.equal(judgeVerdict(at(QUEEN_MATE), 'white', true, yes('h6g7')), 'agree');
    assert.equal(judgeVerdict(at(WALL), 'white', false, NO), 'agree');
  });

  test('unsound: "no" where the label says the side can mate', () => {
    assert.equal(judgeVerdict(at(QUEEN_MATE), 'white', true, NO), 'unsound');
  });

  test('badLine: an illegal line, a line that does not mate, a mate by the other side — whatever the label', () => {
    const pos = at(QUEEN_MATE);
    for (const label of [true, false]) {
      assert.equal(judgeVerdict(pos, 'white', label, yes('a1a2')), 'badLine', 'illegal move');
      assert.equal(judgeVerdict(pos, 'white', label, yes('h6e3')), 'badLine', 'legal, no mate');
      assert.equal(judgeVerdict(pos, 'white', label, yes('h6g7', 'h8g8')), 'badLine', 'moves past the mate');
      assert.equal(judgeVerdict(pos, 'black', label, yes('h6g7')), 'badLine', 'White mates, not Black');
      assert.equal(judgeVerdict(pos, 'white', label, { verdict: 'yes', reason: 'no line', nodes: 0 }), 'badLine', 'no line, no mate yet');
    }
  });

  test('labelWrong: a mating line that replays to mate against a "cannot mate" label', () => {
    assert.equal(judgeVerdict(at(QUEEN_MATE), 'white', false, yes('h6g7')), 'labelWrong');
    assert.equal(judgeVerdict(at(QUEEN_MATE), 'white', false, yes('h6h7')), 'labelWrong');
  });

  test('unknown: the analysis ran out of nodes, for either label', () => {
    assert.equal(judgeVerdict(at(WALL), 'white', true, UNKNOWN), 'unknown');
    assert.equal(judgeVerdict(at(WALL), 'white', false, UNKNOWN), 'unknown');
  });

  test('the position is left unchanged; real verdicts of canCheckmate are judged too', () => {
    const pos = at(QUEEN_MATE);
    const before = makeFen(pos);
    judgeVerdict(pos, 'white', true, yes('h6g7'));
    judgeVerdict(pos, 'white', true, yes('h6e3', 'h8g8'));
    assert.equal(makeFen(pos), before);
    assert.equal(judgeVerdict(pos, 'white', true, canCheckmate(pos, 'white')), 'agree');
    assert.equal(judgeVerdict(pos, 'black', false, canCheckmate(pos, 'black')), 'agree');
    assert.equal(judgeVerdict(at(WALL), 'black', true, canCheckmate(at(WALL), 'black')), 'unsound');
    assert.deepEqual([...LABEL_JUDGEMENTS], ['agree', 'unsound', 'badLine', 'labelWrong', 'unknown']);
  });
});
