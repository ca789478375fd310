/**
 * The lichess Bot/Board API on our game layer (docs/lichess-api.md): the body formats lichess's
 * clients send (JSON, forms, raw text with no content type), every supported endpoint, and a
 * clear 404 for the lichess endpoints this server does not offer.
 */
import type { FastifyInstance } from 'fastify';
import { bad } from '../http/reply.js';
import { registerAccountRoutes } from './account.js';
import { registerChallengeRoutes } from './challenges.js';
import type { LichessDeps } from './deps.js';
import { registerPlayRoutes } from './play.js';
import { registerStreamRoutes } from './streams.js';

/** lichess endpoints not offered here, and why (answered 404 with the reason, never a hang). */
export const UNSUPPORTED: readonly (readonly [method: 'GET' | 'POST', path: string, why: string])[] = [
  ['POST', '/api/board/game/:id/berserk', 'berserk is an arena-tournament feature; this server has no arenas yet'],
  ['POST', '/api/bot/game/:id/berserk', 'berserk is an arena-tournament feature; this server has no arenas yet'],
  ['POST', '/api/board/game/:id/handle-draw-claim', 'draws by rule are automatic in online games (FIDE Online 5.4): nothing to claim'],
  ['GET', '/api/account/email', 'accounts here have no e-mail address'],
  ['GET', '/api/account/kid', 'there is no kid mode here'],
  ['POST', '/api/account/kid', 'there is no kid mode here'],
  ['POST', '/api/challenge/:id/start-clocks', 'clocks start with the first moves (online rules); there is nothing to start'],
  ['POST', '/api/round/:id/add-time/:seconds', 'giving time is not offered'],
  ['GET', '/api/tv/channels', 'TV is on the WebSocket (tv.watch) and the web client'],
  ['GET', '/api/tv/feed', 'TV is on the WebSocket (tv.watch) and the web client'],
  ['GET', '/api/puzzle/daily', 'there are no puzzles here'],
  ['POST', '/api/tournament', 'tournaments are not offered on the server yet'],
  ['POST', '/api/swiss/new/:team', 'tournaments are not offered on the server yet'],
  ['GET', '/api/cloud-eval', 'there is no cloud analysis here'],
  ['POST', '/api/import', 'importing games is not offered'],
  ['GET', '/api/stream/games-by-users', 'not offered: follow a game with /api/stream/game/{id}'],
  ['POST', '/api/stream/games-by-users', 'not offered: follow a game with /api/stream/game/{id}'],
];

export function registerLichessRoutes(app: FastifyInstance, d: LichessDeps, baseUrl: () => string): void {
  // lichess's clients send forms (lichess-bot's chat, decline), JSON (challenges), and bodies with no
  // content type at all (berserk's moves; the token test's raw text).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  app.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  registerAccountRoutes(app, d, baseUrl);
  registerStreamRoutes(app, d, baseUrl);
  registerPlayRoutes(app, d);
  registerChallengeRoutes(app, d, baseUrl);
  for (const [method, path, why] of UNSUPPORTED) {
    app.route({ method, url: path, handler: async (_req, reply) => bad(reply, 404, `Not supported on this server: ${why}`) });
  }
}
