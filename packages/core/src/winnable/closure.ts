/**
 * The exhaustive proof: explores every position reachable from the start (both sides' moves),
 * pruning positions the static test proves unwinnable, and remembers visited positions. If the
 * exploration ends without meeting a White mate, the visited positions are closed under moves
 * and contain no mate: White can never mate (a proof, whatever cycles the positions form). If
 * it meets a mate, the path to it is a helpmate. The static test runs at the start and after a
 * capture or a pawn move (when the structure changed). The depth-first walk keeps its own stack,
 * so paths may be thousands of plies long.
 */
import { PAWN } from '../board/constants.js';
import { MAX_LEGAL_MOVES, generateLegal } from '../board/movegen.js';
import type { Position } from '../board/position.js';
import { stateKey } from './normalize.js';
import { staticallyUnwinnable } from './static.js';
import { StateTable } from './table.js';

const visited = new StateTable(20);
const keyScratch = new Int32Array(2);
let moves = new Int32Array(1 << 16);
let start = new Int32Array(1024);
let index = new Int32Array(1024);
let count = new Int32Array(1024);

/** The outcome of the exhaustive exploration. */
export interface ClosureResult {
  /** `no`: proof that White cannot mate; `yes`: `line` mates; `unknown`: the node limit was hit. */
  readonly verdict: 'yes' | 'no' | 'unknown';
  readonly line: number[];
  readonly nodes: number;
}

function grow(): void {
  const n = start.length * 2;
  const s = new Int32Array(n);
  s.set(start);
  start = s;
  const i = new Int32Array(n);
  i.set(index);
  index = i;
  const c = new Int32Array(n);
  c.set(count);
  count = c;
}

/** Explores everything reachable from `pos` (White to mate; restored before returning) within `maxNodes`. */
export function exploreClosure(pos: Position, maxNodes: number): ClosureResult {
  visited.clear();
  let nodes = 0;
  let ply = 0;
  let structural = false;
  // Entering a node: returns true when the node must be expanded (its moves pushed at `ply`).
  for (;;) {
    // Visit the current position.
    let expand = false;
    if (++nodes > maxNodes) {
      for (let p = ply - 1; p >= 0; p--) pos.unmakeMove(moves[start[p]! + index[p]!]!);
      return { verdict: 'unknown', line: [], nodes };
    }
    if (ply + 1 >= start.length) grow();
    const base = ply === 0 ? 0 : start[ply - 1]! + count[ply - 1]!;
    if (base + MAX_LEGAL_MOVES > moves.length) {
      const m = new Int32Array(moves.length * 2);
      m.set(moves);
      moves = m;
    }
    const n = generateLegal(pos, moves, base) - base;
    if (n === 0) {
      if (pos.side === 1 && pos.isCheck()) {
        const line: number[] = [];
        for (let p = 0; p < ply; p++) line.push(moves[start[p]! + index[p]!]!);
        for (let p = ply - 1; p >= 0; p--) pos.unmakeMove(moves[start[p]! + index[p]!]!);
        // The depth-first path can wander for thousands of plies: look for the shortest mate
        // among the positions it visited.
        const short = line.length > 32 ? shortestMate(pos, nodes) : null;
        return { verdict: 'yes', line: short !== null && short.length < line.length ? short : line, nodes };
      }
    } else {
      stateKey(pos, keyScratch);
      const klo = keyScratch[0]!;
      const khi = keyScratch[1]!;
      if (visited.get(klo, khi, 0) !== 1) {
        visited.set(klo, khi, 1);
        expand = !(structural && ply > 0 && staticallyUnwinnable(pos));
      }
    }
    if (expand) {
      start[ply] = base;
      count[ply] = n;
      index[ply] = -1;
    } else {
      ply--;
      if (ply < 0) return { verdict: 'no', line: [], nodes };
      pos.unmakeMove(moves[start[ply]! + index[ply]!]!);
    }
    // Advance to the next untried move, backtracking as needed.
    for (;;) {
      const next = ++index[ply]!;
      if (next < count[ply]!) {
        const m = moves[start[ply]! + next]!;
        const b = pos.board;
        structural = b[(m >> 7) & 0x7f] !== 0 || (b[m & 0x7f]! & 7) === PAWN || m >> 17 !== 0;
        pos.makeMove(m);
        ply++;
        break;
      }
      ply--;
      if (ply < 0) return { verdict: 'no', line: [], nodes };
      pos.unmakeMove(moves[start[ply]! + index[ply]!]!);
    }
  }
}

const bfsSeen = new StateTable(18);
const bfsMoves = new Int32Array(MAX_LEGAL_MOVES);
const bfsProbe = new Int32Array(MAX_LEGAL_MOVES);

/**
 * Breadth-first search for a White mate from `pos` through the positions the closure visited
 * (still marked in `visited`): the shortest mating line among them, or `null` (state limit).
 */
function shortestMate(pos: Position, maxStates: number): number[] | null {
  bfsSeen.clear();
  const parent: number[] = [-1];
  const via: number[] = [0];
  stateKey(pos, keyScratch);
  bfsSeen.set(keyScratch[0]!, keyScratch[1]!, 1);
  const path: number[] = [];
  for (let head = 0; head < parent.length && head < maxStates; head++) {
    path.length = 0;
    for (let i = head; i > 0; i = parent[i]!) path.push(via[i]!);
    path.reverse();
    for (const m of path) pos.makeMove(m);
    const n = generateLegal(pos, bfsMoves, 0);
    const list = Array.from(bfsMoves.subarray(0, n));
    let found: number[] | null = null;
    for (const m of list) {
      pos.makeMove(m);
      if (pos.side === 1 && pos.isCheck() && generateLegal(pos, bfsProbe, 0) === 0) found = [...path, m];
      else {
        stateKey(pos, keyScratch);
        const lo = keyScratch[0]!;
        const hi = keyScratch[1]!;
        if (visited.get(lo, hi, 0) === 1 && bfsSeen.get(lo, hi, 0) === 0) {
          bfsSeen.set(lo, hi, 1);
          parent.push(head);
          via.push(m);
        }
      }
      pos.unmakeMove(m);
      if (found !== null) break;
    }
    for (let i = path.length - 1; i >= 0; i--) pos.unmakeMove(path[i]!);
    if (found !== null) return found;
  }
  return null;
}
