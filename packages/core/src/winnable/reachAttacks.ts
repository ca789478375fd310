/**
 * The attack sets of the reachability fixpoint (reach.ts), from every piece's squares: what
 * each colour may ever attack, capture on and give check from. Lines stop at steady pieces
 * (mobile pieces may have moved away). The fixpoint (reach.ts) releases a steady piece the enemy
 * may capture; the case split (caseSplit.ts) reads single pieces' attacks (`Reach.attacksOf`).
 */
import { BISHOP, KING, KNIGHT, PAWN, ROOK } from '../board/constants.js';
import {
  ATTACK,
  KING_HI,
  KING_LO,
  KNIGHT_HI,
  KNIGHT_LO,
  OUT,
  PAWN_HI,
  PAWN_LO,
  kingStep,
  knightStep,
  pawnStep,
  slide,
} from './bitboard.js';
import type { Reach } from './reach.js';

// Module-local copies of reach.ts's slot layout: plain constants keep the hot loops
// free of imported-binding loads (about 1% per call on lichess.txt).
/** Piece slots (reach.ts): 32 board pieces and the two promoted pieces. */
const SLOTS = 34;
/** Role code of a promoted piece (reachGrowth.ts): it moves as a queen and a knight. */
const PROMOTED = 7;

/**
 * Sets `r.attLo/Hi`, `thrLo/Hi` and `chkLo/Hi`: the squares each colour may ever attack, capture
 * on (a king not where it is forbidden, a piece not where it is stopped; Black nowhere against
 * White's last piece) and attack with a piece other than its king. Capped pieces (caseSplit.ts)
 * attack only their cap.
 */
export function computeAttacks(r: Reach): void {
  // The six sets per colour are gathered in locals (typed-array updates cost a tenth of the fixpoint).
  let a0Lo = 0;
  let a0Hi = 0;
  let a1Lo = 0;
  let a1Hi = 0;
  let t0Lo = 0;
  let t0Hi = 0;
  let t1Lo = 0;
  let t1Hi = 0;
  let k0Lo = 0;
  let k0Hi = 0;
  let k1Lo = 0;
  let k1Hi = 0;
  for (let i = 0; i < SLOTS; i++) {
    const role = r.role[i]!;
    if (role === 0) continue;
    const c = r.color[i]!;
    let xLo: number;
    let xHi: number;
    if (r.steady[i] && (role === PAWN || role === KNIGHT || role === KING)) {
      // A steady piece stands on its one square: the tables (most pieces of a blocked position).
      const s = r.square[i]!;
      xLo = role === PAWN ? PAWN_LO[c * 64 + s]! : role === KNIGHT ? KNIGHT_LO[s]! : KING_LO[s]!;
      xHi = role === PAWN ? PAWN_HI[c * 64 + s]! : role === KNIGHT ? KNIGHT_HI[s]! : KING_HI[s]!;
    } else {
      attacksOf(r, i);
      xLo = OUT[0]!;
      xHi = OUT[1]!;
    }
    // Threats (captures) and checks: a king captures off its forbidden squares and never checks.
    let thLo: number;
    let thHi: number;
    let ckLo = 0;
    let ckHi = 0;
    if (role === KING) {
      thLo = xLo & ~r.forbLo[c]!;
      thHi = xHi & ~r.forbHi[c]!;
    } else {
      if (i < 32 && (r.capped >>> i) & 1) {
        xLo &= r.capLo[i]!;
        xHi &= r.capHi[i]!;
      }
      thLo = xLo & ~r.stopLo[i]!;
      thHi = xHi & ~r.stopHi[i]!;
      ckLo = xLo;
      ckHi = xHi;
    }
    if (c === 0) {
      a0Lo |= xLo;
      a0Hi |= xHi;
      t0Lo |= thLo;
      t0Hi |= thHi;
      k0Lo |= ckLo;
      k0Hi |= ckHi;
    } else {
      a1Lo |= xLo;
      a1Hi |= xHi;
      t1Lo |= thLo;
      t1Hi |= thHi;
      k1Lo |= ckLo;
      k1Hi |= ckHi;
    }
  }
  r.attLo[0] = a0Lo;
  r.attHi[0] = a0Hi;
  r.attLo[1] = a1Lo;
  r.attHi[1] = a1Hi;
  r.thrLo[0] = t0Lo;
  r.thrHi[0] = t0Hi;
  // Against White's last piece, Black never captures (stopMasks.ts).
  r.thrLo[1] = r.lastPiece ? 0 : t1Lo;
  r.thrHi[1] = r.lastPiece ? 0 : t1Hi;
  r.chkLo[0] = k0Lo;
  r.chkHi[0] = k0Hi;
  r.chkLo[1] = k1Lo;
  r.chkHi[1] = k1Hi;
}

/** The squares piece i may ever attack from its squares (lines stop at steady pieces), into OUT. */
export function attacksOf(r: Reach, i: number): void {
  const role = r.role[i]!;
  const c = r.color[i]!;
  const lo = r.reachLo[i]!;
  const hi = r.reachHi[i]!;
  if (role === PAWN) return pawnStep(lo, hi, c);
  if (role === KNIGHT) return knightStep(lo, hi);
  if (role === KING) return kingStep(lo, hi);
  let xLo = 0;
  let xHi = 0;
  if (role === PROMOTED) {
    knightStep(lo, hi);
    xLo = OUT[0]!;
    xHi = OUT[1]!;
  }
  const eLo = ~r.steadyLo;
  const eHi = ~r.steadyHi;
  const d0 = role === BISHOP ? 4 : 0;
  const d1 = role === ROOK ? 4 : 8;
  for (let d = d0; d < d1; d++) {
    slide(lo, hi, d, eLo, eHi);
    xLo |= ATTACK[0]!;
    xHi |= ATTACK[1]!;
  }
  OUT[0] = xLo;
  OUT[1] = xHi;
}
