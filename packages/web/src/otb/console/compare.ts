/**
 * "What would differ": the same events under every other ruleset. Each run is a whole
 * adjudication, so the page runs them one at a time between frames (`compareStep`) with a smaller
 * mate-analysis budget than the main verdict's (a ruling that ran out of it says so).
 */
import { RULESET_NAMES, type RulesetName } from '@flagfall/core/rules';
import type { GameResult, Ruling, Termination } from '@flagfall/core/arbiter';
import { analyse, decidingRuling } from './analysis.js';
import type { Case } from './caseText.js';

/** The mate-analysis budget of each comparison run (the main verdict keeps the core's default). */
export const COMPARE_MAX_NODES = 200_000;

/** How one ruleset rules the case. */
export interface RulesetOutcome {
  readonly rules: RulesetName;
  readonly result: GameResult;
  readonly termination: Termination | null;
  readonly rule: string | null;
  /** The ruling that decided it, or `null` while the game goes on. */
  readonly deciding: Ruling | null;
  /** The core refused the case under this ruleset (its message). */
  readonly error?: string;
}

/** How a ruleset's outcome compares with the case's own: another result, the same result under another article, or the same. */
export type Difference = 'result' | 'article' | 'same';

/** The outcome of the case under `rules`. */
export function outcomeUnder(c: Case, rules: RulesetName): RulesetOutcome {
  const a = analyse(c, { rules, maxNodes: COMPARE_MAX_NODES });
  if (!a.ok) return { rules, result: '*', termination: null, rule: null, deciding: null, error: a.error };
  const v = a.value.verdict;
  return { rules, result: v.result, termination: v.termination, rule: v.rule, deciding: decidingRuling(v) };
}

/** The other rulesets, in the table's order. */
export const otherRulesets = (own: RulesetName): RulesetName[] => RULESET_NAMES.filter((r) => r !== own);

/** Whether `other` rules differently from `own`: its result or termination, or only the article. */
export function differenceOf(own: Pick<RulesetOutcome, 'result' | 'termination' | 'rule'>, other: RulesetOutcome): Difference {
  if (other.result !== own.result || other.termination !== own.termination) return 'result';
  return other.rule !== own.rule ? 'article' : 'same';
}
