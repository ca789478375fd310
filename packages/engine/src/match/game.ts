/**
 * One game between two UCI engines under a real clock: the opening's moves first (off the
 * clock), then each engine in turn is sent the whole game and both clocks and must answer in
 * time. The core's `Chess` decides the ending; the clocks run on the monotonic clock.
 */
import { canCheckmate, Chess, parseUci, type Color, type EndingKind } from '@flagfall/core';
import type { UciEngine } from '../uci/client.js';
import type { GoLimits } from '../uci/engineInput.js';
import type { UciScore } from '../uci/engineOutput.js';
import type { UciError } from '../uci/uciError.js';
import type { Opening } from './openings.js';

/** A match time control: base time and increment per move, in milliseconds. */
export interface MatchTimeControl {
  readonly baseMs: number;
  readonly incrementMs: number;
}

/** How a game ended: the core's endings, or an engine's fault. */
export type GameTermination =
  | EndingKind
  /** Over its time (beyond the tolerance); a draw when the opponent could not mate (FIDE 6.9). */
  | 'time-forfeit'
  /** A move that is not legal here, a malformed one, or "no move" in a position that has moves. */
  | 'illegal-move'
  /** The engine's process ended, or could not answer `isready` before the game. */
  | 'crash'
  /** The match was stopped (the engines were closed) before the game ended: no result. */
  | 'aborted';

/** A move as played, with what the engine said about it. */
export interface GameMove {
  readonly uci: string;
  readonly san: string;
  /** A move of the opening, played off the clock. */
  readonly book: boolean;
  /** The mover's time after the move, increment added (ms); null for book moves. */
  readonly clockMs: number | null;
  /** Time the move took (ms); null for book moves. */
  readonly elapsedMs: number | null;
  /** The engine's last score (from the mover's side) and depth, when it gave them. */
  readonly score: UciScore | null;
  readonly depth: number | null;
}

/** A finished game. */
export interface PlayedGame {
  readonly result: '1-0' | '0-1' | '1/2-1/2' | '*';
  readonly termination: GameTermination;
  /** One sentence: `White checkmates`, `White lost on time (1534 ms on a 1500 ms clock)`. */
  readonly reason: string;
  readonly moves: readonly GameMove[];
  /** The engine failure behind a `crash`, `time-forfeit` or `illegal-move`, for the runner to act on. */
  readonly failure: { readonly color: Color; readonly error: UciError } | null;
}

/** Limits sent with the clocks in every `go` of one engine (a fixed depth, a move time), on top of its clock. */
export type ExtraLimits = Pick<GoLimits, 'depth' | 'nodes' | 'movetimeMs'>;

/** How `playGame` judges time. */
export interface PlayGameOptions {
  readonly timeControl: MatchTimeControl;
  /** How far past zero a clock may go before its engine loses on time (ms). */
  readonly toleranceMs: number;
  /** Extra limits per side. */
  readonly limits?: { readonly white?: ExtraLimits; readonly black?: ExtraLimits };
}

/** Every draw without a claim: engines do not claim draws, so the match ends repetitions and 50 moves itself. */
const MATCH_DRAWS = { threefold: 'automatic', fiftyMoves: 'automatic', fivefold: 'automatic', seventyFiveMoves: 'automatic' } as const;

const NAMES: Readonly<Record<Color, string>> = { white: 'White', black: 'Black' };
const other = (c: Color): Color => (c === 'white' ? 'black' : 'white');
const winFor = (c: Color): '1-0' | '0-1' => (c === 'white' ? '1-0' : '0-1');

const ENDING_REASONS: Readonly<Record<EndingKind, string>> = {
  checkmate: 'checkmate',
  stalemate: 'stalemate',
  'dead-position': 'dead position: neither side can mate',
  threefold: 'threefold repetition',
  fivefold: 'fivefold repetition',
  'fifty-moves': '50 moves without a capture or pawn move',
  'seventy-five-moves': '75 moves without a capture or pawn move',
};

/**
 * Plays `opening` then the engines from there; never throws for an engine's misbehaviour (that
 * loses the game) and always resolves. Guarantees: each engine gets `ucinewgame` first; a side's
 * clock loses the time from `go` to `bestmove` and gains the increment after each move; a move
 * later than the clock plus `toleranceMs` loses (the engine is killed at that deadline), unless
 * the opponent cannot mate (a draw, FIDE 6.9); an illegal or missing move or a crash loses.
 */
export async function playGame(white: UciEngine, black: UciEngine, opening: Opening, options: PlayGameOptions): Promise<PlayedGame> {
  const engines: Readonly<Record<Color, UciEngine>> = { white, black };
  const game = new Chess(undefined, { draws: MATCH_DRAWS });
  const moves: GameMove[] = [];
  const uci: string[] = [];
  const clockMs: Record<Color, number> = { white: options.timeControl.baseMs, black: options.timeControl.baseMs };
  const { incrementMs } = options.timeControl;
  const end = (
    result: PlayedGame['result'],
    termination: GameTermination,
    reason: string,
    failure: PlayedGame['failure'] = null,
  ): PlayedGame => ({ result, termination, reason, moves, failure });
  const forfeit = (color: Color, termination: GameTermination, why: string, error: UciError | null = null): PlayedGame =>
    end(winFor(other(color)), termination, `${NAMES[color]} ${why}`, error === null ? null : { color, error });

  for (const color of ['white', 'black'] as const) {
    const ready = await engines[color].newGame();
    if (!ready.ok)
      return ready.error.code === 'closed'
        ? aborted(end)
        : forfeit(color, 'crash', `could not start the game: ${ready.error.message}`, ready.error);
  }
  for (const text of opening.moves) {
    const move = parseUci(text);
    const played = move.ok ? game.play(move.value) : move;
    // The openings are checked by their tests; a bad one is a bug, not an engine's fault.
    if (!played.ok) throw new Error(`bug: opening ${JSON.stringify(opening.name)} has an illegal move ${text}`);
    uci.push(played.value.uci);
    moves.push({ uci: played.value.uci, san: played.value.san, book: true, clockMs: null, elapsedMs: null, score: null, depth: null });
  }

  for (;;) {
    const ending = game.outcome();
    if (ending !== null) {
      const reason = ending.kind === 'checkmate' ? `${NAMES[ending.winner ?? 'white']} checkmates` : `Draw: ${ENDING_REASONS[ending.kind]}`;
      return end(ending.result, ending.kind, reason);
    }
    const color = game.turn;
    const engine = engines[color];
    // An engine that died while its opponent thought would be restarted silently by the search.
    if (engine.state === 'stopped') return forfeit(color, 'crash', `crashed: ${engine.name} ended between moves`);
    const remainingMs = clockMs[color];
    const found = await engine.search({
      fen: null,
      moves: uci,
      limits: { ...options.limits?.[color], wtimeMs: clockMs.white, btimeMs: clockMs.black, wincMs: incrementMs, bincMs: incrementMs },
      timeoutMs: remainingMs + options.toleranceMs,
    });
    if (!found.ok) {
      const e = found.error;
      switch (e.code) {
        case 'timeout':
          return flagged(
            game,
            color,
            `lost on time (no move within ${Math.round(remainingMs)} ms + ${options.toleranceMs} ms tolerance)`,
            end,
            e,
          );
        case 'protocol':
          return forfeit(color, 'illegal-move', `sent a malformed move: ${e.line}`, e);
        case 'closed':
          return aborted(end);
        case 'exited':
        case 'spawn_failed':
        case 'unknown_option':
        case 'bad_option_value':
          return forfeit(color, 'crash', `crashed: ${e.message}`, e);
        case 'bad_argument':
          throw new Error(`bug: the match sent a bad search: ${e.message}`);
      }
    }
    const { bestMove, elapsedMs, info } = found.value;
    if (elapsedMs > remainingMs + options.toleranceMs) {
      return flagged(game, color, `lost on time (${Math.round(elapsedMs)} ms on a ${Math.round(remainingMs)} ms clock)`, end, null);
    }
    if (bestMove === null) return forfeit(color, 'illegal-move', 'answered no move (bestmove (none)) in a position with legal moves');
    const move = parseUci(bestMove);
    const played = move.ok ? game.play(move.value) : move;
    if (!played.ok) return forfeit(color, 'illegal-move', `played an illegal move: ${bestMove}`);
    clockMs[color] = Math.max(0, remainingMs - elapsedMs) + incrementMs;
    uci.push(played.value.uci);
    moves.push({
      uci: played.value.uci,
      san: played.value.san,
      book: false,
      clockMs: clockMs[color],
      elapsedMs,
      score: info.score ?? null,
      depth: info.depth ?? null,
    });
  }
}

/** The end of a game stopped by `close()`. */
function aborted(end: (result: '*', termination: 'aborted', reason: string) => PlayedGame): PlayedGame {
  return end('*', 'aborted', 'The match was stopped');
}

/** A flag fall: a loss, or a draw when the opponent cannot mate by any series of legal moves (FIDE 6.9). */
function flagged(
  game: Chess,
  color: Color,
  why: string,
  end: (result: PlayedGame['result'], termination: GameTermination, reason: string, failure?: PlayedGame['failure']) => PlayedGame,
  error: UciError | null,
): PlayedGame {
  const failure = error === null ? null : { color, error };
  const opponent = other(color);
  if (canCheckmate(game.position(), opponent).verdict === 'no') {
    return end('1/2-1/2', 'time-forfeit', `${NAMES[color]} ${why}, but ${NAMES[opponent]} cannot mate: draw`, failure);
  }
  return end(winFor(opponent), 'time-forfeit', `${NAMES[color]} ${why}`, failure);
}
