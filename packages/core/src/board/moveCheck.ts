/**
 * Tolerant move checking for over-the-board arbitration: given a physical from-to move,
 * say whether it is legal and, if not, why. Also finds king captures (US Chess blitz 7d
 * lets a player claim an illegal move by capturing the king).
 */
import { attackersOf, isAttackedBy } from './attacks.js';
import { DIRECTION, KING, KING_OFFSETS, KNIGHT, KNIGHT_OFFSETS, PAWN, BISHOP, ROOK, QUEEN, WHITE, from88, to88 } from './constants.js';
import type { Position } from './position.js';
import { makeSquare, ROLES, type Move } from '../types.js';

/**
 * Why a physical move is not legal. `no_piece`, `not_your_piece`, `own_piece_on_target` and
 * `bad_promotion` describe moves that cannot be made on a board at all; the others are moves a
 * player can physically make.
 */
export type IllegalReason =
  | 'no_piece'
  | 'not_your_piece'
  | 'own_piece_on_target'
  | 'bad_promotion'
  | 'wrong_pattern'
  | 'path_blocked'
  | 'castling_not_allowed'
  | 'captures_king'
  | 'unpromoted_pawn'
  | 'own_king_in_check';

/** The verdict on a physical move: legal, or the first reason (in the order above) it is not. */
export type MoveCheck = { readonly legal: true } | { readonly legal: false; readonly reason: IllegalReason; readonly message: string };

const no = (reason: IllegalReason, message: string): MoveCheck => ({ legal: false, reason, message });

/**
 * Checks a physical move in `pos` (which may itself be a tolerant position). The position
 * is unchanged. "Physically possible" moves (everything but `no_piece`, `not_your_piece`,
 * `own_piece_on_target`, `bad_promotion`) can then be played with `pos.playUnchecked(move)`.
 */
export function checkMove(pos: Position, move: Move): MoveCheck {
  const b = pos.board;
  const from = to88(move.from);
  const to = to88(move.to);
  const fromName = makeSquare(move.from);
  const toName = makeSquare(move.to);
  const p = b[from]!;
  if (p === 0) return no('no_piece', `there is no piece on ${fromName}`);
  if (p >> 3 !== pos.side) return no('not_your_piece', `the piece on ${fromName} belongs to the side not to move`);
  if (from === to) return no('wrong_pattern', `${fromName} to itself is not a move`);
  const target = b[to]!;
  if (target !== 0 && target >> 3 === pos.side) return no('own_piece_on_target', `${toName} holds a piece of the mover`);
  const role = p & 7;
  const us = pos.side;
  const diff = to - from;
  const lastRank = us === WHITE ? 7 : 0;
  // FIDE 3.7.5.1: only a pawn reaching its last rank promotes, to a queen, rook, bishop or knight.
  if (move.promotion !== undefined) {
    if (role !== PAWN || to >> 4 !== lastRank)
      return no('bad_promotion', `only a pawn reaching the last rank promotes: ${fromName}${toName} cannot carry a promotion`);
    if (move.promotion === 'pawn' || move.promotion === 'king') return no('bad_promotion', `a pawn cannot promote to a ${move.promotion}`);
  }

  if (role === KING && (from === 0x04 || from === 0x74) && (diff === 2 || diff === -2) && from === (us === WHITE ? 0x04 : 0x74)) {
    return checkCastling(pos, from, to);
  }
  const pattern = checkPattern(pos, role, from, to);
  if (pattern !== undefined) return pattern;
  if (target !== 0 && (target & 7) === KING) return no('captures_king', `the move captures the king on ${toName}`);
  if (role === PAWN && to >> 4 === lastRank && move.promotion === undefined) {
    return no('unpromoted_pawn', `the pawn reaching ${toName} must be promoted (FIDE 3.7.5)`);
  }
  if (pos.isLegal(move)) return { legal: true };
  return no('own_king_in_check', `the move leaves or puts the mover's king in check (FIDE 3.9)`);
}

function checkPattern(pos: Position, role: number, from: number, to: number): MoveCheck | undefined {
  const b = pos.board;
  const diff = to - from;
  const toName = makeSquare(from88(to));
  const blocked = (dir: number): MoveCheck | undefined => {
    for (let s = from + dir; s !== to; s += dir) {
      if (b[s] !== 0) return no('path_blocked', `${makeSquare(from88(s))} stands in the way to ${toName}`);
    }
    return undefined;
  };
  const name = ROLES[role - 1]!;
  switch (role) {
    case KNIGHT:
      return KNIGHT_OFFSETS.includes(diff)
        ? undefined
        : no('wrong_pattern', `a knight cannot move from ${makeSquare(from88(from))} to ${toName}`);
    case KING:
      return KING_OFFSETS.includes(diff)
        ? undefined
        : no('wrong_pattern', `a king cannot move from ${makeSquare(from88(from))} to ${toName}`);
    case BISHOP:
    case ROOK:
    case QUEEN: {
      const dir = DIRECTION[diff + 119]!;
      const straight = dir === 1 || dir === -1 || dir === 16 || dir === -16;
      const ok = dir !== 0 && (role === QUEEN || (role === ROOK) === straight);
      return ok ? blocked(dir) : no('wrong_pattern', `a ${name} cannot move from ${makeSquare(from88(from))} to ${toName}`);
    }
    case PAWN: {
      const fwd = pos.side === WHITE ? 16 : -16;
      const startRank = pos.side === WHITE ? 1 : 6;
      if (diff === fwd) return b[to] === 0 ? undefined : no('path_blocked', `a pawn cannot capture straight ahead on ${toName}`);
      if (diff === 2 * fwd && from >> 4 === startRank) {
        if (b[from + fwd] !== 0) return no('path_blocked', `${makeSquare(from88(from + fwd))} stands in the way to ${toName}`);
        return b[to] === 0 ? undefined : no('path_blocked', `a pawn cannot capture straight ahead on ${toName}`);
      }
      if (diff === fwd + 1 || diff === fwd - 1) {
        if (b[to] !== 0) return undefined;
        if (to === pos.ep) return undefined;
        return no('wrong_pattern', `a pawn moves diagonally to ${toName} only to capture`);
      }
      return no('wrong_pattern', `a pawn cannot move from ${makeSquare(from88(from))} to ${toName}`);
    }
    default:
      return no('wrong_pattern', 'unknown piece');
  }
}

function checkCastling(pos: Position, from: number, to: number): MoveCheck {
  const b = pos.board;
  const us = pos.side;
  const kingSide = to > from;
  const right = us === WHITE ? (kingSide ? 1 : 2) : kingSide ? 4 : 8;
  const side = kingSide ? 'king' : 'queen';
  if ((pos.castle & right) === 0) return no('castling_not_allowed', `${side}-side castling right is lost (FIDE 3.8.2.1)`);
  const rookSq = kingSide ? from + 3 : from - 4;
  if (b[rookSq] !== (ROOK | (us << 3))) return no('castling_not_allowed', `no rook on ${makeSquare(from88(rookSq))}`);
  const dir = kingSide ? 1 : -1;
  for (let s = from + dir; s !== rookSq; s += dir) {
    if (b[s] !== 0) return no('path_blocked', `${makeSquare(from88(s))} stands between king and rook (FIDE 3.8.2.2)`);
  }
  const them = us ^ 1;
  if (isAttackedBy(b, from, them)) return no('castling_not_allowed', 'the king is in check (FIDE 3.8.2.2)');
  if (isAttackedBy(b, from + dir, them))
    return no('castling_not_allowed', `the king would cross ${makeSquare(from88(from + dir))}, which is attacked (FIDE 3.8.2.2)`);
  if (isAttackedBy(b, to, them))
    return no('own_king_in_check', `the king would end on ${makeSquare(from88(to))}, which is attacked (FIDE 3.8.2.2)`);
  return { legal: true };
}

/** Moves by the side to move that capture the enemy king (possible only in tolerant positions). */
export function kingCaptures(pos: Position): Move[] {
  const k = pos.kings[pos.side ^ 1]!;
  if (k < 0) return [];
  const found: number[] = [];
  attackersOf(pos.board, k, pos.side, found);
  return found.map((s) => ({ from: from88(s), to: from88(k) }));
}
