/**
 * One game on the page: follows it over the connection (watch, resync from the version held,
 * re-watch after a reconnection), and carries the player's actions — moves (optimistic until
 * acknowledged, rolled back on refusal), a queue of premoves, offers, claims. The server holds
 * one premove; the rest wait here, and the next is sent in the same task that learns the
 * previous one was played, so a queued premove never waits for a frame.
 */
import { batch, computed, signal } from '@preact/signals';
import type { ClientMessage, ServerMessage } from '@flagfall/protocol';
import type { Color } from '@flagfall/core';
import type { Connection } from '../net/socket.js';
import { applyEvent, fromSnapshot, type GameModel } from './state.js';
import { after, readPosition, sanOf, type PositionView } from './position.js';

/** A move sent and not yet acknowledged: drawn, marked, and rolled back if refused. */
export interface PendingMove {
  readonly uci: string;
  readonly cid: string;
  readonly san: string;
  readonly view: PositionView;
}

/** A premove waiting: `onServer` once the server holds it. */
export interface QueuedPremove {
  readonly uci: string;
  readonly cid: string;
  readonly onServer: boolean;
}

/** A player's presence as the server last reported it, with the local instant of the report. */
export interface PresenceView {
  readonly online: boolean;
  readonly claimInMs: number | null;
  readonly atMs: number;
}

/** A short message for the player (a refused move, a dropped premove, a claim's ruling). */
export interface Notice {
  readonly kind: 'error' | 'info' | 'ruling';
  readonly text: string;
  readonly rule?: string | null;
}

/** Hooks the page gives the controller. */
export interface ControllerHooks {
  /** A move was played (from the server's events): for sounds. */
  readonly onMovePlayed?: (san: string, by: Color) => void;
  /** The game ended. */
  readonly onEnd?: () => void;
  /** A rematch began: the id of the new game. */
  readonly onRematch?: (gameId: string) => void;
}

let cidCounter = 0;
const newCid = (): string => `c${Date.now().toString(36)}${(cidCounter++).toString(36)}`;

/** A live game followed by this page. */
export class GameController {
  /** The game as the server last described it (null until `game.full`). */
  readonly model = signal<GameModel | null>(null);
  /** The move sent and not yet acknowledged. */
  readonly pending = signal<PendingMove | null>(null);
  /** The premove queue, first to be played first. */
  readonly premoves = signal<readonly QueuedPremove[]>([]);
  readonly presence = signal<Readonly<Record<Color, PresenceView>> | null>(null);
  readonly notice = signal<Notice | null>(null);
  /** Whether the game is unknown to the server (`not_found`). */
  readonly missing = signal(false);

  /** The position shown live: the server's, with the pending move applied. */
  readonly live = computed<PositionView | null>(() => {
    const p = this.pending.value;
    if (p !== null) return p.view;
    const m = this.model.value;
    return m === null ? null : readPosition(m.fen);
  });

  private readonly unsubscribe: () => void;
  private readonly unOpen: () => void;
  /** Local instant our turn began (for `thinkMs`), or null. */
  private turnStartedAt: number | null = null;

  constructor(
    readonly gameId: string,
    private readonly conn: Connection,
    private readonly hooks: ControllerHooks = {},
  ) {
    this.unsubscribe = conn.subscribe((m, at) => this.onMessage(m, at));
    this.unOpen = conn.onOpen(() => this.watch());
  }

  /** Stops following the game. */
  dispose(): void {
    this.unsubscribe();
    this.unOpen();
    this.conn.send({ type: 'game.unwatch', gameId: this.gameId });
  }

  /** Your colour, or null when watching. */
  get you(): Color | null {
    return this.model.peek()?.you ?? null;
  }

  // ------------------------------------------------------------------ actions

  /** Plays a legal move now (optimistically); false when it is not yours to play. */
  move(uci: string): boolean {
    const m = this.model.peek();
    const view = this.live.peek();
    if (m === null || view === null || m.end !== null || m.you === null || view.turn !== m.you || this.pending.peek() !== null)
      return false;
    const next = after(view, uci);
    const san = sanOf(view, uci);
    if (next === null || san === null) return false;
    const cid = newCid();
    const now = performance.now();
    const thinkMs = this.turnStartedAt === null ? undefined : Math.min(3_600_000, Math.max(0, Math.round(now - this.turnStartedAt)));
    this.pending.value = { uci, cid, san, view: next };
    this.send({ type: 'move', gameId: this.gameId, uci, cid, ...(thinkMs !== undefined ? { thinkMs } : {}) });
    return true;
  }

  /** Queues a premove (sent to the server at once when it is the first). */
  premove(uci: string): void {
    const q = this.premoves.peek();
    const first = q.length === 0;
    const cid = newCid();
    this.premoves.value = [...q, { uci, cid, onServer: false }];
    if (first) this.sendHeadPremove();
  }

  /** Cancels every premove. */
  cancelPremoves(): void {
    if (this.premoves.peek().length === 0) return;
    this.premoves.value = [];
    this.send({ type: 'premove.cancel', gameId: this.gameId });
  }

  /** Sends any other game request. */
  act(message: Extract<ClientMessage, { gameId: string }>): void {
    this.send(message);
  }

  // ------------------------------------------------------------------ server

  private watch(): void {
    const m = this.model.peek();
    this.send({ type: 'game.watch', gameId: this.gameId, ...(m !== null ? { v: m.v } : {}) });
    // A premove the server held is gone if the server restarted; send the head again.
    const q = this.premoves.peek();
    if (q.length > 0) {
      this.premoves.value = q.map((p, i) => (i === 0 ? { ...p, onServer: false } : p));
      this.sendHeadPremove();
    }
  }

  private send(message: ClientMessage): void {
    if (!this.conn.send(message) && message.type === 'move') {
      // Not connected: the move cannot have been played; take it back at once.
      this.pending.value = null;
      this.notice.value = { kind: 'error', text: 'offline' };
    }
  }

  private sendHeadPremove(): void {
    const head = this.premoves.peek()[0];
    if (head === undefined || head.onServer) return;
    this.premoves.value = [{ ...head, onServer: true }, ...this.premoves.peek().slice(1)];
    this.conn.send({ type: 'premove', gameId: this.gameId, uci: head.uci, cid: head.cid });
  }

  /** The head premove was played (seen as our move event or its ack): drop it and send the next. */
  private premovePlayed(cid: string | null, uci: string): void {
    const head = this.premoves.peek()[0];
    if (head === undefined || !head.onServer) return;
    if (cid !== null ? head.cid !== cid : head.uci !== uci) return;
    this.premoves.value = this.premoves.peek().slice(1);
    this.sendHeadPremove();
  }

  private onMessage(msg: ServerMessage, at: number): void {
    if (msg.type === 'error') {
      if (msg.ref?.gameId === this.gameId) this.onError(msg);
      return;
    }
    if (!('gameId' in msg) || msg.gameId !== this.gameId) return;
    switch (msg.type) {
      case 'game.full': {
        const model = fromSnapshot(msg.game, msg.v, msg.you, at);
        batch(() => {
          this.model.value = model;
          const p = this.pending.peek();
          if (p !== null && model.moves.some((mv, i) => mv.uci === p.uci && i === model.moves.length - 1)) this.pending.value = null;
          if (model.end !== null) this.premoves.value = [];
        });
        this.noteTurn(model, at);
        break;
      }
      case 'game.event': {
        const m = this.model.peek();
        if (m === null) return;
        const r = applyEvent(m, msg.v, msg.event, at);
        if (r.kind === 'gap') {
          this.send({ type: 'game.watch', gameId: this.gameId, v: m.v });
          return;
        }
        if (r.kind === 'stale') return;
        const e = msg.event;
        batch(() => {
          this.model.value = r.model;
          if (e.kind === 'move') {
            const p = this.pending.peek();
            if (p !== null && e.by === r.model.you && e.uci === p.uci) this.pending.value = null;
          }
          if (e.kind === 'takeback' || e.kind === 'end') {
            this.premoves.value = [];
            this.pending.value = null;
          }
        });
        if (e.kind === 'move') {
          this.noteTurn(r.model, at);
          if (e.by === r.model.you && e.premove === true) this.premovePlayed(null, e.uci);
          this.hooks.onMovePlayed?.(e.san, e.by);
        }
        if (e.kind === 'end') this.hooks.onEnd?.();
        if (e.kind === 'rematch') this.hooks.onRematch?.(e.gameId);
        break;
      }
      case 'ack': {
        const p = this.pending.peek();
        if (p !== null && p.cid === msg.cid) this.pending.value = null;
        const head = this.premoves.peek()[0];
        if (head !== undefined) this.premovePlayed(msg.cid, head.uci);
        break;
      }
      case 'premove.dropped':
        // The rest of the queue was planned on a position that did not happen: drop it all.
        this.premoves.value = [];
        this.notice.value = { kind: 'info', text: 'premove-dropped' };
        break;
      case 'premove.cleared':
      case 'premove.set':
        break;
      case 'game.presence':
        this.presence.value = {
          white: { ...msg.white, atMs: at },
          black: { ...msg.black, atMs: at },
        };
        break;
      case 'game.spectators': {
        const m = this.model.peek();
        if (m !== null) this.model.value = { ...m, spectators: msg.count };
        break;
      }
      case 'game.ruling':
        this.notice.value = { kind: 'ruling', text: msg.ruling, rule: msg.rule };
        break;
      default:
        break;
    }
  }

  /** A refusal of one of our requests: roll back the move it names, say why. */
  private onError(msg: Extract<ServerMessage, { type: 'error' }>): void {
    const cid = msg.ref?.cid;
    const p = this.pending.peek();
    if (p !== null && cid === p.cid) this.pending.value = null;
    const head = this.premoves.peek()[0];
    if (head !== undefined && cid === head.cid) this.premoves.value = [];
    if (msg.code === 'not_found' && msg.ref?.type === 'game.watch') this.missing.value = true;
    this.notice.value = { kind: 'error', text: msg.message };
  }

  /** Remembers when our turn began (the receipt of the opponent's move), for `thinkMs`. */
  private noteTurn(m: GameModel, at: number): void {
    this.turnStartedAt = m.you !== null && m.turn === m.you && m.end === null ? at : null;
  }
}
