import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseTimeControl } from '../clock/parseTimeControl.js';
import type { TimeControl } from '../clock/timeControl.js';
import { ratingCategory } from './category.js';

const tc = (text: string): TimeControl => {
  const parsed = parseTimeControl(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
};

const seconds = (baseS: number, incrementS = 0): TimeControl => ({
  kind: 'periods',
  periods: [{ moves: null, baseMs: baseS * 1000, incrementMs: incrementS * 1000, delayMs: 0, delayKind: null }],
});

test("lichess's speeds by base + 40 × increment: bullet under 3 min, blitz under 8, rapid under 25, classical from 25", () => {
  const cases: Array<[string, string]> = [
    ['1+0', 'bullet'], // 60 s
    ['2+1', 'bullet'], // 120 + 40 = 160 s
    ['3+0', 'blitz'], // 180 s
    ['5+3', 'blitz'], // 300 + 120 = 420 s
    ['8+0', 'rapid'], // 480 s
    ['15+10', 'rapid'], // 900 + 400 = 1300 s
    ['25+0', 'classical'], // 1500 s
    ['90+30', 'classical'],
  ];
  for (const [text, category] of cases) assert.equal(ratingCategory(tc(text)), category, text);
});

test('ultrabullet (under 30 s) is rated as bullet', () => {
  assert.equal(ratingCategory(seconds(15)), 'bullet');
  assert.equal(ratingCategory(seconds(10, 0.25)), 'bullet'); // 10 + 40 × 0.25 = 20 s
});

test('controls lichess does not rate: no clock, a delay, several periods, an hourglass', () => {
  for (const text of ['-', '?', 'G/5;d3', 'G/3;b2', '40/90+30, 30+30', '*60']) assert.equal(ratingCategory(tc(text)), null, text);
});
