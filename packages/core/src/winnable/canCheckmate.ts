/**
 * "Can this side ever checkmate?" — the single entry point every FIDE ruling uses (flag 6.9,
 * resignation 5.1.2, second illegal move 7.5.5, dead position 5.2.2, FIDE Online 4.4).
 *
 * The analysis, fastest first (White is the side that wants to mate, see normalize.ts):
 * 1. the position is already over (mate, stalemate) or the material rule decides (material.ts);
 * 2. a short guided helpmate search (helpmate.ts) — most real positions end here with a line;
 * 3. the static reachability test (reach.ts, static.ts) — blocked pawn walls, entombed pieces;
 * 3b. for a small mating force, a best-first search that assembles a corner mate (assemble.ts);
 * 4. the exhaustive closure of reachable positions with static pruning (closure.ts) — forced
 *    lines, small cages, stalemate traps;
 * 5. the long helpmate search with the rest of the node budget.
 * Repetition and move-count rules play no part (FIDE's "any possible series of legal moves").
 */
import { KING, PAWN } from '../board/constants.js';
import { generateLegal } from '../board/movegen.js';
import type { Position } from '../board/position.js';
import { toMove } from '../board/position.js';
import type { Color, Move } from '../types.js';
import { assembleHelpmate } from './assemble.js';
import { exploreClosure } from './closure.js';
import { findHelpmate } from './helpmate.js';
import { whiteLacksMaterial } from './material.js';
import { mirrorMove, normalizedCopy } from './normalize.js';
import { staticallyUnwinnable } from './static.js';

/**
 * The answer to "can `side` checkmate by some series of legal moves":
 * `no` is a proof (the game is drawn on a flag, a resignation…); `yes` a proof that a mate
 * exists, with the mating line; `unknown` that neither could be shown within the node budget —
 * the rules then side with the player who could still win (only a proof of "cannot" draws).
 */
export interface CheckmateVerdict {
  readonly verdict: 'yes' | 'no' | 'unknown';
  /** Why, in a few words: the deciding test, or that the budget ran out. */
  readonly reason: string;
  /** For `yes`: legal moves from the position, ending with `side` giving checkmate (empty when it already is mate). */
  readonly line?: readonly Move[];
  /** Search nodes spent (0 when a static test decided at once). */
  readonly nodes: number;
}

/** Limits of one analysis. */
export interface CheckmateOptions {
  /**
   * The node budget of the searches (default `DEFAULT_MAX_NODES`). About a microsecond each; a
   * caller that must answer fast (a dead-position check after every move) may pass less and
   * treat `unknown` as "not dead".
   */
  readonly maxNodes?: number;
}

/** Default node budget (about 2–5 s in the worst positions; real game positions need far less). */
export const DEFAULT_MAX_NODES = 1 << 22;

/** Nodes of the first, short helpmate search. */
const QUICK_NODES = 1500;
/** States the best-first corner assembly may expand (each costs about 20 nodes). */
const ASSEMBLY_NODES = 30000;
/** Rounds of [closure nodes, helpmate nodes] after the quick search and the static test. */
const CLOSURE_SCHEDULE: ReadonlyArray<readonly [number, number]> = [
  [2000, 20000],
  [40000, Infinity],
];

/** The internal answer: moves are internal codes on the caller's (un-mirrored) board. */
interface Analysis {
  readonly verdict: 'yes' | 'no' | 'unknown';
  readonly reason: string;
  readonly line: readonly number[];
  readonly nodes: number;
}

const buffer = new Int32Array(256);

/**
 * Whether the static test should come first: pawns locked head-on (three pairs or more), or at
 * most two pieces besides kings and pawns (the static test is then cheap and often decisive).
 */
function looksBlocked(pos: Position): boolean {
  const b = pos.board;
  let locked = 0;
  let pieces = 0;
  for (let s = 0; s < 128; s = (s + 9) & ~8) {
    const p = b[s]!;
    if (p === 0) continue;
    const role = p & 7;
    if (role === PAWN) {
      if (p >> 3 === 0 && s < 0x70 && b[s + 16] === (PAWN | 8)) locked++;
    } else if (role !== KING) {
      pieces++;
    }
  }
  return locked >= 3 || pieces <= 2;
}

/** The analysis for `winner` (0 white, 1 black); `pos` is not changed. */
function analyseCheckmate(pos: Position, winner: number, maxNodes: number): Analysis {
  const name = winner === 0 ? 'White' : 'Black';
  const loser = winner === 0 ? 'Black' : 'White';
  const no = (reason: string, nodes = 0): Analysis => ({ verdict: 'no', reason, line: [], nodes });
  if (pos.kings[winner ^ 1]! < 0) return no(`the ${loser.toLowerCase()} king is not on the board`);
  const work = normalizedCopy(pos, winner);
  const mirrored = winner === 1;
  const yes = (line: readonly number[], nodes: number): Analysis => ({
    verdict: 'yes',
    reason: line.length === 0 ? `${loser} is checkmated` : `${name} mates in ${line.length} plies (a helpmate)`,
    line: line.map((m) => mirrorMove(m, mirrored)),
    nodes,
  });
  if (generateLegal(work, buffer, 0) === 0) {
    if (work.side === 1 && work.isCheck()) return yes([], 0);
    return no(work.isCheck() ? `${name} is checkmated` : 'the position is stalemate');
  }
  if (whiteLacksMaterial(work)) return no(`${name} has insufficient material to checkmate`);
  let nodes = 0;
  const blocked = (): Analysis => no(`${name} can never attack a square where the ${loser.toLowerCase()} king could be mated (blocked position)`, nodes);
  // Blocked or sparse positions try the static test first (microseconds); others the quick search.
  const staticFirst = looksBlocked(work);
  if (staticFirst && staticallyUnwinnable(work)) return blocked();
  const quick = findHelpmate(work, { maxNodes: Math.min(maxNodes, QUICK_NODES), iterationNodes: 300 });
  nodes += quick.nodes;
  if (quick.line !== null) return yes(quick.line, nodes);
  if (!staticFirst && staticallyUnwinnable(work)) return blocked();
  // A small force (a lone minor piece, two knights, bishops of one shade): assemble a corner mate.
  const assembled = assembleHelpmate(work, Math.max(0, Math.min(maxNodes - nodes, ASSEMBLY_NODES)));
  nodes += assembled.nodes;
  if (assembled.line !== null) return yes(assembled.line, nodes);
  // Forced lines first (a small closure), then a longer helpmate search, then the big closure,
  // then the rest of the budget for the helpmate search.
  for (const [closureNodes, helpmateNodes] of CLOSURE_SCHEDULE) {
    const closure = exploreClosure(work, Math.max(0, Math.min(maxNodes - nodes, closureNodes)));
    nodes += closure.nodes;
    if (closure.verdict === 'yes') return yes(closure.line, nodes);
    if (closure.verdict === 'no') {
      return no(`every line leads to a position where ${name} cannot mate (${closure.nodes} positions examined)`, nodes);
    }
    const found = findHelpmate(work, { maxNodes: Math.max(0, Math.min(maxNodes - nodes, helpmateNodes)), iterationNodes: 2000 });
    nodes += found.nodes;
    if (found.line !== null) return yes(found.line, nodes);
    if (nodes >= maxNodes) break;
  }
  return { verdict: 'unknown', reason: `the analysis was inconclusive within ${maxNodes} nodes`, line: [], nodes };
}

/**
 * Whether `side` can ever checkmate in `pos` by some series of legal moves (helpmates count;
 * repetition and move-count rules play no part, as in FIDE 6.9/5.2.2). Sound: `no` only with
 * a proof, `yes` only with a line that mates (replayable with `Position.play`). `pos` is not
 * changed. Positions decided by the material rule or the static test cost microseconds.
 */
export function canCheckmate(pos: Position, side: Color, options: CheckmateOptions = {}): CheckmateVerdict {
  const a = analyseCheckmate(pos, side === 'white' ? 0 : 1, options.maxNodes ?? DEFAULT_MAX_NODES);
  if (a.verdict === 'yes') return { verdict: 'yes', reason: a.reason, line: a.line.map(toMove), nodes: a.nodes };
  return { verdict: a.verdict, reason: a.reason, nodes: a.nodes };
}

/** Whether neither side can ever checkmate (FIDE 5.2.2, a dead position): both answers are `no`. */
export function isDeadPosition(pos: Position, options: CheckmateOptions = {}): boolean {
  return canCheckmate(pos, 'white', options).verdict === 'no' && canCheckmate(pos, 'black', options).verdict === 'no';
}

export { canWinOnTimeUscf14E, hasMatingMaterialUscf, type UscfTimeWin } from './uscf.js';
