import type { WeightedEdge } from '../matching/maxWeightMatching.js';
import { bitLength, criteriaLayout, criteriaWeight, type BracketContext, type EdgeKind } from './criteria.js';
import type { PairingPlayer } from './state.js';

/** A maximum-weight matching routine: mate[v] or −1 (the contract of maxWeightMatching). */
export type Matcher = (vertexCount: number, edges: readonly WeightedEdge[]) => Int32Array;

/** Role of a player in the bracket being paired. */
export const ROLE = { below: 0, mdp: 1, resident: 2, next: 3 } as const;

/** What one bracket's matchings decided. */
export interface BracketOutcome {
  /** Pairs made in this bracket (player indices, higher-ranked first). */
  readonly pairs: readonly (readonly [number, number])[];
  /** The last matching over the graph (player index → partner or −1), for the look-ahead. */
  readonly mate: Int32Array;
}

/** The bracket's inputs. */
export interface BracketProblem {
  readonly players: readonly PairingPlayer[];
  /** The round being paired. */
  readonly round: number;
  /** Players in the graph, ascending (ranked order). */
  readonly vertices: readonly number[];
  readonly role: Int8Array;
  readonly mdps: readonly number[];
  readonly residents: readonly number[];
  readonly compatible: (i: number, j: number) => boolean;
  readonly ctx: BracketContext;
  /** Context for edges with no role in this bracket (the weights they had before any bracket). */
  readonly belowCtx: BracketContext;
  /** Completion field (C4 with C2/C5) of an edge, or null to leave it out (a graph without the players below). */
  readonly completion: ((i: number, j: number) => bigint) | null;
  readonly matcher: Matcher;
  /**
   * May take the no-exchange shortcut (the graph is the bracket alone): an even remainder paired
   * S1 against S2 that meets the colour bounds needs no exchange matching.
   */
  readonly certify?: boolean;
  /**
   * Only the pairs made matter to the caller (not the rest of the last matching): the first
   * transposition may then be found a few tops at a time (same pairs, narrower weights).
   */
  readonly pairsOnly?: boolean;
}

/**
 * Pairs one bracket (C.04.3 2026 §3) over the given graph, by maximum-weight matchings whose
 * weights carry the criteria fields and, below them, the text's choice among equal pairings.
 * Stage A: the MDPs paired are the highest-ranked possible, each with the highest-ranked resident
 * possible (MDP by MDP). Stage B, in the remainder (residents not paired with MDPs; S1 = its first
 * players, as many as the pairs it makes): B1 fixes who is the higher player of each pair — the
 * fewest exchanges, the smallest difference between the numbers exchanged, the lowest S1 and
 * highest S2 players exchanged first; B2 then takes the first transposition (each of those players,
 * in order, gets the highest-ranked partner possible). These choices only break ties between
 * pairings equal by the criteria: they sit below the criteria fields.
 */
export function solveBracket(pb: BracketProblem): BracketOutcome {
  const { players: P, role, mdps, residents } = pb;
  const n = P.length;
  const base = new Map<number, bigint>();
  // Fields sized for this graph's players only (the order of the criteria is what matters).
  const layout = criteriaLayout(
    pb.vertices.map((v) => P[v]!),
    pb.round,
  );
  const ctx: BracketContext = { ...pb.ctx, layout };
  const belowCtx: BracketContext = { ...pb.belowCtx, layout };
  const critBits = BigInt(layout.criteriaBits);
  for (let a = 0; a < pb.vertices.length; a++) {
    const i = pb.vertices[a]!;
    for (let b = a + 1; b < pb.vertices.length; b++) {
      const j = pb.vertices[b]!;
      if (!pb.compatible(i, j) || (role[i] === ROLE.mdp && role[j] === ROLE.mdp)) continue;
      const ri = role[i]!;
      const rj = role[j]!;
      const kind: EdgeKind =
        (ri === ROLE.mdp || ri === ROLE.resident) && (rj === ROLE.mdp || rj === ROLE.resident)
          ? 'current'
          : rj === ROLE.next && ri !== ROLE.below
            ? 'next'
            : 'none';
      const crit = criteriaWeight(P[i]!, P[j]!, kind, kind === 'none' ? belowCtx : ctx);
      base.set(i * n + j, pb.completion === null ? crit : (pb.completion(i, j) << critBits) | crit);
    }
  }
  const index = new Map<number, number>();
  pb.vertices.forEach((v, k) => index.set(v, k));
  const solve = (
    lowBits: number,
    low: (i: number, j: number) => bigint,
    keep: (i: number, j: number) => boolean = () => true,
  ): Int32Array => {
    const edges: WeightedEdge[] = [];
    const shift = BigInt(lowBits);
    for (const [key, w] of base) {
      const i = Math.floor(key / n);
      const j = key % n;
      if (!keep(i, j)) continue;
      edges.push({ u: index.get(i)!, v: index.get(j)!, weight: (w << shift) | low(i, j) });
    }
    const local = pb.matcher(pb.vertices.length, edges);
    const mate = new Int32Array(n).fill(-1);
    local.forEach((m, k) => {
      if (m !== -1) mate[pb.vertices[k]!] = pb.vertices[m]!;
    });
    return mate;
  };
  const pairs: [number, number][] = [];
  const done = new Set<number>();
  // A pair made (the edges of its players are dropped from the graph by the caller when needed).
  const finalize = (i: number, j: number): void => {
    pairs.push([i, j]);
    done.add(i);
    done.add(j);
  };

  // Stage A (skipped when there are no MDPs and the residents can all be paired among themselves:
  // then C6 alone says how many pairs the remainder makes).
  const residentPos = new Map(residents.map((r, q) => [r, q] as const));
  const mdpPos = new Map(mdps.map((m, k) => [m, k] as const));
  const oppBits = bitLength(residents.length) + 1;
  const aBits = mdps.length + mdps.length * oppBits;
  const skipA = mdps.length === 0 && pb.completion === null && residents.length >= 2 && pairsAllWithin(residents, pb.compatible);
  let mate = skipA
    ? new Int32Array(0)
    : solve(aBits, (i, j) => {
        const k = mdpPos.get(i);
        const q = residentPos.get(j);
        if (k === undefined || q === undefined) return 0n;
        return (1n << BigInt(aBits - 1 - k)) + (BigInt(residents.length - q) << BigInt((mdps.length - 1 - k) * oppBits));
      });
  for (const m of mdps) {
    const r = mate[m]!;
    if (r !== -1 && role[r] === ROLE.resident) finalize(m, r);
  }
  for (const key of [...base.keys()]) if (done.has(Math.floor(key / n)) || done.has(key % n)) base.delete(key);

  // Stage B.
  const remainder = residents.filter((r) => !done.has(r));
  const remPos = new Map(remainder.map((r, q) => [r, q] as const));
  let pairCount = skipA ? Math.floor(remainder.length / 2) : 0;
  if (!skipA)
    for (const r of remainder) {
      const m = mate[r]!;
      if (m !== -1 && m < r && remPos.has(m)) pairCount++;
    }
  if (pairCount === 0) return { pairs, mate };
  const size = remainder.length;
  const s2Size = size - pairCount;
  const xBits = bitLength(pairCount) + 1;
  const yBits = bitLength(pairCount * size) + 1;
  const s1Bits = pairCount + bitLength(pairCount) + 2;
  const s2Bits = s2Size + 1;
  // B1: which players are the higher of their pair ("tops"): the fewest exchanges, the smallest
  // difference of the numbers exchanged, then the lowest S1 and highest S2 players exchanged.
  const exchangeLow =
    (withChoice: boolean) =>
    (i: number, j: number): bigint => {
      const top = remPos.get(i);
      if (top === undefined || !remPos.has(j)) return 0n;
      const inS1 = top < pairCount;
      let low = BigInt(inS1 ? 1 : 0);
      low = (low << BigInt(yBits)) | BigInt(size - top);
      if (!withChoice) return low;
      // A top from S1 at position i costs 2^i (the lowest are exchanged first) …
      low = (low << BigInt(s1Bits)) | (inS1 ? (1n << BigInt(pairCount)) - (1n << BigInt(top)) : 0n);
      // … and the highest S2 players are exchanged first.
      return (low << BigInt(s2Bits)) | (inS1 ? 0n : 1n << BigInt(s2Size - 1 - (top - pairCount)));
    };
  const topsOf = (m: Int32Array): Set<number> => new Set(remainder.filter((r) => m[r]! > r && remPos.has(m[r]!)));
  // B2, the tops fixed (a remainder pair is a top and a later non-top): the first transposition,
  // each top the highest-ranked partner possible, in order.
  const tBits = bitLength(size) + 1;
  const transpose = (tops: ReadonlySet<number>): Int32Array => {
    const topOrder = new Map([...tops].sort((a, b) => a - b).map((r, k) => [r, k] as const));
    return solve(
      tops.size * tBits,
      (i, j) => {
        const k = topOrder.get(i);
        const bottom = remPos.get(j);
        if (k === undefined || bottom === undefined) return 0n;
        return BigInt(size - bottom) << BigInt((tops.size - 1 - k) * tBits);
      },
      (i, j) => !(remPos.has(i) && remPos.has(j)) || (tops.has(i) && !tops.has(j)),
    );
  };
  // B2 in chunks: the transposition field of all tops at once is ~size·log(size) bits wide and the
  // matching slows down with it. The tops are taken TRANSPOSE_CHUNK at a time instead: a matching
  // over the criteria, then those tops' partners (all other tops left out of the field), fixes the
  // partners they have in the first transposition; their pairs leave the graph and the next tops
  // follow. Exact: each pass keeps the criteria optimum (the fixed pairs are part of an optimal
  // pairing) and the order of the tops.
  const transposeInChunks = (tops: ReadonlySet<number>): Int32Array => {
    const order = [...tops].sort((a, b) => a - b);
    const fixed = new Int32Array(n).fill(-1);
    let mate: Int32Array = new Int32Array(n).fill(-1);
    for (let from = 0; from < order.length; from += TRANSPOSE_CHUNK) {
      const chunk = order.slice(from, from + TRANSPOSE_CHUNK);
      const chunkOrder = new Map(chunk.map((r, k) => [r, k] as const));
      mate = solve(
        chunk.length * tBits,
        (i, j) => {
          const k = chunkOrder.get(i);
          const bottom = remPos.get(j);
          if (k === undefined || bottom === undefined) return 0n;
          return BigInt(size - bottom) << BigInt((chunk.length - 1 - k) * tBits);
        },
        (i, j) => fixed[i] === -1 && fixed[j] === -1 && (!(remPos.has(i) && remPos.has(j)) || (tops.has(i) && !tops.has(j))),
      );
      for (const top of chunk) {
        const partner = mate[top]!;
        // A top with no remainder partner has none in the first transposition either: left free.
        if (partner === -1 || !remPos.has(partner)) continue;
        fixed[top] = partner;
        fixed[partner] = top;
      }
    }
    for (let v = 0; v < n; v++) if (fixed[v] !== -1) mate[v] = fixed[v]!;
    return mate;
  };
  // The chunks give the same pairs; the rest of the last matching is the same too when the graph
  // holds only the remainder's edges (the bracket alone, every MDP paired): there, a matching is
  // its tops' partners.
  const remainderOnly = pb.vertices.every((v) => role[v] === ROLE.resident || (role[v] === ROLE.mdp && done.has(v)));
  const firstTransposition = (tops: ReadonlySet<number>): Int32Array =>
    pb.pairsOnly === true || remainderOnly ? transposeInChunks(tops) : transpose(tops);
  const s1 = new Set(remainder.slice(0, pairCount));
  if (pb.certify === true && 2 * pairCount === size && !pb.ctx.byeInBracket) {
    // Shortcut: S1 as the tops (no exchange) is right when that pairing reaches the colour
    // criteria's bounds — everyone else being paired, nothing else can differ.
    // Each S1 player in turn takes the highest-ranked S2 player still free (among all, or among
    // those whose colour preferences fit): when that completes and meets the bounds it is the
    // first transposition of all such pairings, so no matching is needed.
    const greedyPairing = (fits: (a: PairingPlayer, b: PairingPlayer) => boolean): Int32Array => {
      const m = new Int32Array(n).fill(-1);
      for (const top of remainder.slice(0, pairCount))
        for (const bottom of remainder.slice(pairCount))
          if (m[bottom] === -1 && base.has(top * n + bottom) && fits(P[top]!, P[bottom]!)) {
            m[top] = bottom;
            m[bottom] = top;
            break;
          }
      return m;
    };
    const complete = (m: Int32Array): boolean => remainder.every((r) => m[r] !== -1 && remPos.has(m[r]!));
    const good = (m: Int32Array): boolean => complete(m) && colourBoundsMet(remainder, m, P);
    const anyColour = greedyPairing(() => true);
    const greedy = good(anyColour) ? anyColour : greedyPairing(coloursFit);
    mate = good(greedy) ? greedy : firstTransposition(s1);
    if (good(mate)) {
      for (const r of remainder) {
        const m = mate[r]!;
        if (m > r) finalize(r, m);
      }
      return { pairs, mate };
    }
  }
  mate = solve(xBits + yBits, exchangeLow(false));
  let tops = topsOf(mate);
  if ([...tops].some((r) => remPos.get(r)! >= pairCount)) {
    // Exchanges are needed: which ones is the next choice.
    mate = solve(xBits + yBits + s1Bits + s2Bits, exchangeLow(true));
    tops = topsOf(mate);
  }
  mate = firstTransposition(tops);
  for (const r of remainder) {
    const m = mate[r]!;
    if (m !== -1 && m > r && remPos.has(m)) finalize(r, m);
  }
  return { pairs, mate };
}

/** Tops per pass of the chunked first transposition (its field is this many partner positions wide). */
const TRANSPOSE_CHUNK = 16;

/** Whether a first-fit pairing pairs all of `players` but at most one (a proof that C6 can pair them all). */
function pairsAllWithin(players: readonly number[], compatible: (i: number, j: number) => boolean): boolean {
  const free = new Set(players);
  let singles = 0;
  for (const v of players) {
    if (!free.has(v)) continue;
    free.delete(v);
    let partner: number | null = null;
    for (const w of free)
      if (compatible(v, w)) {
        partner = w;
        break;
      }
    if (partner === null) singles++;
    else free.delete(partner);
  }
  return singles <= players.length % 2;
}

/**
 * Whether the remainder's pairs (everyone paired, no topscorers) reach the least possible C12/C13
 * failures: with w players wanting White among 2P, at least w − P pairs both want White (the same
 * for Black), and such pairs fail C13 unless one of the two is mild — so at least
 * (w − P) − (mild White players) of them fail it.
 */
function colourBoundsMet(remainder: readonly number[], mate: Int32Array, P: readonly PairingPlayer[]): boolean {
  const half = remainder.length / 2;
  let c12 = 0;
  let c13 = 0;
  const want = { w: 0, b: 0 };
  const mild = { w: 0, b: 0 };
  for (const r of remainder) {
    const p = P[r]!;
    if (p.topscorer) return false;
    const c = p.preference.colour;
    if (c === null) continue;
    want[c]++;
    if (p.preference.strength === 'mild') mild[c]++;
    const q = P[mate[r]!]!;
    if (mate[r]! < r || q.preference.colour !== c) continue;
    c12++;
    const firm = (x: PairingPlayer): boolean => x.preference.strength !== 'mild';
    if (firm(p) && firm(q) && !(p.preference.strength === 'absolute' && q.preference.strength === 'absolute')) c13++;
  }
  const c12Bound = Math.max(0, want.w - half) + Math.max(0, want.b - half);
  const c13Bound = Math.max(0, want.w - half - mild.w) + Math.max(0, want.b - half - mild.b);
  return c12 === c12Bound && c13 === c13Bound;
}

/** Both players can get their colour preference (C12), so no strong preference is refused (C13). */
function coloursFit(a: PairingPlayer, b: PairingPlayer): boolean {
  return a.preference.colour === null || b.preference.colour === null || a.preference.colour !== b.preference.colour;
}
