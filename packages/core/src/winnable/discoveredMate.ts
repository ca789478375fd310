/**
 * Discovered mate of White (a stop-mask rule, stopMasks.ts): a steady black piece X that stands
 * on a line between White's steady king and a steady black line piece S (the other squares
 * between them never held by any piece) uncovers check whenever it leaves that line. If White
 * then has no answer — the king cannot step anywhere, S cannot be taken, nothing can be put
 * between — White is mated (FIDE 5.1.2: the game is over, White never mates), so in a
 * continuation that ends with White mating X never leaves the line.
 *
 * Soundness, by the "first move that breaks the assumptions" argument of reach.ts: just before
 * X's move every steady piece is on its square and every other piece inside its squares. After
 * it, S gives check (the line holds only X's vacated square and squares no piece stands on), and:
 * - the king's neighbours are White steady pieces (X never lands there: those are left out of
 *   the mask), squares on the line (still attacked by S, through the king's old square too), or
 *   squares a steady black piece other than X attacks without a line (nothing can block that);
 * - no White piece but the king can attack S or a square of the line, not even through X's
 *   vacated square (only the line itself passes through it, and the king and S close it), and no
 *   White pawn can push onto the line; the king takes S only when S is next to it, unguarded.
 * X's own destination can only add to the check. An en-passant reply takes X, not S.
 */
import { BISHOP, KING, QUEEN, ROOK } from '../board/constants.js';
import { KING_HI, KING_LO, OUT, SQ_HI, SQ_LO, has, step } from './bitboard.js';
import type { Reach } from './reach.js';

/**
 * The squares steady black piece i never moves to because leaving its line uncovers a mate of
 * White's steady king on w (lo into OUT[0], hi into OUT[1]; both 0 when the rule does not apply).
 * `gLo/gHi`: the squares steady black pieces other than i (and Black's steady king) attack
 * without a line.
 */
export function discoveredMateStops(r: Reach, i: number, w: number, gLo: number, gHi: number): void {
  const found = stops(r, i, w, gLo, gHi);
  OUT[0] = found ? MASK[0]! : 0;
  OUT[1] = found ? MASK[1]! : 0;
}

const MASK = new Int32Array(2);

function stops(r: Reach, i: number, w: number, gLo: number, gHi: number): boolean {
  const x = r.square[i]!;
  const df = Math.sign((x & 7) - (w & 7));
  const dr = Math.sign((x >> 3) - (w >> 3));
  const fileGap = Math.abs((x & 7) - (w & 7));
  const rankGap = Math.abs((x >> 3) - (w >> 3));
  if (fileGap !== 0 && rankGap !== 0 && fileGap !== rankGap) return false;
  const diagonal = df !== 0 && dr !== 0;
  // Cheap first: the next steady piece beyond X must be a black line piece of the right kind.
  if (!shieldsFromSlider(r, w, x, df, dr, diagonal)) return false;
  // Squares a piece may ever stand on, other than steady ones, and where White pawns may push to.
  let anyLo = r.occLo[0]! | r.occLo[1]!;
  let anyHi = r.occHi[0]! | r.occHi[1]!;
  for (let c = 0; c < 2; c++) {
    const k = r.king[c]!;
    if (k >= 0 && !r.steady[k]) {
      anyLo |= r.reachLo[k]!;
      anyHi |= r.reachHi[k]!;
    }
  }
  let pawnLo = 0;
  let pawnHi = 0;
  for (let j = 0; j < r.count; j++) {
    if (r.color[j] !== 0 || r.role[j] !== 1) continue;
    pawnLo |= r.reachLo[j]!;
    pawnHi |= r.reachHi[j]!;
  }
  step(pawnLo, pawnHi, 0);
  // Single and double steps (a superset: every step from a pawn's square or the square ahead).
  step(pawnLo | OUT[0]!, pawnHi | OUT[1]!, 0);
  const pushLo = OUT[0]!;
  const pushHi = OUT[1]!;
  const wLo = r.chkLo[0]!;
  const wHi = r.chkHi[0]!;
  // Walk the line from the king: X, then squares no piece stands on, then S.
  let lineLo = 0;
  let lineHi = 0;
  let passed = false;
  let s = -1;
  for (let f = (w & 7) + df, rk = (w >> 3) + dr; f >= 0 && f < 8 && rk >= 0 && rk < 8; f += df, rk += dr) {
    const t = rk * 8 + f;
    if (t === x) passed = true;
    else if (has(r.steadyLo, r.steadyHi, t)) {
      if (passed) s = t;
      break;
    } else if (has(anyLo, anyHi, t)) return false;
    // White interposes on the line (X's square included).
    if (has(wLo, wHi, t) || has(pushLo, pushHi, t)) return false;
    lineLo |= SQ_LO[t]!;
    lineHi |= SQ_HI[t]!;
  }
  if (s < 0 || !isBlackSlider(r, s, diagonal)) return false;
  if (has(wLo, wHi, s)) return false;
  const adjacentS = has(KING_LO[w]!, KING_HI[w]!, s);
  if (adjacentS && !has(gLo, gHi, s)) return false;
  // The square behind the king on the line is attacked through the king's old square.
  const bf = (w & 7) - df;
  const br = (w >> 3) - dr;
  if (bf >= 0 && bf < 8 && br >= 0 && br < 8) {
    lineLo |= SQ_LO[br * 8 + bf]!;
    lineHi |= SQ_HI[br * 8 + bf]!;
  }
  // Every neighbour: on the line, guarded without X, or a White steady piece (X never lands there).
  const whiteLo = r.steadyColorLo[0]!;
  const whiteHi = r.steadyColorHi[0]!;
  const openLo = KING_LO[w]! & ~lineLo & ~gLo & ~whiteLo & ~SQ_LO[s]!;
  const openHi = KING_HI[w]! & ~lineHi & ~gHi & ~whiteHi & ~SQ_HI[s]!;
  if (openLo !== 0 || openHi !== 0) return false;
  MASK[0] = ~lineLo & ~(KING_LO[w]! & whiteLo & ~gLo);
  MASK[1] = ~lineHi & ~(KING_HI[w]! & whiteHi & ~gHi);
  return true;
}

/** Whether X on x is the first steady piece on the line from w (direction df, dr) and a steady black slider is the next. */
function shieldsFromSlider(r: Reach, w: number, x: number, df: number, dr: number, diagonal: boolean): boolean {
  let passed = false;
  for (let f = (w & 7) + df, rk = (w >> 3) + dr; f >= 0 && f < 8 && rk >= 0 && rk < 8; f += df, rk += dr) {
    const t = rk * 8 + f;
    if (t === x) passed = true;
    else if (has(r.steadyLo, r.steadyHi, t)) return passed && isBlackSlider(r, t, diagonal);
  }
  return false;
}

/** Whether a steady black piece on t slides along diagonals (or lines). */
function isBlackSlider(r: Reach, t: number, diagonal: boolean): boolean {
  for (let j = 0; j < r.count; j++) {
    if (r.square[j] !== t) continue;
    const role = r.role[j]!;
    if (r.color[j] !== 1 || !r.steady[j] || role === KING) return false;
    return role === QUEEN || role === (diagonal ? BISHOP : ROOK);
  }
  return false;
}
