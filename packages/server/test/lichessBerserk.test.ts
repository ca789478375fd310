/**
 * The lichess Board and Bot APIs as berserk (lichess-org/berserk, the official Python client)
 * calls them, against a real server process: its JSON bodies with explicit nulls, POSTs with no
 * body and no content type, its `yes`/`no` (Board) and `1`/`0` (Bot) answers, the trailing slash
 * of claim-victory, and NDJSON exports by Accept header. Then every spelling of draw and takeback
 * answers, a draw agreed on a move, and an absent opponent's countdown.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { LichessServer, call, finalState, stateWith, stream, typed, type Account, type Send } from './lichessHttp.js';

type Json = Record<string, unknown>;

/** berserk's requests: every one carries its format's Accept header (berserk/session.py, Requestor.request). */
const berserk = (token: string, o: Omit<Send, 'token'> = {}): Send => ({
  token,
  ...o,
  headers: { accept: 'application/json', ...o.headers },
});

/** Starts a casual game: `white` challenges `black` (berserk's Challenges.create, explicit nulls) and it is accepted. */
async function startGame(u: string, white: Account, black: Account, clock: { limit: number; increment: number }): Promise<string> {
  const made = await call(
    u,
    'POST',
    `/api/challenge/${black.username}`,
    berserk(white.token, {
      json: {
        rated: false,
        'clock.limit': clock.limit,
        'clock.increment': clock.increment,
        days: null,
        color: 'white',
        variant: null,
        fen: null,
      },
    }),
  );
  assert.equal(made.status, 200, made.text);
  const id = (made.json as Json).id as string;
  assert.equal((await call(u, 'POST', `/api/challenge/${id}/accept`, berserk(black.token))).status, 200);
  return id;
}

describe('berserk against the server', { concurrency: true }, () => {
  it('Board and Bot clients: explicit nulls, bodiless POSTs, JSON chat, yes/no and 1/0, games/user as NDJSON', async () => {
    const server = await LichessServer.start();
    try {
      const u = server.url;
      const [ann, bot] = await Promise.all([server.user('Ann'), server.user('BerserkBot', { bot: true })]);

      // Challenges.create: every parameter present, the unused ones null (color null = random).
      const nulls = await call(
        u,
        'POST',
        '/api/challenge/BerserkBot',
        berserk(ann.token, {
          json: { rated: false, 'clock.limit': 300, 'clock.increment': 3, days: null, color: null, variant: null, fen: null },
        }),
      );
      assert.equal(nulls.status, 200, nulls.text);
      const c = nulls.json as Json;
      assert.equal(typeof c.id, 'string');
      assert.deepEqual([c.color, c.speed, (c.timeControl as Json).show], ['random', 'blitz', '5+3']);
      // Challenges.decline: the reason as JSON.
      const declined = await call(u, 'POST', `/api/challenge/${c.id as string}/decline`, berserk(bot.token, { json: { reason: 'later' } }));
      assert.deepEqual(declined.json, { ok: true });

      const id = await startGame(u, ann, bot, { limit: 300, increment: 3 });
      // Board.stream_game_state and Bots.stream_game_state: gameFull first; ms as integers (GameState.convert).
      const annGame = await stream(u, 'GET', `/api/board/game/stream/${id}`, berserk(ann.token));
      const botGame = await stream(u, 'GET', `/api/bot/game/stream/${id}`, berserk(bot.token));
      const full = await botGame.next(typed('gameFull'));
      assert.deepEqual([(full.white as Json).name, (full.black as Json).name], ['Ann', 'BerserkBot']);
      for (const k of ['wtime', 'btime', 'winc', 'binc']) assert.ok(Number.isInteger((full.state as Json)[k]));
      await annGame.next(typed('gameFull'));

      // make_move: a POST with no body and no content type.
      assert.deepEqual((await call(u, 'POST', `/api/board/game/${id}/move/e2e4`, berserk(ann.token))).json, { ok: true });
      await botGame.next(stateWith('e2e4'));
      assert.deepEqual((await call(u, 'POST', `/api/bot/game/${id}/move/e7e5`, berserk(bot.token))).json, { ok: true });
      await annGame.next(stateWith('e2e4 e7e5'));

      // post_message: JSON {room, text} from both clients; get_game_chat.
      for (const [api, who, text] of [
        ['board', ann, 'hello from the board'],
        ['bot', bot, 'hello from the bot'],
      ] as const) {
        const r = await call(u, 'POST', `/api/${api}/game/${id}/chat`, berserk(who.token, { json: { room: 'player', text } }));
        assert.deepEqual([r.status, r.json], [200, { ok: true }]);
      }
      await annGame.next(typed('chatLine', (v) => v.username === 'BerserkBot'));
      const chat = await call(u, 'GET', `/api/board/game/${id}/chat`, berserk(ann.token));
      assert.deepEqual(chat.json, [
        { text: 'hello from the board', user: 'Ann' },
        { text: 'hello from the bot', user: 'BerserkBot' },
      ]);

      // Board.offer_draw (yes), Bots.handle_draw_offer(False) → 0.
      assert.equal((await call(u, 'POST', `/api/board/game/${id}/draw/yes`, berserk(ann.token))).status, 200);
      await botGame.next(typed('gameState', (v) => v.wdraw === true));
      await botGame.nextAfter(
        async () => {
          assert.equal((await call(u, 'POST', `/api/bot/game/${id}/draw/0`, berserk(bot.token))).status, 200);
        },
        typed('gameState', (v) => v.wdraw === undefined),
      );
      // Board.offer_takeback (yes), Bots.handle_takeback_offer(False) → 0.
      assert.equal((await call(u, 'POST', `/api/board/game/${id}/takeback/yes`, berserk(ann.token))).status, 200);
      await botGame.next(typed('gameState', (v) => v.wtakeback === true));
      await botGame.nextAfter(
        async () => {
          assert.equal((await call(u, 'POST', `/api/bot/game/${id}/takeback/0`, berserk(bot.token))).status, 200);
        },
        typed('gameState', (v) => v.wtakeback === undefined),
      );
      // Bots.handle_draw_offer(True) → 1 offers; Board.decline_draw → no.
      assert.equal((await call(u, 'POST', `/api/bot/game/${id}/draw/1`, berserk(bot.token))).status, 200);
      await annGame.next(typed('gameState', (v) => v.bdraw === true));
      await annGame.nextAfter(
        async () => {
          assert.equal((await call(u, 'POST', `/api/board/game/${id}/draw/no`, berserk(ann.token))).status, 200);
        },
        typed('gameState', (v) => v.bdraw === undefined),
      );

      // resign_game (no body): the game ends, both streams close.
      assert.deepEqual((await call(u, 'POST', `/api/bot/game/${id}/resign`, berserk(bot.token))).json, { ok: true });
      const last = await annGame.next(finalState);
      assert.deepEqual([last.status, last.winner], ['resign', 'white']);
      await Promise.all([annGame.whenClosed(), botGame.whenClosed()]);

      // Games.export_by_player: Accept application/x-ndjson → one lichess game JSON a line.
      const games = await call(u, 'GET', '/api/games/user/Ann?max=10', { headers: { accept: 'application/x-ndjson' } });
      assert.equal(games.status, 200);
      assert.match(String(games.headers['content-type']), /^application\/x-ndjson/);
      const lines = games.text
        .split('\n')
        .filter((l) => l !== '')
        .map((l) => JSON.parse(l) as Json);
      assert.equal(lines.length, 1);
      const g = lines[0]!;
      assert.deepEqual([g.id, g.status, g.winner, g.moves, g.speed], [id, 'resign', 'white', 'e4 e5', 'blitz']);
      assert.deepEqual(((g.players as Json).black as { user: Json }).user.name, 'BerserkBot');
      assert.deepEqual(g.clock, { initial: 300, increment: 3, totalTime: 420 });
      // Games.export (one game): JSON by default for berserk.
      const one = await call(u, 'GET', `/game/export/${id}`, berserk(ann.token));
      assert.deepEqual([(one.json as Json).id, (one.json as Json).status], [id, 'resign']);
    } finally {
      await server.stop();
    }
  });

  it('draw and takeback answered with every spelling; takeback in a casual game; a draw agreed on a move', async () => {
    const server = await LichessServer.start();
    try {
      const u = server.url;
      const [ann, bot] = await Promise.all([server.user('Ann'), server.user('SpellBot', { bot: true })]);
      const id = await startGame(u, ann, bot, { limit: 600, increment: 0 });
      const botGame = await stream(u, 'GET', `/api/bot/game/stream/${id}`, { token: bot.token });
      await botGame.next(typed('gameFull'));
      const post = (who: Account, api: 'board' | 'bot', path: string) =>
        call(u, 'POST', `/api/${api}/game/${id}/${path}`, { token: who.token });
      const ok = async (who: Account, api: 'board' | 'bot', path: string) => {
        const r = await post(who, api, path);
        assert.deepEqual([r.status, r.json], [200, { ok: true }], `${api} ${path}: ${r.text}`);
      };
      await ok(ann, 'board', 'move/e2e4');
      await ok(bot, 'bot', 'move/e7e5');
      await botGame.next(stateWith('e2e4 e7e5'));

      // Offered with each "yes" spelling, declined with each "no" spelling (the decline clears the flag).
      for (const [yes, no] of [
        ['yes', '0'],
        ['true', 'false'],
        ['1', 'no'],
      ] as const) {
        await botGame.nextAfter(
          () => ok(ann, 'board', `draw/${yes}`),
          typed('gameState', (v) => v.wdraw === true),
        );
        await botGame.nextAfter(
          () => ok(bot, 'bot', `draw/${no}`),
          typed('gameState', (v) => v.wdraw === undefined && v.bdraw === undefined),
        );
        await botGame.nextAfter(
          () => ok(ann, 'board', `takeback/${yes}`),
          typed('gameState', (v) => v.wtakeback === true),
        );
        await botGame.nextAfter(
          () => ok(bot, 'bot', `takeback/${no}`),
          typed('gameState', (v) => v.wtakeback === undefined),
        );
      }
      // "no" with nothing to answer changes nothing; so does an offer repeated.
      await ok(ann, 'board', 'draw/no');
      await ok(bot, 'bot', 'takeback/false');

      // Takeback accepted (casual game): Ann's e4 goes back, and the reply to it.
      await botGame.nextAfter(
        () => ok(ann, 'board', 'takeback/true'),
        typed('gameState', (v) => v.wtakeback === true),
      );
      await botGame.nextAfter(() => ok(bot, 'bot', 'takeback/1'), stateWith(''));
      // Spellings the other way round: the bot proposes, Ann accepts with "yes".
      await ok(ann, 'board', 'move/d2d4');
      await botGame.nextAfter(() => ok(bot, 'bot', 'move/d7d5'), stateWith('d2d4 d7d5'));
      await botGame.nextAfter(
        () => ok(bot, 'bot', 'takeback/yes'),
        typed('gameState', (v) => v.btakeback === true),
      );
      await botGame.nextAfter(() => ok(ann, 'board', 'takeback/yes'), stateWith('d2d4'));
      await botGame.nextAfter(() => ok(bot, 'bot', 'move/g8f6?offeringDraw=false'), stateWith('d2d4 g8f6'));

      // lichess-bot's way of drawing: an offer rides on a move (offeringDraw=true) …
      const offered = await botGame.nextAfter(
        () => ok(ann, 'board', 'move/c2c4?offeringDraw=true'),
        typed('gameState', (v) => v.wdraw === true),
      );
      assert.equal(offered.moves, 'd2d4 g8f6 c2c4');
      // … and offeringDraw=true while the opponent's offer stands agrees to it: drawn, the move not played.
      await ok(bot, 'bot', 'move/e7e6?offeringDraw=true');
      const last = await botGame.next(finalState);
      assert.deepEqual([last.status, last.winner, last.termination, last.moves], ['draw', undefined, 'agreement', 'd2d4 g8f6 c2c4']);
      await botGame.whenClosed();
    } finally {
      await server.stop();
    }
  });

  it('an absent opponent: opponentGone with claimWinInSeconds, back, gone again, then claim-victory/ (trailing slash)', async () => {
    const server = await LichessServer.start();
    try {
      const u = server.url;
      const [ann, ben] = await Promise.all([server.user('Ann'), server.user('Ben')]);
      // Bullet (1+0): the countdown is 10 s.
      const id = await startGame(u, ann, ben, { limit: 60, increment: 0 });
      let annGame = await stream(u, 'GET', `/api/board/game/stream/${id}`, berserk(ann.token));
      const benGame = await stream(u, 'GET', `/api/board/game/stream/${id}`, berserk(ben.token));
      await Promise.all([annGame.next(typed('gameFull')), benGame.next(typed('gameFull'))]);
      assert.equal((await call(u, 'POST', `/api/board/game/${id}/move/e2e4`, berserk(ann.token))).status, 200);
      assert.equal((await call(u, 'POST', `/api/board/game/${id}/move/e7e5`, berserk(ben.token))).status, 200);
      await benGame.next(stateWith('e2e4 e7e5'));

      // Ann (to move) leaves: Ben hears she is gone and when he may claim.
      annGame.close();
      const gone = await benGame.nextNew(typed('opponentGone', (v) => v.gone === true));
      assert.equal(gone.claimWinInSeconds, 10);
      const early = await call(u, 'POST', `/api/board/game/${id}/claim-victory/`, berserk(ben.token));
      assert.equal(early.status, 400);
      assert.match(String((early.json as Json).error), /may still come back/);
      // She comes back (gone: false), leaves again: the countdown starts afresh.
      annGame = await stream(u, 'GET', `/api/board/game/stream/${id}`, berserk(ann.token));
      await benGame.nextNew(typed('opponentGone', (v) => v.gone === false));
      annGame.close();
      assert.equal((await benGame.nextNew(typed('opponentGone', (v) => v.gone === true))).claimWinInSeconds, 10);
      await benGame.nextNew(
        typed('opponentGone', (v) => v.gone === true && v.claimWinInSeconds === 0),
        15_000,
      );

      // Board.claim_victory posts to …/claim-victory/ (with the slash), no body.
      const claimed = await call(u, 'POST', `/api/board/game/${id}/claim-victory/`, berserk(ben.token));
      assert.deepEqual([claimed.status, claimed.json], [200, { ok: true }]);
      const last = await benGame.next(finalState);
      assert.deepEqual([last.status, last.winner, last.termination], ['timeout', 'black', 'abandonment']);
      await benGame.whenClosed();
    } finally {
      await server.stop();
    }
  });
});
