/**
 * Perft: counts the leaf nodes of the legal-move tree to a depth by playing every move,
 * including those at the last ply (no bulk counting), so it exercises make/unmake fully.
 *
 * A count is bounded twice, so that it always ends and is always exact: the depth by
 * `MAX_PERFT_DEPTH`, the number of leaves by a node limit (at most `Number.MAX_SAFE_INTEGER`,
 * past which a JavaScript number no longer counts by ones).
 */
import type { Move } from '../types.js';
import { err, ok, type Result } from '../result.js';
import * as movegen from './movegen.js';
import { toMove, type Position } from './position.js';

// A module-level copy: V8 reads an imported binding through its module cell at every use.
const { generateLegal, MAX_LEGAL_MOVES } = movegen;

/**
 * The deepest perft asked for. The node limit is what bounds the time; the depth cap refuses
 * depths whose counts could not be exact anyway (the start position passes 2^53 leaves at
 * depth 12, and any tree with at least two moves at every node passes it by depth 53) and
 * keeps the per-depth move buffers and the recursion small.
 */
export const MAX_PERFT_DEPTH = 15;

/** Options of a perft count. */
export interface PerftOptions {
  /**
   * The most leaf nodes the count may reach (an integer 0 … `Number.MAX_SAFE_INTEGER`, the
   * default): one more and it stops with a `node_limit` error. A count equal to the limit
   * succeeds. Only leaves count (the perft number itself), checked once per generated move
   * list at the last ply; the time is about proportional to the limit (tens of millions of
   * leaves a second here).
   */
  readonly maxNodes?: number;
}

/** Why a perft count gave no number. */
export type PerftError =
  | {
      /** The depth is not an integer 0 … `MAX_PERFT_DEPTH` (1 … for a divide). */
      readonly code: 'bad_depth';
      readonly depth: number;
      readonly message: string;
    }
  | {
      /** The count passed `maxNodes` leaves and was abandoned (the position is left unchanged). */
      readonly code: 'node_limit';
      readonly depth: number;
      readonly maxNodes: number;
      readonly message: string;
    };

/** One first move and the leaves below it, as `perftDivide` lists them. */
export interface PerftDivideEntry {
  readonly move: Move;
  readonly nodes: number;
}

/**
 * One count in progress: its own move lists (a `MAX_LEGAL_MOVES` slice per ply, so a list is
 * never cut short), the leaves counted so far and the limit. Each call of `perft` or
 * `perftDivide` makes its own, so counts on several positions may run interleaved.
 */
class PerftRun {
  readonly moves: Int32Array;
  leaves = 0;
  constructor(
    plies: number,
    readonly limit: number,
  ) {
    this.moves = new Int32Array(plies * MAX_LEGAL_MOVES);
  }
}

/** Leaves below `pos` at `depth` ≥ 1, or -1 once the run's leaf count passes its limit. */
function count(pos: Position, depth: number, run: PerftRun): number {
  const moves = run.moves;
  const start = (depth - 1) * MAX_LEGAL_MOVES;
  const end = generateLegal(pos, moves, start);
  if (depth === 1) {
    for (let i = start; i < end; i++) {
      const m = moves[i]!;
      pos.makeMove(m);
      pos.unmakeMove(m);
    }
    // The limit is checked once per batch of leaves (one generated move list), not per leaf:
    // the count is still exact, since the check compares the running total before returning.
    run.leaves += end - start;
    return run.leaves > run.limit ? -1 : end - start;
  }
  let nodes = 0;
  for (let i = start; i < end; i++) {
    const m = moves[i]!;
    pos.makeMove(m);
    const below = count(pos, depth - 1, run);
    pos.unmakeMove(m);
    if (below < 0) return -1;
    nodes += below;
  }
  return nodes;
}

function badDepth(depth: number, min: number): Result<never, PerftError> {
  return err({ code: 'bad_depth', depth, message: `perft depth must be an integer from ${min} to ${MAX_PERFT_DEPTH}, got ${depth}` });
}

function nodeLimit(depth: number, maxNodes: number): Result<never, PerftError> {
  return err({ code: 'node_limit', depth, maxNodes, message: `perft ${depth} stopped after ${maxNodes} nodes (the node limit)` });
}

/** The limit of `options`; a limit that is not an integer 0 … MAX_SAFE_INTEGER is a caller's bug. */
function limitOf(options: PerftOptions): number {
  const maxNodes = options.maxNodes ?? Number.MAX_SAFE_INTEGER;
  if (!Number.isSafeInteger(maxNodes) || maxNodes < 0)
    throw new RangeError(`perft maxNodes must be an integer from 0 to ${Number.MAX_SAFE_INTEGER}, got ${maxNodes}`);
  return maxNodes;
}

/**
 * The number of leaf nodes at `depth` plies (1 at depth 0), exact, or an error: a depth that is
 * not an integer 0 … `MAX_PERFT_DEPTH` (`bad_depth`), or more than `options.maxNodes` leaves
 * (`node_limit`). The position is left unchanged either way. Throws a RangeError only for a
 * `maxNodes` that is not an integer 0 … `Number.MAX_SAFE_INTEGER`.
 */
export function perft(pos: Position, depth: number, options: PerftOptions = {}): Result<number, PerftError> {
  const maxNodes = limitOf(options);
  if (!Number.isInteger(depth) || depth < 0 || depth > MAX_PERFT_DEPTH) return badDepth(depth, 0);
  if (depth === 0) return maxNodes >= 1 ? ok(1) : nodeLimit(depth, maxNodes);
  const nodes = count(pos, depth, new PerftRun(depth, maxNodes));
  return nodes < 0 ? nodeLimit(depth, maxNodes) : ok(nodes);
}

/**
 * Per-move leaf counts at `depth` (1 … `MAX_PERFT_DEPTH`), in move-generation order: the classic
 * "divide" for finding generator bugs. The counts sum to `perft(pos, depth)`; the same errors
 * and the same node limit (on their sum) apply.
 */
export function perftDivide(pos: Position, depth: number, options: PerftOptions = {}): Result<PerftDivideEntry[], PerftError> {
  const maxNodes = limitOf(options);
  if (!Number.isInteger(depth) || depth < 1 || depth > MAX_PERFT_DEPTH) return badDepth(depth, 1);
  const moves = new Int32Array(MAX_LEGAL_MOVES);
  const n = generateLegal(pos, moves, 0);
  if (depth === 1) {
    if (n > maxNodes) return nodeLimit(depth, maxNodes);
    const out: PerftDivideEntry[] = [];
    for (let i = 0; i < n; i++) out.push({ move: toMove(moves[i]!), nodes: 1 });
    return ok(out);
  }
  const run = new PerftRun(depth - 1, maxNodes);
  const out: PerftDivideEntry[] = [];
  for (let i = 0; i < n; i++) {
    const m = moves[i]!;
    pos.makeMove(m);
    const below = count(pos, depth - 1, run);
    pos.unmakeMove(m);
    if (below < 0) return nodeLimit(depth, maxNodes);
    out.push({ move: toMove(m), nodes: below });
  }
  return ok(out);
}
