/**
 * The Elo difference a match result suggests, with a 95% confidence interval from the variance of
 * the per-game scores (each game scores 1, ½ or 0 for the first engine). The logistic Elo model:
 * an expected score `s` corresponds to a difference of `-400·log10(1/s - 1)`.
 */

/** The normal quantile for a two-sided 95% interval. */
export const Z_95 = 1.959963984540054;

/** A match result from the first engine's side, and what it says about the Elo difference. */
export interface EloEstimate {
  readonly games: number;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  /** Points per game, 0 … 1 (NaN for no games). */
  readonly score: number;
  /** The first engine's Elo advantage; null when the score is 0 or 1 (unbounded) or there are no games. */
  readonly eloDiff: number | null;
  /** The 95% interval's ends; null where the end is unbounded (its score bound reaches 0 or 1). */
  readonly lower95: number | null;
  readonly upper95: number | null;
  /** Half the interval's width (the "±" figure); null when either end is unbounded. */
  readonly margin95: number | null;
}

/** The Elo difference for an expected score in (0, 1); ±Infinity at 1 and 0. */
export function eloFromScore(score: number): number {
  // `+ 0` turns the -0 of an even score into 0.
  return -400 * Math.log10(1 / score - 1) + 0;
}

/** The expected score for an Elo difference (the inverse of `eloFromScore`). */
export function scoreFromElo(elo: number): number {
  return 1 / (1 + 10 ** (-elo / 400));
}

const finite = (x: number): number | null => (Number.isFinite(x) ? x : null);

/**
 * The estimate for `wins`, `draws` and `losses` (non-negative integers). The standard error of the
 * mean score is the per-game standard deviation (population form, as the games are the whole
 * sample of outcomes) over √n; the interval is the score ± 1.96 standard errors, mapped to Elo.
 */
export function estimateElo(wins: number, draws: number, losses: number): EloEstimate {
  const games = wins + draws + losses;
  const score = (wins + draws / 2) / games;
  const base = { games, wins, draws, losses, score };
  if (games === 0) return { ...base, eloDiff: null, lower95: null, upper95: null, margin95: null };
  const variance = (wins * (1 - score) ** 2 + draws * (0.5 - score) ** 2 + losses * score ** 2) / games;
  const deviation = Z_95 * Math.sqrt(variance / games);
  const bound = (s: number): number | null => (s <= 0 || s >= 1 ? null : eloFromScore(s));
  const lower95 = bound(score - deviation);
  const upper95 = bound(score + deviation);
  return {
    ...base,
    eloDiff: finite(eloFromScore(score)),
    lower95,
    upper95,
    margin95: lower95 === null || upper95 === null ? null : (upper95 - lower95) / 2,
  };
}
