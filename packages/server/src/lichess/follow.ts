/**
 * Following one game for a lichess stream: the state as of the game's durable events (a gameFull
 * from a snapshot, then each event as the bus delivers it, so nothing not yet durable is shown),
 * turned into lichess's lines. A player's stream (`/api/bot|board/game/stream/{id}`) counts as
 * their presence in the game and hears `opponentGone`; a spectator's (`/api/stream/game/{id}`)
 * gets lichess's short move lines. Either closes right after the game's end (lichess-bot leaves a
 * game only at the end of its stream).
 */
import type { Color } from '@flagfall/core';
import type { GameEnd, GameEvent, ServerMessage } from '@flagfall/protocol';
import type { Bus, Subscriber } from '../bus.js';
import type { LiveGame } from '../game/live.js';
import { playerInfo } from '../game/participants.js';
import { gameFull } from './gameInfo.js';
import type { NdjsonStream } from './ndjson.js';
import { STATUS_IDS, gameState, perfName, speedOf, statusOf, winnerOf, VARIANT_FROM_POSITION, VARIANT_STANDARD } from './shapes.js';

const opposite = (c: Color): Color => (c === 'white' ? 'black' : 'white');

/** A game's state as its durable events have made it. */
interface Followed {
  moves: string[];
  whiteMs: number;
  blackMs: number;
  drawOffer: Color | null;
  takebackOffer: Color | null;
  end: GameEnd | null;
}

abstract class Follower implements Subscriber {
  protected state!: Followed;
  private v = 0;
  private subscribed = false;

  constructor(
    protected readonly game: LiveGame,
    protected readonly stream: NdjsonStream,
    private readonly bus: Bus,
  ) {}

  /** Sends the first line(s), then follows until the game ends or the client leaves. */
  async start(): Promise<void> {
    await this.game.settled();
    if (!this.stream.open) return;
    const snap = this.game.snapshot();
    this.v = this.game.version;
    this.state = {
      moves: snap.moves.map((m) => m.uci),
      whiteMs: snap.clock.white,
      blackMs: snap.clock.black,
      drawOffer: snap.drawOffer,
      takebackOffer: snap.takebackOffer,
      end: snap.end,
    };
    this.first(snap);
    if (snap.end !== null) {
      this.stream.end();
      return;
    }
    this.bus.subscribe(`game:${this.game.id}`, this);
    this.subscribed = true;
    this.stream.onClose(() => this.stop());
    this.joined();
  }

  deliver(text: string): void {
    if (!this.stream.open) return;
    const m = JSON.parse(text) as ServerMessage;
    if (m.type === 'game.presence') return this.presence(m);
    if (m.type !== 'game.event' || m.v <= this.v) return;
    this.v = m.v;
    this.apply(m.event);
    if (m.event.kind === 'end') this.stream.end();
  }

  private apply(e: GameEvent): void {
    const s = this.state;
    switch (e.kind) {
      case 'move':
        s.moves = [...s.moves.slice(0, e.ply - 1), e.uci];
        s.whiteMs = e.clock.white;
        s.blackMs = e.clock.black;
        // A move answers the opponent's offers (FIDE 9.1.2.3: an offer stands until accepted or declined by moving).
        if (s.drawOffer !== e.by) s.drawOffer = null;
        s.takebackOffer = null;
        return this.moved(e.uci, e.fen);
      case 'draw-offer':
        s.drawOffer = e.by;
        return this.changed();
      case 'draw-declined':
        s.drawOffer = null;
        return this.changed();
      case 'takeback-offer':
        s.takebackOffer = e.by;
        return this.changed();
      case 'takeback-declined':
        s.takebackOffer = null;
        return this.changed();
      case 'takeback':
        s.moves = s.moves.slice(0, e.ply);
        s.whiteMs = e.clock.white;
        s.blackMs = e.clock.black;
        s.takebackOffer = null;
        s.drawOffer = null;
        return this.moved(s.moves.at(-1) ?? null, e.fen);
      case 'clock':
        s.whiteMs = e.clock.white;
        s.blackMs = e.clock.black;
        return this.changed();
      case 'chat':
        return this.chat(e.by, e.text);
      case 'end':
        s.end = e.end;
        s.drawOffer = null;
        s.takebackOffer = null;
        s.whiteMs = e.clock.white;
        s.blackMs = e.clock.black;
        return this.ended();
      default:
        return;
    }
  }

  protected stop(): void {
    if (!this.subscribed) return;
    this.subscribed = false;
    this.bus.unsubscribe(`game:${this.game.id}`, this);
    this.left();
  }

  protected abstract first(snap: ReturnType<LiveGame['snapshot']>): void;
  protected abstract moved(uci: string | null, fen: string): void;
  protected abstract changed(): void;
  protected abstract ended(): void;
  protected chat(_by: string, _text: string): void {}
  protected presence(_m: Extract<ServerMessage, { type: 'game.presence' }>): void {}
  protected joined(): void {}
  protected left(): void {}
}

/**
 * A player's stream (bot or board): gameFull, gameState, chatLine, opponentGone. The states of
 * one commit come as one line (a mating move and the game's end: one gameState with status
 * `mate`, as lichess sends it).
 */
export class PlayerStream extends Follower {
  private gone: boolean | null = null;
  /** A state line is due at the end of this turn of the event loop. */
  private due = false;

  constructor(
    game: LiveGame,
    stream: NdjsonStream,
    bus: Bus,
    private readonly color: Color,
  ) {
    super(game, stream, bus);
  }

  private stateLine(): Record<string, unknown> {
    const s = this.state;
    return gameState({ ...s, control: this.game.setup.control });
  }

  /** Sends the due state line now, if one is due. */
  private flush(): void {
    if (!this.due) return;
    this.due = false;
    this.stream.send(this.stateLine());
  }

  protected first(snap: ReturnType<LiveGame['snapshot']>): void {
    this.stream.send(gameFull(this.game, snap));
  }
  protected moved(): void {
    this.changed();
  }
  protected changed(): void {
    if (this.due) return;
    this.due = true;
    queueMicrotask(() => this.flush());
  }
  protected ended(): void {
    this.due = true;
    this.flush();
  }
  protected override chat(by: string, text: string): void {
    this.flush();
    this.stream.send({ type: 'chatLine', room: 'player', username: by, text });
  }
  protected override joined(): void {
    this.game.setPresence(this.color, 1);
  }
  protected override left(): void {
    this.game.setPresence(this.color, -1);
  }
  protected override presence(m: Extract<ServerMessage, { type: 'game.presence' }>): void {
    this.flush();
    const other = m[opposite(this.color)];
    if (other.online) {
      if (this.gone === true) this.stream.send({ type: 'opponentGone', gone: false });
      this.gone = false;
      return;
    }
    if (other.claimInMs === null) return;
    this.gone = true;
    this.stream.send({ type: 'opponentGone', gone: true, claimWinInSeconds: Math.ceil(other.claimInMs / 1000) });
  }
}

/** A spectator's stream (`/api/stream/game/{id}`): the game's description, then `{fen, lm, wc, bc}` per move. */
export class SpectatorStream extends Follower {
  private fen = '';

  private summary(): Record<string, unknown> {
    const s = this.game.setup;
    const st = this.state;
    const status = statusOf(st.end);
    const speed = speedOf(s.control);
    const winner = winnerOf(st.end);
    const player = (c: Color) => {
      const p = playerInfo(s[c]);
      return {
        user: { id: p.id ?? p.name.toLowerCase(), name: p.name, ...(p.title !== null ? { title: p.title } : {}) },
        rating: p.rating,
      };
    };
    return {
      id: s.id,
      variant: s.fen === null ? VARIANT_STANDARD : VARIANT_FROM_POSITION,
      speed,
      perf: speed,
      perfName: perfName(speed),
      rated: s.rated,
      initialFen: s.fen ?? 'startpos',
      fen: this.fen,
      player: st.moves.length % 2 === 0 ? 'white' : 'black',
      turns: st.moves.length,
      startedAtTurn: 0,
      source: 'friend',
      status: { id: STATUS_IDS[status], name: status },
      createdAt: s.createdAt,
      lastMove: st.moves.at(-1) ?? '',
      players: { white: player('white'), black: player('black') },
      wc: Math.round(st.whiteMs / 1000),
      bc: Math.round(st.blackMs / 1000),
      ...(winner !== undefined ? { winner } : {}),
      ...(st.end !== null ? { termination: st.end.termination, rule: st.end.rule, ruling: st.end.ruling } : {}),
    };
  }

  protected first(snap: ReturnType<LiveGame['snapshot']>): void {
    this.fen = snap.fen;
    this.stream.send(this.summary());
  }
  protected moved(uci: string | null, fen: string): void {
    this.fen = fen;
    const s = this.state;
    this.stream.send({ fen, ...(uci !== null ? { lm: uci } : {}), wc: Math.round(s.whiteMs / 1000), bc: Math.round(s.blackMs / 1000) });
  }
  protected changed(): void {}
  protected ended(): void {
    this.stream.send(this.summary());
  }
}
