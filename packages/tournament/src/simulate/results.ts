/** Game results drawn from the rating difference, for simulations. */
import type { Prng } from './prng.js';

/** A game's result as the simulator draws it (the `withResult` codes). */
export type SimulatedResult = '1-0' | '0-1' | '1/2-1/2' | '+/-' | '-/+' | '-/-';

/**
 * White's expected score against Black under the Elo model: 1 / (1 + 10^(−(white − black) / 400))
 * (FIDE B.02 8.1.2 uses the same logistic curve, tabulated). 0.5 for equal ratings; symmetric:
 * expectedScore(a, b) + expectedScore(b, a) = 1.
 */
export function expectedScore(whiteRating: number, blackRating: number): number {
  return 1 / (1 + 10 ** ((blackRating - whiteRating) / 400));
}

/** How results are drawn. Every rate is a probability in [0, 1]. */
export interface ResultRates {
  /** Chance that a game between equal players is drawn; scaled down as the expected score moves away from ½. */
  readonly drawRate: number;
  /** Chance that a game is not played: a forfeit (one side or, one time in ten, both). */
  readonly forfeitRate: number;
}

/**
 * Draws one result. First a forfeit with probability `forfeitRate` (one time in ten a double
 * forfeit `-/-`, otherwise either side absent with equal chance). Otherwise a draw with
 * probability `drawRate × (1 − |2E − 1|)`, E White's expected score, so games between very
 * different ratings are rarely drawn; otherwise White wins with probability chosen so that
 * White's mean score (wins + draws / 2) equals E whenever that is possible (it always is when the
 * draw chance is at most 2·min(E, 1 − E), which the formula guarantees).
 */
export function drawResult(whiteRating: number, blackRating: number, rates: ResultRates, prng: Prng): SimulatedResult {
  if (rates.forfeitRate > 0 && prng.nextFloat() < rates.forfeitRate) {
    if (prng.nextFloat() < 0.1) return '-/-';
    return prng.nextFloat() < 0.5 ? '+/-' : '-/+';
  }
  const e = expectedScore(whiteRating, blackRating);
  const draw = rates.drawRate * (1 - Math.abs(2 * e - 1));
  // Mean score = win + draw / 2 = e, so win = e − draw / 2 (≥ 0 because draw ≤ 2·min(e, 1 − e)).
  const win = e - draw / 2;
  const x = prng.nextFloat();
  if (x < win) return '1-0';
  if (x < win + draw) return '1/2-1/2';
  return '0-1';
}
