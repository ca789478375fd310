/**
 * Playing a game through the lichess Board and Bot APIs: `POST /api/{board|bot}/game/{id}/…`
 * move, draw, takeback, resign, abort, chat (and its history), claim-victory, claim-draw. Each
 * goes through the same `LiveGame.handle` as a WebSocket player's message, so the rules, the
 * clock and the records are the same. A move is answered once it is durable; a refusal (not
 * your turn, illegal, game over — also a move POST sent twice) is a 400 and changes nothing.
 */
import type { Color } from '@flagfall/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LiveGame } from '../game/live.js';
import { colorOf } from '../game/participants.js';
import type { Identity } from '../identity.js';
import { bad } from '../http/reply.js';
import { LIMITS } from '../ratelimit.js';
import { isBot, needAccount, type Scope } from './auth.js';
import type { LichessDeps } from './deps.js';
import { param, readYesNo } from './params.js';

/** Longest chat line (lichess: 140 characters). */
export const MAX_CHAT_CHARS = 140;

type Api = 'board' | 'bot';
const SCOPE: Record<Api, Scope> = { board: 'board:play', bot: 'bot:play' };
let nextCid = 0;

interface Seat {
  readonly who: Identity;
  readonly game: LiveGame;
  readonly color: Color;
}

export function registerPlayRoutes(app: FastifyInstance, d: LichessDeps): void {
  const now = () => d.time.wallMs();

  /** The caller's seat in the game, or null once a 401/403/404 is sent. */
  async function seat(req: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply, api: Api): Promise<Seat | null> {
    const who = await needAccount(req, reply, d.storage, now(), [SCOPE[api]]);
    if (who === null) return null;
    if (api === 'bot' && !isBot(who)) {
      void bad(reply, 403, 'This endpoint is for bot accounts: use /api/board/… (or upgrade with POST /api/bot/account/upgrade)');
      return null;
    }
    if (api === 'board' && isBot(who)) {
      void bad(reply, 403, 'This endpoint cannot be used with a bot account: use /api/bot/…');
      return null;
    }
    const game = d.hub.get(req.params.id);
    if (game === undefined) {
      void bad(reply, 404, `No such game: ${req.params.id.slice(0, 12)}`);
      return null;
    }
    const color = colorOf(game.setup, who.key);
    if (color === null) {
      void bad(reply, 403, 'Only the players of a game can act in it');
      return null;
    }
    return { who, game, color };
  }

  /** Answers a request the game took: 200 `{"ok":true}` once it is durable, or 400 with the refusal. */
  async function answer(reply: FastifyReply, game: LiveGame, refusal: { message: string } | null): Promise<FastifyReply> {
    if (refusal !== null) return bad(reply, 400, refusal.message);
    await game.settled();
    return reply.send({ ok: true });
  }

  function limited(reply: FastifyReply, kind: 'move' | 'chat', who: Identity): boolean {
    const r = d.limiter.take(`${kind}:${who.key}`, LIMITS[kind]);
    if (r.ok) return false;
    void bad(
      reply.header('Retry-After', Math.ceil(r.retryMs / 1000)),
      429,
      `Too many ${kind} requests: wait ${Math.ceil(r.retryMs / 1000)} s`,
    );
    return true;
  }

  for (const api of ['board', 'bot'] as const) {
    const base = `/api/${api}/game/:id`;

    app.post<{ Params: { id: string; move: string } }>(`${base}/move/:move`, async (req, reply) => {
      const s = await seat(req, reply, api);
      if (s === null) return reply;
      // A move on one's own turn is paced by the opponent's (turn order: one per reply, however fast
      // the computer answers); only requests out of turn can flood, and only they are counted.
      const now = s.game.snapshot();
      const inTurn = now.end === null && now.turn === s.color;
      if (!inTurn && limited(reply, 'move', s.who)) return reply;
      if (!/^[a-h][1-8][a-h][1-8][qrbn]?$/.test(req.params.move))
        return bad(reply, 400, `Not a move in UCI: ${req.params.move.slice(0, 10)} (like e2e4, e7e8q or e1g1)`);
      // Castling as e1h1 is read as e1g1 by the game itself (LiveGame's canonicalUci).
      const uci = req.params.move;
      const offeringRaw = param(undefined, req.query, 'offeringDraw');
      const offering = offeringRaw === undefined ? null : readYesNo(offeringRaw);
      if (offeringRaw !== undefined && offering === null) return bad(reply, 400, 'offeringDraw: true or false');
      const { game, color } = s;
      const snap = game.snapshot();
      // Offering a draw while the opponent's offer stands accepts it (lichess): the game ends drawn, the move is not played.
      if (offering === true && snap.end === null && snap.drawOffer !== null && snap.drawOffer !== color) {
        return answer(reply, game, game.handle(color, { type: 'draw', gameId: game.id, action: 'accept' }));
      }
      const cid = `http-${(nextCid++).toString(36)}`;
      const refusal = game.handle(color, { type: 'move', gameId: game.id, uci, cid });
      if (refusal !== null) return bad(reply, 400, refusal.message);
      try {
        await game.moveDurable(color, cid);
      } catch {
        return bad(reply, 500, 'the move could not be saved');
      }
      // The offer goes with the move (FIDE 9.1.2.1: offer after making the move).
      if (offering === true && !game.over) game.handle(color, { type: 'draw', gameId: game.id, action: 'offer' });
      await game.settled();
      return reply.send({ ok: true });
    });

    // `yes` offers (or accepts the opponent's offer); `no` declines the opponent's offer, and with none to decline does nothing.
    for (const kind of ['draw', 'takeback'] as const) {
      app.post<{ Params: { id: string; accept: string } }>(`${base}/${kind}/:accept`, async (req, reply) => {
        const s = await seat(req, reply, api);
        if (s === null) return reply;
        const yes = readYesNo(req.params.accept);
        if (yes === null) return bad(reply, 400, 'accept: yes or no (also true/false, 1/0)');
        const snap = s.game.snapshot();
        if (snap.end !== null) return bad(reply, 400, 'The game is over');
        const offer = kind === 'draw' ? snap.drawOffer : snap.takebackOffer;
        if (!yes && offer !== (s.color === 'white' ? 'black' : 'white')) return reply.send({ ok: true });
        return answer(reply, s.game, s.game.handle(s.color, { type: kind, gameId: s.game.id, action: yes ? 'offer' : 'decline' }));
      });
    }

    app.post<{ Params: { id: string } }>(`${base}/resign`, async (req, reply) => {
      const s = await seat(req, reply, api);
      if (s === null) return reply;
      return answer(reply, s.game, s.game.handle(s.color, { type: 'resign', gameId: s.game.id }));
    });

    app.post<{ Params: { id: string } }>(`${base}/abort`, async (req, reply) => {
      const s = await seat(req, reply, api);
      if (s === null) return reply;
      return answer(reply, s.game, s.game.handle(s.color, { type: 'abort', gameId: s.game.id }));
    });

    for (const [path, claim] of [
      ['claim-victory', 'abandonment-win'],
      ['claim-draw', 'abandonment-draw'],
    ] as const) {
      app.post<{ Params: { id: string } }>(`${base}/${path}`, async (req, reply) => {
        const s = await seat(req, reply, api);
        if (s === null) return reply;
        return answer(reply, s.game, s.game.handle(s.color, { type: 'claim', gameId: s.game.id, claim }));
      });
    }

    app.post<{ Params: { id: string } }>(`${base}/chat`, async (req, reply) => {
      const s = await seat(req, reply, api);
      if (s === null) return reply;
      const room = param(req.body, req.query, 'room') ?? 'player';
      const text = param(req.body, req.query, 'text');
      if (room !== 'player' && room !== 'spectator') return bad(reply, 400, 'room: player or spectator');
      if (typeof text !== 'string' || text.trim() === '') return bad(reply, 400, 'text: the message is required');
      if ([...text].length > MAX_CHAT_CHARS) return bad(reply, 400, `text: at most ${MAX_CHAT_CHARS} characters`);
      if (limited(reply, 'chat', s.who)) return reply;
      // One chat room per game here: the spectator room is the same as the players'.
      return answer(reply, s.game, s.game.handle(s.color, { type: 'chat', gameId: s.game.id, text: text.trim() }));
    });

    app.get<{ Params: { id: string } }>(`${base}/chat`, async (req, reply) => {
      const s = await seat(req, reply, api);
      if (s === null) return reply;
      return s.game.chat().map((l) => ({ text: l.text, user: l.by }));
    });
  }
}
