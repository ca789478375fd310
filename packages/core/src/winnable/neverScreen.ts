/**
 * The quick mode's `never` screen without the analysis' set-up: one pass over the board and a
 * count of the legal moves up to two, on the caller's position (no normalized copy, no forced
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
const { BISHOP, KING, KNIGHT, PAWN, QUEEN, ROOK, to88 } = constants;

/** Locked pawn pairs from which the analysis tries its static test first (canCheckmate.ts `looksBlocked`, counted as `lockedPawnPairs` in static.ts). */
export const LOCKED_PAIRS = 3;

/**
 * Whether the quick mode's screen for `winner` (0 white, 1 black) in `pos` is surely `never`
 * (see the file comment). `pos` is not changed (its move generator's scratch aside).
 */
export function surelyNever(pos: Position, winner: number): boolean {
  const kings = pos.kings;
  if (kings[0]! < 0 || kings[1]! < 0) return false;
  // The short-lines test applies to a force of at most four men, the king included.
  const occupied = pos.occupied;
  if (popcount(occupied[winner << 1]!) + popcount(occupied[(winner << 1) | 1]!) <= SHORT_LINES_MEN) return false;
  const b = pos.board;
  const blackPawn = PAWN | 8;
  let heavyOrKnights = false;
  let material = false;
  let locked = 0;
  // Every piece, from the occupied sets (white a1–h4, a5–h8, then black's).
  for (let k = 0; k < 4; k++) {
    let set = occupied[k]!;
    const color = k >> 1;
    while (set !== 0) {
      const low = set & -set;
      set ^= low;
      const s = to88((31 - Math.clz32(low)) | ((k & 1) << 5));
      const role = b[s]! & 7;
      if (role === QUEEN || role === ROOK || role === KNIGHT) heavyOrKnights = true;
      // Any piece of the winner but a bishop: the material rule (material.ts) cannot apply to a
      // force of more than three pieces that has one.
      if (color === winner && role !== KING && role !== BISHOP) material = true;
      if (color === 0 && role === PAWN && s < 0x70 && b[s + 16] === blackPawn) locked++;
    }
  }
  if (!heavyOrKnights || !material || locked >= LOCKED_PAIRS) return false;
  // Two legal moves: nothing is forced and the game is not over (mate or stalemate).
  return pos.hasTwoLegalMoves();
}
