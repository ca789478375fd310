/**
 * The clock page's record of one game: the core's `Game` and the events applied to it, in the
 * event language (docs/events.md). Pure and synchronous: time is the events' `t`, passed in. An
 * event the core refuses as input (malformed, time going back) changes nothing and is not kept, so
 * the kept events always replay to the same game (`Recorder.replay`), and the exported log
 * (`eventLog`) is exactly what was applied. Rulings are the core's; nothing here decides a rule.
 */
import {
  Game,
  makeEventLog,
  makeStartEvent,
  type ClockReading,
  type EventError,
  type GameEvent,
  type Ruling,
  type StartEvent,
  type StartOptions,
} from '@flagfall/core/arbiter';

/** The plain data a game is rebuilt from: its start and every event applied (stored as JSON). */
export interface RecordData {
  readonly start: StartOptions;
  readonly events: readonly GameEvent[];
}

/** A game being recorded. Mutable, one owner (the clock controller): `apply` events in time order. */
export class Recorder {
  /** The rulings the start itself caused (a control outside the ruleset's category). */
  readonly startRulings: readonly Ruling[];
  private readonly kept: GameEvent[] = [];

  private constructor(
    /** The start as given (a control as text), for storage. */
    readonly start: StartOptions,
    /** The start line as the core reads it, for the exported log. */
    readonly startEvent: StartEvent,
    private readonly game: Game,
  ) {
    this.startRulings = [...game.rulings];
  }

  /** A new game from its start; fails with the core's input error (a control or field it cannot read). */
  static start(start: StartOptions): { ok: true; value: Recorder } | { ok: false; error: EventError } {
    const event = makeStartEvent(start);
    if (!event.ok) return event;
    const game = Game.start(event.value);
    if (!game.ok) return game;
    return { ok: true, value: new Recorder(start, event.value, game.value) };
  }

  /** The game rebuilt from stored data by replaying every event; fails on the first input error (corrupt storage). */
  static replay(data: RecordData): { ok: true; value: Recorder } | { ok: false; error: EventError } {
    const r = Recorder.start(data.start);
    if (!r.ok) return r;
    for (const e of data.events) {
      const applied = r.value.apply(e);
      if (!applied.ok) return applied;
    }
    return r;
  }

  /** Applies one event: the core's rulings for it, or its input error (then nothing changes and the event is not kept). */
  apply(event: GameEvent): { ok: true; value: readonly Ruling[] } | { ok: false; error: EventError } {
    const r = this.game.apply(event);
    if (r.ok) this.kept.push(event);
    return r;
  }

  /** The events applied, in order. */
  get events(): readonly GameEvent[] {
    return this.kept;
  }

  /** The `t` of the last event (0 before any): no later event may be earlier. */
  get lastT(): number {
    return this.kept.at(-1)?.t ?? 0;
  }

  /** The game's state after the last event (position, whose turn, result, offers …). */
  get state() {
    return this.game.state;
  }

  /** Every ruling so far, the start's included. */
  get rulings(): readonly Ruling[] {
    return this.game.rulings;
  }

  /** What the clock shows at `t` (the core reads an earlier `t` at the last event's): the core's clock engine. */
  clockAt(t: number): ClockReading {
    return this.game.clockAt(t);
  }

  /** The verdict as things stand (result, termination, article, PGN …). */
  verdict() {
    return this.game.verdict();
  }

  /** The stored form: the start and the events. */
  data(): RecordData {
    return { start: this.start, events: [...this.kept] };
  }

  /** The event log as JSON Lines (`parseEvents` reads back the same start and events). */
  eventLog(): string {
    return makeEventLog(this.startEvent, this.kept);
  }

  /** The game in PGN with `[%clk]`/`[%emt]` (meaningful when the moves are recorded). */
  pgn(): string {
    return this.game.verdict().pgn;
  }
}
