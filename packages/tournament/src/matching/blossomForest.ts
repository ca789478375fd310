import { compareLimbs, copyLimbs, isZeroLimbs, LIMB_BASE, writeLimbs } from './limbs.js';

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

/** Labels of vertices and top-level blossoms during a stage. */
export const FREE = 0;
export const S = 1;
export const T = 2;

/**
 * The state of the blossom algorithm (blossomMatcher.ts) and its operations on the blossom
 * structure: labelling, shrinking an odd cycle into a blossom (with Galil's per-blossom least-slack
 * edges) and expanding one. Vertices are 0..n−1, non-trivial blossoms n..2n−1; an endpoint p is one
 * end of edge p >> 1. Duals are doubled integers in limb runs (limbs.ts). Mutable.
 */
export class BlossomForest {
  protected readonly n: number;
  protected readonly L: number;
  protected readonly ends: Int32Array;
  protected readonly adjStart: Int32Array;
  protected readonly adjEnds: Int32Array;
  protected readonly weights2: Float64Array;

  /** mate[v]: the far endpoint of v's matched edge, −1 when v is single. */
  readonly mate: Int32Array;
  protected readonly label: Int8Array;
  /** For a labelled top-level blossom (or vertex): the endpoint through which it got its label. */
  protected readonly labelEnd: Int32Array;
  protected readonly inBlossom: Int32Array;
  protected readonly parent: Int32Array;
  protected readonly childs: (number[] | null)[];
  /** childEnds[b][i]: the endpoint, inside childs[b][i], of the edge to childs[b][i+1] (cyclic). */
  protected readonly childEnds: (number[] | null)[];
  protected readonly base: Int32Array;
  protected readonly bestEdge: Int32Array;
  protected readonly bestEdgesOf: (number[] | null)[];
  protected readonly unusedBlossoms: number[] = [];
  protected readonly dual: Float64Array;
  protected readonly allowed: Uint8Array;
  protected queue: number[] = [];
  /** Counts of the algorithm's events, for tests that must show a path was taken. */
  readonly stats = { stages: 0, blossomsMade: 0, nestedBlossomsMade: 0, expandedInStage: 0, expandedAtStageEnd: 0, dualSteps: 0 };

  // Scratch registers (one number each) and addBlossom's per-blossom best slack.
  protected readonly slackA: Float64Array;
  protected readonly delta: Float64Array;
  protected readonly bestToEdge: Int32Array;
  protected readonly bestToSlack: Float64Array;
  protected readonly marks: Uint8Array;
  /** bestSlack[x·L…]: the slack of bestEdge[x], valid while bestStamp[x] = dualVersion. */
  protected readonly bestSlack: Float64Array;
  protected readonly bestStamp: Int32Array;
  protected dualVersion = 0;

  constructor(graph: MatcherGraph) {
    const n = graph.vertexCount;
    const L = graph.limbs;
    this.n = n;
    this.L = L;
    this.ends = graph.endVertex;
    this.adjStart = graph.adjacentStart;
    this.adjEnds = graph.adjacentEnds;
    this.weights2 = graph.doubledWeights;
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

  /** Makes edge k (whose slack is in slackA) the best edge of x if it has less slack. */
  protected offerBest(x: number, k: number): void {
    if (this.bestEdge[x] !== -1 && !this.slackBelow(k, this.bestSlack, this.bestSlackOf(x))) return;
    this.bestEdge[x] = k;
    this.slackInto(k, this.bestSlack, x * this.L);
    this.bestStamp[x] = this.dualVersion;
  }

  // The two tests below read limbs from the top and stop once the limbs left cannot change the
  // answer: below limb i, limb sums add less than 3·2^(48i) in all. Wide weights (the Dutch
  // engine's rank fields) usually differ high up, so most tests read a few limbs, not all.

  /** Whether edge k's slack is zero. */
  protected isTightEdge(k: number): boolean {
    const L = this.L;
    const uo = this.ends[2 * k]! * L;
    const vo = this.ends[2 * k + 1]! * L;
    const ko = k * L;
    const d = this.dual;
    const w = this.weights2;
    let acc = 0;
    for (let i = L - 1; i >= 0; i--) {
      acc = acc * LIMB_BASE + d[uo + i]! + d[vo + i]! - w[ko + i]!;
      if (acc >= 3 || acc <= -3) return false;
    }
    return acc === 0;
  }

  /** Whether edge k's slack is below the normalised number at other[offset…]. */
  protected slackBelow(k: number, other: Float64Array, offset: number): boolean {
    const L = this.L;
    const uo = this.ends[2 * k]! * L;
    const vo = this.ends[2 * k + 1]! * L;
    const ko = k * L;
    const d = this.dual;
    const w = this.weights2;
    let acc = 0;
    for (let i = L - 1; i >= 0; i--) {
      acc = acc * LIMB_BASE + d[uo + i]! + d[vo + i]! - w[ko + i]! - other[offset + i]!;
      if (acc >= 3) return false;
      if (acc <= -3) return true;
    }
    return acc < 0;
  }

  /** The offset in bestSlack of bestEdge[x]'s slack (≠ −1), recomputed only after a dual step. */
  protected bestSlackOf(x: number): number {
    const offset = x * this.L;
    if (this.bestStamp[x] !== this.dualVersion) {
      this.slackInto(this.bestEdge[x]!, this.bestSlack, offset);
      this.bestStamp[x] = this.dualVersion;
    }
    return offset;
  }

  /** out = dual(u) + dual(v) − 2·weight(k): the edge's slack (≥ 0 between top-level blossoms). */
  protected slackInto(k: number, out: Float64Array, outOffset: number): void {
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

  protected isZeroDual(b: number): boolean {
    return isZeroLimbs(this.dual, b * this.L, this.L);
  }

  protected pushLeaves(b: number, target: number[]): void {
    if (b < this.n) target.push(b);
    else for (const c of this.childs[b]!) this.pushLeaves(c, target);
  }

  /** Labels w's top-level blossom t (S or T) reached through endpoint p (−1 for a root). */
  protected assignLabel(w: number, t: number, p: number): void {
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
  protected findCommonBase(v: number, w: number): number {
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
  protected addBlossom(baseVertex: number, k: number): void {
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
    if (path.some((child) => child >= this.n)) this.stats.nestedBlossomsMade++;
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
  protected collectBestEdges(b: number, path: readonly number[]): void {
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
  protected expandBlossom(b: number, endStage: boolean): void {
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
  protected relabelExpanded(b: number, children: readonly number[]): void {
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
}
