/**
 * The helpmate search: looks for a series of legal moves, both sides cooperating, that ends
 * with White (the normalized winner) checkmating Black. A found line is a proof of "yes".
 *
 * Cost-bounded iterative deepening: every move costs 0 (progress towards a mating picture),
 * 1 (neutral) or 2 (harmful), and iteration `b` explores the lines of total cost ≤ b, so
 * progress moves are free and long but purposeful helpmates (a king walk, a promotion race)
 * are found early; a reply to a progress move that merely waits is free too (tried after the
 * reply's own progress moves), though not after a forced move that does not progress itself.
 * The costs come from `MoveCoster` (heuristics.ts). Within an iteration a transposition table
 * remembers the budget each state was searched with; White's moves are probed for an immediate
 * mate before anything else. Each iteration has a node allowance. The edge picture's best dozen
 * targets get a short attempt each before the best one gets the rest; when the material leaves a
 * choice of corner pictures the search restarts with the next one (then with random move
 * orders) as allowances grow.
 */
import * as constants from '../board/constants.js';
import * as kingSteps from '../board/kingSteps.js';
import * as movegen from '../board/movegen.js';
import type { Position } from '../board/position.js';
import * as checks from './checks.js';
import * as checkSquaresModule from './checkSquares.js';
import * as directChecks from './directChecks.js';
import * as heuristics from './heuristics.js';
import { MoveCoster } from './heuristics.js';
import * as normalize from './normalize.js';
import { StateTable, tableBitsFor } from './table.js';
import { movesOf } from './moveArray.js';

// Module-level copies of the imported constants and helpers: V8 (Node 20) reads an imported
// binding through its module cell at every use, even in optimized code (see board/movegen.ts).
const { FLAG_EP } = constants;
const { LEGAL_SETUP_FIELDS, MAX_LEGAL_MOVES, beginLegal, continueLegal, hasPieceMove, legalListComplete } = movegen;
const { writeDirectChecks } = directChecks;
const { kingCanStepAfter } = kingSteps;
const { givesDirectCheck, kingCanStep } = checks;
const { checksFrom, fillCheckSquares } = checkSquaresModule;
const { HARMFUL, NEUTRAL, PROGRESS } = heuristics;
const { stateKey } = normalize;

/** The longest line the search builds (plies). */
const MAX_HELPMATE_PLY = 160;
/** Highest cost budget tried. */
const MAX_BUDGET = 60;
/**
 * Edge targets tried first, best first, and each one's nodes (then the best again with the rest).
 * Measured on lichess.txt against the best target alone: the full analysis 14.71 → 11.58 M nodes
 * and about 10% faster (its first helpmate search leaves 1,004 → 539 queries to the dear later
 * stages); the quick mode's unknown 3,933 → 2,359 at the same speed; positions.txt level (80.47
 * → 80.36 M nodes). The quickest target is rarely the best-scored one (over lichess.txt's edge
 * queries the quickest of the 16 best-scored mates in 13 nodes at the median, the best-scored in
 * 32), so more targets leave fewer queries to the later stages: 12 against 6 took lichess.txt
 * 10.11 → 9.67 M nodes (about 2% faster in alternating runs), positions.txt level (79.71 → 79.80
 * M); 16 took positions.txt to 80.43 M.
 */
const EDGE_TARGETS = 12;
const EDGE_ATTEMPT_NODES = 100;
/**
 * Corner pictures (when the material leaves a choice) are tried the same way, best first, with
 * `CORNER_ATTEMPT_NODES` each, while `CORNER_RESERVE_NODES` remain for the best one's long
 * attempt (not in the quick mode's 256 nodes, where a second short attempt left more queries
 * unknown). Measured against the best picture alone: lichess.txt's full analysis 11.58 → 10.58 M
 * nodes, about 2.5% faster (without the reserve, one query there whose best picture mates in 805
 * nodes took 41 ms instead of 4); positions.txt 80.36 → 79.67 M nodes, time level.
 */
const CORNER_ATTEMPT_NODES = 100;
const CORNER_RESERVE_NODES = 750;
/** Nodes of the first attempt when the material leaves a choice of pictures; each restart gets 1.5 times more. */
const FIRST_ATTEMPT_NODES = 4000;
const MOVES_PER_PLY = MAX_LEGAL_MOVES;

/** Smallest and largest table (2^bits slots of 16 bytes). */
const MIN_TABLE_BITS = 11;
const MAX_TABLE_BITS = 18;
/**
 * Tables by size, made when first needed. Each iteration of a search gets one with about eight
 * slots per node it may visit: a short iteration (most are: an edge target's attempt, the quick
 * mode's) then probes a table that stays in the processor's cache instead of missing it at every
 * node, and a long one keeps the full size.
 */
const tables: StateTable[] = [];

function tableFor(maxNodes: number): StateTable {
  const bits = tableBitsFor(8 * maxNodes, MIN_TABLE_BITS, MAX_TABLE_BITS);
  return (tables[bits] ??= new StateTable(bits));
}
// The move lists of the line being searched lie end to end (a node's list starts where its
// parent's ends), so a line's lists share a few cache lines instead of one page per ply. Sized
// for the worst case, every ply at MOVES_PER_PLY.
const moveStack = new Int32Array(MOVES_PER_PLY * (MAX_HELPMATE_PLY + 2));
const costStack = new Int8Array(MOVES_PER_PLY * (MAX_HELPMATE_PLY + 2));
const keyScratch = new Int32Array(2);
const probeBuffer = new Int32Array(MOVES_PER_PLY);
/** The mate-in-one probe's moves (White's direct checks) at the node being probed. */
const checkBuffer = new Int32Array(MOVES_PER_PLY);
/** Each ply's move-generation record (see `beginLegal`), for its list made in parts. */
const setupStack = new Int32Array(LEGAL_SETUP_FIELDS * (MAX_HELPMATE_PLY + 2));
/** The squares White's pieces check from, by role (see `fillCheckSquares`), for the node being probed. */
const checkSquares = new Int32Array(16);
const pathStack = new Int32Array(MAX_HELPMATE_PLY + 2);
/** A list end past any list: `continueLegal` then writes the whole list. */
const MAX_STACK = MOVES_PER_PLY * (MAX_HELPMATE_PLY + 2);

/** What a helpmate search found. */
export interface HelpmateResult {
  /** The mating line (internal moves of the searched position), or `null`. */
  readonly line: number[] | null;
  /** Nodes visited. */
  readonly nodes: number;
  /** True when the node limit stopped the search. */
  readonly exhausted: boolean;
}

/** Search limits. */
export interface HelpmateLimits {
  /** Stop after this many nodes. */
  readonly maxNodes: number;
  /** Nodes per iteration, times the iteration's budget + 1 (an iteration is cut when it has spent them). */
  readonly iterationNodes: number;
}

class Search {
  nodes = 0;
  stopped = false;
  /** The line being built (module-level scratch: one search runs at a time). */
  readonly path = pathStack;
  length = 0;

  /** The current iteration's table (`attempt` gives each iteration its own). */
  table: StateTable = tableFor(0);

  constructor(
    readonly pos: Position,
    public coster: MoveCoster,
  ) {}

  iterationEnd = 0;
  /** Random tie-breaking state (0: the heuristic order). */
  seed = 0;

  /** xorshift32. */
  random(): number {
    let x = this.seed;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.seed = x | 0 || 1;
    return x >>> 0;
  }

  /**
   * Whether a White mate exists within `budget` from the current state at `ply`. After a
   * progress move the reply's neutral moves are free (the other side only waits). `base` is
   * where this node's moves go in the move stack.
   */
  dfs(ply: number, budget: number, afterProgress: boolean, base: number): boolean {
    if (this.nodes >= this.iterationEnd) {
      this.stopped = true;
      return false;
    }
    this.nodes++;
    const pos = this.pos;
    stateKey(pos, keyScratch);
    const klo = keyScratch[0]!;
    const khi = keyScratch[1]!;
    // A state searched with at least this budget (and free replies when we have them) holds no
    // mate. Asked before the moves are generated: only states with a legal move are stored (a
    // mate returns before), so a stored state is no mate and its moves are not needed.
    const effort = 2 * budget + (afterProgress ? 1 : 0);
    const table = this.table;
    if (table.get(klo, khi, -1) >= effort) return false;
    // A node's list is made in parts where it usually tries only the head of it (see
    // `beginLegal`): the rest is added when a pass reaches the end of what is there.
    // Black's progress moves are its king's (and its blocker's, when it has one; see
    // `progressIsKingsOnly`), and the first free move after them usually leads on to the mate:
    // without a blocker, Black's list is made up to its first piece with a move besides the king.
    // White's list below the root (not at an en-passant chance, whose capture the direct checks
    // leave out) is made up to two moves: its mate-in-one probe asks for the direct checks alone,
    // and on the mating line the first progress move usually leads on, some 9 moves into a list of
    // 27 (lichess.txt).
    const random = this.seed !== 0;
    const lazy = pos.side === 1 ? !random && this.coster.progressIsKingsOnly() : !random && ply > 0 && pos.ep < 0;
    const at = ply * LEGAL_SETUP_FIELDS;
    let n = beginLegal(pos, moveStack, base, setupStack, at);
    // The head: Black's king's moves and at least one other move (two when the king has none);
    // White's, at least two moves; each the whole list when that is shorter. So a list of one
    // move is always complete (a forced move must be known forced).
    n = continueLegal(pos, moveStack, n, setupStack, at, !lazy ? MAX_STACK : pos.side === 1 && n > base + 1 ? n + 1 : base + 2) - base;
    let partial = !legalListComplete(setupStack, at);
    if (n === 0) {
      if (pos.side === 1 && pos.isCheck()) {
        this.length = ply;
        return true;
      }
      return false;
    }
    if (ply >= MAX_HELPMATE_PLY) return false;
    table.set(klo, khi, effort);

    if (pos.side === 0 && ply + 1 <= MAX_HELPMATE_PLY) {
      // Mate in one first: the last move of every helpmate is White's.
      const lk = pos.kings[1]!;
      const board = pos.board;
      // The squares White's pieces check from, one set per role: a bit test per move (exact but
      // for promotions, and below the root, where Black cannot be in check; see checkSquares.ts).
      if (lk >= 0) fillCheckSquares(pos, lk, checkSquares);
      // Below the root, the direct checks from the attack sets; at the root (and at an en-passant
      // chance), each move of the full list tested.
      const probed = lk < 0 ? 0 : lazy ? writeDirectChecks(pos, setupStack, at, checkSquares, checkBuffer) : n;
      for (let i = 0; i < probed; i++) {
        const m = lazy ? checkBuffer[i]! : moveStack[base + i]!;
        const from = m & 0x7f;
        const promo = (m >> 14) & 7;
        const to = (m >> 7) & 0x7f;
        if (!lazy) {
          if (promo !== 0 || ply === 0) {
            if (!givesDirectCheck(board, promo !== 0 ? promo : board[from]! & 7, 0, from, to, lk)) continue;
          } else if (!checksFrom(checkSquares, board[from]! & 7, to)) continue;
        }
        // givesDirectCheck is exact for the moves it accepts: the check needs no second test. A
        // king step disproves the mate, told from the position's sets with the move applied in
        // locals (nothing made); only a king with no step needs the move made and a reply of
        // another piece looked for. (En passant, whose captured pawn is elsewhere, is always made.)
        if (m >> 17 !== FLAG_EP && kingCanStepAfter(pos, from, to, promo !== 0 ? promo : board[from]! & 7)) continue;
        pos.makeMove(m);
        const mate = (m >> 17 !== FLAG_EP || !kingCanStep(board, lk, 1)) && !hasPieceMove(pos, probeBuffer);
        pos.unmakeMove(m);
        if (mate) {
          this.path[ply] = m;
          this.length = ply + 1;
          return true;
        }
      }
      if (ply + 2 > MAX_HELPMATE_PLY) return false;
    }

    const coster = this.coster;
    // Cost classes: forced moves are free, and after a progress move the neutral replies are
    // free too (the other side waits). Cheaper classes first, and among the free moves the
    // progress moves before the waiting ones (on lichess.txt the quick mode's lines 30.6 → 28.0
    // plies, its nodes 6.85 → 5.76 M, its unknown 4,404 → 4,126); within a pass the generation
    // order, or (restarts) a random one. In generation order a move's class is computed only
    // when a pass reaches it (the first free move often leads to the mate).
    let top = budget < HARMFUL ? budget : HARMFUL;
    // The moves at the head of the list whose class is in `costStack` (a pass walks the list from
    // its head in generation order, so the costed moves are always a prefix).
    let costed = 0;
    // A forced move is free, but its reply waits for free only when the move itself progresses:
    // otherwise a king shuttled between two squares (forced away from the target, then back
    // towards it as progress) gave the other side a free waiting move at every other ply, and the
    // walk could wander at no cost until its nodes ran out. Measured on lichess.txt: the full
    // analysis 9.67 → 9.40 M nodes, the quick mode 5.40 → 5.23 M with 1,835 → 1,640 queries left
    // unknown; positions.txt 82.08 → 81.79 M nodes, its quick mode's unknown 1,928 → 1,904.
    let forcedWaits = false;
    if (n === 1) {
      forcedWaits = coster.cost(pos, moveStack[base]!) !== PROGRESS;
      costStack[base] = PROGRESS;
      costed = 1;
      top = 0;
    } else if (random) {
      top = 0;
      for (let i = 0; i < n; i++) {
        const raw = coster.cost(pos, moveStack[base + i]!);
        costStack[base + i] = raw;
        const c = afterProgress && raw === NEUTRAL ? PROGRESS : raw;
        if (c > top) top = c;
      }
      if (top > budget) top = budget;
      costed = n;
    }
    // Passes: the progress moves, then (after a progress move) the free waiting moves, then each
    // dearer class (the waiting moves' own pass only when they were not free).
    for (let pass = 0; pass <= top + 1; pass++) {
      if (pass === (afterProgress ? 2 : 1)) continue;
      const c = pass < 2 ? 0 : pass - 1;
      const want = pass === 0 ? PROGRESS : pass === 1 ? NEUTRAL : c;
      const offset = random ? this.random() % n : 0;
      // Where the list is lazy (only the king's moves can be progress), the progress pass ends at
      // the first other move, as the king's moves head the list (see generateLegal); the rest
      // are costed only when a later pass reaches them. (Not for a forced move, which is
      // progress whatever it is.)
      const kingOnly = lazy && pos.side === 1 && pass === 0 && n > 1;
      for (let j = 0; ; j++) {
        if (j === n) {
          if (!partial) break;
          // The next piece's moves (the list grows in the full list's order: the costs stay).
          n = continueLegal(pos, moveStack, base + n, setupStack, at, base + n + 1) - base;
          partial = !legalListComplete(setupStack, at);
          if (j === n) break;
        }
        const i = offset + j < n ? offset + j : offset + j - n;
        if (kingOnly && (moveStack[base + i]! & 0x7f) !== pos.kings[1]) break;
        let raw: number;
        if (i < costed) raw = costStack[base + i]!;
        else {
          // i === costed: the next move in generation order.
          raw = coster.cost(pos, moveStack[base + i]!);
          costStack[base + i] = raw;
          costed = i + 1;
        }
        if (raw !== want) continue;
        const m = moveStack[base + i]!;
        this.path[ply] = m;
        pos.makeMove(m);
        coster.made(m);
        const found = this.dfs(ply + 1, budget - c, raw === PROGRESS && !forcedWaits, base + n);
        coster.unmade();
        pos.unmakeMove(m);
        if (found) return true;
        if (this.stopped) return false;
      }
    }
    return false;
  }
}

/**
 * Searches `pos` (White to mate; it is restored before returning) for a helpmate, trying cost
 * budgets 0, 1, … `MAX_BUDGET` until a mate is found or `limits.maxNodes` is spent.
 */
export function findHelpmate(pos: Position, limits: HelpmateLimits): HelpmateResult {
  const first = new MoveCoster(pos, 0, pathStack);
  const pictures = first.pictures;
  const search = new Search(pos, first);
  // The edge picture: short attempts at the best edge targets first (the best by the kings'
  // walks is often not the quickest mate), then the best target again with what is left.
  if (first.edge) {
    for (let rank = 0; rank < EDGE_TARGETS && search.nodes < limits.maxNodes; rank++) {
      if (rank > 0) first.retarget(pos, rank);
      if (attempt(search, Math.min(limits.maxNodes, search.nodes + EDGE_ATTEMPT_NODES), limits.iterationNodes)) {
        return { line: movesOf(search.path, search.length), nodes: search.nodes, exhausted: false };
      }
    }
    first.retarget(pos, 0);
  } else if (pictures > 1) {
    // The corner pictures likewise, while the best one keeps its reserve.
    const phaseEnd = limits.maxNodes - CORNER_RESERVE_NODES;
    for (let rank = 0; rank < pictures && search.nodes < phaseEnd; rank++) {
      search.coster = rank === 0 ? first : new MoveCoster(pos, rank, pathStack);
      if (attempt(search, Math.min(phaseEnd, search.nodes + CORNER_ATTEMPT_NODES), limits.iterationNodes)) {
        return { line: movesOf(search.path, search.length), nodes: search.nodes, exhausted: false };
      }
    }
  }
  // Restarts: the depth-first walk can sink its whole budget into one early, fruitless branch.
  // Each attempt, with a growing node allowance, aims at the next mating picture (when the
  // material leaves a choice of corners) or orders equal-cost moves at random.
  let allowance = pictures > 1 ? FIRST_ATTEMPT_NODES : limits.maxNodes;
  for (let n = 0; search.nodes < limits.maxNodes; n++) {
    search.coster = n === 0 ? first : new MoveCoster(pos, n % pictures, pathStack);
    search.seed = n < pictures ? 0 : (Math.imul(n, 0x9e3779b1) ^ 0x5bd1e995) | 1;
    if (attempt(search, Math.min(limits.maxNodes, search.nodes + allowance), limits.iterationNodes)) {
      return { line: movesOf(search.path, search.length), nodes: search.nodes, exhausted: false };
    }
    if (n + 1 >= pictures) allowance = Math.ceil(allowance * 1.5);
  }
  return { line: null, nodes: search.nodes, exhausted: true };
}

/**
 * One attempt of `search` with its coster and seed: cost budgets 0, 1, … `MAX_BUDGET` until a
 * mate is found (true, the line in `search.path`) or the search has visited `attemptEnd` nodes in
 * all; each budget's iteration gets `iterationNodes` × (budget + 1), on a cleared table sized for
 * that many nodes. (A table kept from an iteration that was cut short would hold states marked
 * searched whose moves were not all tried; its completed states were searched with a smaller
 * budget, so they rarely cut. Measured on lichess.txt: 10.20 → 10.11 M nodes, positions.txt
 * level.)
 */
function attempt(search: Search, attemptEnd: number, iterationNodes: number): boolean {
  for (let budget = 0; budget <= MAX_BUDGET; budget++) {
    search.iterationEnd = Math.min(attemptEnd, search.nodes + iterationNodes * (budget + 1));
    search.table = tableFor(search.iterationEnd - search.nodes);
    search.table.clear();
    search.stopped = false;
    if (search.dfs(0, budget, false, 0)) return true;
    if (search.nodes >= attemptEnd) break;
  }
  return false;
}
