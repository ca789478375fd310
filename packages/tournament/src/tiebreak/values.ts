import type { PlayerView, TiebreakContext } from './context.js';
import { blackGames, blackWins, gamesWon, koya, progressiveScores, wins } from './counts.js';
import { buchholz, sonnebornBerger } from './opposition.js';
import { averageRatingOfOpponents, perfectPerformance, performanceRating } from './rating.js';
import type { TiebreakSpec } from './spec.js';

/**
 * The value of one tie-break for one player, higher is better. DE has no value of its own (it
 * depends on who is tied): `standings` computes it per tied group, and this returns 0 for it.
 */
export function tiebreakValue(ctx: TiebreakContext, spec: TiebreakSpec, player: PlayerView): number {
  switch (spec.name) {
    case 'DE':
      return 0;
    case 'WIN':
      return wins(ctx, player);
    case 'WON':
      return gamesWon(player);
    case 'BPG':
      return blackGames(player);
    case 'BWG':
      return blackWins(player);
    case 'PS':
      return progressiveScores(player, spec.lowCuts);
    case 'BH':
      return buchholz(ctx, player, spec.lowCuts, spec.highCuts);
    case 'SB':
      return sonnebornBerger(ctx, player, spec.lowCuts, spec.highCuts);
    case 'KS':
      return koya(ctx, player);
    case 'ARO':
      return averageRatingOfOpponents(ctx, player, spec.lowCuts);
    case 'TPR':
      return performanceRating(ctx, player);
    case 'PTP':
      return perfectPerformance(ctx, player);
  }
}
