/**
 * What the console works on: a case, the start and the timed events of one game, read from an
 * event log (JSON Lines, docs/events.md) or from a PGN with clock comments (read into events by
 * the core's `eventsFromPgn`). Errors are the core's own words, naming the line.
 */
import { Game, eventsFromPgn, makeEventLog, parseEvents, type GameEvent, type StartEvent } from '@flagfall/core/arbiter';

/** One game as the console holds it: events without input lines (line n + 2 is event n). */
export interface Case {
  readonly start: StartEvent;
  readonly events: readonly GameEvent[];
  /** What the reader inferred (a PGN's game end, estimated times); empty for an event log. */
  readonly notes: readonly string[];
}

/** Why a text is not a case: the core's message (it names the line) and the kind it was read as. */
export interface CaseError {
  readonly kind: 'log' | 'pgn' | 'link';
  readonly message: string;
}

/** Whether a text looks like PGN (a tag pair or a move number first) rather than an event log. */
export function looksLikePgn(text: string, fileName = ''): boolean {
  if (/\.pgn$/i.test(fileName)) return true;
  if (/\.(jsonl|json)$/i.test(fileName)) return false;
  const first = text.replace(/^\uFEFF/, '').trimStart();
  return first.startsWith('[') || /^1\s*\./.test(first);
}

/**
 * Why a game cannot start from `start` (a FEN that is no legal position …), in the core's words
 * naming `line`; `null` when it can. The event parser checks a FEN's shape, the game its position.
 */
export function startError(start: StartEvent, line = 1): string | null {
  const game = Game.start(start, { line });
  return game.ok ? null : game.error.message;
}

/** Reads a text (an event log or a PGN, told apart by `looksLikePgn`) into a case. */
export function readCase(text: string, fileName = ''): { ok: true; value: Case } | { ok: false; error: CaseError } {
  if (looksLikePgn(text, fileName)) {
    const r = eventsFromPgn(text);
    if (!r.ok) return { ok: false, error: { kind: 'pgn', message: r.error.message } };
    return { ok: true, value: { start: r.value.start, events: r.value.events, notes: r.value.notes } };
  }
  const log = parseEvents(text);
  if (!log.ok) return { ok: false, error: { kind: 'log', message: log.error.message } };
  const unusable = startError(log.value.start, log.value.startLine);
  if (unusable !== null) return { ok: false, error: { kind: 'log', message: unusable } };
  // The console numbers events by their place: a log's blank lines and line numbers are not kept.
  const events = log.value.events.map(({ line: _line, ...e }) => e as GameEvent);
  return { ok: true, value: { start: log.value.start, events, notes: [] } };
}

/** The case as an event log (JSON Lines, one event a line: event n on line n + 2). */
export const makeCaseText = (c: Pick<Case, 'start' | 'events'>): string => makeEventLog(c.start, c.events);
