/**
 * Piece growth in the reachability fixpoint (reach.ts): for the current steady set (the walls,
 * reachWalls.ts), each mobile piece's squares are closed under its moves — steps, jumps and
 * slides that stop at steady pieces, pawn pushes (not onto a wall or a no-push square,
 * reachRules.ts) and captures where an enemy may stand, king steps off forbidden squares — minus
 * the moves that end the game without White mating (stopMasks.ts).
 *
 * A pawn that reaches its last rank becomes the "promoted piece" of its colour (slot PROMO + c,
 * moving like a queen and a knight), which starts on every last-rank square the pawns reach.
 */
import { BISHOP, KING, KNIGHT, PAWN, ROOK, WHITE } from '../board/constants.js';
import { NOT_A, NOT_H, OUT, RANK2_LO, RANK7_HI, kingStep, knightStep, slide } from './bitboard.js';
import type { Reach } from './reach.js';
import { updateReachGuards } from './reachGuards.js';
import { dropStalemating, noPushSquares } from './reachRules.js';
import { computeWalls } from './reachWalls.js';

// Module-local copies of reach.ts's slot layout: plain constants keep the hot loops
// free of imported-binding loads (about 1% per call on lichess.txt).
/** Slot of colour c's promoted piece is PROMO + c (reach.ts). */
const PROMO = 32;
/** Piece slots (reach.ts): 32 board pieces and the two promoted pieces. */
const SLOTS = 34;
/** Role code of a promoted piece: it moves as a queen and a knight. */
const PROMOTED = 7;
const NO_PUSH = new Int32Array(2);
/** The enemy's squares (occ) each pawn was last grown with, in `growOthers`. */
const GROWN_OCC_LO = new Int32Array(SLOTS);
const GROWN_OCC_HI = new Int32Array(SLOTS);
/** Squares from which each colour's pawns cannot push (noPushSquares), fixed while `growOthers` runs. */
const PUSHLESS_LO = new Int32Array(2);
const PUSHLESS_HI = new Int32Array(2);

/**
 * Grows the mobile pieces' squares to the least fixpoint for the current steady set. The
 * other pieces first (their moves do not depend on the walls kings avoid), so that sealed
 * groups (reachGuards.ts) guard their squares before the kings move on. Frozen pieces
 * (caseSplit.ts) do not grow.
 */
export function expand(r: Reach): void {
  growOthers(r);
  if (updateReachGuards(r)) computeWalls(r);
  // The others depend on the kings' squares only through the pawns' no-push squares
  // (noPushSquares); the guards (reachGuards.ts) must match the final squares.
  for (;;) {
    noPushSquares(r, 0, NO_PUSH);
    const a0 = NO_PUSH[0]!;
    const a1 = NO_PUSH[1]!;
    noPushSquares(r, 1, NO_PUSH);
    const b0 = NO_PUSH[0]!;
    const b1 = NO_PUSH[1]!;
    let grew = true;
    while (grew) {
      grew = false;
      for (let c = 0; c < 2; c++) {
        const k = r.king[c]!;
        if (k >= 0 && !r.steady[k] && ((r.frozen >>> k) & 1) === 0 && grow(r, k)) grew = true;
      }
    }
    noPushSquares(r, 0, NO_PUSH);
    let same = NO_PUSH[0] === a0 && NO_PUSH[1] === a1;
    noPushSquares(r, 1, NO_PUSH);
    same = same && NO_PUSH[0] === b0 && NO_PUSH[1] === b1;
    const othersGrew = !same && growOthers(r);
    if (updateReachGuards(r)) {
      computeWalls(r);
      continue;
    }
    if (!othersGrew) return;
  }
}

/**
 * Grows every mobile piece but the kings to their fixpoint; true when something was added.
 * After the first pass only pawns whose enemy's squares grew (their captures follow them) and the
 * promoted pieces (pawns add to their start squares) can grow again: the other pieces' moves
 * depend on the walls and stop masks alone, fixed here, and `grow` closes them at once.
 */
function growOthers(r: Reach): boolean {
  // The pawns' no-push squares depend on the kings' squares alone, which do not grow here.
  for (let c = 0; c < 2; c++) {
    noPushSquares(r, c, NO_PUSH);
    PUSHLESS_LO[c] = NO_PUSH[0]!;
    PUSHLESS_HI[c] = NO_PUSH[1]!;
  }
  let any = false;
  let changed = true;
  for (let pass = 0; changed; pass++) {
    changed = false;
    for (let i = 0; i < SLOTS; i++) {
      const role = r.role[i]!;
      if (role === 0 || r.steady[i] || role === KING) continue;
      if (i < 32 && (r.frozen >>> i) & 1) continue;
      if (pass > 0 && role !== PAWN && role !== PROMOTED) continue;
      if (role === PAWN) {
        // A pawn grows again only when the enemy's squares (where it may capture) grew.
        const e = r.color[i]! ^ 1;
        if (pass > 0 && GROWN_OCC_LO[i] === r.occLo[e] && GROWN_OCC_HI[i] === r.occHi[e]) continue;
        GROWN_OCC_LO[i] = r.occLo[e]!;
        GROWN_OCC_HI[i] = r.occHi[e]!;
      }
      if (grow(r, i)) changed = any = true;
    }
  }
  return any;
}

/** The result of `pawnClosure`: lo, hi. */
const CLOSED = new Int32Array(2);

/**
 * Closes pawn i's squares (lo, hi) of colour c under its pushes and captures, into CLOSED. The
 * inputs (walls, no-push squares, the enemy's squares, the stop mask) are fixed meanwhile: read
 * once. The steps of bitboard.ts are inlined (one rank up for White, down for Black; the captures
 * one diagonal step): calls to `step` cost a tenth of the static test in locked structures.
 */
function pawnClosure(r: Reach, i: number, c: number, lo: number, hi: number): void {
  const eLo = ~r.steadyLo;
  const eHi = ~r.steadyHi;
  const noPushLo = PUSHLESS_LO[c]!;
  const noPushHi = PUSHLESS_HI[c]!;
  const wallLo = eLo & ~r.wallLo[c]!;
  const wallHi = eHi & ~r.wallHi[c]!;
  // Captures where an enemy piece may stand (against White's last piece Black never captures).
  const e = c ^ 1;
  const takes = c === WHITE || !r.lastPiece;
  const targetLo = takes ? eLo & r.occLo[e]! : 0;
  const targetHi = takes ? eHi & r.occHi[e]! : 0;
  // Moves that end the game without White mating (stopMasks.ts).
  const keepLo = ~r.stopLo[i]!;
  const keepHi = ~r.stopHi[i]!;
  for (;;) {
    const fromLo = lo & ~noPushLo;
    const fromHi = hi & ~noPushHi;
    let pLo: number;
    let pHi: number;
    let cLo: number;
    let cHi: number;
    if (c === WHITE) {
      pLo = (fromLo << 8) & wallLo;
      pHi = ((fromHi << 8) | (fromLo >>> 24)) & wallHi;
      // Double steps from the home rank, through an empty square (from the third rank, never a no-push square).
      const homeLo = pLo & (RANK2_LO << 8) & ~noPushLo;
      pLo |= (homeLo << 8) & wallLo;
      pHi |= (homeLo >>> 24) & wallHi;
      cLo = ((lo << 9) & NOT_A) | ((lo << 7) & NOT_H);
      cHi = (((hi << 9) | (lo >>> 23)) & NOT_A) | (((hi << 7) | (lo >>> 25)) & NOT_H);
    } else {
      pLo = ((fromLo >>> 8) | (fromHi << 24)) & wallLo;
      pHi = (fromHi >>> 8) & wallHi;
      const homeHi = pHi & (RANK7_HI >>> 8) & ~noPushHi;
      pLo |= (homeHi << 24) & wallLo;
      pHi |= (homeHi >>> 8) & wallHi;
      cLo = (((lo >>> 7) | (hi << 25)) & NOT_A) | (((lo >>> 9) | (hi << 23)) & NOT_H);
      cHi = ((hi >>> 7) & NOT_A) | ((hi >>> 9) & NOT_H);
    }
    const nLo = ((pLo | (cLo & targetLo)) & keepLo) | lo;
    const nHi = ((pHi | (cHi & targetHi)) & keepHi) | hi;
    if (nLo === lo && nHi === hi) break;
    lo = nLo;
    hi = nHi;
  }
  CLOSED[0] = lo;
  CLOSED[1] = hi;
}

/** Closes piece i's squares under its moves; true when something was added. */
function grow(r: Reach, i: number): boolean {
  const c = r.color[i]!;
  const role = r.role[i]!;
  const eLo = ~r.steadyLo;
  const eHi = ~r.steadyHi;
  const lo0 = r.reachLo[i]!;
  const hi0 = r.reachHi[i]!;
  let lo = lo0;
  let hi = hi0;
  if (role === PAWN) {
    pawnClosure(r, i, c, lo, hi);
    lo = CLOSED[0]!;
    hi = CLOSED[1]!;
  } else {
    for (;;) {
      let nLo = lo;
      let nHi = hi;
      if (role === KNIGHT) {
        knightStep(lo, hi);
        nLo |= OUT[0]! & eLo;
        nHi |= OUT[1]! & eHi;
      } else if (role === KING) {
        kingStep(lo, hi);
        let kLo = OUT[0]! & eLo & ~r.forbLo[c]! & ~lo;
        let kHi = OUT[1]! & eHi & ~r.forbHi[c]! & ~hi;
        // Only White's king: the rule needs Black's king region computed without it.
        if (c === WHITE && (kLo | kHi) !== 0) {
          dropStalemating(r, c, kLo, kHi, NO_PUSH);
          kLo = NO_PUSH[0]!;
          kHi = NO_PUSH[1]!;
        }
        nLo |= kLo;
        nHi |= kHi;
      } else {
        if (role === PROMOTED) {
          knightStep(lo, hi);
          nLo |= OUT[0]! & eLo;
          nHi |= OUT[1]! & eHi;
        }
        const d0 = role === BISHOP ? 4 : 0;
        const d1 = role === ROOK ? 4 : 8;
        for (let d = d0; d < d1; d++) {
          slide(nLo, nHi, d, eLo, eHi);
          nLo |= OUT[0]!;
          nHi |= OUT[1]!;
        }
      }
      // Moves that end the game without White mating (stopMasks.ts).
      nLo = (nLo & ~r.stopLo[i]!) | lo;
      nHi = (nHi & ~r.stopHi[i]!) | hi;
      if (nLo === lo && nHi === hi) break;
      lo = nLo;
      hi = nHi;
    }
  }
  if (lo === lo0 && hi === hi0) return false;
  r.reachLo[i] = lo;
  r.reachHi[i] = hi;
  if (role !== KING) {
    r.occLo[c] = r.occLo[c]! | lo;
    r.occHi[c] = r.occHi[c]! | hi;
  }
  if (role === PAWN) {
    // A pawn on its last rank promotes: the promoted piece starts there.
    const lastLo = c === WHITE ? 0 : lo & 0xff;
    const lastHi = c === WHITE ? hi & (0xff000000 | 0) : 0;
    if (lastLo !== 0 || lastHi !== 0) {
      const p = PROMO + c;
      if ((r.reachLo[p]! | lastLo) !== r.reachLo[p] || (r.reachHi[p]! | lastHi) !== r.reachHi[p]) {
        r.role[p] = PROMOTED;
        r.reachLo[p] = r.reachLo[p]! | lastLo;
        r.reachHi[p] = r.reachHi[p]! | lastHi;
        r.occLo[c] = r.occLo[c]! | lastLo;
        r.occHi[c] = r.occHi[c]! | lastHi;
      }
    }
  }
  return true;
}
