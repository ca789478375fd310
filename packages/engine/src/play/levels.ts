/**
 * The playing levels, 1 (a beginner) to 8 (full strength), as one table. A weaker level looks
 * less far (depth and node caps), thinks less (a move-time cap), and chooses among the moves it
 * found good rather than always the best: every move within `marginCp` of its best is a
 * candidate, drawn with weight exp((score − best) / temperatureCp). Sometimes (`blindChance`) it
 * has a blind spot: it does not see captures by bishops, rooks and queens from further than
 * `blindRange` squares, its own or its opponent's — the long-range threat a human misses. A
 * blind choice is checked by a sound search of the same depth and replaced when it loses more
 * than `guardCp` against the best move, so from level 3 up no level hangs its queen for nothing.
 * README.md prints this table.
 */

/** One level's parameters. Immutable. */
export interface Level {
  /** 1 … 8. */
  readonly level: number;
  /** Deepest iteration (plies, before extensions and quiescence). */
  readonly maxDepth: number;
  /** Node cap of one search (Infinity: none). */
  readonly maxNodes: number;
  /** The most time a move may take (ms; Infinity: only the clock budget limits it). */
  readonly maxMoveTimeMs: number;
  /** Moves within this many centipawns of the best are candidates (0: the best move only). */
  readonly marginCp: number;
  /** Softmax temperature of the choice among candidates (centipawns). */
  readonly temperatureCp: number;
  /** Chance per move of a blind-spot search. */
  readonly blindChance: number;
  /** Slider captures longer than this (squares) go unseen in a blind-spot search. */
  readonly blindRange: number;
  /** A blind choice losing more than this against the sound best move is replaced. */
  readonly guardCp: number;
}

/** The lowest and highest level. */
export const MIN_LEVEL = 1;
export const MAX_LEVEL = 8;

/** The levels, index 0 = level 1. */
export const LEVELS: readonly Level[] = [
  {
    level: 1,
    maxDepth: 1,
    maxNodes: 3_000,
    maxMoveTimeMs: 300,
    marginCp: 300,
    temperatureCp: 120,
    blindChance: 0.5,
    blindRange: 2,
    guardCp: 1000,
  },
  {
    level: 2,
    maxDepth: 2,
    maxNodes: 10_000,
    maxMoveTimeMs: 400,
    marginCp: 220,
    temperatureCp: 80,
    blindChance: 0.35,
    blindRange: 3,
    guardCp: 600,
  },
  {
    level: 3,
    maxDepth: 2,
    maxNodes: 25_000,
    maxMoveTimeMs: 500,
    marginCp: 150,
    temperatureCp: 55,
    blindChance: 0.25,
    blindRange: 3,
    guardCp: 300,
  },
  {
    level: 4,
    maxDepth: 3,
    maxNodes: 60_000,
    maxMoveTimeMs: 800,
    marginCp: 100,
    temperatureCp: 40,
    blindChance: 0.15,
    blindRange: 4,
    guardCp: 200,
  },
  {
    level: 5,
    maxDepth: 4,
    maxNodes: 150_000,
    maxMoveTimeMs: 1_200,
    marginCp: 70,
    temperatureCp: 25,
    blindChance: 0.08,
    blindRange: 4,
    guardCp: 120,
  },
  {
    level: 6,
    maxDepth: 6,
    maxNodes: 500_000,
    maxMoveTimeMs: 2_000,
    marginCp: 40,
    temperatureCp: 15,
    blindChance: 0.03,
    blindRange: 5,
    guardCp: 70,
  },
  {
    level: 7,
    maxDepth: 9,
    maxNodes: 2_000_000,
    maxMoveTimeMs: 4_000,
    marginCp: 20,
    temperatureCp: 8,
    blindChance: 0,
    blindRange: 0,
    guardCp: 20,
  },
  {
    level: 8,
    maxDepth: 64,
    maxNodes: Infinity,
    maxMoveTimeMs: Infinity,
    marginCp: 0,
    temperatureCp: 0,
    blindChance: 0,
    blindRange: 0,
    guardCp: 0,
  },
];

/** The parameters of `level` (an integer from 1 to 8), or undefined for anything else. */
export function getLevel(level: number): Level | undefined {
  return Number.isInteger(level) && level >= MIN_LEVEL && level <= MAX_LEVEL ? LEVELS[level - 1] : undefined;
}
