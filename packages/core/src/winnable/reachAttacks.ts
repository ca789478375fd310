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
  const aLo = r.attLo;
  const aHi = r.attHi;
  const tLo = r.thrLo;
  const tHi = r.thrHi;
  aLo[0] = aLo[1] = aHi[0] = aHi[1] = 0;
  tLo[0] = tLo[1] = tHi[0] = tHi[1] = 0;
  const kLo = r.chkLo;
  const kHi = r.chkHi;
  kLo[0] = kLo[1] = kHi[0] = kHi[1] = 0;
  for (let i = 0; i < SLOTS; i++) {
    const role = r.role[i]!;
    if (role === 0) continue;
    const c = r.color[i]!;
    attacksOf(r, i);
    let xLo = OUT[0]!;
    let xHi = OUT[1]!;
    if (role === KING) {
      aLo[c] = aLo[c]! | xLo;
      aHi[c] = aHi[c]! | xHi;
      tLo[c] = tLo[c]! | (xLo & ~r.forbLo[c]!);
      tHi[c] = tHi[c]! | (xHi & ~r.forbHi[c]!);
      continue;
    }
    if (i < 32 && (r.capped >>> i) & 1) {
      xLo &= r.capLo[i]!;
      xHi &= r.capHi[i]!;
    }
    aLo[c] = aLo[c]! | xLo;
    aHi[c] = aHi[c]! | xHi;
    tLo[c] = tLo[c]! | (xLo & ~r.stopLo[i]!);
    tHi[c] = tHi[c]! | (xHi & ~r.stopHi[i]!);
    kLo[c] = kLo[c]! | xLo;
    kHi[c] = kHi[c]! | xHi;
  }
  // Against White's last piece, Black never captures (stopMasks.ts).
  if (r.lastPiece) tLo[1] = tHi[1] = 0;
}

/** The squares piece i may ever attack from its squares (lines stop at steady pieces), into OUT. */
export function attacksOf(r: Reach, i: number): void {
  const role = r.role[i]!;
  const c = r.color[i]!;
  const lo = r.reachLo[i]!;
  const hi = r.reachHi[i]!;
  if (r.steady[i] && (role === PAWN || role === KNIGHT || role === KING)) {
    // A steady piece stands on its one square: the tables.
    const s = r.square[i]!;
    OUT[0] = role === PAWN ? PAWN_LO[c * 64 + s]! : role === KNIGHT ? KNIGHT_LO[s]! : KING_LO[s]!;
    OUT[1] = role === PAWN ? PAWN_HI[c * 64 + s]! : role === KNIGHT ? KNIGHT_HI[s]! : KING_HI[s]!;
    return;
  }
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
