/**
 * Messages the server sends: JSON objects with a `type`. A game's public history is a stream of
 * `game.event` messages numbered by `v` (1, 2, 3 … per game, no gaps); everything else is
 * about the connection, the lobby, or private to one player.
 */
import { z } from 'zod';
import { Color, GameId, OfferId, Uci } from './common.js';

/** Remaining times (ms) at the server instant the message was made, and whose clock runs. */
export const ClockState = z.object({
  white: z.number(),
  black: z.number(),
  running: Color.nullable(),
  /**
   * How long (ms) to wait before counting the running clock down on screen: the lag the server
   * expects to compensate on the next move (the mover's compensation estimate). 0 for the player
   * whose own clock runs.
   */
  lagMs: z.number().optional(),
});
export type ClockState = z.infer<typeof ClockState>;

export const PlayerInfo = z.object({
  /** The account id, or null for a guest. */
  id: z.string().nullable(),
  name: z.string(),
  title: z.string().nullable(),
  rating: z.number().nullable(),
  provisional: z.boolean(),
});
export type PlayerInfo = z.infer<typeof PlayerInfo>;

/** How a game ended: the core's ruling in words with its article. */
export const GameEnd = z.object({
  status: z.enum(['over', 'aborted']),
  /** `1-0`, `0-1`, `1/2-1/2`, or `*` when aborted. */
  result: z.string(),
  /** The core's termination (`checkmate`, `timeout`, `resignation` …), or null when aborted. */
  termination: z.string().nullable(),
  /** The article (`FIDE Online 4.4`), or null when aborted. */
  rule: z.string().nullable(),
  /** The ruling in words ("White overstepped the time limit and Black can still checkmate: Black wins"). */
  ruling: z.string(),
  ratingDiff: z.object({ white: z.number(), black: z.number() }).nullable(),
});
export type GameEnd = z.infer<typeof GameEnd>;

/** One event of a game's public history. */
export const GameEvent = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('move'),
    uci: Uci,
    san: z.string(),
    by: Color,
    /** The number of moves in the record after this one (1 after White's first). */
    ply: z.number().int(),
    fen: z.string(),
    clock: ClockState,
    /** The move was a premove played by the server. */
    premove: z.boolean().optional(),
  }),
  z.object({ kind: z.literal('draw-offer'), by: Color }),
  z.object({ kind: z.literal('draw-declined'), by: Color }),
  z.object({ kind: z.literal('takeback-offer'), by: Color }),
  z.object({ kind: z.literal('takeback-declined'), by: Color }),
  /** Moves were taken back: the record now has `ply` moves. */
  z.object({ kind: z.literal('takeback'), ply: z.number().int(), fen: z.string(), clock: ClockState }),
  z.object({ kind: z.literal('rematch-offer'), by: Color }),
  z.object({ kind: z.literal('rematch-declined'), by: Color }),
  z.object({ kind: z.literal('rematch'), gameId: GameId }),
  /** The clocks changed without a move (the server restarted: the time it was down is charged to nobody). */
  z.object({ kind: z.literal('clock'), clock: ClockState, reason: z.string() }),
  z.object({ kind: z.literal('chat'), by: z.string(), text: z.string() }),
  z.object({ kind: z.literal('end'), end: GameEnd, clock: ClockState }),
]);
export type GameEvent = z.infer<typeof GameEvent>;

/** A move in a snapshot. */
export const SnapshotMove = z.object({ uci: Uci, san: z.string(), clockMs: z.number() });

/** Everything about a game at version `v`. */
export const GameSnapshot = z.object({
  id: GameId,
  white: PlayerInfo,
  black: PlayerInfo,
  rated: z.boolean(),
  rules: z.string(),
  /** The time control as written, and its label (`3+2`, `G/5 d3`). */
  tc: z.string(),
  tcLabel: z.string(),
  category: z.string().nullable(),
  initialFen: z.string(),
  fen: z.string(),
  turn: Color,
  moves: z.array(SnapshotMove),
  clock: ClockState,
  drawOffer: Color.nullable(),
  takebackOffer: Color.nullable(),
  rematchOffer: Color.nullable(),
  end: GameEnd.nullable(),
  /** The game that followed as a rematch, if any. */
  rematch: GameId.nullable(),
  spectators: z.number().int(),
});
export type GameSnapshot = z.infer<typeof GameSnapshot>;

export const SeekInfo = z.object({
  id: OfferId,
  by: PlayerInfo,
  tc: z.string(),
  tcLabel: z.string(),
  category: z.string().nullable(),
  rated: z.boolean(),
  color: z.enum(['white', 'black', 'random']),
  rules: z.string(),
});
export type SeekInfo = z.infer<typeof SeekInfo>;

export const ChallengeInfo = SeekInfo.extend({
  /** The user challenged, or null for an open challenge. */
  to: z.string().nullable(),
  /** The page where it can be accepted. */
  url: z.string(),
});
export type ChallengeInfo = z.infer<typeof ChallengeInfo>;

export const LiveGameInfo = z.object({
  id: GameId,
  white: PlayerInfo,
  black: PlayerInfo,
  tc: z.string(),
  rated: z.boolean(),
});
export type LiveGameInfo = z.infer<typeof LiveGameInfo>;

/** The presence of both players of a game: who is connected, and the absent player's countdown. */
export const Presence = z.object({
  online: z.boolean(),
  /**
   * While absent on their own turn: ms left before the opponent may claim (0: claimable now).
   * null while connected, or while absent on the opponent's turn (the countdown waits).
   */
  claimInMs: z.number().nullable(),
});

export const ServerMessage = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('welcome'),
    user: PlayerInfo.extend({ guest: z.boolean() }),
    version: z.string(),
    /** The server's clock (ms since the epoch), for display only. */
    serverMs: z.number(),
  }),
  z.object({ type: z.literal('pong'), id: z.number().optional(), serverMs: z.number() }),
  z.object({
    type: z.literal('error'),
    /** A stable code: `bad_message`, `rate_limited`, `not_found`, `forbidden`, `illegal_move`, `not_your_turn`, `refused` … */
    code: z.string(),
    message: z.string(),
    /** The request it answers: its type, and its game and move id when it had them. */
    ref: z.object({ type: z.string(), gameId: z.string().optional(), cid: z.string().optional() }).optional(),
  }),
  z.object({
    type: z.literal('lobby.state'),
    seeks: z.array(SeekInfo),
    games: z.array(LiveGameInfo),
    players: z.number().int(),
    gamesCount: z.number().int(),
  }),
  z.object({ type: z.literal('lobby.seek.add'), seek: SeekInfo }),
  z.object({ type: z.literal('lobby.seek.remove'), seekId: OfferId }),
  z.object({ type: z.literal('lobby.game.add'), game: LiveGameInfo }),
  z.object({ type: z.literal('lobby.game.remove'), gameId: GameId }),
  z.object({ type: z.literal('lobby.counts'), players: z.number().int(), gamesCount: z.number().int() }),
  z.object({ type: z.literal('seek.created'), seek: SeekInfo }),
  z.object({ type: z.literal('pool.joined'), pool: z.string(), rated: z.boolean() }),
  z.object({ type: z.literal('pool.left'), pool: z.string() }),
  z.object({ type: z.literal('challenge.created'), challenge: ChallengeInfo }),
  z.object({ type: z.literal('challenge.incoming'), challenge: ChallengeInfo }),
  z.object({ type: z.literal('challenge.declined'), id: OfferId }),
  z.object({ type: z.literal('challenge.canceled'), id: OfferId }),
  /** A game began in which this client plays `color`; watch it with `game.watch`. */
  z.object({ type: z.literal('game.start'), gameId: GameId, color: Color }),
  z.object({ type: z.literal('game.full'), gameId: GameId, v: z.number().int(), game: GameSnapshot, you: Color.nullable() }),
  z.object({ type: z.literal('game.event'), gameId: GameId, v: z.number().int(), event: GameEvent }),
  /** The move with this client id is played and durable (sent once per id, also for a resent move). */
  z.object({ type: z.literal('ack'), gameId: GameId, cid: z.string() }),
  z.object({ type: z.literal('premove.set'), gameId: GameId, uci: Uci }),
  z.object({ type: z.literal('premove.dropped'), gameId: GameId, uci: Uci, reason: z.string() }),
  z.object({ type: z.literal('premove.cleared'), gameId: GameId }),
  /** A claim or request the rules refused: the ruling in words and its article (nothing changed). */
  z.object({ type: z.literal('game.ruling'), gameId: GameId, code: z.string(), ruling: z.string(), rule: z.string() }),
  z.object({ type: z.literal('game.spectators'), gameId: GameId, count: z.number().int() }),
  z.object({ type: z.literal('game.presence'), gameId: GameId, white: Presence, black: Presence }),
  z.object({ type: z.literal('tv.game'), gameId: GameId }),
  z.object({ type: z.literal('server.shutdown'), reason: z.string() }),
]);
export type ServerMessage = z.infer<typeof ServerMessage>;
export type ServerMessageType = ServerMessage['type'];
export type ServerMessageOf<T extends ServerMessageType> = Extract<ServerMessage, { type: T }>;

/** Every server message type, for docs and tests. */
export const SERVER_MESSAGE_TYPES: readonly ServerMessageType[] = ServerMessage.options.map((o) => o.shape.type.value);
/** Every kind of game event. */
export const GAME_EVENT_KINDS: readonly GameEvent['kind'][] = GameEvent.options.map((o) => o.shape.kind.value);
