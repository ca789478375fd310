import { maxWeightMatching, type WeightedEdge } from '../matching/maxWeightMatching.js';
import { ROLE, solveBracket, type BracketOutcome, type Matcher } from './bracketSolve.js';
import { exactCompletion, greedyCompletion } from './completion.js';
import { bitLength, compatible, criteriaLayout, type BracketContext } from './criteria.js';
import type { PairingState } from './state.js';

/** Pairs as indices into `state.players` (higher-ranked first), and the PAB assignee's index. */
export interface BracketPairing {
  readonly pairs: readonly (readonly [number, number])[];
  readonly bye: number | null;
}

/**
 * Pairs the round bracket by bracket, from the top scoregroup down (C.04.3 2026 §3). Each bracket
 * (its moved-down players, MDPs, then its residents) is paired by maximum-weight matchings whose
 * weights rank completion (C4 with C2 and C5 for the PAB), the bracket's criteria C6–C21 with C8's
 * look at the next scoregroup, then the text's choice among equally good pairings (bracketSolve.ts).
 *
 * Speed without changing the result: a bracket is first paired on its own players only; that
 * pairing is kept when a complete pairing of everyone else is shown to exist in which every
 * downfloater meets the next scoregroup and that scoregroup is paired within itself but for at most
 * one player — then C4 and C8 hold at their best, so no pairing of the whole field is better. Else
 * the bracket is paired with the next scoregroup in the graph (C8 exact), kept when the players it
 * leaves single there and those below can be completed (the next scoregroup's pairs as found: the
 * same criteria values as the best pairing of the whole field); else over every player not yet
 * paired (C4 exact).
 * Returns null when no pairing satisfies the absolute criteria.
 */
export function pairBrackets(s: PairingState, matcher: Matcher = maxWeightMatching): BracketPairing | null {
  const P = s.players;
  const n = P.length;
  if (n === 0) return { pairs: [], bye: null };
  const layout = criteriaLayout(P, s.round);
  const odd = n % 2 === 1;
  const compat = new Uint8Array(n * n);
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) if (compatible(P[i]!, P[j]!)) compat[i * n + j] = compat[j * n + i] = 1;
  const isCompatible = (i: number, j: number): boolean => compat[i * n + j] === 1;

  const groups: number[][] = [];
  for (let i = 0; i < n; i++) {
    const last = groups[groups.length - 1];
    if (last !== undefined && P[last[0]!]!.scoreTenths === P[i]!.scoreTenths) last.push(i);
    else groups.push([i]);
  }

  const first = byeScoreFast(s, isCompatible, groups) ?? byeScoreExact(s, compat, groups, matcher);
  if (first === null) return null;
  const { byeScoreTenths } = first;
  let byeInBracket = first.byeInBracket;
  const belowCtx: BracketContext = { layout, byeInBracket, byeScoreTenths };
  const candidate = (i: number): boolean => odd && P[i]!.byeAllowed && P[i]!.scoreTenths <= byeScoreTenths;
  // C4 completion with C2/C5: all players but one PAB candidate matched.
  const completion = (i: number, j: number): bigint => (odd ? BigInt(1 + (candidate(i) ? 0 : 1) + (candidate(j) ? 0 : 1)) : 1n);

  const finalized = new Uint8Array(n);
  const pairs: (readonly [number, number])[] = [];
  let mdps: number[] = [];
  for (let g = 0; g < groups.length; g++) {
    const residents = groups[g]!;
    const nextGroup = groups[g + 1] ?? [];
    const role = new Int8Array(n);
    for (const i of mdps) role[i] = ROLE.mdp;
    for (const i of residents) role[i] = ROLE.resident;
    for (const i of nextGroup) role[i] = ROLE.next;
    const ctx: BracketContext = { layout, byeInBracket, byeScoreTenths };
    const bracket = [...mdps, ...residents];
    const below: number[] = [];
    for (let h = g + 1; h < groups.length; h++) below.push(...groups[h]!);
    const problem = { players: P, round: s.round, role, mdps, residents, compatible: isCompatible, ctx, belowCtx, matcher };
    const leftoversOf = (o: BracketOutcome): number[] => {
      const paired = new Set(o.pairs.flat());
      return bracket.filter((i) => !paired.has(i));
    };
    const rest = (leftovers: readonly number[]) => ({
      vertices: [...leftovers, ...below],
      compatible: isCompatible,
      byeCandidate: odd ? candidate : null,
      apart: new Set(leftovers),
    });
    const nextScore = nextGroup.length > 0 ? P[nextGroup[0]!]!.scoreTenths : null;
    let outcome: BracketOutcome | null = null;
    let nextByeInBracket = false;
    if (nextScore !== null && !byeInBracket) {
      const fast = solveBracket({ ...problem, vertices: bracket, completion: null, certify: true, pairsOnly: true });
      const leftovers = leftoversOf(fast);
      if (greedyCompletion({ ...rest(leftovers), nextGroup: new Set(nextGroup) })) {
        outcome = fast;
        // The PAB assignee then comes from the next bracket; C9 applies there when it is that
        // bracket's only downfloater: the others (MDPs and residents) are even in number.
        nextByeInBracket = odd && byeScoreTenths >= nextScore && (leftovers.length + nextGroup.length) % 2 === 1;
      }
    }
    if (outcome === null) {
      const restricted = solveBracket({
        ...problem,
        vertices: [...bracket, ...nextGroup],
        completion: null,
        certify: nextGroup.length === 0,
      });
      const leftovers = leftoversOf(restricted);
      // Its pairs in the next scoregroup kept, the others (and the players below) must complete.
      const lower = groups.slice(g + 2).flat();
      const open = [...leftovers, ...nextGroup].filter((v) => restricted.mate[v] === -1);
      const after = { ...rest(leftovers), vertices: [...open, ...lower] };
      if (greedyCompletion(after) || exactCompletion(after, matcher)) {
        outcome = restricted;
        if (nextScore !== null) {
          const singles = [...leftovers, ...nextGroup].filter((v) => restricted.mate[v] === -1).length;
          nextByeInBracket = odd && byeScoreTenths >= nextScore && singles <= 1;
        }
      }
    }
    if (outcome === null) {
      const live: number[] = [];
      for (let i = 0; i < n; i++) if (finalized[i] === 0) live.push(i);
      const global = solveBracket({ ...problem, vertices: live, completion });
      outcome = global;
      if (nextScore !== null) {
        const leftovers = leftoversOf(global);
        nextByeInBracket =
          odd &&
          byeScoreTenths >= nextScore &&
          [...leftovers, ...nextGroup].every((v) => {
            const m = global.mate[v]!;
            return m === -1 || P[m]!.scoreTenths >= nextScore;
          });
      }
    }
    for (const [i, j] of outcome.pairs) {
      pairs.push([i, j]);
      finalized[i] = finalized[j] = 1;
    }
    mdps = leftoversOf(outcome).sort((a, b) => a - b);
    byeInBracket = nextByeInBracket;
  }
  if (mdps.length > 1) throw new Error(`pairBrackets: ${mdps.length} players left unpaired after the last bracket`);
  return { pairs, bye: mdps[0] ?? null };
}

/** The PAB assignee's lowest possible score (C5) and whether C9 applies in the first bracket. */
interface ByeStart {
  readonly byeScoreTenths: number;
  readonly byeInBracket: boolean;
}

/**
 * C4/C5 cheaply: with the lowest-ranked player who may take the PAB as its assignee (the lowest
 * score any assignee can have), a complete pairing of the others built greedily proves both.
 * Returns undefined when that proves nothing (the exact method decides).
 */
function byeScoreFast(
  s: PairingState,
  isCompatible: (i: number, j: number) => boolean,
  groups: readonly (readonly number[])[],
): ByeStart | undefined {
  const P = s.players;
  const n = P.length;
  const all = P.map((_, i) => i);
  if (n % 2 === 0)
    return greedyCompletion({ vertices: all, compatible: isCompatible, byeCandidate: null })
      ? { byeScoreTenths: 0, byeInBracket: false }
      : undefined;
  let lowest = -1;
  for (let i = n - 1; i >= 0; i--)
    if (P[i]!.byeAllowed) {
      lowest = i;
      break;
    }
  if (lowest === -1) return undefined;
  if (!greedyCompletion({ vertices: all, compatible: isCompatible, byeCandidate: (i) => i === lowest })) return undefined;
  const byeScoreTenths = P[lowest]!.scoreTenths;
  if (byeScoreTenths < P[0]!.scoreTenths) return { byeScoreTenths, byeInBracket: false };
  // The PAB in the top scoregroup: C9 applies at once if that group is the whole field.
  return groups.length === 1 ? { byeScoreTenths, byeInBracket: true } : undefined;
}

/**
 * C4/C5 exactly, by one matching over the whole field: completion first, then the players matched
 * with the highest scores (leaving the PAB to the lowest, C5), then the most pairs inside the top
 * scoregroup (C9 applies in the first bracket when the PAB assignee is the only one of that group
 * left over). Null when no pairing satisfies the absolute criteria.
 */
function byeScoreExact(s: PairingState, compat: Uint8Array, groups: readonly (readonly number[])[], matcher: Matcher): ByeStart | null {
  const P = s.players;
  const n = P.length;
  const odd = n % 2 === 1;
  const groupOf = new Int32Array(n);
  groups.forEach((g, k) => g.forEach((i) => (groupOf[i] = groups.length - 1 - k)));
  const topScore = P[0]!.scoreTenths;
  const groupBits = BigInt(bitLength(2 * groups.length) + 1);
  const topBits = BigInt(bitLength(n) + 1);
  const edges: WeightedEdge[] = [];
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) {
      if (compat[i * n + j] === 0) continue;
      let w = odd ? BigInt(1 + (P[i]!.byeAllowed ? 0 : 1) + (P[j]!.byeAllowed ? 0 : 1)) : 1n;
      w = (w << groupBits) | BigInt(odd ? groupOf[i]! + groupOf[j]! : 0);
      w = (w << topBits) | BigInt(P[j]!.scoreTenths >= topScore ? 1 : 0);
      edges.push({ u: i, v: j, weight: w });
    }
  const mate = matcher(n, edges);
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
