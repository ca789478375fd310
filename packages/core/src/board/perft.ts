/**
 * Perft: counts the leaf nodes of the legal-move tree to a depth by playing every move,
 * including those at the last ply (no bulk counting), so it exercises make/unmake fully.
 */
import type { Move } from '../types.js';
import { generateLegal, MAX_LEGAL_MOVES } from './movegen.js';
import { toMove, type Position } from './position.js';

const MAX_DEPTH = 32;
const buffers: Int32Array[] = Array.from({ length: MAX_DEPTH }, () => new Int32Array(MAX_LEGAL_MOVES));

function count(pos: Position, depth: number): number {
  const moves = buffers[depth]!;
  const n = generateLegal(pos, moves, 0);
  let nodes = 0;
  if (depth === 1) {
    for (let i = 0; i < n; i++) {
      const m = moves[i]!;
      pos.makeMove(m);
      nodes++;
      pos.unmakeMove(m);
    }
    return nodes;
  }
  for (let i = 0; i < n; i++) {
    const m = moves[i]!;
    pos.makeMove(m);
    nodes += count(pos, depth - 1);
    pos.unmakeMove(m);
  }
  return nodes;
}

/** The number of leaf nodes at `depth` plies (1 at depth 0). The position is left unchanged. */
export function perft(pos: Position, depth: number): number {
  if (!Number.isInteger(depth) || depth < 0 || depth >= MAX_DEPTH) throw new RangeError(`perft depth must be 0…${MAX_DEPTH - 1}`);
  return depth === 0 ? 1 : count(pos, depth);
}

/** Per-move leaf counts at `depth` (≥ 1): the classic "divide" for finding generator bugs. */
export function perftDivide(pos: Position, depth: number): Array<{ move: Move; nodes: number }> {
  if (!Number.isInteger(depth) || depth < 1 || depth >= MAX_DEPTH) throw new RangeError(`perft divide depth must be 1…${MAX_DEPTH - 1}`);
  const moves = new Int32Array(MAX_LEGAL_MOVES);
  const n = generateLegal(pos, moves, 0);
  const out: Array<{ move: Move; nodes: number }> = [];
  for (let i = 0; i < n; i++) {
    const m = moves[i]!;
    pos.makeMove(m);
    out.push({ move: toMove(m), nodes: depth === 1 ? 1 : count(pos, depth - 1) });
    pos.unmakeMove(m);
  }
  return out;
}
