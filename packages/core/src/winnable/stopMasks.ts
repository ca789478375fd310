/**
 * Moves that would end the game at once without White mating, so they never occur in a
 * continuation that ends in White's mate: the reachability fixpoint (reach.ts) leaves them out.
 * `r.stopLo/stopHi[i]` holds the squares piece i never moves to (nor captures on). The masks
 * are recomputed after every round of the fixpoint and only shrink (the steady set only
 * shrinks, reach and attacks only grow), so the final state is closed under every rule, and
 * the "first move that breaks the assumptions" argument of reach.ts covers them: just before
 * that move every piece is inside its computed squares and every steady piece in place.
 *
 * - Mate of White (FIDE 5.1.2, the game is over): a black piece X giving check to White's
 *   steady king from a square t that no White piece can ever attack (not even through X's
 *   vacated square), where every neighbour of the king is its own steady piece or attacked by
 *   a steady black piece other than X, or by X itself from t with a jump or a step (so the
 *   king neither moves nor takes on t), by a knight or from next to the king (a check that
 *   cannot be blocked).
 * - When White has a single piece besides the king (it never gets another: a promotion
 *   replaces the pawn), a Black capture leaves White a bare king, which can never mate
 *   (FIDE 6.9), so Black never captures (`lastPiece`, reach.ts). Then that piece never stops
 *   next to Black's steady king walled in by its own steady pieces and White's steady king,
 *   giving check from a square where Black can legally take it (a steady black piece attacks
 *   it, or White's king can never defend it): every reply would be a capture — the king has
 *   no other move and an adjacent check cannot be blocked.
 * - A discovered check White could not answer (discoveredMate.ts).
 */
import { BISHOP, KING, KNIGHT, PAWN, QUEEN, ROOK, WHITE } from '../board/constants.js';
import {
  DIAG_HI,
  DIAG_LO,
  KING_HI,
  KING_LO,
  KNIGHT_HI,
  KNIGHT_LO,
  ORTH_HI,
  ORTH_LO,
  OUT,
  PAWN_HI,
  PAWN_LO,
  SQ_HI,
  SQ_LO,
  has,
  lowBit,
  step,
} from './bitboard.js';
import { discoveredMateStops } from './discoveredMate.js';
import { PROMO, type Reach } from './reach.js';

/** Squares a piece of colour c and `role` on s attacks without a line (adjacent for sliders), into OUT. */
function nearAttacks(c: number, role: number, s: number): void {
  switch (role) {
    case PAWN:
      OUT[0] = PAWN_LO[c * 64 + s]!;
      OUT[1] = PAWN_HI[c * 64 + s]!;
      return;
    case KNIGHT:
      OUT[0] = KNIGHT_LO[s]!;
      OUT[1] = KNIGHT_HI[s]!;
      return;
    case BISHOP:
      OUT[0] = DIAG_LO[s]!;
      OUT[1] = DIAG_HI[s]!;
      return;
    case ROOK:
      OUT[0] = ORTH_LO[s]!;
      OUT[1] = ORTH_HI[s]!;
      return;
    default: // queen, king
      OUT[0] = KING_LO[s]!;
      OUT[1] = KING_HI[s]!;
  }
}

/** Squares Black's steady non-king pieces attack at least once (A1) and at least twice (A2). */
const A = new Int32Array(4);
function blackGuards(r: Reach): void {
  let a1Lo = 0;
  let a1Hi = 0;
  let a2Lo = 0;
  let a2Hi = 0;
  for (let i = 0; i < r.count; i++) {
    if (!r.steady[i] || r.color[i] !== 1 || r.role[i] === KING) continue;
    nearAttacks(1, r.role[i]!, r.square[i]!);
    a2Lo |= a1Lo & OUT[0]!;
    a2Hi |= a1Hi & OUT[1]!;
    a1Lo |= OUT[0]!;
    a1Hi |= OUT[1]!;
  }
  A[0] = a1Lo;
  A[1] = a1Hi;
  A[2] = a2Lo;
  A[3] = a2Hi;
}

/** Recomputes the stop masks; true when one changed. */
export function updateStopMasks(r: Reach): boolean {
  let changed = false;
  const set = (i: number, lo: number, hi: number): void => {
    if (r.stopLo[i] !== lo || r.stopHi[i] !== hi) {
      r.stopLo[i] = lo;
      r.stopHi[i] = hi;
      changed = true;
    }
  };
  blackGuards(r);
  const wk = r.king[0]!;
  const bk = r.king[1]!;
  const wSteady = wk >= 0 && r.steady[wk] === 1;
  const bSteady = bk >= 0 && r.steady[bk] === 1;
  const w = wSteady ? r.square[wk]! : -1;
  const b = bSteady ? r.square[bk]! : -1;
  // Squares Black's steady king guards.
  const kbLo = bSteady ? KING_LO[b]! : 0;
  const kbHi = bSteady ? KING_HI[b]! : 0;
  const lastB = r.lastPiece && bSteady && wSteady ? walledBlack(r, b, w) : false;
  for (let i = 0; i < r.count; i++) {
    const role = r.role[i]!;
    if (role === KING) continue;
    if (r.color[i] === WHITE) {
      set(i, lastB ? lastPieceStops(r, role, b) : 0, lastB ? LP[1]! : 0);
      continue;
    }
    if (!wSteady) {
      set(i, 0, 0);
      continue;
    }
    // Black's guards other than piece i (and its king).
    let gLo = A[0]!;
    let gHi = A[1]!;
    if (r.steady[i]) {
      nearAttacks(1, role, r.square[i]!);
      gLo = A[2]! | (A[0]! & ~OUT[0]!);
      gHi = A[3]! | (A[1]! & ~OUT[1]!);
    }
    gLo |= kbLo;
    gHi |= kbHi;
    // The king's neighbours: its own steady pieces or guarded without i — or by i itself from
    // the checking square (filtered below: a jump or a step, which nothing can block).
    const unLo = KING_LO[w]! & ~r.steadyColorLo[0]! & ~gLo;
    const unHi = KING_HI[w]! & ~r.steadyColorHi[0]! & ~gHi;
    // Checking squares: by a knight, or from next to the king where it cannot take.
    let cLo: number;
    let cHi: number;
    if (role === KNIGHT) {
      cLo = KNIGHT_LO[w]!;
      cHi = KNIGHT_HI[w]!;
    } else {
      // A black pawn on t attacks w: t is where a white pawn on w attacks.
      nearAttacks(0, role, w);
      cLo = OUT[0]! & gLo;
      cHi = OUT[1]! & gHi;
    }
    cLo &= ~r.chkLo[0]!;
    cHi &= ~r.chkHi[0]!;
    if ((unLo | unHi) !== 0) {
      selfCovering(role, cLo, cHi, unLo, unHi);
      cLo = OUT[0]!;
      cHi = OUT[1]!;
    }
    if (role === PAWN) {
      // An en-passant capture takes the pawn on the square it passed (behind t).
      step(r.chkLo[0]!, r.chkHi[0]!, 1);
      cLo &= ~OUT[0]!;
      cHi &= ~OUT[1]!;
    }
    if (r.steady[i] && role !== KNIGHT) dropUncovered(r, r.square[i]!, cLo, cHi);
    else {
      OUT[0] = cLo;
      OUT[1] = cHi;
    }
    if (!r.steady[i]) {
      set(i, OUT[0]!, OUT[1]!);
      continue;
    }
    // Leaving a line that shields White's king from a black line piece may mate White (discoveredMate.ts).
    const dLo = OUT[0]!;
    const dHi = OUT[1]!;
    discoveredMateStops(r, i, w, gLo, gHi);
    set(i, dLo | OUT[0]!, dHi | OUT[1]!);
  }
  for (let c = 0; c < 2; c++) set(PROMO + c, 0, 0);
  return changed;
}

/** The squares t of (lo, hi) from which a black piece of `role` attacks, without a line, all of (unLo, unHi); into OUT. */
function selfCovering(role: number, lo: number, hi: number, unLo: number, unHi: number): void {
  let rLo = 0;
  let rHi = 0;
  for (let half = 0; half < 2; half++) {
    let x = half === 0 ? lo : hi;
    while (x !== 0) {
      const t = half * 32 + lowBit(x);
      x &= x - 1;
      nearAttacks(1, role, t);
      if ((unLo & ~OUT[0]!) === 0 && (unHi & ~OUT[1]!) === 0) {
        rLo |= SQ_LO[t]!;
        rHi |= SQ_HI[t]!;
      }
    }
  }
  OUT[0] = rLo;
  OUT[1] = rHi;
}

/**
 * Removes from (lo, hi) the squares t that a White line piece could attack through s once the
 * steady piece on s leaves it (the attack sets treat s as a wall): some White slider of the
 * right kind may stand on the line from t through s, beyond s, with no steady piece between.
 * Result in OUT.
 */
function dropUncovered(r: Reach, s: number, lo: number, hi: number): void {
  let rLo = lo;
  let rHi = hi;
  for (let half = 0; half < 2; half++) {
    let x = half === 0 ? lo : hi;
    while (x !== 0) {
      const t = half * 32 + lowBit(x);
      x &= x - 1;
      const df = Math.sign((s & 7) - (t & 7));
      const dr = Math.sign((s >> 3) - (t >> 3));
      if (df === 0 && dr === 0) continue;
      // Only when s lies on a line from t.
      const fileGap = Math.abs((s & 7) - (t & 7));
      const rankGap = Math.abs((s >> 3) - (t >> 3));
      if (fileGap !== 0 && rankGap !== 0 && fileGap !== rankGap) continue;
      const diagonal = df !== 0 && dr !== 0;
      let open = false;
      for (let f = (s & 7) + df, rk = (s >> 3) + dr; f >= 0 && f < 8 && rk >= 0 && rk < 8; f += df, rk += dr) {
        const q = rk * 8 + f;
        if (whiteSliderMayStand(r, q, diagonal)) {
          open = true;
          break;
        }
        if (has(r.steadyLo, r.steadyHi, q)) break;
      }
      if (open) {
        rLo &= ~SQ_LO[t]!;
        rHi &= ~SQ_HI[t]!;
      }
    }
  }
  OUT[0] = rLo;
  OUT[1] = rHi;
}

/** Whether a White piece moving along diagonals (or lines) may stand on q. */
function whiteSliderMayStand(r: Reach, q: number, diagonal: boolean): boolean {
  for (let j = 0; j < PROMO + 2; j++) {
    const role = r.role[j]!;
    if (role === 0 || r.color[j] !== WHITE || role === KING || role === PAWN || role === KNIGHT) continue;
    const fits = role === QUEEN || role === 7 || role === (diagonal ? BISHOP : ROOK);
    if (fits && has(r.reachLo[j]!, r.reachHi[j]!, q)) return true;
  }
  return false;
}

/** Whether Black's steady king on b has every neighbour held by its own steady piece or next to White's steady king on w. */
function walledBlack(r: Reach, b: number, w: number): boolean {
  return (KING_LO[b]! & ~r.steadyColorLo[1]! & ~KING_LO[w]!) === 0 && (KING_HI[b]! & ~r.steadyColorHi[1]! & ~KING_HI[w]!) === 0;
}

const LP = new Int32Array(2);

/**
 * The squares next to Black's king b from which White's last piece of `role` would check it
 * where Black can legally take it (guarded by a steady black piece, or out of reach of
 * White's king). Returns the lo half; the hi half is in LP[1].
 */
function lastPieceStops(r: Reach, role: number, b: number): number {
  let lo: number;
  let hi: number;
  if (role === PAWN || role === BISHOP || role === ROOK || role === QUEEN) {
    // The squares from which a white piece of this role attacks b (a pawn: where a black pawn on b attacks).
    nearAttacks(role === PAWN ? 1 : 0, role, b);
    lo = OUT[0]!;
    hi = OUT[1]!;
  } else {
    LP[1] = 0;
    return 0;
  }
  const wk = r.king[0]!;
  const wLo = r.reachLo[wk]!;
  const wHi = r.reachHi[wk]!;
  let rLo = lo & A[0]!;
  let rHi = hi & A[1]!;
  for (let half = 0; half < 2; half++) {
    let x = half === 0 ? lo & ~A[0]! : hi & ~A[1]!;
    while (x !== 0) {
      const t = half * 32 + lowBit(x);
      x &= x - 1;
      if ((KING_LO[t]! & wLo) === 0 && (KING_HI[t]! & wHi) === 0) {
        rLo |= SQ_LO[t]!;
        rHi |= SQ_HI[t]!;
      }
    }
  }
  LP[0] = rLo;
  LP[1] = rHi;
  return rLo;
}

/** Whether White has exactly one piece besides its king (checked once, before the fixpoint). */
export function whiteHasLastPiece(r: Reach): boolean {
  let n = 0;
  for (let i = 0; i < r.count; i++) if (r.color[i] === WHITE && r.role[i] !== KING) n++;
  return n === 1;
}
