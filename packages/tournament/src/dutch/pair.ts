import { err, ok, type Result } from '@flagfall/core';
import type { Pair, PairingError, RoundPairing } from '../model/pairing.js';
import type { Tournament } from '../model/tournament.js';
import { playedRoundsOf } from './rounds.js';
import { allocateColours, orderBoards } from './colour.js';
import { pairBrackets } from './brackets.js';
import { pairingState } from './state.js';

/** Options of {@link pairDutch}. */
export interface DutchOptions {
  /** The round to pair; default: the round after the last one with any block. */
  readonly round?: number;
  /** Apply Baku acceleration (on top of the file's accelerations). */
  readonly baku?: boolean;
}

/**
 * The pairing of one round by the FIDE Dutch system (C.04.3 approved 28/10/2025, applied from
 * 1 February 2026; C.04.1 basic rules), as bbpPairings v6.0.0 makes it: the pairs with their
 * colours in board order and the pairing-allocated bye. Rounds before `round` are the history;
 * players absent in `round` (a requested bye, a `0000` block) are not paired.
 * Fails with `no-valid-pairing` when no pairing satisfies the absolute criteria C1–C3 (with C2 for
 * the bye), `bad-input` for a round out of range.
 */
export function pairDutch(t: Tournament, options: DutchOptions = {}): Result<RoundPairing, PairingError> {
  const round = options.round ?? playedRoundsOf(t) + 1;
  const state = pairingState(t, round, options.baku === true ? { baku: true } : {});
  if (!state.ok) return state;
  const s = state.value;
  const matched = pairBrackets(s);
  if (matched === null)
    return err({
      code: 'no-valid-pairing',
      round,
      message: `round ${round}: no pairing of the ${s.players.length} players satisfies the absolute criteria (C1 no rematch, C2 bye, C3 colours)`,
    });
  const pairs: Pair[] = matched.pairs.map(([a, b]) => allocateColours(s.players[a]!, s.players[b]!, s.initialColour));
  return ok({
    round,
    pairs: orderBoards(pairs, s),
    bye: matched.bye === null ? null : s.players[matched.bye]!.id,
  });
}
