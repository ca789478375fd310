import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { fuzzRuns } from '../test-support/fuzz.js';
import { makeTimeControlText } from './makeTimeControl.js';
import { parseTimeControl } from './parseTimeControl.js';
import type { Period, TimeControl } from './timeControl.js';

const period = (last: boolean): fc.Arbitrary<Period> =>
  fc
    .record({
      moves: last ? fc.option(fc.integer({ min: 1, max: 60 }), { nil: null }) : fc.integer({ min: 1, max: 60 }),
      baseMs: fc.oneof(
        fc.integer({ min: 1, max: 300 }).map((m) => m * 60_000),
        fc.integer({ min: 1, max: 3000 }).map((s) => s * 3000),
        fc.integer({ min: 1, max: 30_000 }).map((x) => x * 300),
      ),
      perMoveMs: fc.oneof(
        fc.constant(0),
        fc.integer({ min: 1, max: 60 }).map((s) => s * 1000),
        fc.integer({ min: 1, max: 600 }).map((x) => x * 100),
      ),
      kind: fc.constantFrom('increment', 'simple', 'bronstein'),
    })
    .map(({ moves, baseMs, perMoveMs, kind }) => ({
      moves,
      baseMs,
      incrementMs: kind === 'increment' ? perMoveMs : 0,
      delayMs: kind === 'increment' ? 0 : perMoveMs,
      delayKind: kind === 'increment' || perMoveMs === 0 ? null : kind,
    }));

const control: fc.Arbitrary<TimeControl> = fc.oneof(
  fc.integer({ min: 1, max: 36_000 }).map((s) => ({ kind: 'hourglass' as const, baseMs: s * 1000 })),
  fc
    .tuple(fc.array(period(false), { maxLength: 3 }), period(true))
    .map(([first, last]) => ({ kind: 'periods' as const, periods: [...first, last] as unknown as [Period, ...Period[]] })),
  fc.constant({ kind: 'unknown' as const }),
  fc.constant({ kind: 'untimed' as const }),
);

// Bases in whole minutes or multiples of 3 ms (a finite decimal of minutes): every notation's reach.
test('makeTimeControlText writes every control so that parseTimeControl reads it back exactly', () => {
  fc.assert(
    fc.property(control, (tc) => {
      const text = makeTimeControlText(tc);
      const back = parseTimeControl(text);
      assert.ok(back.ok, `${text}: ${back.ok ? '' : back.error.message}`);
      assert.deepEqual(back.value, tc, text);
    }),
    { numRuns: fuzzRuns(2000) },
  );
});

test('the common controls are written the way people write them', () => {
  for (const [typed, written] of [
    ['3+2', '3+2'],
    ['G/5;d3', 'G/5;d3'],
    ['5+0', '5+0'],
    ['180+2', '180+2'],
    ['4500+60', '75+60'],
    ['40/9000', '40/150'],
    ['40/90+30, 30+30', '40/90;inc30, G/30;inc30'],
    ['*180', '*180'],
    ['0.5+0', '0.5+0'],
  ] as const) {
    const tc = parseTimeControl(typed);
    assert.ok(tc.ok, typed);
    assert.equal(makeTimeControlText(tc.value), written, typed);
  }
});
