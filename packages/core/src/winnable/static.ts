/**
 * The static proof that White (the normalized winner) can never mate, from the reachability
 * over-approximation (reach.ts). A square k can host a mate only if
 * - White can attack k with a piece other than its king (the checking piece), and
 * - every neighbour of k is attacked by a White piece other than the king, or by White's king
 *   standing on one square two steps from k (it is one piece: it covers from one square at a
 *   time), or filled by a Black piece — a different piece for each such square (a matching
 *   between those squares and Black's pieces that can reach them; a pawn that can promote may
 *   also stand where the promoted pieces can go).
 * If no square Black's king may ever stand on qualifies, White can never mate. The material
 * rule (material.ts) is tried first.
 */
import { KING, PAWN } from '../board/constants.js';
import type { Position } from '../board/position.js';
import { KING_HI, KING_LO, lowBit } from './bitboard.js';
import { whiteLacksMaterial } from './material.js';
import { unwinnableByCases } from './caseSplit.js';
import { Reach } from './reach.js';

const reach = new Reach();

/** RING2[s]: the squares at king distance exactly 2 from s. */
const RING2_LO = new Int32Array(64);
const RING2_HI = new Int32Array(64);
for (let s = 0; s < 64; s++) {
  for (let t = 0; t < 64; t++) {
    if (Math.max(Math.abs((s >> 3) - (t >> 3)), Math.abs((s & 7) - (t & 7))) !== 2) continue;
    if (t < 32) RING2_LO[s] = RING2_LO[s]! | (1 << t);
    else RING2_HI[s] = RING2_HI[s]! | (1 << (t - 32));
  }
}

/**
 * Whether White can never checkmate in `pos` by the static argument (sound; `pos` is not changed).
 * A run of the fixpoint stops at the first round that shows a mating square even with every
 * square around it counted as an escape (`surelyMatingSquare`): the rounds release pieces, so
 * what the sets allow only grows, and such a square stays one at the fixpoint. The case split
 * then splits on the pieces the first run recorded up to where it stopped (any pieces make a
 * sound split; fewer can only prove less). Stopping early can only turn a proof into "not
 * proven", never the reverse, and it has not done so on any query tried: every query of the test
 * sets and of random playouts gets the same answer with `stopEarly: false` (@internal, for that
 * test: static.test.ts), which runs every fixpoint to its end and asks every case of the split
 * (which otherwise skips the cases a failed stronger one settles: see caseSplit.ts).
 */
export function staticallyUnwinnable(pos: Position, stopEarly = true): boolean {
  // An unreachable mate can look like insufficient material (chasolver #47): ask first.
  if (pos.side === 1 && pos.isCheckmate()) return false;
  if (whiteLacksMaterial(pos)) return true;
  const early = stopEarly ? surelyMatingSquare : undefined;
  const stopped = reach.compute(pos, early);
  if (!stopped && !someMatingSquare(reach)) return true;
  // The case split (caseSplit.ts) reruns the fixpoint up to ~10 times; it has only paid off in
  // blocked positions, so open ones skip it (a cost choice: it never affects soundness).
  if (lockedPawnPairs(pos) < 4) return false;
  return unwinnableByCases(pos, reach, someMatingSquare, early, stopEarly);
}

/**
 * `someMatingSquare` with every neighbour of a square counted as an escape that needs cover,
 * not only those Black's king may reach (it may reach more at the run's fixpoint than in an
 * earlier round): a square it finds in a round is meant to remain one at the fixpoint.
 */
const surelyMatingSquare = (r: Reach): boolean => someMatingSquare(r, true);

/** Locked pawn pairs: white pawns with a black pawn right in front (the static test pays behind them). */
export function lockedPawnPairs(pos: Position): number {
  const b = pos.board;
  let n = 0;
  for (let s = 0; s < 0x70; s = (s + 9) & ~8) if (b[s] === PAWN && b[s + 16] === (PAWN | 8)) n++;
  return n;
}

// Black's blockers: the squares each may fill (scratch, reused).
const coverLo = new Int32Array(32);
const coverHi = new Int32Array(32);
const needed = new Int32Array(8);
const matchOf = new Int32Array(32);
const seen = new Uint8Array(32);
let blockers = 0;

/** Kuhn's augmenting path from needed square `q` (index into `needed`). */
function augment(q: number, owner: Int32Array): boolean {
  const s = needed[q]!;
  for (let j = 0; j < blockers; j++) {
    if (seen[j]) continue;
    if (!(s < 32 ? (coverLo[j]! >>> s) & 1 : (coverHi[j]! >>> (s - 32)) & 1)) continue;
    seen[j] = 1;
    if (owner[j]! < 0 || augment(owner[j]!, owner)) {
      owner[j] = q;
      return true;
    }
  }
  return false;
}

/** Whether Black's pieces can fill all the squares of the set at the same time. */
function fillable(lo: number, hi: number): boolean {
  let n = 0;
  while (lo !== 0) {
    needed[n++] = lowBit(lo);
    lo &= lo - 1;
  }
  while (hi !== 0) {
    needed[n++] = 32 + lowBit(hi);
    hi &= hi - 1;
  }
  if (n > blockers) return false;
  matchOf.fill(-1, 0, blockers);
  for (let q = 0; q < n; q++) {
    seen.fill(0, 0, blockers);
    if (!augment(q, matchOf)) return false;
  }
  return true;
}

/**
 * Whether some square Black's king may reach could be a mating square in the over-approximation.
 * With `anyEscape`, every neighbour of the square is an escape to cover, not only those the king
 * may reach (a stricter test).
 */
export function someMatingSquare(r: Reach, anyEscape = false): boolean {
  const k = r.king[1]!;
  if (k < 0) return false;
  // Black's possible blockers and where each may stand.
  blockers = 0;
  let anyLo = 0;
  let anyHi = 0;
  const promoLo = r.reachLo[33]!;
  const promoHi = r.reachHi[33]!;
  for (let i = 0; i < r.count; i++) {
    if (r.color[i] !== 1 || r.role[i] === KING) continue;
    let lo = r.reachLo[i]!;
    let hi = r.reachHi[i]!;
    if ((lo & 0xff) !== 0 && r.role[i] === 1) {
      lo |= promoLo;
      hi |= promoHi;
    }
    coverLo[blockers] = lo;
    coverHi[blockers] = hi;
    blockers++;
    anyLo |= lo;
    anyHi |= hi;
  }
  // Squares White's pieces other than the king may attack; the king covers from one square at a time.
  const aLo = r.chkLo[0]!;
  const aHi = r.chkHi[0]!;
  const wk = r.king[0]!;
  const wkLo = wk < 0 ? 0 : r.reachLo[wk]!;
  const wkHi = wk < 0 ? 0 : r.reachHi[wk]!;
  let lo = r.reachLo[k]! & aLo;
  let hi = r.reachHi[k]! & aHi;
  const kLo = anyEscape ? -1 : r.reachLo[k]!;
  const kHi = anyEscape ? -1 : r.reachHi[k]!;
  const test = (s: number): boolean => {
    // Escape squares Black's king can never stand on need no cover: it never moves there.
    const nLo = KING_LO[s]! & ~aLo & kLo;
    const nHi = KING_HI[s]! & ~aHi & kHi;
    if (nLo === 0 && nHi === 0) return true;
    // White's king two squares away covers some of them (it can never stand next to Black's king).
    const ringLo = RING2_LO[s]! & wkLo;
    const ringHi = RING2_HI[s]! & wkHi;
    const tryKing = (w: number): boolean => {
      const mLo = nLo & ~KING_LO[w]!;
      const mHi = nHi & ~KING_HI[w]!;
      return (mLo & ~anyLo) === 0 && (mHi & ~anyHi) === 0 && fillable(mLo, mHi);
    };
    let x = ringLo;
    while (x !== 0) {
      const w = lowBit(x);
      x &= x - 1;
      if (tryKing(w)) return true;
    }
    x = ringHi;
    while (x !== 0) {
      const w = 32 + lowBit(x);
      x &= x - 1;
      if (tryKing(w)) return true;
    }
    return (nLo & ~anyLo) === 0 && (nHi & ~anyHi) === 0 && fillable(nLo, nHi);
  };
  while (lo !== 0) {
    const s = lowBit(lo);
    lo &= lo - 1;
    if (test(s)) return true;
  }
  while (hi !== 0) {
    const s = 32 + lowBit(hi);
    hi &= hi - 1;
    if (test(s)) return true;
  }
  return false;
}
