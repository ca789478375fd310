/**
 * Internal board constants. The board is a 0x88 mailbox: index = rank * 16 + file, and
 * `index & 0x88` is non-zero exactly for indices off the board. A piece code is
 * `role | color << 3` with roles PAWN = 1 … KING = 6 and colours WHITE = 0, BLACK = 1;
 * 0 is an empty square. Nothing here leaves the board module except through conversions.
 */
export const WHITE = 0;
export const BLACK = 1;

/** The pawn's role code (the low 3 bits of a piece code). */
export const PAWN = 1;
/** The knight's role code. */
export const KNIGHT = 2;
/** The bishop's role code. */
export const BISHOP = 3;
/** The rook's role code. */
export const ROOK = 4;
/** The queen's role code. */
export const QUEEN = 5;
/** The king's role code. */
export const KING = 6;

export const EMPTY = 0;
export const COLOR_SHIFT = 3;
export const ROLE_MASK = 7;

/** Move flags (bits 17+ of an internal move). */
export const FLAG_NONE = 0;
/** The flag of an en-passant capture. */
export const FLAG_EP = 1;
/** The flag of castling (the king's two-square move). */
export const FLAG_CASTLE = 2;
export const FLAG_DOUBLE = 3;

/** Castling-right bits. */
export const WK = 1;
export const WQ = 2;
export const BK = 4;
export const BQ = 8;

export const N = 16;
export const S = -16;
export const E = 1;
export const W = -1;

export const KNIGHT_OFFSETS: readonly number[] = [33, 31, 18, 14, -33, -31, -18, -14];
export const KING_OFFSETS: readonly number[] = [16, -16, 1, -1, 17, 15, -17, -15];
export const BISHOP_DIRS: readonly number[] = [17, 15, -17, -15];
export const ROOK_DIRS: readonly number[] = [16, -16, 1, -1];

/**
 * Where the squares of each role (both colours) start in `Position.occupied`: after the colours'
 * four ints, two per role, 2·(role + 1) — PAWN at 4 … KING at 14.
 */
export const PAWN_SET = 4;
export const KNIGHT_SET = 6;
export const BISHOP_SET = 8;
export const ROOK_SET = 10;
export const QUEEN_SET = 12;
export const KING_SET = 14;

/** 0x88 index of a 0…63 square, and back. */
export const to88 = (sq: number): number => sq + (sq & ~7);
export const from88 = (s: number): number => (s + (s & 7)) >> 1;

/** Packs an internal move: from, to (0x88), promotion role (0 = none), flag. */
export const packMove = (from: number, to: number, promo: number, flag: number): number => from | (to << 7) | (promo << 14) | (flag << 17);
/** The origin square (0x88) of an internal move. */
export const moveFrom = (m: number): number => m & 0x7f;
/** The target square (0x88) of an internal move. */
export const moveTo = (m: number): number => (m >> 7) & 0x7f;
/** The promotion role of an internal move (0: none). */
export const movePromo = (m: number): number => (m >> 14) & 7;
/** The flag of an internal move (0 plain, 1 en passant, 2 castling, 3 double step). */
export const moveFlag = (m: number): number => m >> 17;
/** Whether an internal move is plain: no promotion and no flag (`movePromo` and `moveFlag` both 0). */
export const isPlainMove = (m: number): boolean => m < 1 << 14;

/**
 * DIRECTION[to - from + 119]: the unit step from `from` towards `to` when they share a
 * rank, file or diagonal (0 otherwise). The classic 0x88 difference table.
 */
export const DIRECTION: Int8Array = (() => {
  const table = new Int8Array(239);
  for (const dir of [...ROOK_DIRS, ...BISHOP_DIRS]) {
    for (let k = 1; k < 8; k++) table[dir * k + 119] = dir;
  }
  return table;
})();

/** Castling rights that survive a move touching this square (AND mask, indexed by 0x88 square). */
export const CASTLE_MASK: Uint8Array = (() => {
  const mask = new Uint8Array(128).fill(15);
  mask[0x04] = 15 & ~(WK | WQ);
  mask[0x00] = 15 & ~WQ;
  mask[0x07] = 15 & ~WK;
  mask[0x74] = 15 & ~(BK | BQ);
  mask[0x70] = 15 & ~BQ;
  mask[0x77] = 15 & ~BK;
  return mask;
})();

/** Square colour of a 0x88 square: 0 dark, 1 light (a1 is dark). */
export const squareShade = (s: number): number => ((s >> 4) + (s & 7)) & 1;
