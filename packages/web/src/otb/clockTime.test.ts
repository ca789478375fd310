import assert from 'node:assert/strict';
import { test } from 'node:test';
import { clockTimeText, parseClockTime } from './adjust.js';

test("the arbiter's clock times read and print back", () => {
  assert.equal(parseClockTime('4:59'), 299_000);
  assert.equal(parseClockTime('0:09.5'), 9_500);
  assert.equal(parseClockTime('1:30:00'), 5_400_000);
  assert.equal(parseClockTime('45'), 45_000);
  assert.equal(parseClockTime('45,25'), 45_250);
  assert.equal(parseClockTime(' 2:00 '), 120_000);
  for (const bad of ['', 'abc', '1:60', '1:60:00', '-5', '25:00:00', '1:2:3:4']) assert.equal(parseClockTime(bad), null, bad);
  for (const ms of [0, 9_500, 299_000, 5_400_000, 61_001, 123_456]) assert.equal(parseClockTime(clockTimeText(ms)), ms);
  assert.equal(clockTimeText(299_000), '4:59');
  assert.equal(clockTimeText(9_500), '0:09.5');
});
