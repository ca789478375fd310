import type { WeightedEdge } from '../maxWeightMatching.js';

/** The best (cardinality, weight) over all matchings, by dynamic programming over vertex sets (n ≤ 16). */
export function bruteForceOptimum(
  vertexCount: number,
  edges: readonly WeightedEdge[],
  maxCardinality: boolean,
): { pairs: number; weight: bigint } {
  const weight = new Map<number, bigint>();
  for (const e of edges) {
    weight.set(e.u * vertexCount + e.v, e.weight);
    weight.set(e.v * vertexCount + e.u, e.weight);
  }
  const memo = new Map<number, { pairs: number; weight: bigint }>();
  const better = (a: { pairs: number; weight: bigint }, b: { pairs: number; weight: bigint }): boolean =>
    maxCardinality ? a.pairs > b.pairs || (a.pairs === b.pairs && a.weight > b.weight) : a.weight > b.weight;
  const best = (mask: number): { pairs: number; weight: bigint } => {
    if (mask === 0) return { pairs: 0, weight: 0n };
    const known = memo.get(mask);
    if (known) return known;
    let i = 0;
    while ((mask & (1 << i)) === 0) i++;
    const rest = mask & ~(1 << i);
    let result = best(rest);
    for (let j = i + 1; j < vertexCount; j++) {
      if ((rest & (1 << j)) === 0) continue;
      const w = weight.get(i * vertexCount + j);
      if (w === undefined) continue;
      const sub = best(rest & ~(1 << j));
      const candidate = { pairs: sub.pairs + 1, weight: sub.weight + w };
      if (better(candidate, result)) result = candidate;
    }
    memo.set(mask, result);
    return result;
  };
  return best((1 << vertexCount) - 1);
}

/** A deterministic pseudo-random generator (mulberry32) for reproducible test graphs. */
export function makeRandom(seed: number): { int(limit: number): number; bigint(bits: number): bigint } {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    int: (limit) => Math.floor(next() * limit),
    bigint: (bits) => {
      let x = 0n;
      for (let b = 0; b < bits; b += 16) x = (x << 16n) | BigInt(Math.floor(next() * 65536));
      return x & ((1n << BigInt(bits)) - 1n);
    },
  };
}

/** A random simple graph on n vertices with each pair present with the given probability. */
export function randomGraph(random: ReturnType<typeof makeRandom>, n: number, density: number, weight: () => bigint): WeightedEdge[] {
  const edges: WeightedEdge[] = [];
  for (let u = 0; u < n; u++) {
    for (let v = u + 1; v < n; v++) {
      if (random.int(1000) < density * 1000) {
        edges.push(random.int(2) === 0 ? { u, v, weight: weight() } : { u: v, v: u, weight: weight() });
      }
    }
  }
  // Shuffle so edge order does not follow vertex order.
  for (let i = edges.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [edges[i], edges[j]] = [edges[j]!, edges[i]!];
  }
  return edges;
}
