import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatMs } from './format.js';

test('times are written m:ss.t (h:mm:ss.t from an hour), tenths truncated', () => {
  assert.equal(formatMs(0), '0:00.0');
  assert.equal(formatMs(65_399), '1:05.3');
  assert.equal(formatMs(3_600_000), '1:00:00.0');
  assert.equal(formatMs(-1500), '−0:01.5');
});
