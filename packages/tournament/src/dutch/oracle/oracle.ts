import type { RoundPairing } from '../../model/pairing.js';
import { rankCandidates, type Ranking } from './compare.js';
import { compareValues, evaluateCandidate, type BracketEvaluation } from './criteria.js';
import { forEachLegalCandidate } from './enumerate.js';
import type { Candidate, OracleState } from './view.js';

/** A legal candidate with its bracket evaluations. */
export interface EvaluatedCandidate {
  readonly candidate: Candidate;
  readonly brackets: readonly BracketEvaluation[];
}

/** What the exhaustive search says about one candidate. */
export interface OracleVerdict {
  /** How many complete pairings comply with the absolute criteria. */
  readonly legalCount: number;
  /** A legal candidate the criteria rank strictly above the one checked, or null. */
  readonly better: { readonly candidate: EvaluatedCandidate; readonly ranking: Ranking } | null;
}

/** Every legal candidate of `state`, evaluated. Small fields only (see `forEachLegalCandidate`). */
export function allLegalCandidates(state: OracleState): EvaluatedCandidate[] {
  const out: EvaluatedCandidate[] = [];
  forEachLegalCandidate(state, (candidate) => out.push({ candidate, brackets: evaluateCandidate(state, candidate) }));
  return out;
}

/**
 * Checks `candidate` (complete and legal) against every legal candidate of `state`: guarantees
 * `better` is a candidate that wins at the first bracket where the two differ, if one exists.
 */
export function findBetterCandidate(state: OracleState, candidate: Candidate): OracleVerdict {
  const mine = evaluateCandidate(state, candidate);
  let better: OracleVerdict['better'] = null;
  let bestOrder = 0;
  const legalCount = forEachLegalCandidate(state, (other) => {
    if (better !== null && bestOrder < 0) return;
    const brackets = evaluateCandidate(state, other);
    const ranking = rankCandidates(brackets, mine);
    if (ranking.order < 0) {
      better = { candidate: { candidate: other, brackets }, ranking };
      bestOrder = -1;
    }
  });
  return { legalCount, better };
}

/**
 * The candidates the rules allow as the result (C.04.3 3.8 without the generation-order tie-break):
 * bracket by bracket from the top, those with the smallest criteria values among the candidates
 * that made the same choices in the brackets above. Empty when no legal pairing exists.
 */
export function bestCandidates(state: OracleState): EvaluatedCandidate[] {
  const select = (cands: readonly EvaluatedCandidate[], k: number): EvaluatedCandidate[] => {
    if (cands.length <= 1 || k >= cands[0]!.brackets.length) return [...cands];
    let best: EvaluatedCandidate[] = [];
    for (const c of cands) {
      const d = best.length === 0 ? -1 : compareVectors(c.brackets[k]!.values, best[0]!.brackets[k]!.values);
      if (d < 0) best = [c];
      else if (d === 0) best.push(c);
    }
    const groups = new Map<string, EvaluatedCandidate[]>();
    for (const c of best) {
      const key = c.brackets[k]!.decisionKey;
      const group = groups.get(key);
      if (group === undefined) groups.set(key, [c]);
      else group.push(c);
    }
    return [...groups.values()].flatMap((g) => select(g, k + 1));
  };
  return select(allLegalCandidates(state), 0);
}

function compareVectors(a: BracketEvaluation['values'], b: BracketEvaluation['values']): number {
  for (let i = 0; i < a.length; i++) {
    const d = compareValues(a[i]!, b[i]!);
    if (d !== 0) return d;
  }
  return 0;
}

/** A `RoundPairing` as a candidate (colours dropped: the criteria do not read them). */
export function candidateOf(p: RoundPairing): Candidate {
  return { pairs: p.pairs.map((x) => [x.white, x.black] as const), bye: p.bye };
}
