import { addLimbs, compareLimbs, copyLimbs, halveLimbs, LIMB_BASE, LIMB_INVERSE } from './limbs.js';
import { BlossomForest, FREE, S, T, type MatcherGraph } from './blossomForest.js';

export type { MatcherGraph } from './blossomForest.js';

/**
 * Edmonds' blossom algorithm in its primal-dual form for a maximum-weight matching of a general
 * graph, with Galil's O(n³) bookkeeping ("Efficient algorithms for finding maximum matching in
 * graphs", ACM Computing Surveys 18(1), 1986, §3–4): each stage grows alternating trees from every
 * single vertex over tight edges, shrinking odd cycles into blossoms, and changes the duals by the
 * largest step δ that keeps them feasible, until an augmenting path is found or (without the
 * cardinality requirement) a single vertex's dual reaches zero. The least-slack edge from each free
 * vertex and from each S-blossom to other S-blossoms is tracked so that δ costs O(n).
 *
 * Duals are kept doubled (a vertex's starts at the largest weight, edge weights are doubled) so
 * every value stays an integer; all of them live in limb runs (limbs.ts), exact at any width.
 * Vertices are 0..n−1, non-trivial blossoms n..2n−1. Mutable, single use: `run()` once.
 */
export class BlossomMatcher extends BlossomForest {
  private readonly maxCardinality: boolean;
  private depth: Int32Array | null = null;
  /** jumps[j·2n + b]: b's ancestor 2^j levels up (a top-level blossom is its own). */
  private jumps: Int32Array | null = null;
  private sums: Float64Array | null = null;

  constructor(graph: MatcherGraph, maxCardinality: boolean) {
    super(graph);
    this.maxCardinality = maxCardinality;
  }

  /** Runs every stage; afterwards `mate` holds an optimal matching. */
  run(): void {
    const n = this.n;
    for (let stage = 0; stage < n; stage++) {
      this.label.fill(FREE);
      this.bestEdge.fill(-1);
      for (let b = n; b < 2 * n; b++) this.bestEdgesOf[b] = null;
      this.allowed.fill(0);
      this.queue = [];
      for (let v = 0; v < n; v++) {
        if (this.mate[v] === -1 && this.label[this.inBlossom[v]!] === FREE) this.assignLabel(v, S, -1);
      }
      this.stats.stages++;
      if (!this.runStage()) return;
      // Galil §4: S-blossoms whose dual reached zero are undone between stages.
      for (let b = n; b < 2 * n; b++) {
        if (this.parent[b] === -1 && this.base[b] !== -1 && this.label[b] === S && this.isZeroDual(b)) {
          this.expandBlossom(b, true);
        }
      }
    }
  }

  /** One stage: true when it augmented the matching, false when the optimum is reached. */
  private runStage(): boolean {
    for (;;) {
      if (this.scanQueue()) return true;
      const step = this.chooseDelta();
      if (step.kind === 0) return false;
      this.applyDelta();
      // After δ1 the single vertices' duals are zero: the duals now prove the matching optimal.
      if (step.kind === 1) return false;
      this.stats.dualSteps++;
      if (step.kind === 2) {
        const k = step.index;
        this.allowed[k] = 1;
        const a = this.ends[2 * k]!;
        this.queue.push(this.label[this.inBlossom[a]!] === FREE ? this.ends[2 * k + 1]! : a);
      } else if (step.kind === 3) {
        const k = step.index;
        this.allowed[k] = 1;
        this.queue.push(this.ends[2 * k]!);
      } else {
        this.expandBlossom(step.index, false);
      }
    }
  }

  /** Scans the S-vertices in the queue; true when an augmentation happened. */
  private scanQueue(): boolean {
    const { ends, adjStart, adjEnds, inBlossom, label, allowed } = this;
    while (this.queue.length > 0) {
      const v = this.queue.pop()!;
      for (let i = adjStart[v]!, end = adjStart[v + 1]!; i < end; i++) {
        const p = adjEnds[i]!;
        const k = p >> 1;
        const w = ends[p]!;
        // Read afresh: a blossom made while scanning v may have swallowed v and w.
        const bv = inBlossom[v]!;
        const bw = inBlossom[w]!;
        if (bw === bv) continue;
        if (allowed[k] === 0 && this.isTightEdge(k)) allowed[k] = 1;
        if (allowed[k] !== 0) {
          if (label[bw] === FREE) {
            this.assignLabel(w, T, p ^ 1);
          } else if (label[bw] === S) {
            const baseVertex = this.findCommonBase(v, w);
            if (baseVertex >= 0) this.addBlossom(baseVertex, k);
            else {
              this.augmentMatching(k);
              return true;
            }
          } else if (label[w] === FREE) {
            // w lies inside a T-blossom and is reached by a tight edge: remember how, for when
            // that blossom is expanded (Galil §4).
            label[w] = T;
            this.labelEnd[w] = p ^ 1;
          }
        } else if (label[bw] === S) {
          this.offerBest(bv, k);
        } else if (label[w] === FREE) {
          this.offerBest(w, k);
        }
      }
    }
    return false;
  }

  /**
   * Picks the dual step (into this.delta): kind 0 = optimum reached, 1 = a single vertex's dual
   * reaches zero (the last step without maxCardinality), 2 = edge to a free vertex
   * becomes tight, 3 = edge between S-blossoms becomes tight, 4 = a T-blossom's dual reaches zero.
   */
  private chooseDelta(): { kind: number; index: number } {
    const { n, L, label, inBlossom, bestEdge, dual, delta, slackA, parent, base, bestSlack } = this;
    let kind = -1;
    let index = -1;
    if (!this.maxCardinality) {
      // Galil δ1: the smallest vertex dual; reaching zero proves optimality.
      kind = 1;
      let smallest = 0;
      for (let v = 1; v < n; v++) if (compareLimbs(dual, v * L, dual, smallest * L, L) < 0) smallest = v;
      copyLimbs(delta, 0, dual, smallest * L, L);
    }
    for (let v = 0; v < n; v++) {
      const k = bestEdge[v]!;
      if (k === -1 || label[inBlossom[v]!] !== FREE) continue;
      const offset = this.bestSlackOf(v);
      if (kind === -1 || compareLimbs(bestSlack, offset, delta, 0, L) < 0) {
        copyLimbs(delta, 0, bestSlack, offset, L);
        kind = 2;
        index = k;
      }
    }
    for (let b = 0; b < 2 * n; b++) {
      const k = bestEdge[b]!;
      if (k === -1 || parent[b] !== -1 || label[b] !== S) continue;
      copyLimbs(slackA, 0, bestSlack, this.bestSlackOf(b), L);
      halveLimbs(slackA, 0, L);
      if (kind === -1 || compareLimbs(slackA, 0, delta, 0, L) < 0) {
        copyLimbs(delta, 0, slackA, 0, L);
        kind = 3;
        index = k;
      }
    }
    for (let b = n; b < 2 * n; b++) {
      if (base[b] === -1 || parent[b] !== -1 || label[b] !== T) continue;
      if (kind === -1 || compareLimbs(dual, b * L, delta, 0, L) < 0) {
        copyLimbs(delta, 0, dual, b * L, L);
        kind = 4;
        index = b;
      }
    }
    // With maxCardinality and no step left, the search ends without a last dual change.
    return kind === -1 ? { kind: 0, index: -1 } : { kind, index };
  }

  /** Moves every dual by this.delta: S-vertices down, T-vertices up, top blossoms the other way. */
  private applyDelta(): void {
    this.dualVersion++;
    const { n, L, label, inBlossom, dual, delta, parent, base } = this;
    for (let v = 0; v < n; v++) {
      const l = label[inBlossom[v]!];
      if (l === S) addLimbs(dual, v * L, delta, 0, L, -1);
      else if (l === T) addLimbs(dual, v * L, delta, 0, L, 1);
    }
    for (let b = n; b < 2 * n; b++) {
      if (base[b] === -1 || parent[b] !== -1) continue;
      if (label[b] === S) addLimbs(dual, b * L, delta, 0, L, 1);
      else if (label[b] === T) addLimbs(dual, b * L, delta, 0, L, -1);
    }
  }

  /** Flips the augmenting path through tight edge k between two S-trees. */
  private augmentMatching(k: number): void {
    const { ends, inBlossom, labelEnd } = this;
    for (const [start, far] of [
      [ends[2 * k]!, 2 * k + 1],
      [ends[2 * k + 1]!, 2 * k],
    ] as const) {
      let s = start;
      let p = far;
      for (;;) {
        const bs = inBlossom[s]!;
        if (bs >= this.n) this.augmentBlossom(bs, s);
        this.mate[s] = p;
        if (labelEnd[bs] === -1) break;
        const bt = inBlossom[ends[labelEnd[bs]!]!]!;
        s = ends[labelEnd[bt]!]!;
        const j = ends[labelEnd[bt]! ^ 1]!;
        if (bt >= this.n) this.augmentBlossom(bt, j);
        this.mate[j] = labelEnd[bt]!;
        p = labelEnd[bt]! ^ 1;
      }
    }
  }

  /** Rematches blossom b's cycle so vertex v (inside it) becomes its base (Galil §3). */
  private augmentBlossom(b: number, v: number): void {
    let t = v;
    while (this.parent[t] !== b) t = this.parent[t]!;
    if (t >= this.n) this.augmentBlossom(t, v);
    const children = this.childs[b]!;
    const cycleEnds = this.childEnds[b]!;
    const r = children.length;
    const i = children.indexOf(t);
    const rematch = (p: number, childA: number, childB: number): void => {
      if (childA >= this.n) this.augmentBlossom(childA, this.ends[p]!);
      if (childB >= this.n) this.augmentBlossom(childB, this.ends[p ^ 1]!);
      this.mate[this.ends[p]!] = p ^ 1;
      this.mate[this.ends[p ^ 1]!] = p;
    };
    if (i % 2 === 1) {
      // Forward: edges i+1, i+3, …, r−1 become matched (the last one joins the old base child).
      for (let j = i + 1; j < r; j += 2) rematch(cycleEnds[j]!, children[j]!, children[(j + 1) % r]!);
    } else {
      // Backward: edges i−2, i−4, …, 0 become matched.
      for (let j = i - 2; j >= 0; j -= 2) rematch(cycleEnds[j]!, children[j]!, children[j + 1]!);
    }
    this.childs[b] = children.slice(i).concat(children.slice(0, i));
    this.childEnds[b] = cycleEnds.slice(i).concat(cycleEnds.slice(0, i));
    this.base[b] = this.base[children[i]!]!;
  }

  /**
   * After run() without maxCardinality, whether an edge u–v that the matcher did not see, with
   * doubled weight at weights2[offset…] (same limb width), keeps the final duals feasible:
   * dual(u) + dual(v) + 2·Σ dual(blossoms holding both) ≥ 2·weight. When every unseen edge
   * does, the matching is optimal for the graph with those edges too (LP duality).
   */
  isDualFeasible(u: number, v: number, weights2: Float64Array, offset: number): boolean {
    const { L, dual, slackA } = this;
    let carry = 0;
    for (let i = 0; i < L; i++) {
      const x = dual[u * L + i]! + dual[v * L + i]! - weights2[offset + i]! + carry;
      if (i === L - 1) slackA[i] = x;
      else {
        carry = Math.floor(x * LIMB_INVERSE);
        slackA[i] = x - carry * LIMB_BASE;
      }
    }
    if (this.inBlossom[u] !== this.inBlossom[v]) return slackA[L - 1]! >= 0;
    // Both lie in one top-level blossom: add 2·dual of every blossom holding both, which is the
    // running sum down to their deepest common blossom.
    addLimbs(slackA, 0, this.dualSums(), this.commonBlossom(this.parent[u]!, this.parent[v]!) * L, L, 1);
    return slackA[L - 1]! >= 0;
  }

  /** The deepest blossom holding both blossoms a and b (in one top-level blossom), by binary lifting. */
  private commonBlossom(a: number, b: number): number {
    const depth = this.depth!;
    const jumps = this.jumps!;
    const size = 2 * this.n;
    let x = depth[a]! >= depth[b]! ? a : b;
    let y = x === a ? b : a;
    for (let j = 0, gap = depth[x]! - depth[y]!; gap > 0; j++, gap >>= 1) if (gap & 1) x = jumps[j * size + x]!;
    if (x === y) return x;
    for (let j = Math.floor(Math.log2(Math.max(1, depth[x]!))); j >= 0; j--) {
      const jx = jumps[j * size + x]!;
      const jy = jumps[j * size + y]!;
      if (jx !== jy) {
        x = jx;
        y = jy;
      }
    }
    return this.parent[x]!;
  }

  /** 2·Σ dual of each blossom and its ancestors (and the lifting tables), computed once. */
  private dualSums(): Float64Array {
    if (this.sums) return this.sums;
    const { n, L, parent } = this;
    const size = 2 * n;
    const depth = new Int32Array(size).fill(-1);
    const sums = new Float64Array(size * L);
    const order: number[] = [];
    for (let b = n; b < size; b++) {
      if (this.base[b] === -1 || depth[b] !== -1) continue;
      // Walk up to the first blossom already placed, then place the chain top down.
      const chain: number[] = [];
      for (let x = b; x !== -1 && depth[x] === -1; x = parent[x]!) chain.push(x);
      for (let i = chain.length - 1; i >= 0; i--) {
        const x = chain[i]!;
        const up = parent[x]!;
        depth[x] = up === -1 ? 0 : depth[up]! + 1;
        if (up !== -1) copyLimbs(sums, x * L, sums, up * L, L);
        addLimbs(sums, x * L, this.dual, x * L, L, 1);
        addLimbs(sums, x * L, this.dual, x * L, L, 1);
        order.push(x);
      }
    }
    let levels = 1;
    while (1 << levels < size) levels++;
    const jumps = new Int32Array(levels * size);
    for (const x of order) {
      // Parents come before children in `order`, so their jumps are ready.
      jumps[x] = parent[x] === -1 ? x : parent[x]!;
      for (let j = 1; j < levels; j++) jumps[j * size + x] = jumps[(j - 1) * size + jumps[(j - 1) * size + x]!]!;
    }
    this.depth = depth;
    this.jumps = jumps;
    this.sums = sums;
    return sums;
  }
}
