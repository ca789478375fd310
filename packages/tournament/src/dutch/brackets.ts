import { maxWeightMatching, type WeightedEdge } from '../matching/maxWeightMatching.js';
import { bitLength, compatible, criteriaLayout, criteriaWeight, type BracketContext, type EdgeKind } from './criteria.js';
import type { PairingState } from './state.js';

/** Pairs as indices into `state.players` (higher-ranked first), and the PAB assignee's index. */
export interface BracketPairing {
  readonly pairs: readonly (readonly [number, number])[];
  readonly bye: number | null;
}

/**
 * Pairs the round bracket by bracket, from the top scoregroup down (C.04.3 2026 §3): each bracket
 * (its moved-down players, MDPs, then its residents) is paired by a maximum-weight matching over
 * all players not yet paired, whose weights rank, in order, completion (C4, with C2 and C5 for the
 * PAB), the bracket's criteria C6–C21 with C8's look at the next scoregroup, and finally the
 * text's choice among equally good pairings: the MDPs paired are the highest-ranked possible and
 * each gets the highest-ranked resident possible; in the remainder, the fewest exchanges, the
 * smallest difference of the exchanged numbers, the lowest S1 players and highest S2 players
 * exchanged, then the first transposition (each S1 player the highest S2 player possible).
 * Returns null when no pairing satisfies the absolute criteria.
 */
export function pairBrackets(s: PairingState): BracketPairing | null {
  const P = s.players;
  const n = P.length;
  if (n === 0) return { pairs: [], bye: null };
  const layout = criteriaLayout(s);
  const odd = n % 2 === 1;
  const compat = new Uint8Array(n * n);
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) if (compatible(P[i]!, P[j]!)) compat[i * n + j] = compat[j * n + i] = 1;

  const groups: number[][] = [];
  for (let i = 0; i < n; i++) {
    const last = groups[groups.length - 1];
    if (last !== undefined && P[last[0]!]!.scoreTenths === P[i]!.scoreTenths) last.push(i);
    else groups.push([i]);
  }

  const first = byeScoreAndFlag(s, compat, groups);
  if (first === null) return null;
  const { byeScoreTenths } = first;
  let byeInBracket = first.byeInBracket;
  const initialContext: BracketContext = { layout, byeInBracket, byeScoreTenths };
  const candidate = (i: number): boolean => odd && P[i]!.byeAllowed && P[i]!.scoreTenths <= byeScoreTenths;
  // C4 completion with C2/C5: all players but one PAB candidate matched.
  const completion = (i: number, j: number): bigint => (odd ? BigInt(1 + (candidate(i) ? 0 : 1) + (candidate(j) ? 0 : 1)) : 1n);

  const finalized = new Uint8Array(n);
  const pairs: [number, number][] = [];
  let mdps: number[] = [];
  for (let g = 0; g < groups.length; g++) {
    const residents = groups[g]!;
    const nextGroup = groups[g + 1] ?? [];
    const role = new Int8Array(n); // 1 MDP, 2 resident, 3 next scoregroup, 0 below
    for (const i of mdps) role[i] = 1;
    for (const i of residents) role[i] = 2;
    for (const i of nextGroup) role[i] = 3;
    const ctx: BracketContext = { layout, byeInBracket, byeScoreTenths };
    const live: number[] = [];
    for (let i = 0; i < n; i++) if (finalized[i] === 0) live.push(i);
    // Base weights: completion, then the criteria of this bracket.
    const base = new Map<number, bigint>();
    for (let a = 0; a < live.length; a++) {
      const i = live[a]!;
      for (let b = a + 1; b < live.length; b++) {
        const j = live[b]!;
        if (compat[i * n + j] === 0 || (role[i] === 1 && role[j] === 1)) continue;
        const kind: EdgeKind =
          role[i]! >= 1 && role[i]! <= 2 && role[j]! >= 1 && role[j]! <= 2 ? 'current' : role[j] === 3 && role[i] !== 0 ? 'next' : 'none';
        const crit = criteriaWeight(P[i]!, P[j]!, kind, kind === 'none' ? initialContext : ctx);
        base.set(i * n + j, (completion(i, j) << BigInt(layout.criteriaBits)) | crit);
      }
    }
    const solve = (lowBits: number, low: (i: number, j: number) => bigint): Int32Array => {
      const edges: WeightedEdge[] = [];
      const index = new Map<number, number>();
      live.forEach((v, k) => index.set(v, k));
      for (const [key, w] of base) {
        const i = Math.floor(key / n);
        const j = key % n;
        edges.push({ u: index.get(i)!, v: index.get(j)!, weight: (w << BigInt(lowBits)) | low(i, j) });
      }
      const mateLocal = maxWeightMatching(live.length, edges);
      const mate = new Int32Array(n).fill(-1);
      mateLocal.forEach((m, k) => {
        if (m !== -1) mate[live[k]!] = live[m]!;
      });
      return mate;
    };
    const finalize = (i: number, j: number): void => {
      pairs.push([i, j]);
      finalized[i] = finalized[j] = 1;
      for (const key of [...base.keys()]) {
        const a = Math.floor(key / n);
        const b = key % n;
        if (a === i || a === j || b === i || b === j) base.delete(key);
      }
    };

    // Stage A: which MDPs are paired (the highest-ranked possible), and with whom (the
    // highest-ranked resident possible, MDP by MDP).
    const residentPos = new Map(residents.map((r, q) => [r, q] as const));
    const mdpPos = new Map(mdps.map((m, k) => [m, k] as const));
    const oppBits = bitLength(residents.length) + 1;
    const aBits = mdps.length + mdps.length * oppBits;
    const mateA = solve(aBits, (i, j) => {
      const k = mdpPos.get(i);
      const q = residentPos.get(j);
      if (k === undefined || q === undefined) return 0n;
      return (1n << BigInt(aBits - 1 - k)) + (BigInt(residents.length - q) << BigInt((mdps.length - 1 - k) * oppBits));
    });
    for (const m of mdps) {
      const r = mateA[m]!;
      if (r !== -1 && role[r] === 2) finalize(m, r);
    }

    // Stage B: the remainder (residents not paired with MDPs): S1 = its first `pairCount` players.
    const remainder = residents.filter((r) => finalized[r] === 0);
    const remPos = new Map(remainder.map((r, q) => [r, q] as const));
    let pairCount = 0;
    let lastMate = mateA;
    for (const r of remainder) {
      const m = mateA[r]!;
      if (m !== -1 && m < r && remPos.has(m)) pairCount++;
    }
    if (pairCount > 0) {
      const size = remainder.length;
      const s2Size = size - pairCount;
      const xBits = bitLength(pairCount) + 1;
      const yBits = bitLength(pairCount * size) + 1;
      const s1Bits = pairCount + bitLength(pairCount) + 2;
      const s2Bits = s2Size + 1;
      const tBits = bitLength(size) + 1;
      const transBits = size * tBits;
      const bBits = xBits + yBits + s1Bits + s2Bits + transBits;
      lastMate = solve(bBits, (i, j) => {
        const top = remPos.get(i);
        const bottom = remPos.get(j);
        if (top === undefined || bottom === undefined) return 0n;
        const inS1 = top < pairCount;
        let low = BigInt(inS1 ? 1 : 0);
        low = (low << BigInt(yBits)) | BigInt(size - top); // fewest exchanges, then smallest difference
        // The lowest S1 players are exchanged first: a top from S1 at position i costs 2^i.
        low = (low << BigInt(s1Bits)) | (inS1 ? (1n << BigInt(pairCount)) - (1n << BigInt(top)) : 0n);
        // The highest S2 players are exchanged first.
        low = (low << BigInt(s2Bits)) | (inS1 ? 0n : 1n << BigInt(s2Size - 1 - (top - pairCount)));
        // Transposition: each top gets the highest-ranked partner possible, in order.
        low = (low << BigInt(transBits)) | (BigInt(size - bottom) << BigInt((size - 1 - top) * tBits));
        return low;
      });
      for (const r of remainder) {
        const m = lastMate[r]!;
        if (m !== -1 && m > r && remPos.has(m)) finalize(r, m);
      }
    }

    const leftovers = [...mdps, ...residents].filter((i) => finalized[i] === 0).sort((a, b) => a - b);
    // C9 applies in the next bracket when it will downfloat only the PAB assignee.
    if (nextGroup.length > 0) {
      const nextScore = P[nextGroup[0]!]!.scoreTenths;
      byeInBracket =
        odd &&
        byeScoreTenths >= nextScore &&
        [...leftovers, ...nextGroup].every((v) => {
          const m = lastMate[v]!;
          return m === -1 || P[m]!.scoreTenths >= nextScore;
        });
    }
    mdps = leftovers;
  }
  if (mdps.length > 1) throw new Error(`pairBrackets: ${mdps.length} players left unpaired after the last bracket`);
  return { pairs, bye: mdps[0] ?? null };
}

/**
 * C4/C5 before any bracket: whether a pairing exists at all, the lowest score the PAB assignee can
 * have (C5), and whether C9 applies in the first bracket (the PAB goes to a top scoregroup player
 * and the others of that group can all be paired among themselves).
 */
function byeScoreAndFlag(
  s: PairingState,
  compat: Uint8Array,
  groups: readonly (readonly number[])[],
): { byeScoreTenths: number; byeInBracket: boolean } | null {
  const P = s.players;
  const n = P.length;
  const odd = n % 2 === 1;
  const groupOf = new Int32Array(n);
  groups.forEach((g, k) => g.forEach((i) => (groupOf[i] = groups.length - 1 - k)));
  const topScore = P[0]!.scoreTenths;
  const groupBits = bitLength(2 * groups.length) + 1;
  const topBits = bitLength(n) + 1;
  const edges: WeightedEdge[] = [];
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) {
      if (compat[i * n + j] === 0) continue;
      let w = odd ? BigInt(1 + (P[i]!.byeAllowed ? 0 : 1) + (P[j]!.byeAllowed ? 0 : 1)) : 1n;
      // C5: the matched players' scores as high as possible leave the PAB to the lowest.
      w = (w << BigInt(groupBits)) | BigInt(odd ? groupOf[i]! + groupOf[j]! : 0);
      w = (w << BigInt(topBits)) | BigInt(P[j]!.scoreTenths >= topScore ? 1 : 0);
      edges.push({ u: i, v: j, weight: w });
    }
  const mate = maxWeightMatching(n, edges);
  const single: number[] = [];
  for (let i = 0; i < n; i++) if (mate[i] === -1) single.push(i);
  if (single.length > (odd ? 1 : 0)) return null;
  if (!odd) return { byeScoreTenths: 0, byeInBracket: false };
  const bye = single[0]!;
  if (!P[bye]!.byeAllowed) return null;
  const byeScoreTenths = P[bye]!.scoreTenths;
  const byeInBracket = byeScoreTenths >= topScore && groups[0]!.every((i) => mate[i] === -1 || P[mate[i]!]!.scoreTenths >= topScore);
  return { byeScoreTenths, byeInBracket };
}
