import { ranksAbove } from './colours.js';
import type { Candidate, OraclePlayer, OracleState } from './view.js';

/**
 * One pairing bracket as a complete round pairing implies it (C.04.3 1.3, 1.4): the residents of a
 * scoregroup plus the players moved down to it (MDPs: higher-scored players not paired in the
 * brackets above). A pair belongs to the bracket of its lower-scored player; a pair of players with
 * different scores is an MDP (downfloat) meeting a resident (upfloat). The PAB assignee floats down
 * through every bracket below its own and out of the last one (1.9).
 */
export interface Bracket {
  /** The scoregroup's score. */
  readonly score: number;
  /** Residents, in rank order. */
  readonly residents: readonly OraclePlayer[];
  /** Moved-down players, in rank order. */
  readonly movedDown: readonly OraclePlayer[];
  /** Pairs made in this bracket, higher-ranked player first, in rank order of that player. */
  readonly pairs: readonly (readonly [OraclePlayer, OraclePlayer])[];
  /** Players left unpaired here and moved to the next bracket (in the last: the PAB assignee). */
  readonly downfloaters: readonly OraclePlayer[];
  /** A text naming exactly this bracket's pairs and downfloaters, for comparing decisions. */
  readonly decisionKey: string;
}

/** The players of a state in rank order (score descending, then pairing number). */
export function rankOrder(state: OracleState): OraclePlayer[] {
  return [...state.players].sort((a, b) => (ranksAbove(a, b) ? -1 : ranksAbove(b, a) ? 1 : 0));
}

/**
 * Splits a structurally complete candidate (every player of `state` in exactly one pair or the
 * bye) into its brackets, top scoregroup first. Throws if the candidate is not structurally
 * complete: callers check `structuralProblems` first.
 */
export function bracketsOf(state: OracleState, candidate: Candidate): Bracket[] {
  const players = rankOrder(state);
  const byId = new Map(players.map((p) => [p.id, p]));
  const partner = new Map<number, OraclePlayer | null>();
  const look = (id: number): OraclePlayer => {
    const p = byId.get(id);
    if (p === undefined) throw new Error(`player ${id} is not in the round`);
    return p;
  };
  for (const [x, y] of candidate.pairs) {
    partner.set(x, look(y));
    partner.set(y, look(x));
  }
  if (candidate.bye !== null) partner.set(candidate.bye, null);
  if (partner.size !== players.length) throw new Error('candidate is not structurally complete');

  const scores = [...new Set(players.map((p) => p.score))].sort((a, b) => b - a);
  const brackets: Bracket[] = [];
  let carried: OraclePlayer[] = [];
  for (const score of scores) {
    const residents = players.filter((p) => p.score === score);
    const members = [...carried, ...residents];
    const pairs: [OraclePlayer, OraclePlayer][] = [];
    const paired = new Set<number>();
    for (const p of members) {
      if (paired.has(p.id)) continue;
      const q = partner.get(p.id) ?? null;
      // A pair belongs to the bracket of its lower-scored player (1.4: the other one floated down).
      if (q !== null && Math.min(p.score, q.score) === score) {
        pairs.push(ranksAbove(p, q) ? [p, q] : [q, p]);
        paired.add(p.id).add(q.id);
      }
    }
    const downfloaters = members.filter((p) => !paired.has(p.id));
    const decisionKey = `${pairs.map(([a, b]) => `${a.id}-${b.id}`).join(',')}|${downfloaters.map((p) => p.id).join(',')}`;
    brackets.push({ score, residents, movedDown: carried, pairs, downfloaters, decisionKey });
    carried = downfloaters;
  }
  return brackets;
}
