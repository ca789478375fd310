/**
 * The quick mode's `never` screen without the analysis' set-up: a few operations on the colour and
 * role sets and a count of the legal moves up to two, on the caller's position (no normalized copy, no forced
 * moves played). It recognises the common case — a queen, rook or knight on the board, more
 * than three pieces besides the side's king, fewer than three locked pawn pairs, and at least
 * two legal moves — in which the quick mode can never answer `no`: nothing is forced, the game
 * is not over, the material rule does not apply, and neither the static test nor the short-lines
 * test runs (see `QuickScreen` in canCheckmate.ts).
 *
 * A sufficient test: `false` means "ask the full screen", never "the quick mode may answer no".
 * Every condition is symmetric under the colour mirror the analysis works on, so the answer is
 * the one the screen gives on the normalized position.
 */
import * as constants from '../board/constants.js';
import type { Position } from '../board/position.js';
import { popcount } from './bitboard.js';
import { SHORT_LINES_MEN } from './shortLines.js';

// Module-level copies (see board/movegen.ts: V8 reads an imported binding through its module cell).
/** Where the role sets start in `Position.occupied` (the colours' sets are at 0–3). */
const { PAWN_SET: PAWNS, KNIGHT_SET: KNIGHTS, BISHOP_SET: BISHOPS, ROOK_SET: ROOKS, QUEEN_SET: QUEENS, KING_SET: KINGS } = constants;

/** Locked pawn pairs from which the analysis tries its static test first (canCheckmate.ts `looksBlocked`, counted as `lockedPawnPairs` in static.ts). */
export const LOCKED_PAIRS = 3;

/**
 * Whether the quick mode's screen for `winner` (0 white, 1 black) in `pos` is surely `never`
 * (see the file comment). `pos` is not changed (its move generator's scratch aside). A caller
 * that knows whether the side to move has two legal moves or more passes it as `twoMoves`.
 */
export function surelyNever(pos: Position, winner: number, twoMoves?: boolean): boolean {
  const kings = pos.kings;
  if (kings[0]! < 0 || kings[1]! < 0) return false;
  // From the colour and role sets, no pass over the board. The short-lines test applies to a
  // force of at most four men, the king included.
  const sets = pos.occupied;
  const ownLo = sets[winner << 1]!;
  const ownHi = sets[(winner << 1) | 1]!;
  if (popcount(ownLo) + popcount(ownHi) <= SHORT_LINES_MEN) return false;
  // A queen, rook or knight on the board.
  if ((sets[QUEENS]! | sets[ROOKS]! | sets[KNIGHTS]! | sets[QUEENS + 1]! | sets[ROOKS + 1]! | sets[KNIGHTS + 1]!) === 0) return false;
  // Any piece of the winner but a bishop: the material rule (material.ts) cannot apply to a force
  // of more than three pieces that has one.
  if (((ownLo & ~(sets[BISHOPS]! | sets[KINGS]!)) | (ownHi & ~(sets[BISHOPS + 1]! | sets[KINGS + 1]!))) === 0) return false;
  // Locked pawn pairs: a white pawn with a black pawn right in front (a rank up: 8 squares on).
  const blackPawnsLo = sets[PAWNS]! & sets[2]!;
  const blackPawnsHi = sets[PAWNS + 1]! & sets[3]!;
  const frontLo = (blackPawnsLo >>> 8) | (blackPawnsHi << 24);
  const frontHi = blackPawnsHi >>> 8;
  const locked = popcount(sets[PAWNS]! & sets[0]! & frontLo) + popcount(sets[PAWNS + 1]! & sets[1]! & frontHi);
  if (locked >= LOCKED_PAIRS) return false;
  // Two legal moves: nothing is forced and the game is not over (mate or stalemate).
  return twoMoves ?? pos.hasTwoLegalMoves();
}
