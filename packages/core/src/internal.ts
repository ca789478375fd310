/**
 * `@flagfall/core/internal` — the board's fast paths for the built-in engine (@flagfall/engine),
 * which searches millions of positions and cannot afford the public `Move` objects. Not a stable
 * API: it follows the board's representation (board/constants.ts), which may change with it.
 *
 * The representation: a 0x88 mailbox (index = rank * 16 + file, off the board exactly when
 * `index & 0x88`); a piece code is `role | color << 3` with roles pawn = 1 … king = 6 and
 * colours white = 0, black = 1, 0 for an empty square. A move is an integer:
 * `from | to << 7 | promotionRole << 14 | flag << 17`, flag 0 plain, 1 en passant, 2 castling,
 * 3 double pawn step.
 */
import type { Position } from './board/position.js';
import { TURN_HI, TURN_LO } from './board/zobrist.js';

export { generateLegal, MAX_LEGAL_MOVES } from './board/movegen.js';
export { PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING, FLAG_EP, FLAG_CASTLE, moveFrom, moveTo, movePromo, moveFlag } from './board/constants.js';
export { isAttackedBy } from './board/attacks.js';

/**
 * A `Position` seen from the inside: the fields and the make/unmake pair the move generator and
 * a search work with. The same object as the position (no copy): writing a field changes it.
 */
export interface BoardState {
  /** 0x88 board of piece codes. */
  readonly board: Int8Array;
  /** Side to move: 0 white, 1 black. */
  side: number;
  /** Castling rights bits (white king side 1, white queen side 2, black king side 4, black queen side 8). */
  castle: number;
  /** En-passant target (0x88), or -1; set after a double step only when an enemy pawn stands beside the pawn. */
  ep: number;
  /** Plies since the last capture or pawn move. */
  half: number;
  /** King squares (0x88) by side, -1 for a missing king (tolerant positions only). */
  readonly kings: Int32Array;
  /** The Zobrist hash of board, side to move and castling rights (no en-passant part), as two 32-bit halves. */
  hashLo: number;
  hashHi: number;
  /** Makes a legal internal move (as `generateLegal` writes them); `unmakeMove(m)` takes it back. */
  makeMove(m: number): void;
  /** Takes back the internal move `m`, which must be the last one made. */
  unmakeMove(m: number): void;
}

/** The position's internals (the same object, typed; no copy, no cost). */
export function boardState(pos: Position): BoardState {
  return pos as unknown as BoardState;
}

/** The low half of the Zobrist key XORed into `hashLo` when Black is to move (a null move flips it). */
export const SIDE_KEY_LO: number = TURN_LO;
/** The high half of the Zobrist key XORed into `hashHi` when Black is to move. */
export const SIDE_KEY_HI: number = TURN_HI;
