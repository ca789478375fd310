/**
 * Accounts and users through the lichess API: `/api/account/playing`, `/api/users/status`,
 * `/api/bot/account/upgrade`, `/api/bot/online`, `/api/token/test`, and the lichess fields
 * (`perfs`, `createdAt`, `url`) that `/api/account` and `/api/user/{name}` carry beside ours.
 */
import type { FastifyInstance } from 'fastify';
import { colorOf } from '../game/participants.js';
import { bad } from '../http/reply.js';
import { hashSecret } from '../ids.js';
import type { Ratings } from '../ratings.js';
import type { UserRow } from '../storage/types.js';
import { isBot, needAccount } from './auth.js';
import type { LichessDeps } from './deps.js';
import { gameEventInfo } from './gameInfo.js';
import { NdjsonStream } from './ndjson.js';

/** lichess's `perfs`: each category's rating, deviation, games and whether it is provisional. */
export function perfsOf(ratings: Ratings, userId: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [cat, r] of Object.entries(ratings.profile(userId))) {
    out[cat] = { games: r.games, rating: r.rating, rd: r.rd, prog: 0, ...(r.provisional ? { prov: true } : {}) };
  }
  return out;
}

/** The lichess fields of a user (`LightUser` and `User`), beside ours. */
export function lichessUser(u: UserRow, ratings: Ratings, baseUrl: string, online: boolean): Record<string, unknown> {
  return {
    id: u.id,
    username: u.username,
    title: u.title,
    perfs: perfsOf(ratings, u.id),
    createdAt: u.createdAt,
    url: `${baseUrl}/@/${u.username}`,
    online,
    disabled: false,
    tosViolation: false,
  };
}

/**
 * A count asked for (`nb`): `fallback` when absent, at most `max` (lichess caps it rather than
 * refusing: lichess-bot asks for 512 online bots), or null when it is not a whole number ≥ 1.
 */
function readNb(v: unknown, fallback: number, max: number): number | null {
  if (v === undefined) return fallback;
  const nb = typeof v === 'string' && /^\d{1,12}$/.test(v) ? Number(v) : NaN;
  return Number.isSafeInteger(nb) && nb >= 1 ? Math.min(nb, max) : null;
}

export function registerAccountRoutes(app: FastifyInstance, d: LichessDeps, baseUrl: () => string): void {
  const now = () => d.time.wallMs();

  app.get('/api/account/playing', async (req, reply) => {
    const who = await needAccount(req, reply, d.storage, now());
    if (who === null) return reply;
    const q = req.query as Record<string, unknown>;
    const nb = readNb(q.nb, 9, 50);
    if (nb === null) return bad(reply, 400, 'nb: a whole number from 1 (at most 50 are sent)');
    const games = [];
    for (const g of d.hub.gamesOf(who.key, { live: true })) {
      const color = colorOf(g.setup, who.key);
      if (color !== null) games.push(gameEventInfo(g, color));
      if (games.length >= nb) break;
    }
    return { nowPlaying: games };
  });

  app.get('/api/users/status', async (req, reply) => {
    const idsRaw = (req.query as Record<string, unknown>).ids;
    if (typeof idsRaw !== 'string' || idsRaw.trim() === '') return bad(reply, 400, 'ids: a comma-separated list of usernames');
    const ids = [
      ...new Set(
        idsRaw
          .split(',')
          .map((s) => s.trim().toLowerCase())
          .filter((s) => s !== ''),
      ),
    ];
    if (ids.length > 100) return bad(reply, 400, 'ids: at most 100 usernames');
    const out = [];
    for (const id of ids) {
      if (id.length > 40) continue;
      const u = await d.storage.userById(id);
      if (u === null) continue;
      const playing = [...d.hub.gamesOf(u.id, { live: true })].length > 0;
      out.push({
        id: u.id,
        name: u.username,
        ...(u.title !== null ? { title: u.title } : {}),
        ...(d.hub.isOnline(u.id) ? { online: true } : {}),
        ...(playing ? { playing: true } : {}),
      });
    }
    return out;
  });

  app.post('/api/bot/account/upgrade', async (req, reply) => {
    const who = await needAccount(req, reply, d.storage, now(), ['bot:play']);
    if (who === null) return reply;
    if (isBot(who)) return bad(reply, 400, 'This account is already a bot account');
    const games = await d.storage.gamesOfUser({ userId: who.userId!, limit: 1 });
    if (games.length > 0 || [...d.hub.gamesOf(who.key, { live: false })].length > 0) {
      return bad(reply, 400, 'Only an account that has played no game can become a bot account');
    }
    await d.storage.setTitle(who.userId!, 'BOT');
    return { ok: true };
  });

  app.get('/api/bot/online', async (req, reply) => {
    const q = req.query as Record<string, unknown>;
    const nb = readNb(q.nb, 50, 300);
    if (nb === null) return bad(reply, 400, 'nb: a whole number from 1 (at most 300 are sent)');
    const stream = new NdjsonStream(reply, d.time, d.keepAliveMs);
    let sent = 0;
    for (const key of [...d.hub.onlineKeys()]) {
      if (sent >= nb || !stream.open) break;
      if (key.startsWith('guest:')) continue;
      const u = await d.storage.userById(key);
      if (u === null || u.title !== 'BOT') continue;
      await d.ratings.load(u.id);
      stream.send(lichessUser(u, d.ratings, baseUrl(), true));
      sent++;
    }
    stream.end();
    return reply;
  });

  /** Tokens as the body, comma-separated (raw text, no content type): each one's owner and scopes, or null. */
  app.post('/api/token/test', async (req, reply) => {
    const body = typeof req.body === 'string' ? req.body : Buffer.isBuffer(req.body) ? req.body.toString('utf8') : null;
    if (body === null || body.trim() === '') return bad(reply, 400, 'the body must list tokens, separated by commas');
    const tokens = body
      .split(',')
      .map((t) => t.trim())
      .filter((t) => t !== '');
    if (tokens.length > 1000) return bad(reply, 400, 'at most 1000 tokens at once');
    const out: Record<string, unknown> = {};
    for (const t of tokens) {
      const row = t.length <= 200 ? await d.storage.tokenByHash(hashSecret(t)) : null;
      out[t] = row === null ? null : { userId: row.userId, scopes: row.scopes.join(','), expires: null };
    }
    return out;
  });
}
