/**
 * The live side of the server in one place: the games it owns (one `LiveGame` each), the lobby,
 * the bus that fans events out, ratings and the group committer. Connections call in here; the
 * HTTP routes read from here. Game ownership, fan-out and the lobby are behind interfaces so
 * several processes can share the work later.
 */
import type { LiveGameInfo } from '@flagfall/protocol';
import type { Bus } from './bus.js';
import type { GroupCommitter } from './commit.js';
import { categoryOf } from './game/category.js';
import { UserFeed } from './feed.js';
import { LiveGame, type GameHost } from './game/live.js';
import { playerInfo, type GameSetup, type Participant } from './game/participants.js';
import { parseRecord } from './game/records.js';
import type { Identity } from './identity.js';
import { makeId } from './ids.js';
import { Lobby, type Challenge, type Pairing } from './lobby/lobby.js';
import type { Ratings } from './ratings.js';
import type { StoredGame, Storage } from './storage/types.js';
import type { TimeSource, Timer } from './time.js';
import { isProvisional } from '@flagfall/core/rating';

/** How long a finished game stays in memory (for rematches and late watchers). */
export const KEEP_FINISHED_MS = 30 * 60 * 1000;

/** How long a lapsing challenge (lichess API, no keep-alive stream) waits while its author is away. */
export const CHALLENGE_LAPSE_MS = 20_000;

/** The computer players: which participants they are, and how they join a game. */
export interface Computer {
  /** Whether the computer plays as `p`. */
  plays(p: Participant): boolean;
  /** Starts playing its side of `game` (a new game, a rematch, or one restored after a restart). */
  attach(game: LiveGame): void;
}

/** Where games live: the seam for sharding games over several processes. */
export interface GameOwner {
  get(id: string): LiveGame | undefined;
  live(): Iterable<LiveGame>;
}

export interface HubOptions {
  readonly storage: Storage;
  readonly committer: GroupCommitter;
  readonly bus: Bus;
  readonly ratings: Ratings;
  readonly time: TimeSource;
  readonly baseUrl: () => string;
  readonly log: (line: string) => void;
}

export class Hub implements GameOwner {
  private readonly games = new Map<string, LiveGame>();
  private readonly expiry = new Map<string, Timer>();
  /** Set by `stop`: no timer is armed again. */
  private stopped = false;
  readonly lobby: Lobby;
  /** Flag delays measured (ms from the ruling instant due to the end broadcast), for the benchmark. */
  readonly flagDelays: number[] = [];
  private readonly host: GameHost;
  /** Connected people (keys) and their socket and stream counts. */
  private readonly online = new Map<string, number>();
  /** What happens to each person, for the lichess-compatible streams. */
  readonly feed = new UserFeed();
  /** The computer players, once set (the server sets them after start). */
  computer: Computer | null = null;
  private readonly lapseTimers = new Map<string, Timer>();

  constructor(private readonly o: HubOptions) {
    this.lobby = new Lobby(
      o.time,
      {
        seekAdded: (seek) => o.bus.publish('lobby', { type: 'lobby.seek.add', seek }),
        seekRemoved: (seek) => {
          o.bus.publish('lobby', { type: 'lobby.seek.remove', seekId: seek.id });
          this.feed.publish(seek.by.key, { kind: 'seekRemoved', seekId: seek.id });
        },
        challengeCreated: (c) => {
          if (c.to !== null) o.bus.publish(`user:${c.to}`, { type: 'challenge.incoming', challenge: this.lobby.challengeInfo(c) });
          this.toBoth(c, { kind: 'challenge', challenge: c });
          if (c.lapses) this.armLapse(c.id, c.by.key);
        },
        challengeDeclined: (c, reason) => {
          o.bus.publish(`user:${c.by.key}`, { type: 'challenge.declined', id: c.id });
          this.toBoth(c, { kind: 'challengeDeclined', challenge: c, reason });
        },
        challengeCanceled: (c) => {
          if (c.to !== null) o.bus.publish(`user:${c.to}`, { type: 'challenge.canceled', id: c.id });
          this.toBoth(c, { kind: 'challengeCanceled', challenge: c });
        },
      },
      (pairing) => this.startGame(pairing).then(() => undefined),
      o.baseUrl,
    );
    this.host = {
      time: o.time,
      commit: (ops) => o.committer.commit(ops),
      broadcast: (id, m) => o.bus.publish(`game:${id}`, m),
      toPlayer: (id, color, m) => o.bus.publish(`game:${id}:${color}`, m),
      rate: (setup, result) => o.ratings.rate(setup, result),
      ended: (game) => this.ended(game),
      rematch: (game) => this.rematch(game),
      logError: (what, e) => o.log(`error: ${what}: ${e instanceof Error ? e.message : String(e)}`),
    };
  }

  get(id: string): LiveGame | undefined {
    return this.games.get(id);
  }

  *live(): Iterable<LiveGame> {
    for (const g of this.games.values()) if (!g.over) yield g;
  }

  get liveCount(): number {
    let n = 0;
    for (const g of this.games.values()) if (!g.over) n++;
    return n;
  }

  get playersOnline(): number {
    return this.online.size;
  }

  /** Whether `key` has a socket or a lichess-API event stream open. */
  isOnline(key: string): boolean {
    return this.online.has(key);
  }

  /** The keys of everyone online. */
  onlineKeys(): IterableIterator<string> {
    return this.online.keys();
  }

  /** The live (and recently finished, still in memory) games `key` plays in. */
  *gamesOf(key: string, opts: { live: boolean }): Iterable<LiveGame> {
    for (const g of this.games.values()) {
      if (opts.live && g.over) continue;
      if (g.setup.white.key === key || g.setup.black.key === key) yield g;
    }
  }

  private toBoth(c: Challenge, event: Parameters<UserFeed['publish']>[1]): void {
    this.feed.publish(c.by.key, event);
    if (c.to !== null) this.feed.publish(c.to, event);
  }

  /** A lapsing challenge is removed once its author has been away at a check (every 20 s). */
  private armLapse(id: string, authorKey: string): void {
    if (this.stopped) return;
    const timer = this.o.time.setTimer(() => {
      this.lapseTimers.delete(id);
      if (!this.lobby.challenges.has(id)) return;
      if (this.isOnline(authorKey)) this.armLapse(id, authorKey);
      else this.lobby.lapseChallenge(id);
    }, CHALLENGE_LAPSE_MS);
    this.lapseTimers.set(id, timer);
  }

  /** A socket of `key` opened (+1) or closed (−1). */
  connected(key: string, delta: 1 | -1): void {
    const n = (this.online.get(key) ?? 0) + delta;
    if (n <= 0) {
      this.online.delete(key);
      this.lobby.leave(key);
    } else this.online.set(key, n);
  }

  /** A participant as a game records them: their rating in the game's category. */
  async participant(who: Identity, control: GameSetup['control']): Promise<Participant> {
    const cat = categoryOf(control);
    let rating: number | null = null;
    let provisional = false;
    if (who.userId !== null && cat !== null) {
      await this.o.ratings.load(who.userId);
      const r = this.o.ratings.get(who.userId, cat);
      rating = Math.round(r.rating);
      provisional = isProvisional(r);
    }
    return { key: who.key, userId: who.userId, name: who.name, title: who.title, rating, provisional };
  }

  async startGame(p: Pairing): Promise<LiveGame> {
    const setup: GameSetup = {
      id: p.id !== undefined && !this.games.has(p.id) ? p.id : makeId(),
      white: p.white,
      black: p.black,
      rated: p.rated,
      rules: p.rules,
      tc: p.tc,
      control: p.control,
      category: categoryOf(p.control),
      fen: p.fen ?? null,
      createdAt: this.o.time.wallMs(),
    };
    const game = await LiveGame.create(setup, this.host);
    this.games.set(setup.id, game);
    for (const c of ['white', 'black'] as const) {
      this.o.bus.publish(`user:${setup[c].key}`, { type: 'game.start', gameId: setup.id, color: c });
      this.feed.publish(setup[c].key, { kind: 'gameStart', game });
    }
    this.attachComputer(game);
    this.o.bus.publish('lobby', { type: 'lobby.game.add', game: this.gameInfo(game) });
    this.publishCounts();
    return game;
  }

  private async rematch(game: LiveGame): Promise<string | null> {
    const s = game.setup;
    const control = s.control;
    const next = await this.startGame({ white: s.black, black: s.white, tc: s.tc, control, rated: s.rated, rules: s.rules });
    return next.id;
  }

  gameInfo(game: LiveGame): LiveGameInfo {
    const s = game.setup;
    return { id: s.id, white: playerInfo(s.white), black: playerInfo(s.black), tc: s.tc, rated: s.rated };
  }

  private attachComputer(game: LiveGame): void {
    const computer = this.computer;
    if (computer !== null && (computer.plays(game.setup.white) || computer.plays(game.setup.black))) computer.attach(game);
  }

  private ended(game: LiveGame): void {
    if (game.lastFlagInstant !== null) this.flagDelays.push(this.o.time.monoMs() - game.lastFlagInstant);
    for (const c of ['white', 'black'] as const) this.feed.publish(game.setup[c].key, { kind: 'gameFinish', game });
    this.o.bus.publish('lobby', { type: 'lobby.game.remove', gameId: game.id });
    this.publishCounts();
    // A game whose ending commits during shutdown arms no timer (it would keep the process alive).
    if (this.stopped) return;
    const timer = this.o.time.setTimer(() => {
      this.games.delete(game.id);
      this.expiry.delete(game.id);
    }, KEEP_FINISHED_MS);
    this.expiry.set(game.id, timer);
    // TV follows the best game still playing.
    const top = this.topGame();
    if (top !== null) this.o.bus.publish('tv', { type: 'tv.game', gameId: top.id });
  }

  publishCounts(): void {
    this.o.bus.publish('lobby', { type: 'lobby.counts', players: this.playersOnline, gamesCount: this.liveCount });
  }

  /** The live game with the highest rated players (TV), or null. */
  topGame(): LiveGame | null {
    let best: LiveGame | null = null;
    let bestScore = -Infinity;
    for (const g of this.live()) {
      const score = (g.setup.white.rating ?? 0) + (g.setup.black.rating ?? 0);
      if (score > bestScore) {
        best = g;
        bestScore = score;
      }
    }
    return best;
  }

  /** Brings back every live game after a restart. */
  async restore(): Promise<number> {
    const lastAlive = await this.o.storage.lastHeartbeat();
    const stored = await this.o.storage.liveGames();
    for (const s of stored) {
      try {
        const game = await LiveGame.restore(setupOf(s), s.records, this.host, lastAlive);
        this.games.set(game.id, game);
        if (!game.over) this.attachComputer(game);
      } catch (e) {
        this.o.log(`error: game ${s.game.id} could not be restored: ${e instanceof Error ? e.message : String(e)}`);
      }
    }
    return stored.length;
  }

  /** Stops every timer (shutdown). */
  stop(): void {
    this.stopped = true;
    this.lobby.stop();
    for (const g of this.games.values()) g.stop();
    for (const t of this.expiry.values()) t.cancel();
    for (const t of this.lapseTimers.values()) t.cancel();
  }

  spectatorsChanged(game: LiveGame, count: number): void {
    game.spectators = count;
    this.o.bus.publish(`game:${game.id}`, { type: 'game.spectators', gameId: game.id, count });
  }
}

/** The setup of a stored game, from its header and its first record. */
function setupOf(s: StoredGame): GameSetup {
  const first = s.records[0];
  const rec = first === undefined ? null : parseRecord(first.data);
  if (rec === null || rec.k !== 'setup') throw new Error('the first record is not the setup');
  const control = Lobby.readControl(s.game.tc);
  if (!control.ok) throw new Error(control.error.message);
  return {
    id: s.game.id,
    white: rec.white,
    black: rec.black,
    rated: s.game.rated,
    rules: s.game.rules as GameSetup['rules'],
    tc: s.game.tc,
    control: control.value,
    category: categoryOf(control.value),
    fen: s.game.fen,
    createdAt: s.game.createdAt,
  };
}
