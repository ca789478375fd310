/**
 * What one clock shows at an instant, from the server's last reading: the main time, a simple
 * (US) delay counting down before it, and for multi-period controls the period and the moves to
 * go. Pure: time is passed in. The main time of a stopped clock is exactly the server's value.
 */
import { periodForMove, type TimeControl } from '@flagfall/core/clock';
import type { Color } from '@flagfall/core';
import type { ClockReading } from '../game/state.js';

/** A clock face at one instant. */
export interface ClockFace {
  /** The main time left (ms), never below 0. */
  readonly mainMs: number;
  /** While a simple delay runs down before the main time: the delay left (ms); else null. */
  readonly delayLeftMs: number | null;
  /** The period (1-based) of the side's next move, when the control has several; else null. */
  readonly period: number | null;
  /** Moves the side must still make in this period, when the period has a move count; else null. */
  readonly movesToGo: number | null;
  readonly running: boolean;
}

/**
 * The face of `color`'s clock at local time `nowMs`. `movesMade` is the number of moves `color`
 * has completed. A delay is counted from the reading (the instant the turn began, for a move
 * event); the server's own reading already holds every increment and refund.
 */
export function clockFace(reading: ClockReading, color: Color, nowMs: number, control: TimeControl | null, movesMade: number): ClockFace {
  const running = reading.clock.running === color;
  const base = Math.max(0, reading.clock[color]);
  const elapsed = running ? Math.max(0, nowMs - reading.atMs - (reading.clock.lagMs ?? 0)) : 0;
  let period: number | null = null;
  let movesToGo: number | null = null;
  let delayMs = 0;
  if (control !== null && control.kind === 'periods') {
    const slot = periodForMove(control, movesMade + 1);
    if (control.periods.length > 1 || slot.lastMove !== null) period = slot.ordinal + 1;
    if (slot.lastMove !== null) movesToGo = slot.lastMove - movesMade;
    // FIDE 6.3.2 / US Chess 16B: with a simple delay the main time does not run until the delay is used.
    if (slot.period.delayKind === 'simple') delayMs = slot.period.delayMs;
  }
  if (delayMs > 0 && running) {
    const delayLeftMs = Math.max(0, delayMs - elapsed);
    return {
      mainMs: Math.max(0, base - Math.max(0, elapsed - delayMs)),
      delayLeftMs: delayLeftMs > 0 ? delayLeftMs : null,
      period,
      movesToGo,
      running,
    };
  }
  return { mainMs: Math.max(0, base - elapsed), delayLeftMs: null, period, movesToGo, running };
}

/**
 * Ms until the face's text next changes (tenths shown below `tenthsBelowMs`), at least 1: the
 * tick is scheduled for the change, not on a fixed beat, so the digit turns on time.
 */
export function msToNextChange(face: ClockFace, tenthsBelowMs: number): number {
  const ms = face.delayLeftMs ?? face.mainMs;
  if (ms <= 0) return 1000;
  const step = face.delayLeftMs !== null || ms < tenthsBelowMs ? 100 : 1000;
  // The face truncates: it changes when the time drops below the current step's floor.
  return (ms % step) + 1;
}
