/**
 * The material rule, as strong as the established one (python-chess, scalachess): White (the
 * normalized winner) can never mate when it has
 * - only its king;
 * - king and one knight, and Black has nothing but its king and queens (a queen next to Black's
 *   king always attacks the knight's checking square, and nothing else can fill an escape square);
 * - king and bishops, every bishop on the board on one shade, and no pawns or knights on the
 *   board (a bishop checks only on its shade; the escape squares of the other shade can be filled
 *   only by pieces that could also interpose or capture).
 * Positions that are already mate must be tested before (an unreachable mate can look like
 * insufficient material).
 */
import { BISHOP, KING, KNIGHT, PAWN, PAWN_SET, QUEEN, QUEEN_SET, ROOK_SET, squareShade } from '../board/constants.js';
import type { Position } from '../board/position.js';

/** Whether White can never mate by the material rule alone (sound; `pos` is not changed). */
export function whiteLacksMaterial(pos: Position): boolean {
  // A white pawn, rook or queen: never (the common case, told from the sets without a pass over the board).
  const sets = pos.occupied;
  if (
    ((sets[PAWN_SET]! | sets[ROOK_SET]! | sets[QUEEN_SET]!) & sets[0]!) !== 0 ||
    ((sets[PAWN_SET + 1]! | sets[ROOK_SET + 1]! | sets[QUEEN_SET + 1]!) & sets[1]!) !== 0
  ) {
    return false;
  }
  const b = pos.board;
  let wKnights = 0;
  let wOthers = 0;
  let bishopShades = 0; // bit 0: a dark bishop anywhere, bit 1: a light one
  let bNonQueens = 0; // Black's pieces other than king and queens
  let knightsOrPawns = 0; // on the whole board
  let wBishops = 0;
  for (let s = 0; s < 128; s = (s + 9) & ~8) {
    const p = b[s]!;
    if (p === 0) continue;
    const role = p & 7;
    if (role === KING) continue;
    if (role === BISHOP) bishopShades |= 1 << squareShade(s);
    if (role === KNIGHT || role === PAWN) knightsOrPawns++;
    if (p >> 3 === 0) {
      if (role === KNIGHT) wKnights++;
      else if (role === BISHOP) wBishops++;
      else wOthers++;
    } else if (role !== QUEEN) {
      bNonQueens++;
    }
  }
  if (wOthers > 0) return false;
  if (wKnights === 0 && wBishops === 0) return true;
  if (wKnights === 1 && wBishops === 0) return bNonQueens === 0;
  if (wKnights > 0) return false;
  return knightsOrPawns === 0 && bishopShades !== 3;
}
