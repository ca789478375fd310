import assert from 'node:assert/strict';
import { test } from 'node:test';
import { gameTime, pressStamp, reconcile, resumeBase, startBase } from './timing.js';

test('a press is stamped with the event time when it agrees with the monotonic clock', () => {
  assert.equal(pressStamp(1000.4, 1003), 1000.4);
  assert.equal(pressStamp(1003, 1003), 1003);
  // A fake clock (or another origin): the handler's own reading.
  assert.equal(pressStamp(50, 5_000_000), 5_000_000);
  assert.equal(pressStamp(2000, 1000), 1000);
  assert.equal(pressStamp(undefined, 1000), 1000);
  assert.equal(pressStamp(Number.NaN, 1000), 1000);
});

test('game time counts whole ms from the start and never goes back', () => {
  const base = startBase({ mono: 500.25, wall: 1_700_000_000_000 });
  assert.equal(gameTime(base, 500.25), 0);
  assert.equal(gameTime(base, 1700.7), 1200);
  assert.equal(gameTime(base, 1700.7, 1500), 1500);
});

test('a sleep (wall time ahead of monotonic time) is charged; drift and a clock set back are absorbed', () => {
  const base = startBase({ mono: 0, wall: 10_000 });
  // 60 s of monotonic time, 60 s of wall time: nothing.
  assert.deepEqual(reconcile(base, { mono: 60_000, wall: 70_000 }), { base, sleptMs: 0 });
  // The phone slept 30 s: monotonic time stood still.
  const slept = reconcile(base, { mono: 60_000, wall: 100_000 });
  assert.equal(slept.sleptMs, 30_000);
  assert.equal(gameTime(slept.base, 60_000), 90_000);
  // Drift under the threshold is absorbed into the wall origin, not charged.
  const drift = reconcile(base, { mono: 60_000, wall: 70_400 });
  assert.equal(drift.sleptMs, 0);
  assert.equal(gameTime(drift.base, 60_000), 60_000);
  assert.equal(reconcile(drift.base, { mono: 61_000, wall: 71_400 }).sleptMs, 0);
  // The wall clock set back an hour: nothing taken back.
  const back = reconcile(base, { mono: 60_000, wall: 70_000 - 3_600_000 });
  assert.equal(back.sleptMs, 0);
  assert.equal(gameTime(back.base, 60_000), 60_000);
});

test('after a reload the base is rebuilt from the wall clock, never before the last event', () => {
  const wallOrigin = 1_700_000_000_000;
  const base = resumeBase(wallOrigin, { mono: 200, wall: wallOrigin + 95_000 }, 90_000);
  assert.equal(gameTime(base, 200), 95_000);
  assert.equal(gameTime(base, 1200), 96_000);
  const back = resumeBase(wallOrigin, { mono: 200, wall: wallOrigin + 10_000 }, 90_000);
  assert.equal(gameTime(back, 200), 90_000);
});
