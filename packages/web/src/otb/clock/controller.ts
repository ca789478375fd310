/**
 * The clock page's model: one game from its setup to its end. It owns the record (`Recorder`),
 * the time base (`timing.ts`) and storage; the screens read it and call its actions, each with the
 * monotonic instant of the user's gesture. Every change is an event of the event language applied
 * through the core and saved at once; nothing here decides a rule — rulings are the core's.
 * Mutable, one owner (the page); `version` changes after every change so views re-render.
 */
import { signal } from '@preact/signals';
import type { Color } from '@flagfall/core';
import {
  events,
  type ClaimKind,
  type ClockReading,
  type DeclaredResult,
  type GameEvent,
  type PauseActor,
  type Ruling,
  type Termination,
} from '@flagfall/core/arbiter';
import { Recorder } from './recorder.js';
import { pgnDate, startOptionsOf, withRecent, type ClockSetup, type Preset, type SetupProblem } from './setup.js';
import {
  clearGame,
  loadGame,
  loadPrefs,
  loadRecent,
  loadSetup,
  saveGame,
  savePrefs,
  saveRecent,
  saveSetup,
  type ClockPrefs,
  type KeyValueStore,
} from './storage.js';
import { gameTime, reconcile, resumeBase, startBase, type TimeBase, type TimePair } from './timing.js';

/** What the controller needs from the browser: its two clocks read together, and storage. */
export interface ClockEnv {
  now(): TimePair;
  readonly store: KeyValueStore | null;
}

/** The two halves of the screen: `left` is the top half in portrait. */
export type Half = 'left' | 'right';

/** Something the page tells the players once: a sleep that was charged, a game restored after a reload, a record that could not be. */
export type Notice =
  | { readonly kind: 'slept'; readonly ms: number; readonly side: Color | null }
  | { readonly kind: 'restored' }
  | { readonly kind: 'corrupt'; readonly message: string };

/** Where the page is: choosing the setup, set and waiting for the first press, or a game under way (or over). */
export type Phase = 'setup' | 'ready' | 'game';

const other = (c: Color): Color => (c === 'white' ? 'black' : 'white');

/** The clock page's model (see the file comment). */
export class ClockController {
  /** Bumped after every change; reading it subscribes a view. */
  readonly version = signal(0);
  setup: ClockSetup;
  prefs: ClockPrefs;
  recent: Preset[];
  recorder: Recorder | null = null;
  /** Null until the first press starts the clock. */
  base: TimeBase | null = null;
  /** The rulings of the last action (the start's when a game is set), shown as the ruling card. */
  lastRulings: readonly Ruling[] = [];
  notice: Notice | null = null;
  /** The move entered on the board and not yet completed by a press (UCI), in a record of moves. */
  pending: string | null = null;
  /** Who stopped the clocks last (the one who restarts them). */
  private pausedBy: PauseActor = 'arbiter';

  constructor(private readonly env: ClockEnv) {
    const store = env.store;
    this.setup = loadSetup(store);
    this.prefs = loadPrefs(store);
    this.recent = loadRecent(store);
    const saved = loadGame(store);
    if (saved === null) return;
    const replayed = Recorder.replay(saved.record);
    if (!replayed.ok) {
      clearGame(store);
      this.notice = { kind: 'corrupt', message: replayed.error.message };
      return;
    }
    this.setup = saved.setup;
    this.recorder = replayed.value;
    if (saved.wallOrigin !== null) {
      this.base = resumeBase(saved.wallOrigin, env.now(), this.recorder.lastT);
      this.notice = { kind: 'restored' };
      this.save();
    }
    this.lastRulings = this.recorder.rulings.slice(-3);
  }

  /**
   * Subscribes the calling view to every change of the game: Preact's signals skip re-rendering a
   * child whose props did not change, so each view that reads the controller calls this in its render.
   */
  watch(): number {
    return this.version.value;
  }

  /** Where the page is. */
  get phase(): Phase {
    return this.recorder === null ? 'setup' : this.base === null ? 'ready' : 'game';
  }

  /** The side whose half `half` is. */
  sideOf(half: Half): Color {
    return (half === 'left') === (this.setup.whiteSide === 'left') ? 'white' : 'black';
  }

  /** The half `side` presses. */
  halfOf(side: Color): Half {
    return (side === 'white') === (this.setup.whiteSide === 'left') ? 'left' : 'right';
  }

  private changed(): void {
    this.version.value++;
  }

  private save(): void {
    const r = this.recorder;
    if (r === null) return;
    saveGame(this.env.store, { setup: this.setup, record: r.data(), wallOrigin: this.base?.wallOrigin ?? null });
  }

  /** Changes the preferences (saved). */
  setPrefs(prefs: ClockPrefs): void {
    this.prefs = prefs;
    savePrefs(this.env.store, prefs);
    this.changed();
  }

  /** Moves White to the other half (only before the clock starts: the halves are who sits where). */
  swapSides(): void {
    if (this.phase === 'game') return;
    this.setup = { ...this.setup, whiteSide: this.setup.whiteSide === 'left' ? 'right' : 'left' };
    saveSetup(this.env.store, this.setup);
    this.save();
    this.changed();
  }

  /**
   * Sets the clock to `setup`: the game is started in the core (its start rulings shown) and waits
   * for the first press. Fails naming the field whose control gives no clock, or with the core's
   * message for anything else it refuses.
   */
  begin(setup: ClockSetup): SetupProblem | { readonly field: 'start'; readonly message: string } | null {
    const options = startOptionsOf(setup, pgnDate(this.env.now().wall));
    if (!options.ok) return options.error;
    const r = Recorder.start(options.value);
    if (!r.ok) return { field: 'start', message: r.error.message };
    this.setup = setup;
    this.recorder = r.value;
    this.base = null;
    this.pending = null;
    this.notice = null;
    this.lastRulings = r.value.startRulings;
    this.recent = withRecent(this.recent, setup);
    saveSetup(this.env.store, setup);
    saveRecent(this.env.store, this.recent);
    this.save();
    this.changed();
    return null;
  }

  /** Back to the setup screen; the game (if any) is forgotten, so export it first. */
  newGame(): void {
    this.recorder = null;
    this.base = null;
    this.pending = null;
    this.notice = null;
    this.lastRulings = [];
    clearGame(this.env.store);
    this.changed();
  }

  /** Starts the first mover's clock at the monotonic instant `stamp` (`t = 0`; FIDE 6.5). */
  startClock(stamp: number): void {
    if (this.phase !== 'ready') return;
    const now = this.env.now();
    this.base = startBase({ mono: stamp, wall: now.wall - (now.mono - stamp) });
    this.lastRulings = [];
    this.save();
    this.changed();
  }

  /**
   * Brings the time base up to date with the wall clock (a sleep is charged to the side whose
   * clock runs, with a notice). Called before every reading of the time.
   */
  private reconcileNow(): void {
    if (this.base === null || this.recorder === null) return;
    const r = reconcile(this.base, this.env.now());
    if (r.base === this.base) return;
    this.base = r.base;
    if (r.sleptMs > 0) {
      const running = this.recorder.state.result === '*' ? this.recorder.clockAt(this.recorder.lastT).running : null;
      this.notice = { kind: 'slept', ms: r.sleptMs, side: running };
      if (this.recorder.state.result === '*') {
        // The record says so too, for the arbiter: the time it charged and to whom (research: log any gap).
        const t = gameTime(this.base, this.env.now().mono, this.recorder.lastT);
        const whom = running === null ? 'no clock was running' : `charged to ${running === 'white' ? 'White' : 'Black'}'s running clock`;
        this.recorder.apply(
          events.note(t, `the device slept: ${(r.sleptMs / 1000).toFixed(1)} s of wall-clock time the page had not counted; ${whom}`),
        );
      }
      this.changed();
    }
    this.save();
  }

  /** Game time (ms since the start) at the monotonic instant `stamp`; 0 before the start. */
  timeAt(stamp: number): number {
    if (this.base === null || this.recorder === null) return 0;
    this.reconcileNow();
    return gameTime(this.base, stamp, this.recorder.lastT);
  }

  /** Game time now. */
  now(): number {
    return this.timeAt(this.env.now().mono);
  }

  /** What the clock shows now (or at the start, before it runs); null on the setup screen. */
  reading(): ClockReading | null {
    const r = this.recorder;
    if (r === null) return null;
    return r.clockAt(this.now());
  }

  /** Whether a press of `side` now would change anything: its clock runs (else the tap is ignored, with no event). */
  canPress(side: Color, reading: ClockReading | null = this.reading()): boolean {
    if (this.phase === 'ready') return side !== this.firstMover();
    return reading !== null && reading.status === 'running' && reading.running === side;
  }

  /** Who moves first: White (no set-up positions on the clock page). */
  firstMover(): Color {
    return 'white';
  }

  /**
   * A tap (or key) on `half` at the monotonic instant `stamp`, the moment it went down. Before the
   * start, the second mover's press starts the first mover's clock. In a game, only the side whose
   * clock runs can press: a press completes its move — the move entered on the board when the
   * record holds moves and it is that side's turn, else a press without a move or a press back,
   * as the core rules it. Returns whether anything happened.
   */
  tap(half: Half, stamp: number): boolean {
    const side = this.sideOf(half);
    if (this.phase === 'ready') {
      if (side === this.firstMover()) return false;
      this.startClock(stamp);
      return true;
    }
    const rec = this.recorder;
    if (rec === null || this.base === null) return false;
    const t = this.timeAt(stamp);
    if (!this.canPress(side, rec.clockAt(t))) return false;
    if (this.setup.record === 'moves' && rec.state.turn === side && this.pending !== null) {
      const move = this.pending;
      this.pending = null;
      this.apply(events.move(t, move));
    } else {
      this.apply(events.press(t, side));
    }
    return true;
  }

  /** Applies `event` through the core, saves the record and shows its rulings; returns them (empty on an input error). */
  apply(event: GameEvent): readonly Ruling[] {
    const rec = this.recorder;
    if (rec === null || this.base === null) return [];
    const r = rec.apply(event);
    if (!r.ok) {
      this.notice = { kind: 'corrupt', message: r.error.message };
      this.changed();
      return [];
    }
    if (event.type === 'pause') this.pausedBy = event.by;
    this.lastRulings = r.value;
    this.save();
    this.changed();
    return r.value;
  }

  /** `by` stops the clocks at `stamp` (a player to seek the arbiter, FIDE 6.11.2, or the arbiter). */
  pause(by: PauseActor, stamp: number): void {
    this.apply(events.pause(this.timeAt(stamp), by));
  }

  /** Restarts the clocks at `stamp`, by whoever stopped them. */
  resume(stamp: number): void {
    this.apply(events.resume(this.timeAt(stamp), this.pausedBy));
  }

  /** `by` claims (`move`: the intended move of a threefold or fifty-move claim, in a record of moves). */
  claim(by: Color, claim: ClaimKind, stamp: number, move?: string): readonly Ruling[] {
    return this.apply(events.claim(this.timeAt(stamp), by, claim, move));
  }

  /** A draw offer, acceptance or refusal, or a resignation, by `by`. */
  act(type: 'draw-offer' | 'draw-accept' | 'draw-decline' | 'resign', by: Color, stamp: number): readonly Ruling[] {
    return this.apply({ type, t: this.timeAt(stamp), by });
  }

  /** The arbiter declares the result established at the board. */
  declare(result: DeclaredResult, termination: Termination, stamp: number): readonly Ruling[] {
    return this.apply(events.declare(this.timeAt(stamp), result, termination));
  }

  /** The arbiter looks at board and clocks (calls fallen flags where the ruleset lets him). */
  look(stamp: number): readonly Ruling[] {
    return this.apply(events.arbiterLooks(this.timeAt(stamp)));
  }

  /**
   * The arbiter sets `side`'s clock to `ms` (FIDE 6.10.2): recorded as the exact difference from
   * what the clock shows (an `add-time` event); nothing when they are equal.
   */
  setTime(side: Color, ms: number, stamp: number): readonly Ruling[] {
    const t = this.timeAt(stamp);
    const reading = this.recorder?.clockAt(t);
    if (reading === undefined) return [];
    const delta = Math.round(ms) - reading.signedMs[side];
    return delta === 0 ? [] : this.apply(events.addTime(t, side, delta));
  }

  /** The arbiter sets `side`'s move counter (FIDE 6.10.2), which decides its period. */
  setMoves(side: Color, moves: number, stamp: number): readonly Ruling[] {
    const t = this.timeAt(stamp);
    const reading = this.recorder?.clockAt(t);
    if (reading === undefined || reading.moves[side] === moves) return [];
    return this.apply(events.setMoves(t, side, moves));
  }

  /** The move entered on the board, to be completed by the mover's press; null clears it. */
  setPending(uci: string | null): void {
    this.pending = uci;
    this.changed();
  }

  /** Drops the notice. */
  dismissNotice(): void {
    this.notice = null;
    this.changed();
  }

  /** The side that does not move first: its press starts the clock. */
  starter(): Color {
    return other(this.firstMover());
  }
}
