import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { parsePgnTimeControl, parseTimeControl } from './parseTimeControl.js';
import type { Period, TimeControl } from './timeControl.js';

const MIN = 60_000;
const S = 1_000;

const p = (moves: number | null, baseMs: number, incrementMs = 0, delayMs = 0, delayKind: Period['delayKind'] = null): Period => ({
  moves,
  baseMs,
  incrementMs,
  delayMs,
  delayKind,
});
const periods = (...ps: Period[]): TimeControl => ({ kind: 'periods', periods: ps as [Period, ...Period[]] });

function parsed(text: string): TimeControl {
  const r = parseTimeControl(text);
  assert.ok(r.ok, `expected '${text}' to parse: ${r.ok ? '' : r.error.message}`);
  return r.value;
}

describe('parseTimeControl: online notation (minutes + seconds)', () => {
  const cases: [string, TimeControl][] = [
    ['3+2', periods(p(null, 3 * MIN, 2 * S))],
    ['3|2', periods(p(null, 3 * MIN, 2 * S))],
    ['3 + 2', periods(p(null, 3 * MIN, 2 * S))],
    ['½+0', periods(p(null, 30 * S))],
    ['¼+0', periods(p(null, 15 * S))],
    ['¾+0', periods(p(null, 45 * S))],
    ['1½+0', periods(p(null, 90 * S))],
    ['0.5+0', periods(p(null, 30 * S))],
    ['0+1', periods(p(null, 0, 1 * S))],
    ['1+0.5', periods(p(null, 1 * MIN, 500))],
    ['180+0', periods(p(null, 180 * MIN))],
  ];
  for (const [text, expected] of cases) test(text, () => assert.deepEqual(parsed(text), expected));
});

describe('parseTimeControl: US Chess notation', () => {
  const cases: [string, TimeControl][] = [
    ['G/5', periods(p(null, 5 * MIN))],
    ['g/5', periods(p(null, 5 * MIN))],
    ['G/5;d5', periods(p(null, 5 * MIN, 0, 5 * S, 'simple'))],
    ['G/5 d/5', periods(p(null, 5 * MIN, 0, 5 * S, 'simple'))],
    ['G/5; d/5', periods(p(null, 5 * MIN, 0, 5 * S, 'simple'))],
    ['G/3;inc2', periods(p(null, 3 * MIN, 2 * S))],
    ['G/3 inc/2', periods(p(null, 3 * MIN, 2 * S))],
    ['G/3+2', periods(p(null, 3 * MIN, 2 * S))],
    ['G/1;b5', periods(p(null, 1 * MIN, 0, 5 * S, 'bronstein'))],
    ['G/1 b/5', periods(p(null, 1 * MIN, 0, 5 * S, 'bronstein'))],
    ['G/10;d0', periods(p(null, 10 * MIN))],
    // US Chess 5E1: the delay or increment written after the last period is for every period.
    ['40/90, SD/30 d/5', periods(p(40, 90 * MIN, 0, 5 * S, 'simple'), p(null, 30 * MIN, 0, 5 * S, 'simple'))],
    ['40/90, G/30;inc30', periods(p(40, 90 * MIN, 30 * S), p(null, 30 * MIN, 30 * S))],
    [
      '40/120, 20/60, SD/30;d5',
      periods(p(40, 120 * MIN, 0, 5 * S, 'simple'), p(20, 60 * MIN, 0, 5 * S, 'simple'), p(null, 30 * MIN, 0, 5 * S, 'simple')),
    ],
    ['40/120 d/5', periods(p(40, 120 * MIN, 0, 5 * S, 'simple'))],
  ];
  for (const [text, expected] of cases) test(text, () => assert.deepEqual(parsed(text), expected));
});

describe('parseTimeControl: FIDE notation', () => {
  const cases: [string, TimeControl][] = [
    ['90+30', periods(p(null, 90 * MIN, 30 * S))],
    ['40/90+30, 30+30', periods(p(40, 90 * MIN, 30 * S), p(null, 30 * MIN, 30 * S))],
    ['40/90, 30+30', periods(p(40, 90 * MIN, 30 * S), p(null, 30 * MIN, 30 * S))],
    ['40/100+30, 20/50+30, 15+30', periods(p(40, 100 * MIN, 30 * S), p(20, 50 * MIN, 30 * S), p(null, 15 * MIN, 30 * S))],
    // Each period says its own increment: taken literally.
    ['40/90+30, 30', periods(p(40, 90 * MIN, 30 * S), p(null, 30 * MIN))],
  ];
  for (const [text, expected] of cases) test(text, () => assert.deepEqual(parsed(text), expected));
});

describe('parseTimeControl: PGN TimeControl tag (§9.6.1)', () => {
  const cases: [string, TimeControl][] = [
    ['?', { kind: 'unknown' }],
    ['-', { kind: 'untimed' }],
    ['300', periods(p(null, 300 * S))],
    ['4500+60', periods(p(null, 4500 * S, 60 * S))],
    ['40/9000', periods(p(40, 9000 * S))],
    ['*180', { kind: 'hourglass', baseMs: 180 * S }],
    ['40/5400+30:1800+30', periods(p(40, 5400 * S, 30 * S), p(null, 1800 * S, 30 * S))],
    ['40/7200:20/3600:900+30', periods(p(40, 7200 * S), p(20, 3600 * S), p(null, 900 * S, 30 * S))],
    ['40/7200:3600', periods(p(40, 7200 * S), p(null, 3600 * S))],
    ['1/86400', periods(p(1, 86400 * S))],
  ];
  for (const [text, expected] of cases) test(text, () => assert.deepEqual(parsed(text), expected));

  test('parsePgnTimeControl reads every number as seconds, even small ones', () => {
    const r = parsePgnTimeControl('180+2');
    assert.ok(r.ok);
    assert.deepEqual(r.value, periods(p(null, 180 * S, 2 * S)));
    const q = parsePgnTimeControl('40/5400+30:1800+30');
    assert.ok(q.ok);
    assert.deepEqual(q.value, periods(p(40, 5400 * S, 30 * S), p(null, 1800 * S, 30 * S)));
  });

  test('parsePgnTimeControl refuses human notations', () => {
    for (const text of ['G/5', '3|2', '0.5+0', '300;d5', '300 + 2', '40/90, SD/30', '3+2;', '']) {
      assert.equal(parsePgnTimeControl(text).ok, false, text);
    }
  });
});

describe('parseTimeControl: malformed input is refused with a message naming the fault', () => {
  const cases: [string, string, RegExp][] = [
    ['3+', 'syntax', /'\+' must be followed by the increment/],
    ['G/', 'syntax', /'G\/' must be followed by the minutes/],
    ['3+-2', 'negative', /'-2'.*negative/],
    ['5++3', 'syntax', /unexpected '\+'/],
    ['-3+2', 'negative', /'-3'.*negative/],
    ['', 'empty', /empty/],
    ['   ', 'empty', /empty/],
    ['3+2+1', 'syntax', /second increment/],
    ['G/5;d5;inc2', 'delay_and_increment', /not both/],
    ['G/5;x5', 'syntax', /unknown 'x'/],
    ['abc', 'syntax', /expected a time, found 'a'/],
    ['3 2', 'syntax', /unexpected '2'/],
    ['1.5', 'syntax', /bare number/],
    ['SD/30, 40/90', 'sudden_death_not_last', /'sd\/30'.*last period/],
    ['90+30, 40/90', 'sudden_death_not_last', /last period/],
    ['40/90,', 'syntax', /empty period/],
    ['0+0', 'no_time', /no time/],
    ['G/0', 'no_time', /no time/],
    ['0', 'no_time', /no time/],
    ['99999+0', 'out_of_range', /limit of 24 h/],
    ['G/1441', 'out_of_range', /'1441' minutes.*limit of 24 h/],
    ['3+3601', 'out_of_range', /increment '3601' seconds.*limit of 1 h/],
    ['G/5;d9999', 'out_of_range', /delay '9999'/],
    ['1000/90', 'out_of_range', /move count '1000'/],
    ['0/90', 'out_of_range', /move count '0'/],
    ['1.5/90', 'out_of_range', /move count '1.5'/],
    ['3+0.0001', 'not_whole_ms', /not a whole number of milliseconds/],
    ['*', 'syntax', /'\*' must be followed by the seconds/],
    ['*1.5', 'syntax', /whole/],
    ['40/5400+30:', 'syntax', /empty period/],
    ['40/5400+0.5:1800', 'syntax', /whole seconds/],
    ['300:40/5400', 'sudden_death_not_last', /last period/],
    ['40/5400;d5:1800', 'syntax', /not a PGN period/],
    ['1/1:1/1:1/1:1/1:1/1:1/1:1/1:1/1:1/1:1/1:1', 'out_of_range', /11 periods/],
    ['9'.repeat(40), 'out_of_range', /limit/],
  ];
  for (const [text, code, message] of cases) {
    test(`'${text}' → ${code}`, () => {
      const r = parseTimeControl(text);
      assert.equal(r.ok, false, `'${text}' should be refused`);
      if (r.ok) return;
      assert.equal(r.error.code, code, r.error.message);
      assert.match(r.error.message, message);
      assert.equal(r.error.input, text);
      assert.ok(r.error.message.includes(JSON.stringify(text)), 'the message quotes the input');
    });
  }
});

describe('parseTimeControl: properties', () => {
  test('never throws, whatever the text', () => {
    const alphabet = fc.constantFrom(...'0123456789+|/:;,.*?- gGsSdDbBinc½¼¾x'.split(''));
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.array(alphabet, { maxLength: 20 }).map((cs) => cs.join('')),
        ),
        (text) => {
          const r = parseTimeControl(text);
          if (!r.ok) assert.ok(r.error.message.length > 0);
          return true;
        },
      ),
      { numRuns: 2000 },
    );
  });

  test('m+s reads as m minutes and s seconds for whole m up to 180', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 180 }), fc.integer({ min: 0, max: 3600 }), (m, s) => {
        fc.pre(m + s > 0);
        assert.deepEqual(parsed(`${m}+${s}`), periods(p(null, m * MIN, s * S)));
      }),
    );
  });

  test('G/m;dS, G/m;bS, G/m;incS agree with G/m d/S, G/m b/S, G/m inc/S', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1440 }), fc.integer({ min: 0, max: 3600 }), fc.constantFrom('d', 'b', 'inc'), (m, s, w) => {
        assert.deepEqual(parsed(`G/${m};${w}${s}`), parsed(`G/${m} ${w}/${s}`));
      }),
    );
  });
});
