/**
 * A case run through the arbiter, event by event: after each event the state (both clocks, whose
 * clock runs, the position) and the rulings that event caused, and the verdict at the end. The
 * core decides everything; this only collects what a timeline shows.
 */
import { Game, type GameEvent, type GameState, type Ruling, type Verdict } from '@flagfall/core/arbiter';
import type { RulesetName } from '@flagfall/core/rules';
import type { Case } from './caseText.js';

/** One line of the timeline: an event (or the start, `index` −1) and what followed from it. */
export interface Row {
  /** The event's index in the case, −1 for the start. */
  readonly index: number;
  /** The line of the event in the case's event log (the start is line 1). */
  readonly line: number;
  readonly event: GameEvent | null;
  /** The state right after the event. */
  readonly state: GameState;
  /** The rulings the event caused, in order. */
  readonly rulings: readonly Ruling[];
}

/** The whole case ruled: the verdict and every row. */
export interface Analysis {
  readonly verdict: Verdict;
  readonly rows: readonly Row[];
}

/** Budgets and the ruleset to rule under (the case's own when absent). */
export interface AnalyseOptions {
  readonly rules?: RulesetName;
  /** Node budget of each mate analysis (the core's default when absent). */
  readonly maxNodes?: number;
}

/**
 * Runs the case through a core `Game`, one event at a time. Fails with the core's message when the
 * start cannot be set up (a bad FEN) or an event is refused as input.
 */
export function analyse(c: Case, options: AnalyseOptions = {}): { ok: true; value: Analysis } | { ok: false; error: string } {
  const start = options.rules === undefined ? c.start : { ...c.start, rules: options.rules };
  const started = Game.start(start, options.maxNodes === undefined ? {} : { maxNodes: options.maxNodes });
  if (!started.ok) return { ok: false, error: started.error.message };
  const game = started.value;
  const rows: Row[] = [{ index: -1, line: 1, event: null, state: game.state, rulings: [...game.rulings] }];
  for (let index = 0; index < c.events.length; index++) {
    const event = c.events[index]!;
    const line = index + 2;
    const applied = game.apply(event, { line });
    if (!applied.ok) return { ok: false, error: applied.error.message };
    rows.push({ index, line, event, state: game.state, rulings: applied.value });
  }
  return { ok: true, value: { verdict: game.verdict(), rows } };
}

/** The ruling that decided the game (the last `game-ends`), or `null` while it goes on. */
export function decidingRuling(verdict: Verdict): Ruling | null {
  for (let i = verdict.rulings.length - 1; i >= 0; i--) if (verdict.rulings[i]!.code === 'game-ends') return verdict.rulings[i]!;
  return null;
}
