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
  let sLo = 0;
  let sHi = 0;
  let spLo = 0;
  let spHi = 0;
  const sc = r.steadyColorLo;
  const sch = r.steadyColorHi;
  sc[0] = sc[1] = sch[0] = sch[1] = 0;
  r.forbLo[0] = r.guardLo[0]!;
  r.forbLo[1] = r.guardLo[1]!;
  r.forbHi[0] = r.guardHi[0]!;
  r.forbHi[1] = r.guardHi[1]!;
  r.kingLo[0] = r.kingLo[1] = r.kingHi[0] = r.kingHi[1] = 0;
  for (let i = 0; i < r.count; i++) {
    if (!r.steady[i]) continue;
    const s = r.square[i]!;
    const c = r.color[i]!;
    sLo |= SQ_LO[s]!;
    sHi |= SQ_HI[s]!;
    sc[c] = sc[c]! | SQ_LO[s]!;
    sch[c] = sch[c]! | SQ_HI[s]!;
    if ((r.spare >>> i) & 1) {
      spLo |= SQ_LO[s]!;
      spHi |= SQ_HI[s]!;
    }
    const e = c ^ 1;
    switch (r.role[i]!) {
      case PAWN:
        r.forbLo[e] = r.forbLo[e]! | PAWN_LO[c * 64 + s]!;
        r.forbHi[e] = r.forbHi[e]! | PAWN_HI[c * 64 + s]!;
        break;
      case KNIGHT:
        r.forbLo[e] = r.forbLo[e]! | KNIGHT_LO[s]!;
        r.forbHi[e] = r.forbHi[e]! | KNIGHT_HI[s]!;
        break;
      case BISHOP:
        r.forbLo[e] = r.forbLo[e]! | DIAG_LO[s]!;
        r.forbHi[e] = r.forbHi[e]! | DIAG_HI[s]!;
        break;
      case ROOK:
        r.forbLo[e] = r.forbLo[e]! | ORTH_LO[s]!;
        r.forbHi[e] = r.forbHi[e]! | ORTH_HI[s]!;
        break;
      default: // queen, king
        r.forbLo[e] = r.forbLo[e]! | KING_LO[s]!;
        r.forbHi[e] = r.forbHi[e]! | KING_HI[s]!;
        if (r.role[i] === KING) {
          r.kingLo[c] = r.kingLo[c]! | SQ_LO[s]!;
          r.kingHi[c] = r.kingHi[c]! | SQ_HI[s]!;
        }
    }
  }
  r.steadyLo = sLo;
  r.steadyHi = sHi;
  r.spareLo = spLo;
  r.spareHi = spHi;
  r.wallLo[0] = r.wallLo[1] = r.wallHi[0] = r.wallHi[1] = 0;
  for (let i = 0; i < r.count; i++) {
    if (r.steady[i] || !r.locked[i]) continue;
    const e = r.color[i]! ^ 1;
    const s = r.square[i]!;
    r.wallLo[e] = r.wallLo[e]! | SQ_LO[s]!;
    r.wallHi[e] = r.wallHi[e]! | SQ_HI[s]!;
  }
}
