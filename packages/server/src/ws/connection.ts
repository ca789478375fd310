/**
 * One client's WebSocket: reads its messages (bounded, rate-limited, validated), routes them to
 * the lobby or a game, and delivers what the bus sends it. A bad message gets an `error` and
 * changes nothing; a flood is refused and then closed; nothing a client sends can throw out of
 * here.
 */
import type { Color } from '@flagfall/core';
import { CLOSE_CODES, parseClientMessage, type ClientMessage, type ServerMessage } from '@flagfall/protocol';
import type { WebSocket } from 'ws';
import type { Subscriber } from '../bus.js';
import type { Bus } from '../bus.js';
import type { LiveGame } from '../game/live.js';
import { colorOf } from '../game/participants.js';
import type { Hub } from '../hub.js';
import { Lobby } from '../lobby/lobby.js';
import type { Identity } from '../identity.js';
import { LIMITS, type RateLimiter } from '../ratelimit.js';
import type { Storage } from '../storage/types.js';
import type { TimeSource, Timer } from '../time.js';

/** A socket that lets this much output pile up is too slow to follow: it is closed. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
/** How often the server measures the round trip with a ping frame. */
export const PING_EVERY_MS = 5000;
/** A token needs one of these scopes to seek, join a pool or challenge. */
const LOBBY_SCOPES = ['challenge:write', 'board:play', 'bot:play'];
/** Refusals in a row before a flooding socket is closed. */
const MAX_REFUSALS = 20;

export interface ConnectionDeps {
  readonly hub: Hub;
  readonly bus: Bus;
  readonly storage: Storage;
  readonly limiter: RateLimiter;
  readonly time: TimeSource;
  readonly version: string;
  readonly log: (line: string) => void;
}

let nextConnection = 0;

export class Connection implements Subscriber {
  private readonly id = nextConnection++;
  private readonly topics = new Set<string>();
  /** Games this socket watches, and the colour it plays in each (null: spectator). */
  private readonly watching = new Map<string, Color | null>();
  private refusals = 0;
  private rttMs: number | null = null;
  private pingSentAt: number | null = null;
  private pingTimer: Timer | null = null;
  private closed = false;
  /** Messages are handled one at a time, in order (some need storage). */
  private chain: Promise<void> = Promise.resolve();

  constructor(
    private readonly ws: WebSocket,
    private readonly who: Identity,
    private readonly d: ConnectionDeps,
  ) {
    this.subscribe(`user:${who.key}`);
    d.hub.connected(who.key, 1);
    ws.on('message', (data, isBinary) => {
      if (isBinary) {
        ws.close(CLOSE_CODES.unsupported, 'text frames only');
        return;
      }
      const text = Buffer.isBuffer(data)
        ? data.toString('utf8')
        : Array.isArray(data)
          ? Buffer.concat(data).toString('utf8')
          : Buffer.from(data).toString('utf8');
      this.chain = this.chain
        .then(() => this.onText(text))
        .catch((e: unknown) => d.log(`error: socket ${this.id}: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`));
    });
    ws.on('pong', () => this.onPong());
    ws.on('close', () => this.onClose());
    ws.on('error', () => undefined);
    this.send({
      type: 'welcome',
      user: { id: who.userId, name: who.name, title: who.title, rating: null, provisional: false, guest: who.userId === null },
      version: d.version,
      serverMs: d.time.wallMs(),
    });
    this.ping();
  }

  deliver(text: string): void {
    if (this.closed || this.ws.readyState !== this.ws.OPEN) return;
    if (this.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.ws.close(CLOSE_CODES.rateLimited, 'too slow to follow');
      return;
    }
    this.ws.send(text);
  }

  send(m: ServerMessage): void {
    this.deliver(JSON.stringify(m));
  }

  /**
   * Tells the client why, closes with `code`, and resolves once the socket is closed; a client
   * that does not answer the close within a second is cut off.
   */
  shutdown(code: number, reason: string): Promise<void> {
    if (this.ws.readyState === this.ws.CLOSED) return Promise.resolve();
    this.send({ type: 'server.shutdown', reason });
    return new Promise((resolve) => {
      const cutOff = setTimeout(() => this.ws.terminate(), 1000);
      this.ws.once('close', () => {
        clearTimeout(cutOff);
        resolve();
      });
      this.ws.close(code, reason);
    });
  }

  private subscribe(topic: string): void {
    if (this.topics.has(topic)) return;
    this.topics.add(topic);
    this.d.bus.subscribe(topic, this);
  }

  private unsubscribe(topic: string): void {
    if (!this.topics.delete(topic)) return;
    this.d.bus.unsubscribe(topic, this);
  }

  private ping(): void {
    if (this.closed) return;
    this.pingSentAt = this.d.time.monoMs();
    try {
      this.ws.ping();
    } catch {
      // closed meanwhile
    }
    this.pingTimer = this.d.time.setTimer(() => this.ping(), PING_EVERY_MS);
  }

  private onPong(): void {
    if (this.pingSentAt === null) return;
    const rtt = this.d.time.monoMs() - this.pingSentAt;
    this.pingSentAt = null;
    // An average that follows changes slowly (lichess: 0.9 · old + 0.1 · new).
    this.rttMs = this.rttMs === null ? rtt : 0.9 * this.rttMs + 0.1 * rtt;
    for (const [id, color] of this.watching) if (color !== null) this.d.hub.get(id)?.setTrustedRtt(color, this.rttMs);
  }

  private onClose(): void {
    if (this.closed) return;
    this.closed = true;
    this.pingTimer?.cancel();
    for (const id of [...this.watching.keys()]) this.unwatch(id);
    for (const t of [...this.topics]) this.unsubscribe(t);
    this.d.hub.connected(this.who.key, -1);
  }

  private error(code: string, message: string, ref?: { type: string; gameId?: string; cid?: string }): void {
    this.send({ type: 'error', code, message, ...(ref !== undefined ? { ref } : {}) });
  }

  private async onText(text: string): Promise<void> {
    if (this.closed) return;
    const allowed = this.d.limiter.take(`msg:${this.id}`, LIMITS.message);
    if (!allowed.ok) {
      if (++this.refusals > MAX_REFUSALS) this.ws.close(CLOSE_CODES.rateLimited, 'too many messages');
      else this.error('rate_limited', `too many messages: wait ${allowed.retryMs} ms`);
      return;
    }
    const parsed = parseClientMessage(text);
    if (!parsed.ok) {
      if (++this.refusals > MAX_REFUSALS) this.ws.close(CLOSE_CODES.rateLimited, 'too many bad messages');
      else this.error(parsed.error.code, parsed.error.message, parsed.error.type !== undefined ? { type: parsed.error.type } : undefined);
      return;
    }
    this.refusals = 0;
    await this.dispatch(parsed.value);
  }

  private limited(
    kind: keyof typeof LIMITS,
    m: ClientMessage,
    ref: { type: string; gameId?: string; cid?: string } = { type: m.type },
  ): boolean {
    const r = this.d.limiter.take(`${kind}:${this.who.key}`, LIMITS[kind]);
    if (r.ok) return false;
    this.error('rate_limited', `too many ${kind} requests: wait ${Math.ceil(r.retryMs / 1000)} s`, ref);
    return true;
  }

  private async dispatch(m: ClientMessage): Promise<void> {
    const hub = this.d.hub;
    const who = this.who;
    if (/^(seek|pool|challenge)\./.test(m.type) && who.scopes !== null && !who.scopes.some((s) => LOBBY_SCOPES.includes(s))) {
      return this.error('forbidden', "this token lacks the scope 'challenge:write'", { type: m.type });
    }
    const lobbyError = (r: { ok: false; error: { code: string; message: string } }) =>
      this.error(r.error.code, r.error.message, { type: m.type });
    switch (m.type) {
      case 'ping':
        this.send({ type: 'pong', ...(m.id !== undefined ? { id: m.id } : {}), serverMs: this.d.time.wallMs() });
        return;
      case 'lobby.subscribe':
        this.subscribe('lobby');
        this.send({
          type: 'lobby.state',
          seeks: [...hub.lobby.seeks.values()].map((s) => hub.lobby.seekInfo(s)),
          games: [...hub.live()].slice(0, 100).map((g) => hub.gameInfo(g)),
          players: hub.playersOnline,
          gamesCount: hub.liveCount,
        });
        return;
      case 'lobby.unsubscribe':
        this.unsubscribe('lobby');
        return;
      case 'seek.create': {
        if (this.limited('seek', m)) return;
        const control = Lobby.readControl(m.tc);
        if (!control.ok) return lobbyError(control);
        const by = await hub.participant(who, control.value);
        const r = hub.lobby.createSeek(by, {
          tc: m.tc,
          rated: m.rated,
          color: m.color,
          ...(m.rules !== undefined ? { rules: m.rules } : {}),
          ...(m.ratingRange !== undefined ? { ratingRange: m.ratingRange } : {}),
        });
        if (!r.ok) return lobbyError(r);
        this.send({ type: 'seek.created', seek: hub.lobby.seekInfo(r.value) });
        return;
      }
      case 'seek.cancel': {
        const r = hub.lobby.cancelSeek(who.key, m.seekId);
        if (!r.ok) lobbyError(r);
        return;
      }
      case 'seek.accept': {
        if (this.limited('seek', m)) return;
        const seek = hub.lobby.seeks.get(m.seekId);
        if (seek === undefined) return this.error('not_found', 'that seek is gone', { type: m.type });
        const r = await hub.lobby.acceptSeek(await hub.participant(who, seek.control), m.seekId);
        if (!r.ok) lobbyError(r);
        return;
      }
      case 'pool.join': {
        if (this.limited('seek', m)) return;
        const control = Lobby.readControl(m.pool);
        if (!control.ok) return lobbyError(control);
        const r = hub.lobby.joinPool(await hub.participant(who, control.value), m.pool, m.rated);
        if (!r.ok) return lobbyError(r);
        // Sent unless the pool paired us at once (then game.start came first).
        if (hub.lobby.poolOf(who.key) !== null) this.send({ type: 'pool.joined', pool: m.pool, rated: m.rated });
        return;
      }
      case 'pool.leave': {
        const pool = hub.lobby.poolOf(who.key);
        if (pool !== null && hub.lobby.leavePool(who.key)) this.send({ type: 'pool.left', pool: pool.pool });
        return;
      }
      case 'challenge.create': {
        if (this.limited('challenge', m)) return;
        const control = Lobby.readControl(m.tc);
        if (!control.ok) return lobbyError(control);
        let to = null;
        if (m.to !== undefined) {
          const user = await this.d.storage.userById(m.to.toLowerCase());
          if (user === null) return this.error('not_found', `no player named ${m.to}`, { type: m.type });
          to = await hub.participant(
            { key: user.id, userId: user.id, name: user.username, title: user.title, scopes: null },
            control.value,
          );
        }
        const r = hub.lobby.createChallenge(await hub.participant(who, control.value), to, {
          tc: m.tc,
          rated: m.rated,
          color: m.color,
          ...(m.rules !== undefined ? { rules: m.rules } : {}),
        });
        if (!r.ok) return lobbyError(r);
        this.send({ type: 'challenge.created', challenge: hub.lobby.challengeInfo(r.value) });
        return;
      }
      case 'challenge.accept': {
        const c = hub.lobby.challenges.get(m.id);
        if (c === undefined) return this.error('not_found', 'that challenge is gone', { type: m.type });
        const r = await hub.lobby.acceptChallenge(await hub.participant(who, c.control), m.id);
        if (!r.ok) lobbyError(r);
        return;
      }
      case 'challenge.decline': {
        const r = hub.lobby.declineChallenge(who.key, m.id);
        if (!r.ok) lobbyError(r);
        return;
      }
      case 'challenge.cancel': {
        const r = hub.lobby.cancelChallenge(who.key, m.id);
        if (!r.ok) lobbyError(r);
        return;
      }
      case 'game.watch': {
        const game = hub.get(m.gameId);
        if (game === undefined)
          return this.error('not_found', `no live game ${m.gameId} (a finished game: GET /game/export/${m.gameId})`, {
            type: m.type,
            gameId: m.gameId,
          });
        await this.watch(game, m.v);
        return;
      }
      case 'game.unwatch':
        this.unwatch(m.gameId);
        return;
      case 'tv.watch': {
        this.subscribe('tv');
        const top = hub.topGame();
        if (top === null) return this.error('not_found', 'no game is being played', { type: m.type });
        this.send({ type: 'tv.game', gameId: top.id });
        await this.watch(top, undefined);
        return;
      }
      case 'move':
      case 'premove':
      case 'premove.cancel':
      case 'draw':
      case 'takeback':
      case 'rematch':
      case 'resign':
      case 'abort':
      case 'claim':
      case 'chat': {
        const ref = { type: m.type, gameId: m.gameId, ...('cid' in m ? { cid: m.cid } : {}) };
        const game = hub.get(m.gameId);
        if (game === undefined) return this.error('not_found', `no live game ${m.gameId}`, ref);
        const color = colorOf(game.setup, who.key);
        if (color === null) return this.error('forbidden', 'only the players of a game can act in it', ref);
        if (who.scopes !== null && !who.scopes.includes('board:play') && !who.scopes.includes('bot:play')) {
          return this.error('forbidden', "this token lacks the scope 'board:play'", ref);
        }
        if ((m.type === 'move' || m.type === 'premove') && this.limited('move', m, ref)) return;
        if (m.type === 'chat' && this.limited('chat', m, ref)) return;
        // A player who acts is watching their game (after a reconnect, say).
        if (!this.watching.has(game.id)) await this.watch(game, game.version);
        const refusal = game.handle(color, m);
        if (refusal !== null) this.error(refusal.code, refusal.message, ref);
        return;
      }
    }
  }

  /** Follows a game: its events from `v` on (or the full state), presence and spectators. */
  private async watch(game: LiveGame, v: number | undefined): Promise<void> {
    const hub = this.d.hub;
    const color = colorOf(game.setup, this.who.key);
    // What is pending is shown once durable: wait, then subscribe and send in one step, so no event falls in between.
    await game.settled();
    if (this.closed) return;
    const first = !this.watching.has(game.id);
    this.watching.set(game.id, color);
    this.subscribe(`game:${game.id}`);
    if (color !== null) this.subscribe(`game:${game.id}:${color}`);
    const missed = v === undefined ? null : game.eventsSince(v);
    if (missed === null) this.send({ type: 'game.full', gameId: game.id, v: game.version, game: game.snapshot(), you: color });
    else for (const e of missed) this.send({ type: 'game.event', gameId: game.id, v: e.v, event: e.event });
    if (first) {
      if (color !== null) {
        game.setPresence(color, 1);
        if (this.rttMs !== null) game.setTrustedRtt(color, this.rttMs);
      } else hub.spectatorsChanged(game, game.spectators + 1);
    }
    this.send(game.presenceMessage());
  }

  private unwatch(gameId: string): void {
    const color = this.watching.get(gameId);
    if (color === undefined) return;
    this.watching.delete(gameId);
    this.unsubscribe(`game:${gameId}`);
    if (color !== null) this.unsubscribe(`game:${gameId}:${color}`);
    const game = this.d.hub.get(gameId);
    if (game === undefined) return;
    if (color !== null) game.setPresence(color, -1);
    else this.d.hub.spectatorsChanged(game, Math.max(0, game.spectators - 1));
  }
}
