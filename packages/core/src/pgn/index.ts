/**
 * `@flagfall/core/pgn` — PGN: a tolerant streaming reader (games out one at a time, problems
 * reported on the game, never thrown), an export-format writer, `[%clk]`/`[%emt]` clock
 * comments, tag pairs, and replaying a read game on the board.
 *
 * ```ts
 * for (const game of readPgn(text)) {
 *   const replay = replayPgnGame(game);          // Result<PgnReplay, PgnReplayError>
 *   if (replay.ok) makeFen(replay.value.final);
 * }
 * ```
 */
export {
  DEFAULT_MAX_GAME_CHARS,
  DEFAULT_MAX_GAME_MOVES,
  DEFAULT_MAX_LINE_CHARS,
  MAX_VARIATION_DEPTH,
  PGN_RESULTS,
  SUFFIX_NAGS,
  isPgnResult,
  type PgnGame,
  type PgnMove,
  type PgnResult,
  type PgnSyntaxError,
  type PgnSyntaxErrorCode,
} from './types.js';
export { makeClockComment, makePgnTime, parseClockComment, parsePgnTime, type PgnClockComment } from './clock.js';
export { PGN_TERMINATIONS, ROSTER_DEFAULTS, SEVEN_TAG_ROSTER, makeTagPair, type PgnTermination, type RosterTag } from './tags.js';
export type { PgnReadOptions } from './options.js';
export { parsePgn, readPgn, readPgnAsync } from './read.js';
export { makePgn, type MakePgnOptions, type PgnGameInput, type PgnMoveInput } from './write.js';
export { replayPgnGame, type PgnReplay, type PgnReplayError } from './replay.js';
