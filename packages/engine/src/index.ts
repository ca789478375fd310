/**
 * @flagfall/engine: a chess engine on the core's move generator (pure: no I/O, time passed in).
 */
export {};
