/**
 * Squares a king never enters, read off the reachability state itself (reach.ts): those a
 * sealed enemy group always attacks (groups.ts), and those next to every square the enemy king
 * may stand on (kings never stand side by side, FIDE 3.8.1, so the king is never there).
 *
 * Soundness of both, by the "first move that breaks the assumptions" argument of reach.ts: just
 * before a king's move onto such a square, every piece stands inside its squares, so the square
 * is attacked (by the group, or by the enemy king standing next to it) and the move is illegal.
 * They depend on the squares found so far, which only grow, so they only shrink; the fixpoint
 * loops until they no longer change, so its final squares are closed under the final guards.
 */
import { KING_HI, KING_LO, SQ_HI, SQ_LO, lowBit } from './bitboard.js';
import { ATT, groupGuards } from './groups.js';
import type { Reach } from './reach.js';

/**
 * Recomputes `r.guardLo/guardHi[k]`, the squares colour k's king never enters by these rules;
 * true when they changed.
 */
export function updateReachGuards(r: Reach): boolean {
  let changed = false;
  for (let k = 0; k < 2; k++) {
    groupGuards(r, k ^ 1);
    let lo = ATT[0]!;
    let hi = ATT[1]!;
    const e = r.king[k ^ 1]!;
    if (e >= 0 && !r.steady[e]) {
      kingApart(r.reachLo[e]!, r.reachHi[e]!);
      lo |= ATT[0]!;
      hi |= ATT[1]!;
    }
    if (r.guardLo[k] !== lo || r.guardHi[k] !== hi) {
      r.guardLo[k] = lo;
      r.guardHi[k] = hi;
      changed = true;
    }
  }
  return changed;
}

/** The squares next to (or on) every square of the set (lo, hi): a king there would touch the other king. Into ATT. */
function kingApart(lo: number, hi: number): void {
  let aLo = -1;
  let aHi = -1;
  for (let half = 0; half < 2 && (aLo | aHi) !== 0; half++) {
    let x = half === 0 ? lo : hi;
    while (x !== 0 && (aLo | aHi) !== 0) {
      const s = half * 32 + lowBit(x);
      x &= x - 1;
      aLo &= KING_LO[s]! | SQ_LO[s]!;
      aHi &= KING_HI[s]! | SQ_HI[s]!;
    }
  }
  ATT[0] = aLo;
  ATT[1] = aHi;
}
