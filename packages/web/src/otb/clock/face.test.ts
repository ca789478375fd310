import assert from 'node:assert/strict';
import { test } from 'node:test';
import { delayText, faceText, faceUnitMs, shownMs } from './face.js';

test('the face rounds up to its last digit and reads zero only at the flag', () => {
  assert.equal(faceText(180_000), '3:00');
  assert.equal(faceText(179_001), '3:00');
  assert.equal(faceText(179_000), '2:59');
  assert.equal(faceText(10_001), '0:11');
  assert.equal(faceText(10_000), '0:10.0');
  assert.equal(faceText(9_901), '0:10.0');
  assert.equal(faceText(9_900), '0:09.9');
  assert.equal(faceText(101), '0:00.2');
  assert.equal(faceText(1), '0:00.1');
  assert.equal(faceText(0), '0:00.0');
  assert.equal(faceText(-5_000), '0:00.0');
  assert.equal(faceText(3_600_000), '1:00:00');
  assert.equal(faceText(5_400_000 + 1), '1:30:01');
  assert.equal(faceText(19_500, 20_000), '0:19.5');
});

test('the shown time is never below the clock and less than one unit above it', () => {
  for (let ms = 0; ms <= 70_000; ms += 7) {
    const s = shownMs(ms);
    assert.ok(s >= ms && s - ms < faceUnitMs(ms), `${ms} shows ${s}`);
  }
  assert.equal(shownMs(0), 0);
});

test('a delay counts down in tenths, rounded up', () => {
  assert.equal(delayText(3000), '3.0');
  assert.equal(delayText(2901), '3.0');
  assert.equal(delayText(1), '0.1');
  assert.equal(delayText(0), '0.0');
});
