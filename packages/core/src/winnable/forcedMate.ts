/**
 * A bounded forced-mate search (the opponent defends as well as it can), for US Chess 14E's
 * "does not have a forced win": iterative deepening over the number of plies, every attacking
 * move tried (checks first), every defence answered, with a table of depths already refuted.
 */
import { isAttackedBy } from '../board/attacks.js';
import { MAX_LEGAL_MOVES, generateLegal } from '../board/movegen.js';
import type { Position } from '../board/position.js';
import { stateKey } from './normalize.js';
import { StateTable } from './table.js';

const MAX_PLIES = 31;
const MOVES_PER_PLY = MAX_LEGAL_MOVES;
const moveStack = new Int32Array(MOVES_PER_PLY * (MAX_PLIES + 2));
const keyScratch = new Int32Array(2);
const refuted = new StateTable(16);

/** What the forced-mate search found. */
export interface ForcedMateResult {
  /** A mating line against one defence (internal moves), or `null`. */
  readonly line: number[] | null;
  readonly nodes: number;
  /** True when every depth up to the limit was searched completely (no node limit hit). */
  readonly complete: boolean;
}

class MateSearch {
  nodes = 0;
  stopped = false;
  readonly path = new Int32Array(MAX_PLIES + 2);

  constructor(
    readonly pos: Position,
    readonly attacker: number,
    readonly maxNodes: number,
  ) {}

  /** Whether the attacker forces mate within `depth` plies from here. */
  mates(ply: number, depth: number): boolean {
    if (++this.nodes > this.maxNodes) {
      this.stopped = true;
      return false;
    }
    const pos = this.pos;
    const base = ply * MOVES_PER_PLY;
    const n = generateLegal(pos, moveStack, base) - base;
    const attacking = pos.side === this.attacker;
    if (n === 0) return !attacking && pos.isCheck();
    if (depth <= 0) return false;
    stateKey(pos, keyScratch);
    const klo = keyScratch[0]! ^ depth;
    const khi = keyScratch[1]!;
    if (refuted.get(klo, khi, 0) === 1) return false;
    if (attacking) {
      // Checks first: they are the moves that mate.
      const king = pos.kings[this.attacker ^ 1]!;
      for (let pass = 0; pass < 2; pass++) {
        for (let i = 0; i < n; i++) {
          const m = moveStack[base + i]!;
          pos.makeMove(m);
          const check = king >= 0 && isAttackedBy(pos.board, pos.kings[this.attacker ^ 1]!, this.attacker);
          let found = false;
          if (check === (pass === 0)) found = this.mates(ply + 1, depth - 1);
          pos.unmakeMove(m);
          if (found) {
            this.path[ply] = m;
            return true;
          }
          if (this.stopped) return false;
        }
      }
      refuted.set(klo, khi, 1);
      return false;
    }
    for (let i = 0; i < n; i++) {
      const m = moveStack[base + i]!;
      pos.makeMove(m);
      const held = !this.mates(ply + 1, depth - 1);
      pos.unmakeMove(m);
      if (held || this.stopped) {
        if (!this.stopped) refuted.set(klo, khi, 1);
        return false;
      }
      this.path[ply] = m; // the last defence searched: the deeper plies of `path` answer it
    }
    return true;
  }
}

/**
 * Whether `attacker` (0 white, 1 black) can force checkmate within `maxPlies` plies of `pos`
 * (either side to move; `pos` is restored). `complete` says whether a `null` line is a proof
 * that no forced mate exists within that many plies.
 */
export function findForcedMate(pos: Position, attacker: number, maxPlies: number, maxNodes: number): ForcedMateResult {
  refuted.clear();
  const s = new MateSearch(pos, attacker, maxNodes);
  const limit = Math.min(maxPlies, MAX_PLIES);
  for (let depth = 1; depth <= limit; depth++) {
    if (s.mates(0, depth)) return { line: lineOf(s, pos, depth), nodes: s.nodes, complete: true };
    if (s.stopped) return { line: null, nodes: s.nodes, complete: false };
  }
  return { line: null, nodes: s.nodes, complete: true };
}

/** The principal line stored by the last successful search (replayed to its mate). */
function lineOf(s: MateSearch, pos: Position, depth: number): number[] {
  const line: number[] = [];
  for (let ply = 0; ply < depth; ply++) {
    const buffer = new Int32Array(MOVES_PER_PLY);
    if (generateLegal(pos, buffer, 0) === 0) break;
    const m = s.path[ply]!;
    line.push(m);
    pos.makeMove(m);
  }
  for (let i = line.length - 1; i >= 0; i--) pos.unmakeMove(line[i]!);
  return line;
}
