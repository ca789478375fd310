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
 * C4 by construction, cheaply: pairs every player with the first compatible player after it still
 * free (scanning upward from the bottom of the list for the PAB assignee first). True proves that a
 * complete pairing exists (with the `nextGroup` conditions); false proves nothing — the caller then
 * uses an exact method.
 */
export function greedyCompletion(pb: CompletionProblem): boolean {
  const vs = pb.vertices;
  const order = [...vs];
  let bye: number | null = null;
  if (pb.byeCandidate !== null) {
    // The PAB assignee: the lowest-ranked candidate not needed elsewhere.
    for (let k = order.length - 1; k >= 0; k--)
      if (pb.byeCandidate(order[k]!) && !(pb.apart?.has(order[k]!) ?? false)) {
        bye = order[k]!;
        break;
      }
    if (bye === null) return false;
  }
  const free = new Set(order.filter((v) => v !== bye));
  let nextSingles = 0;
  for (const v of order) {
    if (!free.has(v)) continue;
    free.delete(v);
    let partner: number | null = null;
    const vApart = pb.apart?.has(v) ?? false;
    for (const w of order) {
      if (w <= v || !free.has(w) || !pb.compatible(v, w)) continue;
      if (vApart && (pb.apart?.has(w) ?? false)) continue;
      if (vApart && pb.nextGroup !== undefined && !pb.nextGroup.has(w)) return false;
      partner = w;
      break;
    }
    if (partner === null) return false;
    free.delete(partner);
    if (pb.nextGroup !== undefined) {
      const vLevel = vApart || pb.nextGroup.has(v);
      const wLevel = pb.nextGroup.has(partner);
      if (vLevel && !wLevel) nextSingles++;
      if (vApart && !wLevel) return false;
    }
  }
  if (pb.nextGroup !== undefined && bye !== null && (pb.apart?.has(bye) === true || pb.nextGroup.has(bye))) nextSingles++;
  return nextSingles <= 1;
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
