/**
 * `search`: a fixed-limit search at full strength (depth, nodes, time, or until stopped), for
 * analysis and for UCI's `go depth / nodes / movetime / infinite`.
 */
import { err, ok, type Position, type Result } from '@flagfall/core';
import { loadGame, type GameError, type GameRoot } from './board/game.js';
import { Searcher } from './search/searcher.js';
import type { IterationInfo, SearchLimits, SearchOutcome } from './search/types.js';

/** A game given by its start and moves (null FEN: the standard start). */
export interface GameSpec {
  readonly fen: string | null;
  readonly moves: readonly string[];
}

/** The limits of a fixed search; with none of depth, nodes and timeMs it runs until `shouldStop` (or depth 64). */
export interface SearchOptions {
  /** The clock (ms). */
  readonly now: () => number;
  readonly depth?: number;
  readonly nodes?: number;
  /** Stop after this long (ms). */
  readonly timeMs?: number;
  /** Polled every 1,024 nodes; true stops the search. */
  readonly shouldStop?: () => boolean;
  /** Called after each completed iteration. */
  readonly onIteration?: (info: IterationInfo) => void;
  /** The searcher to use (its table carries over); default: a fresh one. */
  readonly searcher?: Searcher;
}

/** Why a search could not run. */
export type SearchError = GameError | { readonly code: 'no_moves'; readonly message: string };

/**
 * Searches `root` (a legal `Position`, left unchanged, or a game: repetitions of its earlier
 * positions count) within the limits. Returns the best move (always legal), its score and line,
 * or an error for a bad game or a position without legal moves.
 */
export function search(root: Position | GameSpec, options: SearchOptions): Result<SearchOutcome, SearchError> {
  let game: GameRoot;
  if ('fen' in root) {
    const loaded = loadGame(root.fen, root.moves);
    if (!loaded.ok) return loaded;
    game = loaded.value;
  } else {
    game = { position: root, historyLo: new Int32Array(0), historyHi: new Int32Array(0) };
  }
  const limits: SearchLimits = {
    now: options.now,
    ...(options.depth !== undefined && { maxDepth: options.depth }),
    ...(options.nodes !== undefined && { maxNodes: options.nodes }),
    ...(options.timeMs !== undefined && { softTimeMs: options.timeMs, hardTimeMs: options.timeMs }),
    ...(options.shouldStop !== undefined && { shouldStop: options.shouldStop }),
    ...(options.onIteration !== undefined && { onIteration: options.onIteration }),
  };
  const outcome = (options.searcher ?? new Searcher()).run(game, limits);
  return outcome === null ? err({ code: 'no_moves', message: 'no legal move: the game is over' }) : ok(outcome);
}
