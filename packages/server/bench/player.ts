/**
 * One simulated person: a guest with its `ff_guest` cookie, one WebSocket at a time (a dropped
 * connection comes back with the same cookie, so the server sees the same guest), and its seat in
 * the current game. Messages are read with a plain `JSON.parse` (the server's output is trusted
 * here; the tests validate it). Mutable.
 */
import type { Color } from '@flagfall/core';
import type { ClientMessage, ServerMessage } from '@flagfall/protocol';
import { WebSocket } from 'ws';
import type { LoadConfig } from './ipc.js';
import { Seat, type SeatHost, type SeatPlan } from './seat.js';
import type { Tally } from './tally.js';

/** What the player tells its pair. */
export interface PlayerEvents {
  challengeCreated(player: Player, id: string): void;
  /** A game began: the plan this player follows in it. */
  planFor(player: Player, gameId: string): SeatPlan;
  gameEnded(player: Player, seat: Seat): void;
  /** A request of the pair's (challenge, accept) was refused. */
  refused(player: Player, type: string, code: string): void;
}

/** Shared by every player of a worker. */
export interface PlayerContext {
  readonly config: LoadConfig;
  readonly tally: Tally;
  stopping(): boolean;
}

const CONNECT_TIMEOUT_MS = 20_000;
const RECONNECT_TRIES = 5;

export class Player implements SeatHost {
  private ws: WebSocket | null = null;
  private cookie: string | null = null;
  seat: Seat | null = null;
  /** Seats of games that ended, kept for the final check. */
  readonly past: Seat[] = [];
  private cids = 0;
  /** Set by `close`: no more connections. (A player coming back during the final drain still does.) */
  private closed = false;

  constructor(
    readonly name: string,
    private readonly ctx: PlayerContext,
    private readonly events: PlayerEvents,
  ) {}

  get config(): LoadConfig {
    return this.ctx.config;
  }

  get tally(): Tally {
    return this.ctx.tally;
  }

  get connected(): boolean {
    return this.ws !== null && this.ws.readyState === WebSocket.OPEN;
  }

  stopping(): boolean {
    return this.ctx.stopping();
  }

  nextCid(): string {
    return `${this.name}m${this.cids++}`;
  }

  send(m: ClientMessage): boolean {
    const ws = this.ws;
    if (ws === null || ws.readyState !== WebSocket.OPEN) return false;
    ws.send(JSON.stringify(m));
    if (this.tally.windowOpen) this.tally.sent++;
    return true;
  }

  /** Opens a socket (with the guest cookie once there is one); resolves on `welcome`. */
  connect(): Promise<void> {
    return new Promise((resolve, reject) => {
      const url = `${this.config.url.replace(/^http/, 'ws')}/ws`;
      const ws = new WebSocket(url, { headers: this.cookie === null ? {} : { cookie: this.cookie }, perMessageDeflate: false });
      let welcomed = false;
      const timer = setTimeout(() => {
        ws.terminate();
        reject(new Error('no welcome in time'));
      }, CONNECT_TIMEOUT_MS);
      ws.on('upgrade', (res) => {
        const set = res.headers['set-cookie'];
        const guest = (Array.isArray(set) ? set : []).find((c) => c.startsWith('ff_guest='));
        if (guest !== undefined) this.cookie = guest.split(';')[0]!;
      });
      ws.on('message', (data) => {
        if (this.tally.windowOpen) this.tally.received++;
        const m = JSON.parse(String(data)) as ServerMessage;
        if (!welcomed) {
          if (m.type !== 'welcome') return;
          welcomed = true;
          clearTimeout(timer);
          this.ws = ws;
          resolve();
          return;
        }
        this.handle(m);
      });
      ws.on('error', (e) => {
        if (welcomed) return;
        clearTimeout(timer);
        reject(e);
      });
      ws.on('close', (code) => {
        if (!welcomed) {
          clearTimeout(timer);
          reject(new Error(`closed (${code}) before the welcome`));
        } else if (ws === this.ws) this.onLost(code);
      });
    });
  }

  /** Connects, retrying a few times; false if it never worked. */
  async connectWithRetry(): Promise<boolean> {
    for (let attempt = 0; attempt < RECONNECT_TRIES; attempt++) {
      if (this.closed) return false;
      try {
        await this.connect();
        return true;
      } catch (e) {
        this.tally.connectFailures++;
        if (this.tally.connectFailures <= 3) this.tally.example(`connect ${this.name}: ${e instanceof Error ? e.message : String(e)}`);
        await new Promise((r) => setTimeout(r, 500 + attempt * 1000));
      }
    }
    return false;
  }

  /** The socket closed without our asking: come back. */
  private onLost(code: number): void {
    this.ws = null;
    if (this.closed) return;
    this.tally.unexpectedCloses++;
    this.tally.example(`${this.name}: the server closed the socket (${code})`);
    void this.comeBack(0);
  }

  /** Drops the connection abruptly (a network failure) and comes back shortly after. */
  dropConnection(): void {
    const ws = this.ws;
    this.ws = null;
    ws?.terminate();
    this.tally.reconnects++;
    void this.comeBack(200 + Math.random() * 800);
  }

  private async comeBack(afterMs: number): Promise<void> {
    await new Promise((r) => setTimeout(r, afterMs));
    if (await this.connectWithRetry()) this.seat?.resume();
    else this.tally.example(`${this.name}: could not come back`);
  }

  private handle(m: ServerMessage): void {
    switch (m.type) {
      case 'challenge.created':
        this.events.challengeCreated(this, m.challenge.id);
        break;
      case 'game.start':
        this.startSeat(m.gameId, m.color);
        break;
      case 'game.full':
        if (this.seat?.gameId === m.gameId) this.seat.onFull(m);
        break;
      case 'game.event':
        if (this.seat?.gameId === m.gameId) this.seat.onEvent(m.v, m.event);
        break;
      case 'ack':
        if (this.seat?.gameId === m.gameId) this.seat.onAck(m.cid);
        else this.past.find((s) => s.gameId === m.gameId)?.onAck(m.cid);
        break;
      case 'error': {
        const ref = m.ref;
        const seat = this.seat;
        let expected = false;
        if (ref?.cid !== undefined && seat !== null && seat.gameId === ref.gameId) expected = seat.onRefused(ref.cid, m.code);
        else if (ref !== undefined && ref.type.startsWith('challenge.')) this.events.refused(this, ref.type, m.code);
        else this.tally.example(`${this.name}: error ${m.code}: ${m.message}`);
        // Expected refusals are counted apart, so the report shows only the others as problems.
        this.tally.count(this.tally.errors, expected ? `${m.code} (expected)` : m.code);
        break;
      }
      default:
        break;
    }
  }

  private startSeat(gameId: string, color: Color): void {
    if (this.seat !== null) this.retire(this.seat);
    const seat = new Seat(gameId, color, this.events.planFor(this, gameId), this);
    this.seat = seat;
    seat.watch();
  }

  private retire(seat: Seat): void {
    seat.stop();
    this.past.push(seat);
    if (this.seat === seat) this.seat = null;
  }

  ended(seat: Seat): void {
    this.events.gameEnded(this, seat);
  }

  /** Stops thinking; the sockets stay open until `close`. */
  stop(): void {
    this.seat?.stop();
  }

  close(): void {
    this.closed = true;
    const ws = this.ws;
    this.ws = null;
    ws?.terminate();
  }

  /** Every seat this player had, for the final check. */
  seats(): Seat[] {
    return this.seat === null ? [...this.past] : [...this.past, this.seat];
  }
}
