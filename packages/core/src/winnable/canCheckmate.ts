/**
 * "Can this side still checkmate?" — the single entry point every ruling uses (flag 6.9,
 * resignation 5.1.2, second illegal move 7.5.5, dead position 5.2.2, FIDE Online 4.4), plus the
 * US Chess material tests (14E, blitz 7c/8d).
 */
import { generateLegal } from '../board/movegen.js';
import type { Position } from '../board/position.js';
import { toMove } from '../board/position.js';
import type { Color, Move, Role } from '../types.js';
import { opposite } from '../types.js';
import { exploreClosure } from './closure.js';
import { findHelpmate } from './helpmate.js';
import { whiteLacksMaterial } from './material.js';
import { mirrorMove, normalizedCopy } from './normalize.js';
import { staticallyUnwinnable } from './static.js';

/**
 * The answer to "can `side` checkmate by some series of legal moves":
 * `no` is a proof (the game is drawn on a flag, a resignation…); `yes` a proof that a mate
 * exists, with the mating line; `unknown` that neither could be shown within the node budget —
 * the rules then side with the player who could still win (the FIDE Arbiters' Manual asks for a
 * proof of "cannot").
 */
export interface CheckmateVerdict {
  readonly verdict: 'yes' | 'no' | 'unknown';
  /** Why, in a few words (always present). */
  readonly reason?: string;
  /** For `yes`: legal moves from the position, ending with `side` giving checkmate (empty when it already is mate). */
  readonly line?: readonly Move[];
  /** Search nodes spent (0 when a static test decided). */
  readonly nodes?: number;
}

/** Limits of one analysis. */
export interface CheckmateOptions {
  /** The node budget of the searches (default 2^24, enough for every known legal position). */
  readonly maxNodes?: number;
}

/** Default node budget. */
export const DEFAULT_MAX_NODES = 1 << 24;

/** The internal answer: moves are internal codes on the caller's (un-mirrored) board. */
interface Analysis {
  verdict: 'yes' | 'no' | 'unknown';
  reason: string;
  line: number[];
  nodes: number;
}

function analyse(pos: Position, winner: number, maxNodes: number): Analysis {
  const name = winner === 0 ? 'white' : 'black';
  const loserName = winner === 0 ? 'black' : 'white';
  if (pos.kings[winner ^ 1]! < 0) return { verdict: 'no', reason: `the ${loserName} king is not on the board`, line: [], nodes: 0 };
  const work = normalizedCopy(pos, winner);
  const mirrored = winner === 1;
  const back = (line: readonly number[]): number[] => line.map((m) => mirrorMove(m, mirrored));
  const buffer = new Int32Array(256);
  const moves = generateLegal(work, buffer, 0);
  if (moves === 0) {
    if (work.side === 1 && work.isCheck()) return { verdict: 'yes', reason: `${loserName} is already checkmated`, line: [], nodes: 0 };
    return { verdict: 'no', reason: work.isCheck() ? `${name} is checkmated` : 'the position is stalemate', line: [], nodes: 0 };
  }
  if (whiteLacksMaterial(work)) return { verdict: 'no', reason: `${name} has insufficient material to checkmate`, line: [], nodes: 0 };
  const quick = findHelpmate(work, { maxNodes: Math.min(maxNodes, 2000), maxBudget: 60, maxPly: 160, iterationNodes: 500 });
  if (quick.line !== null) return { verdict: 'yes', reason: 'a mating line exists', line: back(quick.line), nodes: quick.nodes };
  if (staticallyUnwinnable(work)) return { verdict: 'no', reason: `${name} can never attack a square where the ${loserName} king could be mated`, line: [], nodes: quick.nodes };
  const closure = exploreClosure(work, Math.min(maxNodes, 20000));
  if (closure.verdict === 'no') return { verdict: 'no', reason: `no position reachable from here is a ${name} mate`, line: [], nodes: quick.nodes + closure.nodes };
  if (closure.verdict === 'yes') return { verdict: 'yes', reason: 'a mating line exists', line: back(closure.line), nodes: quick.nodes + closure.nodes };
  const found = findHelpmate(work, { maxNodes, maxBudget: 60, maxPly: 160, iterationNodes: 2000 });
  const nodes = quick.nodes + closure.nodes + found.nodes;
  if (found.line !== null) return { verdict: 'yes', reason: 'a mating line exists', line: back(found.line), nodes };
  return { verdict: 'unknown', reason: 'the analysis was inconclusive within its node budget', line: [], nodes };
}

/**
 * Whether `side` can ever checkmate in `pos` by some series of legal moves (helpmates count;
 * repetition and move-count rules play no part, as in FIDE 6.9/5.2.2). Sound: `no` only with
 * a proof, `yes` only with a line that mates (replayable with `Position.play`). `pos` is not changed.
 */
export function canCheckmate(pos: Position, side: Color, options: CheckmateOptions = {}): CheckmateVerdict {
  const a = analyse(pos, side === 'white' ? 0 : 1, options.maxNodes ?? DEFAULT_MAX_NODES);
  if (a.verdict === 'yes') return { verdict: 'yes', reason: a.reason, line: a.line.map(toMove), nodes: a.nodes };
  return { verdict: a.verdict, reason: a.reason, nodes: a.nodes };
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
 * no pawns — each a draw "unless a forced win" exists. A forced win is not searched yet,
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
