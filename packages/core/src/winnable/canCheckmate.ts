/**
 * "Can this side still checkmate?" — the single entry point every ruling uses (flag 6.9,
 * resignation 5.1.2, second illegal move 7.5.5, dead position 5.2.2, FIDE Online 4.4), plus the
 * US Chess material tests (14E, blitz 7c/8d). For now the answers come from the simple
 * material rule; the full unwinnability analysis (issue 5) replaces the bodies, not the calls.
 */
import { hasInsufficientMaterial } from '../board/material.js';
import type { Position } from '../board/position.js';
import type { Color, Role } from '../types.js';
import { opposite } from '../types.js';

/**
 * The answer to "can `side` checkmate by some series of legal moves":
 * `no` is a proof (the game is drawn on a flag, a resignation…); `yes` a proof that a mate
 * exists; `unknown` that neither could be shown — the rules then side with the player who
 * could still win (the FIDE Arbiters' Manual asks for a proof of "cannot").
 */
export interface CheckmateVerdict {
  readonly verdict: 'yes' | 'no' | 'unknown';
  readonly reason?: string;
}

/**
 * Whether `side` can ever checkmate in `pos` by any series of legal moves (helpmates count).
 * Sound for `no`: it answers `no` only when the material rule proves it (a lone king, a king
 * and one knight against a bare king, bishops all on one shade against at most bishops of that
 * shade); otherwise `unknown` (locked pawn walls and similar are left to issue 5).
 */
export function canCheckmate(pos: Position, side: Color): CheckmateVerdict {
  if (pos.kingSquare(opposite(side)) === undefined) return { verdict: 'no', reason: `the ${opposite(side)} king is not on the board` };
  if (hasInsufficientMaterial(pos, side)) return { verdict: 'no', reason: `${side} has insufficient material to checkmate` };
  return { verdict: 'unknown', reason: `${side} has material that can checkmate` };
}

function census(pos: Position, side: Color): Record<Role, number> {
  const count: Record<Role, number> = { pawn: 0, knight: 0, bishop: 0, rook: 0, queen: 0, king: 0 };
  for (const [, piece] of pos.pieces()) if (piece.color === side) count[piece.role]++;
  return count;
}

/**
 * US Chess blitz 7c: "Mating material consists of (at a minimum) two minor pieces, a pawn, a rook
 * or a queen". Two knights count (7c read literally; the 14E3 analogy is disputed). Also used for
 * 8d: without it a won-on-time or won-by-illegal-move game is a draw.
 */
export function hasMatingMaterialUscf(pos: Position, side: Color): boolean {
  const c = census(pos, side);
  return c.pawn > 0 || c.rook > 0 || c.queen > 0 || c.knight + c.bishop >= 2;
}

/** The US Chess 14E answer for a player whose opponent's flag fell: a win, or a draw and which 14E case. */
export interface UscfTimeWin {
  readonly win: boolean;
  readonly rule: 'US Chess 14E' | 'US Chess 14E1' | 'US Chess 14E2' | 'US Chess 14E3';
  readonly reason: string;
}

/**
 * US Chess 14E "insufficient material to win on time", for `side` (the player with time):
 * 14E1 a lone king, 14E2 king and bishop or king and knight, 14E3 king and two knights against
 * no pawns — each a draw "unless a forced win" exists. A forced win is not searched yet (issue 5),
 * so those cases are draws; every other material wins.
 */
export function canWinOnTimeUscf14E(pos: Position, side: Color): UscfTimeWin {
  const c = census(pos, side);
  const others = c.pawn + c.rook + c.queen;
  if (others === 0 && c.knight + c.bishop === 0) return { win: false, rule: 'US Chess 14E1', reason: `${side} has only a king` };
  if (others === 0 && c.knight + c.bishop === 1) {
    return { win: false, rule: 'US Chess 14E2', reason: `${side} has only a king and a ${c.knight === 1 ? 'knight' : 'bishop'} (no forced win shown)` };
  }
  if (others === 0 && c.knight === 2 && c.bishop === 0 && census(pos, opposite(side)).pawn === 0) {
    return { win: false, rule: 'US Chess 14E3', reason: `${side} has only a king and two knights and the opponent has no pawns` };
  }
  return { win: true, rule: 'US Chess 14E', reason: `${side} has enough material to win on time` };
}
