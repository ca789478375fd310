import type { Tournament } from '../model/tournament.js';

/**
 * The number of rounds already paired, as bbpPairings reads a file: the last round in which someone
 * took part in a pairing (a game, a forfeit, a pairing-allocated bye), or the round before the last
 * block of any kind — an absence written for a round (`0000 - Z`, a requested bye) marks that round
 * as the one to pair.
 */
export function playedRoundsOf(t: Tournament): number {
  let last = 0;
  for (const p of t.players)
    p.rounds.forEach((e, i) => {
      const paired = e.opponent !== null || e.result === 'U' || e.result === '+';
      last = Math.max(last, paired ? i + 1 : i);
    });
  return last;
}
