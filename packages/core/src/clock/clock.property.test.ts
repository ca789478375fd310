/**
 * Clock invariants under random controls and random sequences of presses, pauses, resumes and
 * adjustments in fake time.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { fuzzRuns } from '../test-support/fuzz.js';
import type { Color } from '../types.js';
import type { Clock, ClockError, FirstMovePolicy } from './clock.js';
import {
  adjust,
  currentPeriod,
  delayLeftMs,
  flagAtMs,
  flagsFallen,
  pause,
  press,
  remainingMs,
  resume,
  signedRemainingMs,
  startClock,
} from './clock.js';
import type { Period, TimedControl } from './timeControl.js';
import { periodForMove } from './timeControl.js';

const extra = fc.oneof(
  fc.constant({ incrementMs: 0, delayMs: 0, delayKind: null }),
  fc.integer({ min: 1, max: 10_000 }).map((incrementMs) => ({ incrementMs, delayMs: 0, delayKind: null })),
  fc.integer({ min: 1, max: 10_000 }).map((delayMs) => ({ incrementMs: 0, delayMs, delayKind: 'simple' as const })),
  fc.integer({ min: 1, max: 10_000 }).map((delayMs) => ({ incrementMs: 0, delayMs, delayKind: 'bronstein' as const })),
);
const period = (moves: fc.Arbitrary<number | null>): fc.Arbitrary<Period> =>
  fc.tuple(moves, fc.integer({ min: 1, max: 120_000 }), extra).map(([m, baseMs, e]) => ({ moves: m, baseMs, ...e }));
const control: fc.Arbitrary<TimedControl> = fc.oneof(
  fc
    .tuple(
      fc.array(period(fc.integer({ min: 1, max: 4 })), { maxLength: 2 }),
      period(fc.option(fc.integer({ min: 1, max: 4 }), { nil: null })),
    )
    .map(([init, last]): TimedControl => ({ kind: 'periods', periods: [...init, last] as unknown as [Period, ...Period[]] })),
  fc.integer({ min: 1, max: 120_000 }).map((baseMs): TimedControl => ({ kind: 'hourglass', baseMs })),
);
type Op = { readonly op: 'press' | 'pause' | 'resume' | 'adjust'; readonly dt: number; readonly side: Color; readonly delta: number };
const op: fc.Arbitrary<Op> = fc.record({
  op: fc.constantFrom('press', 'press', 'press', 'press', 'pause', 'resume', 'adjust'),
  dt: fc.oneof(fc.integer({ min: 0, max: 3_000 }), fc.integer({ min: 0, max: 60_000 })),
  side: fc.constantFrom<Color>('white', 'black'),
  delta: fc.integer({ min: -30_000, max: 30_000 }),
});

const signed = (c: Clock, side: Color, t: number) => signedRemainingMs(c, side, t);
const other = (side: Color): Color => (side === 'white' ? 'black' : 'white');

/** Passing time alone: the running side is charged exactly the elapsed time, less any simple delay left. */
function checkElapse(c: Clock, t1: number, t2: number): void {
  for (const side of ['white', 'black'] as const) {
    const rise = signed(c, side, t2) - signed(c, side, t1);
    if (c.status !== 'running') assert.equal(rise, 0, 'a stopped clock does not move');
    else if (side !== c.turn) assert.equal(rise, c.control.kind === 'hourglass' ? t2 - t1 : 0, 'the waiting side');
    else {
      const simple = currentPeriod(c, side)?.period.delayKind === 'simple';
      const forgiven = simple ? Math.min(t2 - t1, delayLeftMs(c, t1)) : 0;
      assert.equal(rise + (t2 - t1 - forgiven), 0, 'time charged equals time elapsed, less the delay (FIDE 6.3.2)');
    }
  }
}

/** The flag instant computed ahead is where remaining time reaches zero, and is the one recorded. */
function checkFlagInstant(c: Clock): void {
  const flagAt = flagAtMs(c);
  if (c.status !== 'running') return assert.equal(flagAt, null);
  if (flagAt === null) return assert.equal(c.sides[c.turn].flagged, true);
  assert.ok(flagAt >= c.atMs);
  assert.ok(signed(c, c.turn, flagAt) <= 0);
  if (signed(c, c.turn, c.atMs) > 0) {
    assert.equal(signed(c, c.turn, flagAt), 0, 'remaining reaches exactly zero at the flag instant');
    assert.ok(signed(c, c.turn, flagAt - 1) > 0, 'and not before');
    assert.equal(remainingMs(c, c.turn, flagAt), 0);
  }
  if (flagAt > c.atMs) assert.equal(flagsFallen(c, flagAt - 1).length, c.flags.length);
  assert.deepEqual(flagsFallen(c, flagAt).at(-1), {
    side: c.turn,
    atMs: flagAt,
    period: currentPeriod(c, c.turn)?.ordinal ?? 0,
    movesCompleted: c.sides[c.turn].movesCompleted,
  });
}

test('clock invariants under random operations (fast-check)', () => {
  fc.assert(
    fc.property(
      control,
      fc.constantFrom<FirstMovePolicy>('otb', 'online'),
      fc.integer({ min: 0, max: 1e9 }),
      fc.array(op, { maxLength: 60 }),
      (tc, firstMove, t0, ops) => {
        const started = startClock(tc, { firstMove }, t0);
        assert.ok(started.ok);
        let c = started.value;
        let t = t0;
        let turnUsed = 0; // running time of the current turn, measured by the test
        let turnStart = signed(c, c.turn, t0); // the side to move's time when its turn began, plus adjustments
        for (const o of ops) {
          t += o.dt;
          checkElapse(c, c.atMs, Math.floor((c.atMs + t) / 2));
          checkElapse(c, Math.floor((c.atMs + t) / 2), t);
          checkFlagInstant(c);
          const flagAt = flagAtMs(c);
          const used = turnUsed + (c.status === 'running' ? t - c.atMs : 0);
          const before = c;
          let r: { ok: true; value: Clock } | { ok: false; error: ClockError };
          if (o.op === 'press') r = press(c, c.turn, t);
          else if (o.op === 'pause') r = pause(c, t);
          else if (o.op === 'resume') r = resume(c, t);
          else r = adjust(c, o.side, o.delta, t);
          if (!r.ok) {
            const expected = { press: 'paused', pause: 'not_running', resume: 'not_paused', adjust: '' }[o.op];
            assert.equal(r.error.code, expected);
            assert.ok(
              o.op === 'pause' ? before.status !== 'running' : o.op === 'resume' ? before.status !== 'paused' : before.status === 'paused',
            );
            continue;
          }
          c = r.value;
          turnUsed = used;
          // A flag due by now is recorded at exactly the instant announced in advance.
          const newFlags = c.flags.slice(before.flags.length);
          if (flagAt !== null && flagAt <= t)
            assert.deepEqual(
              newFlags.map((f) => [f.side, f.atMs]),
              [[before.turn, flagAt]],
            );
          else assert.deepEqual(newFlags, []);
          assert.ok(c.flags.every((f, i) => i === 0 || c.flags[i - 1]!.atMs <= f.atMs));

          const mover = before.turn;
          if (o.op === 'press') {
            // Time charged over the turn equals time used, except what a simple delay forgives …
            const terms = tc.kind === 'periods' ? periodForMove(tc, before.sides[mover].movesCompleted + 1) : null;
            const p = terms?.period;
            const timed = before.status === 'running';
            const simple = p?.delayKind === 'simple' ? p.delayMs : 0;
            assert.equal(signed(before, mover, t), turnStart - (timed ? used - Math.min(used, simple) : 0));
            // … and time rises only by the Bronstein refund, the increment and a new period's base.
            const refund = timed && p?.delayKind === 'bronstein' ? Math.min(used, p.delayMs) : 0;
            const increment = timed ? (p?.incrementMs ?? 0) : 0;
            const completes = terms !== null && terms.lastMove === before.sides[mover].movesCompleted + 1;
            const base = completes && tc.kind === 'periods' ? periodForMove(tc, terms.lastMove! + 1).period.baseMs : 0;
            assert.equal(signed(c, mover, t) - signed(before, mover, t), refund + increment + base);
            assert.equal(signed(c, other(mover), t), signed(before, other(mover), t));
            turnUsed = 0;
            turnStart = signed(c, c.turn, t);
          } else if (o.op === 'adjust') {
            assert.equal(signed(c, o.side, t) - signed(before, o.side, t), o.delta);
            assert.equal(signed(c, other(o.side), t), signed(before, other(o.side), t));
            if (o.side === c.turn) turnStart += o.delta;
          } else {
            for (const side of ['white', 'black'] as const) assert.equal(signed(c, side, t), signed(before, side, t));
          }
          for (const side of ['white', 'black'] as const) {
            assert.equal(remainingMs(c, side, t), Math.max(0, signed(c, side, t)));
          }
        }
      },
    ),
    { numRuns: fuzzRuns(300) },
  );
});
