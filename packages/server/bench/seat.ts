/**
 * One simulated player's seat in one game: it follows the game's versioned events, thinks and
 * moves (sometimes premoves), and checks what the server promises about its moves — every
 * acknowledged move is announced to its mover exactly once, at its ply, and events come with no
 * gap. Latency samples go to the worker's `Tally` while the window is open. Mutable.
 */
import { makeFen, parseFen, parseUci, type Color } from '@flagfall/core';
import type { ClientMessage, GameEvent, ServerMessageOf } from '@flagfall/protocol';
import { isLegalIn, pickMove, pickPremove, repetitionKey } from './chess.js';
import type { LoadConfig } from './ipc.js';
import { triangular } from './stats.js';
import type { Tally } from './tally.js';

/** What the seat needs from its player. */
export interface SeatHost {
  readonly config: LoadConfig;
  readonly tally: Tally;
  /** Sends on the player's current socket; false while it has none. */
  send(m: ClientMessage): boolean;
  stopping(): boolean;
  /** A move id unique for the player. */
  nextCid(): string;
  /** Drops the connection now and comes back shortly (then calls `resume`). */
  dropConnection(): void;
  /** The game ended (the `end` event arrived). */
  ended(seat: Seat): void;
}

/** How this player behaves in this game. */
export interface SeatPlan {
  /** Stop moving after this many own moves (the flag falls), or null. */
  readonly stallAfter: number | null;
  /** Drop the connection right after this own move (and come back), or null. */
  readonly reconnectAfter: number | null;
}

interface SentMove {
  readonly cid: string;
  readonly uci: string;
  /** The ply the move takes in the record. */
  readonly ply: number;
  readonly scheduledAt: number;
  sentAt: number;
  readonly premove: boolean;
  /** Sent again after a reconnection: its latency is not a sample. */
  resent: boolean;
  acked: boolean;
  refused: boolean;
  /** A premove that is legal after the opponent's move: the server must play it. */
  expected: boolean;
}

const opposite = (c: Color): Color => (c === 'white' ? 'black' : 'white');

export class Seat {
  private v = 0;
  private fen = '';
  private plies = 0;
  private turn: Color = 'white';
  private synced = false;
  over = false;
  private finished = false;
  private readonly seen = new Map<string, number>();
  private readonly sent = new Map<string, SentMove>();
  private readonly mineAt = new Map<number, SentMove>();
  /** Our moves as announced: ply → the move and its version (null: from a full state). */
  private readonly announced = new Map<number, { uci: string; v: number | null }>();
  /** Acknowledged moves not (yet) announced. */
  private readonly unconfirmed = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
  private turnSince = 0;
  private ownMoves = 0;
  private stalled = false;
  /** Whether the planned reconnection happened. */
  private dropped = false;
  /** Our premove waiting at the server. */
  private premove: SentMove | null = null;
  /** A premove the server is about to play (legal after the opponent's move). */
  private premoveDue: SentMove | null = null;
  /** The move sent and not yet acknowledged. */
  private inFlight: SentMove | null = null;
  /** After a reconnection: the version the replay must start after. */
  private replayAfter: number | null = null;

  constructor(
    readonly gameId: string,
    readonly color: Color,
    private readonly plan: SeatPlan,
    private readonly host: SeatHost,
  ) {}

  watch(): void {
    this.host.send({ type: 'game.watch', gameId: this.gameId });
  }

  /** Back on a new socket: ask for the events missed, and resend the move not acknowledged. */
  resume(): void {
    this.replayAfter = this.v;
    this.host.send({ type: 'game.watch', gameId: this.gameId, v: this.v });
    const m = this.inFlight;
    if (m !== null && !m.acked && !m.refused) {
      m.resent = true;
      this.host.send({ type: 'move', gameId: this.gameId, uci: m.uci, cid: m.cid });
    }
  }

  onFull(m: ServerMessageOf<'game.full'>): void {
    if (this.replayAfter !== null) {
      this.host.tally.replaysFull++;
      this.host.tally.example(`game ${this.gameId}: a full state instead of the events after v${this.replayAfter}`);
      this.replayAfter = null;
    }
    const g = m.game;
    this.synced = true;
    this.v = m.v;
    this.fen = g.fen;
    this.plies = g.moves.length;
    this.turn = g.turn;
    this.over = g.end !== null;
    this.turnSince = performance.now();
    const start = parseFen(g.initialFen);
    if (start.ok) {
      const pos = start.value;
      const firstMover = pos.turn;
      this.seen.clear();
      g.moves.forEach((move, i) => {
        const parsed = parseUci(move.uci);
        if (parsed.ok) pos.play(parsed.value);
        const key = repetitionKey(makeFen(pos));
        this.seen.set(key, (this.seen.get(key) ?? 0) + 1);
        const by = i % 2 === 0 ? firstMover : opposite(firstMover);
        if (by === this.color) this.announce(i + 1, move.uci, null);
      });
    }
    if (g.moves.length === 0) this.seen.set(repetitionKey(g.fen), 1);
    if (this.over) this.finish(g.end?.termination ?? 'aborted', g.end?.status === 'aborted');
    else this.decide();
  }

  onEvent(v: number, event: GameEvent): void {
    // Events before the first full state are ignored (the protocol's rule).
    if (!this.synced) return;
    if (v <= this.v) {
      this.host.tally.repeats++;
      if (event.kind === 'move' && event.by === this.color) {
        const had = this.announced.get(event.ply);
        if (had !== undefined && had.v !== null && had.v !== v) this.doubled(event.ply, had.v, v);
      }
      return;
    }
    if (this.replayAfter !== null) {
      if (v === this.replayAfter + 1) this.host.tally.replaysExact++;
      this.replayAfter = null;
    }
    if (v > this.v + 1) {
      this.host.tally.gaps++;
      this.host.tally.example(`game ${this.gameId} (${this.color}): event v${v} after v${this.v}`);
    }
    this.v = v;
    if (event.kind === 'move') this.onMove(v, event);
    else if (event.kind === 'end') this.finish(event.end.termination ?? 'aborted', event.end.status === 'aborted');
  }

  private onMove(v: number, event: Extract<GameEvent, { kind: 'move' }>): void {
    this.fen = event.fen;
    this.plies = event.ply;
    this.turn = opposite(event.by);
    const key = repetitionKey(event.fen);
    this.seen.set(key, (this.seen.get(key) ?? 0) + 1);
    if (event.by === this.color) {
      const had = this.announced.get(event.ply);
      if (had !== undefined) this.doubled(event.ply, had.v, v);
      this.announce(event.ply, event.uci, v);
      return;
    }
    this.turnSince = performance.now();
    const pm = this.premove;
    this.premove = null;
    if (pm !== null) {
      // The server plays a premove exactly when it is legal after the opponent's move.
      if (isLegalIn(event.fen, pm.uci)) {
        pm.expected = true;
        this.premoveDue = pm;
      } else this.host.tally.premovesDropped++;
    }
    this.decide();
  }

  /** Our move at `ply` was announced (or is in a full state). */
  private announce(ply: number, uci: string, v: number | null): void {
    this.announced.set(ply, { uci, v });
    const mine = this.mineAt.get(ply);
    if (mine === undefined) {
      if (v !== null) {
        this.host.tally.wrongMove++;
        this.host.tally.example(`game ${this.gameId} (${this.color}): ${uci} announced at ply ${ply}, which we never sent`);
      }
      return;
    }
    if (mine.uci !== uci) {
      this.host.tally.wrongMove++;
      this.host.tally.example(`game ${this.gameId} (${this.color}): ply ${ply} announced as ${uci}, we sent ${mine.uci}`);
    }
    this.unconfirmed.delete(mine.cid);
    if (this.premoveDue === mine) this.premoveDue = null;
  }

  private doubled(ply: number, first: number | null, again: number): void {
    this.host.tally.doubledAnnounce++;
    this.host.tally.example(`game ${this.gameId} (${this.color}): ply ${ply} announced at v${first ?? '?'} and again at v${again}`);
  }

  private finish(termination: string, aborted: boolean): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.over = true;
    if (this.finished) return;
    this.finished = true;
    if (this.color === 'white') {
      // One side counts the game.
      this.host.tally.games++;
      this.host.tally.count(this.host.tally.endings, aborted ? 'aborted' : termination);
      if (termination === 'timeout') this.host.tally.flagsSeen++;
    }
    this.host.ended(this);
  }

  /** Schedules our move when it is our turn and nothing is on its way. */
  private decide(): void {
    if (this.over || this.turn !== this.color || this.timer !== null || this.stalled || this.host.stopping()) return;
    if (this.premoveDue !== null) return;
    if (this.inFlight !== null && this.inFlight.ply === this.plies + 1 && !this.inFlight.refused) return;
    if (this.plan.stallAfter !== null && this.ownMoves >= this.plan.stallAfter) {
      this.stalled = true;
      return;
    }
    const { minMs, modeMs, maxMs } = this.host.config.think;
    const scheduledAt = this.turnSince + triangular(minMs, modeMs, maxMs);
    this.timer = setTimeout(() => this.play(scheduledAt), Math.max(0, scheduledAt - performance.now()));
  }

  private play(scheduledAt: number): void {
    this.timer = null;
    if (this.over || this.turn !== this.color || this.host.stopping()) return;
    const uci = pickMove(this.fen, this.seen);
    if (uci === null) return;
    const now = performance.now();
    const move = this.remember(uci, this.plies + 1, scheduledAt, false);
    this.inFlight = move;
    this.host.tally.movesSent++;
    this.host.send({ type: 'move', gameId: this.gameId, uci, cid: move.cid, thinkMs: Math.round(now - this.turnSince) });
    if (!this.dropped && this.plan.reconnectAfter !== null && this.ownMoves >= this.plan.reconnectAfter) {
      this.dropped = true;
      this.host.dropConnection();
    }
  }

  private remember(uci: string, ply: number, scheduledAt: number, premove: boolean): SentMove {
    const move: SentMove = {
      cid: this.host.nextCid(),
      uci,
      ply,
      scheduledAt,
      sentAt: performance.now(),
      premove,
      resent: false,
      acked: false,
      refused: false,
      expected: false,
    };
    this.sent.set(move.cid, move);
    this.mineAt.set(ply, move);
    this.ownMoves++;
    return move;
  }

  onAck(cid: string): void {
    const move = this.sent.get(cid);
    const tally = this.host.tally;
    if (move === undefined) {
      tally.example(`game ${this.gameId} (${this.color}): ack for ${cid}, which we never sent`);
      return;
    }
    if (move.acked) {
      tally.doubleAcks++;
      tally.example(`game ${this.gameId} (${this.color}): ${cid} (ply ${move.ply}) acknowledged twice`);
      return;
    }
    move.acked = true;
    tally.movesAcked++;
    if (this.inFlight === move) this.inFlight = null;
    const now = performance.now();
    if (tally.windowOpen) {
      tally.acks++;
      if (move.premove) tally.premoveAcks++;
      else if (!move.resent) {
        tally.ack.record(now - move.scheduledAt);
        tally.ackRaw.record(now - move.sentAt);
      }
    }
    // The move event comes before its ack: an ack without it is a lost move unless it turns up.
    if (this.announced.get(move.ply)?.uci !== move.uci) this.unconfirmed.add(cid);
    this.maybePremove(move);
  }

  /** Right after our move is acknowledged, on the opponent's turn: sometimes a premove. */
  private maybePremove(after: SentMove): void {
    if (this.over || this.host.stopping() || this.turn === this.color || this.plies !== after.ply) return;
    if (this.premove !== null || this.plan.stallAfter !== null) return;
    if (Math.random() >= this.host.config.premoveShare) return;
    const uci = pickPremove(this.fen, this.color);
    if (uci === null) return;
    const move = this.remember(uci, this.plies + 2, performance.now(), true);
    this.premove = move;
    this.host.tally.premovesSent++;
    this.host.send({ type: 'premove', gameId: this.gameId, uci, cid: move.cid });
  }

  /**
   * A refusal of one of our requests (`ref.cid`); true when it is expected: a move that arrived
   * after the game ended, or a premove that reached the server on our own turn (the opponent's
   * premove was played first) and is not legal there.
   */
  onRefused(cid: string, code: string): boolean {
    const move = this.sent.get(cid);
    if (move === undefined) return false;
    move.refused = true;
    if (this.inFlight === move) this.inFlight = null;
    if (this.premoveDue === move) this.premoveDue = null;
    if (this.premove === move) this.premove = null;
    const expected = code === 'game_over' || (move.premove && code === 'illegal_move');
    if (!expected)
      this.host.tally.example(`game ${this.gameId} (${this.color}): ${move.premove ? 'premove' : 'move'} ${move.uci} refused: ${code}`);
    this.decide();
    return expected;
  }

  /** Stops thinking (the run is over). */
  stop(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  /** The seat's share of the final check. */
  check(): { lost: number; unacked: number; unanswered: number; examples: string[] } {
    const examples: string[] = [];
    for (const cid of this.unconfirmed) {
      const m = this.sent.get(cid)!;
      examples.push(`LOST: game ${this.gameId} (${this.color}): ${m.uci} (${cid}, ply ${m.ply}) acknowledged, never announced`);
    }
    let unacked = 0;
    let unanswered = 0;
    for (const m of this.sent.values()) {
      const announced = this.announced.get(m.ply)?.uci === m.uci;
      if (announced && !m.acked) {
        unacked++;
        examples.push(`game ${this.gameId} (${this.color}): ${m.uci} (${m.cid}, ply ${m.ply}) announced, never acknowledged`);
      }
      // A premove is owed an answer only once it was due (legal after the opponent's move) and
      // the game went on; the end drops it silently.
      if (!announced && !m.acked && !m.refused && (!m.premove || (m.expected && !this.over))) {
        unanswered++;
        const how = `${m.premove ? 'premove' : 'move'}${m.resent ? ', resent after a reconnection' : ''}`;
        examples.push(`game ${this.gameId} (${this.color}): ${m.uci} (${m.cid}, ply ${m.ply}, ${how}) sent, no answer`);
      }
    }
    return { lost: this.unconfirmed.size, unacked, unanswered, examples };
  }
}
