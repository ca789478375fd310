/**
 * The exhaustive proof: explores every position reachable from the start (both sides' moves),
 * pruning positions the static test proves unwinnable, and remembers visited positions. If the
 * exploration ends without meeting a White mate, the visited positions are closed under moves
 * and contain no mate: White can never mate (a proof, whatever cycles the positions form). If
 * it meets a mate, the path to it is a helpmate. Positions where the static test is worth its
 * price are the start and those after a capture or a pawn move (the structure changed).
 */
import { generateLegal } from '../board/movegen.js';
import type { Position } from '../board/position.js';
import { PAWN } from '../board/constants.js';
import { stateKey } from './normalize.js';
import { staticallyUnwinnable } from './static.js';
import { StateTable } from './table.js';

const MAX_DEPTH = 400;
const MOVES_PER_PLY = 256;
const visited = new StateTable(18);
const moveStack = new Int32Array(MOVES_PER_PLY * (MAX_DEPTH + 1));
const keyScratch = new Int32Array(2);

/** The outcome of the exhaustive exploration. */
export interface ClosureResult {
  /** `no`: proof that White cannot mate; `yes`: `line` mates; `unknown`: the node limit or depth was hit. */
  readonly verdict: 'yes' | 'no' | 'unknown';
  readonly line: number[];
  readonly nodes: number;
}

const OK = 0;
const MATE = 1;
const ABORT = 2;

class Closure {
  nodes = 0;
  readonly path = new Int32Array(MAX_DEPTH + 1);
  length = 0;

  constructor(
    readonly pos: Position,
    readonly maxNodes: number,
  ) {}

  explore(ply: number, structural: boolean): number {
    if (++this.nodes > this.maxNodes) return ABORT;
    const pos = this.pos;
    const base = ply * MOVES_PER_PLY;
    const n = generateLegal(pos, moveStack, base) - base;
    if (n === 0) {
      if (pos.side === 1 && pos.isCheck()) {
        this.length = ply;
        return MATE;
      }
      return OK;
    }
    stateKey(pos, keyScratch);
    const klo = keyScratch[0]!;
    const khi = keyScratch[1]!;
    if (visited.get(klo, khi, 0) === 1) return OK;
    visited.set(klo, khi, 1);
    if (structural && ply > 0 && staticallyUnwinnable(pos)) return OK;
    if (ply >= MAX_DEPTH) return ABORT;
    const b = pos.board;
    for (let i = 0; i < n; i++) {
      const m = moveStack[base + i]!;
      const changes = b[(m >> 7) & 0x7f] !== 0 || (b[m & 0x7f]! & 7) === PAWN || m >> 17 !== 0;
      this.path[ply] = m;
      pos.makeMove(m);
      const r = this.explore(ply + 1, changes);
      pos.unmakeMove(m);
      if (r !== OK) return r;
    }
    return OK;
  }
}

/** Explores everything reachable from `pos` (White to mate; restored before returning) within `maxNodes`. */
export function exploreClosure(pos: Position, maxNodes: number): ClosureResult {
  visited.clear();
  const c = new Closure(pos, maxNodes);
  const r = c.explore(0, false);
  if (r === MATE) return { verdict: 'yes', line: Array.from(c.path.subarray(0, c.length)), nodes: c.nodes };
  return { verdict: r === OK ? 'no' : 'unknown', line: [], nodes: c.nodes };
}
