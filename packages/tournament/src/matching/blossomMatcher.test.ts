import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BlossomMatcher } from './blossomMatcher.js';
import { makeMatcherGraph, maxWeightMatching, type WeightedEdge } from './maxWeightMatching.js';
import { bruteForceOptimum, makeRandom, randomGraph } from './test-support/bruteForce.js';

const edgesOf = (list: readonly (readonly [number, number, number])[], scale = 1n, offset = 0n): WeightedEdge[] =>
  list.map(([u, v, w]) => ({ u, v, weight: BigInt(w) * scale + offset }));

function run(n: number, edges: readonly WeightedEdge[], maxCardinality: boolean): BlossomMatcher {
  const matcher = new BlossomMatcher(makeMatcherGraph(n, edges), maxCardinality);
  matcher.run();
  return matcher;
}

function totalWeight(edges: readonly WeightedEdge[], mate: Int32Array): bigint {
  let total = 0n;
  for (const e of edges) if (mate[e.u] === e.v) total += e.weight;
  return total;
}

test('a triangle with two pendants: the heavy triangle edge alone, or two pairs with maxCardinality', () => {
  // Triangle 0-1-2 (10, 11, 15), pendants 2-3 (4) and 0-4 (2). Alone, 0-2 (15) beats every pair of
  // edges (0-1 + 2-3 = 14 is the best); with maxCardinality two pairs are required: 14.
  const edges = edgesOf([
    [0, 1, 10],
    [1, 2, 11],
    [0, 2, 15],
    [2, 3, 4],
    [0, 4, 2],
  ]);
  assert.deepEqual([...maxWeightMatching(5, edges)], [2, -1, 0, -1, -1]);
  assert.deepEqual([...maxWeightMatching(5, edges, { maxCardinality: true })], [1, 0, 3, 2, -1]);
});

test('a flower of five triangles around a pentagon (16 vertices, nested odd cycles): optimal as brute force', () => {
  // Pentagon 0..4 (weight 9), each pentagon vertex i carries a triangle i, 5+2i, 6+2i (weights 7, 8,
  // 7), and vertex 15 hangs on vertex 0 with weight 1: every augmenting path must cross blossoms.
  const list: [number, number, number][] = [];
  for (let i = 0; i < 5; i++) {
    list.push([i, (i + 1) % 5, 9], [i, 5 + 2 * i, 7], [5 + 2 * i, 6 + 2 * i, 8], [6 + 2 * i, i, 7]);
  }
  list.push([0, 15, 1]);
  for (const scale of [1n, 1n << 200n]) {
    const edges = edgesOf(list, scale, scale === 1n ? 0n : 3n);
    for (const maxCardinality of [false, true]) {
      const matcher = run(16, edges, maxCardinality);
      const mate = maxWeightMatching(16, edges, { maxCardinality });
      const want = bruteForceOptimum(16, edges, maxCardinality);
      assert.equal(totalWeight(edges, mate), want.weight);
      assert.ok(matcher.stats.nestedBlossomsMade > 0, 'blossoms were nested');
    }
  }
});

// Small graphs found by a seeded random search (makeRandom(5), findcases) because they take the
// rare paths; the brute force confirms the weight, the counters that the path was taken.
const RARE_PATHS: {
  name: string;
  n: number;
  maxCardinality: boolean;
  list: [number, number, number][];
  event: 'expandedInStage' | 'expandedAtStageEnd';
}[] = [
  {
    name: 'three T-blossoms expanded during a stage',
    n: 8,
    maxCardinality: false,
    event: 'expandedInStage',
    list: [
      [3, 7, 26],
      [0, 5, 14],
      [1, 7, 3],
      [2, 6, 10],
      [2, 0, 5],
      [4, 2, 16],
      [3, 4, 18],
      [3, 5, 22],
      [4, 5, 20],
      [7, 2, 26],
    ],
  },
  {
    name: 'T-blossoms expanded during a stage, maxCardinality',
    n: 7,
    maxCardinality: true,
    event: 'expandedInStage',
    list: [
      [2, 3, 9],
      [4, 0, 25],
      [4, 6, 12],
      [5, 6, 27],
      [1, 5, 15],
      [6, 3, 27],
      [2, 6, 8],
      [1, 0, 1],
      [5, 3, 22],
      [1, 6, 23],
    ],
  },
  {
    name: 'zero-dual S-blossoms expanded between stages',
    n: 8,
    maxCardinality: true,
    event: 'expandedAtStageEnd',
    list: [
      [5, 3, 5],
      [3, 4, 18],
      [6, 3, 7],
      [7, 1, 25],
      [0, 2, 2],
      [4, 2, 6],
      [2, 7, 8],
      [0, 1, 19],
      [3, 7, 29],
      [5, 7, 25],
      [6, 4, 6],
    ],
  },
  {
    name: 'a zero-dual S-blossom expanded between stages, no cardinality requirement',
    n: 8,
    maxCardinality: false,
    event: 'expandedAtStageEnd',
    list: [
      [7, 0, 24],
      [3, 0, 6],
      [1, 6, 23],
      [3, 4, 20],
      [6, 5, 4],
      [2, 7, 25],
      [3, 7, 23],
      [7, 4, 18],
      [0, 1, 24],
      [0, 4, 16],
      [3, 2, 23],
    ],
  },
];

for (const c of RARE_PATHS) {
  test(`${c.name}: optimal, with small and with 200-bit weights`, () => {
    // Scaling every weight by 2^200 keeps the same optimal matchings and the same dual steps.
    for (const scale of [1n, 1n << 200n]) {
      const edges = edgesOf(c.list, scale);
      const matcher = run(c.n, edges, c.maxCardinality);
      assert.ok(matcher.stats[c.event] > 0, `${c.event} happened`);
      const mate = maxWeightMatching(c.n, edges, { maxCardinality: c.maxCardinality });
      assert.equal(totalWeight(edges, mate), bruteForceOptimum(c.n, edges, c.maxCardinality).weight);
    }
  });
}

test('the random suite takes every path of the algorithm (blossoms made and nested, expanded in and between stages)', () => {
  const random = makeRandom(2024);
  const seen = { stages: 0, blossomsMade: 0, nestedBlossomsMade: 0, expandedInStage: 0, expandedAtStageEnd: 0, dualSteps: 0 };
  for (let i = 0; i < 400; i++) {
    const n = 4 + random.int(7);
    const edges = randomGraph(random, n, 0.5, () => BigInt(random.int(30)));
    const matcher = run(n, edges, i % 2 === 0);
    for (const key of Object.keys(seen) as (keyof typeof seen)[]) seen[key] += matcher.stats[key];
  }
  for (const [key, count] of Object.entries(seen)) assert.ok(count > 10, `${key}: ${count}`);
});

test('larger random graphs (n 11..16): optimal as brute force', () => {
  const random = makeRandom(16);
  for (let i = 0; i < 24; i++) {
    const n = 11 + random.int(6);
    const big = i % 2 === 0;
    const edges = randomGraph(random, n, [0.3, 0.6, 1][i % 3]!, () => (big ? random.bigint(150) : BigInt(random.int(10))));
    const maxCardinality = i % 4 < 2;
    const mate = maxWeightMatching(n, edges, { maxCardinality });
    const want = bruteForceOptimum(n, edges, maxCardinality);
    assert.equal(totalWeight(edges, mate), want.weight, `graph ${i}`);
  }
});
