import assert from 'node:assert/strict';
import { test } from 'node:test';
import { adjudicate, events, parseEvents } from '@flagfall/core/arbiter';
import { Recorder } from './recorder.js';

function started(options: Parameters<typeof Recorder.start>[0]): Recorder {
  const r = Recorder.start(options);
  assert.ok(r.ok, r.ok ? '' : r.error.message);
  return r.value;
}

test('a clock-only 3+2 game: presses run the clock, and the export reads back to the same verdict', () => {
  const rec = started({ rules: 'fide-blitz', tc: '3+2', record: 'clock', tags: { White: 'Ann', Black: 'Bob' } });
  assert.ok(rec.apply(events.press(4_000, 'white')).ok);
  assert.ok(rec.apply(events.press(10_000, 'black')).ok);
  const reading = rec.clockAt(10_000);
  assert.equal(reading.remainingMs.white, 180_000 - 4_000 + 2_000);
  assert.equal(reading.remainingMs.black, 180_000 - 6_000 + 2_000);
  assert.deepEqual(reading.moves, { white: 1, black: 1 });
  assert.equal(reading.running, 'white');
  // White's flag: 178 s left from t = 10 000.
  assert.equal(reading.flagAt, 188_000);
  assert.equal(rec.clockAt(187_999).falls.length, 0);
  assert.deepEqual(
    rec.clockAt(188_000).falls.map((f) => [f.side, f.atMs]),
    [['white', 188_000]],
  );
  const claimed = rec.apply(events.claim(190_000, 'black', 'flag'));
  assert.ok(claimed.ok);
  assert.equal(rec.verdict().result, '0-1');

  const log = rec.eventLog();
  const parsed = parseEvents(log);
  assert.ok(parsed.ok, parsed.ok ? '' : parsed.error.message);
  const oracle = adjudicate(parsed.value);
  assert.ok(oracle.ok);
  assert.deepEqual(
    oracle.value.rulings.map((r) => [r.code, r.ruling, r.rule]),
    rec.rulings.map((r) => [r.code, r.ruling, r.rule]),
  );
  assert.match(log.split('\n')[0]!, /"record":"clock"/);
});

test('an event the core refuses as input is not kept, so the record always replays', () => {
  const rec = started({ rules: 'fide-blitz', tc: '3+0', record: 'clock' });
  assert.ok(rec.apply(events.press(5_000, 'white')).ok);
  const back = rec.apply(events.press(4_000, 'black'));
  assert.equal(back.ok, false);
  assert.equal(rec.events.length, 1);
  assert.equal(rec.lastT, 5_000);
  const again = Recorder.replay(rec.data());
  assert.ok(again.ok);
  assert.deepEqual(again.value.events, rec.events);
  assert.deepEqual(again.value.clockAt(9_000), rec.clockAt(9_000));
});

test('a record of moves exports its PGN with clock comments', () => {
  const rec = started({ rules: 'fide-blitz', tc: '3+2', record: 'moves' });
  assert.ok(rec.apply(events.move(3_000, 'e2e4')).ok);
  assert.ok(rec.apply(events.move(5_000, 'e7e5')).ok);
  const pgn = rec.pgn().replace(/\s+/g, ' ');
  assert.match(pgn, /1\. e4 \{ \[%clk 0:02:59\.0\] \[%emt 0:00:03\.0\] \} 1\.\.\. e5 \{ \[%clk 0:03:00\.0\] \[%emt 0:00:02\.0\] \} \*/);
});

test('time odds: Black starts with his own control', () => {
  const rec = started({ rules: 'fide-blitz', tc: '5+0', tcBlack: '4+0', record: 'clock' });
  const reading = rec.clockAt(0);
  assert.deepEqual(reading.remainingMs, { white: 300_000, black: 240_000 });
  assert.match(rec.eventLog(), /"tcBlack":"4\+0"/);
});
