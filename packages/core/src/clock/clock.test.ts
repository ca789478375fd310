import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
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
  runningSide,
  signedRemainingMs,
  startClock,
} from './clock.js';
import { parseTimeControl } from './parseTimeControl.js';
import type { Period, TimeControl } from './timeControl.js';

const S = 1_000;
const MIN = 60_000;

function control(text: string): TimeControl {
  const r = parseTimeControl(text);
  assert.ok(r.ok, r.ok ? '' : r.error.message);
  return r.value;
}
const periods = (...ps: Partial<Period>[]): TimeControl => ({
  kind: 'periods',
  periods: ps.map((p) => ({ moves: null, baseMs: 0, incrementMs: 0, delayMs: 0, delayKind: null, ...p })) as unknown as [
    Period,
    ...Period[],
  ],
});

function start(tc: TimeControl | string, firstMove: FirstMovePolicy = 'otb', atMs = 0): Clock {
  const r = startClock(typeof tc === 'string' ? control(tc) : tc, { firstMove }, atMs);
  assert.ok(r.ok);
  return r.value;
}
function unwrap(r: { ok: true; value: Clock } | { ok: false; error: ClockError }): Clock {
  assert.ok(r.ok, r.ok ? '' : r.error.message);
  return r.value;
}
/** Presses alternately at the given instants, White first (or whoever is to move). */
function presses(clock: Clock, ...times: number[]): Clock {
  let c = clock;
  for (const t of times) c = unwrap(press(c, c.turn, t));
  return c;
}
const rem = (c: Clock, side: Color, t: number) => remainingMs(c, side, t);

describe('clock: Fischer increment (FIDE 6.3.1)', () => {
  test('3+2 over the board: White runs from the start, the mover gets +2 s', () => {
    let c = start('3+2', 'otb', 1000);
    assert.equal(runningSide(c), 'white');
    assert.equal(rem(c, 'white', 6000), 175 * S);
    assert.equal(rem(c, 'black', 6000), 180 * S);
    c = unwrap(press(c, 'white', 6000));
    assert.equal(rem(c, 'white', 6000), 177 * S);
    assert.equal(runningSide(c), 'black');
    assert.equal(rem(c, 'black', 16_000), 170 * S);
    assert.equal(rem(c, 'white', 16_000), 177 * S);
    c = unwrap(press(c, 'black', 16_000));
    assert.equal(rem(c, 'black', 16_000), 172 * S);
    assert.equal(c.sides.white.movesCompleted, 1);
    assert.equal(c.sides.black.movesCompleted, 1);
  });

  test('the flag instant is known ahead and is where remaining time reaches zero', () => {
    let c = start('1+0', 'otb', 0);
    c = presses(c, 10 * S); // White used 10 s; Black now runs with 60 s.
    assert.equal(flagAtMs(c), 70 * S);
    assert.equal(rem(c, 'black', 70 * S - 1), 1);
    assert.equal(rem(c, 'black', 70 * S), 0);
    assert.deepEqual(flagsFallen(c, 70 * S - 1), []);
    assert.deepEqual(flagsFallen(c, 70 * S), [{ side: 'black', atMs: 70 * S, period: 0, movesCompleted: 0 }]);
  });

  test('presses at the same millisecond are accepted; a press exactly at the flag instant records the flag', () => {
    let c = start('0.5+0', 'otb', 0);
    c = unwrap(press(c, 'white', 30 * S));
    assert.deepEqual(c.flags, [{ side: 'white', atMs: 30 * S, period: 0, movesCompleted: 0 }]);
    c = unwrap(press(c, 'black', 30 * S));
    assert.equal(rem(c, 'black', 30 * S), 30 * S);
  });
});

describe('clock: the first-move policy', () => {
  test('online: neither first move uses time; the clock starts when Black completes move 1 (lichess)', () => {
    let c = start('3+2', 'online', 0);
    assert.equal(runningSide(c), null);
    assert.equal(flagAtMs(c), null);
    c = unwrap(press(c, 'white', 20 * S));
    assert.equal(runningSide(c), null);
    assert.equal(rem(c, 'white', 20 * S), 180 * S);
    c = unwrap(press(c, 'black', 50 * S));
    assert.equal(rem(c, 'black', 50 * S), 180 * S, 'no time used, no increment');
    assert.equal(runningSide(c), 'white');
    assert.equal(rem(c, 'white', 53 * S), 177 * S);
    c = unwrap(press(c, 'white', 53 * S));
    assert.equal(rem(c, 'white', 53 * S), 179 * S);
  });

  test('online with Black to move first: the clock starts when White completes its first move, Black on the clock', () => {
    const r = startClock(control('1+0'), { firstMove: 'online', firstTurn: 'black' }, 0);
    assert.ok(r.ok);
    let c = r.value;
    assert.equal(c.turn, 'black');
    assert.equal(runningSide(c), null);
    c = unwrap(press(c, 'black', 100 * S));
    assert.equal(runningSide(c), null, 'only one side has moved');
    assert.equal(rem(c, 'black', 100 * S), 60 * S);
    c = unwrap(press(c, 'white', 101 * S));
    assert.equal(runningSide(c), 'black');
    assert.equal(rem(c, 'white', 101 * S), 60 * S);
    assert.equal(rem(c, 'black', 111 * S), 50 * S);
  });

  test('over the board with Black to move first, Black thinks from the start', () => {
    const r = startClock(control('3+0'), { firstMove: 'otb', firstTurn: 'black' }, 0);
    assert.ok(r.ok);
    assert.equal(rem(r.value, 'black', 20 * S), 160 * S);
    assert.equal(rem(r.value, 'white', 20 * S), 180 * S);
  });

  test('an adjustment that would pass 2^53 ms is refused', () => {
    const c = start('3+0');
    const r = adjust(c, 'white', Number.MAX_SAFE_INTEGER - 1000, 0);
    assert.ok(!r.ok && r.error.code === 'bad_time');
  });

  test('over the board: White thinks on the first move from the start (FIDE 6.5)', () => {
    const c = start('3+2', 'otb', 0);
    assert.equal(rem(c, 'white', 20 * S), 160 * S);
  });
});

describe('clock: simple (US) delay (FIDE 6.3.2)', () => {
  test('main time does not run during the delay; unused delay is lost', () => {
    let c = start('G/5;d5', 'otb', 0);
    assert.equal(rem(c, 'white', 3 * S), 300 * S);
    assert.equal(delayLeftMs(c, 3 * S), 2 * S);
    c = unwrap(press(c, 'white', 3 * S));
    assert.equal(rem(c, 'white', 3 * S), 300 * S, 'the 2 s of unused delay are not banked');
    assert.equal(rem(c, 'black', 11 * S), 297 * S);
    assert.equal(delayLeftMs(c, 11 * S), 0);
    c = unwrap(press(c, 'black', 11 * S));
    assert.equal(rem(c, 'black', 11 * S), 297 * S);
  });

  test('with no main time left the flag falls the moment the delay runs out', () => {
    let c = start(periods({ baseMs: 2 * S, delayMs: 5 * S, delayKind: 'simple' }), 'otb', 0);
    assert.equal(flagAtMs(c), 7 * S);
    c = unwrap(adjust(c, 'white', -2 * S, 1 * S)); // main now 0, 4 s of delay left
    assert.equal(rem(c, 'white', 1 * S), 0);
    assert.deepEqual(flagsFallen(c, 1 * S), [], 'no flag while the delay runs');
    assert.equal(flagAtMs(c), 5 * S);
    assert.deepEqual(flagsFallen(c, 5 * S), [{ side: 'white', atMs: 5 * S, period: 0, movesCompleted: 0 }]);
    // A press inside the delay saves the side.
    const saved = unwrap(press(c, 'white', 4 * S));
    assert.deepEqual(saved.flags, []);
  });
});

describe('clock: Bronstein delay', () => {
  test('main time runs at once; after the move min(used, delay) is given back', () => {
    let c = start('G/1;b5', 'otb', 0);
    assert.equal(rem(c, 'white', 3 * S), 57 * S, 'the display counts down during the delay');
    c = unwrap(press(c, 'white', 3 * S));
    assert.equal(rem(c, 'white', 3 * S), 60 * S, 'refund of 3 s: never above the starting time');
    c = unwrap(press(c, 'black', 11 * S));
    assert.equal(rem(c, 'black', 11 * S), 57 * S, 'refund capped at the 5 s delay');
  });

  test('a flag falls during the delay when main time is shorter than the delay', () => {
    let c = start(periods({ baseMs: 10 * S, delayMs: 5 * S, delayKind: 'bronstein' }), 'otb', 0);
    c = presses(c, 8 * S, 9 * S); // White: 10 − 8 + 5 = 7 s. Black: 10 − 1 + 1 = 10 s.
    assert.equal(rem(c, 'white', 9 * S), 7 * S);
    c = presses(c, 14 * S, 15 * S); // White: 7 − 5 + 5 = 7; Black: 10 − 1 + 1 = 10.
    c = unwrap(adjust(c, 'white', -5 * S, 15 * S)); // White: 2 s left, delay 5 s.
    assert.equal(flagAtMs(c), 17 * S);
    assert.equal(delayLeftMs(c, 17 * S), 3 * S, 'three seconds of delay were still unused');
    assert.deepEqual(flagsFallen(c, 17 * S), [{ side: 'white', atMs: 17 * S, period: 0, movesCompleted: 2 }]);
  });
});

describe('clock: multi-period controls (FIDE 6.3.1, 6.3.2, 6.4)', () => {
  const twoThenSd = periods({ moves: 2, baseMs: 10 * S }, { baseMs: 5 * S });

  test('completing the required moves adds the next period, saved time carried over', () => {
    let c = start(twoThenSd, 'otb', 0);
    assert.equal(currentPeriod(c, 'white')?.ordinal, 0);
    c = presses(c, 3 * S, 4 * S, 6 * S); // White: 10 − 3 − 2 = 5 s at move 2
    assert.equal(c.sides.white.movesCompleted, 2);
    assert.equal(rem(c, 'white', 6 * S), 5 * S + 5 * S, 'move 2 completes period 0: +5 s');
    assert.equal(currentPeriod(c, 'white')?.ordinal, 1);
    assert.equal(currentPeriod(c, 'black')?.ordinal, 0);
    assert.deepEqual(flagsFallen(c, 6 * S), []);
  });

  test('40/90+30, 30+30: after move 40 the mover gets the increment and 30 minutes', () => {
    let c = start('40/90+30, 30+30', 'otb', 0);
    let t = 0;
    for (let i = 0; i < 79; i++) c = unwrap(press(c, c.turn, (t += 60 * S)));
    // White has completed 40 moves of 60 s each, with +30 s per move.
    assert.equal(c.sides.white.movesCompleted, 40);
    assert.equal(rem(c, 'white', t), 90 * MIN - 40 * 30 * S + 30 * MIN);
    assert.equal(rem(c, 'black', t), 90 * MIN - 39 * 30 * S);
  });

  test('main time running out before the required moves is a flag fall (FIDE 6.4)', () => {
    let c = start(twoThenSd, 'otb', 0);
    c = presses(c, 1 * S); // White move 1; Black runs with 10 s in period 0.
    assert.equal(flagAtMs(c), 11 * S);
    c = presses(c, 12 * S); // Black's first move completes after its flag fell.
    assert.deepEqual(c.flags, [{ side: 'black', atMs: 11 * S, period: 0, movesCompleted: 0 }]);
    assert.equal(rem(c, 'black', 12 * S), 0);
    assert.equal(signedRemainingMs(c, 'black', 12 * S), -1 * S);
    // The game may go on (flags count only when claimed: FIDE 6.8); completing move 2 still adds period 1 (FIDE 8.6).
    c = presses(c, 13 * S, 14 * S);
    assert.equal(signedRemainingMs(c, 'black', 14 * S), -2 * S + 5 * S);
    assert.equal(c.sides.black.flagged, false);
  });

  test('a repeating last period adds its base after every block (PGN 40/9000)', () => {
    let c = start(periods({ moves: 2, baseMs: 10 * S }), 'otb', 0);
    c = presses(c, 1 * S, 2 * S, 3 * S); // White: 2 moves, 2 s used: 8 + 10.
    assert.equal(rem(c, 'white', 3 * S), 18 * S);
    c = presses(c, 4 * S, 5 * S, 6 * S, 7 * S); // White moves 3 and 4, 1 s each: 18 − 2 + 10.
    assert.equal(rem(c, 'white', 7 * S), 26 * S);
    assert.equal(currentPeriod(c, 'white')?.ordinal, 2);
  });
});

describe('clock: hourglass', () => {
  test('time one side uses is added to the other', () => {
    let c = start('*60', 'otb', 0);
    assert.equal(rem(c, 'white', 10 * S), 50 * S);
    assert.equal(rem(c, 'black', 10 * S), 70 * S);
    c = unwrap(press(c, 'white', 10 * S));
    assert.equal(rem(c, 'black', 25 * S), 55 * S);
    assert.equal(rem(c, 'white', 25 * S), 65 * S);
    assert.equal(flagAtMs(c), 10 * S + 70 * S);
    assert.equal(currentPeriod(c, 'white'), null);
  });
});

describe('clock: pause, resume and adjustments', () => {
  test('a pause stops the running side; resume goes on from where it stopped', () => {
    let c = start('5+0', 'otb', 0);
    c = unwrap(pause(c, 10 * S));
    assert.equal(runningSide(c), null);
    assert.equal(flagAtMs(c), null);
    assert.equal(rem(c, 'white', 100 * S), 290 * S);
    c = unwrap(resume(c, 100 * S));
    assert.equal(rem(c, 'white', 105 * S), 285 * S);
    assert.equal(flagAtMs(c), 100 * S + 290 * S);
  });

  test('a pause inside a simple delay keeps the rest of the delay', () => {
    let c = start('G/5;d5', 'otb', 0);
    c = unwrap(pause(c, 3 * S));
    c = unwrap(resume(c, 50 * S));
    assert.equal(delayLeftMs(c, 50 * S), 2 * S);
    assert.equal(rem(c, 'white', 52 * S), 300 * S);
    assert.equal(rem(c, 'white', 53 * S), 299 * S);
  });

  test('penalty: +2 minutes to the opponent (FIDE 7.5.5) while the clock is paused', () => {
    let c = start('3+2', 'otb', 0);
    c = unwrap(pause(c, 5 * S));
    c = unwrap(adjust(c, 'black', 2 * MIN, 6 * S));
    assert.equal(rem(c, 'black', 6 * S), 5 * MIN);
    c = unwrap(adjust(c, 'white', -1 * MIN, 6 * S));
    assert.equal(rem(c, 'white', 6 * S), 115 * S);
  });

  test('refused operations: wrong side, paused, backwards time, non-integer time, nothing to pause or resume', () => {
    const c = start('3+2', 'otb', 1000);
    const code = (r: { ok: boolean; error?: ClockError }) => (r.ok ? 'ok' : r.error!.code);
    assert.equal(code(press(c, 'black', 2000)), 'not_your_turn');
    assert.equal(code(press(c, 'white', 999)), 'time_backwards');
    assert.equal(code(press(c, 'white', 1000.5)), 'bad_time');
    assert.equal(code(resume(c, 2000)), 'not_paused');
    const paused = unwrap(pause(c, 2000));
    assert.equal(code(press(paused, 'white', 3000)), 'paused');
    assert.equal(code(pause(paused, 3000)), 'not_running');
    assert.equal(code(adjust(c, 'white', 0.5, 3000)), 'bad_time');
    assert.equal(code(pause(start('3+2', 'online'), 5)), 'not_running');
    const none = startClock(control('?'), { firstMove: 'otb' }, 0);
    assert.equal(none.ok ? 'ok' : none.error.code, 'no_clock');
    const untimed = startClock(control('-'), { firstMove: 'otb' }, 0);
    assert.equal(untimed.ok ? 'ok' : untimed.error.code, 'no_clock');
  });

  test('queries before the last operation read as that instant', () => {
    const c = unwrap(press(start('3+2', 'otb', 0), 'white', 10 * S));
    assert.equal(rem(c, 'black', 0), 180 * S);
  });
});

describe('clock: flags keep the clock running (FIDE 6.8: a flag counts only when claimed or seen)', () => {
  test('both flags can fall; they are listed in order', () => {
    let c = start('0.5+0', 'otb', 0);
    c = presses(c, 10 * S); // White 20 s left; Black 30 s.
    c = presses(c, 35 * S); // Black 5 s left.
    assert.equal(flagAtMs(c), 55 * S);
    c = presses(c, 60 * S); // White's flag fell at 55 s, still presses.
    assert.equal(rem(c, 'white', 60 * S), 0);
    assert.equal(signedRemainingMs(c, 'white', 60 * S), -5 * S);
    assert.equal(flagAtMs(c), 65 * S);
    assert.deepEqual(
      flagsFallen(c, 100 * S).map((f) => [f.side, f.atMs]),
      [
        ['white', 55 * S],
        ['black', 65 * S],
      ],
    );
    // Neither falls again while below zero.
    c = presses(c, 100 * S, 120 * S);
    assert.equal(flagAtMs(c), null);
    assert.equal(flagsFallen(c, 500 * S).length, 2);
  });

  test('time given back after a fall clears the flag; a later fall is recorded again', () => {
    let c = start('0.5+0', 'otb', 0);
    c = unwrap(adjust(c, 'white', 5 * S, 40 * S)); // flag fell at 30 s; now −10 + 5 = −5 s
    assert.equal(c.sides.white.flagged, true);
    c = unwrap(adjust(c, 'white', 10 * S, 40 * S)); // +5 s
    assert.equal(c.sides.white.flagged, false);
    assert.equal(flagAtMs(c), 45 * S);
    assert.deepEqual(
      flagsFallen(c, 45 * S).map((f) => f.atMs),
      [30 * S, 45 * S],
    );
  });

  test('an increment is still added after a fall (the arbiter decides what the fall means)', () => {
    let c = start(periods({ baseMs: 1 * S, incrementMs: 10 * S }), 'otb', 0);
    c = presses(c, 3 * S);
    assert.equal(c.flags.length, 1);
    assert.equal(rem(c, 'white', 3 * S), 8 * S);
    assert.equal(c.sides.white.flagged, false);
  });
});
