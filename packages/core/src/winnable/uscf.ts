/**
 * US Chess's material tests: rule 14E "insufficient material to win on time" (regular play)
 * and blitz rules 7c/8d "mating material". Unlike FIDE 6.9 they look at material, and 14E2/14E3
 * add "unless the opponent has a forced win" — a forced mate against best defence, not a helpmate.
 */
import type { Position } from '../board/position.js';
import { toMove } from '../board/position.js';
import type { Color, Move, Role } from '../types.js';
import { opposite } from '../types.js';
import { findForcedMate } from './forcedMate.js';

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
  /** When a 14E2/14E3 forced win decided: the mating line against one defence. */
  readonly line?: readonly Move[];
}

/** Limits of the forced-win search. */
export interface UscfOptions {
  /** Longest forced mate searched, in plies (default 15: mate in 8 with the flagger to move). */
  readonly maxPlies?: number;
  /** Node budget (default 200 000). */
  readonly maxNodes?: number;
}

/**
 * US Chess 14E "insufficient material to win on time", for `side` (the player with time):
 * 14E1 a lone king; 14E2 king and bishop or king and knight; 14E3 king and two knights when the
 * player who flagged has no pawns — 14E2 and 14E3 are draws unless `side` has a forced win, which
 * a bounded forced-mate search decides (a mate in up to `maxPlies` plies). Any other material
 * wins, even when it cannot mate (14E lists material, not positions).
 */
export function canWinOnTimeUscf14E(pos: Position, side: Color, options: UscfOptions = {}): UscfTimeWin {
  const c = census(pos, side);
  const Name = side === 'white' ? 'White' : 'Black';
  const others = c.pawn + c.rook + c.queen;
  // US Chess 14E1: a lone king.
  if (others === 0 && c.knight + c.bishop === 0) return { win: false, rule: 'US Chess 14E1', reason: `${Name} has only a king` };
  let rule: 'US Chess 14E2' | 'US Chess 14E3' | undefined;
  let what = '';
  if (others === 0 && c.knight + c.bishop === 1) {
    rule = 'US Chess 14E2';
    what = `only a king and a ${c.knight === 1 ? 'knight' : 'bishop'}`;
  } else if (others === 0 && c.knight === 2 && c.bishop === 0 && census(pos, opposite(side)).pawn === 0) {
    rule = 'US Chess 14E3';
    what = 'only a king and two knights and the opponent has no pawns';
  }
  if (rule === undefined) return { win: true, rule: 'US Chess 14E', reason: `${Name} has enough material to win on time` };
  // 14E2/14E3: "does not have a forced win".
  const maxPlies = options.maxPlies ?? 15;
  const found = findForcedMate(pos.clone(), side === 'white' ? 0 : 1, maxPlies, options.maxNodes ?? 200_000);
  if (found.line !== null) {
    return {
      win: true,
      rule,
      reason: `${Name} has ${what} but a forced mate in ${Math.ceil(found.line.length / 2)}`,
      line: found.line.map(toMove),
    };
  }
  const scope = found.complete ? `no forced mate within ${maxPlies} plies` : 'no forced mate found within the search budget';
  return { win: false, rule, reason: `${Name} has ${what} (${scope})` };
}
