import { bracketsOf, type Bracket } from './brackets.js';
import { allocateColours } from './colours.js';
import type { Candidate, Colour, OraclePlayer, OracleState } from './view.js';

/** The criteria of C.04.3 Article 2 that rank complete pairings, in descending priority. */
export const QUALITY_CRITERIA = [
  'C5',
  'C6',
  'C7',
  'C8',
  'C9',
  'C10',
  'C11',
  'C12',
  'C13',
  'C14',
  'C15',
  'C16',
  'C17',
  'C18',
  'C19',
  'C20',
  'C21',
] as const;

/** One of `QUALITY_CRITERIA`. */
export type QualityCriterion = (typeof QUALITY_CRITERIA)[number];

/**
 * A criterion's failure value in one bracket: a count or score, or a list compared element by
 * element (a proper prefix is smaller). Smaller is better for every criterion.
 */
export type CriterionValue = number | readonly number[];

/** A bracket with its criteria values, `values[i]` for `QUALITY_CRITERIA[i]`. */
export interface BracketEvaluation extends Bracket {
  readonly values: readonly CriterionValue[];
}

/**
 * The failure value a floater's score difference gets in C18–C21 over any paired player's: the
 * text leaves a downfloater's own score difference undefined; the TEC commentary (Mastering the
 * Dutch 2026, p. 31) takes it as greater than any score difference of a pair in the bracket.
 */
const FLOATING = 1_000_000;

/**
 * The criteria values of every bracket of a structurally complete candidate, top bracket first.
 * C10–C13 count what the colour rules of Article 5 give each player. Throws if the candidate is
 * not structurally complete (see `absoluteViolations`).
 */
export function evaluateCandidate(state: OracleState, candidate: Candidate): BracketEvaluation[] {
  const initialColour = state.initialColour;
  const brackets = bracketsOf(state, candidate);
  const bye = candidate.bye === null ? null : (state.players.find((p) => p.id === candidate.bye) ?? null);
  const previous = state.round - 2; // index in `floats` of the previous round
  return brackets.map((bracket, index) => {
    const next = brackets[index + 1];
    const values: CriterionValue[] = [
      // C5: minimise the score of the PAB assignee (the same for the whole round).
      bye === null ? 0 : bye.score,
      // C6: minimise the number of downfloaters.
      bracket.downfloaters.length,
      // C7: minimise the scores of the downfloaters, in descending order.
      descending(bracket.downfloaters.map((p) => p.score)),
      // C8: choose the downfloaters so that the following bracket complies with C6 and C7 as well
      // as it can (read as the TEC commentary does: its pairs first, then its downfloaters' scores).
      next === undefined ? [] : [next.downfloaters.length, ...descending(next.downfloaters.map((p) => p.score))],
      // C9: minimise the unplayed games of the PAB assignee, in a bracket that downfloats exactly
      // one player, who ends up with the PAB.
      bye !== null && bracket.downfloaters.length === 1 && bracket.downfloaters[0]?.id === bye.id ? bye.unplayedGames : 0,
      ...colourValues(bracket, initialColour),
    ];
    const [c14, c15, c18, c19] = floatValues(bracket, previous);
    const [c16, c17, c20, c21] = floatValues(bracket, previous - 1);
    return { ...bracket, values: [...values, c14, c15, c16, c17, c18, c19, c20, c21] };
  });
}

function descending(xs: readonly number[]): number[] {
  return [...xs].sort((a, b) => b - a);
}

/** C10–C13 for the pairs of one bracket, colours as Article 5 allocates them. */
function colourValues(bracket: Bracket, initialColour: Colour): CriterionValue[] {
  let c10 = 0;
  let c11 = 0;
  let c12 = 0;
  let c13 = 0;
  for (const [a, b] of bracket.pairs) {
    const colours = allocateColours(a, b, initialColour);
    const topscorerPair = a.topscorer || b.topscorer;
    for (const p of [a, b]) {
      const colour: Colour = colours.white === p.id ? 'w' : 'b';
      const diff = p.colourDiff + (colour === 'w' ? 1 : -1);
      const lastTwo = p.colours.slice(-2);
      // C10, C11: topscorers or their opponents beyond ±2, or with one colour three times in a row.
      if (topscorerPair && Math.abs(diff) > 2) c10++;
      if (topscorerPair && lastTwo.length === 2 && lastTwo.every((c) => c === colour)) c11++;
      // C12: players who do not get their colour preference; C13: their strong preference.
      if (p.preference.colour !== null && p.preference.colour !== colour) {
        c12++;
        if (p.preference.strength === 'strong') c13++;
      }
    }
  }
  return [c10, c11, c12, c13];
}

/**
 * For floats received `index` (0-based round index) rounds ago: [C14/C16 resident downfloaters who
 * had a downfloat, C15/C17 MDP opponents who had an upfloat, C18/C20 score differences of MDPs who
 * had a downfloat, C19/C21 score differences of MDP opponents who had an upfloat].
 */
function floatValues(bracket: Bracket, index: number): [number, number, number[], number[]] {
  const had = (p: OraclePlayer, f: 'down' | 'up'): boolean => index >= 0 && p.floats[index] === f;
  const floating = new Set(bracket.downfloaters.map((p) => p.id));
  const residentDownfloaters = bracket.residents.filter((p) => floating.has(p.id) && had(p, 'down')).length;
  const mdpPairs = bracket.pairs.filter(([a, b]) => a.score !== b.score);
  const mdpOpponents = mdpPairs.filter(([, r]) => had(r, 'up')).length;
  const mdpDiffs = bracket.movedDown
    .filter((m) => had(m, 'down'))
    .map((m) => {
      const pair = mdpPairs.find(([a]) => a.id === m.id);
      return pair === undefined ? FLOATING + m.score - bracket.score : m.score - pair[1].score;
    });
  const opponentDiffs = mdpPairs.filter(([, r]) => had(r, 'up')).map(([m, r]) => m.score - r.score);
  return [residentDownfloaters, mdpOpponents, descending(mdpDiffs), descending(opponentDiffs)];
}

/** Compares two criterion values: negative when `a` is better (smaller), positive when worse. */
export function compareValues(a: CriterionValue, b: CriterionValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const xs = typeof a === 'number' ? [a] : a;
  const ys = typeof b === 'number' ? [b] : b;
  for (let i = 0; i < Math.min(xs.length, ys.length); i++) {
    const d = xs[i]! - ys[i]!;
    if (d !== 0) return d;
  }
  return xs.length - ys.length;
}

/** What each quality criterion asks, in a few words (C.04.3 Article 2, 2026 text). */
export const CRITERION_TEXT: Readonly<Record<QualityCriterion, string>> = {
  C5: 'minimise the score of the pairing-allocated-bye assignee',
  C6: 'minimise the number of downfloaters',
  C7: "minimise the downfloaters' scores",
  C8: 'choose the downfloaters so that the next bracket can be paired as well as possible',
  C9: 'minimise the unplayed games of the pairing-allocated-bye assignee',
  C10: "minimise topscorers or topscorers' opponents with a colour difference beyond ±2",
  C11: "minimise topscorers or topscorers' opponents with the same colour three times running",
  C12: 'minimise players who do not get their colour preference',
  C13: 'minimise players who do not get their strong colour preference',
  C14: 'minimise resident downfloaters who had a downfloat the previous round',
  C15: 'minimise MDP opponents who had an upfloat the previous round',
  C16: 'minimise resident downfloaters who had a downfloat two rounds before',
  C17: 'minimise MDP opponents who had an upfloat two rounds before',
  C18: 'minimise the score differences of MDPs who had a downfloat the previous round',
  C19: 'minimise the score differences of MDP opponents who had an upfloat the previous round',
  C20: 'minimise the score differences of MDPs who had a downfloat two rounds before',
  C21: 'minimise the score differences of MDP opponents who had an upfloat two rounds before',
};
