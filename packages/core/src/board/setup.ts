/**
 * A `Setup`: a position as plain, immutable data that may be illegal — what a board editor, a
 * FEN or a hand-written test holds before anyone checks it. `Position.fromSetup` validates one
 * into a playable position (a `Result`); `position.toSetup()` goes back. The helpers here build
 * and edit setups without ever checking them.
 */
import { COLORS, ROLES, charToRole, parseSquare, type Color, type Piece, type Role, type Square, type SquareName } from '../types.js';

/** Castling rights as four flags. */
export interface CastlingRights {
  readonly whiteKingSide: boolean;
  readonly whiteQueenSide: boolean;
  readonly blackKingSide: boolean;
  readonly blackQueenSide: boolean;
}

/**
 * A position as plain data. Nothing is guaranteed about its legality: validate it with
 * `Position.fromSetup`. Immutable by convention (build a new one with the helpers or a spread).
 */
export interface Setup {
  /** The piece on each square, `board[square]` with a1 = 0 … h8 = 63; `null` for an empty square. 64 entries. */
  readonly board: readonly (Piece | null)[];
  readonly turn: Color;
  readonly castling: CastlingRights;
  /** The en-passant target square as a FEN records it (behind a pawn that just made a double step), or `null`. */
  readonly epSquare: Square | null;
  /** Plies since the last capture or pawn move (the 50/75-move counter). */
  readonly halfmoves: number;
  /** The move number, from 1, incremented after Black's move. */
  readonly fullmoves: number;
}

/**
 * The largest move counter (half-move clock or move number) a position holds: counters read
 * from a FEN above it are refused, and play never takes a counter past it (it stays there), so
 * every FEN this library writes can be read back. No game comes near it.
 */
export const MAX_MOVE_COUNTER = 2 ** 31 - 1;

/** No castling rights. */
export const NO_CASTLING: CastlingRights = { whiteKingSide: false, whiteQueenSide: false, blackKingSide: false, blackQueenSide: false };

/** All four castling rights. */
export const ALL_CASTLING: CastlingRights = { whiteKingSide: true, whiteQueenSide: true, blackKingSide: true, blackQueenSide: true };

/** An empty board, White to move, no castling rights, counters 0 and 1 (not a legal position: no kings). */
export function emptySetup(): Setup {
  return {
    board: new Array<Piece | null>(64).fill(null),
    turn: 'white',
    castling: NO_CASTLING,
    epSquare: null,
    halfmoves: 0,
    fullmoves: 1,
  };
}

/** The standard starting position as a setup. */
export function initialSetup(): Setup {
  const board = new Array<Piece | null>(64).fill(null);
  const back: Role[] = ['rook', 'knight', 'bishop', 'queen', 'king', 'bishop', 'knight', 'rook'];
  for (let file = 0; file < 8; file++) {
    board[file] = { role: back[file]!, color: 'white' };
    board[8 + file] = { role: 'pawn', color: 'white' };
    board[48 + file] = { role: 'pawn', color: 'black' };
    board[56 + file] = { role: back[file]!, color: 'black' };
  }
  return { board, turn: 'white', castling: ALL_CASTLING, epSquare: null, halfmoves: 0, fullmoves: 1 };
}

/** A letter for a piece as FEN writes it: upper case white (`K`), lower case black (`q`). */
export type PieceLetter = 'P' | 'N' | 'B' | 'R' | 'Q' | 'K' | 'p' | 'n' | 'b' | 'r' | 'q' | 'k';

/** The piece a FEN letter stands for (the twelve ASCII letters only), or `undefined`. */
export function pieceOfLetter(letter: string): Piece | undefined {
  const role = charToRole(letter);
  if (role === undefined) return undefined;
  return { role, color: letter.charCodeAt(0) >= 0x61 ? 'black' : 'white' };
}

/**
 * `setup` with pieces put on (or, with `null`, taken off) squares named in `placements`:
 * `withPieces(emptySetup(), { e1: 'K', e8: 'k', h1: 'R' })`. Other squares are unchanged.
 * Throws a RangeError for a square name or letter that does not exist (a typo in code, not input).
 */
export function withPieces(setup: Setup, placements: Readonly<Partial<Record<SquareName, PieceLetter | Piece | null>>>): Setup {
  const board = [...setup.board];
  for (const [name, value] of Object.entries(placements) as Array<[string, PieceLetter | Piece | null | undefined]>) {
    const square = parseSquare(name);
    if (square === undefined) throw new RangeError(`withPieces: no square ${JSON.stringify(name)}`);
    if (value === undefined) continue;
    const piece = typeof value === 'string' ? pieceOfLetter(value) : value;
    if (piece === undefined) throw new RangeError(`withPieces: no piece letter ${JSON.stringify(value)}`);
    board[square] = piece;
  }
  return { ...setup, board };
}

/** Whether `value` is a well-formed `Piece` (a known role and colour), for validating setups built outside TypeScript. */
export function isPiece(value: unknown): value is Piece {
  if (typeof value !== 'object' || value === null) return false;
  const { role, color } = value as { role?: unknown; color?: unknown };
  return (ROLES as readonly unknown[]).includes(role) && (COLORS as readonly unknown[]).includes(color);
}
