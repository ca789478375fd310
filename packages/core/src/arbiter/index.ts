/**
 * The arbiter: rulesets as data, the event language, and the incremental `Game` / batch
 * `adjudicate` that turn events into rulings and a verdict. Also re-exports the rulesets
 * and the "can this side still checkmate" entry points the arbiter relies on.
 */
export * from '../rules/index.js';
export * from '../winnable/canCheckmate.js';
export * from './events.js';
export {
  TERMINATIONS,
  RULING_CODES,
  canStillWin,
  pgnTermination,
  winFor,
  type GameResult,
  type Termination,
  type RulingCode,
  type Ruling,
  type Outcome,
  type WinCheck,
} from './outcome.js';
export { Game, adjudicate, type GameState, type TraceStep, type TracedVerdict, type AdjudicateOptions } from './game.js';
export type { Verdict } from './verdict.js';
