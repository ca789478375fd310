import { compareValues, QUALITY_CRITERIA, type BracketEvaluation, type QualityCriterion } from './criteria.js';

/** How two evaluated candidates rank under C.04.3, and where that was decided. */
export interface Ranking {
  /** Negative: the first is better; positive: the second is; 0: the criteria do not separate them. */
  readonly order: number;
  /** Index of the bracket (top = 0) where the candidates first differ, or null when identical. */
  readonly bracket: number | null;
  /** The first criterion on which they differ in that bracket, or null when they tie. */
  readonly criterion: QualityCriterion | null;
}

/**
 * Ranks two complete legal candidates of the same round as the bracket-by-bracket procedure does
 * (C.04.3 1.9.2, 3.8): brackets are paired from the top, each choosing its best candidate by the
 * criteria in priority order, so the candidates are compared in the first bracket where their
 * pairs or downfloaters differ, criterion by criterion. When every criterion ties there, the rules
 * decide by generation order (Article 4), which this comparison does not model: `order` is 0, and
 * later brackets do not matter (they follow from that choice).
 */
export function rankCandidates(a: readonly BracketEvaluation[], b: readonly BracketEvaluation[]): Ranking {
  for (let k = 0; k < Math.min(a.length, b.length); k++) {
    const x = a[k]!;
    const y = b[k]!;
    if (x.decisionKey === y.decisionKey) continue;
    for (let c = 0; c < QUALITY_CRITERIA.length; c++) {
      const d = compareValues(x.values[c]!, y.values[c]!);
      if (d !== 0) return { order: Math.sign(d), bracket: k, criterion: QUALITY_CRITERIA[c]! };
    }
    return { order: 0, bracket: k, criterion: null };
  }
  return { order: 0, bracket: null, criterion: null };
}
