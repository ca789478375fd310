import { err, ok, type Result } from '@flagfall/core';
import { pairBerger } from '../berger/pair.js';
import { pairDutch } from '../dutch/pair.js';
import { pairingState } from '../dutch/state.js';
import type { Pair, PairingError, RoundPairing } from '../model/pairing.js';
import type { Tournament } from '../model/tournament.js';
import { pairHasColours, recordedPairing } from './actual.js';
import { dutchViolations } from './dutch.js';

/**
 * One way a recorded round departs from the rules. `criterion` names the rule: 'C1'–'C21' (C.04.3
 * Article 2), '5.2.1'–'5.2.5' (colour allocation, C.04.3 Article 5.2), 'complete' (a player unpaired
 * or paired twice), 'C.05' (the Berger table), 'pairing' (not the prescribed pairing).
 */
export interface Violation {
  readonly criterion: string;
  /** The pairing numbers concerned (empty when the whole round is). */
  readonly players: readonly number[];
  /** A plain-English sentence an arbiter can read out. */
  readonly message: string;
}

/** The check of one recorded round against the pairing a system prescribes. */
export interface CheckReport {
  readonly round: number;
  readonly system: 'dutch' | 'berger';
  /** The pairing the system makes from the rounds before `round`. */
  readonly prescribed: RoundPairing;
  /** The pairing the file records for `round`. */
  readonly actual: RoundPairing;
  /** Empty exactly when the file's round is the prescribed pairing with the prescribed colours. */
  readonly violations: readonly Violation[];
}

/** Options of `checkRound`. */
export interface CheckOptions {
  /** Dutch: Baku acceleration (as `pairDutch`'s option). */
  readonly baku?: boolean;
  /** Berger: a double round robin (as `pairBerger`'s option). */
  readonly double?: boolean;
}

/**
 * Checks round `round` of `t` as recorded against `system`: re-pairs it from the rounds before it
 * (`pairDutch` or the Berger table), and lists every violation with its rule — for the Dutch
 * system the absolute criteria C1–C3, completeness, colours against Article 5.2, the first quality
 * criterion (C5–C21) on which the recorded pairing ranks below the prescribed one and in which
 * bracket, and the boards that differ from the prescribed pairing.
 * Errors: `bad-input` when `round` has no pairing recorded; the system's own errors (e.g.
 * `no-valid-pairing` when the rules allow no pairing at all for that round).
 */
export function checkRound(
  t: Tournament,
  round: number,
  system: 'dutch' | 'berger',
  options: CheckOptions = {},
): Result<CheckReport, PairingError> {
  const actual = recordedPairing(t, round);
  if (actual.pairs.length === 0 && actual.bye === null) {
    return err({ code: 'bad-input', message: `round ${round} has no pairing in the file` });
  }
  if (system === 'berger') {
    const prescribed = pairBerger(t, options.double === undefined ? { round } : { round, double: options.double });
    if (!prescribed.ok) return prescribed;
    return ok({ round, system, prescribed: prescribed.value, actual, violations: bergerViolations(t, prescribed.value, actual) });
  }
  const dutchOptions = options.baku === true ? { round, baku: true } : { round };
  const prescribed = pairDutch(t, dutchOptions);
  if (!prescribed.ok) return prescribed;
  const state = pairingState(t, round, options.baku === true ? { baku: true } : {});
  if (!state.ok) return state;
  const hasColours = (p: Pair): boolean => pairHasColours(t, round, p);
  const violations = dutchViolations(state.value, prescribed.value, actual, hasColours);
  return ok({ round, system, prescribed: prescribed.value, actual, violations });
}

const pairKey = (a: number, b: number): string => (a < b ? `${a}-${b}` : `${b}-${a}`);

/** The Berger table is fixed: every board must be the table's, with the table's colours (C.05 Annex 1). */
function bergerViolations(t: Tournament, prescribed: RoundPairing, actual: RoundPairing): Violation[] {
  const out: Violation[] = [];
  const recorded = new Map(actual.pairs.map((p) => [pairKey(p.white, p.black), p]));
  prescribed.pairs.forEach((p, i) => {
    const found = recorded.get(pairKey(p.white, p.black));
    if (found === undefined) {
      out.push({
        criterion: 'C.05',
        players: [p.white, p.black],
        message: `board ${i + 1} of the Berger table, ${p.white}–${p.black}, is not in the file`,
      });
    } else if (found.white !== p.white && pairHasColours(t, actual.round, found)) {
      out.push({
        criterion: 'C.05',
        players: [p.white, p.black],
        message: `board ${i + 1}: the Berger table gives White to ${p.white}, the file to ${p.black}`,
      });
    }
  });
  const table = new Set(prescribed.pairs.map((p) => pairKey(p.white, p.black)));
  for (const p of actual.pairs) {
    if (!table.has(pairKey(p.white, p.black))) {
      out.push({
        criterion: 'C.05',
        players: [p.white, p.black],
        message: `the file pairs ${p.white}–${p.black}, which the Berger table does not in round ${actual.round}`,
      });
    }
  }
  if (prescribed.bye !== actual.bye) {
    out.push({
      criterion: 'C.05',
      players: [prescribed.bye, actual.bye].filter((x): x is number => x !== null),
      message:
        prescribed.bye === null
          ? `the file gives player ${actual.bye} a bye; the Berger table has none this round`
          : `the Berger table gives player ${prescribed.bye} the free round; the file ${actual.bye === null ? 'gives it to nobody' : `gives it to ${actual.bye}`}`,
    });
  }
  return out;
}
