/**
 * @flagfall/engine/uci: UCI for Node — the built-in engine as a UCI engine, and an adapter that
 * runs any UCI engine as a child process.
 */
export type { MoveAnswer, MovePicker, MoveRequest } from './picker.js';
// Any UCI engine as a child process, Stockfish's levels, and engine matches.
export {
  DEFAULT_HANDSHAKE_TIMEOUT_MS,
  DEFAULT_QUIT_GRACE_MS,
  DEFAULT_READY_TIMEOUT_MS,
  UciEngine,
  type EngineIdentity,
  type EngineState,
  type OptionValue,
  type SearchRequest,
  type SearchResult,
  type UciEngineOptions,
} from './client.js';
export type { GoLimits } from './engineInput.js';
export type { BestMove, SearchInfo, UciOption, UciScore } from './engineOutput.js';
export type { ExitInfo, UciError, UciWait } from './uciError.js';
export { DEFAULT_PICKER_SIZE, UciPicker, type LevelSettings, type UciPickerOptions } from './uciPicker.js';
export {
  clockedMoveTimeMs,
  FISHNET_LEVELS,
  stockfishLevel,
  stockfishLevelSettings,
  STOCKFISH_LEVELS,
  type StockfishLevel,
} from './levels.js';
export { DEBIAN_STOCKFISH, findStockfish, startStockfishPicker, type StockfishPickerOptions } from './stockfishPicker.js';
export { estimateElo, eloFromScore, scoreFromElo, type EloEstimate } from '../match/elo.js';
export { OPENINGS, type Opening } from '../match/openings.js';
export type { ExtraLimits, GameMove, GameTermination, MatchTimeControl, PlayedGame } from '../match/game.js';
export {
  DEFAULT_TOLERANCE_MS,
  runMatch,
  type MatchEngine,
  type MatchError,
  type MatchGame,
  type MatchOptions,
  type MatchResult,
} from '../match/runner.js';
// The built-in engine: the computer player's thread pool, and UCI engine mode (`flagfall engine`).
export { BUILTIN_ENGINE_NAME, BuiltinPicker, DEFAULT_POOL_SIZE, type BuiltinPickerOptions } from './worker.js';
export { runUciEngine, type UciServerOptions } from './server.js';
