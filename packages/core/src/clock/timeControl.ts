/**
 * The time-control model: what a clock is set to before the game starts.
 *
 * A control is an immutable value. Most controls are one or more {@link Period}s (FIDE 6.3.1,
 * US Chess 5A); the PGN tag also knows an hourglass (`*180`), "no time control" (`-`) and
 * "unknown" (`?`) (PGN Standard §9.6.1). All durations are integer milliseconds.
 */

/** How a delay is given: `simple` (US delay, FIDE 6.3.2) or `bronstein` (refund after the move). */
export const DELAY_KINDS = ['simple', 'bronstein'] as const;
/** A delay kind: `simple` or `bronstein` (`DELAY_KINDS`). */
export type DelayKind = (typeof DELAY_KINDS)[number];

/**
 * One period (US Chess "segment") of a control.
 *
 * - `moves`: how many moves each side must complete in this period, or `null` for the rest of
 *   the game (sudden death). Only the last period may be `null`. When the last period has a
 *   move count it repeats for every further block of that many moves (PGN §9.6.1: "the last
 *   field … is implicitly repeated"; US Chess 5A2c repeating control).
 * - `baseMs`: time added when the period starts (the first period's base is the starting time).
 *   Saved time carries over to the next period (FIDE 6.3.2).
 * - `incrementMs`: Fischer increment added after each move completed in this period (FIDE 6.3.1).
 * - `delayMs` / `delayKind`: per-move delay; `delayKind` is `null` exactly when `delayMs` is 0.
 */
export interface Period {
  readonly moves: number | null;
  readonly baseMs: number;
  readonly incrementMs: number;
  readonly delayMs: number;
  readonly delayKind: DelayKind | null;
}

/** A control made of periods; `periods` is never empty. */
export interface PeriodsControl {
  readonly kind: 'periods';
  readonly periods: readonly [Period, ...Period[]];
}

/** An hourglass (PGN `*180`): each side starts with `baseMs`; time one side uses is added to the other. */
export interface HourglassControl {
  readonly kind: 'hourglass';
  readonly baseMs: number;
}

/** PGN `-`: the game is played without a clock. */
export interface UntimedControl {
  readonly kind: 'untimed';
}

/** PGN `?`: the control is not known. */
export interface UnknownControl {
  readonly kind: 'unknown';
}

/** Any time control. Immutable. */
export type TimeControl = PeriodsControl | HourglassControl | UntimedControl | UnknownControl;

/** A control a clock can run: periods or an hourglass. */
export type TimedControl = PeriodsControl | HourglassControl;

/**
 * Limits beyond which a control is refused as absurd. They are far above anything a federation
 * or a site uses (FIDE's glossary puts increments at 2–60 s; lichess caps bases at 180 min), so a
 * value over them is a typo, not a control.
 */
export const TIME_CONTROL_LIMITS = {
  /** One period's base: 24 hours (a day per move is the slowest "daily" control). */
  maxBaseMs: 24 * 60 * 60 * 1000,
  /** Increment or delay per move: 1 hour. */
  maxPerMoveMs: 60 * 60 * 1000,
  /** Moves in one period. */
  maxMoves: 500,
  /** Periods in one control. */
  maxPeriods: 10,
} as const;

/** A sudden-death period: `baseMs` for the rest of the game with `incrementMs` per move. */
export function suddenDeath(baseMs: number, incrementMs = 0): Period {
  return { moves: null, baseMs, incrementMs, delayMs: 0, delayKind: null };
}

/** Where a side stands in a periods control for one move: the period it belongs to. */
export interface PeriodSlot {
  /** 0-based ordinal of the period, counting repeats of a repeating last period (0, 1, 2, …). */
  readonly ordinal: number;
  /** The period's definition. */
  readonly period: Period;
  /** The number of the move that completes this period, or `null` in sudden death. */
  readonly lastMove: number | null;
}

/**
 * The period that move `moveNumber` (1-based, counted per side) belongs to. Move 40 of
 * `40/90, SD/30` is still in period 0; move 41 is in period 1.
 */
export function periodForMove(control: PeriodsControl, moveNumber: number): PeriodSlot {
  const periods = control.periods;
  let firstMove = 1;
  for (let i = 0; i < periods.length; i++) {
    const period = periods[i]!;
    if (period.moves === null) return { ordinal: i, period, lastMove: null };
    const lastMove = firstMove + period.moves - 1;
    if (moveNumber <= lastMove) return { ordinal: i, period, lastMove };
    if (i === periods.length - 1) {
      // A repeating last period: blocks of `period.moves` moves after `lastMove`.
      const block = Math.floor((moveNumber - lastMove - 1) / period.moves) + 1;
      return { ordinal: i + block, period, lastMove: lastMove + block * period.moves };
    }
    firstMove = lastMove + 1;
  }
  throw new Error('periodForMove: a control without periods');
}

/** The definition of period `ordinal` (repeats of a repeating last period map to that period). */
export function periodAt(control: PeriodsControl, ordinal: number): Period {
  const periods = control.periods;
  return periods[Math.min(ordinal, periods.length - 1)]!;
}
