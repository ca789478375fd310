/**
 * Challenges through the lichess API: `POST /api/challenge/{user}` (JSON or form; `clock.limit`
 * in seconds, `clock.increment`, or our `tc`), accept, decline (with lichess's reasons), cancel,
 * `GET /api/challenge`, `POST /api/challenge/open` and `POST /api/challenge/ai` (the computer).
 * They are the lobby's challenges: the web client sees and answers them too. The game of an
 * accepted challenge takes the challenge's id.
 */
import { parseFen } from '@flagfall/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { bad } from '../http/reply.js';
import type { Identity } from '../identity.js';
import { DECLINE_REASONS, type Challenge, type DeclineReason } from '../lobby/lobby.js';
import { LIMITS } from '../ratelimit.js';
import { needAccount } from './auth.js';
import type { LichessDeps } from './deps.js';
import { gameEventInfo } from './gameInfo.js';
import { NdjsonStream } from './ndjson.js';
import { param, readClock, readColor, readFlag, type Read } from './params.js';
import { challengeJson } from './shapes.js';

/** The FEN of a challenge, checked by the core (`fen` with variant `standard` or `fromPosition`). */
function readFen(v: unknown, variant: unknown): Read<string | null> {
  if (variant !== undefined && variant !== 'standard' && variant !== 'fromPosition') {
    return { ok: false, error: 'variant: only standard chess (or fromPosition with a fen) is played here' };
  }
  if (v === undefined) return { ok: true, value: null };
  if (typeof v !== 'string' || v.length > 100) return { ok: false, error: 'fen: a FEN of at most 100 characters' };
  const parsed = parseFen(v);
  if (!parsed.ok) return { ok: false, error: `fen: ${parsed.error.message}` };
  return { ok: true, value: v };
}

export function registerChallengeRoutes(app: FastifyInstance, d: LichessDeps, baseUrl: () => string): void {
  const now = () => d.time.wallMs();
  const json = (c: Challenge, viewer: string | null, status?: 'created' | 'canceled' | 'declined' | 'accepted') =>
    challengeJson(c, {
      url: `${baseUrl()}/challenge/${c.id}`,
      viewerKey: viewer,
      online: (k) => d.hub.isOnline(k),
      ...(status ? { status } : {}),
    });

  function limited(reply: FastifyReply, who: Identity): boolean {
    const r = d.limiter.take(`challenge:${who.key}`, LIMITS.challenge);
    if (r.ok) return false;
    const s = Math.ceil(r.retryMs / 1000);
    void reply
      .header('Retry-After', s)
      .code(429)
      .send({ error: `Too many challenges: wait ${s} s`, ratelimit: { key: 'challenge.create', seconds: s } });
    return true;
  }

  /** The common parameters of a challenge (user, open or AI). */
  function readChallenge(body: unknown, query: unknown) {
    const clock = readClock(body, query, { limitName: 'clock.limit', limitUnitS: 1, incrementName: 'clock.increment' });
    if (!clock.ok) return clock;
    const rated = readFlag(param(body, query, 'rated'), 'rated', false);
    if (!rated.ok) return rated;
    const color = readColor(param(body, query, 'color'));
    if (!color.ok) return color;
    const fen = readFen(param(body, query, 'fen'), param(body, query, 'variant'));
    if (!fen.ok) return fen;
    if (fen.value !== null && rated.value) return { ok: false as const, error: 'fen: games from a position are casual' };
    return { ok: true as const, value: { clock: clock.value, rated: rated.value, color: color.value, fen: fen.value } };
  }

  // Anyone may play the computer, a guest of the web client too.
  app.post('/api/challenge/ai', async (req, reply) => {
    const who = await needAccount(req, reply, d.storage, now(), ['challenge:write', 'board:play', 'bot:play'], { guests: true });
    if (who === null) return reply;
    if (d.computer === null) return bad(reply, 404, 'No computer opponent is available on this server');
    if (limited(reply, who)) return reply;
    const levelRaw = param(req.body, req.query, 'level');
    const level = typeof levelRaw === 'number' ? levelRaw : typeof levelRaw === 'string' ? Number(levelRaw) : NaN;
    if (!Number.isInteger(level) || level < 1 || level > 8) return bad(reply, 400, 'level: a whole number from 1 to 8');
    const r = readChallenge(req.body, req.query);
    if (!r.ok) return bad(reply, 400, r.error);
    if (r.value.rated) return bad(reply, 400, 'rated: games against the computer are casual');
    const me = await d.hub.participant(who, r.value.clock.control);
    const ai = d.computer.participant(level);
    const meWhite = r.value.color === 'white' || (r.value.color === 'random' && Math.random() < 0.5);
    const game = await d.hub.startGame({
      white: meWhite ? me : ai,
      black: meWhite ? ai : me,
      tc: r.value.clock.tc,
      control: r.value.clock.control,
      rated: false,
      rules: 'online',
      fen: r.value.fen,
    });
    const info = gameEventInfo(game, meWhite ? 'white' : 'black');
    return reply
      .code(201)
      .send({ ...info, player: meWhite ? 'white' : 'black', turns: 0, createdAt: game.setup.createdAt, engine: d.computer.engineName });
  });

  app.post('/api/challenge/open', async (req, reply) => {
    const who = await needAccount(req, reply, d.storage, now(), ['challenge:write', 'board:play', 'bot:play']);
    if (who === null) return reply;
    if (limited(reply, who)) return reply;
    const r = readChallenge(req.body, req.query);
    if (!r.ok) return bad(reply, 400, r.error);
    const by = await d.hub.participant(who, r.value.clock.control);
    const created = d.hub.lobby.createChallenge(by, null, {
      tc: r.value.clock.tc,
      rated: r.value.rated,
      color: r.value.color,
      fen: r.value.fen,
    });
    if (!created.ok) return bad(reply, created.error.code === 'too_many' ? 429 : 400, created.error.message);
    const url = `${baseUrl()}/challenge/${created.value.id}`;
    return { ...json(created.value, who.key), urlWhite: `${url}?color=white`, urlBlack: `${url}?color=black`, open: { userIds: null } };
  });

  app.get('/api/challenge', async (req, reply) => {
    const who = await needAccount(req, reply, d.storage, now(), ['challenge:read', 'challenge:write', 'board:play', 'bot:play']);
    if (who === null) return reply;
    const all = [...d.hub.lobby.challenges.values()];
    return {
      in: all.filter((c) => c.to === who.key).map((c) => json(c, who.key)),
      out: all.filter((c) => c.by.key === who.key).map((c) => json(c, who.key)),
    };
  });

  app.post<{ Params: { user: string } }>('/api/challenge/:user', async (req, reply) => {
    const who = await needAccount(req, reply, d.storage, now(), ['challenge:write', 'board:play', 'bot:play']);
    if (who === null) return reply;
    if (limited(reply, who)) return reply;
    const target = await d.storage.userById(req.params.user.toLowerCase().slice(0, 40));
    if (target === null) return bad(reply, 404, `No such user: ${req.params.user.slice(0, 40)}`);
    const r = readChallenge(req.body, req.query);
    if (!r.ok) return bad(reply, 400, r.error);
    const keepAlive = readFlag(param(req.body, req.query, 'keepAliveStream'), 'keepAliveStream', false);
    if (!keepAlive.ok) return bad(reply, 400, keepAlive.error);
    const control = r.value.clock.control;
    const by = await d.hub.participant(who, control);
    const to = await d.hub.participant(
      { key: target.id, userId: target.id, name: target.username, title: target.title, scopes: null },
      control,
    );
    const created = d.hub.lobby.createChallenge(by, to, {
      tc: r.value.clock.tc,
      rated: r.value.rated,
      color: r.value.color,
      fen: r.value.fen,
      lapses: !keepAlive.value,
    });
    if (!created.ok)
      return bad(reply, created.error.code === 'too_many' ? 429 : created.error.code === 'forbidden' ? 403 : 400, created.error.message);
    const c = created.value;
    if (!keepAlive.value) return json(c, who.key);
    // keepAliveStream: the challenge lives while this stream does; it ends with {"done": …}.
    const stream = new NdjsonStream(reply, d.time, d.keepAliveMs);
    stream.send(json(c, who.key));
    const unlisten = d.hub.feed.listen(who.key, (e) => {
      if (e.kind === 'gameStart' && e.game.id === c.id) done('accepted');
      else if (e.kind === 'challengeDeclined' && e.challenge.id === c.id) done('declined');
      else if (e.kind === 'challengeCanceled' && e.challenge.id === c.id) done('canceled');
    });
    const done = (how: 'accepted' | 'declined' | 'canceled') => {
      stream.send({ done: how });
      stream.end();
    };
    stream.onClose(() => {
      unlisten();
      if (d.hub.lobby.challenges.has(c.id)) d.hub.lobby.cancelChallenge(by.key, c.id);
    });
    return reply;
  });

  app.post<{ Params: { id: string } }>('/api/challenge/:id/accept', async (req, reply) => {
    const who = await needAccount(req, reply, d.storage, now(), ['challenge:write', 'board:play', 'bot:play']);
    if (who === null) return reply;
    const c = d.hub.lobby.challenges.get(req.params.id);
    if (c === undefined) return bad(reply, 404, `No such challenge: ${req.params.id.slice(0, 12)}`);
    const r = await d.hub.lobby.acceptChallenge(await d.hub.participant(who, c.control), c.id);
    if (!r.ok) return bad(reply, r.error.code === 'forbidden' ? 403 : 400, r.error.message);
    return { ok: true };
  });

  app.post<{ Params: { id: string } }>('/api/challenge/:id/decline', async (req, reply) => {
    const who = await needAccount(req, reply, d.storage, now(), ['challenge:write', 'board:play', 'bot:play']);
    if (who === null) return reply;
    const c = d.hub.lobby.challenges.get(req.params.id);
    if (c === undefined) return bad(reply, 404, `No such challenge: ${req.params.id.slice(0, 12)}`);
    const reasonRaw = param(req.body, req.query, 'reason') ?? 'generic';
    const reason = DECLINE_REASONS.find((x) => typeof reasonRaw === 'string' && x.toLowerCase() === reasonRaw.toLowerCase());
    if (reason === undefined) return bad(reply, 400, `reason: one of ${DECLINE_REASONS.join(', ')}`);
    const r = d.hub.lobby.declineChallenge(who.key, c.id, reason as DeclineReason);
    if (!r.ok) return bad(reply, r.error.code === 'forbidden' ? 403 : 400, r.error.message);
    return { ok: true };
  });

  app.post<{ Params: { id: string } }>('/api/challenge/:id/cancel', async (req, reply) => {
    const who = await needAccount(req, reply, d.storage, now(), ['challenge:write', 'board:play', 'bot:play']);
    if (who === null) return reply;
    const c = d.hub.lobby.challenges.get(req.params.id);
    if (c !== undefined) {
      const r = d.hub.lobby.cancelChallenge(who.key, c.id);
      if (!r.ok) return bad(reply, r.error.code === 'forbidden' ? 403 : 400, r.error.message);
      return { ok: true };
    }
    // lichess also cancels a challenge whose game has not begun: abort it.
    const game = d.hub.get(req.params.id);
    if (game !== undefined && (game.setup.white.key === who.key || game.setup.black.key === who.key)) {
      const color = game.setup.white.key === who.key ? 'white' : 'black';
      const refusal = game.handle(color, { type: 'abort', gameId: game.id });
      if (refusal !== null) return bad(reply, 400, refusal.message);
      await game.settled();
      return { ok: true };
    }
    return bad(reply, 404, `No such challenge: ${req.params.id.slice(0, 12)}`);
  });
}
