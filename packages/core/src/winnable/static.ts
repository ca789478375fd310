/**
 * The static proof that White (the normalized winner) can never mate: from the reachability
 * over-approximation (reach.ts), no square Black's king may ever stand on can be a mating
 * square — White can never attack it, or one of its neighbours can neither be attacked by
 * White nor be filled by a Black piece.
 */
import type { Position } from '../board/position.js';
import { KING_HI, KING_LO, lowBit } from './bitboard.js';
import { Reach } from './reach.js';

const reach = new Reach();

/** Whether White can never checkmate in `pos` by the static argument (sound; `pos` is not changed). */
export function staticallyUnwinnable(pos: Position): boolean {
  reach.compute(pos);
  return !someMatingSquare(reach);
}

/** Whether some square Black's king may reach could be a mating square in the over-approximation. */
export function someMatingSquare(r: Reach): boolean {
  const k = r.king[1]!;
  if (k < 0) return false;
  const aLo = r.attLo[0]!;
  const aHi = r.attHi[0]!;
  const coverLo = aLo | r.occLo[1]! | r.steadyColorLo[1]!;
  const coverHi = aHi | r.occHi[1]! | r.steadyColorHi[1]!;
  let lo = r.reachLo[k]! & aLo;
  let hi = r.reachHi[k]! & aHi;
  while (lo !== 0) {
    const s = lowBit(lo);
    lo &= lo - 1;
    if ((KING_LO[s]! & ~coverLo) === 0 && (KING_HI[s]! & ~coverHi) === 0) return true;
  }
  while (hi !== 0) {
    const s = lowBit(hi);
    hi &= hi - 1;
    if ((KING_LO[32 + s]! & ~coverLo) === 0 && (KING_HI[32 + s]! & ~coverHi) === 0) return true;
  }
  return false;
}
