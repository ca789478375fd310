/**
 * The computer as a player. It joins its side of a game like anyone (present, so no absence
 * countdown runs against it), follows the game's durable events on the bus, and when it is its
 * turn asks its engine for a move with the clocks as they stand: it thinks on its own time (the
 * server charges it like any player, and it can flag), gets its increments, and plays through
 * `LiveGame.handle` like a WebSocket player. The engine runs outside the game loop (worker threads
 * or child processes, behind `MovePicker`); a hung or dead engine costs the computer its clock,
 * never the server its loop.
 *
 * It accepts takebacks (casual games only: the game refuses them in rated ones) and rematches,
 * and accepts a draw offer only when its last evaluation says it is worse by 1.5 pawns or more.
 */
import type { Color } from '@flagfall/core';
import type { MovePicker } from '@flagfall/engine/uci';
import type { GameSnapshot, ServerMessage } from '@flagfall/protocol';
import type { Bus, Subscriber } from '../bus.js';
import type { LiveGame } from '../game/live.js';
import { COMPUTER_KEY_PREFIX, computerLevelOf, type Participant } from '../game/participants.js';
import type { Computer } from '../hub.js';
import type { ComputerOpponent } from '../lichess/deps.js';
import { incrementAt } from '../lichess/shapes.js';

/** A draw offer is accepted when the computer's last score is this bad for it (centipawns). */
export const ACCEPT_DRAW_BELOW_CP = -150;
/** Engine failures in a row before the computer gives up on a game (and loses it on time). */
const MAX_FAILURES = 3;
/** How long past its own remaining time the computer waits for its engine before calling it hung. */
const ENGINE_GRACE_MS = 2000;

const opposite = (c: Color): Color => (c === 'white' ? 'black' : 'white');

export class ComputerPlayers implements Computer, ComputerOpponent {
  private readonly seats = new Map<string, Seat>();

  constructor(
    private readonly picker: MovePicker,
    private readonly bus: Bus,
    private readonly log: (line: string) => void,
  ) {}

  get engineName(): string {
    return this.picker.name;
  }

  /** The computer at `level` (1–8) as a participant: `computer:<level>`, named after its engine. */
  participant(level: number): Participant {
    const short = this.picker.name.split(' ')[0] ?? 'Computer';
    return {
      key: `${COMPUTER_KEY_PREFIX}${level}`,
      userId: null,
      name: `${short} level ${level}`,
      title: null,
      rating: null,
      provisional: false,
    };
  }

  plays(p: Participant): boolean {
    return computerLevelOf(p) !== null;
  }

  attach(game: LiveGame): void {
    if (this.seats.has(game.id) || game.over) return;
    const seat = new Seat(game, this.picker, this.bus, this.log, () => this.seats.delete(game.id));
    this.seats.set(game.id, seat);
    seat.start();
  }

  async close(): Promise<void> {
    for (const s of [...this.seats.values()]) s.stop();
    await this.picker.close();
  }
}

/** The computer's side(s) of one game. */
class Seat implements Subscriber {
  private readonly colors: Color[];
  private thinking = false;
  private again = false;
  private stopped = false;
  private lastScoreCp: number | null = null;
  private nextCid = 0;
  /** Engine failures in a row; after MAX_FAILURES the computer stops asking (its clock will fall). */
  private failures = 0;

  constructor(
    private readonly game: LiveGame,
    private readonly picker: MovePicker,
    private readonly bus: Bus,
    private readonly log: (line: string) => void,
    private readonly done: () => void,
  ) {
    this.colors = (['white', 'black'] as const).filter((c) => computerLevelOf(game.setup[c]) !== null);
  }

  start(): void {
    this.bus.subscribe(`game:${this.game.id}`, this);
    for (const c of this.colors) this.game.setPresence(c, 1);
    void this.game.settled().then(() => this.act());
  }

  deliver(text: string): void {
    if (this.stopped) return;
    const m = JSON.parse(text) as ServerMessage;
    if (m.type !== 'game.event') return;
    if (m.event.kind === 'rematch') return this.stop();
    this.act();
  }

  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.bus.unsubscribe(`game:${this.game.id}`, this);
    this.done();
  }

  /** Answers offers, then thinks if it is the computer's turn (one search at a time; a change meanwhile re-runs it). */
  private act(): void {
    if (this.stopped) return;
    const snap = this.game.snapshot();
    if (snap.end !== null) {
      this.answerRematch(snap);
      if (snap.rematch !== null) this.stop();
      return;
    }
    this.answerOffers(snap);
    if (!this.colors.includes(snap.turn)) return;
    if (this.thinking) {
      this.again = true;
      return;
    }
    void this.think(snap);
  }

  private answerOffers(snap: GameSnapshot): void {
    for (const c of this.colors) {
      if (snap.takebackOffer === opposite(c)) this.game.handle(c, { type: 'takeback', gameId: this.game.id, action: 'accept' });
      if (snap.drawOffer === opposite(c)) {
        const accept = this.lastScoreCp !== null && this.lastScoreCp <= ACCEPT_DRAW_BELOW_CP;
        this.game.handle(c, { type: 'draw', gameId: this.game.id, action: accept ? 'accept' : 'decline' });
      }
    }
  }

  private answerRematch(snap: GameSnapshot): void {
    for (const c of this.colors) {
      if (snap.rematchOffer === opposite(c) && snap.rematch === null)
        this.game.handle(c, { type: 'rematch', gameId: this.game.id, action: 'accept' });
    }
  }

  private async think(snap: GameSnapshot): Promise<void> {
    this.thinking = true;
    const color = snap.turn;
    const level = computerLevelOf(this.game.setup[color]) ?? 1;
    const control = this.game.setup.control;
    const plies = snap.moves.length;
    const whiteMoves = Math.ceil(plies / 2);
    const blackMoves = Math.floor(plies / 2);
    try {
      const answer = await this.picker.pick({
        initialFen: this.game.setup.fen,
        moves: snap.moves.map((m) => m.uci),
        level,
        wtimeMs: Math.max(0, Math.floor(snap.clock.white)),
        btimeMs: Math.max(0, Math.floor(snap.clock.black)),
        wincMs: incrementAt(control, whiteMoves),
        bincMs: incrementAt(control, blackMoves),
        deadlineMs: Math.max(0, snap.clock[color]) + ENGINE_GRACE_MS,
      });
      if (this.stopped) return;
      const now = this.game.snapshot();
      // The position changed while it thought (a takeback, the game ended): think again.
      if (now.end !== null || now.moves.length !== plies || now.turn !== color) return;
      if (!answer.ok) {
        this.log(`error: the computer's engine (${this.picker.name}) in game ${this.game.id}: ${answer.error}`);
        this.again = ++this.failures < MAX_FAILURES;
        return;
      }
      this.failures = 0;
      this.lastScoreCp = answer.scoreCp;
      const refusal = this.game.handle(color, { type: 'move', gameId: this.game.id, uci: answer.uci, cid: `ai-${this.nextCid++}` });
      if (refusal !== null) {
        this.log(`error: the computer's move ${answer.uci} in game ${this.game.id} was refused: ${refusal.message}`);
        this.again = ++this.failures < MAX_FAILURES;
      }
    } catch (e) {
      this.log(`error: the computer in game ${this.game.id}: ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      this.thinking = false;
      if (this.again) {
        this.again = false;
        this.act();
      }
    }
  }
}
