/**
 * The console's state: the case open now, what the arbiter made of it, the selected event, and
 * the comparison under the other rulesets — signals the components read. The comparison runs one
 * ruleset per task, after the page has drawn, and starts over when the case changes, so editing
 * never waits for eight adjudications.
 */
import { computed, signal } from '@preact/signals';
import type { RulesetName } from '@flagfall/core/rules';
import { analyse } from './analysis.js';
import type { Case, CaseError } from './caseText.js';
import { otherRulesets, outcomeUnder, type RulesetOutcome } from './compare.js';
import { hasSharedCase } from './share.js';

/** The case open now, or `null` before one is opened. */
export const openCase = signal<Case | null>(null);
/** Where the case came from, for the file names of its downloads. */
export const caseName = signal('case');
/** Why the last text could not be opened, in the core's words; `null` when it could. */
export const inputError = signal<CaseError | null>(null);
/** The selected row: the event's index, −1 for the start. */
export const selected = signal(-1);

/** The case ruled by the core (recomputed at once on every change). */
export const ruled = computed(() => (openCase.value === null ? null : analyse(openCase.value)));

/** Opens a case (from a file, a paste, a sample or a link) and selects its last event. */
export function open(c: Case, name = 'case'): void {
  inputError.value = null;
  openCase.value = c;
  caseName.value = name;
  selected.value = c.events.length - 1;
}

/**
 * Takes a `#c=…` link out of the page's address: it carried the case as it was, and the case
 * shown is now another (opened from the input, or edited), so a reload must not bring the old one back.
 */
export function dropLink(): void {
  if (typeof location !== 'undefined' && hasSharedCase(location.hash)) history.replaceState(null, '', location.pathname + location.search);
}

/** Replaces the open case after an edit, selecting `select`. */
export function change(c: Case, select: number): void {
  dropLink();
  openCase.value = c;
  selected.value = Math.min(select, c.events.length - 1);
}

/** The comparison so far: one outcome per other ruleset, in order, filled in as they are ruled. */
export const comparison = signal<{ readonly of: Case; readonly outcomes: readonly RulesetOutcome[]; readonly done: boolean } | null>(null);

let run = 0;

/** How long to wait after the last change before comparing (typing in an editor never waits for it). */
const SETTLE_MS = 250;

/** Starts comparing `c` under every ruleset but its own, one per task; a newer call cancels an older one. */
export function compareLater(c: Case | null): void {
  const mine = ++run;
  if (c === null) {
    comparison.value = null;
    return;
  }
  comparison.value = { of: c, outcomes: [], done: false };
  const todo: RulesetName[] = otherRulesets(c.start.rules);
  const step = (): void => {
    if (mine !== run) return;
    const next = todo.shift();
    const now = comparison.peek();
    if (now === null) return;
    if (next === undefined) {
      comparison.value = { ...now, done: true };
      return;
    }
    comparison.value = { ...now, outcomes: [...now.outcomes, outcomeUnder(c, next)] };
    setTimeout(step, 0);
  };
  setTimeout(step, SETTLE_MS);
}
