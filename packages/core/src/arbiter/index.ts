/**
 * `@flagfall/core/arbiter` — the arbiter: game events in, rulings with their articles out.
 * `Game` for a live game (start it, apply events one at a time), `adjudicate` for a whole event
 * log, `parseEvents` for the JSON Lines event language (docs/events.md).
 *
 * ```ts
 * const game = Game.start({ rules: 'fide-blitz', tc: '3+2' });
 * if (game.ok) {
 *   game.value.apply(events.move(1200, 'e4'));
 *   game.value.apply(events.claim(200_000, 'black', 'flag'));   // → rulings, each with its article
 * }
 * ```
 */
export {
  CLAIM_KINDS,
  EVENT_LIMITS,
  makeStartEvent,
  parseEvents,
  readEvent,
  type ClaimKind,
  type DeclaredResult,
  type EventError,
  type EventLog,
  type GameEvent,
  type NumberedEvent,
  type PauseActor,
  type PgnStartTag,
  type StartEvent,
  type StartOptions,
} from './events.js';
export { events } from './makeEvents.js';
export { makeEventLine, makeEventLog } from './writeEvents.js';
export { articleOf } from './clockEvents.js';
export {
  RULING_CODES,
  TERMINATIONS,
  canStillWin,
  type GameResult,
  type Outcome,
  type Ruling,
  type RulingCode,
  type Termination,
  type WinCheck,
} from './outcome.js';
export {
  Game,
  adjudicate,
  type AdjudicateOptions,
  type ClockReading,
  type EventSource,
  type GameOptions,
  type GameState,
  type TraceStep,
  type TracedVerdict,
} from './game.js';
export type { Verdict } from './verdict.js';
export { eventsFromPgn, type PgnEvents, type PgnEventsError, type PgnEventsOptions } from './fromPgn.js';
