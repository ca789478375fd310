import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { formatMs, parseTypedMs } from './format.js';

test('times are written m:ss.t (h:mm:ss.t from an hour), tenths truncated', () => {
  assert.equal(formatMs(0), '0:00.0');
  assert.equal(formatMs(65_399), '1:05.3');
  assert.equal(formatMs(3_600_000), '1:00:00.0');
  assert.equal(formatMs(-1500), '−0:01.5');
});

test('what formatMs writes reads back to the tenth; typed seconds and m:ss.t are read', () => {
  fc.assert(fc.property(fc.nat(400_000_000), (ms) => assert.equal(parseTypedMs(formatMs(ms)), Math.floor(ms / 100) * 100)));
  assert.equal(parseTypedMs('190'), 190_000);
  assert.equal(parseTypedMs(' 3:05.25 '), 185_250);
  assert.equal(parseTypedMs('1:00:00'), 3_600_000);
  for (const bad of ['', 'abc', '1:60', '1:60:00', '-5', '1.2.3', '1:05.1234']) assert.equal(parseTypedMs(bad), null, bad);
});
