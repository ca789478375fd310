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

/**
 * FIDE Rating Regulations (B.02) table 8.1(b): the expected score (in hundredths) of the higher
 * rated player by rating difference: `[upper bound of the difference, score]`, 0–3 → 0.50 …
 * 620–735 → 0.99; above 735, 1.00 (published data).
 */
const EXPECTED_BY_DIFFERENCE: readonly (readonly [number, number])[] = [
  [3, 50],
  [10, 51],
  [17, 52],
  [25, 53],
  [32, 54],
  [39, 55],
  [46, 56],
  [53, 57],
  [61, 58],
  [68, 59],
  [76, 60],
  [83, 61],
  [91, 62],
  [98, 63],
  [106, 64],
  [113, 65],
  [121, 66],
  [129, 67],
  [137, 68],
  [145, 69],
  [153, 70],
  [162, 71],
  [170, 72],
  [179, 73],
  [188, 74],
  [197, 75],
  [206, 76],
  [215, 77],
  [225, 78],
  [235, 79],
  [245, 80],
  [256, 81],
  [267, 82],
  [278, 83],
  [290, 84],
  [302, 85],
  [315, 86],
  [328, 87],
  [344, 88],
  [357, 89],
  [374, 90],
  [391, 91],
  [411, 92],
  [432, 93],
  [456, 94],
  [484, 95],
  [517, 96],
  [559, 97],
  [619, 98],
  [735, 99],
];

/** The expected score, in hundredths, of a player rated `rating` against `opponent` (table 8.1(b)). */
export function expectedScoreHundredths(rating: number, opponent: number): number {
  const difference = Math.abs(rating - opponent);
  const row = EXPECTED_BY_DIFFERENCE.find(([upTo]) => difference <= upTo);
  const higher = row === undefined ? 100 : row[1];
  return rating >= opponent ? higher : 100 - higher;
}

/**
 * PTP (C.07 10.3): the lowest rating R whose expected score against the opponents of the games
 * played against rated opponents (table 8.1(b), no 400-point limit) reaches the game score
 * obtained; a zero score gives the lowest opponent's rating − 800; 0 with no rated opponent.
 */
export function perfectPerformance(ctx: TiebreakContext, player: PlayerView): number {
  const games = ratedGames(ctx, player);
  if (games.length === 0) return 0;
  const ratings = games.map((g) => g.rating);
  const low = Math.min(...ratings) - 800;
  const target = Math.round(100 * games.reduce((s, g) => s + g.points, 0));
  if (target === 0) return low;
  const reaches = (r: number): boolean => ratings.reduce((s, x) => s + expectedScoreHundredths(r, x), 0) >= target;
  // The expected score never falls as R rises: binary search for the lowest R that reaches the score.
  let lo = low;
  let hi = Math.max(...ratings) + 800;
  if (!reaches(hi)) return hi;
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (reaches(mid)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
