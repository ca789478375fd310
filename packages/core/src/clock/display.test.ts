import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { formatClock, isLowTime, lowTimeThresholdMs } from './display.js';
import { parseTimeControl } from './parseTimeControl.js';
import type { TimeControl } from './timeControl.js';

function control(text: string): TimeControl {
  const r = parseTimeControl(text);
  assert.ok(r.ok);
  return r.value;
}

describe('formatClock', () => {
  const cases: [number, string][] = [
    [0, '0:00.0'],
    [-5000, '0:00.0'],
    [99, '0:00.0'],
    [100, '0:00.1'],
    [9_999, '0:09.9'],
    [10_000, '0:10'],
    [59_999, '0:59'],
    [60_000, '1:00'],
    [185_000, '3:05'],
    [3_599_999, '59:59'],
    [3_600_000, '1:00:00'],
    [5_400_000, '1:30:00'],
    [36_005_000, '10:00:05'],
  ];
  for (const [ms, face] of cases) test(`${ms} ms → ${face}`, () => assert.equal(formatClock(ms), face));

  test('the tenths threshold is an option', () => {
    assert.equal(formatClock(9_999, { tenthsBelowMs: 0 }), '0:09');
    assert.equal(formatClock(19_950, { tenthsBelowMs: 20_000 }), '0:19.9');
  });
});

describe('low time', () => {
  test('an eighth of the starting time, between 10 and 60 seconds', () => {
    assert.equal(lowTimeThresholdMs(control('1+0')), 10_000);
    assert.equal(lowTimeThresholdMs(control('3+2')), 22_500);
    assert.equal(lowTimeThresholdMs(control('90+30')), 60_000);
    assert.equal(lowTimeThresholdMs(control('*180')), 22_500);
    assert.equal(lowTimeThresholdMs(control('-')), 10_000);
  });

  test('isLowTime is strictly below the threshold', () => {
    assert.equal(isLowTime(9_999, 10_000), true);
    assert.equal(isLowTime(10_000, 10_000), false);
  });
});
