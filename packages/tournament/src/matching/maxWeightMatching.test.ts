import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { DEFAULT_TUNING, maxWeightMatching, solveMatching, type MatchingTuning, type WeightedEdge } from './maxWeightMatching.js';
import { bruteForceOptimum, makeRandom, randomGraph } from './test-support/bruteForce.js';

/** Checks mate is a matching of the graph's edges and returns its (cardinality, weight). */
function measure(n: number, edges: readonly WeightedEdge[], mate: Int32Array): { pairs: number; weight: bigint } {
  assert.equal(mate.length, n);
  const weight = new Map<number, bigint>();
  for (const e of edges) {
    weight.set(e.u * n + e.v, e.weight);
    weight.set(e.v * n + e.u, e.weight);
  }
  let pairs = 0;
  let total = 0n;
  for (let v = 0; v < n; v++) {
    const w = mate[v]!;
    if (w === -1) continue;
    assert.ok(w >= 0 && w < n, `mate[${v}] = ${w} is a vertex`);
    assert.equal(mate[w], v, `mate[mate[${v}]] = ${v}`);
    const ew = weight.get(v * n + w);
    assert.notEqual(ew, undefined, `${v}–${w} is an edge`);
    if (v < w) {
      pairs++;
      total += ew!;
    }
  }
  return { pairs, weight: total };
}

/** Every graph solved sparse first from each vertex's single heaviest edge: many repair rounds. */
const SPARSE_FIRST: MatchingTuning = { candidatesPerVertex: 1, densityForPricing: 0 };

function checkAgainstBruteForce(
  n: number,
  edges: readonly WeightedEdge[],
  maxCardinality: boolean,
  what: string,
  tuning?: MatchingTuning,
): number {
  const solved = tuning
    ? solveMatching(n, edges, maxCardinality, tuning)
    : { mate: maxWeightMatching(n, edges, { maxCardinality }), rounds: 1 };
  const mate = solved.mate;
  const got = measure(n, edges, mate);
  const want = bruteForceOptimum(n, edges, maxCardinality);
  if (maxCardinality) assert.equal(got.pairs, want.pairs, `${what}: cardinality`);
  assert.equal(got.weight, want.weight, `${what}: weight`);
  return solved.rounds;
}

const WEIGHT_KINDS = [
  { name: 'tiny weights 0..3 (many ties)', make: (r: ReturnType<typeof makeRandom>) => () => BigInt(r.int(4)) },
  { name: 'weights 0..100', make: (r: ReturnType<typeof makeRandom>) => () => BigInt(r.int(101)) },
  { name: '200-bit weights', make: (r: ReturnType<typeof makeRandom>) => () => r.bigint(200) },
  {
    // Like the Dutch engine's rank fields: ~2,000 bits, each edge's value in one of many slots.
    name: '2,000-bit slot weights',
    make: (r: ReturnType<typeof makeRandom>) => () =>
      (BigInt(r.int(3)) << 2000n) | (BigInt(1 + r.int(7)) << BigInt(10 * r.int(190))) | BigInt(r.int(2)),
  },
  {
    // Like the Dutch engine's: a few high bit fields with many ties, low fields that break them.
    name: 'bit-field weights (ties in the high fields)',
    make: (r: ReturnType<typeof makeRandom>) => () =>
      (BigInt(r.int(3)) << 150n) | (BigInt(r.int(4)) << 100n) | (BigInt(r.int(5)) << 40n) | BigInt(r.int(8)),
  },
];

for (const kind of WEIGHT_KINDS) {
  for (const maxCardinality of [false, true]) {
    test(`random graphs n ≤ 10, ${kind.name}, maxCardinality ${maxCardinality}: optimal weight as brute force`, () => {
      const random = makeRandom(kind.name.length * 7919 + (maxCardinality ? 1 : 0));
      const weight = kind.make(random);
      for (let run = 0; run < 600; run++) {
        const n = 1 + random.int(10);
        const density = [0.2, 0.4, 0.7, 1][run % 4]!;
        const edges = randomGraph(random, n, density, weight);
        checkAgainstBruteForce(n, edges, maxCardinality, `run ${run} (n ${n}, ${edges.length} edges)`);
      }
    });
    test(`sparse first with repair rounds, ${kind.name}, maxCardinality ${maxCardinality}: optimal weight as brute force`, () => {
      const random = makeRandom(kind.name.length * 104729 + (maxCardinality ? 1 : 0));
      const weight = kind.make(random);
      let repaired = 0;
      for (let run = 0; run < 400; run++) {
        const n = 1 + random.int(10);
        const edges = randomGraph(random, n, [0.4, 0.7, 1][run % 3]!, weight);
        const rounds = checkAgainstBruteForce(n, edges, maxCardinality, `run ${run} (n ${n})`, SPARSE_FIRST);
        if (rounds > 1) repaired++;
      }
      assert.ok(repaired > 50, `graphs that needed a repair round: ${repaired}`);
    });
  }
}

test('fast-check: the matching is valid and as heavy as brute force (n ≤ 9)', () => {
  const graph = fc
    .integer({ min: 1, max: 9 })
    .chain((n) =>
      fc.record({
        n: fc.constant(n),
        edges: fc.uniqueArray(
          fc.record({
            u: fc.integer({ min: 0, max: n - 1 }),
            v: fc.integer({ min: 0, max: n - 1 }),
            weight: fc.oneof(fc.bigInt({ min: 0n, max: 5n }), fc.bigInt({ min: 0n, max: (1n << 130n) - 1n })),
          }),
          { selector: (e) => (e.u < e.v ? `${e.u}-${e.v}` : `${e.v}-${e.u}`), maxLength: 30 },
        ),
      }),
    )
    .map(({ n, edges }) => ({ n, edges: edges.filter((e) => e.u !== e.v) }));
  fc.assert(
    fc.property(graph, fc.boolean(), ({ n, edges }, maxCardinality) => {
      checkAgainstBruteForce(n, edges, maxCardinality, 'fast-check');
    }),
    { seed: 14, numRuns: 400 },
  );
});

test('the same input gives the same matching (determinism)', () => {
  const random = makeRandom(99);
  const edges = randomGraph(random, 40, 0.5, () => BigInt(random.int(3)));
  const first = maxWeightMatching(40, edges);
  for (let i = 0; i < 3; i++) assert.deepEqual(maxWeightMatching(40, edges), first);
});

test('invalid input throws a RangeError naming the problem', () => {
  const e = (u: number, v: number, weight = 1n): WeightedEdge => ({ u, v, weight });
  assert.throws(() => maxWeightMatching(3, [e(1, 1)]), { name: 'RangeError', message: /self-loop/ });
  assert.throws(() => maxWeightMatching(3, [e(0, 3)]), { name: 'RangeError', message: /vertex 3 outside 0\.\.2/ });
  assert.throws(() => maxWeightMatching(3, [e(-1, 2)]), { name: 'RangeError', message: /vertex -1/ });
  assert.throws(() => maxWeightMatching(3, [e(0, 1.5)]), { name: 'RangeError', message: /vertex 1\.5/ });
  assert.throws(() => maxWeightMatching(3, [e(0, 1, -2n)]), { name: 'RangeError', message: /weight -2/ });
  assert.throws(() => maxWeightMatching(3, [e(0, 1), e(1, 0)]), { name: 'RangeError', message: /pair 0–1 is given twice/ });
  assert.throws(() => maxWeightMatching(-1, []), { name: 'RangeError', message: /vertexCount -1/ });
});

test('empty graphs and graphs without edges leave every vertex single', () => {
  assert.deepEqual([...maxWeightMatching(0, [])], []);
  assert.deepEqual([...maxWeightMatching(3, [])], [-1, -1, -1]);
  assert.deepEqual([...maxWeightMatching(2, [{ u: 0, v: 1, weight: 0n }], { maxCardinality: true })], [1, 0]);
});

test('dense graphs go sparse first: equal weights need one round, hubs are repaired, results match the direct solve', () => {
  const n = 120;
  const equal: WeightedEdge[] = [];
  const hubs: WeightedEdge[] = [];
  const random = makeRandom(7);
  for (let u = 0; u < n; u++) {
    for (let v = u + 1; v < n; v++) {
      equal.push({ u, v, weight: 1n << 120n });
      // Every vertex's heaviest edges go to the eight hubs: the first sparse graph matches only them.
      hubs.push({ u, v, weight: u < 8 ? (1n << 120n) + BigInt(random.int(100)) : BigInt(random.int(1000)) << 60n });
    }
  }
  const direct: MatchingTuning = { candidatesPerVertex: 8, densityForPricing: Infinity };
  for (const maxCardinality of [false, true]) {
    const flat = solveMatching(n, equal, maxCardinality, DEFAULT_TUNING);
    assert.equal(flat.rounds, 1);
    assert.equal(measure(n, equal, flat.mate).pairs, n / 2);
    const hub = solveMatching(n, hubs, maxCardinality, DEFAULT_TUNING);
    assert.ok(hub.rounds > 1, 'the hub graph needed a repair round');
    const want = solveMatching(n, hubs, maxCardinality, direct);
    assert.equal(want.rounds, 1);
    assert.deepEqual(measure(n, hubs, hub.mate), measure(n, hubs, want.mate));
  }
});
