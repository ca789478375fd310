/**
 * @flagfall/core — the pure rules core: positions, moves and notations, clocks and
 * time controls, PGN, the arbiter and the "can this side still mate" analysis.
 * No I/O, no timers, no `Date.now()`: time is always passed in.
 */
export * from './result.js';
export * from './types.js';
export * from './pgn/index.js';
export * from './clock/index.js';
