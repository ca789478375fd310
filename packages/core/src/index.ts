/**
 * @flagfall/core — the pure rules core: positions, moves and notations, clocks and time
 * controls, PGN, the arbiter, the "can this side still mate" analysis and Glicko-2 ratings. No
 * I/O, no timers, no `Date.now()`: time is always passed in.
 *
 * This root holds what most programs need; each area has its own entry point with everything
 * it offers: `@flagfall/core/board`, `/notation`, `/play`, `/clock`, `/pgn`, `/arbiter`,
 * `/rules`, `/winnable`, `/rating`.
 */
export { err, ok, type Result } from './result.js';
export { oneLine, quote, showValue } from './text.js';
export {
  COLORS,
  ROLES,
  makeSquare,
  opposite,
  parseSquare,
  type ByColor,
  type Color,
  type Move,
  type Piece,
  type Role,
  type Square,
  type SquareName,
} from './types.js';
export { Position } from './board/position.js';
export { warmUp } from './warmUp.js';
export type { PositionError } from './board/fromSetup.js';
export { emptySetup, initialSetup, withPieces, type CastlingRights, type PieceLetter, type Setup } from './board/setup.js';
export { INITIAL_FEN, makeFen, parseFen, type FenError } from './notation/fen.js';
export { makeSan, parseSan, type SanError } from './notation/san.js';
export { makeUci, parseUci, type UciError } from './notation/uci.js';
export { Chess, type ChessOptions, type PlayedMove, type PlayError } from './play/chess.js';
export { findEnding, type Ending, type EndingKind } from './play/ending.js';
export { parseTimeControl, type TimeControlError } from './clock/parseTimeControl.js';
export { makeTimeControlLabel } from './clock/makeTimeControl.js';
export type { TimeControl } from './clock/timeControl.js';
export { parsePgn, readPgn } from './pgn/read.js';
export { makePgn } from './pgn/write.js';
export type { PgnGame } from './pgn/types.js';
export { Game, adjudicate, type GameOptions, type GameState } from './arbiter/game.js';
export { makeStartEvent, parseEvents, type EventError, type GameEvent, type StartOptions } from './arbiter/events.js';
export { events } from './arbiter/makeEvents.js';
export type { Ruling } from './arbiter/outcome.js';
export type { Verdict } from './arbiter/verdict.js';
export { getRuleset, RULESET_NAMES, type Ruleset, type RulesetName } from './rules/index.js';
export { canCheckmate, DEFAULT_MAX_NODES, QUICK_MAX_NODES, type CheckmateVerdict, type CheckmateOptions } from './winnable/canCheckmate.js';
export {
  defaultRating,
  isProvisional,
  rateGame,
  updateRating,
  type Glicko2Options,
  type Glicko2Rating,
  type Glicko2Result,
  type RateGameOptions,
} from './rating/glicko2.js';
export { ratingCategory, type RatingCategory } from './rating/category.js';
