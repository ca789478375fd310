/**
 * The release rules of the reachability fixpoint (reach.ts) that look at more than one piece:
 * whether a steady piece can move, pawns that stay on their file for good, kings confined to
 * two squares, and captures that could only stalemate. Each is sound by the same "first move
 * that breaks the assumption" argument as the fixpoint itself.
 */
import { BISHOP, KING, KNIGHT, QUEEN, ROOK, PAWN, WHITE } from '../board/constants.js';
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
  pawnStep,
} from './bitboard.js';
import { PROMO, type Reach } from './reach.js';

/** Drops the lock of every mobile pawn that could capture, be captured or promote; true when one was dropped. */
export function unlockPawns(r: Reach): boolean {
  let changed = false;
  for (let i = 0; i < r.count; i++) {
    if (r.steady[i] || !r.locked[i]) continue;
    const c = r.color[i]!;
    const e = c ^ 1;
    const lo = r.reachLo[i]!;
    const hi = r.reachHi[i]!;
    // Promoting leaves the file too.
    let free = (lo & r.thrLo[e]!) !== 0 || (hi & r.thrHi[e]!) !== 0 || (c === WHITE ? hi >>> 24 !== 0 : (lo & 0xff) !== 0);
    if (!free) {
      pawnStep(lo, hi, c);
      const cLo = OUT[0]!;
      const cHi = OUT[1]!;
      const tLo = r.occLo[e]! | (r.steadyColorLo[e]! & ~r.kingLo[e]!);
      const tHi = r.occHi[e]! | (r.steadyColorHi[e]! & ~r.kingHi[e]!);
      free = ((cLo & tLo) !== 0 || (cHi & tHi) !== 0) && (c === WHITE || !r.lastPiece);
    }
    if (free) {
      r.locked[i] = 0;
      changed = true;
    }
  }
  return changed;
}

/**
 * A king whose squares are just two squares one above the other is always on one of them,
 * so a pawn can never push from one to the other (the pawn would need both: one to stand
 * on, one empty). Writes into `out` (lo, hi) the squares from which pawns of colour `c`
 * cannot push (kings are never captured, so the king is there for good).
 */
export function noPushSquares(r: Reach, c: number, out: Int32Array): void {
  out[0] = 0;
  out[1] = 0;
  for (let side = 0; side < 2; side++) {
    const k = r.king[side]!;
    if (k < 0 || r.steady[k]) continue;
    const lo = r.reachLo[k]!;
    const hi = r.reachHi[k]!;
    // Two squares on one file, adjacent ranks: the lower one is x, the upper x + 8.
    let x = -1;
    if (hi === 0 && (lo & (lo - 1)) !== 0) {
      const low = lowBit(lo);
      if (lo === ((1 << low) | (low + 8 < 32 ? 1 << (low + 8) : 0)) && low + 8 < 32) x = low;
    } else if (lo === 0 && (hi & (hi - 1)) !== 0) {
      const low = lowBit(hi);
      if (low + 8 < 32 && hi === ((1 << low) | (1 << (low + 8)))) x = 32 + low;
    } else if (lo !== 0 && hi !== 0 && (lo & (lo - 1)) === 0 && (hi & (hi - 1)) === 0) {
      const a = lowBit(lo);
      const b = lowBit(hi);
      if (a >= 24 && b === a - 24) x = a;
    }
    if (x < 0) continue;
    const from = c === WHITE ? x : x + 8;
    out[0] = out[0]! | SQ_LO[from]!;
    out[1] = out[1]! | SQ_HI[from]!;
  }
}

/** Whether steady piece i has a move: to a square free of its own steady pieces and of steady kings. */
export function canMove(r: Reach, i: number): boolean {
  const s = r.square[i]!;
  const c = r.color[i]!;
  if (r.castle !== 0 && mayCastle(r, s, c, r.role[i]!)) return true;
  const e = c ^ 1;
  // Against White's last piece Black never captures (stopMasks.ts).
  const noTake = c !== WHITE && r.lastPiece;
  // A steady spare piece (caseSplit.ts) is never captured on its square.
  const blockLo = r.steadyColorLo[c]! | r.kingLo[e]! | r.spareLo | (noTake ? r.steadyColorLo[e]! : 0);
  const blockHi = r.steadyColorHi[c]! | r.kingHi[e]! | r.spareHi | (noTake ? r.steadyColorHi[e]! : 0);
  let mLo: number;
  let mHi: number;
  switch (r.role[i]!) {
    case PAWN: {
      // Forward onto a square no steady piece holds; diagonally onto an enemy (steady or not).
      const ahead = c === WHITE ? s + 8 : s - 8;
      const aLo = ahead >= 0 && ahead < 64 ? SQ_LO[ahead]! & ~r.steadyLo : 0;
      const aHi = ahead >= 0 && ahead < 64 ? SQ_HI[ahead]! & ~r.steadyHi : 0;
      mLo = aLo | (PAWN_LO[c * 64 + s]! & ((r.steadyColorLo[e]! & ~r.kingLo[e]! & ~r.spareLo) | r.occLo[e]!) & (noTake ? 0 : -1));
      mHi = aHi | (PAWN_HI[c * 64 + s]! & ((r.steadyColorHi[e]! & ~r.kingHi[e]! & ~r.spareHi) | r.occHi[e]!) & (noTake ? 0 : -1));
      // The double step too: a stop mask may forbid the single step only.
      if (s >> 3 === (c === WHITE ? 1 : 6) && (aLo | aHi) !== 0) {
        const twice = c === WHITE ? s + 16 : s - 16;
        mLo |= SQ_LO[twice]! & ~r.steadyLo;
        mHi |= SQ_HI[twice]! & ~r.steadyHi;
      }
      break;
    }
    case KNIGHT:
      mLo = KNIGHT_LO[s]! & ~blockLo;
      mHi = KNIGHT_HI[s]! & ~blockHi;
      break;
    case BISHOP:
      mLo = DIAG_LO[s]! & ~blockLo;
      mHi = DIAG_HI[s]! & ~blockHi;
      break;
    case ROOK:
      mLo = ORTH_LO[s]! & ~blockLo;
      mHi = ORTH_HI[s]! & ~blockHi;
      break;
    case QUEEN:
      mLo = KING_LO[s]! & ~blockLo;
      mHi = KING_HI[s]! & ~blockHi;
      break;
    default:
      mLo = KING_LO[s]! & ~blockLo & ~r.forbLo[c]!;
      mHi = KING_HI[s]! & ~blockHi & ~r.forbHi[c]!;
  }
  return (mLo & ~r.stopLo[i]!) !== 0 || (mHi & ~r.stopHi[i]!) !== 0;
}

/**
 * Castling (FIDE 3.8.2): king and rook of one right move together, and only when every square
 * between them is empty — so not while a steady piece stands there. Bits of `r.castle`: 1/2
 * White's h1/a1 rook, 4/8 Black's h8/a8 rook. The castled squares need no rule of their own:
 * the king's path squares are empty and not attacked, so its steps (and the rook's slides) over
 * the emptied squares reach them too.
 */
function mayCastle(r: Reach, s: number, c: number, role: number): boolean {
  const base = c === WHITE ? 0 : 56;
  const bits = (r.castle >> (c === WHITE ? 0 : 2)) & 3;
  if (bits === 0 || (role !== KING && role !== ROOK)) return false;
  for (let side = 0; side < 2; side++) {
    if (((bits >> side) & 1) === 0) continue;
    const rook = side === 0 ? base + 7 : base;
    if (role === KING ? s !== base + 4 : s !== rook) continue;
    // Kingside f, g; queenside b, c, d.
    const lo = side === 0 ? base + 5 : base + 1;
    const hi = side === 0 ? base + 6 : base + 3;
    let free = true;
    for (let q = lo; q <= hi; q++) if (has(r.steadyLo, r.steadyHi, q)) free = false;
    if (free) return true;
  }
  return false;
}

/**
 * Whether the enemy king taking steady piece i would leave i's owner without a legal move and
 * not in check — stalemate, the end of the game, so the capture never starts a continuation.
 * True when every other piece of the owner is steady and cannot move, and from every square
 * its king may stand on (not next to i's square, where the enemy king lands) it has no
 * move and no enemy piece but the king could attack it.
 */
export function kingCaptureStalemates(r: Reach, i: number): boolean {
  const c = r.color[i]!;
  const e = c ^ 1;
  const s = r.square[i]!;
  const k = r.king[c]!;
  if (k < 0 || r.role[PROMO + c] !== 0) return false;
  for (let j = 0; j < r.count; j++) {
    if (j === i || j === k || r.color[j] !== c) continue;
    if (!r.steady[j] || canMove(r, j)) return false;
  }
  // The enemy king stands on s: its neighbours are closed to the owner's king.
  const nearLo = KING_LO[s]! | SQ_LO[s]!;
  const nearHi = KING_HI[s]! | SQ_HI[s]!;
  const lo = r.reachLo[k]! & ~nearLo;
  const hi = r.reachHi[k]! & ~nearHi;
  // Not the guards read off the squares found (reachGuards.ts): the king capturing on s leaves
  // its squares, so "next to every square of the enemy king" no longer holds.
  const closedLo = nearLo | (r.forbLo[c]! & ~r.guardLo[c]!) | (r.steadyColorLo[c]! & ~SQ_LO[s]!);
  const closedHi = nearHi | (r.forbHi[c]! & ~r.guardHi[c]!) | (r.steadyColorHi[c]! & ~SQ_HI[s]!);
  for (let half = 0; half < 2; half++) {
    let x = half === 0 ? lo : hi;
    while (x !== 0) {
      const sq = half * 32 + lowBit(x);
      x &= x - 1;
      if (has(r.chkLo[e]!, r.chkHi[e]!, sq) && discoveredCheck(r, sq, s, e)) return false;
      if ((KING_LO[sq]! & ~closedLo) !== 0 || (KING_HI[sq]! & ~closedHi) !== 0) return false;
    }
  }
  return true;
}

/** Role code of a promoted piece (reachGrowth.ts): it slides like a queen. */
const PROMOTED = 7;

/**
 * Whether colour e's king, stepping from a neighbour f of `s` onto `s`, could uncover a check
 * by one of e's line pieces on a king standing on `q` (not next to `s`). Just before that move
 * the king on q was not in check (e was to move), and the king on s attacks nothing near q, so
 * only a line through the vacated f can give check: q, f and a slider beyond f on one line, the
 * squares between them never held by a steady piece.
 */
export function discoveredCheck(r: Reach, q: number, s: number, e: number): boolean {
  const ek = r.king[e]!;
  if (ek < 0) return true;
  const fromLo = KING_LO[s]! & r.reachLo[ek]!;
  const fromHi = KING_HI[s]! & r.reachHi[ek]!;
  const qf = q & 7;
  const qr = q >> 3;
  for (let d = 0; d < 8; d++) {
    const df = DIR_DF[d]!;
    const dr = DIR_DR[d]!;
    const diagonal = df !== 0 && dr !== 0;
    let passed = false;
    for (let f = qf + df, rk = qr + dr; f >= 0 && f < 8 && rk >= 0 && rk < 8; f += df, rk += dr) {
      const t = rk * 8 + f;
      if (t === s) break;
      if (passed && sliderMayStand(r, e, t, diagonal)) return true;
      if (!passed && has(fromLo, fromHi, t)) {
        passed = true;
        continue;
      }
      if (has(r.steadyLo, r.steadyHi, t)) break;
    }
  }
  return false;
}

const DIR_DF = [0, 0, 1, -1, 1, -1, 1, -1];
const DIR_DR = [1, -1, 0, 0, 1, 1, -1, -1];

/** Whether a line piece of colour e moving along diagonals (or lines) may stand on t. */
function sliderMayStand(r: Reach, e: number, t: number, diagonal: boolean): boolean {
  for (let j = 0; j < PROMO + 2; j++) {
    const role = r.role[j]!;
    if (role === 0 || r.color[j] !== e || role === KING) continue;
    const fits = role === QUEEN || role === PROMOTED || role === (diagonal ? BISHOP : ROOK);
    if (fits && has(r.reachLo[j]!, r.reachHi[j]!, t)) return true;
  }
  return false;
}

/**
 * Removes from the set (lo, hi) of squares colour c's king might step to next the squares
 * where its arrival would stalemate the opponent o, ending the game: every piece of o but the
 * king is steady (so has no move) and o has no promoted piece, and from every square q its king
 * may stand on, not next to the arrival square t, it has no square of its region to go to
 * (other than next to t) and no check can be uncovered. Sound only while o's king region is
 * computed without this rule (it is applied to one king only). Result in `out` (lo, hi).
 */
export function dropStalemating(r: Reach, c: number, lo: number, hi: number, out: Int32Array): void {
  out[0] = lo;
  out[1] = hi;
  const o = c ^ 1;
  const ok = r.king[o]!;
  // A castling king brings a rook that may give check. The opponent's king region must rest on
  // walls only: guards read off the squares found (reachGuards.ts) may fail once c's king steps
  // outside its squares (onto t).
  if (ok < 0 || r.role[PROMO + o] !== 0 || (r.castle & (c === WHITE ? 3 : 12)) !== 0) return;
  if (r.guardLo[o] !== 0 || r.guardHi[o] !== 0) return;
  for (let j = 0; j < r.count; j++) if (r.color[j] === o && j !== ok && !r.steady[j]) return;
  const rLo = r.reachLo[ok]!;
  const rHi = r.reachHi[ok]!;
  for (let half = 0; half < 2; half++) {
    let x = half === 0 ? lo : hi;
    while (x !== 0) {
      const t = half * 32 + lowBit(x);
      x &= x - 1;
      if (stalemates(r, c, t, rLo, rHi)) {
        out[0] = out[0]! & ~SQ_LO[t]!;
        out[1] = out[1]! & ~SQ_HI[t]!;
      }
    }
  }
}

/** Whether c's king arriving on t leaves the opponent king (region rLo/rHi) without a move and not in check. */
function stalemates(r: Reach, c: number, t: number, rLo: number, rHi: number): boolean {
  const nearLo = KING_LO[t]! | SQ_LO[t]!;
  const nearHi = KING_HI[t]! | SQ_HI[t]!;
  const fLo = rLo & ~nearLo;
  const fHi = rHi & ~nearHi;
  for (let half = 0; half < 2; half++) {
    let x = half === 0 ? fLo : fHi;
    while (x !== 0) {
      const q = half * 32 + lowBit(x);
      x &= x - 1;
      if ((KING_LO[q]! & fLo) !== 0 || (KING_HI[q]! & fHi) !== 0) return false;
      if (discoveredCheck(r, q, t, c)) return false;
    }
  }
  return true;
}
