/**
 * `@flagfall/core/board` — positions and what the board alone decides: the two-tier position
 * model (a plain `Setup` you build and edit, a validated `Position` you play on), legal moves,
 * over-the-board move checking, the material rule, repetition counting and perft.
 *
 * ```ts
 * const setup = withPieces(emptySetup(), { e1: 'K', e8: 'k', h1: 'R' });
 * const pos = Position.fromSetup(setup);          // Result<Position, PositionError>
 * if (pos.ok) pos.value.legalMoves();
 * ```
 */
export {
  COLORS,
  FILE_NAMES,
  RANK_NAMES,
  ROLES,
  ROLE_CHARS,
  makeSquare,
  opposite,
  parseSquare,
  squareFile,
  squareRank,
  type ByColor,
  type Color,
  type FileName,
  type Move,
  type Piece,
  type RankName,
  type Role,
  type Square,
  type SquareName,
} from '../types.js';
export { Position } from './position.js';
export type { PositionError } from './fromSetup.js';
export {
  ALL_CASTLING,
  MAX_MOVE_COUNTER,
  NO_CASTLING,
  emptySetup,
  initialSetup,
  withPieces,
  type CastlingRights,
  type PieceLetter,
  type Setup,
} from './setup.js';
export { checkMove, kingCaptures, type IllegalReason, type MoveCheck } from './moveCheck.js';
export { hasInsufficientMaterial, isInsufficientMaterial } from './material.js';
export { RepetitionHistory } from './repetition.js';
export { MAX_PERFT_DEPTH, perft, perftDivide, type PerftDivideEntry, type PerftError, type PerftOptions } from './perft.js';
