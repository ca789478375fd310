/**
 * `@flagfall/core/play` — playing through a game (`Chess`: SAN or UCI in, undo, history,
 * `outcome()`, FEN and PGN out) and the one function that decides when a game ends by itself
 * (`findEnding`), which the arbiter uses too.
 */
export { Chess, type ChessOptions, type PlayedMove, type PlayError } from './chess.js';
export {
  DEAD_POSITION_MAX_NODES,
  FIDE_DRAW_MODES,
  FIFTY_MOVE_PLIES,
  SEVENTY_FIVE_MOVE_PLIES,
  claimableDraws,
  findEnding,
  type DrawModes,
  type Ending,
  type EndingKind,
  type EndingOptions,
} from './ending.js';
