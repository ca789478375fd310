import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { formatDuration, makePgnTimeControl, makeTimeControlLabel } from './makeTimeControl.js';
import { parsePgnTimeControl, parseTimeControl } from './parseTimeControl.js';
import type { Period, TimeControl } from './timeControl.js';

function parsed(text: string): TimeControl {
  const r = parseTimeControl(text);
  assert.ok(r.ok, r.ok ? '' : r.error.message);
  return r.value;
}

describe('makePgnTimeControl', () => {
  const cases: [string, string][] = [
    ['3+2', '180+2'],
    ['½+0', '30'],
    ['G/5', '300'],
    ['G/3;inc2', '180+2'],
    ['90+30', '5400+30'],
    ['40/90+30, 30+30', '40/5400+30:1800+30'],
    ['40/90, SD/30', '40/5400:1800'],
    ['40/7200:20/3600:900+30', '40/7200:20/3600:900+30'],
    ['40/9000', '40/9000'],
    ['*180', '*180'],
    ['?', '?'],
    ['-', '-'],
  ];
  for (const [input, pgn] of cases) {
    test(`${input} → ${pgn}`, () => {
      const r = makePgnTimeControl(parsed(input));
      assert.ok(r.ok);
      assert.equal(r.value, pgn);
    });
  }

  test('a delay has no PGN form: an error, not a wrong tag', () => {
    for (const input of ['G/5;d5', 'G/1;b5', '40/90, SD/30 d/5']) {
      const r = makePgnTimeControl(parsed(input));
      assert.equal(r.ok, false, input);
      if (!r.ok) {
        assert.equal(r.error.code, 'delay_has_no_pgn_form');
        assert.equal(r.error.period, 0);
        assert.match(r.error.message, /delay/);
      }
    }
  });

  test('fractions of a second have no PGN form', () => {
    const r = makePgnTimeControl(parsed('1+0.5'));
    assert.equal(r.ok, false);
    if (!r.ok) assert.equal(r.error.code, 'not_whole_seconds');
  });

  test('property: parsePgnTimeControl(makePgnTimeControl(tc)) gives tc back', () => {
    const secs = (min: number, max: number) => fc.integer({ min, max }).map((s) => s * 1000);
    const period = (moves: fc.Arbitrary<number | null>): fc.Arbitrary<Period> =>
      fc
        .record({ moves, baseMs: secs(1, 86_400), incrementMs: secs(0, 3600), delayMs: fc.constant(0), delayKind: fc.constant(null) })
        .map((r) => ({ ...r }));
    const control: fc.Arbitrary<TimeControl> = fc.oneof(
      fc
        .tuple(fc.array(period(fc.integer({ min: 1, max: 500 })), { maxLength: 8 }), period(fc.option(fc.integer({ min: 1, max: 500 }))))
        .map(([init, last]): TimeControl => ({ kind: 'periods', periods: [...init, last] as unknown as [Period, ...Period[]] })),
      secs(1, 86_400).map((baseMs): TimeControl => ({ kind: 'hourglass', baseMs })),
      fc.constant<TimeControl>({ kind: 'unknown' }),
      fc.constant<TimeControl>({ kind: 'untimed' }),
    );
    fc.assert(
      fc.property(control, (tc) => {
        const pgn = makePgnTimeControl(tc);
        assert.ok(pgn.ok);
        const back = parsePgnTimeControl(pgn.value);
        assert.ok(back.ok, back.ok ? '' : back.error.message);
        assert.deepEqual(back.value, tc);
        // Tags with ':' or '*' read the same through the general parser.
        if (/[:*?-]/.test(pgn.value)) assert.deepEqual(parsed(pgn.value), tc);
      }),
    );
  });
});

describe('makeTimeControlLabel', () => {
  const cases: [string, string][] = [
    ['3+2', '3 min + 2 s per move'],
    ['½+0', '30 s'],
    ['1½+0', '1 min 30 s'],
    ['G/5;d5', '5 min, 5 s delay'],
    ['G/1;b5', '1 min, 5 s Bronstein delay'],
    ['40/90, SD/30 d/5', '40 moves in 90 min, then 30 min, 5 s delay from move 1'],
    ['40/90+30, 30+30', '40 moves in 90 min, then 30 min, + 30 s per move from move 1'],
    ['40/7200:20/3600:900+30', '40 moves in 120 min, then 20 moves in 60 min, then 15 min (+ 30 s per move)'],
    ['40/9000', '40 moves in 150 min, repeating'],
    ['*180', 'hourglass, 3 min each'],
    ['?', 'unknown time control'],
    ['-', 'no time control'],
  ];
  for (const [input, label] of cases) test(`${input} → ${label}`, () => assert.equal(makeTimeControlLabel(parsed(input)), label));

  test('formatDuration', () => {
    assert.equal(formatDuration(0), '0 s');
    assert.equal(formatDuration(500), '0.5 s');
    assert.equal(formatDuration(60_000), '1 min');
    assert.equal(formatDuration(61_500), '1 min 1.5 s');
  });
});
