/**
 * The arbiter as an incremental `Game` (for the server: apply one event, get its rulings and
 * the new state) and as `adjudicate` (for batch use: a whole event log to a verdict).
 */
import { Position } from '../board/position.js';
import {
  currentPeriod,
  delayKindNow,
  delayLeftMs,
  flagAtMs,
  flagsFallen,
  remainingMs,
  runningSide,
  signedRemainingMs,
  startClock,
  type FlagFall,
} from '../clock/clock.js';
import { makeFen, parseFen } from '../notation/fen.js';
import { err, ok, type Result } from '../result.js';
import { oneLine, quote, showValue } from '../text.js';
import { DEAD_POSITION_MAX_NODES } from '../play/ending.js';
import { DEFAULT_MAX_NODES } from '../winnable/canCheckmate.js';
import { categorize } from '../rules/category.js';
import { RULESETS } from '../rules/index.js';
import type { Ruleset } from '../rules/types.js';
import { opposite, type ByColor, type Color } from '../types.js';
import { GameCore } from './core.js';
import { applyOffer, applyResign, claimDraw, claimQuickplay } from './draws.js';
import { arbiterLooksAtDraws, automaticEndings } from './endings.js';
import { makeStartEvent, readEvent, type EventError, type EventLog, type GameEvent, type StartEvent, type StartOptions } from './events.js';
import { claimAbandonment } from './abandonment.js';
import { arbiterLooksAtFlags, claimFlag, observeFlags } from './flags.js';
import { arbiterLooksAtIrregularities, claimIllegal } from './illegal.js';
import { applyMove, applyPress } from './moves.js';
import {
  applyDeclare,
  applyPause,
  applyResume,
  applySetMoves,
  applyUnrecordedPress,
  claimNeedsBoard,
  claimUnrecordedIllegal,
  refusedWhilePaused,
} from './clockEvents.js';
import { Side, timeText, type GameResult, type Outcome, type Ruling } from './outcome.js';
import { makeVerdict, type Verdict } from './verdict.js';

/** The state after an event, as a server shows it or `--trace` prints it. */
export interface GameState {
  /** The instant of the last event applied (ms since the start). */
  readonly t: number;
  readonly fen: string;
  /** The side to move on the board. */
  readonly turn: Color;
  /** The side whose clock runs, or `null` (not started, or the game is over). */
  readonly running: Color | null;
  /** Remaining times at `t` (at the end, once the game is over). */
  readonly clock: ByColor<number>;
  /** When each side's flag fell, while it is down. */
  readonly flagsDown: ByColor<number | null>;
  /**
   * The instant (ms since the start, in the events' time) at which the running side's flag falls
   * if nobody acts first — exact, with any delay still to run and the period being played. A
   * server schedules its flag timer there; when it fires, any event at that `t` (an `arbiter`
   * `look`) lets the fall be seen first, and under `online` the game ends at that instant
   * (FIDE Online 4.4). `null` when no clock runs (before an online clock starts), when the running
   * side's flag is already down, or once the game is over.
   */
  readonly flagAt: number | null;
  readonly result: GameResult;
  readonly outcome: Outcome | null;
  /** The side whose draw offer stands, if any. */
  readonly drawOffer: Color | null;
  /** Completed illegal moves dealt with, per side. */
  readonly illegalMoves: ByColor<number>;
  /** Moves in the game record (0 in a clock-only record: see `ClockReading.moves`). */
  readonly plies: number;
  /** The clocks are stopped (a `pause` event) and wait for a `resume`. */
  readonly paused: boolean;
  /** What the record holds: the moves, or a clock alone (the start's `record`). */
  readonly record: 'moves' | 'clock';
}

/**
 * What the clock shows at one instant (`Game.clockAt`): everything a clock face draws, computed
 * by the core's clock engine, so a page only draws it.
 */
export interface ClockReading {
  /** The instant read (ms since the start); never before the last event. */
  readonly atMs: number;
  /** `waiting`: online, before the clock starts; `over`: the game has ended (the clocks show the end). */
  readonly status: 'waiting' | 'running' | 'paused' | 'over';
  /** Whose clock runs now, or `null`. */
  readonly running: Color | null;
  /** Whose clock runs, or would run when restarted. */
  readonly turn: Color;
  /** Main time left, never below zero (what a face shows). */
  readonly remainingMs: ByColor<number>;
  /** Main time left, unclamped (negative after a flag fall). */
  readonly signedMs: ByColor<number>;
  /** The simple or Bronstein delay the side whose clock runs (or would run) has still unused; 0 without delay. */
  readonly delayLeftMs: number;
  /** The kind of that side's delay, or `null`. */
  readonly delayKind: 'simple' | 'bronstein' | null;
  /** Moves each side has completed on the clock (presses that counted). */
  readonly moves: ByColor<number>;
  /** The 0-based period (counting repeats) of each side's next move; `null` for an hourglass. */
  readonly period: ByColor<number | null>;
  /** Moves each side must still make in its period, or `null` in sudden death and in an hourglass. */
  readonly movesToGo: ByColor<number | null>;
  /** Every flag fall up to `atMs` in order, noticed or not (the first is the one a digital clock marks). */
  readonly falls: readonly FlagFall[];
  /** When the running side's flag falls if nobody acts, or `null` (not running, already down, over). */
  readonly flagAt: number | null;
}

/** How a game under arbitration runs: the budgets of its mate analyses, and where its start came from. */
export interface GameOptions {
  /**
   * Node budget of each "can this side still checkmate" analysis behind a ruling — a flag, a
   * resignation, an illegal move that loses, a quickplay claim (default `DEFAULT_MAX_NODES`,
   * seconds at worst; a server that must answer fast passes less). When it runs out, the side
   * counts as able to mate and the ruling says so (`inconclusive`).
   */
  readonly maxNodes?: number;
  /** Node budget per side of the dead-position test after every move (FIDE 5.2.2; default `DEAD_POSITION_MAX_NODES`). */
  readonly deadPositionMaxNodes?: number;
  /** The input line of the start event, for rulings and errors (default 1). */
  readonly line?: number;
}

/** No rulings (shared: a caller only reads them). */
const NO_RULINGS: readonly Ruling[] = Object.freeze([]);

/** Where an applied event came from, when it came from a file: its input line. */
export interface EventSource {
  readonly line: number;
}

/**
 * One game under arbitration. Mutable, one owner: `apply` events in time order; each returns
 * the rulings it caused. Events after the end are ignored with a ruling. Nothing here reads a
 * clock: time is the events' `t`.
 */
export class Game {
  private readonly g: GameCore;
  private lastT = 0;
  /** Events applied so far, the start counted (for the default line of rulings). */
  private applied = 1;

  private constructor(g: GameCore) {
    this.g = g;
  }

  /**
   * Starts a game: `Game.start({ rules: 'fide-blitz', tc: '3+2' })`, or from a parsed start
   * event. Fails with an input error naming the field when the options are malformed or the
   * FEN is not a legal position.
   */
  static start(start: StartOptions | StartEvent, options: GameOptions = {}): Result<Game, EventError> {
    const line = options.line ?? 1;
    const relined = (e: EventError): { ok: false; error: EventError } =>
      err({ ...e, line, message: e.message.replace(/^line \d+: /, `line ${line}: `) });
    // A parsed start event is checked again like any options (it may have been built by hand); its control stands as parsed.
    const parsed =
      'control' in start
        ? makeStartEvent({
            ...start,
            tc: start.control,
            ...(start.controlBlack !== undefined ? { tcBlack: start.controlBlack } : {}),
          })
        : makeStartEvent(start);
    if (!parsed.ok) return relined(parsed.error);
    const event: StartEvent =
      'control' in start
        ? { ...parsed.value, tc: start.tc, ...(start.tcBlack !== undefined ? { tcBlack: start.tcBlack } : {}) }
        : parsed.value;
    const budget = (value: number | undefined, fallback: number, name: string): number | EventError => {
      if (value === undefined) return fallback;
      if (Number.isSafeInteger(value) && value >= 0) return value;
      return {
        code: 'bad_field',
        line,
        field: name,
        message: `line ${line}: '${name}' must be a whole number of nodes (≥ 0), got ${showValue(value)}`,
      };
    };
    const maxNodes = budget(options.maxNodes, DEFAULT_MAX_NODES, 'maxNodes');
    if (typeof maxNodes !== 'number') return err(maxNodes);
    const deadPositionMaxNodes = budget(options.deadPositionMaxNodes, DEAD_POSITION_MAX_NODES, 'deadPositionMaxNodes');
    if (typeof deadPositionMaxNodes !== 'number') return err(deadPositionMaxNodes);
    const rules: Ruleset = RULESETS[event.rules];
    let pos = Position.initial();
    if (event.fen !== undefined) {
      const parsed = parseFen(event.fen);
      if (!parsed.ok) return err({ code: 'bad_field', line, field: 'fen', message: `line ${line}: 'fen': ${parsed.error.message}` });
      pos = parsed.value;
    }
    // The side to move of the starting position moves first (a FEN may give Black the move).
    const clock = startClock(
      event.control,
      {
        firstMove: rules.clockStart.value,
        firstTurn: pos.turn,
        ...(event.controlBlack !== undefined ? { blackControl: event.controlBlack } : {}),
      },
      0,
    );
    if (!clock.ok) return err({ code: 'bad_field', line, field: 'tc', message: `line ${line}: 'tc': ${clock.error.message}` });
    const g = new GameCore(rules, event, pos, clock.value, { maxNodes, deadPositionMaxNodes });
    g.line = line;
    const cat = rules.category.value;
    const found = categorize(cat.scheme, event.control);
    if (cat.scheme !== 'any' && found !== null && !cat.expected.includes(found)) {
      g.rule(
        'category-mismatch',
        `the control ${quote(event.tc)} is ${found} under ${rules.category.rule}, not ${cat.expected.join(' or ')}; the ${rules.name} rules apply as the event chose them`,
        rules.category.rule,
      );
    }
    automaticEndings(g, opposite(pos.turn));
    const game = new Game(g);
    game.applied = line;
    return ok(game);
  }

  /**
   * Applies one event and returns the rulings it caused. The event is checked as a parsed line
   * would be (its shape, `EVENT_LIMITS`) and its `t` must not be before the previous event's;
   * otherwise it is an input error and nothing changes. `source` gives its input line; without
   * it, rulings point at the event's place in the game (the start is 1, the n-th event n + 1).
   */
  apply(event: GameEvent, source?: EventSource): Result<readonly Ruling[], EventError> {
    const line = source?.line ?? this.applied + 1;
    // A numbered event from `parseEvents` carries its line: it is the source, not a field (an
    // event without one, as a server sends them, is read as it is).
    let plain: object = event;
    if (Object.hasOwn(event, 'line')) {
      const { line: _source, ...rest } = event as GameEvent & { readonly line?: number };
      plain = rest;
    }
    const checked = readEvent(plain, line);
    if (!checked.ok) return checked;
    const e = checked.value;
    if (e.type === 'start') return err({ code: 'bad_event', line, field: 'type', message: `line ${line}: a second "start" event` });
    if (e.t < this.lastT) {
      return err({
        code: 'time_backwards',
        line,
        field: 't',
        message: `line ${line}: 't' ${e.t} is before the previous event's ${this.lastT}`,
      });
    }
    this.applied++;
    const g = this.g;
    const from = g.rulings.length;
    g.t = e.t;
    g.line = line;
    if (!g.over) {
      this.lastT = e.t;
      observeFlags(g);
    }
    if (g.over) {
      g.rule(
        'after-end',
        `the game ended at ${g.outcome!.endedAt} ms (${g.outcome!.termination}): this ${e.type} event is ignored`,
        g.rules.cite.gameOver,
      );
      return ok(g.rulings.slice(from));
    }
    this.dispatch(e);
    // Most moves cause no ruling: the shared empty list.
    return ok(g.rulings.length === from ? NO_RULINGS : g.rulings.slice(from));
  }

  private dispatch(event: GameEvent): void {
    const g = this.g;
    switch (event.type) {
      case 'move':
        if (g.clockOnly) {
          g.rule(
            'move-refused',
            `the record is a clock alone ("record": "clock"): the move '${event.move}' is not recorded; a press completes a move`,
            g.rules.moves.acceptsIllegal.rule,
          );
          return;
        }
        if (refusedWhilePaused(g, `the move '${event.move}'`)) return;
        return applyMove(g, event.move);
      case 'press':
        if (g.clockOnly) return applyUnrecordedPress(g, event.by);
        if (refusedWhilePaused(g, `${event.by === 'white' ? 'White' : 'Black'}'s press`)) return;
        return applyPress(g, event.by);
      case 'note':
        // No rules effect: the arbiter reads it in the record (a PGN comment where it happened).
        g.notes.push(`${timeText(event.t)}: ${oneLine(event.text, 500)}`);
        return;
      case 'pause':
        return applyPause(g, event.by);
      case 'resume':
        return applyResume(g, event.by);
      case 'claim':
        switch (event.claim) {
          case 'flag':
            return claimFlag(g, event.by);
          case 'illegal-move':
            return g.clockOnly ? claimUnrecordedIllegal(g, event.by) : claimIllegal(g, event.by, 'claim');
          case 'threefold':
          case 'fifty-moves':
            if (g.clockOnly) {
              const param = event.claim === 'threefold' ? g.rules.draws.threefold : g.rules.draws.fiftyMoves;
              return claimNeedsBoard(
                g,
                event.by,
                event.claim === 'threefold' ? 'a threefold repetition' : 'the fifty-move rule',
                param.rule,
              );
            }
            return claimDraw(g, event.by, event.claim, event.move);
          case 'quickplay-finish':
            if (g.clockOnly && g.rules.quickplayFinish.value !== null) {
              return claimNeedsBoard(g, event.by, 'a quickplay finish', g.rules.quickplayFinish.rule);
            }
            return claimQuickplay(g, event.by);
          case 'abandonment-win':
          case 'abandonment-draw':
            return claimAbandonment(g, event.by, event.claim === 'abandonment-win' ? 'win' : 'draw');
        }
        return;
      case 'draw-offer':
      case 'draw-accept':
      case 'draw-decline':
        return applyOffer(g, event.type, event.by);
      case 'resign':
        return applyResign(g, event.by);
      case 'arbiter':
        if (event.action === 'set-moves') return applySetMoves(g, event.side, event.moves);
        if (event.action === 'declare') return applyDeclare(g, event.result, event.termination);
        if (event.action === 'add-time') {
          g.addTime(event.side, event.ms);
          const verb =
            event.ms > 0 ? `gives ${Side(event.side)} ${event.ms / 1000} s` : `takes ${-event.ms / 1000} s from ${Side(event.side)}`;
          g.rule('time-added', `the arbiter ${verb}`, g.rules.cite.clockAdjustment);
          return;
        }
        arbiterLooksAtFlags(g);
        if (!g.over) arbiterLooksAtIrregularities(g);
        if (!g.over) arbiterLooksAtDraws(g);
        return;
    }
  }

  /** The state after the last event. */
  get state(): GameState {
    const g = this.g;
    const over = g.outcome !== null;
    const running = over ? null : runningSide(g.clock);
    return {
      t: this.lastT,
      fen: makeFen(g.pos),
      turn: g.pos.turn,
      running,
      clock: g.finalClock ?? { white: remainingMs(g.clock, 'white', this.lastT), black: remainingMs(g.clock, 'black', this.lastT) },
      flagsDown: { white: g.fallAt.white, black: g.fallAt.black },
      flagAt: running === null || g.fallAt[running] !== null ? null : flagAtMs(g.clock),
      result: g.outcome?.result ?? '*',
      outcome: g.outcome,
      drawOffer: g.drawOffer,
      illegalMoves: { ...g.illegalCount },
      plies: g.plies.length,
      paused: !over && g.clock.status === 'paused',
      record: g.start.record,
    };
  }

  /**
   * What the clock shows at `atMs` (ms since the start; an instant before the last event reads as
   * that event's). Exact: the core's clock engine computes every figure. Once the game is over the
   * clocks show the end (`status` `over`, nothing runs).
   */
  clockAt(atMs: number): ClockReading {
    const g = this.g;
    const t = Math.max(atMs, this.lastT);
    const clock = g.clock;
    const over = g.outcome !== null;
    const at = over ? g.outcome!.endedAt : t;
    const read = (side: Color) => signedRemainingMs(clock, side, at);
    const slot = (side: Color) => currentPeriod(clock, side);
    const toGo = (side: Color): number | null => {
      const s = slot(side);
      return s === null || s.lastMove === null ? null : s.lastMove - clock.sides[side].movesCompleted;
    };
    const running = over ? null : runningSide(clock);
    const signedMs = { white: read('white'), black: read('black') };
    const nextFall = running === null ? null : flagAtMs(clock);
    return {
      atMs: t,
      status: over ? 'over' : clock.status,
      running,
      turn: clock.turn,
      remainingMs:
        over && g.finalClock !== null ? { ...g.finalClock } : { white: Math.max(0, signedMs.white), black: Math.max(0, signedMs.black) },
      signedMs,
      delayLeftMs: over ? 0 : delayLeftMs(clock, at),
      delayKind: delayKindNow(clock),
      moves: { white: clock.sides.white.movesCompleted, black: clock.sides.black.movesCompleted },
      period: { white: slot('white')?.ordinal ?? null, black: slot('black')?.ordinal ?? null },
      movesToGo: { white: toGo('white'), black: toGo('black') },
      falls: flagsFallen(clock, at),
      flagAt: nextFall !== null && nextFall > at ? nextFall : null,
    };
  }

  /** Every ruling so far. */
  get rulings(): readonly Ruling[] {
    return this.g.rulings;
  }

  /** The verdict as things stand (result `*` while the game goes on). */
  verdict(): Verdict {
    return makeVerdict(this.g, this.lastT);
  }
}

/** One step of a trace: the event's line and type, and the state after it. */
export interface TraceStep {
  readonly line: number;
  readonly type: GameEvent['type'];
  readonly state: GameState;
}

/** A verdict with the state after each event (`adjudicate(log, { trace: true })`). */
export interface TracedVerdict extends Verdict {
  readonly trace?: readonly TraceStep[];
}

/** Options for {@link adjudicate}: the game's budgets, and whether to trace. */
export interface AdjudicateOptions extends Omit<GameOptions, 'line'> {
  /** Add the state after each event. */
  readonly trace?: boolean;
}

/** Applies a whole event log and returns the verdict; fails only when the start cannot be set up (bad FEN, bad budget). */
export function adjudicate(log: EventLog, options: AdjudicateOptions = {}): Result<TracedVerdict, EventError> {
  const { trace: traced, ...budgets } = options;
  const started = Game.start(log.start, { ...budgets, line: log.startLine });
  if (!started.ok) return started;
  const game = started.value;
  const trace: TraceStep[] = [];
  for (const event of log.events) {
    const applied = game.apply(event, event);
    if (!applied.ok) return applied;
    if (traced === true) trace.push({ line: event.line, type: event.type, state: game.state });
  }
  const verdict = game.verdict();
  return ok(traced === true ? { ...verdict, trace } : verdict);
}
