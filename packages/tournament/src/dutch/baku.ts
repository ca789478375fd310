import type { Tournament } from '../model/tournament.js';

/**
 * Baku acceleration (FIDE C.04.5.1 as bbpPairings applies it): the first half of the players by
 * pairing number (rounded up) get virtual points in the first rounds — a win's points in the first
 * quarter of the rounds, a draw's points until the middle — counted for pairing only.
 * Interpretation: the C.04.5.1 text on spp.fide.com rounds group GA up to the nearest EVEN number
 * (161 players → 82); bbpPairings v6.0.0, the endorsed reference, rounds up only to a whole
 * player (81). We follow the reference until FIDE's current text is confirmed (issue 14 note). Returns the
 * virtual points in tenths for player `id` when pairing round `round` (1-based).
 * Round indices (0-based): full acceleration while index <= floor(floor((R - 1) / 2) / 2), half
 * while index <= floor((R - 1) / 2), where R is the declared number of rounds.
 */
export function bakuAccelerationTenths(t: Tournament): (id: number, round: number) => number {
  const ids = t.players.map((p) => p.id).sort((a, b) => a - b);
  const acceleratedCount = Math.floor((ids.length - 1) / 2) + 1;
  const accelerated = new Set(ids.slice(0, acceleratedCount));
  const totalRounds = t.totalRounds ?? 0;
  const lastHalfIndex = Math.floor((totalRounds - 1) / 2);
  const lastFullIndex = Math.floor(lastHalfIndex / 2);
  const win = Math.round(t.pointSystem.win * 10);
  const draw = Math.round(t.pointSystem.draw * 10);
  return (id, round) => {
    if (!accelerated.has(id) || totalRounds === 0) return 0;
    const index = round - 1;
    return index <= lastFullIndex ? win : index <= lastHalfIndex ? draw : 0;
  };
}
