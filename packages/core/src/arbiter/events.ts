/**
 * The event language (docs/events.md): JSON Lines, a `start` line then timed events. This
 * file only checks the shape of each line; whether the rules accept a move or a claim is the
 * arbiter's ruling, never an input error. Errors name the line and the field.
 */
import type { TimeControl } from '../clock/timeControl.js';
import { parseTimeControl } from '../clock/parseTimeControl.js';
import { err, ok, type Result } from '../result.js';
import { isRulesetName, type RulesetName } from '../rules/types.js';
import type { Color } from '../types.js';

/** The first line: which rules, which clock, from which position, who watches. */
export interface StartEvent {
  readonly type: 'start';
  readonly rules: RulesetName;
  /** The time control as written (`3+2`, `G/5;d5`, `40/90+30, 30+30` …). */
  readonly tc: string;
  /** The control `tc` denotes (always a timed control: periods or an hourglass). */
  readonly control: TimeControl;
  /** The starting position; the standard one when absent. */
  readonly fen?: string;
  /** `present`: flags and irregularities are acted on when they happen (where the ruleset lets an arbiter act). */
  readonly arbiter: 'present' | 'absent';
  /** `digital`: the order of falling flags is known; `analog`: it is not. */
  readonly clock: 'digital' | 'analog';
  /** The event announced FIDE Guidelines III (games without increment, quickplay finishes). */
  readonly guidelinesIII: boolean;
  /** PGN tag values (Event, Site, Date, Round, White, Black), when given. */
  readonly tags: Readonly<Record<string, string>>;
}

/** The claims a player can make. */
export const CLAIM_KINDS = ['flag', 'illegal-move', 'threefold', 'fifty-moves', 'quickplay-finish'] as const;
export type ClaimKind = (typeof CLAIM_KINDS)[number];

/** An event after the start; `t` is milliseconds since the start, non-decreasing. */
export type GameEvent =
  | { readonly type: 'move'; readonly t: number; readonly move: string }
  | { readonly type: 'press'; readonly t: number; readonly by: Color }
  | { readonly type: 'claim'; readonly t: number; readonly by: Color; readonly claim: ClaimKind; readonly move?: string }
  | { readonly type: 'draw-offer' | 'draw-accept' | 'draw-decline' | 'resign'; readonly t: number; readonly by: Color }
  | { readonly type: 'arbiter'; readonly t: number; readonly action: 'look' }
  | { readonly type: 'arbiter'; readonly t: number; readonly action: 'add-time'; readonly side: Color; readonly ms: number };

/** An event with the input line it came from (1-based), for rulings to point at. */
export type NumberedEvent = GameEvent & { readonly line: number };

/** A whole event file: the start and the events in order. */
export interface EventLog {
  readonly start: StartEvent;
  /** The input line of the start event. */
  readonly startLine: number;
  readonly events: readonly NumberedEvent[];
}

/** A malformed line. `field` is absent when the line as a whole is wrong (not JSON, not an object). */
export interface EventError {
  readonly code: 'bad_json' | 'bad_event' | 'bad_field' | 'unknown_field' | 'no_start' | 'time_backwards';
  readonly line: number;
  readonly field?: string;
  readonly message: string;
}

const START_TAGS: Readonly<Record<string, string>> = {
  event: 'Event',
  site: 'Site',
  date: 'Date',
  round: 'Round',
  white: 'White',
  black: 'Black',
};

const FIELDS: Readonly<Record<string, readonly string[]>> = {
  start: ['type', 'rules', 'tc', 'fen', 'arbiter', 'clock', 'guidelinesIII', ...Object.keys(START_TAGS)],
  move: ['type', 't', 'move'],
  press: ['type', 't', 'by'],
  claim: ['type', 't', 'by', 'claim', 'move'],
  'draw-offer': ['type', 't', 'by'],
  'draw-accept': ['type', 't', 'by'],
  'draw-decline': ['type', 't', 'by'],
  resign: ['type', 't', 'by'],
  arbiter: ['type', 't', 'action', 'side', 'ms'],
};

// The shape of a move in SAN (with optional check/annotation marks) or UCI; legality is the arbiter's business.
const SAN = /^(?:[NBRQK][a-h]?[1-8]?x?[a-h][1-8]|[a-h](?:x[a-h])?[1-8](?:=?[NBRQnbrq])?|O-O(?:-O)?|0-0(?:-0)?)[+#]?[!?]{0,2}$/;
const UCI = /^[a-h][1-8][a-h][1-8][qrbnk]?$/;

/** Whether `text` has the shape of a SAN or UCI move. */
export const looksLikeMove = (text: string): boolean => SAN.test(text) || UCI.test(text);

type Fields = Readonly<Record<string, unknown>>;

class LineReader {
  constructor(
    readonly line: number,
    readonly o: Fields,
  ) {}

  fail(field: string, message: string, code: EventError['code'] = 'bad_field'): { ok: false; error: EventError } {
    return err({ code, line: this.line, field, message: `line ${this.line}: ${message}` });
  }

  color(field: string): Result<Color, EventError> {
    const v = this.o[field];
    if (v === 'white' || v === 'black') return ok(v);
    return this.fail(field, `'${field}' must be "white" or "black", got ${show(v)}`);
  }

  oneOf<T extends string>(field: string, allowed: readonly T[], fallback?: T): Result<T, EventError> {
    const v = this.o[field];
    if (v === undefined && fallback !== undefined) return ok(fallback);
    if (typeof v === 'string' && (allowed as readonly string[]).includes(v)) return ok(v as T);
    return this.fail(field, `'${field}' must be one of ${allowed.map((a) => `"${a}"`).join(', ')}, got ${show(v)}`);
  }

  move(field: string, optional: boolean): Result<string | undefined, EventError> {
    const v = this.o[field];
    if (v === undefined && optional) return ok(undefined);
    if (typeof v !== 'string' || !looksLikeMove(v.trim())) {
      return this.fail(field, `'${field}' must be a move in SAN (Nf3, exd8=Q, O-O) or UCI (g1f3, e7e8q), got ${show(v)}`);
    }
    return ok(v.trim());
  }
}

const show = (v: unknown): string => (v === undefined ? 'nothing' : JSON.stringify(v));

/** Parses one line of the event language (`lineNo` is 1-based, for messages). */
export function parseEventLine(text: string, lineNo: number): Result<StartEvent | NumberedEvent, EventError> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return err({ code: 'bad_json', line: lineNo, message: `line ${lineNo}: not JSON (${(e as Error).message})` });
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return err({ code: 'bad_event', line: lineNo, message: `line ${lineNo}: an event must be a JSON object` });
  }
  const r = new LineReader(lineNo, value as Fields);
  const type = r.o['type'];
  const known = typeof type === 'string' ? FIELDS[type] : undefined;
  if (known === undefined) return r.fail('type', `unknown event type ${show(type)} (one of: ${Object.keys(FIELDS).join(', ')})`);
  for (const key of Object.keys(r.o)) {
    if (!known.includes(key)) return r.fail(key, `unknown field '${key}' in a "${String(type)}" event`, 'unknown_field');
  }
  if (type === 'start') return parseStart(r);
  const t = r.o['t'];
  if (typeof t !== 'number' || !Number.isSafeInteger(t) || t < 0) {
    return r.fail('t', `'t' must be a whole number of milliseconds since the start (≥ 0), got ${show(t)}`);
  }
  switch (type) {
    case 'move': {
      const move = r.move('move', false);
      return move.ok ? ok({ type, t, move: move.value!, line: lineNo }) : move;
    }
    case 'press':
    case 'draw-offer':
    case 'draw-accept':
    case 'draw-decline':
    case 'resign': {
      const by = r.color('by');
      return by.ok ? ok({ type, t, by: by.value, line: lineNo }) : by;
    }
    case 'claim': {
      const by = r.color('by');
      if (!by.ok) return by;
      const claim = r.oneOf('claim', CLAIM_KINDS);
      if (!claim.ok) return claim;
      const move = r.move('move', true);
      if (!move.ok) return move;
      if (move.value !== undefined && claim.value !== 'threefold' && claim.value !== 'fifty-moves') {
        return r.fail('move', `an intended 'move' goes only with a threefold or fifty-moves claim (9.2.1, 9.3.1)`);
      }
      return ok({ type, t, by: by.value, claim: claim.value, ...(move.value !== undefined ? { move: move.value } : {}), line: lineNo });
    }
    default:
      return parseArbiter(r, t);
  }
}

function parseArbiter(r: LineReader, t: number): Result<NumberedEvent, EventError> {
  const action = r.oneOf('action', ['look', 'add-time'] as const);
  if (!action.ok) return action;
  if (action.value === 'look') {
    for (const f of ['side', 'ms']) if (r.o[f] !== undefined) return r.fail(f, `'${f}' goes only with "add-time"`, 'unknown_field');
    return ok({ type: 'arbiter', t, action: 'look', line: r.line });
  }
  const side = r.color('side');
  if (!side.ok) return side;
  const ms = r.o['ms'];
  if (typeof ms !== 'number' || !Number.isSafeInteger(ms) || ms === 0) {
    return r.fail('ms', `'ms' must be a non-zero whole number of milliseconds (negative to remove time), got ${show(ms)}`);
  }
  return ok({ type: 'arbiter', t, action: 'add-time', side: side.value, ms, line: r.line });
}

function parseStart(r: LineReader): Result<StartEvent, EventError> {
  const rules = r.o['rules'];
  if (typeof rules !== 'string' || !isRulesetName(rules)) {
    return r.fail('rules', `'rules' must name a ruleset (fide-standard, fide-rapid, fide-blitz, fide-2009-standard, fide-2009-blitz, uscf-standard, uscf-blitz, online), got ${show(rules)}`);
  }
  const tc = r.o['tc'];
  if (typeof tc !== 'string') return r.fail('tc', `'tc' must be a time control such as "3+2" or "G/5;d5", got ${show(tc)}`);
  const control = parseTimeControl(tc);
  if (!control.ok) return r.fail('tc', `'tc': ${control.error.message}`);
  if (control.value.kind !== 'periods' && control.value.kind !== 'hourglass') {
    return r.fail('tc', `'tc' ${show(tc)} has no clock to run; the arbiter needs a timed control`);
  }
  const fen = r.o['fen'];
  if (fen !== undefined && typeof fen !== 'string') return r.fail('fen', `'fen' must be a FEN string, got ${show(fen)}`);
  const arbiter = r.oneOf('arbiter', ['present', 'absent'] as const, 'absent');
  if (!arbiter.ok) return arbiter;
  const clock = r.oneOf('clock', ['digital', 'analog'] as const, 'digital');
  if (!clock.ok) return clock;
  const g3 = r.o['guidelinesIII'];
  if (g3 !== undefined && typeof g3 !== 'boolean') return r.fail('guidelinesIII', `'guidelinesIII' must be true or false, got ${show(g3)}`);
  const tags: Record<string, string> = {};
  for (const [field, tag] of Object.entries(START_TAGS)) {
    const v = r.o[field];
    if (v === undefined) continue;
    if (typeof v !== 'string') return r.fail(field, `'${field}' must be a string, got ${show(v)}`);
    tags[tag] = v;
  }
  return ok({
    type: 'start',
    rules,
    tc,
    control: control.value,
    ...(fen !== undefined ? { fen } : {}),
    arbiter: arbiter.value,
    clock: clock.value,
    guidelinesIII: g3 === true,
    tags,
  });
}

/**
 * Parses a whole JSON Lines text: a `start` line first, then events with non-decreasing `t`.
 * Blank lines are skipped (line numbers still count them). Stops at the first malformed line.
 */
export function parseEvents(jsonl: string): Result<EventLog, EventError> {
  const lines = jsonl.replace(/^\uFEFF/, '').split(/\r?\n/);
  let start: StartEvent | undefined;
  let startLine = 1;
  const events: NumberedEvent[] = [];
  let lastT = 0;
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i]!;
    if (text.trim() === '') continue;
    const lineNo = i + 1;
    const parsed = parseEventLine(text, lineNo);
    if (!parsed.ok) return parsed;
    const event = parsed.value;
    if (event.type === 'start') {
      if (start !== undefined) return err({ code: 'bad_event', line: lineNo, field: 'type', message: `line ${lineNo}: a second "start" event` });
      start = event;
      startLine = lineNo;
      continue;
    }
    if (start === undefined) {
      return err({ code: 'no_start', line: lineNo, field: 'type', message: `line ${lineNo}: the first event must be {"type":"start",…}` });
    }
    if (event.t < lastT) {
      return err({ code: 'time_backwards', line: lineNo, field: 't', message: `line ${lineNo}: 't' ${event.t} is before the previous event's ${lastT}` });
    }
    lastT = event.t;
    events.push(event);
  }
  if (start === undefined) return err({ code: 'no_start', line: 1, field: 'type', message: 'line 1: no "start" event: the input is empty' });
  return ok({ start, startLine, events });
}
