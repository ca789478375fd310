/**
 * Reading a FEN's placement field into pieces by square, and the short keys the renderer uses
 * for a piece. Pure; the board needs no rules to draw.
 */
import { SQUARE_NAMES } from './squares.js';
import type { Piece, Role, SquareName } from './types.js';

const ROLE_BY_LETTER: Readonly<Record<string, Role>> = { p: 'pawn', n: 'knight', b: 'bishop', r: 'rook', q: 'queen', k: 'king' };

/**
 * The pieces of a FEN's placement field (the text before the first space; a bare placement is
 * accepted too), or `undefined` when it is not eight ranks of eight squares of `pnbrqkPNBRQK`
 * and digits. A new map each call.
 */
export function readPlacement(fen: string): Map<SquareName, Piece> | undefined {
  const placement = fen.trim().split(/\s+/, 1)[0] ?? '';
  const ranks = placement.split('/');
  if (ranks.length !== 8) return undefined;
  const pieces = new Map<SquareName, Piece>();
  for (let r = 0; r < 8; r++) {
    const rank = 7 - r;
    let file = 0;
    for (const ch of ranks[r]!) {
      if (ch >= '1' && ch <= '8') {
        file += ch.charCodeAt(0) - 48;
        continue;
      }
      const role = ROLE_BY_LETTER[ch.toLowerCase()];
      if (role === undefined || file > 7) return undefined;
      pieces.set(SQUARE_NAMES[rank * 8 + file]!, { role, color: ch === ch.toLowerCase() ? 'black' : 'white' });
      file++;
    }
    if (file !== 8) return undefined;
  }
  return pieces;
}

/** A piece's two-letter key, `wn` for a white knight: also its CSS class on the board. */
export function pieceKey(piece: Piece): string {
  return (piece.color === 'white' ? 'w' : 'b') + (piece.role === 'knight' ? 'n' : piece.role[0]!);
}
