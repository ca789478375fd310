/** What a search is told (limits, callbacks) and what it reports (per iteration, at the end). */

/** Limits and hooks of one search. Time is read only through `now`. */
export interface SearchLimits {
  /** The clock (ms, any origin, never decreasing): `performance.now` in production, a fake in tests. */
  readonly now: () => number;
  /** Deepest iteration (plies; default and maximum `MAX_DEPTH`). */
  readonly maxDepth?: number;
  /** Stop after about this many nodes (checked at every node). */
  readonly maxNodes?: number;
  /** Start no new iteration once this much time (ms from the start) is unlikely to leave room for it. */
  readonly softTimeMs?: number;
  /** Stop the search once this much time (ms from the start) has passed (checked every 1,024 nodes). */
  readonly hardTimeMs?: number;
  /** Polled every 1,024 nodes; true stops the search (UCI `stop`). */
  readonly shouldStop?: () => boolean;
  /** Called after each completed iteration. */
  readonly onIteration?: (info: IterationInfo) => void;
  /**
   * Root moves scoring within this many centipawns of the best get exact scores, the rest only
   * "worse than that" (for the levels' choice among good moves). 0 (default): the best move only.
   */
  readonly rootMarginCp?: number;
  /**
   * A blind spot (weaker levels): captures by a bishop, rook or queen over more than this many
   * squares are not seen below the root, for either side. 0 (default): sees everything.
   */
  readonly blindRange?: number;
}

/** What one completed iteration found. */
export interface IterationInfo {
  readonly depth: number;
  /** The deepest ply reached (quiescence included). */
  readonly seldepth: number;
  /** Centipawns for the side to move (a mate score when `mateIn` is set). */
  readonly score: number;
  /** Moves to mate: positive when the side to move mates, negative when it is mated; null for no mate. */
  readonly mateIn: number | null;
  readonly nodes: number;
  readonly timeMs: number;
  /** The principal variation in UCI, the best move first. */
  readonly pv: readonly string[];
  /** Transposition table use in permille. */
  readonly hashfull: number;
}

/** A root move with what the search knows of its score. */
export interface RootMoveScore {
  readonly uci: string;
  /** Centipawns for the mover; an upper bound when `exact` is false. */
  readonly score: number;
  readonly exact: boolean;
}

/** The result of a search: the best move always (a legal one), with what backs it. */
export interface SearchOutcome {
  readonly uci: string;
  /** The internal move (core encoding). */
  readonly move: number;
  readonly score: number;
  readonly mateIn: number | null;
  /** The last completed iteration (0 when stopped inside the first). */
  readonly depth: number;
  readonly seldepth: number;
  readonly nodes: number;
  readonly timeMs: number;
  readonly pv: readonly string[];
  /** Every legal root move, best first, with scores from the last completed iteration. */
  readonly rootMoves: readonly RootMoveScore[];
}
