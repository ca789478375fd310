/**
 * "Can this side ever checkmate?" — the single entry point every FIDE ruling uses (flag 6.9,
 * resignation 5.1.2, second illegal move 7.5.5, dead position 5.2.2, FIDE Online 4.4).
 *
 * The analysis, fastest first (White is the side that wants to mate, see normalize.ts):
 * 1. the position is already over (mate, stalemate) or the material rule decides (material.ts);
 *    forced moves are played out (a cycle of forced moves can never mate);
 * 2. the static reachability test (reach.ts, static.ts) when the position looks blocked;
 * 3. a short cost-bounded helpmate search (helpmate.ts) — most real positions end here;
 * 4. the guided deepening search (deepening.ts, guide.ts), shallow and then with a table (on an
 *    open board one piece's moves at a time, see `tabledLimits`) — it also proves "no" when every
 *    line ends within its depth; the static test for the rest;
 * 5. chains of checks with static leaves (checkChains.ts);
 * 6. for a small mating force, a best-first search that assembles a corner mate (assemble.ts);
 * 7. rounds of growing allowances for three long searches: the guided deep search (bishops
 *    steered around pieces that never move, moves into statically lost positions punished, a big
 *    table), the exhaustive closure with static pruning (closure.ts: forced lines, small cages,
 *    stalemate traps) and the cost-bounded helpmate search (long king walks).
 * The design follows the published CHA algorithm (Ambrona, FUN 2022) and its MIT successor
 * chasolver; the code is our own. Repetition and move-count rules play no part (FIDE's "any
 * possible series of legal moves").
 */
import { KNIGHT, QUEEN, ROOK } from '../board/constants.js';
import { MAX_LEGAL_MOVES, generateLegal } from '../board/movegen.js';
import { Position, toMove } from '../board/position.js';
import type { Color, Move } from '../types.js';
import { assembleHelpmate } from './assemble.js';
import { followCheckChains } from './checkChains.js';
import { deepen } from './deepening.js';
import { findHelpmate } from './helpmate.js';
import { Guide } from './guide.js';
import { whiteLacksMaterial } from './material.js';
import { LOCKED_PAIRS, surelyNever } from './neverScreen.js';
import { mirrorMove, normalizeInto } from './normalize.js';
import { searchInRounds } from './rounds.js';
import { everyLineEndsSoon, SHORT_LINES_PLIES, shortLinesApply } from './shortLines.js';
import { lockedPawnPairs, staticallyUnwinnable } from './static.js';

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
  /** Search nodes spent, as counted against `maxNodes` (0 when a static test decided at once). */
  readonly nodes: number;
}

/** Limits of one analysis. */
export interface CheckmateOptions {
  /**
   * The node budget of the searches (default `DEFAULT_MAX_NODES`): a node is a position searched
   * or, in the deepening searches, a move tried (the long deep phase counts eight tried moves as
   * one node); about a microsecond each. A caller that must answer fast (a dead-position check
   * after every move) may pass less and treat `unknown` as "not dead".
   */
  readonly maxNodes?: number;
  /**
   * `full` (default): every stage, up to `maxNodes`. `quick`: for bulk work (re-judging a
   * database, the dead-position check after every move) — only the cheap stages: forced moves,
   * the material rule, the static test, a short helpmate search of at most `maxNodes` (capped
   * at `QUICK_MAX_NODES`) and, for a small force, the short-lines test (every line ends within
   * a few plies); it decides the common cases and says `unknown` otherwise, still sound both
   * ways (`no` with a proof, `yes` with a mating line). With `maxNodes: 0` it never searches
   * for a mate: it answers only `no` (every "cannot mate" of lichess.txt) or `unknown`.
   */
  readonly mode?: 'full' | 'quick';
}

/**
 * The node budget of the quick mode (see `CheckmateOptions.mode`): the short helpmate search
 * only, which settles most real positions within a few dozen nodes.
 */
export const QUICK_MAX_NODES = 256;
/**
 * Nodes per cost budget of the quick mode's helpmate search (the budgets are tried in turn): its
 * whole budget, so that the cheapest budget is never cut short to start the next one from the
 * root. Measured on lichess.txt against 64 per budget: 7.59 → 6.85 M nodes, 5,976 → 4,404
 * queries left unknown, about 10% faster.
 */
const QUICK_MODE_ITERATION_NODES = QUICK_MAX_NODES;

/**
 * Default node budget: decides every query of the chasolver test sets (up to about 8 s in the
 * hardest composed positions; real game positions need far less).
 */
export const DEFAULT_MAX_NODES = 1 << 22;

/** Nodes of the first, short helpmate search. */
const QUICK_NODES = 1500;
/** Moves the first, shallow deepening search may consider per depth (no table). */
const SHALLOW_NODES = 1000;
/** Moves the tabled deepening search may consider per ply of depth, and in all. */
const TABLED_NODES_PER_DEPTH = 7000;
const TABLED_NODES = 60_000;
/** The tabled search's allowance on an open board (no locked pawn pair): see `tabledLimits`. */
const TABLED_NODES_OPEN = 120_000;
/** At most this many locked pawn pairs make a board open enough for the piece-by-piece order. */
const OPEN_LOCKED_PAIRS = 1;
/** Positions the check-chain search may visit. */
const CHAIN_POSITIONS = 400;
/** States the best-first corner assembly may expand (each costs about 20 nodes). */
const ASSEMBLY_NODES = 30000;
/** Longest run of forced moves played before the analysis (the longest known forced sequence is shorter). */
const MAX_FORCED = 32;

/** The stages' answer: the verdict itself (a `yes` with its line as the caller's moves). */
type Analysis = CheckmateVerdict;

const buffer = new Int32Array(MAX_LEGAL_MOVES);
/** The analysed copy of the query's position (one analysis runs at a time: reused, not reallocated). */
const workPosition = Position.empty();

/**
 * Whether the static test should come first, given the position's locked pawn pairs
 * (`lockedPawnPairs`): three pairs or more. Other positions try the short helpmate search first
 * (most real positions are winnable).
 */
const looksBlocked = (locked: number): boolean => locked >= LOCKED_PAIRS;

/** Whether queens, rooks or knights are on the board (the static test is then rarely decisive). */
function hasHeavyOrKnights(pos: Position): boolean {
  const b = pos.board;
  for (let s = 0; s < 128; s = (s + 9) & ~8) {
    const role = b[s]! & 7;
    if (role === QUEEN || role === ROOK || role === KNIGHT) return true;
  }
  return false;
}

/** The number of legal moves `playForced` counted in the position it stopped at (-1: not counted). */
let lastMoveCount = -1;

/** No moves (shared: every user of a line only reads it). */
const NO_MOVES: readonly number[] = Object.freeze([]);

/**
 * Plays the moves of `work` while there is exactly one legal move; returns them, or `null` when
 * the forced moves run in a cycle (then no mate can ever come: every position in it has one move).
 */
function playForced(work: Position): readonly number[] | null {
  lastMoveCount = -1;
  // Nothing is forced (nearly always, and told without generating the moves): 2 stands for "two or more".
  if (work.hasTwoLegalMoves()) {
    lastMoveCount = 2;
    return NO_MOVES;
  }
  const line: number[] = [];
  const seen: string[] = [];
  while (line.length < MAX_FORCED) {
    if (line.length > 0 && work.hasTwoLegalMoves()) {
      lastMoveCount = 2;
      break;
    }
    lastMoveCount = generateLegal(work, buffer, 0);
    if (lastMoveCount !== 1) break;
    lastMoveCount = -1;
    seen.push(`${work.hashLo},${work.hashHi},${work.ep}`);
    const m = buffer[0]!;
    work.makeMove(m);
    line.push(m);
    if (seen.includes(`${work.hashLo},${work.hashHi},${work.ep}`)) return null;
  }
  return line;
}

const NAMES = ['White', 'Black'] as const;
const LOSERS = ['black', 'white'] as const;

/** A `no` with its reason. */
const noAnalysis = (reason: string, nodes = 0): Analysis => ({ verdict: 'no', reason, nodes });

/** The static test's `no` for `winner`. */
const blockedAnalysis = (winner: number, nodes: number): Analysis =>
  noAnalysis(`${NAMES[winner]!} can never attack a square where the ${LOSERS[winner]!} king could be mated (blocked position)`, nodes);

/** A `no` because every line ends without a mate (`what`: how that was shown). */
const exhaustedAnalysis = (winner: number, what: string, nodes: number): Analysis =>
  noAnalysis(`every line ends without a ${NAMES[winner]!} mate (${what})`, nodes);

/** The nodes left of `maxNodes` after `spent`, at most `cap`. */
const budgetLeft = (maxNodes: number, spent: number, cap: number): number => Math.max(0, Math.min(maxNodes - spent, cap));

/**
 * The first stages of every analysis for `winner` (0 white, 1 black), without search: the loser's
 * king, the forced moves (played on `workPosition`, normalized so that White is the winner), mate
 * or stalemate after them, the material rule. Returns the answer when they decide it, else the
 * forced moves played (`workPosition` then holds the position after them). `pos` is not changed.
 */
function prelude(pos: Position, winner: number): Analysis | readonly number[] {
  const name = NAMES[winner]!;
  if (pos.kings[winner ^ 1]! < 0) return noAnalysis(`the ${LOSERS[winner]!} king is not on the board`);
  const work = normalizeInto(pos, winner, workPosition);
  // Forced moves first (a cycle of them can never end in mate), then the position they reach:
  // mate, stalemate, the material rule — mate before material (an unreachable mate can look
  // like insufficient material).
  const forced = playForced(work);
  if (forced === null) return noAnalysis('the only legal moves repeat the position for ever');
  const after = forced.length === 0 ? '' : ' after the forced moves';
  if ((lastMoveCount >= 0 ? lastMoveCount : generateLegal(work, buffer, 0)) === 0) {
    if (work.side === 1 && work.isCheck()) return yesLine(forced, NO_MOVES, 0, winner);
    return noAnalysis(`${work.isCheck() ? `${name} is checkmated` : 'the position is stalemate'}${after}`);
  }
  if (whiteLacksMaterial(work)) return noAnalysis(`${name} has insufficient material to checkmate${after}`);
  return forced;
}

/** Whether `prelude` left a line of forced moves (the analysis goes on) rather than an answer. */
const isLine = (x: Analysis | readonly number[]): x is readonly number[] => Array.isArray(x);

/**
 * A `yes` for `winner` with its line, `prefix` then `line` (internal moves of the normalized
 * position), made the caller's public moves in one pass.
 */
function yesLine(prefix: readonly number[], line: readonly number[], nodes: number, winner: number): Analysis {
  const mirrored = winner === 1;
  const moves = new Array<Move>(prefix.length + line.length);
  for (let i = 0; i < prefix.length; i++) moves[i] = toMove(mirrorMove(prefix[i]!, mirrored));
  for (let i = 0; i < line.length; i++) moves[prefix.length + i] = toMove(mirrorMove(line[i]!, mirrored));
  return {
    verdict: 'yes',
    reason: moves.length === 0 ? `${NAMES[winner ^ 1]!} is checkmated` : `${NAMES[winner]!} mates in ${moves.length} plies (a helpmate)`,
    line: moves,
    nodes,
  };
}

/**
 * The analysis for `winner` (0 white, 1 black); `pos` is not changed. (Its answers are made by
 * the module's helpers, not closures: the quick mode runs it for every query of a bulk job.)
 */
function analyseCheckmate(pos: Position, winner: number, maxNodes: number, quickMode: boolean): Analysis {
  const early = prelude(pos, winner);
  if (!isLine(early)) return early;
  const prefix = early;
  const work = workPosition;
  let nodes = 0;
  const locked = lockedPawnPairs(work);
  const staticFirst = looksBlocked(locked);
  if (staticFirst && staticallyUnwinnable(work)) return blockedAnalysis(winner, nodes);
  // A short helpmate search finds most helpmates of real games at once.
  if (budgetLeft(maxNodes, nodes, QUICK_NODES) > 0) {
    const quick = findHelpmate(work, {
      maxNodes: budgetLeft(maxNodes, nodes, QUICK_NODES),
      iterationNodes: quickMode ? QUICK_MODE_ITERATION_NODES : 300,
    });
    nodes += quick.nodes;
    if (quick.line !== null) return yesLine(prefix, quick.line, nodes, winner);
  }
  // The quick mode stops here, after the static test (tens of microseconds) if it has not run
  // and, for a small force, the short-lines test: the long searches are for the full analysis.
  // (Queens, rooks or knights with fewer than three locked pawn pairs are rarely blocked: skipped.)
  if (quickMode) {
    if (!staticFirst && !hasHeavyOrKnights(work) && staticallyUnwinnable(work)) return blockedAnalysis(winner, nodes);
    if (shortLinesApply(work) && everyLineEndsSoon(work)) {
      return exhaustedAnalysis(winner, `all lines end within ${SHORT_LINES_PLIES} plies`, nodes);
    }
    return { verdict: 'unknown', reason: `the quick analysis was inconclusive (${nodes} nodes)`, nodes };
  }
  return analyseFurther(prefix, winner, maxNodes, nodes, locked);
}

/**
 * The tabled deepening search's order and allowance by the pawn structure (`locked` pawn pairs). On
 * an open board (at most `OPEN_LOCKED_PAIRS` locked pawn pairs) each piece's moves in turn, in
 * list order, each move costing its class (the order the Rust solver uses): one piece's long walk
 * is tried before the king's, which settles most real endgames the short searches missed, and
 * with no locked pair at all a larger allowance before the corner assembly (dearer per node)
 * takes over. Measured on the queries it changes: lichess.txt 3.17 → 1.49 s, positions.txt
 * 10.0 → 9.1 s. Behind locked pawns the rewarded moves first, as before (there the piece order
 * lost: positions.txt 1.7 → 3.1 s on the queries it changed).
 */
function tabledLimits(locked: number): { cap: number; open: boolean } {
  const open = locked <= OPEN_LOCKED_PAIRS;
  return { cap: locked === 0 ? TABLED_NODES_OPEN : TABLED_NODES, open };
}

/**
 * The full analysis' later stages (see `analyseCheckmate`), `spent` nodes into `maxNodes`;
 * `locked`: the position's locked pawn pairs.
 */
function analyseFurther(prefix: readonly number[], winner: number, maxNodes: number, spent: number, locked: number): Analysis {
  const work = workPosition;
  const staticFirst = looksBlocked(locked);
  let nodes = spent;
  const yes = (line: readonly number[]): Analysis => yesLine(prefix, line, nodes, winner);
  const guide = new Guide(work);
  const shallow = deepen(work, guide, {
    fromDepth: 1,
    toDepth: 1,
    nodesPerDepth: SHALLOW_NODES,
    maxNodes: budgetLeft(maxNodes, nodes, SHALLOW_NODES),
    table: false,
  });
  nodes += shallow.nodes;
  if (shallow.verdict === 'yes') return yes(shallow.line);
  if (shallow.verdict === 'no') return exhaustedAnalysis(winner, 'all lines end at once', nodes);
  const heavy = hasHeavyOrKnights(work);
  if (!staticFirst && !heavy && staticallyUnwinnable(work)) return blockedAnalysis(winner, nodes);
  const order = tabledLimits(locked);
  const tabled = deepen(work, guide, {
    fromDepth: 2,
    toDepth: 128,
    nodesPerDepth: TABLED_NODES_PER_DEPTH,
    maxNodes: budgetLeft(maxNodes, nodes, order.cap),
    table: true,
    classOrder: !order.open,
    pieceOrder: order.open,
  });
  nodes += tabled.nodes;
  if (tabled.verdict === 'yes') return yes(tabled.line);
  if (tabled.verdict === 'no') return exhaustedAnalysis(winner, `searched to the end of every line, ${tabled.nodes} moves`, nodes);
  if (!staticFirst && heavy && staticallyUnwinnable(work)) return blockedAnalysis(winner, nodes);
  // Checks force replies: follow the chains of checks, every other position proved statically.
  const chains = followCheckChains(work, CHAIN_POSITIONS);
  nodes += chains.nodes;
  if (chains.verdict === 'yes') return yes(chains.line);
  if (chains.verdict === 'no') {
    return noAnalysis(`every line leaves the chains of checks into a position where ${NAMES[winner]!} can never mate`, nodes);
  }
  // A small force (a lone minor piece, two knights, bishops of one shade): assemble a corner mate.
  const assembled = assembleHelpmate(work, budgetLeft(maxNodes, nodes, ASSEMBLY_NODES));
  nodes += assembled.nodes;
  if (assembled.line !== null) return yes(assembled.line);
  // Then rounds of growing allowances for the three long searches (rounds.ts).
  const long = searchInRounds(work, maxNodes - nodes);
  nodes += long.nodes;
  if (long.verdict === 'yes') return yes(long.line);
  if (long.verdict === 'no') return noAnalysis(long.reason(NAMES[winner]!), nodes);
  return { verdict: 'unknown', reason: `the analysis was inconclusive within ${maxNodes} nodes`, nodes };
}

/** The quick mode's answer without search where its screen is `never` (shared: a verdict is read-only). */
const NEVER_UNKNOWN: CheckmateVerdict = Object.freeze({
  verdict: 'unknown',
  reason: 'the quick analysis was inconclusive (0 nodes)',
  nodes: 0,
});

/**
 * Whether `side` can ever checkmate in `pos` by some series of legal moves (helpmates count;
 * repetition and move-count rules play no part, as in FIDE 6.9/5.2.2). Sound: `no` only with
 * a proof, `yes` only with a line that mates (replayable with `Position.play`). `pos` is not
 * changed. Positions decided by the material rule or the static test cost microseconds.
 */
export function canCheckmate(pos: Position, side: Color, options: CheckmateOptions = {}): CheckmateVerdict {
  const quick = options.mode === 'quick';
  const maxNodes = quick ? Math.min(options.maxNodes ?? QUICK_MAX_NODES, QUICK_MAX_NODES) : (options.maxNodes ?? DEFAULT_MAX_NODES);
  const winner = side === 'white' ? 0 : 1;
  // The quick mode without its search can only say `unknown` where the screen is `never`.
  if (quick && maxNodes === 0 && surelyNever(pos, winner)) return NEVER_UNKNOWN;
  return analyseCheckmate(pos, winner, maxNodes, quick);
}

/**
 * What the quick mode's answer for a side rests on, found without search (a few microseconds):
 * - `no`: the quick mode answers `no` at once (forced moves that repeat, a stalemate, the material
 *   rule…);
 * - `locked`: three locked pawn pairs or more; the quick mode tries the static test first and
 *   answers `no` exactly when it proves it (`quickProvesNo`);
 * - `static`: only bishops and pawns besides the kings, the pawns not locked; it answers `no`
 *   exactly when the static test or the short-lines test (shortLines.ts) proves it, which it
 *   tries after its helpmate search;
 * - `short`: a queen, rook or knight, no locked pawns, and at most three pieces besides the king:
 *   it answers `no` exactly when the short-lines test proves it (every line ends within a few
 *   plies: the last pieces are about to be taken);
 * - `never`: it never answers `no` (a queen, rook or knight and more than three pieces, on a
 *   board without three locked pawn pairs, or the side has mated already).
 * Exact because the quick mode's only other stage, the helpmate search, answers `yes` or
 * `unknown` and never contradicts a sound `no`. The dead-position check after every move uses it:
 * dead needs `no` for both sides, so one `never` settles "not dead" without any search.
 */
export type QuickScreen = 'no' | 'locked' | 'static' | 'short' | 'never';

/**
 * The `QuickScreen` of `side` in `pos` (not changed). The common `never` (a queen, rook or knight
 * among more than three pieces, nothing forced) is told from one pass over the board
 * (neverScreen.ts); the rest from the analysis' first stages. `twoMoves`, when the caller knows it:
 * whether the side to move has two legal moves or more (the same for both sides' screens).
 */
export function screenQuick(pos: Position, side: Color, twoMoves?: boolean): QuickScreen {
  const winner = side === 'white' ? 0 : 1;
  return surelyNever(pos, winner, twoMoves) ? 'never' : screenByPrelude(pos, winner);
}

/** @internal The `QuickScreen` of `winner` (0 white, 1 black) from the analysis' first stages, without `surelyNever`. */
export function screenByPrelude(pos: Position, winner: number): QuickScreen {
  const early = prelude(pos, winner);
  if (!isLine(early)) return early.verdict === 'no' ? 'no' : 'never';
  return screenWork();
}

/** The screen of the position `prelude` left in `workPosition` (its cheap stages did not decide). */
function screenWork(): QuickScreen {
  if (looksBlocked(lockedPawnPairs(workPosition))) return 'locked';
  if (!hasHeavyOrKnights(workPosition)) return 'static';
  return shortLinesApply(workPosition) ? 'short' : 'never';
}

/**
 * Whether the quick mode answers `no` for `side` in `pos` (not changed), found without its
 * helpmate search: by its cheap stages, the static test where it applies (`screenQuick` `locked`
 * or `static`) or the short-lines test (`static` or `short`, and `locked` with a small force).
 * The same answer as `canCheckmate(pos, side, { mode: 'quick' })` being `no`, whatever its
 * budget: the search only ever answers `yes` or `unknown`.
 */
export function quickProvesNo(pos: Position, side: Color): boolean {
  const winner = side === 'white' ? 0 : 1;
  if (surelyNever(pos, winner)) return false;
  const early = prelude(pos, winner);
  if (!isLine(early)) return early.verdict === 'no';
  const screen = screenWork();
  if (screen === 'never') return false;
  if (screen !== 'short' && staticallyUnwinnable(workPosition)) return true;
  // The quick mode's last stage, in the same order (the static test first where it runs).
  return shortLinesApply(workPosition) && everyLineEndsSoon(workPosition);
}

/** Whether neither side can ever checkmate (FIDE 5.2.2, a dead position): both answers are `no`. */
export function isDeadPosition(pos: Position, options: CheckmateOptions = {}): boolean {
  return canCheckmate(pos, 'white', options).verdict === 'no' && canCheckmate(pos, 'black', options).verdict === 'no';
}

export { canWinOnTimeUscf14E, hasMatingMaterialUscf, type UscfTimeWin } from './uscf.js';
