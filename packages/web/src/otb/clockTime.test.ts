import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { clockTimeText, MAX_SET_MS, parseClockTime } from './clockTime.js';

test("the arbiter's clock times read and print back", () => {
  const read = (text: string) => parseClockTime(text, MAX_SET_MS);
  assert.equal(read('4:59'), 299_000);
  assert.equal(read('0:09.5'), 9_500);
  assert.equal(read('1:30:00'), 5_400_000);
  assert.equal(read('45'), 45_000);
  assert.equal(read('45,25'), 45_250);
  assert.equal(read(' 2:00 '), 120_000);
  assert.equal(read(' 3:05.25 '), 185_250);
  assert.equal(read('190'), 190_000);
  for (const bad of ['', 'abc', '1:60', '1:60:00', '-5', '25:00:00', '1:2:3:4', '1.2.3', '1:05.1234']) assert.equal(read(bad), null, bad);
  assert.equal(clockTimeText(299_000), '4:59');
  assert.equal(clockTimeText(9_500), '0:09.5');
  assert.equal(clockTimeText(8_008), '0:08.008');
});

test('what clockTimeText writes reads back to the same millisecond, within the cap', () => {
  fc.assert(fc.property(fc.nat(400_000_000), (ms) => assert.equal(parseClockTime(clockTimeText(ms), 400_000_000), ms)));
  assert.equal(parseClockTime(clockTimeText(MAX_SET_MS + 1), MAX_SET_MS), null);
});
