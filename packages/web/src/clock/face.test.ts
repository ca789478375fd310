import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatClock } from '@flagfall/core/clock';
import { parseTimeControl } from '@flagfall/core';
import { clockFace, msToNextChange } from './face.js';

const control = (text: string) => {
  const r = parseTimeControl(text);
  assert.ok(r.ok, text);
  if (!r.ok) throw new Error(text);
  return r.value;
};

test('a simple delay counts down first, and only then the main time runs (FIDE 6.3.2, US 16B)', () => {
  const tc = control('G/5;d3');
  const reading = { clock: { white: 300000, black: 300000, running: 'white' as const }, atMs: 0 };
  const early = clockFace(reading, 'white', 1200, tc, 4);
  assert.equal(early.mainMs, 300000);
  assert.equal(early.delayLeftMs, 1800);
  const late = clockFace(reading, 'white', 5000, tc, 4);
  assert.equal(late.delayLeftMs, null);
  assert.equal(late.mainMs, 298000);
});

test('Fischer and Bronstein controls run at once; a stopped clock is the server value to the ms', () => {
  const reading = { clock: { white: 9876, black: 60000, running: 'black' as const }, atMs: 100 };
  assert.equal(clockFace(reading, 'black', 1100, control('3+2'), 3).mainMs, 59000);
  const white = clockFace(reading, 'white', 1e9, control('3+2'), 3);
  assert.equal(white.mainMs, 9876);
  assert.equal(formatClock(white.mainMs), '0:09.8');
});

test('multi-period controls show the period and the moves to go', () => {
  const tc = control('40/5, G/1');
  const reading = { clock: { white: 100000, black: 100000, running: null }, atMs: 0 };
  const f = clockFace(reading, 'white', 0, tc, 10);
  assert.equal(f.period, 1);
  assert.equal(f.movesToGo, 30);
  const second = clockFace(reading, 'white', 0, tc, 40);
  assert.equal(second.period, 2);
  assert.equal(second.movesToGo, null);
  assert.equal(clockFace(reading, 'white', 0, control('3+2'), 10).period, null);
});

test('the next tick lands on the next visible change', () => {
  const f = (mainMs: number) => ({ mainMs, delayLeftMs: null, period: null, movesToGo: null, running: true });
  assert.equal(msToNextChange(f(12345), 10000), 346, 'whole seconds above 10 s');
  assert.equal(msToNextChange(f(9876), 10000), 77, 'tenths below');
  assert.equal(msToNextChange(f(10000), 10000), 1, 'at exactly 10.0 s the face turns to 0:09.9 a millisecond later, not a second');
  assert.equal(msToNextChange(f(12000), 10000), 1);
});

test('the running clock counts down from its reading; a stopped one shows exactly the ruled value', () => {
  const tc = control('3+0');
  const main = (r: Parameters<typeof clockFace>[0], c: 'white' | 'black', now: number) => clockFace(r, c, now, tc, 0).mainMs;
  const r = { clock: { white: 5000, black: 7000, running: 'white' as const }, atMs: 1000 };
  assert.equal(main(r, 'white', 1000), 5000);
  assert.equal(main(r, 'white', 3500), 2500);
  assert.equal(main(r, 'white', 9000), 0, 'never below zero');
  assert.equal(main(r, 'black', 9000), 7000);
  const stopped = { clock: { white: 0, black: 6543, running: null }, atMs: 0 };
  assert.equal(main(stopped, 'black', 1e9), 6543);
});
