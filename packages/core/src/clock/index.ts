/**
 * `@flagfall/core/clock` — time controls (read every common notation, write the PGN tag and a
 * label, classify under FIDE, US Chess and lichess) and the chess clock, an immutable value
 * with the time passed in.
 *
 * ```ts
 * const tc = parseTimeControl('G/3;inc2');            // Result<TimeControl, TimeControlError>
 * if (tc.ok) {
 *   classifyFide(tc.value);                           // 'blitz'
 *   let clock = startClock(tc.value, { firstMove: 'otb' }, 0);   // Result<Clock, ClockError>
 *   // press(clock, 'white', 4_000), flagAtMs(clock), remainingMs(clock, 'black', t) …
 * }
 * ```
 */
export type {
  DelayKind,
  HourglassControl,
  Period,
  PeriodSlot,
  PeriodsControl,
  TimeControl,
  TimedControl,
  UnknownControl,
  UntimedControl,
} from './timeControl.js';
export { DELAY_KINDS, TIME_CONTROL_LIMITS, periodForMove, suddenDeath } from './timeControl.js';
export type { TimeControlError, TimeControlErrorCode } from './parseTimeControl.js';
export { PGN_SECONDS_ABOVE, TIME_CONTROL_ERROR_CODES, parsePgnTimeControl, parseTimeControl } from './parseTimeControl.js';
export type { PgnTimeControlError } from './makeTimeControl.js';
export { formatDuration, makePgnTimeControl, makeTimeControlLabel } from './makeTimeControl.js';
export type { FideCategory, LichessCategory, UscfCategory } from './classify.js';
export { FIDE_CATEGORIES, LICHESS_CATEGORIES, USCF_CATEGORIES, classifyFide, classifyLichess, classifyUscf } from './classify.js';
export type { Clock, ClockError, ClockOptions, ClockStatus, FirstMovePolicy, FlagFall, SideClock } from './clock.js';
export {
  adjust,
  controlOf,
  currentPeriod,
  delayKindNow,
  delayLeftMs,
  flagAtMs,
  flagsFallen,
  pause,
  press,
  remainingMs,
  resume,
  runningSide,
  setMovesCompleted,
  signedRemainingMs,
  startClock,
} from './clock.js';
export type { ClockFaceOptions } from './display.js';
export { makeTimeControlText } from './makeTimeControl.js';
export { formatClock, isLowTime, lowTimeThresholdMs } from './display.js';
