import type { PairingPlayer } from './state.js';

/**
 * The Dutch criteria as bit fields of one edge weight (C.04.3, 2026 text). A maximum-weight
 * matching over these weights is a pairing that is best by the criteria in their order: every field
 * is wide enough that no sum over a matching spills into the field above it, so comparing two
 * matchings' total weights compares their criteria lexicographically.
 */

/** Bit length of a non-negative integer (0 for 0). */
export const bitLength = (n: number): number => (n <= 0 ? 0 : Math.floor(Math.log2(n)) + 1);

/** Where an edge lies relative to the bracket being paired. */
export type EdgeKind = 'current' | 'next' | 'none';

/** Field widths and score offsets shared by every edge of one matching. */
export interface CriteriaLayout {
  /** Width of a field counting players or pairs. */
  readonly countBits: number;
  /** Offset of each score's sub-field inside a score field (scores in tenths). */
  readonly scoreShift: ReadonlyMap<number, number>;
  /** Width of a score field (one sub-field per score present). */
  readonly scoreBits: number;
  /** Width of the C9 field (unplayed games of the players matched). */
  readonly unplayedBits: number;
  /** Whether C10/C11 get fields (only topscorers can fail them: C3 keeps the others apart). */
  readonly topscorerFields: boolean;
  /** Total width of the fields below completion. */
  readonly criteriaBits: number;
}

/**
 * The layout for a matching over `players` when pairing round `round`: fields just wide enough for
 * these players (a field's sum over a matching never spills), score sub-fields for their scores.
 */
export function criteriaLayout(players: readonly PairingPlayer[], round: number): CriteriaLayout {
  const n = players.length;
  const counts = new Map<number, number>();
  for (const p of players) counts.set(p.scoreTenths, (counts.get(p.scoreTenths) ?? 0) + 1);
  const scoreShift = new Map<number, number>();
  let scoreBits = 0;
  for (const score of [...counts.keys()].sort((a, b) => a - b)) {
    scoreShift.set(score, scoreBits);
    scoreBits += bitLength(counts.get(score)!) + 1;
  }
  const countBits = bitLength(n) + 1;
  const unplayedBits = bitLength(n * round) + 1;
  const topscorerFields = players.some((p) => p.topscorer);
  // in-bracket pairs, scores; next-bracket pairs, scores; C9; C10–C13; C14–C17; C18–C21.
  const criteriaBits = 2 * (countBits + scoreBits) + unplayedBits + (topscorerFields ? 4 : 2) * countBits + 4 * countBits + 4 * scoreBits;
  return { countBits, scoreShift, scoreBits, unplayedBits, topscorerFields, criteriaBits };
}

/**
 * C1 and C3: the two may meet — not opponents before (nor a forbidden pair), and not two players
 * with the same absolute colour preference unless one is a topscorer (A.7, final round only).
 */
export function compatible(a: PairingPlayer, b: PairingPlayer): boolean {
  if (a.opponents.has(b.id)) return false;
  const bothAbsolute = a.preference.strength === 'absolute' && b.preference.strength === 'absolute';
  return !bothAbsolute || a.preference.colour !== b.preference.colour || a.topscorer || b.topscorer;
}

/** The context of one bracket's weights. */
export interface BracketContext {
  readonly layout: CriteriaLayout;
  /** C9 applies: the bracket downfloats exactly one player, the PAB assignee. */
  readonly byeInBracket: boolean;
  /** The PAB assignee's score (C5), in tenths. */
  readonly byeScoreTenths: number;
}

const isAbsolute = (p: PairingPlayer): boolean => p.preference.strength === 'absolute';
const isStrong = (p: PairingPlayer): boolean => p.preference.strength === 'strong';
const floatAgo = (p: PairingPlayer, roundsBack: number): PairingPlayer['floats'][number] => p.floats[p.floats.length - roundsBack] ?? null;

/**
 * The criteria fields C6–C21 (without completion) of pairing `higher` with `lower` (higher ranked
 * = earlier in the state's order), for an edge of the given kind. The most significant field first:
 * - current bracket: C6 pairs, C7 scores paired (the higher player's score);
 * - next bracket (C8: the downfloaters let the next bracket do its best): its pairs and scores;
 * - C9: unplayed games of the players matched who could take the PAB (the assignee's are minimised);
 * - C10–C13 colours, C14–C17 repeated floats, C18–C21 their scores (current bracket only).
 */
export function criteriaWeight(higher: PairingPlayer, lower: PairingPlayer, kind: EdgeKind, ctx: BracketContext): bigint {
  const { layout } = ctx;
  const { countBits, scoreBits } = layout;
  let w = 0n;
  const push = (value: bigint | number | boolean, width: number): void => {
    w = (w << BigInt(width)) | BigInt(value);
  };
  const scoreBit = (p: PairingPlayer, on: boolean | number): bigint =>
    on === false || on === 0 ? 0n : 1n << BigInt(layout.scoreShift.get(p.scoreTenths)!);
  const current = kind === 'current';
  const next = kind === 'next';
  push(current, countBits); // C6
  push(scoreBit(higher, current), scoreBits); // C7
  push(next, countBits); // C8: pairs in the next bracket
  push(scoreBit(higher, next), scoreBits); // C8: scores paired there
  let unplayed = 0;
  if (ctx.byeInBracket) {
    // C9: rewarding the matched players' unplayed games leaves the PAB to the fewest.
    if (higher.scoreTenths === ctx.byeScoreTenths) unplayed += higher.unplayedGames;
    if (lower.scoreTenths === ctx.byeScoreTenths) unplayed += lower.unplayedGames;
  }
  push(unplayed, layout.unplayedBits);
  const samePreference = higher.preference.colour === lower.preference.colour;
  if (layout.topscorerFields) {
    // C10: topscorers (or opponents) beyond ±2 — only possible when both have |CD| > 1 and want the same.
    push(current && !(Math.abs(lower.colourDiff) > 1 && Math.abs(higher.colourDiff) > 1 && samePreference), countBits);
    // C11: topscorers (or opponents) with the same colour three times running.
    push(current && !threeInARow(lower, higher), countBits);
  }
  // C12: both get their preference.
  push(current && (samePreference === false || lower.preference.colour === null || higher.preference.colour === null), countBits);
  // C13: strong preferences are granted.
  push(
    current &&
      (!(isStrong(lower) || isAbsolute(lower)) ||
        !(isStrong(higher) || isAbsolute(higher)) ||
        (isAbsolute(lower) && isAbsolute(higher)) ||
        !samePreference),
    countBits,
  );
  const mdpPair = higher.scoreTenths > lower.scoreTenths;
  for (const back of [1, 2]) {
    // C14/C16: a resident who downfloated 1 (2) rounds before is paired rather than floated again.
    const resident = (floatAgo(lower, back) === 'down' ? 1 : 0) + (!mdpPair && floatAgo(higher, back) === 'down' ? 1 : 0);
    push(current ? resident : 0, countBits);
    // C15/C17: the opponent of an MDP did not upfloat 1 (2) rounds before.
    push(current && !(mdpPair && floatAgo(lower, back) === 'up'), countBits);
  }
  for (const back of [1, 2]) {
    // C18/C20: the scores of players who downfloated 1 (2) rounds before, paired here.
    push(current ? scoreBit(lower, floatAgo(lower, back) === 'down') + scoreBit(higher, floatAgo(higher, back) === 'down') : 0n, scoreBits);
    // C19/C21: the scores of MDPs whose opponents did not upfloat 1 (2) rounds before.
    push(current ? scoreBit(higher, !(mdpPair && floatAgo(lower, back) === 'up')) : 0n, scoreBits);
  }
  return w;
}

/**
 * Whether pairing two players with the same absolute preference (allowed only for topscorers) gives
 * one of them the same colour a third time: the one with the wider colour difference gets its
 * preference (E.2), so the other gets the colour it repeated.
 */
function threeInARow(a: PairingPlayer, b: PairingPlayer): boolean {
  if (!isAbsolute(a) || !isAbsolute(b) || a.preference.colour !== b.preference.colour) return false;
  const ca = Math.abs(a.colourDiff);
  const cb = Math.abs(b.colourDiff);
  if (ca === cb) return a.repeatedColour !== null && a.repeatedColour === b.repeatedColour;
  const loser = ca > cb ? b : a;
  const other = a.preference.colour === 'w' ? 'b' : 'w';
  return loser.repeatedColour === other;
}
