import { gameScore, type PlayerView, type TiebreakContext } from './context.js';

/**
 * FIDE Rating Regulations (B.02) table 8.1(a): the rating difference dp for a fractional score p,
 * `DP_BY_PERCENT[100 * p]` for p = 0.00 … 1.00 (published data; 0.50 → 0, 1.00 → 800).
 */
export const DP_BY_PERCENT: readonly number[] = [
  -800, -677, -589, -538, -501, -470, -444, -422, -401, -383, -366, -351, -336, -322, -309, -296, -284, -273, -262, -251, -240, -230, -220,
  -211, -202, -193, -184, -175, -166, -158, -149, -141, -133, -125, -117, -110, -102, -95, -87, -80, -72, -65, -57, -50, -43, -36, -29, -21,
  -14, -7, 0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141, 149, 158, 166, 175, 184, 193, 202, 211, 220,
  230, 240, 251, 262, 273, 284, 296, 309, 322, 336, 351, 366, 383, 401, 422, 444, 470, 501, 538, 589, 677, 800,
];

/** The opponents' ratings and the game scores (1, ½, 0) of the games played against rated opponents. */
function ratedGames(ctx: TiebreakContext, player: PlayerView): { rating: number; points: number }[] {
  const games: { rating: number; points: number }[] = [];
  for (const r of player.rounds) {
    // C.07 10.1: played games only; an unrated opponent (rating 0) has no rating to average.
    if (r.kind !== 'game' || r.opponent === null) continue;
    const rating = ctx.players.get(r.opponent)?.rating ?? 0;
    if (rating > 0) games.push({ rating, points: gameScore(r) });
  }
  return games;
}

/** Rounds half up (x.5 → x + 1), as C.07 10.1 rounds ARO; a tiny epsilon absorbs binary noise. */
function roundHalfUp(x: number): number {
  return Math.floor(x + 0.5 + 1e-9);
}

/**
 * ARO (C.07 10.1): the average rating of the opponents in played games, rounded to the nearest
 * whole number (0.5 up); 0 with no rated opponent. Cut-n (AROC1) leaves out the n lowest-rated
 * opponents; an unrated opponent, already left out, counts as one of the cuts (TieBreakServer's
 * reading).
 */
export function averageRatingOfOpponents(ctx: TiebreakContext, player: PlayerView, lowCuts = 0): number {
  const games = ratedGames(ctx, player);
  const playedCount = player.rounds.filter((r) => r.kind === 'game' && r.opponent !== null).length;
  const unrated = playedCount - games.length;
  const cuts = Math.max(0, Math.min(lowCuts, ctx.rounds) - unrated);
  const ratings = games
    .map((g) => g.rating)
    .sort((a, b) => a - b)
    .slice(cuts);
  if (ratings.length === 0) return 0;
  return roundHalfUp(ratings.reduce((s, x) => s + x, 0) / ratings.length);
}

/**
 * TPR (C.07 10.2): ARO + dp, with dp from FIDE table 8.1(a) (`DP_BY_PERCENT`) for the fraction
 * of points scored in games against rated opponents, rounded to two decimals (half up); 0 with no
 * rated opponent. Unplayed games do not count.
 */
export function performanceRating(ctx: TiebreakContext, player: PlayerView): number {
  const games = ratedGames(ctx, player);
  if (games.length === 0) return 0;
  const points = games.reduce((s, g) => s + g.points, 0);
  const percent = Math.min(100, Math.max(0, roundHalfUp((100 * points) / games.length)));
  return averageRatingOfOpponents(ctx, player) + DP_BY_PERCENT[percent]!;
}
