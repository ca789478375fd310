/**
 * The Berger tables (FIDE Handbook C.05 Annex 1, "Berger Tables for Round-Robin Tournaments"), built
 * by their construction rather than copied: the tests compare them with the published tables for 3–16
 * players.
 *
 * Construction, for an even field of N (an odd field adds a dummy N = n + 1, "the highest number counts
 * as a bye"), with M = N − 1 rounds per cycle:
 * - in round r the pivot p = ((r − 1) · N/2 mod M) + 1 meets player N; N has Black in odd rounds and
 *   White in even rounds (round 1: 1–N, round 2: N–(N/2+1), …);
 * - the other boards, in the printed order, are (p + k)–(p − k) for k = 1 … N/2 − 1, numbers taken
 *   mod M in 1..M, the first named with White.
 * The printed board order is: the game of player N first, then k = 1, 2, …
 */
import type { Pair, RoundPairing } from '../model/pairing.js';

/** Options of a round-robin table. */
export interface BergerOptions {
  /** A double round robin: a second cycle with every game's colours reversed. Default false. */
  readonly double?: boolean;
  /**
   * In a double round robin, play the last two rounds of the first cycle in reverse order, as C.05
   * Annex 1 recommends ("to avoid three consecutive games with the same colour"). Default true; the
   * second cycle always follows the table's own order.
   */
  readonly swapLastTwo?: boolean;
}

/** The number of rounds of a round robin of `playerCount` players: N − 1 (N even) or N (N odd), twice if double. */
export function bergerRoundCount(playerCount: number, options: BergerOptions = {}): number {
  assertPlayerCount(playerCount);
  const perCycle = playerCount % 2 === 0 ? playerCount - 1 : playerCount;
  return options.double === true ? 2 * perCycle : perCycle;
}

/**
 * Round `round` (1-based) of the Berger table for `playerCount` players (pairing numbers 1..n), boards
 * in the printed order. With an odd field the dummy n + 1's game is left out and its opponent is
 * `bye`. With `double`, rounds M + 1 … 2M repeat rounds 1 … M with colours reversed, and (unless
 * `swapLastTwo: false`) rounds M − 1 and M of the first cycle are exchanged.
 *
 * Throws a RangeError when `playerCount` < 2 or `round` is not in 1..bergerRoundCount (a caller's bug;
 * `pairBerger` turns these into error values).
 */
export function bergerRound(playerCount: number, round: number, options: BergerOptions = {}): RoundPairing {
  const total = bergerRoundCount(playerCount, options);
  if (!Number.isInteger(round) || round < 1 || round > total) {
    throw new RangeError(`round ${round} is not in 1..${total} for ${playerCount} players`);
  }
  const n = playerCount % 2 === 0 ? playerCount : playerCount + 1;
  const m = n - 1;
  let tableRound = round;
  let reversed = false;
  if (round > m) {
    // C.05 Annex 1: the second cycle repeats the first with colours reversed.
    tableRound = round - m;
    reversed = true;
  } else if (options.double === true && options.swapLastTwo !== false && m >= 2) {
    // C.05 Annex 1: "reverse the order of the last two rounds of the first cycle".
    if (round === m) tableRound = m - 1;
    else if (round === m - 1) tableRound = m;
  }
  const { pairs, bye } = singleCycleRound(n, tableRound, playerCount);
  return {
    round,
    pairs: reversed ? pairs.map((p) => ({ white: p.black, black: p.white })) : pairs,
    bye,
  };
}

/** The whole table: rounds 1..bergerRoundCount in playing order. */
export function bergerTable(playerCount: number, options: BergerOptions = {}): RoundPairing[] {
  const total = bergerRoundCount(playerCount, options);
  return Array.from({ length: total }, (_, i) => bergerRound(playerCount, i + 1, options));
}

/** Round r of the single-cycle table for an even N; drops the dummy's game when playerCount < N. */
function singleCycleRound(n: number, r: number, playerCount: number): { pairs: Pair[]; bye: number | null } {
  const m = n - 1;
  const wrap = (x: number): number => ((((x - 1) % m) + m) % m) + 1; // into 1..M
  const pivot = (((r - 1) * (n / 2)) % m) + 1;
  const pairs: Pair[] = [];
  let bye: number | null = null;
  // Board 1: the pivot against N; N has White in even rounds.
  if (n > playerCount) bye = pivot;
  else pairs.push(r % 2 === 0 ? { white: n, black: pivot } : { white: pivot, black: n });
  for (let k = 1; k < n / 2; k++) pairs.push({ white: wrap(pivot + k), black: wrap(pivot - k) });
  return { pairs, bye };
}

function assertPlayerCount(playerCount: number): void {
  if (!Number.isInteger(playerCount) || playerCount < 2) {
    throw new RangeError(`a round robin needs at least 2 players, not ${playerCount}`);
  }
}
