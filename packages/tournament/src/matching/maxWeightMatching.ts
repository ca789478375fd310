import { BlossomMatcher, type MatcherGraph } from './blossomMatcher.js';
import { limbCountFor, writeLimbs } from './limbs.js';

/** An undirected edge between vertices u and v with an exact non-negative weight. */
export interface WeightedEdge {
  readonly u: number;
  readonly v: number;
  readonly weight: bigint;
}

/** Options of {@link maxWeightMatching}. */
export interface MatchingOptions {
  /**
   * When true, the result is a maximum-weight matching among the matchings of maximum cardinality
   * (the largest number of pairs wins first); otherwise simply a maximum-weight matching.
   */
  readonly maxCardinality?: boolean;
}

/**
 * A maximum-weight matching of the general graph with vertices 0..vertexCount−1 and the given
 * edges, computed exactly whatever the weights' size (the Dutch engine's weights are 100–300-bit
 * integers whose bit fields rank the pairing criteria), in O(n³) time (Edmonds' blossom algorithm
 * with Galil's bookkeeping, blossomMatcher.ts).
 *
 * Returns mate: mate[v] is v's partner, or −1 when v is single; mate[mate[v]] = v. The result is
 * deterministic: the same input (including edge order) gives the same matching. When several
 * matchings have the optimal weight, which one is returned is unspecified.
 *
 * Invalid input is a bug in the caller, so it throws a RangeError naming the problem: a
 * vertexCount that is not a non-negative safe integer, an edge whose end is not an integer in
 * 0..vertexCount−1, a self-loop, a negative weight, or the same pair given twice (in any order).
 */
export function maxWeightMatching(vertexCount: number, edges: readonly WeightedEdge[], options: MatchingOptions = {}): Int32Array {
  const graph = makeMatcherGraph(vertexCount, edges);
  const mate = new Int32Array(vertexCount).fill(-1);
  if (edges.length === 0) return mate;
  const matcher = new BlossomMatcher(graph, options.maxCardinality === true);
  matcher.run();
  for (let v = 0; v < vertexCount; v++) {
    const p = matcher.mate[v]!;
    if (p !== -1) mate[v] = graph.endVertex[p]!;
  }
  return mate;
}

/**
 * Validates the input (RangeError as documented at {@link maxWeightMatching}) and lays it out for
 * the matcher. Exported for tests; not part of the package's surface.
 */
export function makeMatcherGraph(vertexCount: number, edges: readonly WeightedEdge[]): MatcherGraph {
  if (!Number.isSafeInteger(vertexCount) || vertexCount < 0) {
    throw new RangeError(`maxWeightMatching: vertexCount ${vertexCount} is not a non-negative integer`);
  }
  const m = edges.length;
  const endVertex = new Int32Array(2 * m);
  const degree = new Int32Array(vertexCount + 1);
  let maxWeight = 0n;
  for (let k = 0; k < m; k++) {
    const { u, v, weight } = edges[k]!;
    for (const x of [u, v]) {
      if (!Number.isInteger(x) || x < 0 || x >= vertexCount) {
        throw new RangeError(`maxWeightMatching: edge ${k} (${u}–${v}) has vertex ${x} outside 0..${vertexCount - 1}`);
      }
    }
    if (u === v) throw new RangeError(`maxWeightMatching: edge ${k} is a self-loop at vertex ${u}`);
    if (typeof weight !== 'bigint' || weight < 0n) {
      throw new RangeError(`maxWeightMatching: edge ${k} (${u}–${v}) has weight ${String(weight)}, not a non-negative bigint`);
    }
    if (weight > maxWeight) maxWeight = weight;
    endVertex[2 * k] = u;
    endVertex[2 * k + 1] = v;
    degree[u]!++;
    degree[v]!++;
  }
  const adjacentStart = new Int32Array(vertexCount + 1);
  for (let v = 0; v < vertexCount; v++) adjacentStart[v + 1] = adjacentStart[v]! + degree[v]!;
  const fill = adjacentStart.slice(0, vertexCount);
  const adjacentEnds = new Int32Array(2 * m);
  for (let p = 0; p < 2 * m; p++) {
    // Vertex endVertex[p] reaches the far end p ^ 1.
    adjacentEnds[fill[endVertex[p]!]!++] = p ^ 1;
  }
  const seenFrom = new Int32Array(vertexCount).fill(-1);
  for (let v = 0; v < vertexCount; v++) {
    for (let i = adjacentStart[v]!; i < adjacentStart[v + 1]!; i++) {
      const w = endVertex[adjacentEnds[i]!]!;
      if (seenFrom[w] === v) throw new RangeError(`maxWeightMatching: the pair ${v}–${w} is given twice`);
      seenFrom[w] = v;
    }
  }
  // Duals stay within a few multiples of the largest weight; n·maxWeight bounds them generously.
  const bits = maxWeight.toString(2).length + Math.ceil(Math.log2(vertexCount + 2)) + 4;
  const limbs = limbCountFor(bits);
  const doubledWeights = new Float64Array(m * limbs);
  for (let k = 0; k < m; k++) writeLimbs(doubledWeights, k * limbs, limbs, 2n * edges[k]!.weight);
  return { vertexCount, endVertex, adjacentStart, adjacentEnds, doubledWeights, limbs, maxWeight };
}
