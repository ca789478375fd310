/**
 * Pairing a tournament's round from the Berger tables (C.05 Annex 1): the players' pairing numbers
 * are their places in the table.
 */
import { err, ok, type Result } from '@flagfall/core';
import type { PairingError, RoundPairing } from '../model/pairing.js';
import { playedRounds } from '../model/edit.js';
import type { Tournament } from '../model/tournament.js';
import { bergerRound, bergerRoundCount } from './table.js';

/** Options of `pairBerger`. */
export interface PairBergerOptions {
  /** The round to pair; default `playedRounds(t) + 1` (the round after the last one with a non-blank block). */
  readonly round?: number;
  /**
   * A double round robin. Default: true exactly when the tournament declares (`totalRounds`) twice
   * a single cycle's number of rounds.
   */
  readonly double?: boolean;
  /** Exchange the last two rounds of the first cycle of a double round robin (C.05 Annex 1); default true. */
  readonly swapLastTwo?: boolean;
}

/**
 * The given (or next) round of a round robin over the tournament's players, as the Berger table
 * prescribes it (boards in the printed order; with an odd field, the player the table pairs with the
 * dummy gets `bye`). The table is fixed in advance: results, withdrawals and requested byes do not
 * change it (an absent player's game is a forfeit, which the arbiter records).
 *
 * Errors: `bad-input` when the players are not numbered 1..n (n ≥ 2) or the round is not a positive
 * integer; `no-valid-pairing` when the round lies beyond the table (every pair has already met as
 * often as the format says).
 */
export function pairBerger(t: Tournament, options: PairBergerOptions = {}): Result<RoundPairing, PairingError> {
  const n = t.players.length;
  if (n < 2) return err({ code: 'bad-input', message: `a round robin needs at least 2 players, the file has ${n}` });
  for (let i = 0; i < n; i++) {
    const id = t.players[i]!.id;
    if (id !== i + 1) {
      return err({
        code: 'bad-input',
        message: `a round robin's players must be numbered 1..${n} (the Berger table's places); pairing number ${i + 1} is missing${id > i + 1 ? ` (found ${id})` : ''}`,
      });
    }
  }
  const round = options.round ?? playedRounds(t) + 1;
  if (!Number.isInteger(round) || round < 1) {
    return err({ code: 'bad-input', message: `round must be a positive integer, not ${round}` });
  }
  const single = bergerRoundCount(n);
  const double = options.double ?? t.totalRounds === 2 * single;
  const tableOptions = options.swapLastTwo === undefined ? { double } : { double, swapLastTwo: options.swapLastTwo };
  const total = bergerRoundCount(n, tableOptions);
  if (round > total) {
    return err({
      code: 'no-valid-pairing',
      round,
      message: `a ${double ? 'double' : 'single'} round robin of ${n} players has ${total} rounds; round ${round} is beyond the table`,
    });
  }
  return ok(bergerRound(n, round, tableOptions));
}
