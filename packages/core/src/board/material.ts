/**
 * The simple material rule: positions where a side can never mate for want of material.
 * Sound (never says "cannot mate" when a mate exists), not complete: locked pawn walls and
 * the like are for the full analysis in winnable/.
 */
import { BISHOP, KING, KNIGHT, squareShade } from './constants.js';
import type { Position } from './position.js';
import type { Color } from '../types.js';

interface Census {
  /** Pieces other than kings, bishops and knights (pawns, rooks, queens). */
  heavy: number;
  knights: number;
  /** Bishops by square shade: [dark, light]. */
  bishops: [number, number];
}

function census(pos: Position, color: number): Census {
  const c: Census = { heavy: 0, knights: 0, bishops: [0, 0] };
  for (let s = 0; s < 128; s = (s + 9) & ~8) {
    const p = pos.board[s]!;
    if (p === 0 || p >> 3 !== color) continue;
    const role = p & 7;
    if (role === KING) continue;
    if (role === KNIGHT) c.knights++;
    else if (role === BISHOP) c.bishops[squareShade(s)]!++;
    else c.heavy++;
  }
  return c;
}

const total = (c: Census): number => c.heavy + c.knights + c.bishops[0] + c.bishops[1];

/**
 * Whether `color` can never checkmate by material alone: a lone king; a king and one
 * knight against a lone king; a king and bishops all on one shade against a king with
 * at most bishops of that same shade (no mating net can be built on one colour).
 */
export function hasInsufficientMaterial(pos: Position, color: Color): boolean {
  const us = color === 'white' ? 0 : 1;
  const mine = census(pos, us);
  if (mine.heavy > 0) return false;
  const theirs = census(pos, us ^ 1);
  if (mine.knights === 0 && mine.bishops[0] === 0 && mine.bishops[1] === 0) return true;
  if (mine.knights === 1 && mine.bishops[0] + mine.bishops[1] === 0) return total(theirs) === 0;
  if (mine.knights > 0) return false;
  // Only bishops: on one shade, and the opponent has nothing but bishops on that shade.
  const shade = mine.bishops[0] > 0 ? 0 : 1;
  if (mine.bishops[1 - shade]! > 0) return false;
  return theirs.heavy === 0 && theirs.knights === 0 && theirs.bishops[1 - shade] === 0;
}

/**
 * Insufficient material for both sides (FIDE 5.2.2 by material alone): K v K, K+minor v K,
 * and kings with bishops all on one shade.
 */
export function isInsufficientMaterial(pos: Position): boolean {
  // Fast path (asked after every move): any pawn, rook or queen means mating material.
  const b = pos.board;
  for (let s = 0; s < 128; s = (s + 9) & ~8) {
    const role = b[s]! & 7;
    if (role === 1 || role === 4 || role === 5) return false;
  }
  return hasInsufficientMaterial(pos, 'white') && hasInsufficientMaterial(pos, 'black');
}
