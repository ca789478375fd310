/**
 * The last stage of the analysis (canCheckmate.ts): rounds of growing allowances for three long
 * searches — the guided deep search (bishops steered around the pieces that never move, root
 * moves into statically lost positions punished, no limit per depth; resumed each round), the
 * exhaustive closure (forced lines, small cages, stalemate traps; resumed each round, with as
 * much as the deep search: its visits are as cheap as the deep search's moves, and the hardest
 * "no" answers come from it) and the cost-bounded helpmate search (long king walks). White is
 * the side that wants to mate (normalize.ts).
 */
import { from88 } from '../board/constants.js';
import { MAX_LEGAL_MOVES, generateLegal } from '../board/movegen.js';
import type { Position } from '../board/position.js';
import { has } from './bitboard.js';
import { ClosureSearch } from './closure.js';
import { DeepeningSearch } from './deepening.js';
import { Guide } from './guide.js';
import { findHelpmate } from './helpmate.js';
import { Reach } from './reach.js';
import { staticallyUnwinnable } from './static.js';
import { movesOf } from './moveArray.js';

/** Allowance of the first round of the three long searches (doubled every round). */
const FIRST_ROUND_NODES = 8000;
/**
 * Moves the guided deep search tries for one node of the budget: most of its moves end at a
 * leaf that costs a make, a check test and an unmake, about an eighth of a searched node.
 */
const DEEP_MOVES_PER_NODE = 8;
/**
 * The deep phase's largest table: 2^22 slots (64 MB, made on the first query that needs it).
 * Its table starts at 2^18 slots and grows with the rounds' allowances (see deepening.ts):
 * long searches lose much to a small table, short ones to a big one.
 */
const DEEP_TABLE_BITS = 22;

/** What the rounds found: a mating line (`yes`), a proof (`no`, with its reason) or nothing within the budget. */
export type RoundsResult =
  | { readonly verdict: 'yes'; readonly line: number[]; readonly nodes: number }
  | { readonly verdict: 'no'; readonly reason: (name: string) => string; readonly nodes: number }
  | { readonly verdict: 'unknown'; readonly nodes: number };

/** Runs the rounds on `work` (White to mate; restored before returning) within `maxNodes` nodes. */
export function searchInRounds(work: Position, maxNodes: number): RoundsResult {
  let nodes = 0;
  const left = (cap: number): number => Math.max(0, Math.min(maxNodes - nodes, cap));
  const reach = new Reach();
  reach.compute(work);
  const wall = (s: number): boolean => has(reach.steadyLo, reach.steadyHi, from88(s));
  const punished: number[] = [];
  const buffer = new Int32Array(MAX_LEGAL_MOVES);
  const n = generateLegal(work, buffer, 0);
  for (const m of movesOf(buffer, n)) {
    work.makeMove(m);
    if (staticallyUnwinnable(work)) punished.push(m);
    work.unmakeMove(m);
  }
  const deepGuide = new Guide(work);
  deepGuide.deepen(wall, punished);
  const deep = new DeepeningSearch(work, deepGuide, {
    fromDepth: 2,
    toDepth: 128,
    nodesPerDepth: Infinity,
    maxNodes: Infinity,
    table: true,
    tableBits: DEEP_TABLE_BITS,
    pieceOrder: true,
  });
  const closureSearch = new ClosureSearch(work);
  for (let round = FIRST_ROUND_NODES; nodes < maxNodes; round *= 2) {
    const before = deep.result.nodes;
    const found = deep.run(left(round) * DEEP_MOVES_PER_NODE);
    nodes += Math.ceil((found.nodes - before) / DEEP_MOVES_PER_NODE);
    if (found.verdict === 'yes') return { verdict: 'yes', line: found.line, nodes };
    if (found.verdict === 'no') {
      const moves = found.nodes;
      return {
        verdict: 'no',
        reason: (name) => `every line ends without a ${name} mate (searched to the end of every line, ${moves} moves)`,
        nodes,
      };
    }
    const closure = closureSearch.run(left(round));
    nodes += closure.nodes;
    if (closure.verdict === 'yes') return { verdict: 'yes', line: closure.line, nodes };
    if (closure.verdict === 'no') {
      const examined = closureSearch.visits;
      return {
        verdict: 'no',
        reason: (name) => `every line leads to a position where ${name} cannot mate (${examined} positions examined)`,
        nodes,
      };
    }
    const walk = findHelpmate(work, { maxNodes: left(round / 2), iterationNodes: 2000 });
    nodes += walk.nodes;
    if (walk.line !== null) return { verdict: 'yes', line: walk.line, nodes };
  }
  return { verdict: 'unknown', nodes };
}
