/**
 * Square sets as 64-bit bitboards kept in two 32-bit halves (JavaScript has no fast 64-bit
 * integers): bit i of the low half is square i (a1 = 0, b1 = 1, … h4 = 31), bit i of the high half
 * square 32 + i (a5 … h8), as in `Position.occupied`. A table of sets stores each set as two
 * consecutive ints, low half first: set k is `table[2k]`, `table[2k + 1]`.
 *
 * The attack sets of the leapers and of the pawns, the squares between two squares, and the
 * sliders' attacks by magic lookup: a slider's attacks along a line depend only on the
 * occupied squares among its relevant squares (its rays without the board's edge), which a pair
 * of 32-bit multiplications hashes without collision into a table index (magics.ts). A rook's
 * attacks are its file's and its rank's, looked up apart: two tables of 32 KB instead of one of
 * 800 KB, which would miss the processor's cache at nearly every lookup (measured: the whole
 * generator 30% slower with it).
 */
import { KING_OFFSETS, KNIGHT_OFFSETS, from88, to88 } from './constants.js';
import { BISHOP_MAGICS, FILE_MAGICS, RANK_MAGICS } from './magics.js';

/** The unit steps (file, rank) of a rook and of a bishop. */
const ROOK_STEPS: readonly (readonly [number, number])[] = [
  [0, 1],
  [0, -1],
  [1, 0],
  [-1, 0],
];
const BISHOP_STEPS: readonly (readonly [number, number])[] = [
  [1, 1],
  [-1, 1],
  [-1, -1],
  [1, -1],
];
/**
 * The eight directions (north, south, east, west, north-east, north-west, south-west,
 * south-east) as (file, rank) steps.
 */
const DIRECTION_STEPS: readonly (readonly [number, number])[] = [...ROOK_STEPS, ...BISHOP_STEPS];

/** A half of a set without the squares of the a-file, and of the h-file (for the pawns' diagonal shifts). */
export const NOT_FILE_A = ~0x01010101;
export const NOT_FILE_H = ~0x80808080;

const onBoard = (file: number, rank: number): boolean => file >= 0 && file < 8 && rank >= 0 && rank < 8;

/** Adds square `sq` (0…63) to set `k` of `table`. */
function add(table: Int32Array, k: number, sq: number): void {
  table[2 * k + (sq >> 5)]! |= 1 << (sq & 31);
}

/** The leaper attack sets, by square: `offsets` as 0x88 differences (constants.ts). */
function leaper(offsets: readonly number[]): Int32Array {
  const table = new Int32Array(128);
  for (let sq = 0; sq < 64; sq++) {
    for (const o of offsets) {
      const t = to88(sq) + o;
      if (!(t & 0x88)) add(table, sq, from88(t));
    }
  }
  return table;
}

/** KNIGHT_ATTACKS: set `sq` holds the squares a knight on `sq` attacks. */
export const KNIGHT_ATTACKS: Int32Array = leaper(KNIGHT_OFFSETS);
/** KING_ATTACKS: set `sq` holds the squares a king on `sq` attacks. */
export const KING_ATTACKS: Int32Array = leaper(KING_OFFSETS);
/** PAWN_ATTACKS: set `color * 64 + sq` holds the squares a pawn of `color` on `sq` attacks. */
export const PAWN_ATTACKS: Int32Array = (() => {
  const table = new Int32Array(256);
  table.set(leaper([15, 17]), 0);
  table.set(leaper([-15, -17]), 128);
  return table;
})();

/**
 * BETWEEN: set `a * 64 + b` holds the squares strictly between `a` and `b` when they share a
 * rank, file or diagonal (empty otherwise).
 */
export const BETWEEN: Int32Array = (() => {
  const table = new Int32Array(64 * 128);
  for (let a = 0; a < 64; a++) {
    for (const [df, dr] of DIRECTION_STEPS) {
      const between: number[] = [];
      for (let f = (a & 7) + df, r = (a >> 3) + dr; onBoard(f, r); f += df, r += dr) {
        const b = r * 8 + f;
        for (const s of between) add(table, a * 64 + b, s);
        between.push(b);
      }
    }
  }
  return table;
})();

/** One slider kind's magic lookup: per square its relevant squares (a set), magics, shift and offset. */
interface MagicTables {
  /** Set `sq`: the relevant squares. */
  readonly mask: Int32Array;
  /** `magic[2sq]`, `magic[2sq + 1]`: the multipliers of the low and high half. */
  readonly magic: Int32Array;
  /** `32 - bits` per square. */
  readonly shift: Int32Array;
  /** Where the square's entries start in `attacks` (in sets). */
  readonly offset: Int32Array;
  /** The attack sets. */
  readonly attacks: Int32Array;
}

function buildMagics(steps: readonly (readonly [number, number])[], magics: readonly number[]): MagicTables {
  const mask = new Int32Array(128);
  const magic = Int32Array.from(magics, (m) => m | 0);
  const shift = new Int32Array(64);
  const offset = new Int32Array(64);
  const relevant: number[][] = [];
  let total = 0;
  for (let sq = 0; sq < 64; sq++) {
    const squares: number[] = [];
    for (const [df, dr] of steps) {
      for (let f = (sq & 7) + df, r = (sq >> 3) + dr; onBoard(f + df, r + dr); f += df, r += dr) squares.push(r * 8 + f);
    }
    for (const s of squares) add(mask, sq, s);
    relevant.push(squares);
    shift[sq] = 32 - squares.length;
    offset[sq] = total;
    total += 1 << squares.length;
  }
  const attacks = new Int32Array(2 * total);
  const filled = new Uint8Array(total);
  for (let sq = 0; sq < 64; sq++) {
    const squares = relevant[sq]!;
    for (let k = 0; k < 1 << squares.length; k++) {
      let lo = 0;
      let hi = 0;
      for (let j = 0; j < squares.length; j++) {
        if (!((k >> j) & 1)) continue;
        const s = squares[j]!;
        if (s < 32) lo |= 1 << s;
        else hi |= 1 << (s - 32);
      }
      let attLo = 0;
      let attHi = 0;
      for (const [df, dr] of steps) {
        for (let f = (sq & 7) + df, r = (sq >> 3) + dr; onBoard(f, r); f += df, r += dr) {
          const s = r * 8 + f;
          const bit = 1 << (s & 31);
          if (s < 32) attLo |= bit;
          else attHi |= bit;
          if (((s < 32 ? lo : hi) & bit) !== 0) break;
        }
      }
      const i = offset[sq]! + ((Math.imul(lo, magic[2 * sq]!) ^ Math.imul(hi, magic[2 * sq + 1]!)) >>> shift[sq]!);
      if (filled[i] !== 0 && (attacks[2 * i] !== attLo || attacks[2 * i + 1] !== attHi)) {
        throw new Error(`magics.ts: a bad magic for square ${sq} (two occupancies with different attacks share an index)`);
      }
      filled[i] = 1;
      attacks[2 * i] = attLo;
      attacks[2 * i + 1] = attHi;
    }
  }
  return { mask, magic, shift, offset, attacks };
}

const file = buildMagics(ROOK_STEPS.slice(0, 2), FILE_MAGICS);
const rank = buildMagics(ROOK_STEPS.slice(2), RANK_MAGICS);
const bishop = buildMagics(BISHOP_STEPS, BISHOP_MAGICS);

/** A rook's attacks along its file: set `fileIndex(sq, lo, hi)`. */
export const FILE_ATTACKS: Int32Array = file.attacks;
/** A rook's attacks along its rank: set `rankIndex(sq, lo, hi)`. */
export const RANK_ATTACKS: Int32Array = rank.attacks;
/** The bishop's attack sets: set `bishopIndex(sq, lo, hi)` holds a bishop's attacks from `sq`. */
export const BISHOP_ATTACKS: Int32Array = bishop.attacks;

const FILE_MASK = file.mask;
const FILE_MAGIC = file.magic;
const FILE_SHIFT = file.shift;
const FILE_OFFSET = file.offset;
const RANK_MASK = rank.mask;
const RANK_MAGIC = rank.magic;
const RANK_SHIFT = rank.shift;
const RANK_OFFSET = rank.offset;
const BISHOP_MASK = bishop.mask;
const BISHOP_MAGIC = bishop.magic;
const BISHOP_SHIFT = bishop.shift;
const BISHOP_OFFSET = bishop.offset;

/** The set index in `FILE_ATTACKS` of a rook's attacks along its file from `sq` (0…63) given the occupied squares (`lo`, `hi`). */
export function fileIndex(sq: number, lo: number, hi: number): number {
  const k = sq << 1;
  return (
    FILE_OFFSET[sq]! +
    ((Math.imul(lo & FILE_MASK[k]!, FILE_MAGIC[k]!) ^ Math.imul(hi & FILE_MASK[k + 1]!, FILE_MAGIC[k + 1]!)) >>> FILE_SHIFT[sq]!)
  );
}

/** The set index in `RANK_ATTACKS` of a rook's attacks along its rank from `sq` (0…63) given the occupied squares (`lo`, `hi`). */
export function rankIndex(sq: number, lo: number, hi: number): number {
  const k = sq << 1;
  return (
    RANK_OFFSET[sq]! +
    ((Math.imul(lo & RANK_MASK[k]!, RANK_MAGIC[k]!) ^ Math.imul(hi & RANK_MASK[k + 1]!, RANK_MAGIC[k + 1]!)) >>> RANK_SHIFT[sq]!)
  );
}

/** The set index in `BISHOP_ATTACKS` of a bishop's attacks from `sq` (0…63) given the occupied squares (`lo`, `hi`). */
export function bishopIndex(sq: number, lo: number, hi: number): number {
  const k = sq << 1;
  return (
    BISHOP_OFFSET[sq]! +
    ((Math.imul(lo & BISHOP_MASK[k]!, BISHOP_MAGIC[k]!) ^ Math.imul(hi & BISHOP_MASK[k + 1]!, BISHOP_MAGIC[k + 1]!)) >>> BISHOP_SHIFT[sq]!)
  );
}

/** Set `sq`: the squares a rook on `sq` attacks on an empty board. */
export const ROOK_RAYS = new Int32Array(128);
/** Set `sq`: the squares a bishop on `sq` attacks on an empty board. */
export const BISHOP_RAYS = new Int32Array(128);
for (let sq = 0; sq < 64; sq++) {
  const f = fileIndex(sq, 0, 0) << 1;
  const r = rankIndex(sq, 0, 0) << 1;
  const b = bishopIndex(sq, 0, 0) << 1;
  ROOK_RAYS[2 * sq] = FILE_ATTACKS[f]! | RANK_ATTACKS[r]!;
  ROOK_RAYS[2 * sq + 1] = FILE_ATTACKS[f + 1]! | RANK_ATTACKS[r + 1]!;
  BISHOP_RAYS[2 * sq] = BISHOP_ATTACKS[b]!;
  BISHOP_RAYS[2 * sq + 1] = BISHOP_ATTACKS[b + 1]!;
}
