import { addLimbs, compareLimbs, copyLimbs, halveLimbs, isZeroLimbs, LIMB_BASE, LIMB_INVERSE, writeLimbs } from './limbs.js';

/**
 * The graph the matcher works on, already validated: edge k joins `endVertex[2k]` and
 * `endVertex[2k+1]`; an "endpoint" p is one end of edge p >> 1, and p ^ 1 is its other end.
 * `adjacentEnds` lists, for each vertex v from `adjacentStart[v]`, the far endpoints of v's edges.
 */
export interface MatcherGraph {
  readonly vertexCount: number;
  readonly endVertex: Int32Array;
  readonly adjacentStart: Int32Array;
  readonly adjacentEnds: Int32Array;
  /** Twice each edge's weight, `limbs` limbs per edge (see limbs.ts). */
  readonly doubledWeights: Float64Array;
  readonly limbs: number;
  /** The largest weight (not doubled): every vertex dual starts there. */
  readonly maxWeight: bigint;
}

const FREE = 0;
const S = 1;
const T = 2;

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
export class BlossomMatcher {
  private readonly n: number;
  private readonly L: number;
  private readonly ends: Int32Array;
  private readonly adjStart: Int32Array;
  private readonly adjEnds: Int32Array;
  private readonly weights2: Float64Array;
  private readonly maxCardinality: boolean;

  /** mate[v]: the far endpoint of v's matched edge, −1 when v is single. */
  readonly mate: Int32Array;
  private readonly label: Int8Array;
  /** For a labelled top-level blossom (or vertex): the endpoint through which it got its label. */
  private readonly labelEnd: Int32Array;
  private readonly inBlossom: Int32Array;
  private readonly parent: Int32Array;
  private readonly childs: (number[] | null)[];
  /** childEnds[b][i]: the endpoint, inside childs[b][i], of the edge to childs[b][i+1] (cyclic). */
  private readonly childEnds: (number[] | null)[];
  private readonly base: Int32Array;
  private readonly bestEdge: Int32Array;
  private readonly bestEdgesOf: (number[] | null)[];
  private readonly unusedBlossoms: number[] = [];
  private readonly dual: Float64Array;
  private readonly allowed: Uint8Array;
  private queue: number[] = [];
  /** Counts of the algorithm's events, for tests that must show a path was taken. */
  readonly stats = { stages: 0, blossomsMade: 0, expandedInStage: 0, expandedAtStageEnd: 0, dualSteps: 0 };

  // Scratch registers (one number each) and addBlossom's per-blossom best slack.
  private readonly slackA: Float64Array;
  private readonly delta: Float64Array;
  private readonly bestToEdge: Int32Array;
  private readonly bestToSlack: Float64Array;
  private readonly marks: Uint8Array;
  /** bestSlack[x·L…]: the slack of bestEdge[x], valid while bestStamp[x] = dualVersion. */
  private readonly bestSlack: Float64Array;
  private readonly bestStamp: Int32Array;
  private dualVersion = 0;

  constructor(graph: MatcherGraph, maxCardinality: boolean) {
    const n = graph.vertexCount;
    const L = graph.limbs;
    this.n = n;
    this.L = L;
    this.ends = graph.endVertex;
    this.adjStart = graph.adjacentStart;
    this.adjEnds = graph.adjacentEnds;
    this.weights2 = graph.doubledWeights;
    this.maxCardinality = maxCardinality;
    this.mate = new Int32Array(n).fill(-1);
    this.label = new Int8Array(2 * n);
    this.labelEnd = new Int32Array(2 * n).fill(-1);
    this.inBlossom = new Int32Array(n);
    for (let v = 0; v < n; v++) this.inBlossom[v] = v;
    this.parent = new Int32Array(2 * n).fill(-1);
    this.childs = new Array<number[] | null>(2 * n).fill(null);
    this.childEnds = new Array<number[] | null>(2 * n).fill(null);
    this.base = new Int32Array(2 * n).fill(-1);
    for (let v = 0; v < n; v++) this.base[v] = v;
    for (let b = 2 * n - 1; b >= n; b--) this.unusedBlossoms.push(b);
    this.bestEdge = new Int32Array(2 * n).fill(-1);
    this.bestEdgesOf = new Array<number[] | null>(2 * n).fill(null);
    this.dual = new Float64Array(2 * n * L);
    for (let v = 0; v < n; v++) writeLimbs(this.dual, v * L, L, graph.maxWeight);
    this.allowed = new Uint8Array(this.ends.length >> 1);
    this.slackA = new Float64Array(L);
    this.delta = new Float64Array(L);
    this.bestToEdge = new Int32Array(2 * n).fill(-1);
    this.bestToSlack = new Float64Array(2 * n * L);
    this.marks = new Uint8Array(2 * n);
    this.bestSlack = new Float64Array(2 * n * L);
    this.bestStamp = new Int32Array(2 * n).fill(-1);
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
    const { ends, adjStart, adjEnds, inBlossom, label, allowed, slackA, L } = this;
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
        if (allowed[k] === 0) {
          // slackA keeps this edge's slack for the best-edge branches below.
          this.slackInto(k, slackA, 0);
          if (isZeroLimbs(slackA, 0, L)) allowed[k] = 1;
        }
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

  /** Makes edge k (whose slack is in slackA) the best edge of x if it has less slack. */
  private offerBest(x: number, k: number): void {
    const { L, bestSlack } = this;
    if (this.bestEdge[x] !== -1 && compareLimbs(this.slackA, 0, bestSlack, this.bestSlackOf(x), L) >= 0) return;
    this.bestEdge[x] = k;
    copyLimbs(bestSlack, x * L, this.slackA, 0, L);
    this.bestStamp[x] = this.dualVersion;
  }

  /** The offset in bestSlack of bestEdge[x]'s slack (≠ −1), recomputed only after a dual step. */
  private bestSlackOf(x: number): number {
    const offset = x * this.L;
    if (this.bestStamp[x] !== this.dualVersion) {
      this.slackInto(this.bestEdge[x]!, this.bestSlack, offset);
      this.bestStamp[x] = this.dualVersion;
    }
    return offset;
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

  private depth: Int32Array | null = null;
  /** jumps[j·2n + b]: b's ancestor 2^j levels up (a top-level blossom is its own). */
  private jumps: Int32Array | null = null;
  private sums: Float64Array | null = null;

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

  /** out = dual(u) + dual(v) − 2·weight(k): the edge's slack (≥ 0 between top-level blossoms). */
  private slackInto(k: number, out: Float64Array, outOffset: number): void {
    const L = this.L;
    const uo = this.ends[2 * k]! * L;
    const vo = this.ends[2 * k + 1]! * L;
    const ko = k * L;
    const d = this.dual;
    const w = this.weights2;
    if (L === 1) {
      out[outOffset] = d[uo]! + d[vo]! - w[ko]!;
      return;
    }
    let carry = 0;
    for (let i = 0; i < L - 1; i++) {
      const x = d[uo + i]! + d[vo + i]! - w[ko + i]! + carry;
      carry = Math.floor(x * 3.552713678800501e-15); // 2^-48
      out[outOffset + i] = x - carry * 281474976710656; // 2^48
    }
    out[outOffset + L - 1] = d[uo + L - 1]! + d[vo + L - 1]! - w[ko + L - 1]! + carry;
  }

  private isZeroDual(b: number): boolean {
    return isZeroLimbs(this.dual, b * this.L, this.L);
  }

  private pushLeaves(b: number, target: number[]): void {
    if (b < this.n) target.push(b);
    else for (const c of this.childs[b]!) this.pushLeaves(c, target);
  }

  /** Labels w's top-level blossom t (S or T) reached through endpoint p (−1 for a root). */
  private assignLabel(w: number, t: number, p: number): void {
    const b = this.inBlossom[w]!;
    this.label[w] = t;
    this.label[b] = t;
    this.labelEnd[w] = p;
    this.labelEnd[b] = p;
    this.bestEdge[w] = -1;
    this.bestEdge[b] = -1;
    if (t === S) {
      this.pushLeaves(b, this.queue);
    } else {
      // A T-blossom's base is matched; its mate's blossom becomes S.
      const m = this.mate[this.base[b]!]!;
      this.assignLabel(this.ends[m]!, S, m ^ 1);
    }
  }

  /**
   * Walks up the alternating trees of S-vertices v and w (joined by a tight edge): returns the
   * base vertex of their first common S-blossom, or −1 when the trees differ (an augmenting path).
   */
  private findCommonBase(v: number, w: number): number {
    const path: number[] = [];
    let result = -1;
    let a = v;
    let other = w;
    while (a !== -1) {
      const b = this.inBlossom[a]!;
      if (this.marks[b] !== 0) {
        result = this.base[b]!;
        break;
      }
      this.marks[b] = 1;
      path.push(b);
      if (this.labelEnd[b] === -1) a = -1;
      else {
        const t = this.inBlossom[this.ends[this.labelEnd[b]!]!]!;
        a = this.ends[this.labelEnd[t]!]!;
      }
      if (other !== -1) [a, other] = [other, a];
    }
    for (const b of path) this.marks[b] = 0;
    return result;
  }

  /** Shrinks the odd cycle closed by tight edge k (between S-blossoms) into a new S-blossom. */
  private addBlossom(baseVertex: number, k: number): void {
    const { inBlossom, labelEnd, ends, parent } = this;
    let v = ends[2 * k]!;
    let w = ends[2 * k + 1]!;
    const bb = inBlossom[baseVertex]!;
    let bv = inBlossom[v]!;
    let bw = inBlossom[w]!;
    const b = this.unusedBlossoms.pop()!;
    this.stats.blossomsMade++;
    this.base[b] = baseVertex;
    parent[b] = -1;
    parent[bb] = b;
    // Children in cycle order from the base: back along v's tree path (reversed), then w's path.
    const vSide: number[] = [];
    const vEnds: number[] = [];
    while (bv !== bb) {
      parent[bv] = b;
      vSide.push(bv);
      vEnds.push(labelEnd[bv]!);
      v = ends[labelEnd[bv]!]!;
      bv = inBlossom[v]!;
    }
    const path = [bb];
    const cycleEnds: number[] = [];
    for (let i = vSide.length - 1; i >= 0; i--) {
      path.push(vSide[i]!);
      cycleEnds.push(vEnds[i]!);
    }
    cycleEnds.push(2 * k);
    while (bw !== bb) {
      parent[bw] = b;
      path.push(bw);
      cycleEnds.push(labelEnd[bw]! ^ 1);
      w = ends[labelEnd[bw]!]!;
      bw = inBlossom[w]!;
    }
    this.childs[b] = path;
    this.childEnds[b] = cycleEnds;
    this.label[b] = S;
    labelEnd[b] = labelEnd[bb]!;
    this.dual.fill(0, b * this.L, (b + 1) * this.L);
    const leaves: number[] = [];
    this.pushLeaves(b, leaves);
    for (const leaf of leaves) {
      // Former T-vertices are now S and must be scanned.
      if (this.label[inBlossom[leaf]!] === T) this.queue.push(leaf);
      inBlossom[leaf] = b;
    }
    this.collectBestEdges(b, path);
  }

  /** Galil §4: the least-slack edge from new S-blossom b to every other S-blossom, and the best. */
  private collectBestEdges(b: number, path: readonly number[]): void {
    const { L, bestToEdge, bestToSlack, slackA, inBlossom, ends } = this;
    const touched: number[] = [];
    const consider = (k: number): void => {
      let far = ends[2 * k]!;
      if (inBlossom[far] === b) far = ends[2 * k + 1]!;
      const bj = inBlossom[far]!;
      if (bj === b || this.label[bj] !== S) return;
      this.slackInto(k, slackA, 0);
      if (bestToEdge[bj] === -1) touched.push(bj);
      else if (compareLimbs(slackA, 0, bestToSlack, bj * L, L) >= 0) return;
      bestToEdge[bj] = k;
      copyLimbs(bestToSlack, bj * L, slackA, 0, L);
    };
    for (const child of path) {
      const list = this.bestEdgesOf[child];
      if (list) for (const k of list) consider(k);
      else {
        const leaves: number[] = [];
        this.pushLeaves(child, leaves);
        for (const leaf of leaves) {
          for (let i = this.adjStart[leaf]!, end = this.adjStart[leaf + 1]!; i < end; i++) consider(this.adjEnds[i]! >> 1);
        }
      }
      this.bestEdgesOf[child] = null;
      this.bestEdge[child] = -1;
    }
    const list: number[] = [];
    let best = -1;
    let bestOwner = -1;
    for (const bj of touched) {
      const k = bestToEdge[bj]!;
      list.push(k);
      if (best === -1 || compareLimbs(bestToSlack, bj * L, bestToSlack, bestOwner * L, L) < 0) {
        best = k;
        bestOwner = bj;
      }
      bestToEdge[bj] = -1;
    }
    this.bestEdgesOf[b] = list;
    this.bestEdge[b] = best;
    if (best !== -1) {
      copyLimbs(this.bestSlack, b * L, bestToSlack, bestOwner * L, L);
      this.bestStamp[b] = this.dualVersion;
    }
  }

  /**
   * Undoes blossom b. Between stages (endStage) its zero-dual sub-blossoms go too; during a stage
   * b is a T-blossom of dual zero and its children are relabelled along the even side of the cycle.
   */
  private expandBlossom(b: number, endStage: boolean): void {
    const n = this.n;
    const children = this.childs[b]!;
    if (endStage) this.stats.expandedAtStageEnd++;
    else this.stats.expandedInStage++;
    for (const s of children) {
      this.parent[s] = -1;
      if (s < n) this.inBlossom[s] = s;
      else if (endStage && this.isZeroDual(s)) this.expandBlossom(s, endStage);
      else {
        const leaves: number[] = [];
        this.pushLeaves(s, leaves);
        for (const leaf of leaves) this.inBlossom[leaf] = s;
      }
    }
    if (!endStage && this.label[b] === T) this.relabelExpanded(b, children);
    this.label[b] = FREE;
    this.labelEnd[b] = -1;
    this.childs[b] = null;
    this.childEnds[b] = null;
    this.base[b] = -1;
    this.bestEdgesOf[b] = null;
    this.bestEdge[b] = -1;
    this.unusedBlossoms.push(b);
  }

  /** Relabels the children of expanded T-blossom b so the alternating tree stays valid. */
  private relabelExpanded(b: number, children: readonly number[]): void {
    const { label, ends } = this;
    const cycleEnds = this.childEnds[b]!;
    const r = children.length;
    const entryChild = this.inBlossom[ends[this.labelEnd[b]! ^ 1]!]!;
    const t = children.indexOf(entryChild);
    // Walk from the entry child to the base child along the side with an even number of edges.
    const step = t % 2 === 0 ? -1 : 1;
    // The endpoint inside child i of the cycle edge leading to child i + step.
    const endToward = (i: number): number => (step === 1 ? cycleEnds[i]! : cycleEnds[i - 1]! ^ 1);
    let i = t;
    let p = this.labelEnd[b]!;
    while (i !== 0 && i !== r) {
      // Child i becomes T through p; its mate (child i + step) becomes S through assignLabel.
      const matched = endToward(i);
      label[ends[p ^ 1]!] = FREE;
      label[ends[matched ^ 1]!] = FREE;
      this.assignLabel(ends[p ^ 1]!, T, p);
      this.allowed[matched >> 1] = 1;
      i += step;
      p = endToward(i);
      this.allowed[p >> 1] = 1;
      i += step;
    }
    // The base child keeps its mate (already S) and becomes T.
    const baseChild = children[0]!;
    const entered = ends[p ^ 1]!;
    label[entered] = T;
    label[baseChild] = T;
    this.labelEnd[entered] = p;
    this.labelEnd[baseChild] = p;
    this.bestEdge[baseChild] = -1;
    // Children on the odd side become free, unless a tight edge from an S-vertex reaches them.
    for (let j = step === 1 ? 1 : r - 1; j !== t; j += step) {
      const child = children[j]!;
      if (label[child] === S) continue;
      const leaves: number[] = [];
      this.pushLeaves(child, leaves);
      const reached = leaves.find((leaf) => label[leaf] !== FREE);
      if (reached !== undefined) {
        label[reached] = FREE;
        label[ends[this.mate[this.base[child]!]!]!] = FREE;
        this.assignLabel(reached, T, this.labelEnd[reached]!);
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
}
