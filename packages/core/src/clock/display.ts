/**
 * Showing a clock: the face text and the low-time warning.
 */
import type { TimeControl } from './timeControl.js';

/** Options for {@link formatClock}. */
export interface ClockFaceOptions {
  /** Show tenths of a second below this many ms (default 10 000: tenths under 10 seconds). */
  readonly tenthsBelowMs?: number;
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/**
 * The clock face for `ms`: `h:mm:ss` from an hour up, `m:ss` below, and `m:ss.t` under the
 * tenths threshold (`0:09.3`). Negative times show as `0:00.0`. Truncates, so the face never
 * shows more time than is left and reads zero exactly when the flag falls.
 */
export function formatClock(ms: number, options: ClockFaceOptions = {}): string {
  const clamped = Math.max(0, Math.floor(ms));
  const totalSeconds = Math.floor(clamped / 1000);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor(totalSeconds / 60) % 60;
  const seconds = totalSeconds % 60;
  const face = hours > 0 ? `${hours}:${pad2(minutes)}:${pad2(seconds)}` : `${minutes}:${pad2(seconds)}`;
  const tenthsBelowMs = options.tenthsBelowMs ?? 10_000;
  return clamped < tenthsBelowMs ? `${face}.${Math.floor(clamped / 100) % 10}` : face;
}

/**
 * The low-time threshold for a control: an eighth of the starting time, at least 10 s and at
 * most 60 s (lichess's `emergSeconds`). Controls without a clock get 10 s.
 */
export function lowTimeThresholdMs(control: TimeControl): number {
  const baseMs = control.kind === 'periods' ? control.periods[0].baseMs : control.kind === 'hourglass' ? control.baseMs : 0;
  return Math.min(60_000, Math.max(10_000, Math.floor(baseMs / 8)));
}

/** Whether `ms` left is below `thresholdMs` (see {@link lowTimeThresholdMs}). */
export const isLowTime = (ms: number, thresholdMs: number): boolean => ms < thresholdMs;
