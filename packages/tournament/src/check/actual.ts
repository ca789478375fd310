import type { Pair, RoundPairing } from '../model/pairing.js';
import type { Tournament } from '../model/tournament.js';

/**
 * The pairing of `round` as a tournament's round blocks record it: every pair with an opponent
 * (games and forfeits; White first, or the lower pairing number first when the blocks give no
 * colour), in order of the higher-placed player's pairing number, and the pairing-allocated bye
 * (`U`). Players absent by request (`H` `F` `Z`, `0000 -`) are in neither. A pair is listed once
 * even when only one of its two blocks names the other.
 */
export function recordedPairing(t: Tournament, round: number): RoundPairing {
  const pairs: Pair[] = [];
  const listed = new Set<number>();
  let bye: number | null = null;
  for (const p of t.players) {
    const e = p.rounds[round - 1];
    if (e === undefined) continue;
    if (e.result === 'U' && e.opponent === null) {
      bye = p.id;
      continue;
    }
    if (e.opponent === null || listed.has(p.id)) continue;
    const other = t.players.find((q) => q.id === e.opponent)?.rounds[round - 1];
    const white = e.color === 'b' || (e.color === '-' && other?.color === 'w') ? e.opponent : p.id;
    pairs.push({ white, black: white === p.id ? e.opponent : p.id });
    listed.add(p.id).add(e.opponent);
  }
  return { round, pairs, bye };
}

/** Whether a round block pair recorded colours (false for a forfeit written without them). */
export function pairHasColours(t: Tournament, round: number, pair: Pair): boolean {
  const e = t.players.find((p) => p.id === pair.white)?.rounds[round - 1];
  return e !== undefined && (e.color === 'w' || e.color === 'b');
}
