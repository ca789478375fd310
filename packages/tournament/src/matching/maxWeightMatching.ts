import { BlossomMatcher, type MatcherGraph } from './blossomMatcher.js';
import { addLimbs, compareLimbs, limbCountFor, writeLimbs } from './limbs.js';

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
 * integers whose bit fields rank the pairing criteria): Edmonds' blossom algorithm with Galil's
 * O(n³) bookkeeping (blossomMatcher.ts), dense graphs solved sparse first and proved optimal by
 * the duals ({@link solveMatching}). A complete graph of 1,000 vertices with 120-bit weights takes
 * well under a second.
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
  return solveMatching(vertexCount, edges, options.maxCardinality === true, DEFAULT_TUNING).mate;
}

/** How {@link solveMatching} works on dense graphs; exported for tests. */
export interface MatchingTuning {
  /** Each vertex's heaviest edges that form the first sparse graph. */
  readonly candidatesPerVertex: number;
  /** Graphs with more edges than this times the vertex count are solved sparse first. */
  readonly densityForPricing: number;
}

/** The tuning {@link maxWeightMatching} uses (measured with test-support/speed.ts). */
export const DEFAULT_TUNING: MatchingTuning = { candidatesPerVertex: 8, densityForPricing: 12 };

/**
 * {@link maxWeightMatching} with its strategy exposed (for tests). A dense graph is solved "sparse
 * first": on each vertex's heaviest edges, then the final duals are checked against every other
 * edge; edges that break them join the sparse graph and it is solved again, until none do (LP
 * duality then proves the matching optimal for the whole graph). `rounds` counts the solves.
 * With maxCardinality every weight is shifted by K = ⌊n/2⌋·maxWeight + 1, so a larger matching
 * always weighs more; the matcher then always solves a plain maximum-weight problem, whose duals
 * stay within [0, 2·max shifted weight] (so the limb width below is safe) and prove optimality.
 */
export function solveMatching(
  vertexCount: number,
  edges: readonly WeightedEdge[],
  maxCardinality: boolean,
  tuning: MatchingTuning,
): { mate: Int32Array; rounds: number } {
  const input = readEdges(vertexCount, edges);
  const m = edges.length;
  const mate = new Int32Array(vertexCount).fill(-1);
  if (m === 0) return { mate, rounds: 0 };
  const pricing = m > tuning.densityForPricing * vertexCount;
  const shift = maxCardinality ? BigInt(vertexCount >> 1) * input.maxWeight + 1n : 0n;
  const full = limbLayout(vertexCount, edges, input, shift);
  const { doubled, limbs } = full;
  let active = pricing ? heaviestEdges(input, doubled, limbs, tuning.candidatesPerVertex) : null;
  for (let rounds = 1; ; rounds++) {
    const graph = layoutGraph(full, active);
    const matcher = new BlossomMatcher(graph, false);
    matcher.run();
    let brokenCount = 0;
    const broken = new Uint8Array(m);
    if (active) {
      const inActive = new Uint8Array(m);
      for (const k of active) inActive[k] = 1;
      for (let k = 0; k < m; k++) {
        if (inActive[k] === 0 && !matcher.isDualFeasible(input.endVertex[2 * k]!, input.endVertex[2 * k + 1]!, doubled, k * limbs)) {
          broken[k] = 1;
          brokenCount++;
        }
      }
    }
    if (brokenCount === 0) {
      for (let v = 0; v < vertexCount; v++) {
        const p = matcher.mate[v]!;
        if (p !== -1) mate[v] = graph.endVertex[p]!;
      }
      return { mate, rounds };
    }
    // Only each vertex's heaviest broken edges join, so the graph stays sparse when many break
    // (e.g. when the first sparse graph's matching was far too small); their number doubles each
    // round, so weights that send every vertex's heaviest edges to the same few vertices (the
    // Dutch engine's rank fields) take O(log n) rounds, not O(n / candidatesPerVertex).
    const perVertex = tuning.candidatesPerVertex * 2 ** Math.min(rounds - 1, 20);
    active = mergeSorted(active!, heaviestEdges(input, doubled, limbs, perVertex, broken));
    // Past half the edges, the whole graph costs little more and needs no check.
    if (2 * active.length > m) active = null;
  }
}

interface FullGraph {
  readonly vertexCount: number;
  readonly endVertex: Int32Array;
  readonly doubled: Float64Array;
  readonly limbs: number;
  readonly maxWeight: bigint;
}

/** Every edge's doubled weight (plus shift) in limbs wide enough for every dual. */
function limbLayout(vertexCount: number, edges: readonly WeightedEdge[], input: ReadEdges, shift: bigint): FullGraph {
  const maxWeight = input.maxWeight + shift;
  // Plain-mode duals stay within [0, 2·maxWeight] and slacks within 4·maxWeight: a generous margin.
  const limbs = limbCountFor(maxWeight.toString(2).length + Math.ceil(Math.log2(vertexCount + 2)) + 4);
  const doubled = new Float64Array(edges.length * limbs);
  const doubledShift = new Float64Array(limbs);
  writeLimbs(doubledShift, 0, limbs, 2n * shift);
  for (let k = 0; k < edges.length; k++) {
    // Doubling and shifting in limbs spares two BigInt allocations per edge.
    const offset = k * limbs;
    writeLimbs(doubled, offset, limbs, edges[k]!.weight);
    addLimbs(doubled, offset, doubled, offset, limbs, 1);
    if (shift !== 0n) addLimbs(doubled, offset, doubledShift, 0, limbs, 1);
  }
  return { vertexCount, endVertex: input.endVertex, doubled, limbs, maxWeight };
}

/** The whole graph laid out for the matcher, for tests that drive it directly. */
export function makeMatcherGraph(vertexCount: number, edges: readonly WeightedEdge[]): MatcherGraph {
  return layoutGraph(limbLayout(vertexCount, edges, readEdges(vertexCount, edges), 0n), null);
}

/** The validated edges: ends in endVertex[2k], endVertex[2k+1], adjacency in edge order. */
interface ReadEdges {
  readonly endVertex: Int32Array;
  readonly adjacentStart: Int32Array;
  readonly adjacentEnds: Int32Array;
  readonly maxWeight: bigint;
}

/** Validates the input (RangeError as documented at {@link maxWeightMatching}). */
function readEdges(vertexCount: number, edges: readonly WeightedEdge[]): ReadEdges {
  if (!Number.isSafeInteger(vertexCount) || vertexCount < 0) {
    throw new RangeError(`maxWeightMatching: vertexCount ${vertexCount} is not a non-negative integer`);
  }
  const m = edges.length;
  const endVertex = new Int32Array(2 * m);
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
  }
  const { adjacentStart, adjacentEnds } = adjacency(vertexCount, endVertex);
  const seenFrom = new Int32Array(vertexCount).fill(-1);
  for (let v = 0; v < vertexCount; v++) {
    for (let i = adjacentStart[v]!; i < adjacentStart[v + 1]!; i++) {
      const w = endVertex[adjacentEnds[i]!]!;
      if (seenFrom[w] === v) throw new RangeError(`maxWeightMatching: the pair ${v}–${w} is given twice`);
      seenFrom[w] = v;
    }
  }
  return { endVertex, adjacentStart, adjacentEnds, maxWeight };
}

/** For each vertex from adjacentStart[v], the far endpoints of its edges, in edge order. */
function adjacency(vertexCount: number, endVertex: Int32Array): { adjacentStart: Int32Array; adjacentEnds: Int32Array } {
  const adjacentStart = new Int32Array(vertexCount + 1);
  for (const v of endVertex) adjacentStart[v + 1]!++;
  for (let v = 0; v < vertexCount; v++) adjacentStart[v + 1]! += adjacentStart[v]!;
  const fill = adjacentStart.slice(0, vertexCount);
  const adjacentEnds = new Int32Array(endVertex.length);
  // Vertex endVertex[p] reaches the far end p ^ 1.
  for (let p = 0; p < endVertex.length; p++) adjacentEnds[fill[endVertex[p]!]!++] = p ^ 1;
  return { adjacentStart, adjacentEnds };
}

/**
 * The edges among each vertex's `count` heaviest, ascending; only edges marked in `among` when
 * given. Ties go to the edge met first when vertex v reads its edges cyclically from its v-th: in
 * a complete graph with equal weights that picks v+1, v+2, … (a circulant graph with a perfect
 * matching) instead of every vertex picking the same few low-numbered ones.
 */
function heaviestEdges(input: ReadEdges, doubled: Float64Array, limbs: number, count: number, among?: Uint8Array): Int32Array {
  const chosen = new Uint8Array(input.endVertex.length >> 1);
  const top: number[] = [];
  for (let v = 0; v + 1 < input.adjacentStart.length; v++) {
    top.length = 0;
    const first = input.adjacentStart[v]!;
    const degree = input.adjacentStart[v + 1]! - first;
    for (let r = 0, i = first + (v % Math.max(1, degree)); r < degree; r++, i = i + 1 === first + degree ? first : i + 1) {
      const k = input.adjacentEnds[i]! >> 1;
      if (among && among[k] === 0) continue;
      if (top.length === count && compareLimbs(doubled, k * limbs, doubled, top[count - 1]! * limbs, limbs) <= 0) continue;
      let j = Math.min(top.length, count - 1);
      while (j > 0 && compareLimbs(doubled, k * limbs, doubled, top[j - 1]! * limbs, limbs) > 0) {
        top[j] = top[j - 1]!;
        j--;
      }
      top[j] = k;
    }
    for (const k of top) chosen[k] = 1;
  }
  const result: number[] = [];
  for (let k = 0; k < chosen.length; k++) if (chosen[k] === 1) result.push(k);
  return Int32Array.from(result);
}

/** The union of two disjoint ascending edge lists, ascending. */
function mergeSorted(a: Int32Array, b: Int32Array): Int32Array {
  const merged = new Int32Array(a.length + b.length);
  merged.set(a);
  merged.set(b, a.length);
  return merged.sort();
}

/** The matcher's view of the edges listed in `subset` (all edges when null). */
function layoutGraph(full: FullGraph, subset: Int32Array | null): MatcherGraph {
  const { vertexCount, limbs } = full;
  let endVertex = full.endVertex;
  let doubledWeights = full.doubled;
  if (subset) {
    endVertex = new Int32Array(2 * subset.length);
    doubledWeights = new Float64Array(subset.length * limbs);
    for (let i = 0; i < subset.length; i++) {
      const k = subset[i]!;
      endVertex[2 * i] = full.endVertex[2 * k]!;
      endVertex[2 * i + 1] = full.endVertex[2 * k + 1]!;
      doubledWeights.set(full.doubled.subarray(k * limbs, (k + 1) * limbs), i * limbs);
    }
  }
  const { adjacentStart, adjacentEnds } = adjacency(vertexCount, endVertex);
  return { vertexCount, endVertex, adjacentStart, adjacentEnds, doubledWeights, limbs, maxWeight: full.maxWeight };
}
