/**
 * The HTTP side: health, accounts and sessions, tokens, profiles, preferences, rating histories,
 * game exports, and the web client (or the plain page at `/` when it is not built). JSON in and
 * out (`{"error": …}` with a 4xx on a bad request); state-changing requests must come from our own
 * origin when a browser sends one.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Username } from '@flagfall/protocol';
import { checkPassword, hashPassword, verifyPassword, MAX_PASSWORD_BYTES } from '../auth/passwords.js';
import type { Hub } from '../hub.js';
import { GUEST_COOKIE, SESSION_COOKIE, guestIdentity, identify, makeCookie, parseCookies, type Identity } from '../identity.js';
import { hashSecret, makeSecret } from '../ids.js';
import { LIMITS, type RateLimiter } from '../ratelimit.js';
import type { Ratings } from '../ratings.js';
import type { GameRow, Storage } from '../storage/types.js';
import type { TimeSource } from '../time.js';
import { PAGE_HEADERS, homePage } from './page.js';
import { accountPreferences, mayReadPreferences, registerPreferenceRoutes } from './preferences.js';
import { registerRatingHistoryRoute } from './ratingHistory.js';
import { bad, field } from './reply.js';
import { gameRow } from '../game/live.js';
import { lichessUser } from '../lichess/account.js';
import { gameJson, wants } from '../lichess/exports.js';
import type { WebClient } from './web.js';

export const SESSION_DAYS = 30;
/** Scopes a token may carry. */
export const TOKEN_SCOPES = ['board:play', 'bot:play', 'challenge:read', 'challenge:write', 'preference:read'] as const;

export interface RouteDeps {
  readonly storage: Storage;
  readonly hub: Hub;
  readonly ratings: Ratings;
  readonly limiter: RateLimiter;
  readonly time: TimeSource;
  readonly version: string;
  /** Group commits so far: transactions and ops. */
  readonly commitStats: () => { transactions: number; ops: number };
  /** The web client's build (or none): `/`, `/challenge/:id` and every path no route takes. */
  readonly web: WebClient;
  /** The server's own URL (`http://host:port`). */
  readonly baseUrl: () => string;
}

/** Whether a browser request comes from another site (its Origin's host is not ours). */
function crossOrigin(req: FastifyRequest): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== req.headers.host;
  } catch {
    return true;
  }
}

function publicGame(g: GameRow): Omit<GameRow, 'pgn'> {
  const { pgn: _pgn, ...rest } = g;
  return rest;
}

export function registerRoutes(app: FastifyInstance, d: RouteDeps): void {
  const now = () => d.time.wallMs();

  app.addHook('onRequest', async (req, reply) => {
    const r = d.limiter.take(`http:${req.ip}`, LIMITS.http);
    if (!r.ok) {
      void reply
        .header('Retry-After', Math.ceil(r.retryMs / 1000))
        .code(429)
        .send({ error: 'too many requests' });
      return reply;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD' && crossOrigin(req)) {
      void reply.code(403).send({ error: 'cross-origin request refused' });
      return reply;
    }
    return undefined;
  });

  const who = async (req: FastifyRequest): Promise<Identity | null> => {
    const r = await identify(req.headers, d.storage, now());
    return r.kind === 'user' || r.kind === 'guest' ? r.identity : null;
  };

  /** The plain page (the web client is not built), with the page headers. */
  const plainPage = (reply: FastifyReply, status: number, notice?: string) =>
    reply.code(status).headers(PAGE_HEADERS).type('text/html; charset=utf-8').send(homePage(d.version, notice));

  app.get('/', async (req, reply) => ((await d.web.sendIndex(req, reply)) ? reply : plainPage(reply, 200)));
  app.setNotFoundHandler((req, reply) => d.web.answer(req, reply));
  registerPreferenceRoutes(app, d);
  registerRatingHistoryRoute(app, d);

  app.get('/api/health', async () => ({ ok: true, version: d.version }));

  /** Operating figures, for the benchmark and monitoring; from this machine only. */
  app.get('/api/metrics', async (req, reply) => {
    if (!['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(req.ip)) return bad(reply, 403, 'metrics are served to this machine only');
    const delays = [...d.hub.flagDelays].sort((a, b) => a - b);
    const pct = (p: number) => (delays.length === 0 ? null : delays[Math.min(delays.length - 1, Math.floor((p / 100) * delays.length))]!);
    const mem = process.memoryUsage();
    const cpu = process.cpuUsage();
    return {
      liveGames: d.hub.liveCount,
      playersOnline: d.hub.playersOnline,
      commits: d.commitStats(),
      flagDelayMs: { count: delays.length, p50: pct(50), p99: pct(99), max: delays.at(-1) ?? null },
      rssBytes: mem.rss,
      heapUsedBytes: mem.heapUsed,
      cpuUserMs: cpu.user / 1000,
      cpuSystemMs: cpu.system / 1000,
      uptimeS: process.uptime(),
    };
  });

  app.post('/api/account/register', async (req, reply) => {
    const limited = d.limiter.take(`signup:${req.ip}`, LIMITS.signup);
    if (!limited.ok) return bad(reply.header('Retry-After', Math.ceil(limited.retryMs / 1000)), 429, 'too many accounts created from here');
    const username = Username.safeParse(field(req.body, 'username'));
    if (!username.success) return bad(reply, 400, `username: ${username.error.issues[0]?.message ?? 'invalid'}`);
    const password = field(req.body, 'password');
    if (typeof password !== 'string') return bad(reply, 400, 'password: a string is required');
    const problem = checkPassword(password);
    if (problem !== null) return bad(reply, 400, `password: ${problem}`);
    const created = await d.storage.createUser({
      id: username.data.toLowerCase(),
      username: username.data,
      title: null,
      passwordHash: await hashPassword(password),
      createdAt: now(),
    });
    if (!created.ok) return bad(reply, 409, `username: ${username.data} is taken`);
    return startSession(reply, username.data.toLowerCase(), username.data);
  });

  app.post('/api/account/login', async (req, reply) => {
    const limited = d.limiter.take(`login:${req.ip}`, LIMITS.login);
    if (!limited.ok) return bad(reply.header('Retry-After', Math.ceil(limited.retryMs / 1000)), 429, 'too many login attempts: wait');
    const username = field(req.body, 'username');
    const password = field(req.body, 'password');
    if (
      typeof username !== 'string' ||
      typeof password !== 'string' ||
      username.length > 40 ||
      Buffer.byteLength(password) > MAX_PASSWORD_BYTES
    ) {
      return bad(reply, 400, 'username and password are required');
    }
    const user = await d.storage.userById(username.toLowerCase());
    // The same work whether or not the account exists, so timing tells nothing.
    const okPassword = await verifyPassword(
      password,
      user?.passwordHash ?? 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    );
    if (user === null || user.passwordHash === null || !okPassword) return bad(reply, 401, 'wrong username or password');
    return startSession(reply, user.id, user.username);
  });

  async function startSession(reply: FastifyReply, userId: string, username: string) {
    const secret = makeSecret('ffs');
    const t = now();
    await d.storage.createSession({ hash: hashSecret(secret), userId, createdAt: t, expiresAt: t + SESSION_DAYS * 86_400_000 });
    return reply.header('Set-Cookie', makeCookie(SESSION_COOKIE, secret, SESSION_DAYS * 86_400)).send({ username });
  }

  app.post('/api/account/logout', async (req, reply) => {
    const secret = parseCookies(req.headers.cookie).get(SESSION_COOKIE);
    if (secret !== undefined) await d.storage.deleteSession(hashSecret(secret));
    return reply.header('Set-Cookie', makeCookie(SESSION_COOKIE, '', 0)).send({ ok: true });
  });

  /** Who am I: an account, or a guest (a guest cookie is set on the first visit). */
  app.get('/api/account', async (req, reply) => {
    const r = await identify(req.headers, d.storage, now());
    if (r.kind === 'bad') return bad(reply, 401, r.message);
    if (r.kind === 'user') {
      const id = r.identity.userId!;
      await d.ratings.load(id);
      const user = await d.storage.userById(id);
      // Our fields, and lichess's (perfs, createdAt, url …) for the lichess API's clients.
      const account = {
        ...(user !== null ? lichessUser(user, d.ratings, d.baseUrl(), d.hub.isOnline(id)) : {}),
        id,
        username: r.identity.name,
        title: r.identity.title,
        guest: false,
        ratings: d.ratings.profile(id),
      };
      // A token sees the preferences only with the scope that lets it read them.
      return mayReadPreferences(r.identity) ? { ...account, preferences: await accountPreferences(d.storage, id) } : account;
    }
    if (r.kind === 'guest') return { id: null, username: r.identity.name, title: null, guest: true };
    const secret = makeSecret('ffg');
    void reply.header('Set-Cookie', makeCookie(GUEST_COOKIE, secret, 365 * 86_400));
    return { id: null, username: guestIdentity(secret).name, title: null, guest: true };
  });

  app.post('/api/token', async (req, reply) => {
    const me = await who(req);
    if (me === null || me.userId === null || me.scopes !== null) return bad(reply, 401, 'sign in to create a token');
    const description = field(req.body, 'description') ?? '';
    const scopes = field(req.body, 'scopes') ?? ['board:play'];
    if (typeof description !== 'string' || description.length > 100) return bad(reply, 400, 'description: at most 100 characters');
    if (
      !Array.isArray(scopes) ||
      scopes.length > TOKEN_SCOPES.length ||
      !scopes.every((s) => (TOKEN_SCOPES as readonly unknown[]).includes(s))
    ) {
      return bad(reply, 400, `scopes: a list from ${TOKEN_SCOPES.join(', ')}`);
    }
    const token = makeSecret('ffp');
    await d.storage.createToken({ hash: hashSecret(token), userId: me.userId, scopes: scopes as string[], description, createdAt: now() });
    return { token, scopes };
  });

  app.get<{ Params: { name: string } }>('/api/user/:name', async (req, reply) => {
    const user = await d.storage.userById(req.params.name.toLowerCase().slice(0, 40));
    if (user === null) return bad(reply, 404, 'no such player');
    await d.ratings.load(user.id);
    return {
      ...lichessUser(user, d.ratings, d.baseUrl(), d.hub.isOnline(user.id)),
      id: user.id,
      username: user.username,
      title: user.title,
      createdAt: user.createdAt,
      ratings: d.ratings.profile(user.id),
    };
  });

  const gamesQuery = (q: unknown): { max: number; before?: number } | string => {
    const max = Number(field(q, 'max') ?? 100);
    const beforeRaw = field(q, 'before');
    if (!Number.isSafeInteger(max) || max < 1 || max > 1000) return 'max: a whole number from 1 to 1000';
    if (beforeRaw === undefined) return { max };
    const before = Number(beforeRaw);
    if (!Number.isSafeInteger(before) || before < 0) return 'before: a time in ms since the epoch';
    return { max, before };
  };

  /** The finished games of `/…/:name` as the query asks, or the problem with the query. */
  const userGames = async (req: FastifyRequest<{ Params: { name: string } }>): Promise<GameRow[] | string> => {
    const q = gamesQuery(req.query);
    if (typeof q === 'string') return q;
    return d.storage.gamesOfUser({
      userId: req.params.name.toLowerCase().slice(0, 40),
      limit: q.max,
      ...(q.before !== undefined ? { before: q.before } : {}),
    });
  };

  app.get<{ Params: { name: string } }>('/api/user/:name/games', async (req, reply) => {
    const games = await userGames(req);
    if (typeof games === 'string') return bad(reply, 400, games);
    return { games: games.map(publicGame) };
  });

  /** All of a user's finished games as one PGN file (lichess's path), or NDJSON of lichess's game JSON when asked. */
  app.get<{ Params: { name: string } }>('/api/games/user/:name', async (req, reply) => {
    const games = await userGames(req);
    if (typeof games === 'string') return bad(reply, 400, games);
    if (wants(req.headers.accept) !== 'pgn') {
      return reply.type('application/x-ndjson; charset=utf-8').send(games.map((g) => JSON.stringify(gameJson(g, null)) + '\n').join(''));
    }
    return reply
      .type('application/x-chess-pgn; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${req.params.name.replace(/[^A-Za-z0-9_-]/g, '')}.pgn"`)
      .send(games.map((g) => (g.pgn ?? '').trimEnd()).join('\n\n') + '\n');
  });

  app.get<{ Params: { id: string } }>('/game/export/:id', async (req, reply) => {
    const id = req.params.id;
    if (!/^[A-Za-z0-9]{8}$/.test(id)) return bad(reply, 400, 'a game id is 8 letters or digits');
    const live = d.hub.get(id);
    const as = wants(req.headers.accept);
    let pgn: string | null;
    if (live !== undefined && !live.over) {
      pgn = live.pgn();
      if (as !== 'pgn') {
        const snap = live.snapshot();
        return gameJson(gameRow(live.setup), { moves: snap.moves.map((m) => m.san).join(' '), pgn });
      }
    } else {
      const stored = await d.storage.game(id);
      if (stored === null) return bad(reply, 404, 'no such game');
      pgn = stored.game.pgn ?? live?.pgn() ?? null;
      if (stored.game.status === 'aborted') return bad(reply, 404, 'the game was aborted: it has no record');
      if (as !== 'pgn') return gameJson(stored.game, null);
    }
    if (pgn === null) return bad(reply, 404, 'no record yet');
    return reply.type('application/x-chess-pgn; charset=utf-8').send(pgn);
  });

  /** The page an open challenge's link leads to: the web client (which offers to accept it), else the plain page saying what it is. */
  app.get<{ Params: { id: string } }>('/challenge/:id', async (req, reply) => {
    if (await d.web.sendIndex(req, reply)) return reply;
    const c = d.hub.lobby.challenges.get(req.params.id);
    if (c === undefined) return plainPage(reply, 404, 'This challenge is gone.');
    const info = d.hub.lobby.challengeInfo(c);
    return plainPage(
      reply,
      200,
      `${info.by.name} challenges ${info.to ?? 'anyone with this link'} to a ${info.rated ? 'rated' : 'casual'} ${info.tcLabel} game. Accept it with the WebSocket message {"type":"challenge.accept","id":"${info.id}"}.`,
    );
  });

  app.get<{ Params: { id: string } }>('/api/challenge/:id', async (req, reply) => {
    const c = d.hub.lobby.challenges.get(req.params.id);
    if (c === undefined) return bad(reply, 404, 'no such challenge');
    return d.hub.lobby.challengeInfo(c);
  });
}
