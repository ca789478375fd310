/** Random fields for simulations: players with ratings, ordered as a FIDE starting rank would be. */
import { createPlayer } from '../model/build.js';
import type { Player } from '../model/tournament.js';
import type { Prng } from './prng.js';

/** The default rating range of simulated players (a club blitz evening up to a strong open). */
export const DEFAULT_RATING_RANGE = { min: 1000, max: 2700 } as const;

/**
 * `count` players with ratings drawn uniformly in `min` … `max`, sorted by rating descending
 * (ties keep the draw order), so pairing number 1 is the highest rated (C.04.2 B: the initial
 * order is by rating). Guarantees: ids 1 … count in order; names `Player 001` … padded to at
 * least three digits; no rounds played, 0 points; every other field blank.
 */
export function makeRandomPlayers(count: number, prng: Prng, range: { min: number; max: number } = DEFAULT_RATING_RANGE): Player[] {
  const ratings = Array.from({ length: count }, () => prng.nextInt(range.min, range.max));
  ratings.sort((a, b) => b - a);
  const width = Math.max(3, String(count).length);
  return ratings.map((rating, i) => createPlayer({ id: i + 1, name: `Player ${String(i + 1).padStart(width, '0')}`, rating }));
}
