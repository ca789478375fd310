/**
 * @flagfall/engine: a chess engine on the core's move generator (pure: no I/O, time passed in).
 *
 * ```ts
 * const choice = chooseMove({ fen: null, moves: ['e2e4'], level: 5, wtimeMs: 180_000, btimeMs: 180_000,
 *   wincMs: 2_000, bincMs: 2_000, now: () => performance.now() });
 * if (choice.ok) console.log(choice.value.uci);
 * ```
 */
export { search, type GameSpec, type SearchError, type SearchOptions } from './analyse.js';
export { chooseMove, type MoveChoice, type MoveChoiceError, type MoveChoiceRequest } from './play/chooseMove.js';
export { getLevel, LEVELS, MAX_LEVEL, MIN_LEVEL, type Level } from './play/levels.js';
export { timeBudget, type TimeBudget } from './play/timeBudget.js';
export { loadGame, MAX_GAME_MOVES, type GameError, type GameRoot } from './board/game.js';
export { DEFAULT_HASH_MB, MAX_DEPTH, Searcher, type SearcherOptions } from './search/searcher.js';
export { MAX_HASH_MB } from './search/tt.js';
export type { IterationInfo, RootMoveScore, SearchLimits, SearchOutcome } from './search/types.js';
