import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { LOW_TIME_MS, MAX_FRACTION, timeBudget } from './timeBudget.js';

test('a budget never exceeds a fifth of the remaining time; the aim is within the limit; whole non-negative ms', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 3_600_000 }),
      fc.integer({ min: 0, max: 60_000 }),
      fc.option(fc.integer({ min: 1, max: 100 }), { nil: undefined }),
      (remainingMs, incrementMs, movesToGo) => {
        const b = timeBudget(remainingMs, incrementMs, movesToGo);
        assert.ok(b.hardMs <= remainingMs * MAX_FRACTION, `${b.hardMs} <= ${remainingMs} / 5`);
        assert.ok(b.softMs <= b.hardMs && b.softMs >= 0);
        assert.ok(Number.isInteger(b.softMs) && Number.isInteger(b.hardMs));
      },
    ),
  );
});

test('short of time it plays fast: at most a twentieth of what is left', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: LOW_TIME_MS }), fc.integer({ min: 0, max: 1_000 }), (remainingMs, incrementMs) => {
      fc.pre(remainingMs + incrementMs < LOW_TIME_MS);
      assert.ok(timeBudget(remainingMs, incrementMs).hardMs <= remainingMs / 20);
    }),
  );
});

test('more increment never means less time to think', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 600_000 }),
      fc.integer({ min: 0, max: 30_000 }),
      fc.integer({ min: 0, max: 30_000 }),
      (remainingMs, a, b) => {
        const [low, high] = a < b ? [a, b] : [b, a];
        assert.ok(timeBudget(remainingMs, high).softMs >= timeBudget(remainingMs, low).softMs);
      },
    ),
  );
});

test('blitz 3+2 at the start: about a thirtieth of the clock plus most of the increment', () => {
  const b = timeBudget(180_000, 2_000);
  assert.ok(b.softMs > 6_000 && b.softMs < 9_000, String(b.softMs));
  assert.ok(b.hardMs > b.softMs && b.hardMs <= 36_000, String(b.hardMs));
});

test('no time, negative or non-finite inputs: a zero budget, never NaN', () => {
  for (const [r, i] of [
    [0, 0],
    [-5, -5],
    [Number.NaN, Number.POSITIVE_INFINITY],
  ] as const) {
    assert.deepEqual(timeBudget(r, i), { softMs: 0, hardMs: 0 });
  }
});

test('with one move to the time control, up to the fifth of the time left', () => {
  const b = timeBudget(10_000, 0, 1);
  assert.equal(b.hardMs, Math.floor((10_000 - 50) * MAX_FRACTION));
});
