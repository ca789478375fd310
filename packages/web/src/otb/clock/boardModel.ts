/**
 * The compact board of a record of moves: what the mover may do on it and what it shows. Legal
 * destinations come from the core; with "allow illegal moves" any piece of the side to move may go
 * to any square not holding its own piece — the physically possible moves the core records over
 * the board (docs/events.md) — so an illegal move can be entered and then claimed. Pure.
 */
import type { Color, Piece, SquareName } from '@flagfall/core';
import { applyMove } from '../../board/queue.js';
import { readPlacement } from '../../board/placement.js';
import { SQUARE_NAMES } from '../../board/squares.js';
import type { BoardMove, Dests } from '../../board/types.js';
import { readPosition } from '../../game/position.js';

/** The move in UCI (`e2e4`, `e7e8q`, castling `e1g1`). */
export const uciOf = (m: BoardMove): string => `${m.from}${m.to}${m.promotion ?? ''}`;

/** A board move from UCI, or null. */
export function boardMoveOf(uci: string): BoardMove | null {
  const m = /^([a-h][1-8])([a-h][1-8])([qrbn])?$/.exec(uci);
  if (m === null) return null;
  const base = { from: m[1] as SquareName, to: m[2] as SquareName };
  return m[3] === undefined ? base : { ...base, promotion: m[3] as NonNullable<BoardMove['promotion']> };
}

/** Every square a piece of `turn` could be put on: any square but its own and those of its own pieces. */
export function anyDests(fen: string, turn: Color): Dests {
  const pieces = readPlacement(fen) ?? new Map<SquareName, Piece>();
  const dests = new Map<SquareName, SquareName[]>();
  for (const [sq, piece] of pieces) {
    if (piece.color !== turn) continue;
    dests.set(
      sq,
      SQUARE_NAMES.filter((to) => to !== sq && pieces.get(to)?.color !== turn),
    );
  }
  return dests;
}

/** The legal destinations of the side to move, from the core; null when the core cannot read the position (after an illegal move stood). */
export function legalDests(fen: string): Dests | null {
  return readPosition(fen)?.dests ?? null;
}

const LETTER: Readonly<Record<Piece['role'], string>> = { pawn: 'p', knight: 'n', bishop: 'b', rook: 'r', queen: 'q', king: 'k' };

/** The placement field (`rnbqkbnr/…`) of pieces by square. */
export function makePlacement(pieces: ReadonlyMap<SquareName, Piece>): string {
  const ranks: string[] = [];
  for (let rank = 7; rank >= 0; rank--) {
    let row = '';
    let empty = 0;
    for (let file = 0; file < 8; file++) {
      const p = pieces.get(SQUARE_NAMES[rank * 8 + file]!);
      if (p === undefined) {
        empty++;
        continue;
      }
      if (empty > 0) row += String(empty);
      empty = 0;
      const l = LETTER[p.role];
      row += p.color === 'white' ? l.toUpperCase() : l;
    }
    ranks.push(empty > 0 ? row + String(empty) : row);
  }
  return ranks.join('/');
}

/** The placement after the pending move `uci` is made on `fen`'s board by hand (castling moves the rook, en passant takes the pawn). */
export function placementAfter(fen: string, uci: string): string {
  const pieces = readPlacement(fen);
  const move = boardMoveOf(uci);
  if (pieces === undefined || move === null) return fen.split(' ')[0] ?? fen;
  return makePlacement(applyMove(pieces, move, { enPassant: true }));
}
