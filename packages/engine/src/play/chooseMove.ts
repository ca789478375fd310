/**
 * `chooseMove`: the move a level plays with the clock as it stands — the engine as a player.
 * It budgets its time from its own clock (timeBudget.ts), capped by the level; level 8 plays the
 * best move it finds, levels 1–7 draw among the good moves (levels.ts, pickNoisy.ts).
 */
import { err, ok, type Result } from '@flagfall/core';
import { loadGame, type GameError } from '../board/game.js';
import { INFINITE, mateInMoves } from '../search/score.js';
import { Searcher } from '../search/searcher.js';
import type { RootMoveScore, SearchLimits, SearchOutcome } from '../search/types.js';
import { getLevel, MAX_LEVEL, MIN_LEVEL } from './levels.js';
import { pickNoisy } from './pickNoisy.js';
import { timeBudget } from './timeBudget.js';

/** A move request: the game, the level and the clocks. */
export interface MoveChoiceRequest {
  /** The start position as a FEN, or null for the standard start. */
  readonly fen: string | null;
  /** Moves played since, in UCI. */
  readonly moves: readonly string[];
  /** 1 … 8. */
  readonly level: number;
  /** Remaining times and increments (ms) as they stand now. */
  readonly wtimeMs: number;
  readonly btimeMs: number;
  readonly wincMs: number;
  readonly bincMs: number;
  /** Moves to the next time control (UCI `movestogo`); absent in sudden death. */
  readonly movesToGo?: number;
  /** A further cap on the time to think (ms), such as a caller's deadline. */
  readonly maxTimeMs?: number;
  /** The clock (ms). */
  readonly now: () => number;
  /** The source of the levels' randomness, [0, 1) (default Math.random); a seeded one makes choices repeatable. */
  readonly random?: () => number;
  /** Polled during the search; true stops it (the best move so far is played). */
  readonly shouldStop?: () => boolean;
  /** Called after each completed iteration of the (main) search. */
  readonly onIteration?: SearchLimits['onIteration'];
}

/** The chosen move. */
export interface MoveChoice {
  /** The move, in UCI. */
  readonly uci: string;
  /** Its score in centipawns for the mover (mates as ±(32000 − plies); see `mateIn`). */
  readonly scoreCp: number;
  /** Moves to mate (positive: the mover mates), or null. */
  readonly mateIn: number | null;
  /** Depth of the search behind the move. */
  readonly depth: number;
  /** Nodes searched (all searches for the move). */
  readonly nodes: number;
  /** Time taken (ms, by `now`). */
  readonly timeMs: number;
}

/** Why no move was chosen. */
export type MoveChoiceError =
  | GameError
  | { readonly code: 'bad_level'; readonly level: number; readonly message: string }
  | { readonly code: 'no_moves'; readonly message: string };

/**
 * Chooses the move `request.level` plays. Always a legal move when it succeeds; fails on a bad
 * game (FEN, moves), a level outside 1–8, or a position without legal moves (mate, stalemate).
 * The time it takes stays within the budget for the mover's clock (`timeBudget`), the level's
 * cap and `maxTimeMs`, measured by `request.now`. Pass a long-lived `searcher` to reuse its
 * table from move to move; by default a fresh one is made (and results depend only on the
 * request and the clock).
 */
export function chooseMove(request: MoveChoiceRequest, searcher: Searcher = new Searcher()): Result<MoveChoice, MoveChoiceError> {
  const level = getLevel(request.level);
  if (level === undefined) {
    return err({ code: 'bad_level', level: request.level, message: `level ${request.level}: expected ${MIN_LEVEL} to ${MAX_LEVEL}` });
  }
  const game = loadGame(request.fen, request.moves);
  if (!game.ok) return game;
  const now = request.now;
  const startMs = now();
  const white = game.value.position.turn === 'white';
  const budget = timeBudget(white ? request.wtimeMs : request.btimeMs, white ? request.wincMs : request.bincMs, request.movesToGo);
  const hardMs = Math.min(budget.hardMs, level.maxMoveTimeMs, request.maxTimeMs ?? Infinity);
  const softMs = Math.min(budget.softMs, hardMs);
  const random = request.random ?? Math.random;
  const limits = (marginCp: number, blindRange: number): SearchLimits => {
    const spentMs = now() - startMs;
    return {
      now,
      maxDepth: level.maxDepth,
      maxNodes: level.maxNodes,
      softTimeMs: Math.max(0, softMs - spentMs),
      hardTimeMs: Math.max(0, hardMs - spentMs),
      rootMarginCp: marginCp,
      blindRange,
      ...(request.shouldStop !== undefined && { shouldStop: request.shouldStop }),
      ...(request.onIteration !== undefined && { onIteration: request.onIteration }),
    };
  };

  const blind = level.blindChance > 0 && random() < level.blindChance;
  const first = searcher.run(game.value, limits(level.marginCp, blind ? level.blindRange : 0));
  if (first === null) return err({ code: 'no_moves', message: 'no legal move: the game is over' });
  let nodes = first.nodes;
  let chosen = pickNoisy(first.rootMoves, level.marginCp, level.temperatureCp, random);
  let outcome: SearchOutcome = first;
  if (blind) {
    // The blind spot may have hidden a real loss: check the choice with open eyes.
    const sound = searcher.run(game.value, limits(level.guardCp, 0));
    if (sound !== null) {
      nodes += sound.nodes;
      outcome = sound;
      const best = sound.rootMoves[0];
      const seen = sound.rootMoves.find((m) => m.uci === chosen?.uci);
      if (best !== undefined && (seen === undefined || !seen.exact || seen.score < best.score - level.guardCp)) {
        chosen = pickNoisy(sound.rootMoves, level.marginCp, level.temperatureCp, random);
      } else if (seen !== undefined) {
        chosen = seen;
      }
    }
  }
  // Level 8 (no margin) plays the search's move, which may come from an unfinished deeper iteration.
  const pick: RootMoveScore =
    level.marginCp > 0 && chosen !== undefined && chosen.score > -INFINITE
      ? chosen
      : { uci: outcome.uci, score: outcome.score, exact: true };
  const scoreCp = pick.uci === outcome.uci ? outcome.score : pick.score;
  return ok({
    uci: pick.uci,
    scoreCp,
    mateIn: mateInMoves(scoreCp),
    depth: outcome.depth,
    nodes,
    timeMs: now() - startMs,
  });
}
