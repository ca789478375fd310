import type { WeightedEdge } from '../matching/maxWeightMatching.js';
import type { Matcher } from './bracketSolve.js';

/** The players still to pair and who among them may take the PAB. */
export interface CompletionProblem {
  /** Players, ascending (ranked order). */
  readonly vertices: readonly number[];
  readonly compatible: (i: number, j: number) => boolean;
  /** Whether the player may be left as the PAB assignee (null: nobody, the count is even). */
  readonly byeCandidate: ((i: number) => boolean) | null;
  /** Players that may not be paired with each other (MDPs of the next bracket). */
  readonly apart?: ReadonlySet<number>;
  /** When set, each `apart` player must be paired with one of these, and these among themselves but for one. */
  readonly nextGroup?: ReadonlySet<number>;
}

/**
 * C4 by construction, cheaply: the lowest-ranked PAB candidate (not an MDP) is set aside; with
 * `nextGroup`, the MDPs and that scoregroup are paired among themselves first (all MDPs, all but at
 * most one of the others), then everyone left. Each pass pairs every player with the first allowed
 * player after it still free and fits a player left over in by one exchange with a pair already
 * made. True proves that a complete pairing exists with those conditions; false proves nothing —
 * the caller then uses an exact method.
 */
export function greedyCompletion(pb: CompletionProblem): boolean {
  const apart = pb.apart;
  const next = pb.nextGroup;
  const isApart = (v: number): boolean => apart?.has(v) ?? false;
  const allowed = (x: number, y: number): boolean => pb.compatible(x, y) && !(isApart(x) && isApart(y));
  let bye: number | null = null;
  if (pb.byeCandidate !== null) {
    for (let k = pb.vertices.length - 1; k >= 0 && bye === null; k--) {
      const v = pb.vertices[k]!;
      if (pb.byeCandidate(v) && !isApart(v)) bye = v;
    }
    if (bye === null) return false;
  }
  const rest = pb.vertices.filter((v) => v !== bye);
  if (next === undefined) return firstFit(rest, allowed).length === 0;
  const level = rest.filter((v) => isApart(v) || next.has(v));
  const levelSingles = firstFit(level, allowed);
  if (levelSingles.length > 1 || levelSingles.some(isApart)) return false;
  const lower = rest.filter((v) => !(isApart(v) || next.has(v)));
  return firstFit([...levelSingles, ...lower], allowed).length === 0;
}

/**
 * Pairs `order` by first fit, then repairs each player left single by one exchange (v single,
 * (x, y) paired, w single: (v, x) and (y, w)). Returns the players still single.
 */
function firstFit(order: readonly number[], allowed: (x: number, y: number) => boolean): number[] {
  const partner = new Map<number, number>();
  const singles: number[] = [];
  for (let a = 0; a < order.length; a++) {
    const v = order[a]!;
    if (partner.has(v)) continue;
    let found = -1;
    for (let b = a + 1; b < order.length && found === -1; b++) {
      const w = order[b]!;
      if (!partner.has(w) && allowed(v, w)) found = w;
    }
    if (found === -1) singles.push(v);
    else {
      partner.set(v, found);
      partner.set(found, v);
    }
  }
  const pairOf = (v: number, w: number): void => {
    partner.set(v, w);
    partner.set(w, v);
  };
  const left: number[] = [];
  while (singles.length > 0) {
    const v = singles.pop()!;
    const direct = singles.findIndex((w) => allowed(v, w));
    if (direct !== -1) {
      pairOf(v, singles.splice(direct, 1)[0]!);
      continue;
    }
    let repaired = false;
    for (const [x, y] of partner) {
      if (!allowed(v, x)) continue;
      const k = singles.findIndex((u) => allowed(y, u));
      if (k === -1) continue;
      const w = singles.splice(k, 1)[0]!;
      pairOf(v, x);
      pairOf(y, w);
      repaired = true;
      break;
    }
    if (!repaired) left.push(v);
  }
  return left;
}

/** C4 exactly: a maximum-cardinality matching leaving at most one PAB candidate single. */
export function exactCompletion(pb: CompletionProblem, matcher: Matcher): boolean {
  const vs = pb.vertices;
  const edges: WeightedEdge[] = [];
  const k = vs.length;
  for (let a = 0; a < k; a++)
    for (let b = a + 1; b < k; b++) {
      const i = vs[a]!;
      const j = vs[b]!;
      if ((pb.apart?.has(i) ?? false) && (pb.apart?.has(j) ?? false)) continue;
      if (pb.compatible(i, j)) edges.push({ u: a, v: b, weight: 2n });
    }
  // A dummy vertex joined to the PAB candidates: a perfect matching = a complete pairing.
  let count = k;
  if (pb.byeCandidate !== null) {
    for (let a = 0; a < k; a++) if (pb.byeCandidate(vs[a]!)) edges.push({ u: a, v: k, weight: 2n });
    count = k + 1;
  }
  if (count % 2 === 1) return false;
  const mate = matcher(count, edges);
  for (let v = 0; v < count; v++) if (mate[v] === -1) return false;
  return true;
}
