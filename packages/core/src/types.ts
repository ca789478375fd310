/** The two sides. */
export const COLORS = ['white', 'black'] as const;
/** A side: `white` or `black`. */
export type Color = (typeof COLORS)[number];

/** Piece kinds, in the order used by the internal piece codes (pawn = 1 … king = 6). */
export const ROLES = ['pawn', 'knight', 'bishop', 'rook', 'queen', 'king'] as const;
/** A piece kind: `pawn` … `king`. */
export type Role = (typeof ROLES)[number];

/** A piece: a role and a colour. */
export interface Piece {
  readonly role: Role;
  readonly color: Color;
}

/** The files by name, a … h. */
export const FILE_NAMES = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'] as const;
/** The ranks by name, 1 … 8. */
export const RANK_NAMES = ['1', '2', '3', '4', '5', '6', '7', '8'] as const;
/** A file letter, `a` … `h`. */
export type FileName = (typeof FILE_NAMES)[number];
/** A rank digit, `1` … `8`. */
export type RankName = (typeof RANK_NAMES)[number];
/** A square's name, `a1` … `h8`. */
export type SquareName = `${FileName}${RankName}`;

/**
 * A square index 0 … 63: a1 = 0, b1 = 1, …, h1 = 7, a2 = 8, …, h8 = 63.
 * (Internally the board uses 0x88 indices; those never leave the board module.)
 */
export type Square = number;

/** A values-by-colour record. */
export type ByColor<T> = { [C in Color]: T };

/** The opposite colour. */
export const opposite = (color: Color): Color => (color === 'white' ? 'black' : 'white');

/**
 * A move as the world sees it: a from-square and a to-square (castling is the king's
 * two-square move, e1g1), and the promotion role when a pawn reaches the last rank.
 */
export interface Move {
  readonly from: Square;
  readonly to: Square;
  readonly promotion?: Role;
}

/** Parses `e4` into a square index; `undefined` for anything else. */
export function parseSquare(name: string): Square | undefined {
  if (name.length !== 2) return undefined;
  const file = name.charCodeAt(0) - 97;
  const rank = name.charCodeAt(1) - 49;
  if (file < 0 || file > 7 || rank < 0 || rank > 7) return undefined;
  return rank * 8 + file;
}

/** The name of a square index (0 … 63). */
export function makeSquare(square: Square): SquareName {
  return `${FILE_NAMES[square & 7]!}${RANK_NAMES[square >> 3]!}`;
}

/** The file of a square, 0 (a) … 7 (h). */
export const squareFile = (square: Square): number => square & 7;
/** The rank of a square, 0 (rank 1) … 7 (rank 8). */
export const squareRank = (square: Square): number => square >> 3;

/** Piece letters as in FEN (upper case = white). */
export const ROLE_CHARS: Readonly<Record<Role, string>> = {
  pawn: 'p',
  knight: 'n',
  bishop: 'b',
  rook: 'r',
  queen: 'q',
  king: 'k',
};

/** The role for a FEN/SAN letter (ASCII, either case), or `undefined`. */
export function charToRole(ch: string): Role | undefined {
  // Compare code units: `toLowerCase` would map the Kelvin sign U+212A to 'k'.
  switch (ch.length === 1 ? ch.charCodeAt(0) | 0x20 : 0) {
    case 0x70:
      return 'pawn';
    case 0x6e:
      return 'knight';
    case 0x62:
      return 'bishop';
    case 0x72:
      return 'rook';
    case 0x71:
      return 'queen';
    case 0x6b:
      return 'king';
    default:
      return undefined;
  }
}
