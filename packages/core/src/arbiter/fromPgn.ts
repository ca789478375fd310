/**
 * Reading a PGN with clock comments into the event language, so the arbiter can rule on a game
 * that was played elsewhere (a lichess or chess.com download, a DGT board's record, the PGN this
 * arbiter wrote): the start from the tags, a `move` event per move at the instant its clock
 * comments give, and the game's end as the events that most plausibly produced the PGN's result.
 */
import { parsePgnTimeControl, parseTimeControl } from '../clock/parseTimeControl.js';
import { makeTimeControlText } from '../clock/makeTimeControl.js';
import { classifyFide } from '../clock/classify.js';
import type { FirstMovePolicy } from '../clock/clock.js';
import type { TimeControl, TimedControl } from '../clock/timeControl.js';
import { parseFen } from '../notation/fen.js';
import { readPgn } from '../pgn/read.js';
import { ROSTER_DEFAULTS } from '../pgn/tags.js';
import type { PgnGame, PgnMove } from '../pgn/types.js';
import { err, ok, type Result } from '../result.js';
import { RULESETS } from '../rules/index.js';
import { isRulesetName, type RulesetName } from '../rules/types.js';
import { quote } from '../text.js';
import type { Color } from '../types.js';
import { makeStartEvent, readEvent, type GameEvent, type PgnStartTag, type StartEvent } from './events.js';
import { inferEnding } from './fromPgnEnding.js';
import { moveTimes, type PlyClock } from './fromPgnTimes.js';
import { timeText } from './outcome.js';

/** How to read the PGN: the ruleset and anything the PGN does not say. */
export interface PgnEventsOptions {
  /** The ruleset; default the PGN's `Ruleset` tag, else FIDE 2023 for the control's FIDE category. */
  readonly rules?: RulesetName;
  /** The time control to use instead of the `TimeControl` tag (any notation `parseTimeControl` reads). */
  readonly tc?: string;
  /** The start line's `arbiter` (default `absent`). */
  readonly arbiter?: 'present' | 'absent';
  /** The start line's `clock` (default `digital`). */
  readonly clock?: 'digital' | 'analog';
  /** The start line's `guidelinesIII` (default `false`). */
  readonly guidelinesIII?: boolean;
  /** Node budget of the mate analyses run while inferring the game's end (the arbiter's default when absent). */
  readonly maxNodes?: number;
}

/** A game as events: the start, the timed events in order, and what was inferred rather than read. */
export interface PgnEvents {
  readonly start: StartEvent;
  readonly events: readonly GameEvent[];
  /** Plain-language notes on what the PGN did not say and was inferred (the ruleset, estimates, the game's end). */
  readonly notes: readonly string[];
}

/** Why a PGN could not be read into events; `line` is the PGN's input line when one is to blame. */
export interface PgnEventsError {
  readonly code: 'no_game' | 'truncated' | 'no_time_control' | 'bad_time_control' | 'bad_start' | 'bad_move' | 'no_clock' | 'bad_clock';
  readonly message: string;
  readonly line?: number;
}

const START_TAGS: readonly PgnStartTag[] = ['Event', 'Site', 'Date', 'Round', 'White', 'Black'];
const MAX_TAG_CHARS = 1000;
/** Null-move spellings (they have no over-the-board meaning). */
const NULL_MOVES: ReadonlySet<string> = new Set(['--', 'Z0', '0000', '@@@@']);

const fail = (code: PgnEventsError['code'], message: string, line?: number): { ok: false; error: PgnEventsError } =>
  err(line === undefined ? { code, message } : { code, message, line });

/** The ruleset: the option, else a known `Ruleset` tag, else FIDE 2023 by the control's category. */
function chooseRules(game: PgnGame, control: TimeControl, options: PgnEventsOptions, notes: string[]): RulesetName {
  if (options.rules !== undefined) return options.rules;
  const tag = game.headers.get('Ruleset')?.trim();
  if (tag !== undefined && isRulesetName(tag)) return tag;
  const category = classifyFide(control) ?? 'standard';
  const rules: RulesetName = category === 'blitz' ? 'fide-blitz' : category === 'rapid' ? 'fide-rapid' : 'fide-standard';
  const unknown = tag === undefined ? '' : ` (the Ruleset tag ${quote(tag)} names no ruleset)`;
  notes.push(`ruled under ${rules}, the FIDE rules for a ${category} control${unknown}`);
  return rules;
}

/** The control of the `name` tag or the option, as text; `null` when none is given. */
function controlText(game: PgnGame, name: string, option: string | undefined): string | null {
  const text = option ?? game.headers.get(name)?.trim();
  return text === undefined || text === '' || text === '-' || text === '?' ? null : text;
}

/** A control from a tag (PGN `180+2`: seconds; else any notation) or from the option (any notation). */
function readControl(text: string, fromTag: boolean): Result<TimeControl, PgnEventsError> {
  const parsed = fromTag ? parsePgnTimeControl(text) : parseTimeControl(text);
  if (parsed.ok) return parsed;
  const loose = fromTag ? parseTimeControl(text) : parsed;
  return loose.ok ? loose : fail('bad_time_control', `the time control ${quote(text)}: ${parsed.error.message}`);
}

/**
 * The control as text the event language reads back to the same control (a PGN tag's `180+2` is
 * seconds there, minutes in the event language): the tag's own text when it reads the same, else
 * the core's exact notation (`3+2`, `G/5;d3`, `40/90;inc30, G/30;inc30` …).
 */
function eventNotation(control: TimeControl, written: string): string {
  const back = parseTimeControl(written);
  return back.ok && JSON.stringify(back.value) === JSON.stringify(control) ? written : makeTimeControlText(control);
}

/** The start event from the tags and options. */
function readStart(game: PgnGame, options: PgnEventsOptions, notes: string[]): Result<StartEvent, PgnEventsError> {
  // Our own PGN writes a control PGN cannot express (a delay) in TimeControlDetail, in the event language's notation.
  const detail = options.tc ?? controlText(game, 'TimeControlDetail', undefined) ?? undefined;
  const tc = controlText(game, 'TimeControl', detail);
  if (tc === null) {
    const tag = game.headers.get('TimeControl');
    const why = tag === undefined ? 'has no TimeControl tag' : `has TimeControl ${quote(tag)}, which gives no clock`;
    return fail('no_time_control', `the PGN ${why}: the arbiter needs the time control (give one, e.g. "180+2")`);
  }
  const control = readControl(tc, detail === undefined);
  if (!control.ok) return control;
  const blackDetail = options.tc === undefined ? controlText(game, 'BlackTimeControlDetail', undefined) : null;
  const blackText = options.tc === undefined ? (blackDetail ?? controlText(game, 'BlackTimeControl', undefined)) : null;
  const tcBlack = blackText === null ? null : readControl(blackText, blackDetail === null);
  if (tcBlack !== null && !tcBlack.ok) return tcBlack;
  const rules = chooseRules(game, control.value, options, notes);
  const tags: Partial<Record<PgnStartTag, string>> = {};
  for (const tag of START_TAGS) {
    const value = game.headers.get(tag);
    if (value !== undefined && value !== ROSTER_DEFAULTS[tag] && value.trim() !== '') tags[tag] = value.slice(0, MAX_TAG_CHARS);
  }
  const fen = game.headers.get('SetUp')?.trim() === '0' ? undefined : game.headers.get('FEN')?.trim();
  const start = makeStartEvent({
    rules,
    tc: detail ?? eventNotation(control.value, tc),
    ...(tcBlack !== null && blackText !== null ? { tcBlack: eventNotation(tcBlack.value, blackText) } : {}),
    ...(fen !== undefined ? { fen } : {}),
    ...(options.arbiter !== undefined ? { arbiter: options.arbiter } : {}),
    ...(options.clock !== undefined ? { clock: options.clock } : {}),
    ...(options.guidelinesIII !== undefined ? { guidelinesIII: options.guidelinesIII } : {}),
    tags,
  });
  if (!start.ok) return fail('bad_start', start.error.message.replace(/^line \d+: /, ''));
  return ok(start.value);
}

/** `12. Nf3` / `12... Nf3 (line 30)` for messages. */
function moveLabel(fullmove: number, side: Color, move: PgnMove): string {
  return `${fullmove}${side === 'white' ? '.' : '...'} ${move.san}`;
}

/** The plies' sides and labels, their clock comments, and the move events' texts; fails naming the move. */
function readPlies(
  game: PgnGame,
  start: StartEvent,
): Result<{ readonly clocks: PlyClock[]; readonly labels: string[]; readonly moves: string[] }, PgnEventsError> {
  const pos = start.fen === undefined ? null : parseFen(start.fen);
  let side: Color = pos !== null && pos.ok ? pos.value.turn : 'white';
  let fullmove = pos !== null && pos.ok ? pos.value.fullmoves : 1;
  const clocks: PlyClock[] = [];
  const labels: string[] = [];
  const moves: string[] = [];
  for (const move of game.moves) {
    const label = moveLabel(fullmove, side, move);
    const where = `move ${label} (line ${move.line})`;
    if (NULL_MOVES.has(move.san)) return fail('bad_move', `${where}: a null move has no meaning over the board`, move.line);
    const shaped = readEvent({ type: 'move', t: 0, move: move.san }, move.line);
    if (!shaped.ok) return fail('bad_move', `${where}: not a move the arbiter reads (SAN such as Nf3, or UCI such as g1f3)`, move.line);
    const unread = move.comments.find((c) => /\[%(clk|emt)\s/.test(c));
    if (unread !== undefined) {
      const command = /\[%(?:clk|emt)\s[^\]]*\]?/.exec(unread)?.[0] ?? unread;
      return fail('bad_clock', `${where}: unreadable clock comment ${quote(command)} (h:mm:ss or h:mm:ss.s)`, move.line);
    }
    if (move.clockMs === undefined && move.emtMs === undefined) {
      const none = clocks.length === 0 ? 'the PGN has no clock comments: ' : '';
      return fail('no_clock', `${none}${where} has no [%clk] (nor [%emt]): the arbiter needs the time of every move`, move.line);
    }
    clocks.push({
      side,
      ...(move.clockMs !== undefined ? { clockMs: move.clockMs } : {}),
      ...(move.emtMs !== undefined ? { emtMs: move.emtMs } : {}),
    });
    labels.push(label);
    moves.push(move.san);
    if (side === 'black') fullmove++;
    side = side === 'white' ? 'black' : 'white';
  }
  return ok({ clocks, labels, moves });
}

/** "3 moves (12. Nf3, 14... Kg7, 20. a4)" */
function listMoves(plies: readonly number[], labels: readonly string[]): string {
  const shown = plies.slice(0, 5).map((p) => labels[p]!);
  const more = plies.length > 5 ? `, and ${plies.length - 5} more` : '';
  return `${plies.length === 1 ? 'move' : `${plies.length} moves`} ${shown.join(', ')}${more}`;
}

/**
 * Reads a PGN game (the first of a text, or one the PGN reader gave) into the event language.
 *
 * - **Start.** The ruleset of `options.rules`, else the `Ruleset` tag, else FIDE 2023 for the
 *   control's category (a note says so); `TimeControl` (or `options.tc`; `BlackTimeControl` under
 *   time odds); `FEN` (unless `SetUp` is `"0"`); `Event`, `Site`, `Date`, `Round`, `White`, `Black`.
 * - **Moves.** One `move` event per mainline move, as written (SAN, or UCI for an illegal move
 *   that stood), at the instant its clock comments give: see `fromPgnTimes.ts` — exact up to the
 *   rounding of the written clocks, except a move that cost nothing within its delay and has no
 *   `[%emt]` (an estimate, noted). Clocks higher than the control allows become an arbiter's
 *   `add-time` (noted).
 * - **End.** The PGN says the result but not the events behind it: the ending is inferred from
 *   the result and the `Termination`/`TerminationDetail` tags — a loss on time becomes the
 *   winner's flag claim at the instant the loser's flag fell, a resignation or a draw agreement is
 *   put at the last move (the PGN does not say when), a repetition a claim — and kept only when the
 *   arbiter's verdict then matches the PGN's result; each inference is noted.
 *
 * Fails naming what is wrong: no game, no or unreadable time control, a move the event language
 * cannot hold, a move without clock comments or with an unreadable one, a bad FEN.
 */
export function eventsFromPgn(pgn: string | PgnGame, options: PgnEventsOptions = {}): Result<PgnEvents, PgnEventsError> {
  const game = typeof pgn === 'string' ? readPgn(pgn).next().value : pgn;
  if (game === undefined) return fail('no_game', 'no PGN game found (tags such as [White "…"] and moves such as 1. e4 e5)');
  if (game.truncated === true) return fail('truncated', 'the game is too long for the PGN reader: it was cut off');
  const variant = game.headers.get('Variant')?.trim().toLowerCase();
  if (variant !== undefined && !['standard', 'chess', 'from position', 'normal'].includes(variant)) {
    return fail('bad_start', `the variant ${quote(variant)} is not chess as the arbiter knows it`);
  }
  const notes: string[] = [];
  const start = readStart(game, options, notes);
  if (!start.ok) return start;
  const plies = readPlies(game, start.value);
  if (!plies.ok) return plies;
  const { clocks, labels, moves } = plies.value;
  const s = start.value;
  const controls = { white: s.control as TimedControl, black: (s.controlBlack ?? s.control) as TimedControl };
  const firstMove: FirstMovePolicy = RULESETS[s.rules].clockStart.value;
  const times = moveTimes(clocks, controls, firstMove);
  const events: GameEvent[] = [];
  let added = 0;
  for (let ply = 0; ply < moves.length; ply++) {
    for (; added < times.added.length && times.added[added]!.ply === ply; added++) {
      const a = times.added[added]!;
      events.push({ type: 'arbiter', t: ply === 0 ? 0 : times.t[ply - 1]!, action: 'add-time', side: a.side, ms: a.ms });
    }
    events.push({ type: 'move', t: times.t[ply]!, move: moves[ply]! });
  }
  for (const a of times.added) {
    notes.push(`${labels[a.ply]}: the clock shows ${timeText(a.ms)} more than the control gives; taken as time added by the arbiter`);
  }
  if (times.estimated.length > 0) {
    notes.push(
      `the time of ${listMoves(times.estimated, labels)} is an estimate: the clock did not change within the delay, and no [%emt] says how long`,
    );
  }
  if (times.emtIgnored.length > 0)
    notes.push(`the [%emt] of ${listMoves(times.emtIgnored, labels)} contradicts the clocks; the clocks were followed`);
  if (times.clockIgnored.length > 0)
    notes.push(`the [%clk] of ${listMoves(times.clockIgnored, labels)} is not what the control allows; it was not followed`);
  const ending = inferEnding(game, s, events, options.maxNodes);
  if (!ending.ok) return fail('bad_start', ending.error);
  notes.push(...ending.value.notes);
  return ok({ start: s, events: [...events, ...ending.value.events], notes });
}
