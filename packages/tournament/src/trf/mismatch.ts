/** Checking the points column of `001` records against the round blocks. */
import { pointsOf, scoreOf } from '../model/points.js';
import type { Tournament } from '../model/tournament.js';

/** A player whose points column agrees with no reading of his results. */
export interface PointsMismatch {
  readonly player: number;
  /** The points column as written. */
  readonly written: number;
  /** The score of his round blocks under the tournament's point system. */
  readonly computed: number;
}

/**
 * Players whose written points equal neither the score of their round blocks nor that score plus
 * the byes requested (`240`/`XXZ`) for rounds after their last block: files may count a
 * pre-declared bye for the round about to be paired or not (bbpPairings accepts both). Empty when
 * every points column is right.
 */
export function pointsMismatches(t: Tournament): PointsMismatch[] {
  const mismatches: PointsMismatch[] = [];
  for (const p of t.players) {
    const computed = scoreOf(p, t.pointSystem);
    let withByes = computed;
    for (const b of t.requestedByes) {
      if (b.round > p.rounds.length && b.players.includes(p.id)) withByes += pointsOf(b.kind, t.pointSystem);
    }
    if (!close(p.points, computed) && !close(p.points, withByes)) mismatches.push({ player: p.id, written: p.points, computed });
  }
  return mismatches;
}

/** Equal up to the rounding of a one-decimal column. */
function close(a: number, b: number): boolean {
  return Math.abs(a - b) < 1e-9;
}
