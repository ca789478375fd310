/**
 * @flagfall/core — the pure rules core: positions, moves and notations, clocks and
 * time controls, PGN, the arbiter and the "can this side still mate" analysis.
 * No I/O, no timers, no `Date.now()`: time is always passed in.
 */
export * from './result.js';
export * from './types.js';
export { quote, showValue, QUOTE_MAX_CHARS } from './text.js';
export { Position, type CastlingRights } from './board/position.js';
export { perft, perftDivide, MAX_PERFT_DEPTH, type PerftOptions, type PerftError, type PerftDivideEntry } from './board/perft.js';
export { checkMove, kingCaptures, type MoveCheck, type IllegalReason } from './board/moveCheck.js';
export { hasInsufficientMaterial, isInsufficientMaterial } from './board/material.js';
export { parseFen, makeFen, INITIAL_FEN, type FenError, type FenField, type FenOptions } from './notation/fen.js';
export { parseSan, makeSan, makeSanAndPlay, type SanError } from './notation/san.js';
export { RepetitionCounter, positionStatus, FIFTY_MOVE_PLIES, SEVENTY_FIVE_MOVE_PLIES, type PositionStatus } from './board/status.js';
export { parseUci, makeUci, type UciError } from './notation/uci.js';
export * from './pgn/index.js';
export * from './clock/index.js';
export * from './arbiter/index.js';
export * from './winnable/index.js';
