/**
 * Writing the event language (docs/events.md): the inverse of `parseEvents`. A recorder (the
 * clock page, a server) writes what it applied; `parseEvents(makeEventLog(start, events))` reads
 * back the same start and events.
 */
import type { GameEvent, NumberedEvent, PgnStartTag, StartEvent } from './events.js';

const TAG_FIELDS: readonly (readonly [PgnStartTag, string])[] = [
  ['Event', 'event'],
  ['Site', 'site'],
  ['Date', 'date'],
  ['Round', 'round'],
  ['White', 'white'],
  ['Black', 'black'],
];

/** The start as the JSON object of its line: only what differs from the defaults besides `rules` and `tc`. */
function startObject(start: StartEvent): Record<string, unknown> {
  const o: Record<string, unknown> = { type: 'start', rules: start.rules, tc: start.tc };
  if (start.tcBlack !== undefined) o['tcBlack'] = start.tcBlack;
  if (start.record !== 'moves') o['record'] = start.record;
  if (start.fen !== undefined) o['fen'] = start.fen;
  if (start.arbiter !== 'absent') o['arbiter'] = start.arbiter;
  if (start.clock !== 'digital') o['clock'] = start.clock;
  if (start.guidelinesIII) o['guidelinesIII'] = true;
  for (const [tag, field] of TAG_FIELDS) {
    const v = start.tags[tag];
    if (v !== undefined) o[field] = v;
  }
  return o;
}

/** One line of the event language (without its newline) for a start or a timed event; a numbered event's `line` is not written. */
export function makeEventLine(event: StartEvent | GameEvent | NumberedEvent): string {
  if (event.type === 'start') return JSON.stringify(startObject(event));
  const { line: _line, ...plain } = event as NumberedEvent;
  return JSON.stringify(plain);
}

/** A whole event log as JSON Lines: the start, then the events in order, each line ending in a newline. */
export function makeEventLog(start: StartEvent, events: readonly (GameEvent | NumberedEvent)[]): string {
  return [start, ...events].map((e) => `${makeEventLine(e)}\n`).join('');
}
