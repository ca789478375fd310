/**
 * Editing a case: replace, insert or delete an event, change the start. Pure: each returns a new
 * case. Events stay in time order: an event whose new time does not fit its place moves to where
 * its time puts it (after the events at the same instant that were before it).
 */
import type { GameEvent, StartEvent } from '@flagfall/core/arbiter';
import type { Case } from './caseText.js';

/** `events` with `e` at `index`, moved if its time does not fit there (a stable sort by time). */
function placed(events: readonly GameEvent[], index: number, e: GameEvent): GameEvent[] {
  const out = [...events.slice(0, index), e, ...events.slice(index)];
  const prev = out[index - 1];
  const next = out[index + 1];
  if ((prev === undefined || prev.t <= e.t) && (next === undefined || e.t <= next.t)) return out;
  return out
    .map((ev, i) => ({ ev, i }))
    .sort((a, b) => a.ev.t - b.ev.t || a.i - b.i)
    .map((x) => x.ev);
}

/** The case with event `index` replaced by `e`. */
export function withEvent(c: Case, index: number, e: GameEvent): Case {
  return { ...c, events: placed([...c.events.slice(0, index), ...c.events.slice(index + 1)], index, e) };
}

/** The case with `e` inserted after event `after` (−1: first). */
export function withInserted(c: Case, after: number, e: GameEvent): Case {
  return { ...c, events: placed(c.events, after + 1, e) };
}

/** The case without event `index`. */
export function withoutEvent(c: Case, index: number): Case {
  return { ...c, events: c.events.filter((_, i) => i !== index) };
}

/** The case with another start (the ruleset, the arbiter, the clock, or the whole line edited). */
export function withStart(c: Case, start: StartEvent): Case {
  return { ...c, start };
}

/** Where event `e` sits in `c` after an edit (by identity), or −1. */
export const indexOf = (c: Case, e: GameEvent): number => c.events.indexOf(e);
