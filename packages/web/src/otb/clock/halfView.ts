/**
 * What one half of the clock shows at an instant, from the core's `ClockReading`: the face, a
 * simple delay counting down before the main time, the move counter, the period and the moves to
 * go, the flag marker. Pure: the page draws it in an animation frame; every figure is the core's.
 */
import type { ByColor, Color } from '@flagfall/core';
import type { ClockReading } from '@flagfall/core/arbiter';
import { isLowTime, lowTimeThresholdMs, type TimeControl } from '@flagfall/core/clock';
import { delayText, faceText } from './face.js';

/**
 * A flag marker as a digital clock shows it (FIDE 6.11 via the Arbiters' Manual, US Chess 13B):
 * `first` / `second` when both flags are down and their order is known, `down` for a flag on its
 * own or when the order is unknown (an analog clock), `null` while the flag is up.
 */
export type FlagMark = 'first' | 'second' | 'down' | null;

/** The flags down at the reading, marked as a digital or an analog clock would. */
export function flagMarks(reading: ClockReading, clock: 'digital' | 'analog'): ByColor<FlagMark> {
  // A side's flag is down while its main time is at zero or below; its last fall is when it went down.
  const down: { side: Color; atMs: number }[] = [];
  for (const side of ['white', 'black'] as const) {
    if (reading.signedMs[side] > 0) continue;
    const fall = [...reading.falls].reverse().find((f) => f.side === side);
    if (fall !== undefined) down.push({ side, atMs: fall.atMs });
  }
  const marks: { white: FlagMark; black: FlagMark } = { white: null, black: null };
  if (down.length === 1) marks[down[0]!.side] = 'down';
  if (down.length === 2) {
    if (clock === 'analog') {
      marks.white = 'down';
      marks.black = 'down';
    } else {
      down.sort((a, b) => a.atMs - b.atMs);
      marks[down[0]!.side] = 'first';
      marks[down[1]!.side] = 'second';
    }
  }
  return marks;
}

/** One half at one instant. */
export interface HalfView {
  /** The main time, rounded up to its last digit (`face.ts`). */
  readonly face: string;
  /** The main time the face stands for (ms, never below 0). */
  readonly ms: number;
  /** A simple delay still to run before the main time moves (`2.4`), or a Bronstein delay still refundable; null when none runs. */
  readonly delay: string | null;
  readonly delayKind: 'simple' | 'bronstein' | null;
  /** Moves this side has completed on the clock. */
  readonly moves: number;
  /** The period (1-based) of this side's next move, shown when the control has several or counts moves; else null. */
  readonly period: number | null;
  /** Moves to make in this period, or null in sudden death. */
  readonly movesToGo: number | null;
  readonly running: boolean;
  /** Under the low-time threshold of this side's control (lichess's: an eighth of the base, 10–60 s). */
  readonly low: boolean;
  readonly flag: FlagMark;
}

/**
 * The half of `side` in `reading`. `control` is that side's control (time odds give Black his own);
 * `marks` from `flagMarks`.
 */
export function halfView(reading: ClockReading, side: Color, control: TimeControl, marks: ByColor<FlagMark>): HalfView {
  const ms = reading.remainingMs[side];
  const running = reading.running === side;
  const hasDelay = reading.turn === side && reading.delayKind !== null && reading.delayLeftMs > 0 && reading.status !== 'over';
  const multi = control.kind === 'periods' && (control.periods.length > 1 || control.periods[0].moves !== null);
  const period = reading.period[side];
  return {
    face: faceText(ms),
    ms,
    delay: hasDelay ? delayText(reading.delayLeftMs) : null,
    delayKind: hasDelay ? reading.delayKind : null,
    moves: reading.moves[side],
    period: multi && period !== null ? period + 1 : null,
    movesToGo: reading.movesToGo[side],
    running,
    low: isLowTime(ms, lowTimeThresholdMs(control)),
    flag: marks[side],
  };
}
