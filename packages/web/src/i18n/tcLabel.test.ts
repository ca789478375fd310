import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseTimeControl, makeTimeControlLabel } from '@flagfall/core';
import { timeControlLabel } from './tcLabel.js';

const tc = (s: string) => {
  const r = parseTimeControl(s);
  if (!r.ok) throw new Error(s);
  return r.value;
};

test('English is the core’s own label', () => {
  for (const s of ['3+2', 'G/5;d3', '40/5, G/1', 'G/3 inc/2']) assert.equal(timeControlLabel(tc(s), 'en'), makeTimeControlLabel(tc(s)));
});

test('Russian describes the same controls', () => {
  assert.equal(timeControlLabel(tc('3+2'), 'ru'), '3 мин + 2 с за ход');
  assert.equal(timeControlLabel(tc('G/5;d3'), 'ru'), '5 мин, задержка 3 с');
  assert.equal(timeControlLabel(tc('40/5, G/1'), 'ru'), '40 ходов за 5 мин, затем 1 мин');
  assert.equal(timeControlLabel(tc('1+0'), 'ru'), '1 мин');
});
