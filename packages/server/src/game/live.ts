/**
 * One live game: its single owner. It holds the core's incremental `Game` (every ruling comes
 * from there), the lag quotas, premoves, offers and timers, and turns what players send into
 * records. A record is applied at once (so the next message sees it), committed durably, and
 * only then acknowledged and broadcast.
 *
 * Core time: the core's `t` is ms since the game began, less every lag refund so far. `origin`
 * is the monotonic instant of core time 0; a move with `comp` ms refunded moves `origin` later
 * by `comp`, so the mover is charged `elapsed − comp` and the next mover's clock starts when the
 * server received the move (lichess's semantics on one timeline).
 */
import {
  Game,
  Position,
  makeFen,
  makeSan,
  makeTimeControlLabel,
  makeUci,
  parseFen,
  parseUci,
  type Color,
  type GameState,
  type Ruling,
} from '@flagfall/core';
import type { ClientMessageOf, GameEnd, GameEvent as PublicEvent, GameSnapshot, ServerMessage, ClockState } from '@flagfall/protocol';
import type { GameRow, RatingRow, WriteOp } from '../storage/types.js';
import type { TimeSource, Timer } from '../time.js';
import { absenceClaimMs, estimateMs, firstMoveMs } from './category.js';
import { LagTracker } from './lag.js';
import { playerInfo, type GameSetup } from './participants.js';
import { makeRecord, type GameRecord } from './records.js';

const opposite = (c: Color): Color => (c === 'white' ? 'black' : 'white');
const COLORS = ['white', 'black'] as const;

/** Node budget of a mate analysis behind a ruling: a server answers within milliseconds. */
export const SERVER_MAX_NODES = 200_000;
/** How many public events a game keeps for clients that reconnect (older: the full state). */
export const EVENT_RING = 400;

/** What a live game needs from the server around it. */
export interface GameHost {
  readonly time: TimeSource;
  /** Commits the ops in one transaction (a group commit may add others); resolves when durable. */
  commit(ops: readonly WriteOp[]): Promise<void>;
  /** Sends to everyone watching the game, players included. */
  broadcast(gameId: string, message: ServerMessage): void;
  /** Sends to one player's sockets. */
  toPlayer(gameId: string, color: Color, message: ServerMessage): void;
  /** The rating changes of a finished rated game (applied in memory; written with the result). */
  rate(
    setup: GameSetup,
    result: '1-0' | '0-1' | '1/2-1/2',
  ): { readonly diff: { white: number; black: number }; readonly rows: readonly RatingRow[] } | null;
  /** The game ended (or was aborted). */
  ended(game: LiveGame): void;
  /** Creates the rematch of `game` (colours swapped) and returns its id. */
  rematch(game: LiveGame): Promise<string | null>;
  /** Logs a failure that is the server's, not a client's. */
  logError(message: string, error: unknown): void;
}

/** A request refused: the code and words for the client's `error` message. */
export interface Refusal {
  readonly code: string;
  readonly message: string;
}

type GameMessage = ClientMessageOf<
  'move' | 'premove' | 'premove.cancel' | 'draw' | 'takeback' | 'rematch' | 'resign' | 'abort' | 'claim' | 'chat'
>;

interface Presence {
  sockets: number;
  /** Absent time accumulated on the player's own turns (ms). */
  goneMs: number;
  /** Monotonic instant since which the absence counts (absent on own turn), or null. */
  countingSince: number | null;
}

export class LiveGame {
  readonly setup: GameSetup;
  private readonly host: GameHost;
  private core: Game;
  /** The core's state after the last event (read once per event: building it writes a FEN). */
  private cur: GameState;
  private pos: Position;
  private readonly startPos: Position;
  /** Core events applied, for rebuilding the game after a takeback. */
  private coreEvents: Parameters<Game['apply']>[0][] = [];
  private moves: { uci: string; san: string; clockMs: number }[] = [];
  private origin: number;
  private turnStart: number;
  private readonly lag: Record<Color, LagTracker>;
  private readonly trustedRtt: Record<Color, number | null> = { white: null, black: null };
  private premove: Record<Color, { uci: string; cid: string } | null> = { white: null, black: null };
  /** Client move ids seen, per colour, with whether the move is durable. */
  private readonly cids = new Map<string, Promise<void>>();
  private takebackOffer: Color | null = null;
  /** The game's chat, oldest first (kept whole: it is bounded by the chat rate limit). */
  private readonly chatLog: { by: string; text: string }[] = [];
  private rematchOffer: Color | null = null;
  private rematchId: string | null = null;
  private endInfo: GameEnd | null = null;
  private seq = 0;
  private v = 0;
  private ring: { v: number; event: PublicEvent }[] = [];
  private pending: Promise<void> = Promise.resolve();
  /** The rulings of the last core event applied (the one that ended the game, when it did). */
  private lastRulings: readonly Ruling[] = [];
  private flagTimer: Timer | null = null;
  private startTimer: Timer | null = null;
  private absenceTimer: Timer | null = null;
  /** Set by `stop`: no timer is armed again. */
  private stopped = false;
  private readonly presence: Record<Color, Presence> = {
    white: { sockets: 0, goneMs: 0, countingSince: null },
    black: { sockets: 0, goneMs: 0, countingSince: null },
  };
  spectators = 0;
  /**
   * When the flag ruling was due (monotonic: the flag instant plus the grace), once the game
   * ended on time; the hub measures the delay to the end broadcast from here.
   */
  lastFlagInstant: number | null = null;
  /** When the armed flag timer is due (monotonic), or null. */
  private flagDueAt: number | null = null;

  private constructor(setup: GameSetup, host: GameHost) {
    this.setup = setup;
    this.host = host;
    this.core = this.startCore();
    this.cur = this.core.state;
    this.startPos = this.startPosition();
    this.pos = this.startPosition();
    const estimate = estimateMs(setup.control);
    this.lag = { white: new LagTracker(estimate), black: new LagTracker(estimate) };
    this.origin = host.time.monoMs();
    this.turnStart = this.origin;
  }

  /** The core's game at its start (the setup was checked when the game was created). */
  private startCore(): Game {
    const s = this.setup;
    const started = Game.start(
      { rules: s.rules, tc: s.control, ...(s.fen !== null ? { fen: s.fen } : {}), tags: this.tags() },
      { maxNodes: SERVER_MAX_NODES },
    );
    if (!started.ok) throw new Error(`game ${s.id} cannot start: ${started.error.message}`);
    return started.value;
  }

  /** The start position (the FEN was checked by `Game.start` in the constructor). */
  private startPosition(): Position {
    if (this.setup.fen === null) return Position.initial();
    const parsed = parseFen(this.setup.fen);
    if (!parsed.ok) throw new Error(`game ${this.setup.id}: bad FEN`);
    return parsed.value;
  }

  private tags(): Record<string, string> {
    const s = this.setup;
    const date = new Date(s.createdAt).toISOString().slice(0, 10).replaceAll('-', '.');
    return {
      Event: `${s.rated ? 'Rated' : 'Casual'} ${s.category ?? 'timed'} game`,
      Site: `flagfall/${s.id}`,
      Date: date,
      White: s.white.name,
      Black: s.black.name,
    };
  }

  /** A new game: its header is written before anyone is told it exists. */
  static async create(setup: GameSetup, host: GameHost): Promise<LiveGame> {
    const game = new LiveGame(setup, host);
    const record: GameRecord = { k: 'setup', white: setup.white, black: setup.black };
    await host.commit([
      { op: 'create-game', game: gameRow(setup) },
      { op: 'append', record: { gameId: setup.id, seq: game.seq++, data: makeRecord(record), at: setup.createdAt } },
    ]);
    game.armTimers();
    return game;
  }

  /**
   * A live game brought back after a restart: its records replayed, then a `resume` record.
   * `lastAliveWall` is the last instant the previous process was known alive (its last
   * heartbeat): the side to move is charged up to there, and the time the server was down is
   * charged to nobody (docs/server.md, "When the server fails").
   */
  static async restore(
    setup: GameSetup,
    records: readonly { data: string; at: number }[],
    host: GameHost,
    lastAliveWall: number | null,
  ): Promise<LiveGame> {
    const game = new LiveGame(setup, host);
    let lastAt = setup.createdAt;
    for (const r of records) {
      game.seq++;
      for (const event of game.apply(JSON.parse(r.data) as GameRecord, false)) game.push(event);
      lastAt = r.at;
    }
    if (game.endInfo === null) {
      const lastT = game.cur.t;
      const chargedMs = lastAliveWall === null ? 0 : Math.max(0, lastAliveWall - lastAt);
      const nowWall = host.time.wallMs();
      const downMs = Math.max(0, nowWall - Math.max(lastAt, lastAliveWall ?? lastAt));
      const t = lastT + (game.cur.running === null ? 0 : chargedMs);
      const now = host.time.monoMs();
      game.origin = now - t;
      game.turnStart = now - (t - (game.lastMoveT() ?? 0));
      await game.record([{ k: 'resume', t, downMs }]);
    } else {
      game.armTimers();
    }
    return game;
  }

  get id(): string {
    return this.setup.id;
  }

  get over(): boolean {
    return this.endInfo !== null;
  }

  /** Core time now. */
  private coreNow(): number {
    return Math.max(this.cur.t, Math.floor(this.host.time.monoMs() - this.origin));
  }

  private lastMoveT(): number | null {
    const last = this.coreEvents.findLast((e) => e.type === 'move');
    return last?.t ?? null;
  }

  /** The server-measured round trip of a player's socket (ping frames), for the lag quota. */
  setTrustedRtt(color: Color, rttMs: number): void {
    this.trustedRtt[color] = rttMs;
  }

  // ---------------------------------------------------------------- requests

  /** Handles a game request from `color`'s player; returns a refusal for the client, or null. */
  handle(color: Color, msg: GameMessage): Refusal | null {
    switch (msg.type) {
      case 'move':
        return this.onMove(color, msg.uci, msg.cid, msg.thinkMs, msg.lagMs);
      case 'premove':
        return this.onPremove(color, msg.uci, msg.cid);
      case 'premove.cancel':
        this.premove[color] = null;
        this.host.toPlayer(this.id, color, { type: 'premove.cleared', gameId: this.id });
        return null;
      case 'draw':
        return this.onDraw(color, msg.action);
      case 'takeback':
        return this.onTakeback(color, msg.action);
      case 'rematch':
        return this.onRematch(color, msg.action);
      case 'resign':
        if (this.over) return gameOver();
        if (this.abortable()) return this.abort(color, `${cap(color)} left before the game began`);
        void this.record([{ k: 'act', t: this.coreNow(), by: color, act: 'resign' }]);
        return null;
      case 'abort':
        if (this.over) return gameOver();
        if (!this.abortable()) return { code: 'refused', message: 'a game can be aborted only before both sides have moved' };
        return this.abort(color, `${cap(color)} aborted the game`);
      case 'claim':
        return this.onClaim(color, msg.claim, msg.move);
      case 'chat':
        void this.record([{ k: 'chat', by: color === 'white' ? this.setup.white.name : this.setup.black.name, text: msg.text }]);
        return null;
    }
  }

  private abortable(): boolean {
    return this.moves.length < 2;
  }

  private abort(by: Color | null, reason: string): null {
    void this.record([{ k: 'abort', t: this.coreNow(), by, reason }]);
    return null;
  }

  private onMove(color: Color, uci: string, cid: string, thinkMs?: number, lagMs?: number): Refusal | null {
    if (this.resent(color, cid)) return null;
    if (this.over) return gameOver();
    if (this.pos.turn !== color) return { code: 'not_your_turn', message: `it is ${this.pos.turn}'s turn` };
    const move = parseUci(uci);
    if (!move.ok || !this.pos.isLegal(move.value)) return { code: 'illegal_move', message: `${uci} is not a legal move here` };
    // Castling written king-takes-rook (e1h1, as Chess960-aware clients send it) is recorded as the king's move (e1g1).
    uci = canonicalUci(this.pos, uci);
    const now = this.host.time.monoMs();
    let comp = 0;
    if (this.cur.running !== null) {
      const elapsed = Math.max(0, now - this.turnStart);
      // The lag claimed can never exceed the time that passed: compensation never adds time.
      const lag = Math.min(elapsed, Math.max(0, thinkMs !== undefined ? elapsed - thinkMs : (lagMs ?? 0)));
      comp = this.lag[color].onMove(lag, this.trustedRtt[color]);
    }
    this.origin += comp;
    const t = this.coreNow();
    this.turnStart = now;
    const before = this.moves.length;
    const done = this.record([{ k: 'move', t, uci, by: color, cid, comp, quota: this.lag[color].quotaMs }]);
    if (this.moves.length === before) {
      // The flag fell before the move arrived (even with its lag refunded): the game is over, the move is not played.
      return { code: 'game_over', message: 'your time ran out before the move arrived' };
    }
    this.ackWhenDurable(color, cid, done);
    this.playPremove();
    return null;
  }

  /** A move id seen before: never played twice; acknowledged (again) once the original is durable. */
  private resent(color: Color, cid: string): boolean {
    const seen = this.cids.get(`${color}:${cid}`);
    if (seen === undefined) return false;
    this.ackWhenDurable(color, cid, seen);
    return true;
  }

  private ackWhenDurable(color: Color, cid: string, done: Promise<void>): void {
    this.cids.set(`${color}:${cid}`, done);
    // A failed commit is logged where it happens (record); the move is then never acknowledged.
    done.then(
      () => this.host.toPlayer(this.id, color, { type: 'ack', gameId: this.id, cid }),
      () => undefined,
    );
  }

  private onPremove(color: Color, uci: string, cid: string): Refusal | null {
    if (this.over) return gameOver();
    if (this.resent(color, cid)) return null;
    if (this.pos.turn === color) return this.onMove(color, uci, cid, 0);
    this.premove[color] = { uci, cid };
    this.host.toPlayer(this.id, color, { type: 'premove.set', gameId: this.id, uci });
    return null;
  }

  /** Plays the waiting premove of the side to move, at once (it costs no time: premove cost 0 ms). */
  private playPremove(): void {
    if (this.over) return;
    const color = this.pos.turn;
    const pm = this.premove[color];
    if (pm === null) return;
    this.premove[color] = null;
    const move = parseUci(pm.uci);
    if (!move.ok || !this.pos.isLegal(move.value)) {
      this.host.toPlayer(this.id, color, {
        type: 'premove.dropped',
        gameId: this.id,
        uci: pm.uci,
        reason: 'not legal after the opponent’s move',
      });
      return;
    }
    const t = this.coreNow();
    if (this.cur.running !== null) this.lag[color].onMove(0, this.trustedRtt[color]);
    const done = this.record([
      { k: 'move', t, uci: canonicalUci(this.pos, pm.uci), by: color, cid: pm.cid, comp: 0, quota: this.lag[color].quotaMs, premove: true },
    ]);
    this.ackWhenDurable(color, pm.cid, done);
  }

  private onDraw(color: Color, action: 'offer' | 'accept' | 'decline'): Refusal | null {
    if (this.over) return gameOver();
    const offer = this.cur.drawOffer;
    if (action === 'offer') {
      if (offer === opposite(color)) return this.onDraw(color, 'accept');
      if (offer === color) return null;
      void this.record([{ k: 'act', t: this.cur.t, by: color, act: 'draw-offer' }]);
      return null;
    }
    if (offer !== opposite(color)) return { code: 'refused', message: 'there is no draw offer to answer' };
    if (action === 'accept') void this.record([{ k: 'act', t: this.coreNow(), by: color, act: 'draw-accept' }]);
    else void this.record([{ k: 'act', t: this.cur.t, by: color, act: 'draw-decline' }]);
    return null;
  }

  private onTakeback(color: Color, action: 'offer' | 'accept' | 'decline'): Refusal | null {
    if (this.over) return gameOver();
    if (this.setup.rated) return { code: 'refused', message: 'takebacks are only for casual games' };
    if (action === 'offer') {
      if (this.takebackOffer === opposite(color)) return this.onTakeback(color, 'accept');
      // Nothing to take back until the proposer has moved.
      if (this.moves.length === 0 || (this.moves.length === 1 && this.pos.turn === color))
        return { code: 'refused', message: 'you have no move to take back' };
      if (this.takebackOffer !== color) void this.record([{ k: 'takeback-offer', by: color }]);
      return null;
    }
    const proposer = this.takebackOffer;
    if (proposer !== opposite(color)) return { code: 'refused', message: 'there is no takeback to answer' };
    if (action === 'decline') {
      void this.record([{ k: 'takeback-decline', by: color }]);
      return null;
    }
    // The proposer's last move goes back, and the opponent's reply to it if there was one.
    const plies = this.pos.turn === proposer ? 2 : 1;
    void this.record([{ k: 'takeback', plies: Math.min(plies, this.moves.length) }]);
    return null;
  }

  private onRematch(color: Color, action: 'offer' | 'accept' | 'decline'): Refusal | null {
    if (!this.over) return { code: 'refused', message: 'a rematch can be offered once the game is over' };
    if (this.rematchId !== null) return { code: 'refused', message: 'the rematch has already begun' };
    if (action === 'offer' && this.rematchOffer === opposite(color)) action = 'accept';
    if (action === 'offer') {
      if (this.rematchOffer !== color) void this.record([{ k: 'rematch-offer', by: color }]);
      return null;
    }
    if (this.rematchOffer !== opposite(color)) return { code: 'refused', message: 'there is no rematch offer to answer' };
    if (action === 'decline') {
      void this.record([{ k: 'rematch-decline', by: color }]);
      return null;
    }
    this.rematchOffer = null;
    void this.host
      .rematch(this)
      .then((id) => {
        if (id !== null) void this.record([{ k: 'rematch', gameId: id }]);
      })
      .catch((e: unknown) => this.host.logError(`rematch of ${this.id}`, e));
    return null;
  }

  private onClaim(
    color: Color,
    claim: 'threefold' | 'fifty-moves' | 'abandonment-win' | 'abandonment-draw',
    move?: string,
  ): Refusal | null {
    if (this.over) return gameOver();
    if (claim === 'abandonment-win' || claim === 'abandonment-draw') {
      const other = opposite(color);
      const left = this.claimInMs(other);
      if (left === null || left > 0) {
        return {
          code: 'refused',
          message: left === null ? `${other} is not gone on their turn` : `${other} may still come back: ${Math.ceil(left / 1000)} s`,
        };
      }
      void this.record([{ k: 'act', t: this.coreNow(), by: color, act: claim }]);
      return null;
    }
    // Answered by the core (under the online rules: refused, the draws being automatic, FIDE
    // Online 5.4). At the last event's instant: a claim charges nobody time.
    void this.record([{ k: 'claim', t: this.cur.t, by: color, claim, ...(move !== undefined ? { move } : {}) }]);
    for (const r of this.lastRulings) {
      this.host.toPlayer(this.id, color, { type: 'game.ruling', gameId: this.id, code: r.code, ruling: r.ruling, rule: r.rule });
    }
    return null;
  }

  // ---------------------------------------------------------------- presence

  /** A player's socket joined (+1) or left (−1) the game. */
  setPresence(color: Color, delta: 1 | -1): void {
    const p = this.presence[color];
    this.settleAbsence();
    if (p.sockets === 0 && delta > 0) p.goneMs = 0; // back: a later absence counts from zero
    p.sockets = Math.max(0, p.sockets + delta);
    this.armAbsence();
    this.host.broadcast(this.id, this.presenceMessage());
  }

  /** ms before the opponent may claim against the absent `color`; null when the countdown does not run. */
  claimInMs(color: Color): number | null {
    const p = this.presence[color];
    if (p.sockets > 0 || this.over) return null;
    const counted = p.goneMs + (p.countingSince === null ? 0 : this.host.time.monoMs() - p.countingSince);
    if (p.countingSince === null && counted < absenceClaimMs(this.setup.control)) return null;
    return Math.max(0, absenceClaimMs(this.setup.control) - counted);
  }

  presenceMessage(): ServerMessage {
    const one = (c: Color) => ({ online: this.presence[c].sockets > 0, claimInMs: this.claimInMs(c) });
    return { type: 'game.presence', gameId: this.id, white: one('white'), black: one('black') };
  }

  /** Folds the running absence count into `goneMs` (call before the turn or presence changes). */
  private settleAbsence(): void {
    const now = this.host.time.monoMs();
    for (const c of COLORS) {
      const p = this.presence[c];
      if (p.countingSince !== null) p.goneMs += now - p.countingSince;
      p.countingSince = null;
    }
  }

  /** Starts the absence count of the side to move if it is gone (it runs only on its own turn, lichess #6044). */
  private armAbsence(): void {
    this.absenceTimer?.cancel();
    this.absenceTimer = null;
    if (this.stopped) return;
    if (this.over || this.moves.length < 2) return;
    const c = this.pos.turn;
    const p = this.presence[c];
    if (p.sockets > 0) return;
    p.countingSince = this.host.time.monoMs();
    const left = absenceClaimMs(this.setup.control) - p.goneMs;
    const fire = (): void => {
      // A timer can fire a fraction of a millisecond before the monotonic clock reaches the
      // deadline: then the claim is not open yet (clients would read "1 s" and never hear "0").
      const rest = this.claimInMs(c);
      if (rest !== null && rest > 0) {
        this.absenceTimer = this.host.time.setTimer(fire, Math.ceil(rest));
        return;
      }
      this.host.broadcast(this.id, this.presenceMessage());
    };
    this.absenceTimer = this.host.time.setTimer(fire, Math.max(0, Math.ceil(left)));
  }

  // ---------------------------------------------------------------- records

  /** Applies records now, commits them, then broadcasts their events; resolves once durable. */
  private record(records: readonly GameRecord[]): Promise<void> {
    const wasOver = this.over;
    this.settleAbsence();
    const ops: WriteOp[] = [];
    const out: { v: number; event: PublicEvent }[] = [];
    const at = this.host.time.wallMs();
    for (const r of records) {
      const events = this.apply(r, true);
      ops.push({ op: 'append', record: { gameId: this.id, seq: this.seq++, data: makeRecord(r), at } });
      for (const event of events) out.push(this.push(event));
    }
    const endedHere = !wasOver && this.endInfo !== null;
    let ratings: readonly RatingRow[] = [];
    if (endedHere && this.endInfo !== null) {
      const end = this.endInfo;
      if (end.status === 'over' && end.result !== '*') {
        const rated = this.setup.rated ? this.host.rate(this.setup, end.result as '1-0' | '0-1' | '1/2-1/2') : null;
        if (rated !== null) {
          this.endInfo = { ...end, ratingDiff: rated.diff };
          ratings = rated.rows;
          const last = out.findLast((e) => e.event.kind === 'end');
          if (last !== undefined && last.event.kind === 'end') last.event = { ...last.event, end: this.endInfo };
        }
      }
      const verdict = this.core.verdict();
      ops.push({
        op: 'finish-game',
        gameId: this.id,
        status: this.endInfo.status,
        result: this.endInfo.result,
        termination: this.endInfo.termination,
        rule: this.endInfo.rule,
        ruling: this.endInfo.ruling,
        pgn: this.endInfo.status === 'over' ? verdict.pgn : null,
        endedAt: at,
        whiteRatingDiff: this.endInfo.ratingDiff?.white ?? null,
        blackRatingDiff: this.endInfo.ratingDiff?.black ?? null,
        ratings,
      });
    }
    this.armTimers();
    const done = this.pending.then(() => this.host.commit(ops));
    this.pending = done.then(
      () => {
        for (const e of out) this.host.broadcast(this.id, { type: 'game.event', gameId: this.id, v: e.v, event: e.event });
        if (endedHere) this.host.ended(this);
      },
      (e: unknown) => this.host.logError(`commit of game ${this.id}`, e),
    );
    return done;
  }

  private push(event: PublicEvent): { v: number; event: PublicEvent } {
    const entry = { v: ++this.v, event };
    this.ring.push(entry);
    if (this.ring.length > EVENT_RING) this.ring.shift();
    return entry;
  }

  private applyCore(event: Parameters<Game['apply']>[0]): readonly Ruling[] {
    const res = this.core.apply(event);
    if (!res.ok) throw new Error(`game ${this.id}: the core refused ${event.type}: ${res.error.message}`);
    this.coreEvents.push(event);
    this.lastRulings = res.value;
    this.cur = this.core.state;
    return res.value;
  }

  /** Applies one record to the game; returns the public events it makes. Shared by live play and replay. */
  private apply(r: GameRecord, live: boolean): PublicEvent[] {
    const out: PublicEvent[] = [];
    const plies = this.moves.length;
    switch (r.k) {
      case 'move': {
        const move = parseUci(r.uci);
        const san = move.ok && this.pos.isLegal(move.value) ? makeSan(this.pos, move.value) : r.uci;
        this.applyCore({ type: 'move', t: r.t, move: r.uci });
        this.lag[r.by].quotaMs = r.quota;
        if (!live && r.cid !== null) this.cids.set(`${r.by}:${r.cid}`, Promise.resolve());
        if (this.cur.plies > plies && move.ok) {
          this.pos.play(move.value);
          const state = this.cur;
          this.moves.push({ uci: r.uci, san, clockMs: state.clock[r.by] });
          this.takebackOffer = null;
          out.push({
            kind: 'move',
            uci: r.uci,
            san,
            by: r.by,
            ply: this.moves.length,
            fen: state.fen,
            clock: this.clockState(),
            ...(r.premove ? { premove: true } : {}),
          });
        }
        break;
      }
      case 'act': {
        const before = this.cur.drawOffer;
        const event: Parameters<Game['apply']>[0] =
          r.act === 'abandonment-win' || r.act === 'abandonment-draw'
            ? { type: 'claim', t: r.t, by: r.by, claim: r.act }
            : { type: r.act, t: r.t, by: r.by };
        this.applyCore(event);
        const after = this.cur.drawOffer;
        if (r.act === 'draw-offer' && after === r.by && before !== r.by) out.push({ kind: 'draw-offer', by: r.by });
        if (r.act === 'draw-decline' && before !== null && after === null) out.push({ kind: 'draw-declined', by: r.by });
        break;
      }
      case 'claim':
        this.applyCore({ type: 'claim', t: r.t, by: r.by, claim: r.claim, ...(r.move !== undefined ? { move: r.move } : {}) });
        break;
      case 'look':
        this.applyCore({ type: 'arbiter', t: r.t, action: 'look' });
        break;
      case 'resume':
        this.applyCore({ type: 'arbiter', t: r.t, action: 'look' });
        out.push({
          kind: 'clock',
          clock: this.clockState(),
          reason: `the server was down ${Math.round(r.downMs / 100) / 10} s; that time is charged to nobody`,
        });
        break;
      case 'takeback-offer':
        this.takebackOffer = r.by;
        out.push({ kind: 'takeback-offer', by: r.by });
        break;
      case 'takeback-decline':
        this.takebackOffer = null;
        out.push({ kind: 'takeback-declined', by: r.by });
        break;
      case 'takeback': {
        this.takebackOffer = null;
        const keep = this.moves.length - r.plies;
        let index = 0;
        let seen = 0;
        for (; index < this.coreEvents.length && seen < keep; index++) if (this.coreEvents[index]!.type === 'move') seen++;
        this.rebuild(index);
        this.moves = this.moves.slice(0, keep);
        if (live) {
          this.origin = this.host.time.monoMs() - this.cur.t;
          this.turnStart = this.host.time.monoMs();
          this.premove = { white: null, black: null };
        }
        out.push({ kind: 'takeback', ply: keep, fen: this.cur.fen, clock: this.clockState() });
        break;
      }
      case 'rematch-offer':
        this.rematchOffer = r.by;
        out.push({ kind: 'rematch-offer', by: r.by });
        break;
      case 'rematch-decline':
        this.rematchOffer = null;
        out.push({ kind: 'rematch-declined', by: r.by });
        break;
      case 'rematch':
        this.rematchId = r.gameId;
        out.push({ kind: 'rematch', gameId: r.gameId });
        break;
      case 'abort':
        if (this.endInfo === null) {
          this.endInfo = {
            status: 'aborted',
            result: '*',
            termination: null,
            rule: null,
            ruling: `Game aborted: ${r.reason}`,
            ratingDiff: null,
          };
          out.push({ kind: 'end', end: this.endInfo, clock: this.clockState() });
        }
        break;
      case 'chat':
        this.chatLog.push({ by: r.by, text: r.text });
        out.push({ kind: 'chat', by: r.by, text: r.text });
        break;
      case 'setup':
        break;
    }
    if (this.endInfo === null && this.cur.outcome !== null) {
      const o = this.cur.outcome;
      const ruling = this.lastRulings.findLast((x) => x.rule === o.rule) ?? this.lastRulings.at(-1);
      this.endInfo = {
        status: 'over',
        result: o.result,
        termination: o.termination,
        rule: o.rule,
        ruling: ruling?.ruling ?? o.termination,
        ratingDiff: null,
      };
      if (o.termination === 'timeout' && live) this.lastFlagInstant = this.flagDueAt;
      out.push({ kind: 'end', end: this.endInfo, clock: this.clockState() });
    }
    return out;
  }

  /** Rebuilds the core game from its first `count` events (a takeback). */
  private rebuild(count: number): void {
    const events = this.coreEvents.slice(0, count);
    this.core = this.startCore();
    this.cur = this.core.state;
    this.coreEvents = [];
    this.pos = this.startPosition();
    for (const e of events) {
      this.applyCore(e);
      if (e.type === 'move') {
        const m = parseUci(e.move);
        if (m.ok) this.pos.play(m.value);
      }
    }
  }

  // ---------------------------------------------------------------- timers

  private armTimers(): void {
    if (this.stopped) return;
    this.flagTimer?.cancel();
    this.startTimer?.cancel();
    this.flagTimer = null;
    this.startTimer = null;
    if (this.over) {
      this.absenceTimer?.cancel();
      this.premove = { white: null, black: null };
      return;
    }
    const state = this.cur;
    const flagAt = state.flagAt;
    if (state.running !== null && flagAt !== null) {
      const at = this.origin + flagAt + this.lag[state.running].graceMs();
      this.flagDueAt = at;
      this.flagTimer = this.host.time.setTimer(() => this.onFlagTimer(), at - this.host.time.monoMs());
    }
    if (this.moves.length < 2) {
      // Online first moves: the side to move must play within the first-move time, else the game is aborted (research §1.9).
      const due = this.turnStart + firstMoveMs(this.setup.control);
      this.startTimer = this.host.time.setTimer(() => {
        if (!this.over && this.moves.length < 2) this.abort(null, `${cap(this.pos.turn)} did not make a first move in time`);
      }, due - this.host.time.monoMs());
    }
    this.armAbsence();
  }

  private onFlagTimer(): void {
    if (this.over) return;
    void this.record([{ k: 'look', t: this.coreNow() }]);
  }

  // ---------------------------------------------------------------- views

  /** The clocks at the last event; the running side's time counts down from there. */
  private clockState(): ClockState {
    const s = this.cur;
    const running = this.endInfo === null ? s.running : null;
    return { white: s.clock.white, black: s.clock.black, running };
  }

  /** The clocks now (for a snapshot): the running side's time since the last event deducted. */
  private clockNow(): ClockState {
    const c = this.clockState();
    if (c.running === null) return c;
    const elapsed = this.coreNow() - this.cur.t;
    return { ...c, [c.running]: Math.max(0, c[c.running] - elapsed) };
  }

  snapshot(): GameSnapshot {
    const s = this.cur;
    return {
      id: this.id,
      white: playerInfo(this.setup.white),
      black: playerInfo(this.setup.black),
      rated: this.setup.rated,
      rules: this.setup.rules,
      tc: this.setup.tc,
      tcLabel: makeTimeControlLabel(this.setup.control),
      category: this.setup.category,
      initialFen: makeFen(this.startPos),
      fen: s.fen,
      turn: s.turn,
      moves: this.moves.map((m) => ({ ...m })),
      clock: this.clockNow(),
      drawOffer: s.drawOffer,
      takebackOffer: this.takebackOffer,
      rematchOffer: this.rematchOffer,
      end: this.endInfo,
      rematch: this.rematchId,
      spectators: this.spectators,
    };
  }

  /** The chat so far, oldest first. */
  chat(): readonly { readonly by: string; readonly text: string }[] {
    return this.chatLog;
  }

  /**
   * Settles once the move sent by `color` with client id `cid` is durable (rejects if its commit
   * failed); undefined when no such move was played.
   */
  moveDurable(color: Color, cid: string): Promise<void> | undefined {
    return this.cids.get(`${color}:${cid}`);
  }

  /** The current version. */
  get version(): number {
    return this.v;
  }

  /** Once everything applied so far is durable. */
  settled(): Promise<void> {
    return this.pending;
  }

  /** The events after version `v`, or null when they are no longer kept (send the full state). */
  eventsSince(v: number): { v: number; event: PublicEvent }[] | null {
    if (v > this.v) return null;
    if (v === this.v) return [];
    const first = this.ring[0];
    if (first === undefined || first.v > v + 1) return null;
    return this.ring.filter((e) => e.v > v);
  }

  /** The PGN as the core writes it (with `[%clk]` after every move). */
  pgn(): string {
    return this.core.verdict().pgn;
  }

  /** Stops the game's timers for good (the server shuts down; the game stays live in storage). */
  stop(): void {
    this.stopped = true;
    this.flagTimer?.cancel();
    this.startTimer?.cancel();
    this.absenceTimer?.cancel();
  }
}

const cap = (c: Color): string => (c === 'white' ? 'White' : 'Black');

/**
 * A legal move in the one spelling the core records: castling given as the king taking its own
 * rook (`e1h1`, `e8a8`) becomes the king's two-square move (`e1g1`, `e8c8`); anything else is
 * returned as it is.
 */
export function canonicalUci(pos: Position, uci: string): string {
  const m = parseUci(uci);
  if (!m.ok || m.value.promotion !== undefined) return uci;
  const { from, to } = m.value;
  const king = pos.pieceAt(from);
  const rook = pos.pieceAt(to);
  if (king?.role !== 'king' || rook?.role !== 'rook' || rook.color !== king.color) return uci;
  return makeUci({ from, to: to > from ? from + 2 : from - 2 });
}
const gameOver = (): Refusal => ({ code: 'game_over', message: 'the game is over' });

/** The stored header of a new game. */
export function gameRow(setup: GameSetup): GameRow {
  const player = (p: GameSetup['white']) => ({ userId: p.userId, name: p.name, rating: p.rating, ratingDiff: null });
  return {
    id: setup.id,
    white: player(setup.white),
    black: player(setup.black),
    rated: setup.rated,
    rules: setup.rules,
    tc: setup.tc,
    category: setup.category,
    fen: setup.fen,
    status: 'live',
    result: '*',
    termination: null,
    rule: null,
    ruling: null,
    pgn: null,
    createdAt: setup.createdAt,
    endedAt: null,
  };
}
