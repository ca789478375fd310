import type { PlayerView, TiebreakContext } from './context.js';
import { cutSum, type Term } from './modifiers.js';

/**
 * The terms of a player's Buchholz (C.07 8.1) or Sonneborn-Berger (9.1), one per round:
 * - a game played: the opponent's adjusted score (16.3);
 * - Swiss, any other round (forfeits, byes, absences): a "dummy opponent" whose score is the
 *   player's own score (16.4), so the round neither helps nor hurts; SB multiplies it by the
 *   points the round scored;
 * - round robin: a forfeit counts as a game against the scheduled opponent; a round without an
 *   opponent (the bye of an odd field) has no term.
 */
export function oppositionTerms(ctx: TiebreakContext, player: PlayerView, kind: 'BH' | 'SB'): Term[] {
  const terms: Term[] = [];
  for (const r of player.rounds) {
    const asPlayed = r.kind === 'game' || (ctx.system === 'round-robin' && r.opponent !== null);
    let score: number;
    if (asPlayed && r.opponent !== null) {
      // An opponent missing from the player list (a malformed file) counts as scoring nothing.
      score = ctx.players.get(r.opponent)?.adjustedScore ?? 0;
    } else if (ctx.system === 'swiss') {
      score = player.score;
    } else {
      continue;
    }
    const contribution = kind === 'BH' ? score : score * r.points;
    // A round counted as played is never cut as a VUR.
    terms.push({ round: r.round, score, contribution, vur: !asPlayed && r.vur });
  }
  return terms;
}

/** Buchholz (C.07 8.1) with Cut/Median modifiers (14), unplayed rounds by article 16. */
export function buchholz(ctx: TiebreakContext, player: PlayerView, lowCuts = 0, highCuts = 0): number {
  return cutSum(oppositionTerms(ctx, player, 'BH'), lowCuts, highCuts, ctx.rounds);
}

/**
 * Sonneborn-Berger (C.07 9.1): Σ opponent's score × points scored against them, with modifiers
 * (14) cutting the opponents of least (most) score first; unplayed rounds by article 16.
 */
export function sonnebornBerger(ctx: TiebreakContext, player: PlayerView, lowCuts = 0, highCuts = 0): number {
  return cutSum(oppositionTerms(ctx, player, 'SB'), lowCuts, highCuts, ctx.rounds);
}
