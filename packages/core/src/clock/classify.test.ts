import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { classifyFide, classifyLichess, classifyUscf } from './classify.js';
import { parseTimeControl } from './parseTimeControl.js';
import type { TimeControl } from './timeControl.js';

function parsed(text: string): TimeControl {
  const r = parseTimeControl(text);
  assert.ok(r.ok, r.ok ? '' : r.error.message);
  return r.value;
}

describe('classifyFide (base + 60 × increment; B.1 blitz ≤ 10, A.1 rapid < 60)', () => {
  const cases: [string, ReturnType<typeof classifyFide>][] = [
    ['3+0', 'blitz'],
    ['3+2', 'blitz'],
    ['5+3', 'blitz'],
    ['8+0', 'blitz'],
    ['9+1', 'blitz'], // exactly 10: blitz
    ['10+0', 'blitz'],
    ['10+0.5', 'rapid'], // 10.5
    ['10+1', 'rapid'],
    ['10+5', 'rapid'],
    ['15+10', 'rapid'],
    ['59+0', 'rapid'],
    ['45+15', 'standard'], // exactly 60: rapid must be below 60
    ['60+0', 'standard'],
    ['50+10', 'standard'],
    ['G/2;inc3', 'blitz'],
    ['G/5;d5', 'blitz'], // a delay counts like an increment
    ['G/5;b6', 'rapid'],
    ['40/90+30, 30+30', 'standard'],
    ['20/5, SD/5', 'blitz'], // every period's base
    ['*180', 'blitz'],
    ['?', null],
    ['-', null],
  ];
  for (const [input, category] of cases) test(`${input} → ${category}`, () => assert.equal(classifyFide(parsed(input)), category));
});

describe('classifyUscf (5C: minutes + seconds)', () => {
  const cases: [string, ReturnType<typeof classifyUscf>][] = [
    ['3+0', 'unrated'], // under 5
    ['G/4;d1', 'blitz'], // 5, primary ≥ 3
    ['G/3;inc2', 'blitz'],
    ['G/2;inc3', 'unrated'], // 5, but primary under 3
    ['5+0', 'blitz'],
    ['8+0', 'blitz'],
    ['10+0', 'blitz'], // 10 inclusive
    ['G/5;d5', 'blitz'],
    ['G/10;d1', 'quick'],
    ['G/10;d3', 'quick'],
    ['G/25;d4', 'quick'], // 29
    ['G/4;inc25', 'unrated'], // 29, but quick needs a primary of 5 minutes
    ['40/10, SD/10', 'unrated'], // 20, but quick is one sudden-death control
    ['G/20;d10', 'dual'], // 30
    ['G/25;d5', 'dual'],
    ['45+15', 'dual'], // 60
    ['G/60;d5', 'dual'], // 65 inclusive
    ['G/55;inc10', 'dual'],
    ['G/65;d5', 'regular'],
    ['G/60;inc30', 'regular'],
    ['G/45;inc30', 'regular'],
    ['40/90, G/30 d/5', 'regular'], // 90 + 30 + 5 = 125
    ['*600', 'unrated'],
    ['-', 'unrated'],
    ['?', null],
  ];
  for (const [input, category] of cases) test(`${input} → ${category}`, () => assert.equal(classifyUscf(parsed(input)), category));
});

describe('classifyLichess (base + 40 × increment seconds)', () => {
  const cases: [string, ReturnType<typeof classifyLichess>][] = [
    ['¼+0', 'ultrabullet'],
    ['0+0.7', 'ultrabullet'], // 28 s
    ['½+0', 'bullet'], // 30: bullet
    ['0+1', 'bullet'],
    ['1+0', 'bullet'],
    ['2+1', 'bullet'], // 160
    ['2+1.5', 'blitz'], // 180
    ['3+0', 'blitz'],
    ['3+2', 'blitz'],
    ['5+3', 'blitz'], // 420
    ['7+59', 'classical'],
    ['8+0', 'rapid'], // 480
    ['10+0', 'rapid'],
    ['15+10', 'rapid'], // 1300
    ['24+59', 'classical'],
    ['25+0', 'classical'], // 1500
    ['45+15', 'classical'],
    ['G/5;d5', null],
    ['G/1;b5', null],
    ['40/90, SD/30', null],
    ['40/9000', null],
    ['*180', null],
    ['?', null],
    ['-', null],
  ];
  for (const [input, category] of cases) test(`${input} → ${category}`, () => assert.equal(classifyLichess(parsed(input)), category));
});
