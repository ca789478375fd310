/**
 * Moving pieces by geometry, without rules: a user's move shown at once, and the premove queue
 * applied to the position so the board can draw (and premove from) where the queue puts the
 * pieces. Pure; every function returns a new map.
 */
import { fileOf, rankOf, squareAt } from './squares.js';
import type { BoardMove, Piece, Pieces, PromotionLetter, Role, SquareName } from './types.js';

const ROLE_OF_LETTER: Readonly<Record<PromotionLetter, Role>> = { q: 'queen', r: 'rook', b: 'bishop', n: 'knight' };

/** The role a promotion letter names. */
export const promotionRole = (letter: PromotionLetter): Role => ROLE_OF_LETTER[letter];

/** The promotion letters in the order the chooser offers them. */
export const PROMOTION_LETTERS: readonly PromotionLetter[] = ['q', 'n', 'r', 'b'];

/** Whether moving the piece on `from` to `to` is a pawn reaching its last rank. */
export function isPromotion(pieces: Pieces, from: SquareName, to: SquareName): boolean {
  const piece = pieces.get(from);
  return piece?.role === 'pawn' && rankOf(to) === (piece.color === 'white' ? 7 : 0);
}

/** Options of `applyMove`. */
export interface ApplyOptions {
  /**
   * Treat a pawn's diagonal step to an empty square as en passant and remove the pawn passed
   * (true for a legal move; false for a premove, whose capture is only hoped for).
   */
  readonly enPassant?: boolean;
}

/**
 * The pieces after moving whatever stands on `move.from` to `move.to`: a king's two-file step
 * on its rank also moves the rook from that corner next to it (castling), a pawn reaching its
 * last rank becomes the promotion piece (a queen when none is given), and the target square's
 * piece, if any, is gone. A move from an empty square changes nothing.
 */
export function applyMove(pieces: Pieces, move: BoardMove, options: ApplyOptions = {}): Map<SquareName, Piece> {
  const next = new Map(pieces);
  const piece = pieces.get(move.from);
  if (!piece) return next;
  next.delete(move.from);
  const fileDelta = fileOf(move.to) - fileOf(move.from);
  const sameRank = rankOf(move.to) === rankOf(move.from);
  if (piece.role === 'king' && sameRank && Math.abs(fileDelta) === 2) {
    const rank = rankOf(move.from);
    const rookFrom = squareAt(fileDelta > 0 ? 7 : 0, rank)!;
    const rook = pieces.get(rookFrom);
    if (rook?.role === 'rook' && rook.color === piece.color) {
      next.delete(rookFrom);
      next.set(squareAt(fileOf(move.from) + fileDelta / 2, rank)!, rook);
    }
  }
  if (piece.role === 'pawn' && options.enPassant && fileDelta !== 0 && !pieces.has(move.to)) {
    next.delete(squareAt(fileOf(move.to), rankOf(move.from))!);
  }
  const lastRank = piece.color === 'white' ? 7 : 0;
  const promoted = piece.role === 'pawn' && rankOf(move.to) === lastRank;
  next.set(move.to, promoted ? { role: promotionRole(move.promotion ?? 'q'), color: piece.color } : piece);
  return next;
}

/** The pieces after the premove queue, applied in order by geometry (no en passant). */
export function applyPremoves(pieces: Pieces, premoves: readonly BoardMove[]): Pieces {
  let current: Pieces = pieces;
  for (const premove of premoves) current = applyMove(current, premove);
  return current;
}

/** The squares the queued premoves start or end on. */
export function premoveSquares(premoves: readonly BoardMove[]): Set<SquareName> {
  const squares = new Set<SquareName>();
  for (const premove of premoves) squares.add(premove.from).add(premove.to);
  return squares;
}
