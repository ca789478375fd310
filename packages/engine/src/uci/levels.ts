/**
 * Playing levels 1–8 for Stockfish, after lichess's AI levels (fishnet), adapted to Debian's
 * Stockfish 15.1, and the move-time budget that keeps a level inside the game clock.
 *
 * Fishnet plays level n with Skill Level −9, −5, −1, 3, 7, 11, 16, 20, depth 5, 5, 5, 5, 5, 8,
 * 13, 22 and move time 50, 100, 150, 200, 300, 400, 500, 1000 ms. Its negative skill levels
 * belong to lichess's own Stockfish build; Stockfish 15.1's Skill Level stops at 0. Stockfish
 * picks a weakened move among its MultiPV lines (at least 4) once the search reaches depth
 * Skill Level + 1 — depth 1 for Skill Level 0 — and ignores the rest of the search. So a smaller
 * depth cannot weaken Skill Level 0 (measured: depth 1 against depth 5 scored 50.0% over 200
 * games), but more MultiPV lines can: Skill Level 0 then also weighs weaker moves, and its random
 * term lets it pick them. Levels 1–3 are therefore Skill Level 0 with 500, 8 and 1 (Stockfish
 * raises 1 to 4) MultiPV lines, searched to depth 1; 8 lines put level 2 about midway (measured
 * +143 over level 1, −227 under level 3). The README's "UCI engines and matches" section gives
 * the measured ladder.
 */
import type { LevelSettings } from './uciPicker.js';

/** One level's Stockfish settings. */
export interface StockfishLevel {
  readonly level: number;
  /** Stockfish's `Skill Level` (0–20). */
  readonly skillLevel: number;
  /** Stockfish's `MultiPV`: with a Skill Level below 20, the lines its weakened choice picks from. */
  readonly multiPv: number;
  readonly depth: number;
  /** The longest a move may take (ms), before the clock budget. */
  readonly moveTimeMs: number;
}

/** Lichess's fishnet levels, for reference (Skill Level below 0 needs lichess's Stockfish build). */
export const FISHNET_LEVELS: readonly Omit<StockfishLevel, 'multiPv'>[] = [
  { level: 1, skillLevel: -9, depth: 5, moveTimeMs: 50 },
  { level: 2, skillLevel: -5, depth: 5, moveTimeMs: 100 },
  { level: 3, skillLevel: -1, depth: 5, moveTimeMs: 150 },
  { level: 4, skillLevel: 3, depth: 5, moveTimeMs: 200 },
  { level: 5, skillLevel: 7, depth: 5, moveTimeMs: 300 },
  { level: 6, skillLevel: 11, depth: 8, moveTimeMs: 400 },
  { level: 7, skillLevel: 16, depth: 13, moveTimeMs: 500 },
  { level: 8, skillLevel: 20, depth: 22, moveTimeMs: 1000 },
];

/** Flagfall's levels for Stockfish 15.1: fishnet's from level 4, levels 1–3 weakened by MultiPV (see the file comment). */
export const STOCKFISH_LEVELS: readonly StockfishLevel[] = [
  { level: 1, skillLevel: 0, multiPv: 500, depth: 1, moveTimeMs: 50 },
  { level: 2, skillLevel: 0, multiPv: 8, depth: 1, moveTimeMs: 100 },
  { level: 3, skillLevel: 0, multiPv: 1, depth: 1, moveTimeMs: 150 },
  { level: 4, skillLevel: 3, multiPv: 1, depth: 5, moveTimeMs: 200 },
  { level: 5, skillLevel: 7, multiPv: 1, depth: 5, moveTimeMs: 300 },
  { level: 6, skillLevel: 11, multiPv: 1, depth: 8, moveTimeMs: 400 },
  { level: 7, skillLevel: 16, multiPv: 1, depth: 13, moveTimeMs: 500 },
  { level: 8, skillLevel: 20, multiPv: 1, depth: 22, moveTimeMs: 1000 },
];

/** The settings of `level` (an integer 1–8), or null for another number. */
export function stockfishLevel(level: number): StockfishLevel | null {
  return STOCKFISH_LEVELS.find((l) => l.level === level) ?? null;
}

/** A level as `UciPicker` settings: its options (`Skill Level`, `MultiPV`) and limits. */
export function stockfishLevelSettings(level: number): LevelSettings | null {
  const l = stockfishLevel(level);
  if (l === null) return null;
  return { options: { 'Skill Level': l.skillLevel, MultiPV: l.multiPv }, depth: l.depth, moveTimeMs: l.moveTimeMs };
}

/** Share of the remaining time one move may take: a twentieth leaves the clock above zero move after move. */
const CLOCK_SHARE = 1 / 20;
/** Share of the increment one move may spend on top. */
const INCREMENT_SHARE = 3 / 4;
/** Kept back from the clock for the round trip to the engine and back (ms). */
export const CLOCK_RESERVE_MS = 50;
/** The shortest move time asked for (ms). */
export const MIN_MOVE_TIME_MS = 10;

/**
 * The move time for a level's cap `capMs` with `remainingMs` on the mover's clock and
 * `incrementMs` per move: the cap, but at most a twentieth of the remaining time plus three
 * quarters of the increment, and never more than the remaining time less `CLOCK_RESERVE_MS`; at
 * least `MIN_MOVE_TIME_MS`. A level thus plays at its own pace while the clock allows and speeds
 * up as it runs low instead of losing on time. (The engine is sent the clocks too, and also
 * manages them itself.)
 */
export function clockedMoveTimeMs(capMs: number | undefined, remainingMs: number, incrementMs: number): number {
  const budget = Math.min(remainingMs * CLOCK_SHARE + incrementMs * INCREMENT_SHARE, remainingMs - CLOCK_RESERVE_MS);
  return Math.max(MIN_MOVE_TIME_MS, Math.floor(Math.min(capMs ?? Infinity, budget)));
}
