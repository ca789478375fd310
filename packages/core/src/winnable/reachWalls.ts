/**
 * The walls of the reachability fixpoint (reach.ts), recomputed from the steady set: the
 * steady pieces' squares (all, by colour, and the `spare` ones), the squares colour c's king
 * can never stand on, and the squares pawns can never push onto.
 *
 * Kings never enter a square a steady enemy pawn, knight or adjacent piece attacks (nothing can
 * block those attacks), and so never capture there; nor a square the guards (reachGuards.ts)
 * keep them out of. A locked pawn (reach.ts) stays on its square for good, so enemy pawns never
 * push onto it.
 */
import { BISHOP, KING, KNIGHT, PAWN, ROOK } from '../board/constants.js';
import { DIAG_HI, DIAG_LO, KING_HI, KING_LO, KNIGHT_HI, KNIGHT_LO, ORTH_HI, ORTH_LO, PAWN_HI, PAWN_LO, SQ_HI, SQ_LO } from './bitboard.js';
import type { Reach } from './reach.js';

/**
 * Sets `r.steadyLo/Hi`, `steadyColorLo/Hi`, `spareLo/Hi`, `kingLo/Hi` (steady kings), `forbLo/Hi`
 * (the guards plus the squares steady pieces attack without a line, for the enemy king) and
 * `wallLo/Hi` (the squares of locked enemy pawns) from the current steady and locked pieces.
 */
export function computeWalls(r: Reach): void {
  // Gathered in locals, colour by colour (typed-array updates dominated this loop).
  let sLo = 0;
  let sHi = 0;
  let spLo = 0;
  let spHi = 0;
  let s0Lo = 0;
  let s0Hi = 0;
  let s1Lo = 0;
  let s1Hi = 0;
  // Squares each colour's king may never stand on: the guards, then what steady enemies attack.
  let f0Lo = r.guardLo[0]!;
  let f0Hi = r.guardHi[0]!;
  let f1Lo = r.guardLo[1]!;
  let f1Hi = r.guardHi[1]!;
  let k0Lo = 0;
  let k0Hi = 0;
  let k1Lo = 0;
  let k1Hi = 0;
  let w0Lo = 0;
  let w0Hi = 0;
  let w1Lo = 0;
  let w1Hi = 0;
  for (let i = 0; i < r.count; i++) {
    const s = r.square[i]!;
    const c = r.color[i]!;
    if (!r.steady[i]) {
      // A mobile locked pawn walls the enemy's pushes on its square.
      if (!r.locked[i]) continue;
      if (c === 0) {
        w1Lo |= SQ_LO[s]!;
        w1Hi |= SQ_HI[s]!;
      } else {
        w0Lo |= SQ_LO[s]!;
        w0Hi |= SQ_HI[s]!;
      }
      continue;
    }
    const qLo = SQ_LO[s]!;
    const qHi = SQ_HI[s]!;
    sLo |= qLo;
    sHi |= qHi;
    if ((r.spare >>> i) & 1) {
      spLo |= qLo;
      spHi |= qHi;
    }
    const role = r.role[i]!;
    let aLo: number;
    let aHi: number;
    switch (role) {
      case PAWN:
        aLo = PAWN_LO[c * 64 + s]!;
        aHi = PAWN_HI[c * 64 + s]!;
        break;
      case KNIGHT:
        aLo = KNIGHT_LO[s]!;
        aHi = KNIGHT_HI[s]!;
        break;
      case BISHOP:
        aLo = DIAG_LO[s]!;
        aHi = DIAG_HI[s]!;
        break;
      case ROOK:
        aLo = ORTH_LO[s]!;
        aHi = ORTH_HI[s]!;
        break;
      default: // queen, king
        aLo = KING_LO[s]!;
        aHi = KING_HI[s]!;
    }
    if (c === 0) {
      s0Lo |= qLo;
      s0Hi |= qHi;
      f1Lo |= aLo;
      f1Hi |= aHi;
      if (role === KING) {
        k0Lo |= qLo;
        k0Hi |= qHi;
      }
    } else {
      s1Lo |= qLo;
      s1Hi |= qHi;
      f0Lo |= aLo;
      f0Hi |= aHi;
      if (role === KING) {
        k1Lo |= qLo;
        k1Hi |= qHi;
      }
    }
  }
  r.steadyLo = sLo;
  r.steadyHi = sHi;
  r.spareLo = spLo;
  r.spareHi = spHi;
  r.steadyColorLo[0] = s0Lo;
  r.steadyColorHi[0] = s0Hi;
  r.steadyColorLo[1] = s1Lo;
  r.steadyColorHi[1] = s1Hi;
  r.forbLo[0] = f0Lo;
  r.forbHi[0] = f0Hi;
  r.forbLo[1] = f1Lo;
  r.forbHi[1] = f1Hi;
  r.kingLo[0] = k0Lo;
  r.kingHi[0] = k0Hi;
  r.kingLo[1] = k1Lo;
  r.kingHi[1] = k1Hi;
  r.wallLo[0] = w0Lo;
  r.wallHi[0] = w0Hi;
  r.wallLo[1] = w1Lo;
  r.wallHi[1] = w1Hi;
}
