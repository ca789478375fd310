/**
 * The lichess API's streams: `/api/stream/event` (a person's challenges and games: everything
 * current first, then as it happens; one stream per token, a new one closes the old),
 * `/api/{bot|board}/game/stream/{id}` (a player's game), `/api/stream/game/{id}` (a spectator's)
 * and `POST /api/board/seek` (open while the seek is; a seek that fits an open one is paired with it
 * at once). An open event stream makes its account online, as a socket does.
 */
import type { TimeControl } from '@flagfall/core';
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import type { FeedEvent } from '../feed.js';
import { colorOf, type Participant } from '../game/participants.js';
import { bad } from '../http/reply.js';
import { LIMITS } from '../ratelimit.js';
import { isBot, needAccount } from './auth.js';
import type { LichessDeps } from './deps.js';
import { PlayerStream, SpectatorStream } from './follow.js';
import { gameEventInfo } from './gameInfo.js';
import { NdjsonStream } from './ndjson.js';
import { param, readClock, readColor, readFlag } from './params.js';
import { challengeJson } from './shapes.js';
import type { Challenge, DeclineReason, Seek } from '../lobby/lobby.js';

const COMPAT = { bot: true, board: true } as const;

/**
 * Whether `by`, seeking `wanted`, may take the open seek `s`: someone else's, the same clock, mode
 * and rules, colours that agree (the seek's author keeps its choice, `Lobby.acceptSeek`, so a
 * seeker who chose a colour needs a seek that chose the other), and each inside the other's
 * rating range.
 */
function fits(
  s: Seek,
  by: Participant,
  wanted: {
    readonly control: TimeControl;
    readonly rated: boolean;
    readonly color: 'white' | 'black' | 'random';
    readonly ratingRange: readonly [number, number] | null;
  },
): boolean {
  if (s.by.key === by.key || s.rated !== wanted.rated || s.rules !== 'online') return false;
  if (JSON.stringify(s.control) !== JSON.stringify(wanted.control)) return false;
  if (wanted.color !== 'random' && s.color !== (wanted.color === 'white' ? 'black' : 'white')) return false;
  const inside = (rating: number | null, range: readonly [number, number] | null) =>
    range === null || ((rating ?? 1500) >= range[0] && (rating ?? 1500) <= range[1]);
  return inside(by.rating, s.ratingRange) && inside(s.by.rating, wanted.ratingRange);
}

export function registerStreamRoutes(app: FastifyInstance, d: LichessDeps, baseUrl: () => string): void {
  const now = () => d.time.wallMs();
  /** The open event stream of each token (or session). */
  const eventStreams = new Map<string, NdjsonStream>();

  const challengeLine = (
    c: Challenge,
    viewerKey: string,
    extra: { status?: 'canceled' | 'declined'; declineReason?: DeclineReason } = {},
  ) => challengeJson(c, { url: `${baseUrl()}/challenge/${c.id}`, viewerKey, online: (k) => d.hub.isOnline(k), ...extra });

  app.get('/api/stream/event', async (req, reply) => {
    const who = await needAccount(req, reply, d.storage, now(), ['challenge:read', 'bot:play', 'board:play']);
    if (who === null) return reply;
    const credential = req.headers.authorization ?? req.headers.cookie ?? who.key;
    const streamKey = createHash('sha256').update(credential).digest('hex');
    // Online before the old stream goes: a moment at zero would take the account's seeks off the lobby.
    d.hub.connected(who.key, 1);
    eventStreams.get(streamKey)?.end();
    const stream = new NdjsonStream(reply, d.time, d.keepAliveMs);
    eventStreams.set(streamKey, stream);
    // Everything current first: challenges (made and received), then games.
    for (const c of d.hub.lobby.challenges.values()) {
      if (c.by.key === who.key || c.to === who.key)
        stream.send({ type: 'challenge', challenge: challengeLine(c, who.key), compat: COMPAT });
    }
    for (const g of d.hub.gamesOf(who.key, { live: true })) {
      const color = colorOf(g.setup, who.key);
      if (color !== null) stream.send({ type: 'gameStart', game: gameEventInfo(g, color) });
    }
    const unlisten = d.hub.feed.listen(who.key, (e: FeedEvent) => {
      switch (e.kind) {
        case 'gameStart':
        case 'gameFinish': {
          const color = colorOf(e.game.setup, who.key);
          if (color !== null) stream.send({ type: e.kind, game: gameEventInfo(e.game, color) });
          return;
        }
        case 'challenge':
          stream.send({ type: 'challenge', challenge: challengeLine(e.challenge, who.key), compat: COMPAT });
          return;
        case 'challengeCanceled':
          stream.send({ type: 'challengeCanceled', challenge: challengeLine(e.challenge, who.key, { status: 'canceled' }) });
          return;
        case 'challengeDeclined':
          stream.send({
            type: 'challengeDeclined',
            challenge: challengeLine(e.challenge, who.key, { status: 'declined', declineReason: e.reason }),
          });
          return;
        case 'seekRemoved':
          return;
      }
    });
    stream.onClose(() => {
      unlisten();
      if (eventStreams.get(streamKey) === stream) eventStreams.delete(streamKey);
      d.hub.connected(who.key, -1);
    });
    return reply;
  });

  for (const api of ['board', 'bot'] as const) {
    app.get<{ Params: { id: string } }>(`/api/${api}/game/stream/:id`, async (req, reply) => {
      const who = await needAccount(req, reply, d.storage, now(), [api === 'bot' ? 'bot:play' : 'board:play']);
      if (who === null) return reply;
      if (api === 'bot' && !isBot(who)) return bad(reply, 403, 'This endpoint is for bot accounts: use /api/board/game/stream/{id}');
      if (api === 'board' && isBot(who))
        return bad(reply, 403, 'This endpoint cannot be used with a bot account: use /api/bot/game/stream/{id}');
      const game = d.hub.get(req.params.id);
      if (game === undefined)
        return bad(reply, 404, `No such game: ${req.params.id.slice(0, 12)} (a finished game: GET /game/export/{id})`);
      const color = colorOf(game.setup, who.key);
      if (color === null) return bad(reply, 403, 'This is not your game: spectators use /api/stream/game/{id}');
      const stream = new NdjsonStream(reply, d.time, d.keepAliveMs);
      await new PlayerStream(game, stream, d.bus, color).start();
      return reply;
    });
  }

  app.get<{ Params: { id: string } }>('/api/stream/game/:id', async (req, reply) => {
    const game = d.hub.get(req.params.id);
    if (game === undefined) return bad(reply, 404, `No such game: ${req.params.id.slice(0, 12)} (a finished game: GET /game/export/{id})`);
    const stream = new NdjsonStream(reply, d.time, d.keepAliveMs);
    d.hub.spectatorsChanged(game, game.spectators + 1);
    stream.onClose(() => d.hub.spectatorsChanged(game, Math.max(0, game.spectators - 1)));
    await new SpectatorStream(game, stream, d.bus).start();
    return reply;
  });

  /**
   * A seek from the Board API: paired at once with an open seek it fits, else in the lobby while
   * the stream is open; the stream closes once paired (the game starts on the event stream).
   */
  app.post('/api/board/seek', async (req, reply) => {
    const who = await needAccount(req, reply, d.storage, now(), ['board:play']);
    if (who === null) return reply;
    if (isBot(who)) return bad(reply, 403, 'Bot accounts cannot seek: they play by challenge');
    const limitedBy = d.limiter.take(`seek:${who.key}`, LIMITS.seek);
    if (!limitedBy.ok) {
      return bad(reply.header('Retry-After', Math.ceil(limitedBy.retryMs / 1000)), 429, 'Too many seeks: wait');
    }
    const clock = readClock(req.body, req.query, { limitName: 'time', limitUnitS: 60, incrementName: 'increment' });
    if (!clock.ok) return bad(reply, 400, clock.error);
    const rated = readFlag(param(req.body, req.query, 'rated'), 'rated', false);
    if (!rated.ok) return bad(reply, 400, rated.error);
    const color = readColor(param(req.body, req.query, 'color'));
    if (!color.ok) return bad(reply, 400, color.error);
    const variant = param(req.body, req.query, 'variant');
    if (variant !== undefined && variant !== 'standard') return bad(reply, 400, 'variant: only standard chess is played here');
    let ratingRange: [number, number] | undefined;
    const range = param(req.body, req.query, 'ratingRange');
    if (range !== undefined) {
      const m = typeof range === 'string' ? /^(\d{3,4})-(\d{3,4})$/.exec(range) : null;
      if (m === null || Number(m[1]) > Number(m[2])) return bad(reply, 400, 'ratingRange: like 1500-1800');
      ratingRange = [Number(m[1]), Number(m[2])];
    }
    const by = await d.hub.participant(who, clock.value.control);
    // lichess pairs compatible seeks by itself, and a Board client has no way to answer a seek: so a
    // Board seek first answers the oldest open seek it fits, and only waits in the lobby when none does.
    const wanted = { control: clock.value.control, rated: rated.value, color: color.value, ratingRange: ratingRange ?? null };
    for (const other of [...d.hub.lobby.seeks.values()]) {
      if (!fits(other, by, wanted)) continue;
      const paired = await d.hub.lobby.acceptSeek(by, other.id);
      if (!paired.ok) continue;
      // Paired at once: the stream ends at once (the game starts on the event stream).
      new NdjsonStream(reply, d.time, d.keepAliveMs).end();
      return reply;
    }
    const created = d.hub.lobby.createSeek(by, {
      tc: clock.value.tc,
      rated: rated.value,
      color: color.value,
      ...(ratingRange !== undefined ? { ratingRange } : {}),
    });
    if (!created.ok) return bad(reply, created.error.code === 'too_many' ? 429 : 400, created.error.message);
    const seek = created.value;
    const stream = new NdjsonStream(reply, d.time, d.keepAliveMs);
    stream.send({ id: seek.id });
    const unlisten = d.hub.feed.listen(who.key, (e) => {
      if (e.kind === 'seekRemoved' && e.seekId === seek.id) stream.end();
    });
    stream.onClose(() => {
      unlisten();
      // The client left: the seek goes with it (lichess: the seek lives while the connection does).
      if (d.hub.lobby.seeks.has(seek.id)) d.hub.lobby.cancelSeek(by.key, seek.id);
    });
    return reply;
  });
}
