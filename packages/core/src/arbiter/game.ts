/**
 * The arbiter as an incremental `Game` (for the server: apply one event, get its rulings and
 * the new state) and as `adjudicate` (for batch use: a whole event log to a verdict).
 */
import { Position } from '../board/position.js';
import { remainingMs, runningSide, startClock } from '../clock/clock.js';
import { makeFen, parseFen } from '../notation/fen.js';
import { err, ok, type Result } from '../result.js';
import { categorize } from '../rules/category.js';
import { RULESETS } from '../rules/index.js';
import type { Ruleset } from '../rules/types.js';
import { opposite, type ByColor, type Color } from '../types.js';
import { handOver } from './clockOps.js';
import { GameCore } from './core.js';
import { applyOffer, applyResign, claimDraw, claimQuickplay } from './draws.js';
import { arbiterLooksAtDraws, automaticEndings } from './endings.js';
import type { EventError, EventLog, GameEvent, StartEvent } from './events.js';
import { arbiterLooksAtFlags, claimFlag, observeFlags } from './flags.js';
import { arbiterLooksAtIrregularities, claimIllegal } from './illegal.js';
import { applyMove, applyPress } from './moves.js';
import { Side, type GameResult, type Outcome, type Ruling } from './outcome.js';
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
  readonly result: GameResult;
  readonly outcome: Outcome | null;
  /** The side whose draw offer stands, if any. */
  readonly drawOffer: Color | null;
  /** Completed illegal moves dealt with, per side. */
  readonly illegalMoves: ByColor<number>;
  /** Moves in the game record. */
  readonly plies: number;
}

/**
 * One game under arbitration. Mutable, one owner: `apply` events in time order; each returns
 * the rulings it caused. Events after the end are ignored with a ruling. Nothing here reads a
 * clock: time is the events' `t`.
 */
export class Game {
  private readonly g: GameCore;
  private lastT = 0;

  private constructor(g: GameCore) {
    this.g = g;
  }

  /** Starts a game from its `start` event (`line` is the start's input line, for rulings). */
  static start(start: StartEvent, line = 1): Result<Game, EventError> {
    const rules: Ruleset = RULESETS[start.rules];
    let pos = Position.initial();
    if (start.fen !== undefined) {
      const parsed = parseFen(start.fen);
      if (!parsed.ok) return err({ code: 'bad_field', line, field: 'fen', message: `line ${line}: 'fen': ${parsed.error.message}` });
      pos = parsed.value;
    }
    const clock = startClock(start.control, { firstMove: rules.clockStart.value }, 0);
    if (!clock.ok) return err({ code: 'bad_field', line, field: 'tc', message: `line ${line}: 'tc': ${clock.error.message}` });
    // The side to move of the starting position is on the clock (a FEN may give Black the move).
    const g = new GameCore(rules, start, pos, pos.turn === 'white' ? clock.value : handOver(clock.value, 'black', 0));
    g.line = line;
    const cat = rules.category.value;
    const found = categorize(cat.scheme, start.control);
    if (cat.scheme !== 'any' && found !== null && !cat.expected.includes(found)) {
      g.rule(
        'category-mismatch',
        `the control '${start.tc}' is ${found} under ${rules.category.rule}, not ${cat.expected.join(' or ')}; the ${rules.name} rules apply as the event chose them`,
        rules.category.rule,
      );
    }
    automaticEndings(g, opposite(pos.turn));
    return ok(new Game(g));
  }

  /** Applies one event (its `t` must not be before the previous event's) and returns the rulings it caused. */
  apply(event: GameEvent, line: number): readonly Ruling[] {
    const g = this.g;
    const from = g.rulings.length;
    if (event.t < this.lastT) throw new RangeError(`event at ${event.t} ms is before the previous one at ${this.lastT} ms`);
    g.t = event.t;
    g.line = line;
    if (!g.over) {
      this.lastT = event.t;
      observeFlags(g);
    }
    if (g.over) {
      g.rule('after-end', `the game ended at ${g.outcome!.endedAt} ms (${g.outcome!.termination}): this ${event.type} event is ignored`, g.rules.cite.gameOver);
      return g.rulings.slice(from);
    }
    this.dispatch(event);
    return g.rulings.slice(from);
  }

  private dispatch(event: GameEvent): void {
    const g = this.g;
    switch (event.type) {
      case 'move':
        return applyMove(g, event.move);
      case 'press':
        return applyPress(g, event.by);
      case 'claim':
        switch (event.claim) {
          case 'flag':
            return claimFlag(g, event.by);
          case 'illegal-move':
            return claimIllegal(g, event.by, 'claim');
          case 'threefold':
          case 'fifty-moves':
            return claimDraw(g, event.by, event.claim, event.move);
          case 'quickplay-finish':
            return claimQuickplay(g, event.by);
        }
        return;
      case 'draw-offer':
      case 'draw-accept':
      case 'draw-decline':
        return applyOffer(g, event.type, event.by);
      case 'resign':
        return applyResign(g, event.by);
      case 'arbiter':
        if (event.action === 'add-time') {
          g.addTime(event.side, event.ms);
          const verb = event.ms > 0 ? `gives ${Side(event.side)} ${event.ms / 1000} s` : `takes ${-event.ms / 1000} s from ${Side(event.side)}`;
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
    return {
      t: this.lastT,
      fen: makeFen(g.pos),
      turn: g.pos.turn,
      running: over ? null : runningSide(g.clock),
      clock: g.finalClock ?? { white: remainingMs(g.clock, 'white', this.lastT), black: remainingMs(g.clock, 'black', this.lastT) },
      flagsDown: { white: g.fallAt.white, black: g.fallAt.black },
      result: g.outcome?.result ?? '*',
      outcome: g.outcome,
      drawOffer: g.drawOffer,
      illegalMoves: { ...g.illegalCount },
      plies: g.plies.length,
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

/** Options for {@link adjudicate}. */
export interface AdjudicateOptions {
  /** Add the state after each event. */
  readonly trace?: boolean;
}

/** Applies a whole event log and returns the verdict; fails only when the start cannot be set up (bad FEN). */
export function adjudicate(log: EventLog, options: AdjudicateOptions = {}): Result<TracedVerdict, EventError> {
  const started = Game.start(log.start, log.startLine);
  if (!started.ok) return started;
  const game = started.value;
  const trace: TraceStep[] = [];
  for (const event of log.events) {
    game.apply(event, event.line);
    if (options.trace === true) trace.push({ line: event.line, type: event.type, state: game.state });
  }
  const verdict = game.verdict();
  return ok(options.trace === true ? { ...verdict, trace } : verdict);
}
