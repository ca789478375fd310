/**
 * The clock page's time: game time `t` (whole ms since the start, the event language's `t`) from
 * the browser's monotonic clock, kept honest across reloads and device sleep. Pure: every reading
 * of the browser's clocks is passed in.
 *
 * - A press is stamped when the finger or key goes **down** (`pressStamp`), never from a display
 *   tick, so fast taps cost what they cost and no flag can be dodged.
 * - `performance.now()` stops while a phone sleeps (on every OS but Windows), so the base keeps a
 *   wall-clock reading beside it; when wall time has run ahead of monotonic time (`reconcile`), the
 *   difference is charged: `t` jumps forward by it, and the side whose clock ran pays for it.
 * - After a reload the monotonic clock starts again from zero; the base is rebuilt from the wall
 *   clock (`resumeBase`).
 */

/** The browser's two clocks read together: `mono` from `performance.now()`, `wall` from `Date.now()`. */
export interface TimePair {
  readonly mono: number;
  readonly wall: number;
}

/**
 * Where `t = 0` lies on each clock. Immutable. `monoOrigin` gives `t` (`t = round(mono −
 * monoOrigin)`); `wallOrigin` is the same instant on the wall clock, kept to notice sleep and to
 * survive a reload.
 */
export interface TimeBase {
  readonly monoOrigin: number;
  readonly wallOrigin: number;
}

/** How far an event's `timeStamp` may lie behind `performance.now()` and still be taken as the press instant. */
export const MAX_EVENT_AGE_MS = 1000;
/** A gap between wall and monotonic time above this is a sleep (charged) rather than drift (absorbed). */
export const SLEEP_THRESHOLD_MS = 1000;

/**
 * The instant of a press on the monotonic clock. `Event.timeStamp` is the moment the pointer or
 * key went down, on the same clock as `performance.now()` (both count from the document's time
 * origin); it is used when it agrees with `now` (at most `MAX_EVENT_AGE_MS` old, never in the
 * future). Otherwise — a browser with a different `timeStamp` origin, or a test on Playwright's
 * fake clock, which fakes `performance.now()` but not `Event.timeStamp` — the handler's own
 * `now` is the stamp (a few ms late at worst).
 */
export function pressStamp(timeStamp: number | undefined, now: number): number {
  if (timeStamp !== undefined && Number.isFinite(timeStamp)) {
    const age = now - timeStamp;
    if (age >= 0 && age <= MAX_EVENT_AGE_MS) return timeStamp;
  }
  return now;
}

/** The base of a game starting now: `t = 0` at `at`. */
export function startBase(at: TimePair): TimeBase {
  return { monoOrigin: at.mono, wallOrigin: at.wall };
}

/**
 * The base after a reload: the time since the start is read from the wall clock, never less than
 * `minT` (the last recorded event's `t`, so a wall clock set back cannot make time run backwards).
 */
export function resumeBase(wallOrigin: number, now: TimePair, minT: number): TimeBase {
  const t = Math.max(minT, now.wall - wallOrigin);
  return { monoOrigin: now.mono - t, wallOrigin: now.wall - t };
}

/** Game time at the monotonic instant `mono`: whole ms, never below `minT` (events never go back). */
export function gameTime(base: TimeBase, mono: number, minT = 0): number {
  return Math.max(minT, Math.round(mono - base.monoOrigin));
}

/** What `reconcile` found: the base to use from now on, and the sleep it charged (0 when none). */
export interface Reconciled {
  readonly base: TimeBase;
  readonly sleptMs: number;
}

/**
 * Compares the time both clocks say has passed since the start. Wall time ahead by more than
 * `SLEEP_THRESHOLD_MS` is a sleep: the monotonic origin moves back by the gap, so `t` includes
 * it. Anything smaller (drift), or wall time behind (the wall clock was set back), re-anchors the
 * wall origin instead, so drift never accumulates into a false sleep and nothing is taken back.
 */
export function reconcile(base: TimeBase, now: TimePair): Reconciled {
  const mono = now.mono - base.monoOrigin;
  const wall = now.wall - base.wallOrigin;
  const gap = wall - mono;
  if (gap > SLEEP_THRESHOLD_MS) return { base: { monoOrigin: base.monoOrigin - gap, wallOrigin: base.wallOrigin }, sleptMs: gap };
  if (gap === 0) return { base, sleptMs: 0 };
  return { base: { monoOrigin: base.monoOrigin, wallOrigin: base.wallOrigin + gap }, sleptMs: 0 };
}
