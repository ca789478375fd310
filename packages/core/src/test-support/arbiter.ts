/**
 * Test helpers for the arbiter: write an event log as objects, run it through the event
 * parser and `adjudicate`, and get the verdict (with the trace). Not part of the library.
 */
import { adjudicate, type TracedVerdict } from '../arbiter/game.js';
import { parseEvents } from '../arbiter/events.js';

/** A start line's fields (type added by `run`). */
export type StartFields = Record<string, unknown> & { rules: string; tc: string };

/** Runs a start line and events (objects, one per line) and returns the verdict; throws on an input error. */
export function run(start: StartFields, events: readonly Record<string, unknown>[]): TracedVerdict {
  const text = [JSON.stringify({ type: 'start', ...start }), ...events.map((e) => JSON.stringify(e))].join('\n');
  const log = parseEvents(text);
  if (!log.ok) throw new Error(log.error.message);
  const verdict = adjudicate(log.value, { trace: true });
  if (!verdict.ok) throw new Error(verdict.error.message);
  return verdict.value;
}

/** Move events for `moves` (SAN or UCI), the first at `firstT`, then every `stepMs`. */
export function moves(list: readonly string[], firstT: number, stepMs = 1000): Record<string, unknown>[] {
  return list.map((move, i) => ({ t: firstT + i * stepMs, type: 'move', move }));
}

/** The codes of the rulings, in order. */
export const codes = (v: TracedVerdict): string[] => v.rulings.map((r) => r.code);

/** The last ruling with `code`. */
export function ruling(v: TracedVerdict, code: string): { ruling: string; rule: string; t: number; line: number } {
  const found = [...v.rulings].reverse().find((r) => r.code === code);
  if (found === undefined) throw new Error(`no '${code}' ruling in: ${JSON.stringify(v.rulings, null, 1)}`);
  return found;
}
