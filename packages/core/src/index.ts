/**
 * @flagfall/core — the pure rules core: positions, moves and notations, clocks and
 * time controls, PGN, the arbiter and the "can this side still mate" analysis.
 * No I/O, no timers, no `Date.now()`: time is always passed in.
 */
export * from './result.js';
export * from './types.js';
export { Position } from './board/position.js';
export * from './board/setup.js';
export type { PositionError } from './board/fromSetup.js';
export { perft, perftDivide } from './board/perft.js';
export { checkMove, kingCaptures, type MoveCheck, type IllegalReason } from './board/moveCheck.js';
export { hasInsufficientMaterial, isInsufficientMaterial } from './board/material.js';
export { parseFen, parseFenTolerant, parseSetup, makeFen, INITIAL_FEN, type FenError, type FenField } from './notation/fen.js';
export { parseSan, makeSan, makeSanAndPlay, type SanError } from './notation/san.js';
export { RepetitionHistory } from './board/repetition.js';
export * from './play/ending.js';
export { parseUci, makeUci, type UciError } from './notation/uci.js';
export * from './pgn/index.js';
export * from './clock/index.js';
export * from './arbiter/index.js';
export * from './winnable/index.js';
