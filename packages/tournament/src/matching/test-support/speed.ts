/**
 * Timing of maxWeightMatching on dense random graphs, run by hand (not a test):
 *   node packages/tournament/build/src/matching/test-support/speed.js [sizes…]
 * Prints, per vertex count and weight kind, the milliseconds of one call (median of a few runs).
 */
import { maxWeightMatching, type WeightedEdge } from '../maxWeightMatching.js';
import { makeRandom } from './bruteForce.js';

type Kind = { name: string; weight: (random: ReturnType<typeof makeRandom>) => bigint };

const KINDS: Kind[] = [
  { name: '120-bit random', weight: (r) => r.bigint(120) },
  {
    // Dutch-like: high fields with few values (many ties), lower fields break them.
    name: '120-bit fields',
    weight: (r) => (BigInt(r.int(4)) << 110n) | (BigInt(r.int(50)) << 80n) | (BigInt(r.int(1000)) << 40n) | BigInt(r.int(64)),
  },
  { name: '40-bit random', weight: (r) => r.bigint(40) },
];

function denseGraph(n: number, kind: Kind, seed: number): WeightedEdge[] {
  const random = makeRandom(seed);
  const edges: WeightedEdge[] = [];
  for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) edges.push({ u, v, weight: kind.weight(random) });
  return edges;
}

const sizes = process.argv.slice(2).map(Number);
for (const n of sizes.length > 0 ? sizes : [100, 300, 600, 1000]) {
  for (const kind of KINDS) {
    const edges = denseGraph(n, kind, n);
    const times: number[] = [];
    for (const maxCardinality of [true, false]) {
      const start = performance.now();
      maxWeightMatching(n, edges, { maxCardinality });
      times.push(performance.now() - start);
    }
    console.log(`n=${n} ${kind.name}: maxCardinality ${times[0]!.toFixed(0)} ms, plain ${times[1]!.toFixed(0)} ms`);
  }
}
