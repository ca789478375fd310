/**
 * The event language (docs/events.md): a `start` then timed events, as JSON Lines or as typed
 * values. This file checks the shape of each event — the same checks for a parsed line and for
 * a value built in code — and builds them (`makeStartEvent`, `events.move(…)`); whether the rules
 * accept a move or a claim is the arbiter's ruling, never an input error. Errors name the line
 * and the field.
 */
import { TIME_CONTROL_LIMITS, type TimeControl } from '../clock/timeControl.js';
import { parseTimeControl } from '../clock/parseTimeControl.js';
import { makeTimeControlText } from '../clock/makeTimeControl.js';
import { err, ok, type Result } from '../result.js';
import { RULESET_NAMES, isRulesetName, type RulesetName } from '../rules/types.js';
import { oneLine, quote, showValue } from '../text.js';
import type { Color } from '../types.js';
import { TERMINATIONS, type Termination } from './outcome.js';

/** The first event: which rules, which clock, from which position, who watches. */
export interface StartEvent {
  readonly type: 'start';
  readonly rules: RulesetName;
  /** The time control as written (`3+2`, `G/5;d5`, `40/90+30, 30+30` …), or its label when it was given as a value. */
  readonly tc: string;
  /** The control `tc` denotes (always a timed control: periods or an hourglass); White's under time odds. */
  readonly control: TimeControl;
  /** Black's control as written, under time odds (Armageddon `5` v `4`); absent when both play `tc`. */
  readonly tcBlack?: string;
  /** The control `tcBlack` denotes (of the same kind as `control`). */
  readonly controlBlack?: TimeControl;
  /**
   * `moves`: the record holds the moves (`move` events). `clock`: a clock alone — a `press` by the
   * side whose clock runs completes a move that is not recorded; the board is not known.
   */
  readonly record: 'moves' | 'clock';
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

/** What a game starts from, as a program gives it: `makeStartEvent` fills in the defaults. */
export interface StartOptions {
  readonly rules: RulesetName;
  /** The time control, as text in any notation `parseTimeControl` reads, or already parsed. */
  readonly tc: string | TimeControl;
  /** Black's control under time odds, as text or parsed. */
  readonly tcBlack?: string | TimeControl;
  /** Default `moves`. */
  readonly record?: 'moves' | 'clock';
  /** The starting position as a FEN (the standard one when absent). */
  readonly fen?: string;
  /** Default `absent`. */
  readonly arbiter?: 'present' | 'absent';
  /** Default `digital`. */
  readonly clock?: 'digital' | 'analog';
  /** Default `false`. */
  readonly guidelinesIII?: boolean;
  /** PGN tags: `Event`, `Site`, `Date`, `Round`, `White`, `Black`. */
  readonly tags?: Readonly<Partial<Record<PgnStartTag, string>>>;
}

/** The PGN tags a start event may carry. */
export type PgnStartTag = 'Event' | 'Site' | 'Date' | 'Round' | 'White' | 'Black';

/**
 * The claims a player can make. `abandonment-win` and `abandonment-draw` are made by the player
 * who stayed when the opponent left an online game and did not come back (the platform has run
 * its disconnection countdown); rulesets without them refuse them (`abandonment`).
 */
export const CLAIM_KINDS = [
  'flag',
  'illegal-move',
  'threefold',
  'fifty-moves',
  'quickplay-finish',
  'abandonment-win',
  'abandonment-draw',
] as const;
/** A claim a player can make (`CLAIM_KINDS`). */
export type ClaimKind = (typeof CLAIM_KINDS)[number];

/** Who stops or restarts the clocks: a player (to seek the arbiter, FIDE 6.11.2) or the arbiter. */
export type PauseActor = Color | 'arbiter';

/** A result the arbiter can declare (never `*`). */
export type DeclaredResult = '1-0' | '0-1' | '1/2-1/2';

/** An event after the start; `t` is milliseconds since the start, non-decreasing. */
export type GameEvent =
  | { readonly type: 'move'; readonly t: number; readonly move: string }
  | { readonly type: 'press'; readonly t: number; readonly by: Color }
  | { readonly type: 'claim'; readonly t: number; readonly by: Color; readonly claim: ClaimKind; readonly move?: string }
  | { readonly type: 'draw-offer' | 'draw-accept' | 'draw-decline' | 'resign'; readonly t: number; readonly by: Color }
  | { readonly type: 'arbiter'; readonly t: number; readonly action: 'look' }
  | { readonly type: 'arbiter'; readonly t: number; readonly action: 'add-time'; readonly side: Color; readonly ms: number }
  | { readonly type: 'pause' | 'resume'; readonly t: number; readonly by: PauseActor }
  /** What the recorder notes for the arbiter (a device that slept, a clock replaced): no rules effect; written to the PGN. */
  | { readonly type: 'note'; readonly t: number; readonly text: string }
  | { readonly type: 'arbiter'; readonly t: number; readonly action: 'set-moves'; readonly side: Color; readonly moves: number }
  | {
      readonly type: 'arbiter';
      readonly t: number;
      readonly action: 'declare';
      readonly result: DeclaredResult;
      readonly termination: Termination;
    };

/** An event with the input line it came from (1-based), for rulings to point at. */
export type NumberedEvent = GameEvent & { readonly line: number };

/** A whole event file: the start and the events in order. */
export interface EventLog {
  readonly start: StartEvent;
  /** The input line of the start event. */
  readonly startLine: number;
  readonly events: readonly NumberedEvent[];
}

/** A malformed event. `field` is absent when the event as a whole is wrong (not JSON, not an object). */
export interface EventError {
  readonly code: 'bad_json' | 'bad_event' | 'bad_field' | 'unknown_field' | 'no_start' | 'time_backwards';
  readonly line: number;
  readonly field?: string;
  readonly message: string;
}

/**
 * Limits on event values, far beyond any real game, so times stay exact integers whatever an
 * input says: `t` at most a year after the start; one `add-time` at most a day either way (the
 * longest period base a time control may have).
 */
export const EVENT_LIMITS = {
  maxT: 366 * 24 * 60 * 60 * 1000,
  maxAddTimeMs: TIME_CONTROL_LIMITS.maxBaseMs,
  /** The largest move count `set-moves` takes. */
  maxMoves: 10_000,
} as const;

const START_TAGS: Readonly<Record<string, PgnStartTag>> = {
  event: 'Event',
  site: 'Site',
  date: 'Date',
  round: 'Round',
  white: 'White',
  black: 'Black',
};

/** The fields of each event type (a `Map`: an event type named `toString` or `__proto__` is just unknown). */
const FIELDS: ReadonlyMap<string, readonly string[]> = new Map([
  ['start', ['type', 'rules', 'tc', 'tcBlack', 'record', 'fen', 'arbiter', 'clock', 'guidelinesIII', ...Object.keys(START_TAGS)]],
  ['move', ['type', 't', 'move']],
  ['press', ['type', 't', 'by']],
  ['claim', ['type', 't', 'by', 'claim', 'move']],
  ['draw-offer', ['type', 't', 'by']],
  ['draw-accept', ['type', 't', 'by']],
  ['draw-decline', ['type', 't', 'by']],
  ['resign', ['type', 't', 'by']],
  ['arbiter', ['type', 't', 'action', 'side', 'ms', 'moves', 'result', 'termination']],
  ['pause', ['type', 't', 'by']],
  ['resume', ['type', 't', 'by']],
  ['note', ['type', 't', 'text']],
]);

/** The longest text a `note` may hold. */
const MAX_NOTE_CHARS = 500;

/**
 * Terminations that only ever draw (a declared result with one of them must be `1/2-1/2`): FIDE
 * 5.2.1–5.2.3, 9.2, 9.3, 9.6, III.5; US Chess 14A–14D, 14H.
 */
const DRAWING_TERMINATIONS: readonly Termination[] = [
  'stalemate',
  'dead-position',
  'insufficient-material',
  'threefold',
  'fivefold',
  'fifty-moves',
  'seventy-five-moves',
  'agreement',
  'quickplay-finish',
];

/** The fields each `arbiter` action takes besides `type`, `t` and `action`. */
const ARBITER_FIELDS: Readonly<Record<string, readonly string[]>> = {
  look: [],
  'add-time': ['side', 'ms'],
  'set-moves': ['side', 'moves'],
  declare: ['result', 'termination'],
};

/** The longest text a `move` field may hold (the longest SAN with marks is far shorter). */
const MAX_MOVE_CHARS = 16;
/** The longest FEN a start may carry, and the longest tag value. */
const MAX_FEN_CHARS = 200;
const MAX_TAG_CHARS = 1000;

// The shape of a move in SAN (with optional check/annotation marks) or UCI; legality is the arbiter's business.
const SAN = /^(?:[NBRQK][a-h]?[1-8]?x?[a-h][1-8]|[a-h](?:x[a-h])?[1-8](?:=?[NBRQnbrq])?|O-O(?:-O)?|0-0(?:-0)?)[+#]?[!?]{0,2}$/;
const UCI = /^[a-h][1-8][a-h][1-8][qrbnk]?$/;

/** Whether `text` has the shape of a UCI or SAN move (UCI first: what a server's clients send). */
const looksLikeMove = (text: string): boolean => UCI.test(text) || SAN.test(text);

type Fields = Readonly<Record<string, unknown>>;

/** Reads the fields of one event object, failing with the line and field named. */
class FieldReader {
  constructor(
    readonly line: number,
    readonly o: Fields,
  ) {}

  /** The value of an own field (never one inherited from Object.prototype). */
  get(field: string): unknown {
    return Object.hasOwn(this.o, field) ? this.o[field] : undefined;
  }

  fail(field: string, message: string, code: EventError['code'] = 'bad_field'): { ok: false; error: EventError } {
    return err({ code, line: this.line, field, message: `line ${this.line}: ${message}` });
  }

  color(field: string): Result<Color, EventError> {
    const v = this.get(field);
    if (v === 'white' || v === 'black') return ok(v);
    return this.fail(field, `'${field}' must be "white" or "black", got ${showValue(v)}`);
  }

  oneOf<T extends string>(field: string, allowed: readonly T[], fallback?: T): Result<T, EventError> {
    const v = this.get(field);
    if (v === undefined && fallback !== undefined) return ok(fallback);
    if (typeof v === 'string' && (allowed as readonly string[]).includes(v)) return ok(v as T);
    return this.fail(field, `'${field}' must be one of ${allowed.map((a) => `"${a}"`).join(', ')}, got ${showValue(v)}`);
  }

  move(field: string, optional: boolean): Result<string | undefined, EventError> {
    const v = this.get(field);
    if (v === undefined && optional) return ok(undefined);
    if (typeof v !== 'string' || v.length > MAX_MOVE_CHARS || !looksLikeMove(v.trim())) {
      return this.fail(field, `'${field}' must be a move in SAN (Nf3, exd8=Q, O-O) or UCI (g1f3, e7e8q), got ${showValue(v)}`);
    }
    return ok(v.trim());
  }

  string(field: string, maxChars: number): Result<string | undefined, EventError> {
    const v = this.get(field);
    if (v === undefined) return ok(undefined);
    if (typeof v !== 'string') return this.fail(field, `'${field}' must be a string, got ${showValue(v)}`);
    if (v.length > maxChars) return this.fail(field, `'${field}' is longer than ${maxChars} characters`);
    return ok(v);
  }
}

/** Parses one line of the event language (`lineNo` is 1-based, for messages). */
export function parseEventLine(text: string, lineNo: number): Result<StartEvent | NumberedEvent, EventError> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    // V8's message quotes the input: made one bounded line.
    return err({ code: 'bad_json', line: lineNo, message: `line ${lineNo}: not JSON (${oneLine((e as Error).message, 160)})` });
  }
  return readEvent(value, lineNo);
}

/**
 * Checks a value as an event of the language (a start or a timed event), exactly as a parsed
 * line is checked: known type, known fields only, each of the right shape and within
 * `EVENT_LIMITS`. `line` is where it came from, for messages.
 */
export function readEvent(value: unknown, line: number): Result<StartEvent | NumberedEvent, EventError> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return err({ code: 'bad_event', line, message: `line ${line}: an event must be a JSON object` });
  }
  const r = new FieldReader(line, value as Fields);
  const type = r.get('type');
  const known = typeof type === 'string' ? FIELDS.get(type) : undefined;
  if (known === undefined) return r.fail('type', `unknown event type ${showValue(type)} (one of: ${[...FIELDS.keys()].join(', ')})`);
  for (const key of Object.keys(r.o)) {
    if (!known.includes(key)) return r.fail(key, `unknown field ${quote(key)} in a "${String(type)}" event`, 'unknown_field');
  }
  if (type === 'start') return readStart(r);
  const t = r.get('t');
  if (typeof t !== 'number' || !Number.isSafeInteger(t) || t < 0 || t > EVENT_LIMITS.maxT) {
    return r.fail(
      't',
      `'t' must be a whole number of milliseconds since the start, from 0 to ${EVENT_LIMITS.maxT} (a year), got ${showValue(t)}`,
    );
  }
  switch (type) {
    case 'move': {
      const move = r.move('move', false);
      return move.ok ? ok({ type, t, move: move.value!, line }) : move;
    }
    case 'press':
    case 'draw-offer':
    case 'draw-accept':
    case 'draw-decline':
    case 'resign': {
      const by = r.color('by');
      return by.ok ? ok({ type, t, by: by.value, line }) : by;
    }
    case 'pause':
    case 'resume': {
      const by = r.oneOf('by', ['white', 'black', 'arbiter'] as const);
      return by.ok ? ok({ type, t, by: by.value, line }) : by;
    }
    case 'note': {
      const text = r.get('text');
      if (typeof text !== 'string' || text.trim() === '' || text.length > MAX_NOTE_CHARS) {
        return r.fail('text', `'text' must be a note of 1 to ${MAX_NOTE_CHARS} characters, got ${showValue(text)}`);
      }
      return ok({ type, t, text, line });
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
      return ok({ type, t, by: by.value, claim: claim.value, ...(move.value !== undefined ? { move: move.value } : {}), line });
    }
    default:
      return readArbiter(r, t);
  }
}

function readArbiter(r: FieldReader, t: number): Result<NumberedEvent, EventError> {
  const action = r.oneOf('action', ['look', 'add-time', 'set-moves', 'declare'] as const);
  if (!action.ok) return action;
  const allowed = ARBITER_FIELDS[action.value]!;
  for (const f of ['side', 'ms', 'moves', 'result', 'termination']) {
    if (r.get(f) !== undefined && !allowed.includes(f)) {
      const owners = Object.entries(ARBITER_FIELDS)
        .filter(([, fields]) => fields.includes(f))
        .map(([a]) => `"${a}"`)
        .join(' or ');
      return r.fail(f, `'${f}' goes only with ${owners}, not "${action.value}"`, 'unknown_field');
    }
  }
  if (action.value === 'look') return ok({ type: 'arbiter', t, action: 'look', line: r.line });
  if (action.value === 'declare') {
    const result = r.oneOf('result', ['1-0', '0-1', '1/2-1/2'] as const);
    if (!result.ok) return result;
    const termination = r.oneOf('termination', TERMINATIONS);
    if (!termination.ok) return termination;
    const drawn = result.value === '1/2-1/2';
    if (termination.value === 'checkmate' && drawn) return r.fail('result', `a checkmate is not a draw: 'result' must be "1-0" or "0-1"`);
    if (!drawn && DRAWING_TERMINATIONS.includes(termination.value)) {
      return r.fail('result', `a game ending by ${termination.value} is drawn: 'result' must be "1/2-1/2"`);
    }
    return ok({ type: 'arbiter', t, action: 'declare', result: result.value, termination: termination.value, line: r.line });
  }
  const side = r.color('side');
  if (!side.ok) return side;
  if (action.value === 'set-moves') {
    const moves = r.get('moves');
    if (typeof moves !== 'number' || !Number.isSafeInteger(moves) || moves < 0 || moves > EVENT_LIMITS.maxMoves) {
      return r.fail('moves', `'moves' must be a whole number of moves from 0 to ${EVENT_LIMITS.maxMoves}, got ${showValue(moves)}`);
    }
    return ok({ type: 'arbiter', t, action: 'set-moves', side: side.value, moves, line: r.line });
  }
  const ms = r.get('ms');
  const max = EVENT_LIMITS.maxAddTimeMs;
  if (typeof ms !== 'number' || !Number.isSafeInteger(ms) || ms === 0 || Math.abs(ms) > max) {
    return r.fail(
      'ms',
      `'ms' must be a non-zero whole number of milliseconds from -${max} to ${max} (a day; negative removes time), got ${showValue(ms)}`,
    );
  }
  return ok({ type: 'arbiter', t, action: 'add-time', side: side.value, ms, line: r.line });
}

/** Reads a control field of the start (`tc`, `tcBlack`): text in any notation, with a clock to run. */
function readControl(r: FieldReader, field: 'tc' | 'tcBlack'): Result<{ text: string; control: TimeControl }, EventError> {
  const text = r.get(field);
  if (typeof text !== 'string') return r.fail(field, `'${field}' must be a time control such as "3+2" or "G/5;d5", got ${showValue(text)}`);
  const parsed = parseTimeControl(text);
  if (!parsed.ok) return r.fail(field, `'${field}': ${parsed.error.message}`);
  const control = parsed.value;
  if (control.kind !== 'periods' && control.kind !== 'hourglass') {
    return r.fail(field, `'${field}' ${quote(text)} has no clock to run; the arbiter needs a timed control`);
  }
  return ok({ text, control });
}

function readStart(r: FieldReader, given?: TimeControl, givenBlack?: TimeControl): Result<StartEvent, EventError> {
  const rules = r.get('rules');
  if (typeof rules !== 'string' || !isRulesetName(rules)) {
    return r.fail('rules', `'rules' must name a ruleset (${RULESET_NAMES.join(', ')}), got ${showValue(rules)}`);
  }
  let tc: string;
  let control: TimeControl;
  if (given !== undefined) {
    control = given;
    tc = makeTimeControlText(given);
    if (control.kind !== 'periods' && control.kind !== 'hourglass') {
      return r.fail('tc', `'tc' ${quote(tc)} has no clock to run; the arbiter needs a timed control`);
    }
  } else {
    const read = readControl(r, 'tc');
    if (!read.ok) return read;
    tc = read.value.text;
    control = read.value.control;
  }
  let black: { text: string; control: TimeControl } | undefined;
  if (givenBlack !== undefined) {
    if (givenBlack.kind !== 'periods' && givenBlack.kind !== 'hourglass') {
      return r.fail('tcBlack', `'tcBlack' has no clock to run; the arbiter needs a timed control`);
    }
    black = { text: makeTimeControlText(givenBlack), control: givenBlack };
  } else if (r.get('tcBlack') !== undefined) {
    const read = readControl(r, 'tcBlack');
    if (!read.ok) return read;
    black = read.value;
  }
  if (black !== undefined && black.control.kind !== control.kind) {
    return r.fail(
      'tcBlack',
      `'tcBlack' ${quote(black.text)} must be of the same kind as 'tc' ${quote(tc)} (both periods, or both an hourglass)`,
    );
  }
  const record = r.oneOf('record', ['moves', 'clock'] as const, 'moves');
  if (!record.ok) return record;
  const fen = r.string('fen', MAX_FEN_CHARS);
  if (!fen.ok) return fen;
  if (record.value === 'clock' && fen.value !== undefined) {
    return r.fail('fen', `'fen' goes only with a record of the moves: a clock-only record ("record": "clock") has no board`);
  }
  const arbiter = r.oneOf('arbiter', ['present', 'absent'] as const, 'absent');
  if (!arbiter.ok) return arbiter;
  const clock = r.oneOf('clock', ['digital', 'analog'] as const, 'digital');
  if (!clock.ok) return clock;
  const g3 = r.get('guidelinesIII');
  if (g3 !== undefined && typeof g3 !== 'boolean')
    return r.fail('guidelinesIII', `'guidelinesIII' must be true or false, got ${showValue(g3)}`);
  const tags: Partial<Record<PgnStartTag, string>> = {};
  for (const [field, tag] of Object.entries(START_TAGS)) {
    const v = r.string(field, MAX_TAG_CHARS);
    if (!v.ok) return v;
    if (v.value !== undefined) tags[tag] = v.value;
  }
  return ok({
    type: 'start',
    rules,
    tc,
    control,
    ...(black !== undefined ? { tcBlack: black.text, controlBlack: black.control } : {}),
    record: record.value,
    ...(fen.value !== undefined ? { fen: fen.value } : {}),
    arbiter: arbiter.value,
    clock: clock.value,
    guidelinesIII: g3 === true,
    tags,
  });
}

/**
 * The start event for a game a program sets up: `makeStartEvent({ rules: 'fide-blitz', tc: '3+2' })`.
 * Checks what the JSON form checks (a known ruleset, a timed control, the other fields' shapes)
 * and fills in the defaults; a control given as a value keeps its label as `tc`. The FEN's
 * position is checked when the game starts.
 */
export function makeStartEvent(options: StartOptions): Result<StartEvent, EventError> {
  const fields: Record<string, unknown> = { rules: options.rules };
  if (typeof options.tc === 'string') fields['tc'] = options.tc;
  if (typeof options.tcBlack === 'string') fields['tcBlack'] = options.tcBlack;
  if (options.record !== undefined) fields['record'] = options.record;
  if (options.fen !== undefined) fields['fen'] = options.fen;
  if (options.arbiter !== undefined) fields['arbiter'] = options.arbiter;
  if (options.clock !== undefined) fields['clock'] = options.clock;
  if (options.guidelinesIII !== undefined) fields['guidelinesIII'] = options.guidelinesIII;
  for (const [field, tag] of Object.entries(START_TAGS)) {
    const v = options.tags?.[tag];
    if (v !== undefined) fields[field] = v;
  }
  return readStart(
    new FieldReader(1, fields),
    typeof options.tc === 'string' ? undefined : options.tc,
    options.tcBlack === undefined || typeof options.tcBlack === 'string' ? undefined : options.tcBlack,
  );
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
      if (start !== undefined)
        return err({ code: 'bad_event', line: lineNo, field: 'type', message: `line ${lineNo}: a second "start" event` });
      start = event;
      startLine = lineNo;
      continue;
    }
    if (start === undefined) {
      return err({ code: 'no_start', line: lineNo, field: 'type', message: `line ${lineNo}: the first event must be {"type":"start",…}` });
    }
    if (event.t < lastT) {
      return err({
        code: 'time_backwards',
        line: lineNo,
        field: 't',
        message: `line ${lineNo}: 't' ${event.t} is before the previous event's ${lastT}`,
      });
    }
    lastT = event.t;
    events.push(event);
  }
  if (start === undefined)
    return err({ code: 'no_start', line: 1, field: 'type', message: 'line 1: no "start" event: the input is empty' });
  return ok({ start, startLine, events });
}
