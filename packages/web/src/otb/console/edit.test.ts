import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseEvents, type GameEvent } from '@flagfall/core/arbiter';
import { makeCaseText, readCase, type Case } from './caseText.js';
import { withEvent, withInserted, withoutEvent } from './edit.js';

function caseOf(text: string): Case {
  const r = readCase(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const base = caseOf(
  [
    '{"type":"start","rules":"fide-blitz","tc":"3+2"}',
    '',
    '{"t":1000,"type":"move","move":"e4"}',
    '{"t":2000,"type":"move","move":"e5"}',
    '{"t":3000,"type":"resign","by":"white"}',
  ].join('\n'),
);
const times = (c: Case): number[] => c.events.map((e) => e.t);

test('a log is read without its line numbers; its text is one event a line, read back the same', () => {
  assert.equal(base.events.length, 3);
  assert.ok(!('line' in base.events[0]!));
  const text = makeCaseText(base);
  assert.equal(text.split('\n').length, 5);
  const back = parseEvents(text);
  assert.ok(back.ok);
  assert.deepEqual(
    back.value.events.map(({ line: _l, ...e }) => e),
    base.events,
  );
});

test('an edited event keeps its place when its time fits, and moves to where its time puts it otherwise', () => {
  const resign: GameEvent = { type: 'resign', t: 1500, by: 'white' };
  assert.deepEqual(times(withEvent(base, 2, resign)), [1000, 1500, 2000]);
  assert.equal(withEvent(base, 2, resign).events[1], resign);
  const late: GameEvent = { type: 'move', t: 5000, move: 'e4' };
  assert.deepEqual(times(withEvent(base, 0, late)), [2000, 3000, 5000]);
  const same: GameEvent = { type: 'draw-offer', t: 2000, by: 'black' };
  assert.equal(withInserted(base, 1, same).events[2], same, 'after the event it was inserted after, at the same instant');
  assert.equal(withInserted(base, -1, { type: 'press', t: 0, by: 'white' }).events[0]!.type, 'press');
  assert.deepEqual(times(withoutEvent(base, 1)), [1000, 3000]);
});

test('a PGN is read as a case with the reader’s notes; errors keep the core’s words and say which reader', () => {
  const pgn = caseOf('[TimeControl "180+2"]\n[Result "0-1"]\n\n1. e4 { [%clk 0:03:01] } 0-1\n');
  assert.equal(pgn.start.tc, '3+2');
  assert.ok(pgn.notes.length > 0);
  const bad = readCase('{"type":"start","rules":"fide-blitz","tc":"3+2"}\n{"t":1,"type":"move"}');
  assert.ok(!bad.ok && bad.error.kind === 'log' && /^line 2: /.test(bad.error.message));
  const badFen = readCase('{"type":"start","rules":"fide-blitz","tc":"3+2","fen":"8/8/8/8/8/8/8/8 w - - 0 1"}\n');
  assert.ok(!badFen.ok && /^line 1: 'fen'/.test(badFen.error.message), badFen.ok ? '' : badFen.error.message);
  const badPgn = readCase('[Event "x"]\n\n1. e4 *\n');
  assert.ok(!badPgn.ok && badPgn.error.kind === 'pgn' && /TimeControl/.test(badPgn.error.message));
});
