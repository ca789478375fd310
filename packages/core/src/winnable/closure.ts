/**
 * The exhaustive proof: explores every position reachable from the start (both sides' moves),
 * pruning positions the static test proves unwinnable, and remembers visited positions. If the
 * exploration ends without meeting a White mate, the visited positions are closed under moves
 * and contain no mate: White can never mate (a proof, whatever cycles the positions form). If
 * it meets a mate, the path to it is a helpmate. The static test runs at the start and after a
 * capture or a pawn move (when the structure changed). The depth-first walk keeps its own stack,
 * so paths may be thousands of plies long, and it can be suspended and resumed (`ClosureSearch`):
 * the rounds (rounds.ts) give it growing allowances without redoing the work of earlier ones.
 */
import { PAWN } from '../board/constants.js';
import { MAX_LEGAL_MOVES, generateLegal } from '../board/movegen.js';
import type { Position } from '../board/position.js';
import { stateKey } from './normalize.js';
import { staticallyUnwinnable } from './static.js';
import { KeyMap } from './keyMap.js';
import { StateTable } from './table.js';
import { movesOf } from './moveArray.js';

/**
 * The cost of the exploration in the analysis' nodes (about a microsecond each): a position
 * entered costs an eighth of a node (a table probe; a new one also a move generation, one more
 * eighth), like a move of the deep search (rounds.ts); a static test, 64 nodes.
 */
const UNITS_PER_NODE = 8;
const STATIC_TEST_UNITS = 64 * UNITS_PER_NODE;
/** States the breadth-first search for a short mating line may expand (the shortcut pass then takes over). */
const BFS_STATES = 1 << 15;

/** The outcome of (a run of) the exhaustive exploration. */
export interface ClosureResult {
  /** `no`: proof that White cannot mate; `yes`: `line` mates; `unknown`: the node limit was hit. */
  readonly verdict: 'yes' | 'no' | 'unknown';
  readonly line: number[];
  /** Nodes spent by this run (see UNITS_PER_NODE). */
  readonly nodes: number;
}

/**
 * The exploration of one position (White to mate), resumable: each `run` goes on where the last
 * one stopped (its stack and visited positions kept). The position is restored before every
 * `run` returns and must be the same (restored) position at the next one. Mutable; one per query.
 */
export class ClosureSearch {
  private moves = new Int32Array(1 << 16);
  private start = new Int32Array(1024);
  private index = new Int32Array(1024);
  private count = new Int32Array(1024);
  /** The state key of the position entered at each ply of the stack (for `shortcut`). */
  private keyLo = new Int32Array(1024);
  private keyHi = new Int32Array(1024);
  private readonly key = new Int32Array(2);
  /** The visited positions (1: expanded or pruned by the static test, 2: no legal move); exact, never forgets. */
  private readonly visited = new KeyMap();
  /** The stack depth where the walk stopped (the position there not yet entered), and how it was reached. */
  private ply = 0;
  private structural = false;
  /** Positions entered (revisits included) by every run so far. */
  visits = 0;
  private result: ClosureResult | null = null;

  constructor(private readonly pos: Position) {}

  /** Explores on for about `maxNodes` more nodes; the verdict, once reached, is kept. */
  run(maxNodes: number): ClosureResult {
    if (this.result !== null) return { ...this.result, nodes: 0 };
    const pos = this.pos;
    // Back to where the last run stopped: the moves of the stack were legal there.
    for (let p = 0; p < this.ply; p++) pos.makeMove(this.moves[this.start[p]! + this.index[p]!]!);
    const r = this.walk(maxNodes * UNITS_PER_NODE);
    if (r.verdict !== 'unknown') this.result = r;
    return r;
  }

  private grow(): void {
    const n = this.start.length * 2;
    this.start = widened(this.start, n);
    this.index = widened(this.index, n);
    this.count = widened(this.count, n);
    this.keyLo = widened(this.keyLo, n);
    this.keyHi = widened(this.keyHi, n);
  }

  /** The walk from where it stopped, within `maxUnits` (see UNITS_PER_NODE). */
  private walk(maxUnits: number): ClosureResult {
    const pos = this.pos;
    const key = this.key;
    const visited = this.visited;
    let ply = this.ply;
    let structural = this.structural;
    let units = 0;
    const spent = (): number => Math.ceil(units / UNITS_PER_NODE);
    const pathMove = (p: number): number => this.moves[this.start[p]! + this.index[p]!]!;
    for (;;) {
      // Enter the current position.
      if (units >= maxUnits) {
        this.ply = ply;
        this.structural = structural;
        for (let p = ply - 1; p >= 0; p--) pos.unmakeMove(pathMove(p));
        return { verdict: 'unknown', line: [], nodes: spent() };
      }
      units++;
      this.visits++;
      let expand = false;
      stateKey(pos, key);
      const klo = key[0]!;
      const khi = key[1]!;
      this.keyLo[ply] = klo;
      this.keyHi[ply] = khi;
      // A position seen before adds nothing (its moves were or are being explored): it needs no
      // move generation, the most expensive part of a visit.
      if (visited.get(klo, khi) === 0) {
        units++;
        if (ply + 1 >= this.start.length) this.grow();
        const base = ply === 0 ? 0 : this.start[ply - 1]! + this.count[ply - 1]!;
        if (base + MAX_LEGAL_MOVES > this.moves.length) this.moves = widened(this.moves, this.moves.length * 2);
        const n = generateLegal(pos, this.moves, base) - base;
        if (n === 0) {
          if (pos.side === 1 && pos.isCheck()) {
            const line: number[] = [];
            for (let p = 0; p < ply; p++) line.push(pathMove(p));
            for (let p = ply - 1; p >= 0; p--) pos.unmakeMove(pathMove(p));
            // The depth-first path can wander for thousands of plies: look for the shortest mate
            // among the positions it visited, else cut the path short where it comes back near itself.
            const short = line.length > 32 ? shortestMate(pos, visited, Math.min(this.visits, BFS_STATES)) : null;
            // The breadth-first line needs no `shortcut`: each of its positions was reached by the
            // fewest moves, so none of its moves lands further along, and a mate sooner would have
            // been found first (it cut none of positions.txt's 56 such lines, for 1 ms each).
            if (short !== null && short.length < line.length) return { verdict: 'yes', line: short, nodes: spent() };
            return { verdict: 'yes', line: line.length > 32 ? shortcut(pos, line, this.keyLo, this.keyHi) : line, nodes: spent() };
          }
          visited.set(klo, khi, 2);
        } else {
          visited.set(klo, khi, 1);
          if (structural && ply > 0) {
            units += STATIC_TEST_UNITS;
            expand = !staticallyUnwinnable(pos);
          } else {
            expand = true;
          }
          if (expand) {
            this.start[ply] = base;
            this.count[ply] = n;
            this.index[ply] = -1;
          }
        }
      }
      if (!expand) {
        ply--;
        if (ply < 0) return { verdict: 'no', line: [], nodes: spent() };
        pos.unmakeMove(pathMove(ply));
      }
      // Advance to the next untried move, backtracking as needed.
      for (;;) {
        const next = ++this.index[ply]!;
        if (next < this.count[ply]!) {
          const m = this.moves[this.start[ply]! + next]!;
          const b = pos.board;
          structural = b[(m >> 7) & 0x7f] !== 0 || (b[m & 0x7f]! & 7) === PAWN || m >> 17 !== 0;
          pos.makeMove(m);
          ply++;
          break;
        }
        ply--;
        if (ply < 0) return { verdict: 'no', line: [], nodes: spent() };
        pos.unmakeMove(pathMove(ply));
      }
    }
  }
}

/** `a`'s entries at the head of a new array of `n` (at least `a.length`) entries. */
function widened(a: Int32Array, n: number): Int32Array<ArrayBuffer> {
  const out = new Int32Array(n);
  out.set(a);
  return out;
}

const bfsSeen = new StateTable(18);
const bfsMoves = new Int32Array(MAX_LEGAL_MOVES);
const bfsProbe = new Int32Array(MAX_LEGAL_MOVES);
const bfsKey = new Int32Array(2);

/**
 * Breadth-first search for a White mate from `pos` through the positions the closure visited
 * (marked 1 in `visited`): the shortest mating line among them, or `null` when none was found
 * within `maxStates` states and 8 × `maxStates` moves made. The walk goes from one state to
 * the next through their common ancestor in the search tree (consecutive states of a layer are
 * mostly near relatives), not from `pos` each time. `pos` is restored.
 */
function shortestMate(pos: Position, visited: KeyMap, maxStates: number): number[] | null {
  bfsSeen.clear();
  const parent: number[] = [-1];
  const via: number[] = [0];
  const depth: number[] = [0];
  stateKey(pos, bfsKey);
  bfsSeen.set(bfsKey[0]!, bfsKey[1]!, 1);
  // The states from the root to the one `pos` is at (current[0] = 0, the root).
  const current: number[] = [0];
  let made = 0;
  let found: number[] | null = null;
  for (let head = 0; head < parent.length && head < maxStates && made < 8 * maxStates && found === null; head++) {
    // Move `pos` to `head`: up to the common ancestor, then down.
    const chain: number[] = [];
    let a = head;
    while (depth[a]! >= current.length) {
      chain.push(a);
      a = parent[a]!;
    }
    while (current[depth[a]!] !== a) {
      chain.push(a);
      a = parent[a]!;
    }
    for (let d = current.length - 1; d > depth[a]!; d--) pos.unmakeMove(via[current[d]!]!);
    current.length = depth[a]! + 1;
    for (let k = chain.length - 1; k >= 0; k--) {
      pos.makeMove(via[chain[k]!]!);
      current.push(chain[k]!);
      made++;
    }
    const n = generateLegal(pos, bfsMoves, 0);
    const list = movesOf(bfsMoves, n);
    for (const m of list) {
      pos.makeMove(m);
      if (pos.side === 1 && pos.isCheck() && generateLegal(pos, bfsProbe, 0) === 0) {
        found = [];
        for (let d = 1; d < current.length; d++) found.push(via[current[d]!]!);
        found.push(m);
      } else {
        stateKey(pos, bfsKey);
        const lo = bfsKey[0]!;
        const hi = bfsKey[1]!;
        if (visited.get(lo, hi) === 1 && bfsSeen.get(lo, hi, 0) === 0) {
          bfsSeen.set(lo, hi, 1);
          parent.push(head);
          via.push(m);
          depth.push(depth[head]! + 1);
        }
      }
      pos.unmakeMove(m);
      if (found !== null) break;
    }
  }
  for (let d = current.length - 1; d > 0; d--) pos.unmakeMove(via[current[d]!]!);
  return found;
}

/**
 * A mating line from `pos` no longer than `line` (a line that mates from `pos`, with no position
 * twice; `keyLo[i]`, `keyHi[i]`: the state key of its position before move `i`): from each
 * position on the way, the move that lands furthest along `line` (or mates at once). Cheap where
 * the breadth-first search gives up: a few moves generated per step of the result, and a map of
 * the line's keys by number (the walk's own, for its path of up to hundreds of thousands of plies:
 * with string keys and a replay of the line, a path of 515,270 plies took 544 ms). `pos` is
 * restored. Exported for its tests.
 */
export function shortcut(pos: Position, line: readonly number[], keyLo: Int32Array, keyHi: Int32Array): number[] {
  // Where each position of the line stands in it (the mate at the end is never a target: a move
  // that mates is found by the test below), by 30 bits of its key's low half (a small integer
  // to the engine's maps): the last index with them. A position that shares them with a later
  // one is not found, which only makes the cut a little less short (about 120 of a path of
  // 515,270 positions); a found index counts only if its whole key matches.
  const at = new Map<number, number>();
  for (let i = 0; i < line.length; i++) at.set(keyLo[i]! & 0x3fffffff, i);
  const out: number[] = [];
  for (let i = 0; ;) {
    const n = generateLegal(pos, bfsMoves, 0);
    const list = movesOf(bfsMoves, n);
    let best = line[i]!;
    let bestAt = i + 1;
    let mates = false;
    for (const m of list) {
      pos.makeMove(m);
      if (pos.side === 1 && pos.isCheck() && generateLegal(pos, bfsProbe, 0) === 0) mates = true;
      else {
        stateKey(pos, bfsKey);
        const lo = bfsKey[0]!;
        const hi = bfsKey[1]!;
        const j = at.get(lo & 0x3fffffff) ?? -1;
        if (j > bestAt && keyLo[j] === lo && keyHi[j] === hi) {
          best = m;
          bestAt = j;
        }
      }
      pos.unmakeMove(m);
      if (mates) {
        best = m;
        break;
      }
    }
    out.push(best);
    pos.makeMove(best);
    if (mates || bestAt >= line.length) break;
    i = bestAt;
  }
  for (let k = out.length - 1; k >= 0; k--) pos.unmakeMove(out[k]!);
  return out;
}
