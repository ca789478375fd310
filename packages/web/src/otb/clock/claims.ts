/**
 * What a claim or an arbiter's action can do to the clocks under the game's ruleset, read from the
 * core's tables (never decided here), so the page can ask once before the clock applies it: the
 * time an illegal-move claim gives (FIDE 7.5.5, A.3), the time a wrong claim costs (FIDE 9.5.3,
 * US Chess 14C …), and when an illegal move loses.
 */
import type { Color } from '@flagfall/core';
import type { ClaimKind } from '@flagfall/core/arbiter';
import { RULESETS, type RulesetName } from '@flagfall/core/rules';

/** The actions of the claims panel. */
export const ACTIONS = [
  'flag',
  'illegal-move',
  'threefold',
  'fifty-moves',
  'quickplay-finish',
  'draw-offer',
  'draw-accept',
  'draw-decline',
  'resign',
  'declare',
  'look',
] as const;
/** An action of the claims panel (`ACTIONS`). */
export type Action = (typeof ACTIONS)[number];

/** The claims among the actions. */
export const isClaim = (a: Action): a is ClaimKind & Action =>
  a === 'flag' || a === 'illegal-move' || a === 'threefold' || a === 'fifty-moves' || a === 'quickplay-finish';

/** A change of time a claim may bring, from the ruleset's table: who gets how much, when, under which article. */
export interface TimeEffect {
  /** `correct`: given when the claim is upheld; `wrong`: given when it is not. */
  readonly when: 'correct' | 'wrong' | 'postponed';
  readonly to: Color;
  readonly ms: number;
  readonly rule: string;
}

/** What the panel tells before an action: the time it may move and, for an illegal move, the count that loses. */
export interface ActionEffects {
  readonly time: readonly TimeEffect[];
  /** The completed illegal move (per player) that loses, under an illegal-move claim; null when none does or for other actions. */
  readonly lossAtCount: { readonly count: number; readonly rule: string } | null;
}

const other = (c: Color): Color => (c === 'white' ? 'black' : 'white');

/** The effects of `action` by `by` under `rules`, from the table; empty when the action moves no time. */
export function effectsOf(rules: RulesetName, action: Action, by: Color): ActionEffects {
  const r = RULESETS[rules];
  const time: TimeEffect[] = [];
  let lossAtCount: ActionEffects['lossAtCount'] = null;
  switch (action) {
    case 'illegal-move': {
      const p = r.illegalMove.penaltyMs;
      if (p.value > 0) time.push({ when: 'correct', to: by, ms: p.value, rule: p.rule });
      const loss = r.illegalMove.lossAtCount;
      if (loss.value !== null) lossAtCount = { count: loss.value, rule: loss.rule };
      break;
    }
    case 'threefold':
    case 'fifty-moves': {
      const p = r.draws.incorrectClaimPenaltyMs;
      if (p.value > 0) time.push({ when: 'wrong', to: other(by), ms: p.value, rule: p.rule });
      break;
    }
    case 'flag': {
      const p = r.flag.incorrectClaimPenaltyMs;
      if (p.value > 0) time.push({ when: 'wrong', to: other(by), ms: p.value, rule: p.rule });
      break;
    }
    case 'quickplay-finish': {
      const q = r.quickplayFinish;
      if (q.value !== null && q.value.postponedBonusMs > 0)
        time.push({ when: 'postponed', to: other(by), ms: q.value.postponedBonusMs, rule: q.rule });
      break;
    }
    default:
      break;
  }
  return { time, lossAtCount };
}

/** Whether the ruleset has the quickplay-finish claim at all (FIDE III.5, 2009 10.2). */
export const hasQuickplay = (rules: RulesetName): boolean => RULESETS[rules].quickplayFinish.value !== null;
