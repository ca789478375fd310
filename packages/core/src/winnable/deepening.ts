/**
 * The deepening helpmate search: iterative deepening on a depth that guided moves do not
 * consume (guide.ts), with a transposition table. Finding a mate proves "yes" (the line is
 * returned); an iteration that met no depth cut, no node limit and no unfinished table entry
 * proves "no".
 *
 * Why "no" is sound with the table: an entry is *complete* when the search below it met no cut
 * and relied only on complete entries; then every position reachable from it was visited (or is
 * below a complete entry) and none is a mate — a fact about the position, valid for any depth
 * and any later iteration. Inside one iteration, a position found again while its search is
 * under way (a cycle) or already searched with as much depth adds nothing new: what it reaches
 * is visited in this iteration. A finished but incomplete entry from an earlier iteration
 * counts as a cut; an entry an earlier, stopped iteration left in progress is searched again.
 * So when an iteration ends without a cut, the positions it visited are closed under moves,
 * every line in them ends in stalemate, White being mated or White lacking material, and none
 * is a mate of Black.
 */
import { isAttackedBy } from '../board/attacks.js';
import { MAX_LEGAL_MOVES, generateLegal, hasLegalMove } from '../board/movegen.js';
import type { Position } from '../board/position.js';
import { discoveringPieces, mayGiveCheck } from './checks.js';
import { CLASS_DEPTH, type Guide, PUNISH, REWARD } from './guide.js';
import { whiteLacksMaterial } from './material.js';
import { stateKey } from './normalize.js';
import { StateTable, tableBitsFor } from './table.js';
import { movesOf } from './moveArray.js';

/** Longest line the search builds (plies). */
const MAX_DEEPENING_PLY = 128;
const MOVES_PER_PLY = MAX_LEGAL_MOVES;

/** The smallest table (2^bits slots of 16 bytes: 4 MB), and the default size. */
const MIN_TABLE_BITS = 18;
/**
 * Moves a search may consider per slot of its table. A table the search
 * cannot fill costs more than it saves: each probe of a big table misses the processor's caches
 * and its address translation, and a new process pays a page fault (about 11 µs here) for every 4 KB
 * it touches. Measured here in alternating runs against the deep phase's fixed 2^22 slots
 * (64 MB): positions.txt 79.80 → 82.08 M nodes, yet 25.0–28.0 s against 28.1–34.3 s; the bench's
 * two hard "no" cases, each as a process's first query: the first 567–851 → 353–563 ms, the
 * second 883–1,449 → 675–1,172 ms (over 1 s in 16 of 20 processes, then in 2 of 12). One slot
 * per 2 or per 8 moves measured about the same; with a slot per move or more, the page faults
 * came back (the second case 952–1,235 ms).
 */
const MOVES_PER_SLOT = 4;

/** Tables by size (2^bits slots), made when first needed: the deep phase wants a big one. */
const tables = new Map<number, StateTable>();
let table = tableOf(MIN_TABLE_BITS);

function tableOf(bits: number): StateTable {
  let t = tables.get(bits);
  if (t === undefined) {
    t = new StateTable(bits);
    tables.set(bits, t);
  }
  return t;
}
// The move lists of the line being searched lie end to end (a node's list starts where its
// parent's ends): a line's lists share a few cache lines instead of one page per ply. Sized for
// the worst case, every ply at MOVES_PER_PLY.
const moveStack = new Int32Array(MOVES_PER_PLY * (MAX_DEEPENING_PLY + 1));
const classStack = new Int8Array(MOVES_PER_PLY * (MAX_DEEPENING_PLY + 1));
const keyScratch = new Int32Array(2);
/** Per ply, the squares of White's pieces that may discover a check (see `discoveringPieces`). */
const discoveryStack = new Int32Array(8 * (MAX_DEEPENING_PLY + 1));
/** `checkers` of a node before it is needed; then the count of its discovering pieces, or: */
const CHECKERS_UNKNOWN = -1;
/** Black is in check already (a tolerant position): every move may leave it in check. */
const EVERY_MOVE_CHECKS = -2;
/** Black has no king: no move checks it. */
const NO_KING = -3;

// Table values: iteration << 10 | IN_PROGRESS | COMPLETE | moves left (0–255).
const COMPLETE = 1 << 8;
const IN_PROGRESS = 1 << 9;

const keys = new Float64Array(MAX_LEGAL_MOVES);

/**
 * Orders the moves at `base` by the moving piece (pawns first, the king last), then by origin
 * and target square: the deep phase then tries a piece's whole journey before king walks.
 */
function sortMoves(board: Int8Array, base: number, n: number): void {
  for (let i = 0; i < n; i++) {
    const m = moveStack[base + i]!;
    const role = board[m & 0x7f]! & 7;
    keys[i] = role * 1e8 + (m & 0x7f) * 1e4 + ((m >> 7) & 0x7f) * 10 + ((m >> 14) & 7);
  }
  for (let i = 1; i < n; i++) {
    const k = keys[i]!;
    const m = moveStack[base + i]!;
    let j = i - 1;
    while (j >= 0 && keys[j]! > k) {
      keys[j + 1] = keys[j]!;
      moveStack[base + j + 1] = moveStack[base + j]!;
      j--;
    }
    keys[j + 1] = k;
    moveStack[base + j + 1] = m;
  }
}

/** What a deepening search found. */
export interface DeepeningResult {
  /** `yes`: `line` mates; `no`: proof that White can never mate; `unknown`: a limit stopped it. */
  readonly verdict: 'yes' | 'no' | 'unknown';
  /** The mating line (internal moves of the searched position) for `yes`. */
  readonly line: number[];
  /** Moves considered. */
  readonly nodes: number;
}

/** Limits of one deepening search. */
export interface DeepeningLimits {
  /** First and last depth of the iterations. */
  readonly fromDepth: number;
  readonly toDepth: number;
  /** Moves an iteration may consider, per ply of its depth (Infinity: no limit per iteration). */
  readonly nodesPerDepth: number;
  /** Moves the whole search may consider. */
  readonly maxNodes: number;
  /** Whether to use the transposition table. */
  readonly table: boolean;
  /**
   * Largest size of the transposition table, 2^`tableBits` slots of 16 bytes (default and least
   * 18). Above 18 the table grows with the search's allowance (one slot per `MOVES_PER_SLOT`
   * moves), keeping its entries: long searches gain from a big table, short ones lose to it.
   */
  readonly tableBits?: number;
  /** Whether to order the moves by piece (pawns first, the king last) instead of the generation order. */
  readonly pieceOrder?: boolean;
  /** Whether to try the rewarded moves first, then the normal, then the punished (default); else the list order. */
  readonly classOrder?: boolean;
}

class Deepening {
  nodes = 0;
  iterationEnd = 0;
  maxDepth = 0;
  iteration = 0;
  /** Set when this iteration met a depth cut, a node limit or an unfinished entry of an earlier one. */
  cut = false;
  /** Set when the node limit stopped the search. */
  stopped = false;
  /** Count of events that keep enclosing entries from being complete. */
  gaps = 0;
  length = 0;
  pieces = 0;
  readonly path = new Int32Array(MAX_DEEPENING_PLY + 1);

  constructor(
    readonly pos: Position,
    readonly guide: Guide,
    readonly useTable: boolean,
    readonly pieceOrder: boolean,
    readonly classOrder: boolean,
  ) {}

  /**
   * How White's moves may check Black at this node (White to move, at `ply`): `NO_KING`,
   * `EVERY_MOVE_CHECKS`, or the number of White's discovering pieces, whose squares it writes to
   * the node's row of `discoveryStack`.
   */
  checkers(ply: number): number {
    const pos = this.pos;
    const king = pos.kings[1]!;
    if (king < 0) return NO_KING;
    if (isAttackedBy(pos.board, king, 0)) return EVERY_MOVE_CHECKS;
    return discoveringPieces(pos.board, king, 0, discoveryStack, ply * 8);
  }

  /** Whether a node at `ply` with `depth` consumed is a leaf of this iteration (only a mate counts there). */
  isLeaf(ply: number, depth: number): boolean {
    return depth >= this.maxDepth || ply >= MAX_DEEPENING_PLY;
  }

  /** Clears the flags of the last iteration (`cut`, `stopped`) before the next one. */
  reset(): void {
    this.cut = false;
    this.stopped = false;
  }

  /**
   * Whether a mate is reachable within the iteration's depth; `depth` is the depth consumed so
   * far, `base` where this node's moves go in the move stack.
   */
  visit(ply: number, depth: number, afterReward: boolean, afterCapture: boolean, base: number): boolean {
    const pos = this.pos;
    if (this.isLeaf(ply, depth)) {
      // A leaf: only a mate matters (a stalemate here is counted as a cut, which is safe).
      if (pos.side === 1 && pos.isCheck() && !hasLegalMove(pos, moveStack, base)) {
        this.length = ply;
        return true;
      }
      this.cut = true;
      this.gaps++;
      return false;
    }
    const left = depth >= this.maxDepth ? 0 : this.maxDepth - depth;
    let klo = 0;
    let khi = 0;
    if (this.useTable) {
      stateKey(pos, keyScratch);
      klo = keyScratch[0]!;
      khi = keyScratch[1]!;
      const v = table.get(klo, khi, -1);
      if (v >= 0) {
        if (v & COMPLETE) return false;
        const stored = v & 0xff;
        if (v >>> 10 === this.iteration) {
          if (v & IN_PROGRESS || stored >= left) {
            this.gaps++;
            return false;
          }
        } else if (stored >= left && (v & IN_PROGRESS) === 0) {
          // Searched with as much depth in an earlier iteration (one a node limit stopped leaves
          // its unfinished entries in progress: those are searched again).
          this.gaps++;
          this.cut = true;
          return false;
        }
      }
    }
    const n = generateLegal(pos, moveStack, base) - base;
    if (n === 0) {
      if (pos.side === 1 && pos.isCheck()) {
        this.length = ply;
        return true;
      }
      if (this.useTable) table.set(klo, khi, (this.iteration << 10) | COMPLETE);
      return false;
    }
    if (afterCapture && whiteLacksMaterial(pos)) {
      if (this.useTable) table.set(klo, khi, (this.iteration << 10) | COMPLETE);
      return false;
    }
    if (this.useTable) table.set(klo, khi, (this.iteration << 10) | IN_PROGRESS | left);
    const gapsBefore = this.gaps;
    const guide = this.guide;
    const board = pos.board;
    if (this.pieceOrder) sortMoves(board, base, n);
    // Rewarded moves first, then normal ones, punished ones last (or, without the class order, the
    // list order, each move at its class's cost).
    for (let i = 0; i < n; i++) classStack[base + i] = guide.classify(pos, moveStack[base + i]!, this.pieces);
    const ordered = this.classOrder;
    // How White's moves here may check Black (see `checksBlack`), found when first needed.
    let checkers = CHECKERS_UNKNOWN;
    for (let pass = ordered ? REWARD : PUNISH; pass <= PUNISH; pass++) {
      for (let i = 0; i < n; i++) {
        const cls = classStack[base + i]!;
        if (ordered && cls !== pass) continue;
        const cost = cls === REWARD || (afterReward && cls !== PUNISH) ? 0 : CLASS_DEPTH[cls]!;
        if (++this.nodes > this.iterationEnd) {
          this.stopped = true;
          this.cut = true;
          this.gaps++;
          return false;
        }
        const m = moveStack[base + i]!;
        if (this.isLeaf(ply + 1, depth + cost)) {
          // The position after `m` is a leaf, which counts only when it is a mate (see above):
          // after Black's move never, after White's only when the move checks. A move that
          // surely does not is cut here as the leaf would cut it, without being made.
          if (pos.side === 0 && checkers === CHECKERS_UNKNOWN) checkers = this.checkers(ply);
          if (pos.side === 1 || !checksBlack(board, m, pos.kings[1]!, checkers, ply)) {
            this.cut = true;
            this.gaps++;
            continue;
          }
        }
        const capture = board[(m >> 7) & 0x7f] !== 0 || m >> 17 === 1;
        this.path[ply] = m;
        if (capture) this.pieces--;
        pos.makeMove(m);
        const found = this.visit(ply + 1, depth + cost, cls === REWARD, capture || ((m >> 14) & 7) !== 0, base + n);
        pos.unmakeMove(m);
        if (capture) this.pieces++;
        if (found) return true;
        if (this.stopped) return false;
      }
    }
    if (this.useTable) table.set(klo, khi, (this.iteration << 10) | (this.gaps === gapsBefore ? COMPLETE : 0) | left);
    return false;
  }
}

/**
 * Whether White's move `m` may leave Black in check (false only when it surely does not), given
 * `checkers` of the node at `ply` (see `Deepening.checkers`) and Black's king on `king`.
 */
function checksBlack(board: Int8Array, m: number, king: number, checkers: number, ply: number): boolean {
  if (checkers === NO_KING) return false;
  if (checkers === EVERY_MOVE_CHECKS) return true;
  return mayGiveCheck(board, m, king, discoveryStack, ply * 8, checkers);
}

/** Number of pieces on the board, kings included. */
function countPieces(pos: Position): number {
  let n = 0;
  for (let s = 0; s < 128; s = (s + 9) & ~8) if (pos.board[s] !== 0) n++;
  return n;
}

/** Iteration numbers are unique across searches (a resumed search never mistakes old entries for its own). */
let iterations = 0;
/** The search that owns the table's entries (another search clears them first). */
let owner: object | null = null;

/**
 * A deepening search of one position (White to mate) that can be resumed: each `run` goes on
 * from the depth the last one stopped at, with the table it built (as long as no other deepening
 * search ran in between), until a verdict or its node allowance.
 */
export class DeepeningSearch {
  private readonly search: Deepening;
  private depth: number;
  /** The verdict once reached (`unknown` while the search can go on). */
  result: DeepeningResult = { verdict: 'unknown', line: [], nodes: 0 };

  constructor(
    pos: Position,
    guide: Guide,
    private readonly limits: DeepeningLimits,
  ) {
    this.search = new Deepening(pos, guide, limits.table, limits.pieceOrder === true, limits.classOrder !== false);
    this.search.pieces = countPieces(pos);
    this.depth = limits.fromDepth;
    if (whiteLacksMaterial(pos)) this.result = { verdict: 'no', line: [], nodes: 0 };
  }

  /** Whether the search is over (a verdict, or every depth tried). */
  get done(): boolean {
    return this.result.verdict !== 'unknown' || this.depth > this.limits.toDepth;
  }

  /** Searches on for at most `maxNodes` more moves; returns the (maybe still unknown) result. */
  run(maxNodes: number): DeepeningResult {
    const search = this.search;
    if (this.done) return this.result;
    const end = Math.min(search.nodes + maxNodes, this.limits.maxNodes);
    if (this.limits.table) {
      // One slot per MOVES_PER_SLOT moves of the allowance, within 2^MIN_TABLE_BITS … 2^tableBits.
      const bits = tableBitsFor(end / MOVES_PER_SLOT, MIN_TABLE_BITS, this.limits.tableBits ?? MIN_TABLE_BITS);
      if (owner !== this) {
        table = tableOf(bits);
        table.clear();
        // eslint-disable-next-line @typescript-eslint/no-this-alias -- the module's one table remembers which search filled it
        owner = this;
      } else if (table.bits < bits) {
        // A larger allowance than the table was sized for: its entries move to a bigger one.
        const bigger = tableOf(bits);
        table.copyInto(bigger);
        table = bigger;
      }
    }
    while (this.depth <= this.limits.toDepth) {
      const d = this.depth;
      search.maxDepth = d;
      search.iteration = ++iterations & 0x1fffff;
      search.reset();
      const perDepth = this.limits.nodesPerDepth === Infinity ? Infinity : search.nodes + d * this.limits.nodesPerDepth;
      search.iterationEnd = Math.min(perDepth, end);
      if (search.visit(0, 0, false, false, 0)) {
        this.result = { verdict: 'yes', line: movesOf(search.path, search.length), nodes: search.nodes };
        return this.result;
      }
      if (!search.cut) {
        this.result = { verdict: 'no', line: [], nodes: search.nodes };
        return this.result;
      }
      // Stopped by the allowance inside this depth: resume at the same depth next time.
      if (search.stopped && search.nodes >= end) break;
      this.depth++;
    }
    this.result = { verdict: 'unknown', line: [], nodes: search.nodes };
    return this.result;
  }
}

/**
 * Searches `pos` (White to mate; restored before returning) with depths `fromDepth`…`toDepth`,
 * guided by `guide`, within the node limits.
 */
export function deepen(pos: Position, guide: Guide, limits: DeepeningLimits): DeepeningResult {
  return new DeepeningSearch(pos, guide, limits).run(limits.maxNodes);
}
