/**
 * The lichess API's refusals against a real server process: 401 without a valid token, 403 for
 * a missing scope, someone else's game or the wrong API for the account, 404 for what does not
 * exist or is not offered here, 400 for what the game or the parameters refuse (a move POST sent
 * twice among them: never a second move), and 429 with Retry-After past the challenge rate. Every
 * body is `{"error": "…"}` (a rate limit adds lichess's `ratelimit`).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { register } from './client.js';
import { LichessServer, call, stateWith, stream, typed, type Answer } from './lichessHttp.js';

type Json = Record<string, unknown>;

/** Asserts `status` and a `{"error": "…"}` body (matching `pattern` if given). */
function refused(r: Answer, status: number, pattern?: RegExp, extraKeys: readonly string[] = []): void {
  assert.equal(r.status, status, `expected ${status}, got ${r.status}: ${r.text}`);
  assert.match(String(r.headers['content-type']), /^application\/json/);
  const body = r.json as Json;
  assert.deepEqual(Object.keys(body).sort(), ['error', ...extraKeys].sort(), r.text);
  assert.equal(typeof body.error, 'string');
  assert.ok((body.error as string).length > 0);
  if (pattern !== undefined) assert.match(body.error as string, pattern);
}

describe('lichess API refusals', { concurrency: true }, () => {
  it('401, 403 and 404', async () => {
    const server = await LichessServer.start();
    try {
      const u = server.url;
      const [ann, ben, eve, bot] = await Promise.all([
        server.user('Ann'),
        server.user('Ben'),
        server.user('Eve'),
        server.user('ErrBot', { bot: true }),
      ]);
      const made = await call(u, 'POST', '/api/challenge/Ben', {
        token: ann.token,
        form: { 'clock.limit': '300', 'clock.increment': '0', color: 'white' },
      });
      const id = (made.json as Json).id as string;
      await call(u, 'POST', `/api/challenge/${id}/accept`, { token: ben.token });

      // 401: no token, or one that does not exist.
      for (const [method, path] of [
        ['GET', '/api/stream/event'],
        ['GET', '/api/account/playing'],
        ['GET', `/api/board/game/stream/${id}`],
        ['POST', `/api/board/game/${id}/move/e2e4`],
        ['POST', '/api/challenge/Ben'],
        ['POST', '/api/board/seek'],
      ] as const) {
        refused(await call(u, method, path), 401, /authorization/i);
        refused(await call(u, method, path, { token: 'ffp_not_a_token' }), 401, /no such token/i);
      }

      // 403: a token without the scope (made by a signed-in session with challenge:read only).
      const cookie = await register(u, 'Scoped');
      const readOnly = ((await call(u, 'POST', '/api/token', { headers: { cookie }, json: { scopes: ['challenge:read'] } })).json as Json)
        .token as string;
      refused(
        await call(u, 'POST', '/api/challenge/Ann', { token: readOnly, json: { 'clock.limit': 300, 'clock.increment': 0 } }),
        403,
        /scope/,
      );
      refused(await call(u, 'POST', '/api/board/seek', { token: readOnly, form: { time: '5', increment: '0' } }), 403, /scope/);
      refused(await call(u, 'GET', `/api/board/game/stream/${id}`, { token: readOnly }), 403, /scope/);
      assert.equal((await call(u, 'GET', '/api/challenge', { token: readOnly })).status, 200);
      // 403: someone who does not play the game acts in it, or streams it as a player.
      refused(await call(u, 'POST', `/api/board/game/${id}/move/e2e4`, { token: eve.token }), 403, /players/);
      refused(await call(u, 'POST', `/api/board/game/${id}/resign`, { token: eve.token }), 403);
      refused(await call(u, 'GET', `/api/board/game/stream/${id}`, { token: eve.token }), 403, /not your game/);
      refused(await call(u, 'POST', `/api/challenge/${id}/cancel`, { token: eve.token }), 404);
      // 403: the wrong API for the account: a bot on /api/board, a person on /api/bot.
      refused(await call(u, 'POST', `/api/board/game/${id}/move/e2e4`, { token: bot.token }), 403, /scope|bot/);
      refused(await call(u, 'GET', `/api/board/game/stream/${id}`, { token: bot.token }), 403);
      refused(await call(u, 'POST', `/api/bot/game/${id}/move/e2e4`, { token: ann.token }), 403, /scope|bot/);
      refused(await call(u, 'GET', `/api/bot/game/stream/${id}`, { token: ann.token }), 403);
      refused(await call(u, 'POST', '/api/board/seek', { token: bot.token, form: { time: '5', increment: '0' } }), 403);
      // Nothing was played.
      const g = await stream(u, 'GET', `/api/board/game/stream/${id}`, { token: ann.token });
      assert.equal(((await g.next(typed('gameFull'))).state as Json).moves, '');
      g.close();

      // 404: no such game, challenge or user.
      refused(await call(u, 'POST', '/api/board/game/NoSuchGm/move/e2e4', { token: ann.token }), 404, /No such game/);
      refused(await call(u, 'GET', '/api/board/game/stream/NoSuchGm', { token: ann.token }), 404, /No such game/);
      refused(await call(u, 'GET', '/api/stream/game/NoSuchGm'), 404, /No such game/);
      for (const action of ['accept', 'decline', 'cancel']) {
        refused(await call(u, 'POST', `/api/challenge/NoSuchCh/${action}`, { token: ann.token }), 404, /No such challenge/);
      }
      refused(
        await call(u, 'POST', '/api/challenge/nobody', { token: ann.token, json: { 'clock.limit': 300, 'clock.increment': 0 } }),
        404,
        /No such user/,
      );
      refused(await call(u, 'GET', '/game/export/NoSuchGm'), 404);
      // 404 with the reason for lichess endpoints not offered here (berserk's Board.go_berserk among them).
      refused(await call(u, 'POST', `/api/board/game/${id}/berserk`, { token: ann.token }), 404, /Not supported on this server: berserk/);
      refused(await call(u, 'POST', `/api/bot/game/${id}/berserk`, { token: bot.token }), 404, /Not supported/);
      refused(await call(u, 'GET', '/api/tv/channels'), 404, /Not supported/);
      refused(await call(u, 'GET', '/api/no/such/endpoint'), 404);
    } finally {
      await server.stop();
    }
  });

  it('400: illegal, out of turn, a move sent twice, bad clocks, words and reasons', async () => {
    const server = await LichessServer.start();
    try {
      const u = server.url;
      const [ann, ben, cy, di] = await Promise.all([server.user('Ann'), server.user('Ben'), server.user('Cy'), server.user('Di')]);
      // Refused challenges count against the challenge rate too (10 at once): the bad ones come from three people.
      let sent = 0;
      const challenge = (body: Json) =>
        call(u, 'POST', '/api/challenge/Ben', { token: [cy, di, ann][Math.floor(sent++ / 8) % 3]!.token, json: body });

      // Clocks lichess would not make, and what is not played here.
      refused(await challenge({ 'clock.limit': 20, 'clock.increment': 0 }), 400, /clock\.limit/);
      refused(await challenge({ 'clock.limit': -60, 'clock.increment': 0 }), 400, /clock\.limit/);
      refused(await challenge({ 'clock.limit': 'soon', 'clock.increment': 0 }), 400, /clock\.limit/);
      refused(await challenge({ 'clock.limit': 10_860, 'clock.increment': 0 }), 400, /clock\.limit/);
      refused(await challenge({ 'clock.limit': 60, 'clock.increment': 1.5 }), 400, /clock\.increment/);
      refused(await challenge({ 'clock.limit': 0, 'clock.increment': 0 }), 400, /both be 0/);
      refused(await challenge({ days: 3 }), 400, /correspondence/);
      refused(await challenge({}), 400, /required/);
      refused(await challenge({ 'clock.limit': 60, 'clock.increment': 0, variant: 'chess960' }), 400, /variant/);
      refused(await challenge({ 'clock.limit': 60, 'clock.increment': 0, color: 'green' }), 400, /color/);
      refused(await challenge({ 'clock.limit': 60, 'clock.increment': 0, rated: 'perhaps' }), 400, /rated/);
      refused(await challenge({ 'clock.limit': 60, 'clock.increment': 0, fen: 'not a fen' }), 400, /fen/);
      refused(await challenge({ tc: 'three minutes' }), 400, /tc/);
      refused(await call(u, 'POST', '/api/board/seek', { token: ann.token, form: { time: '181', increment: '0' } }), 400, /time/);
      refused(
        await call(u, 'POST', '/api/board/seek', { token: ann.token, form: { time: '5', increment: '0', ratingRange: 'high' } }),
        400,
        /ratingRange/,
      );
      const toDecline = (
        await call(u, 'POST', '/api/challenge/Ben', { token: ann.token, json: { 'clock.limit': 60, 'clock.increment': 0 } })
      ).json as Json;
      refused(
        await call(u, 'POST', `/api/challenge/${toDecline.id as string}/decline`, { token: ben.token, form: { reason: 'tired' } }),
        400,
        /reason/,
      );
      refused(await call(u, 'POST', `/api/challenge/${toDecline.id as string}/accept`, { token: ann.token }), 400, /own challenge/);

      const made = await call(u, 'POST', '/api/challenge/Ben', {
        token: ann.token,
        json: { 'clock.limit': 300, 'clock.increment': 0, color: 'white' },
      });
      const id = (made.json as Json).id as string;
      await call(u, 'POST', `/api/challenge/${id}/accept`, { token: ben.token });
      const game = await stream(u, 'GET', `/api/board/game/stream/${id}`, { token: ann.token });
      await game.next(typed('gameFull'));
      const move = (who: typeof ann, uci: string) => call(u, 'POST', `/api/board/game/${id}/move/${uci}`, { token: who.token });
      refused(await move(ben, 'e7e5'), 400, /turn/);
      refused(await move(ann, 'e2e5'), 400, /not a legal move/);
      refused(await move(ann, 'e2e9'), 400, /UCI/);
      refused(await call(u, 'POST', `/api/board/game/${id}/move/e2e4?offeringDraw=maybe`, { token: ann.token }), 400, /offeringDraw/);
      // lichess-bot resends a move whose answer timed out: the repeat is refused and never played twice.
      assert.equal((await move(ann, 'e2e4')).status, 200);
      refused(await move(ann, 'e2e4'), 400, /turn/);
      await game.next(stateWith('e2e4'));
      refused(await call(u, 'POST', `/api/board/game/${id}/draw/maybe`, { token: ben.token }), 400, /accept/);
      refused(await call(u, 'POST', `/api/board/game/${id}/takeback/perhaps`, { token: ben.token }), 400, /accept/);
      refused(
        await call(u, 'POST', `/api/board/game/${id}/chat`, { token: ben.token, form: { room: 'player', text: 'x'.repeat(141) } }),
        400,
        /140/,
      );
      refused(await call(u, 'POST', `/api/board/game/${id}/chat`, { token: ben.token, form: { room: 'player' } }), 400, /text/);
      refused(await call(u, 'POST', `/api/board/game/${id}/chat`, { token: ben.token, form: { room: 'lobby', text: 'hi' } }), 400, /room/);
      refused(await call(u, 'POST', `/api/board/game/${id}/claim-victory`, { token: ben.token }), 400, /not gone/);
      assert.equal((await move(ben, 'e7e5')).status, 200);
      refused(await call(u, 'POST', `/api/board/game/${id}/abort`, { token: ben.token }), 400, /aborted only before/);
      const state = await game.next(stateWith('e2e4 e7e5'));
      assert.equal(state.status, 'started');
      // Once over, the game refuses moves and offers.
      assert.equal((await call(u, 'POST', `/api/board/game/${id}/resign`, { token: ann.token })).status, 200);
      await game.whenClosed();
      refused(await move(ann, 'g1f3'), 400, /over/);
      refused(await call(u, 'POST', `/api/board/game/${id}/draw/yes`, { token: ben.token }), 400, /over/);
      refused(await call(u, 'POST', `/api/board/game/${id}/resign`, { token: ben.token }), 400, /over/);
      // The record has exactly the two moves.
      const exported = (await call(u, 'GET', `/game/export/${id}`, { headers: { accept: 'application/json' } })).json as Json;
      assert.equal(exported.moves, 'e4 e5');
    } finally {
      await server.stop();
    }
  });

  it('moves out of turn are rate-limited (429); moves on one’s turn never are, however fast', async () => {
    const server = await LichessServer.start();
    try {
      const u = server.url;
      const [ann, ben] = await Promise.all([server.user('Ann'), server.user('Ben')]);
      const c = await call(u, 'POST', '/api/challenge/Ben', {
        token: ann.token,
        json: { 'clock.limit': 300, 'clock.increment': 0, color: 'white' },
      });
      assert.equal(c.status, 200, c.text);
      const id = String((c.json as Json).id);
      assert.equal((await call(u, 'POST', `/api/challenge/${id}/accept`, { token: ben.token })).status, 200);
      const move = (who: typeof ann, uci: string) => call(u, 'POST', `/api/board/game/${id}/move/${uci}`, { token: who.token });
      // Ben, not on move, sends 40 moves at once: refused (400) until the move rate (20 at once, then 10 a
      // second) answers 429. Sent together, not one after another: on a loaded machine a round trip can
      // take 100 ms, as long as the rate needs to refill a token (one CI run saw 30 in a row refused 400).
      const statuses = (await Promise.all(Array.from({ length: 40 }, () => move(ben, 'e7e5')))).map((r) => r.status);
      assert.ok(
        statuses.every((s) => s === 400 || s === 429),
        statuses.join(' '),
      );
      assert.ok(statuses.filter((s) => s === 400).length >= 20, statuses.join(' '));
      assert.ok(statuses.includes(429), statuses.join(' '));
      // 39 moves on their own turns in a row, as fast as the server answers: none is limited.
      // The Breyer Ruy Lopez to move 20 (no repetition: under the online rules a third one would end the game).
      const line = (
        'e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5a4 g8f6 e1g1 f8e7 f1e1 b7b5 a4b3 d7d6 c2c3 e8g8 h2h3 c6b8 d2d4 b8d7 ' +
        'b1d2 c8b7 b3c2 f8e8 d2f1 e7f8 f1g3 g7g6 a2a4 c7c5 d4d5 c5c4 c1g5 h7h6 g5e3 d7c5 d1d2 h6h5 e3g5'
      ).split(' ');
      for (let i = 0; i < line.length; i++) {
        const r = await move(i % 2 === 0 ? ann : ben, line[i]!);
        assert.equal(r.status, 200, `move ${i + 1}: ${r.text}`);
      }
    } finally {
      await server.stop();
    }
  });

  it('429 with Retry-After past the challenge rate', async () => {
    const server = await LichessServer.start();
    try {
      const u = server.url;
      const [ann, ben] = await Promise.all([server.user('Ann'), server.user('Ben')]);
      // Each challenge is cancelled at once, so only the rate (10 at once, then one per 3 s) can refuse one,
      // not the cap on open challenges.
      const statuses: number[] = [];
      let limited: Answer | null = null;
      for (let i = 0; i < 20 && limited === null; i++) {
        const r = await call(u, 'POST', '/api/challenge/Ben', { token: ann.token, json: { 'clock.limit': 60, 'clock.increment': 0 } });
        statuses.push(r.status);
        if (r.status === 429) limited = r;
        else
          assert.equal((await call(u, 'POST', `/api/challenge/${(r.json as Json).id as string}/cancel`, { token: ann.token })).status, 200);
      }
      assert.ok(statuses.length > 10, `refused after ${statuses.length - 1}`);
      assert.deepEqual(statuses.slice(0, 10), Array<number>(10).fill(200));
      assert.ok(limited !== null, 'never refused');
      refused(limited, 429, /Too many challenges/, ['ratelimit']);
      const retryAfter = Number(limited.headers['retry-after']);
      assert.ok(Number.isInteger(retryAfter) && retryAfter >= 1, `Retry-After: ${String(limited.headers['retry-after'])}`);
      assert.deepEqual((limited.json as Json).ratelimit, { key: 'challenge.create', seconds: retryAfter });
      // Other people are not limited by Ann's rate.
      assert.equal(
        (await call(u, 'POST', '/api/challenge/Ann', { token: ben.token, json: { 'clock.limit': 60, 'clock.increment': 0 } })).status,
        200,
      );
    } finally {
      await server.stop();
    }
  });
});
