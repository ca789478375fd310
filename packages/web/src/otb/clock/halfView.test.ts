import assert from 'node:assert/strict';
import { test } from 'node:test';
import { events } from '@flagfall/core/arbiter';
import { parseTimeControl } from '@flagfall/core/clock';
import { flagMarks, halfView } from './halfView.js';
import { Recorder } from './recorder.js';

function game(tc: string, clock: 'digital' | 'analog' = 'digital'): Recorder {
  const r = Recorder.start({ rules: 'fide-blitz', tc, record: 'clock', clock });
  assert.ok(r.ok);
  return r.value;
}

const control = (tc: string) => {
  const r = parseTimeControl(tc);
  assert.ok(r.ok);
  return r.value;
};

test('G/5;d3: the delay counts down before the main time moves', () => {
  const rec = game('G/5;d3');
  const c = control('G/5;d3');
  const at = (t: number) => halfView(rec.clockAt(t), 'white', c, flagMarks(rec.clockAt(t), 'digital'));
  assert.deepEqual([at(0).face, at(0).delay], ['5:00', '3.0']);
  assert.deepEqual([at(1_000).face, at(1_000).delay], ['5:00', '2.0']);
  assert.deepEqual([at(2_999).face, at(2_999).delay], ['5:00', '0.1']);
  assert.deepEqual([at(3_000).face, at(3_000).delay], ['5:00', null]);
  assert.deepEqual([at(4_000).face, at(4_000).delay], ['4:59', null]);
  assert.equal(at(0).delayKind, 'simple');
  // Black's half shows no delay while White's runs.
  assert.equal(halfView(rec.clockAt(1_000), 'black', c, { white: null, black: null }).delay, null);
});

test('40/5, G/1: period and moves to go, the minute added on the 40th move', () => {
  const rec = game('40/5, G/1');
  const c = control('40/5, G/1');
  let t = 0;
  for (let i = 0; i < 39; i++) {
    t += 100;
    assert.ok(rec.apply(events.press(t, 'white')).ok);
    t += 100;
    assert.ok(rec.apply(events.press(t, 'black')).ok);
  }
  const before = halfView(rec.clockAt(t), 'white', c, { white: null, black: null });
  assert.deepEqual([before.period, before.movesToGo, before.moves], [1, 1, 39]);
  t += 100;
  assert.ok(rec.apply(events.press(t, 'white')).ok);
  const after = halfView(rec.clockAt(t), 'white', c, { white: null, black: null });
  assert.deepEqual([after.period, after.movesToGo, after.moves], [2, null, 40]);
  assert.equal(after.ms, 300_000 - 40 * 100 + 60_000);
});

test('both flags down: a digital clock marks which fell first, an analog one only that both are down', () => {
  for (const clock of ['digital', 'analog'] as const) {
    const rec = game('1+0', clock);
    assert.ok(rec.apply(events.press(1_000, 'white')).ok);
    // Black lets his flag fall at 61 000; he then presses, and White's flag falls at 61 000 + 59 000.
    assert.ok(rec.apply(events.press(70_000, 'black')).ok);
    const one = flagMarks(rec.clockAt(70_000), clock);
    assert.deepEqual(one, { white: null, black: 'down' });
    const both = flagMarks(rec.clockAt(129_000), clock);
    assert.deepEqual(both, clock === 'digital' ? { white: 'second', black: 'first' } : { white: 'down', black: 'down' });
    assert.deepEqual(flagMarks(rec.clockAt(128_999), clock), { white: null, black: 'down' });
  }
});

test('an hourglass: the time one side uses goes to the other; no period is shown', () => {
  const rec = game('*300');
  const c = control('*300');
  assert.ok(rec.apply(events.press(10_000, 'white')).ok);
  const reading = rec.clockAt(15_000);
  const w = halfView(reading, 'white', c, flagMarks(reading, 'digital'));
  const b = halfView(reading, 'black', c, flagMarks(reading, 'digital'));
  assert.deepEqual([w.face, b.face, w.period, b.movesToGo], ['4:55', '5:05', null, null]);
});
