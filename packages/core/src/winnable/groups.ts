/**
 * Sealed groups (a rule of the reachability fixpoint, reach.ts): mobile pieces of one colour
 * whose squares together form a set P that no other piece may ever enter, with one square more
 * than pieces. At any time exactly one square of P is empty, so some squares are attacked
 * whichever one it is — the enemy king never steps there (FIDE 3.9). Example: seven light
 * bishops shuffling on the eight light squares behind locked pawns always defend those pawns.
 *
 * Soundness, by the "first move that breaks the assumptions" argument of reach.ts: just before
 * any move that does, every piece stands inside its squares, so the group's pieces fill P but one
 * square e, and each square q of P other than e holds a group piece whose squares contain q.
 * A square counts as attacked for that e only when, for every such piece, the attack is a step
 * or jump, or a line whose only square in between is the empty e. The enemy king's move onto
 * such a square is illegal, and it changes nothing in P (its squares avoid P), so the rule holds
 * for every e only if the square is attacked in every case.
 */
import { BISHOP, KNIGHT, QUEEN, ROOK } from '../board/constants.js';
import { DIAG_HI, DIAG_LO, KNIGHT_HI, KNIGHT_LO, ORTH_HI, ORTH_LO, SQ_HI, SQ_LO, has, lowBit, popcount } from './bitboard.js';
import { PROMO, type Reach } from './reach.js';

/** Largest number of squares a group piece may have (larger groups are not looked for: a cost choice). */
const MAX_SQUARES = 12;

const members = new Int32Array(16);
const group = new Int32Array(32);
const cands = new Int32Array(32);
/** The result of `groupGuards`: lo, hi. */
export const ATT = new Int32Array(2);
const DF = [0, 0, 1, -1, 1, -1, 1, -1];
const DR = [1, -1, 0, 0, 1, 1, -1, -1];

/** The squares sealed groups of colour c always attack (so the enemy king never enters them), into ATT. */
export function groupGuards(r: Reach, c: number): void {
  ATT[0] = 0;
  ATT[1] = 0;
  let resLo = 0;
  let resHi = 0;
  // Candidates: mobile pieces with few squares, grouped by overlapping squares (group[j]: a label, -1: none).
  // The candidates' slots, in order (`cands`, m of them).
  let m = 0;
  for (let j = 0; j < r.count; j++) {
    group[j] = -1;
    if (r.color[j] !== c || r.steady[j]) continue;
    const role = r.role[j]!;
    if (role !== KNIGHT && role !== BISHOP && role !== ROOK && role !== QUEEN) continue;
    if (popcount(r.reachLo[j]!) + popcount(r.reachHi[j]!) > MAX_SQUARES) continue;
    group[j] = j;
    cands[m++] = j;
  }
  if (m === 0) return;
  for (let merged = true; merged;) {
    merged = false;
    for (let x = 0; x < m; x++) {
      const a = cands[x]!;
      for (let y = x + 1; y < m; y++) {
        const b = cands[y]!;
        if (group[b] === group[a]) continue;
        if ((r.reachLo[a]! & r.reachLo[b]!) === 0 && (r.reachHi[a]! & r.reachHi[b]!) === 0) continue;
        const from = group[b]!;
        const to = group[a]!;
        for (let z = 0; z < m; z++) if (group[cands[z]!] === from) group[cands[z]!] = to;
        merged = true;
      }
    }
  }
  for (let x = 0; x < m; x++) {
    const label = cands[x]!;
    if (group[label] !== label) continue;
    let n = 0;
    let pLo = 0;
    let pHi = 0;
    for (let y = 0; y < m; y++) {
      const j = cands[y]!;
      if (group[j] !== label) continue;
      if (n === members.length) break;
      members[n++] = j;
      pLo |= r.reachLo[j]!;
      pHi |= r.reachHi[j]!;
    }
    if (n === members.length || popcount(pLo) + popcount(pHi) !== n + 1 || !sealed(r, label, pLo, pHi)) continue;
    let tLo = -1;
    let tHi = -1;
    for (let half = 0; half < 2; half++) {
      let x = half === 0 ? pLo : pHi;
      while (x !== 0) {
        const empty = half * 32 + lowBit(x);
        x &= x - 1;
        attackedWith(r, n, pLo & ~SQ_LO[empty]!, pHi & ~SQ_HI[empty]!, empty);
        tLo &= ATT[0]!;
        tHi &= ATT[1]!;
      }
    }
    resLo |= tLo;
    resHi |= tHi;
  }
  ATT[0] = resLo;
  ATT[1] = resHi;
}

/** Whether no piece outside the group (label) may stand on a square of P. */
function sealed(r: Reach, label: number, pLo: number, pHi: number): boolean {
  for (let j = 0; j < PROMO + 2; j++) {
    if (r.role[j] === 0 || (j < r.count && group[j] === label)) continue;
    if ((r.reachLo[j]! & pLo) !== 0 || (r.reachHi[j]! & pHi) !== 0) return false;
  }
  return true;
}

/** The squares attacked for sure when the group's n members fill (fullLo, fullHi) and `empty` is free, into ATT. */
function attackedWith(r: Reach, n: number, fullLo: number, fullHi: number, empty: number): void {
  let accLo = 0;
  let accHi = 0;
  for (let half = 0; half < 2; half++) {
    let x = half === 0 ? fullLo : fullHi;
    while (x !== 0) {
      const q = half * 32 + lowBit(x);
      x &= x - 1;
      // Attacked from q whichever member stands there.
      let qLo = -1;
      let qHi = -1;
      for (let k = 0; k < n; k++) {
        const j = members[k]!;
        if (!has(r.reachLo[j]!, r.reachHi[j]!, q)) continue;
        sureAttacks(r.role[j]!, q, empty);
        qLo &= SURE[0]!;
        qHi &= SURE[1]!;
      }
      accLo |= qLo;
      accHi |= qHi;
    }
  }
  ATT[0] = accLo;
  ATT[1] = accHi;
}

const SURE = new Int32Array(2);

/** Squares a piece of `role` on q attacks for sure when only `empty` is known to be free, into SURE. */
function sureAttacks(role: number, q: number, empty: number): void {
  if (role === KNIGHT) {
    SURE[0] = KNIGHT_LO[q]!;
    SURE[1] = KNIGHT_HI[q]!;
    return;
  }
  let lo = 0;
  let hi = 0;
  const d0 = role === BISHOP ? 4 : 0;
  const d1 = role === ROOK ? 4 : 8;
  if (role !== BISHOP) {
    lo |= ORTH_LO[q]!;
    hi |= ORTH_HI[q]!;
  }
  if (role !== ROOK) {
    lo |= DIAG_LO[q]!;
    hi |= DIAG_HI[q]!;
  }
  // Through the empty square: one square further along a line from q.
  for (let d = d0; d < d1; d++) {
    const f = (q & 7) + DF[d]!;
    const rk = (q >> 3) + DR[d]!;
    if (f < 0 || f > 7 || rk < 0 || rk > 7 || rk * 8 + f !== empty) continue;
    const f2 = f + DF[d]!;
    const r2 = rk + DR[d]!;
    if (f2 < 0 || f2 > 7 || r2 < 0 || r2 > 7) continue;
    lo |= SQ_LO[r2 * 8 + f2]!;
    hi |= SQ_HI[r2 * 8 + f2]!;
  }
  SURE[0] = lo;
  SURE[1] = hi;
}
