/**
 * Messages a client sends over its WebSocket: JSON objects with a `type`. Each schema is strict
 * (an unknown field is an error) so a typo never passes silently. docs/protocol.md documents
 * every one; a test fails when one is missing there.
 */
import { z } from 'zod';
import { ClientMoveId, GameId, Millis, OfferId, RulesetName, TimeControlText, Uci, Username } from './common.js';
import { PROTOCOL_LIMITS } from './limits.js';

const game = { gameId: GameId };

/** The quick-pairing pools (lichess's grid). */
export const POOLS = ['1+0', '2+1', '3+0', '3+2', '5+0', '5+3', '10+0', '10+5', '15+10'] as const;
export type Pool = (typeof POOLS)[number];

const offer = z.enum(['offer', 'accept', 'decline']);

export const ClientMessage = z.discriminatedUnion('type', [
  /** Keep-alive and lag measurement; `lagMs` is the client's average round trip so far. */
  z
    .object({
      type: z.literal('ping'),
      id: z
        .number()
        .int()
        .min(0)
        .max(2 ** 31)
        .optional(),
      lagMs: Millis.optional(),
    })
    .strict(),
  z.object({ type: z.literal('lobby.subscribe') }).strict(),
  z.object({ type: z.literal('lobby.unsubscribe') }).strict(),
  z
    .object({
      type: z.literal('seek.create'),
      tc: TimeControlText,
      rated: z.boolean(),
      color: z.enum(['white', 'black', 'random']),
      rules: RulesetName.optional(),
      /** Accept opponents rated within this range only. */
      ratingRange: z.tuple([z.number().int().min(0).max(4000), z.number().int().min(0).max(4000)]).optional(),
    })
    .strict(),
  z.object({ type: z.literal('seek.cancel'), seekId: OfferId }).strict(),
  z.object({ type: z.literal('seek.accept'), seekId: OfferId }).strict(),
  z.object({ type: z.literal('pool.join'), pool: z.enum(POOLS), rated: z.boolean() }).strict(),
  z.object({ type: z.literal('pool.leave') }).strict(),
  z
    .object({
      type: z.literal('challenge.create'),
      /** The user challenged; absent for an open challenge (anyone with the link may accept). */
      to: Username.optional(),
      tc: TimeControlText,
      rated: z.boolean(),
      color: z.enum(['white', 'black', 'random']),
      rules: RulesetName.optional(),
    })
    .strict(),
  z.object({ type: z.literal('challenge.accept'), id: OfferId }).strict(),
  z.object({ type: z.literal('challenge.decline'), id: OfferId }).strict(),
  z.object({ type: z.literal('challenge.cancel'), id: OfferId }).strict(),
  /** Watch (or, for a player, join) a game; `v` is the last version the client has. */
  z.object({ type: z.literal('game.watch'), ...game, v: z.number().int().min(0).optional() }).strict(),
  z.object({ type: z.literal('game.unwatch'), ...game }).strict(),
  /** Follow the highest-rated live game. */
  z.object({ type: z.literal('tv.watch') }).strict(),
  z
    .object({
      type: z.literal('move'),
      ...game,
      uci: Uci,
      cid: ClientMoveId,
      /** The client's own measure of the time it took (ms since it received the opponent's move). */
      thinkMs: Millis.optional(),
      /** The client's average round trip (ms), when it has no think time to report. */
      lagMs: Millis.optional(),
    })
    .strict(),
  z.object({ type: z.literal('premove'), ...game, uci: Uci, cid: ClientMoveId }).strict(),
  z.object({ type: z.literal('premove.cancel'), ...game }).strict(),
  z.object({ type: z.literal('draw'), ...game, action: offer }).strict(),
  z.object({ type: z.literal('takeback'), ...game, action: offer }).strict(),
  z.object({ type: z.literal('rematch'), ...game, action: offer }).strict(),
  z.object({ type: z.literal('resign'), ...game }).strict(),
  z.object({ type: z.literal('abort'), ...game }).strict(),
  z
    .object({
      type: z.literal('claim'),
      ...game,
      claim: z.enum(['threefold', 'fifty-moves', 'abandonment-win', 'abandonment-draw']),
      /** For a threefold or fifty-move claim on a move about to be made (UCI). */
      move: Uci.optional(),
    })
    .strict(),
  z
    .object({
      type: z.literal('chat'),
      ...game,
      text: z.string().min(1).max(PROTOCOL_LIMITS.maxChatChars),
    })
    .strict(),
]);
export type ClientMessage = z.infer<typeof ClientMessage>;
export type ClientMessageType = ClientMessage['type'];
export type ClientMessageOf<T extends ClientMessageType> = Extract<ClientMessage, { type: T }>;

/** Every client message type, for docs and tests. */
export const CLIENT_MESSAGE_TYPES: readonly ClientMessageType[] = ClientMessage.options.map((o) => o.shape.type.value);

export type { Color } from './common.js';
