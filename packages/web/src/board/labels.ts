/** The board's English words, the default `labels`; a page passes its own to translate. */
import type { BoardLabels, Color, Piece, Role, SquareMarks, SquareName } from './types.js';

const pieceName = (piece: Piece): string => `${piece.color} ${piece.role}`;

/**
 * An English square name: the square and its piece ("e4, white knight", "e4, empty"), then its
 * marks in a fixed order (", selected", ", in check", ", premove", ", legal destination").
 */
export function englishSquareLabel(square: SquareName, piece: Piece | undefined, marks: SquareMarks): string {
  let text = `${square}, ${piece ? pieceName(piece) : 'empty'}`;
  if (marks.selected) text += ', selected';
  if (marks.check) text += ', in check';
  if (marks.premove) text += ', premove';
  if (marks.dest) text += ', legal destination';
  return text;
}

/** The default labels: English, pure. */
export const ENGLISH_LABELS: BoardLabels = {
  board: 'Chess board',
  square: englishSquareLabel,
  promotion: 'Promote to',
  promotionPiece: (role: Role, _color: Color) => role,
};
