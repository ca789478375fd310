/**
 * 64-square sets for the static analysis, held as two signed 32-bit halves (JavaScript has no
 * fast 64-bit integers): `lo` holds squares 0–31 (ranks 1–4), `hi` squares 32–63; square index
 * = rank × 8 + file. Set operations write their result into the scratch pair `OUT` (read
 * `OUT[0]`, `OUT[1]` at once, before the next call) so that hot loops allocate nothing.
 */

/** The result of the last set operation: `OUT[0]` = lo, `OUT[1]` = hi. */
export const OUT = new Int32Array(2);

export const NOT_A = 0xfefefefe | 0;
export const NOT_H = 0x7f7f7f7f;
export const NOT_AB = 0xfcfcfcfc | 0;
export const NOT_GH = 0x3f3f3f3f;

/** The 8 sliding directions as indices 0–7: N, S, E, W, NE, NW, SE, SW. Orthogonal 0–3, diagonal 4–7. */
export const DIR_N = 0;

/** Shifts the set one step in direction `dir` (squares falling off the board vanish). */
export function step(lo: number, hi: number, dir: number): void {
  switch (dir) {
    case 0: // N +8
      OUT[0] = lo << 8;
      OUT[1] = (hi << 8) | (lo >>> 24);
      return;
    case 1: // S -8
      OUT[0] = (lo >>> 8) | (hi << 24);
      OUT[1] = hi >>> 8;
      return;
    case 2: // E +1
      OUT[0] = (lo << 1) & NOT_A;
      OUT[1] = ((hi << 1) | (lo >>> 31)) & NOT_A;
      return;
    case 3: // W -1
      OUT[0] = ((lo >>> 1) | (hi << 31)) & NOT_H;
      OUT[1] = (hi >>> 1) & NOT_H;
      return;
    case 4: // NE +9
      OUT[0] = (lo << 9) & NOT_A;
      OUT[1] = ((hi << 9) | (lo >>> 23)) & NOT_A;
      return;
    case 5: // NW +7
      OUT[0] = (lo << 7) & NOT_H;
      OUT[1] = ((hi << 7) | (lo >>> 25)) & NOT_H;
      return;
    case 6: // SE -7
      OUT[0] = ((lo >>> 7) | (hi << 25)) & NOT_A;
      OUT[1] = (hi >>> 7) & NOT_A;
      return;
    default: // SW -9
      OUT[0] = ((lo >>> 9) | (hi << 23)) & NOT_H;
      OUT[1] = (hi >>> 9) & NOT_H;
  }
}

/** The squares a king on any square of the set attacks. */
export function kingStep(lo: number, hi: number): void {
  const eLo = (lo << 1) & NOT_A;
  const eHi = ((hi << 1) | (lo >>> 31)) & NOT_A;
  const wLo = ((lo >>> 1) | (hi << 31)) & NOT_H;
  const wHi = (hi >>> 1) & NOT_H;
  const rLo = lo | eLo | wLo;
  const rHi = hi | eHi | wHi;
  OUT[0] = eLo | wLo | (rLo << 8) | (rLo >>> 8) | (rHi << 24);
  OUT[1] = eHi | wHi | (rHi << 8) | (rLo >>> 24) | (rHi >>> 8);
}

/** The squares a pawn of colour `color` (0 white, 1 black) on any square of the set attacks. */
export function pawnStep(lo: number, hi: number, color: number): void {
  step(lo, hi, color === 0 ? 4 : 6);
  const xLo = OUT[0]!;
  const xHi = OUT[1]!;
  step(lo, hi, color === 0 ? 5 : 7);
  OUT[0] = OUT[0]! | xLo;
  OUT[1] = OUT[1]! | xHi;
}

/** The squares a knight on any square of the set attacks. */
export function knightStep(lo: number, hi: number): void {
  // Up by k: lo << k, hi << k | lo >>> (32 - k); down by k: lo >>> k | hi << (32 - k), hi >>> k.
  let rLo = ((lo << 17) & NOT_A) | ((lo << 15) & NOT_H) | ((lo << 10) & NOT_AB) | ((lo << 6) & NOT_GH);
  let rHi =
    (((hi << 17) | (lo >>> 15)) & NOT_A) |
    (((hi << 15) | (lo >>> 17)) & NOT_H) |
    (((hi << 10) | (lo >>> 22)) & NOT_AB) |
    (((hi << 6) | (lo >>> 26)) & NOT_GH);
  rLo |=
    (((lo >>> 17) | (hi << 15)) & NOT_H) |
    (((lo >>> 15) | (hi << 17)) & NOT_A) |
    (((lo >>> 10) | (hi << 22)) & NOT_GH) |
    (((lo >>> 6) | (hi << 26)) & NOT_AB);
  rHi |= ((hi >>> 17) & NOT_H) | ((hi >>> 15) & NOT_A) | ((hi >>> 10) & NOT_GH) | ((hi >>> 6) & NOT_AB);
  OUT[0] = rLo;
  OUT[1] = rHi;
}

/**
 * Squares reached by sliding from the set in direction `dir` through the `emptyLo/Hi` squares
 * (the start squares included), and, in `ATTACK`, the squares attacked that way (every square
 * slid over plus the first non-empty square of each ray).
 */
export const ATTACK = new Int32Array(2);

/** Per direction (N, S, E, W, NE, NW, SE, SW): the shift of one step, whether it is up the board, the mask of the wrapped file. */
const SLIDE_SHIFT: Int32Array = Int32Array.from([8, 8, 1, 1, 9, 7, 7, 9]);
const SLIDE_UP: Int32Array = Int32Array.from([1, 0, 1, 0, 1, 1, 0, 0]);
const SLIDE_MASK: Int32Array = Int32Array.from([-1, -1, NOT_A, NOT_H, NOT_A, NOT_H, NOT_A, NOT_H]);

export function slide(lo: number, hi: number, dir: number, emptyLo: number, emptyHi: number): void {
  // The steps of `step`, inlined with the direction's shift and mask (a call per step cost a
  // fifth of the static test in locked structures).
  const s = SLIDE_SHIFT[dir]!;
  const back = 32 - s;
  const m = SLIDE_MASK[dir]!;
  let rLo = lo;
  let rHi = hi;
  let aLo: number;
  let aHi: number;
  if (SLIDE_UP[dir] === 1) {
    for (;;) {
      aLo = (rLo << s) & m;
      aHi = ((rHi << s) | (rLo >>> back)) & m;
      const nLo = rLo | (aLo & emptyLo);
      const nHi = rHi | (aHi & emptyHi);
      if (nLo === rLo && nHi === rHi) break;
      rLo = nLo;
      rHi = nHi;
    }
  } else {
    for (;;) {
      aLo = ((rLo >>> s) | (rHi << back)) & m;
      aHi = (rHi >>> s) & m;
      const nLo = rLo | (aLo & emptyLo);
      const nHi = rHi | (aHi & emptyHi);
      if (nLo === rLo && nHi === rHi) break;
      rLo = nLo;
      rHi = nHi;
    }
  }
  ATTACK[0] = aLo;
  ATTACK[1] = aHi;
  OUT[0] = rLo;
  OUT[1] = rHi;
}

/** Whether square `sq` (0–63) is in the set. */
export const has = (lo: number, hi: number, sq: number): boolean => (sq < 32 ? (lo >>> sq) & 1 : (hi >>> (sq - 32)) & 1) === 1;

/** Number of the lowest set bit of a non-zero 32-bit word. */
export const lowBit = (x: number): number => 31 - Math.clz32(x & -x);

/** Number of set bits of a 32-bit word (SWAR). */
export const popcount = (x: number): number => {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
};

/** Single-square sets: SQ_LO[sq], SQ_HI[sq]. */
export const SQ_LO = new Int32Array(64);
export const SQ_HI = new Int32Array(64);
for (let s = 0; s < 64; s++) {
  if (s < 32) SQ_LO[s] = 1 << s;
  else SQ_HI[s] = 1 << (s - 32);
}

/** Per-square attack tables (lo/hi): king, knight, and White/Black pawn captures. */
export const KING_LO = new Int32Array(64);
export const KING_HI = new Int32Array(64);
export const KNIGHT_LO = new Int32Array(64);
export const KNIGHT_HI = new Int32Array(64);
/** PAWN_LO[c * 64 + sq]: the squares a pawn of colour c on sq attacks. */
export const PAWN_LO = new Int32Array(128);
export const PAWN_HI = new Int32Array(128);
/** Adjacent squares along lines: orthogonal and diagonal neighbours. */
export const ORTH_LO = new Int32Array(64);
export const ORTH_HI = new Int32Array(64);
export const DIAG_LO = new Int32Array(64);
export const DIAG_HI = new Int32Array(64);
for (let s = 0; s < 64; s++) {
  kingStep(SQ_LO[s]!, SQ_HI[s]!);
  KING_LO[s] = OUT[0]!;
  KING_HI[s] = OUT[1]!;
  knightStep(SQ_LO[s]!, SQ_HI[s]!);
  KNIGHT_LO[s] = OUT[0]!;
  KNIGHT_HI[s] = OUT[1]!;
  for (let d = 0; d < 8; d++) {
    step(SQ_LO[s]!, SQ_HI[s]!, d);
    if (d < 4) {
      ORTH_LO[s] = ORTH_LO[s]! | OUT[0]!;
      ORTH_HI[s] = ORTH_HI[s]! | OUT[1]!;
    } else {
      DIAG_LO[s] = DIAG_LO[s]! | OUT[0]!;
      DIAG_HI[s] = DIAG_HI[s]! | OUT[1]!;
    }
    if (d === 4 || d === 5) {
      PAWN_LO[s] = PAWN_LO[s]! | OUT[0]!;
      PAWN_HI[s] = PAWN_HI[s]! | OUT[1]!;
    }
    if (d === 6 || d === 7) {
      PAWN_LO[64 + s] = PAWN_LO[64 + s]! | OUT[0]!;
      PAWN_HI[64 + s] = PAWN_HI[64 + s]! | OUT[1]!;
    }
  }
}

/** Rank masks (lo/hi halves): rank 2 and 7 (double-step starts) and 1 and 8 (promotion). */
export const RANK1_LO = 0xff;
export const RANK2_LO = 0xff00;
export const RANK7_HI = 0xff0000;
export const RANK8_HI = 0xff000000 | 0;
