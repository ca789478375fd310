/**
 * The lichess Bot API as lichess-bot uses it, against a real server process: the requests of
 * lichess-bot's own code (lichess-bot-devs/lichess-bot, lib/lichess.py and lib/lichess_bot.py at
 * 2026.8.2.1), in its order, with its bodies and headers — then what its game loop needs back
 * (lib/model.py): colours by name, integer clocks, a final state and the end of the stream.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { register } from './client.js';
import { FOOLS_MATE, LichessServer, call, finalState, stateWith, stream, typed, type Account, type Stream } from './lichessHttp.js';

type Json = Record<string, unknown>;

/** The colours of `bot` and the person in a gameFull, found as lichess-bot finds them (model.Game: by name). */
function colours(full: Json, bot: Account): { bot: 'white' | 'black'; person: 'white' | 'black' } {
  const white = (full.white as Json).name as string;
  const black = (full.black as Json).name as string;
  if (white.toLowerCase() === bot.username.toLowerCase()) return { bot: 'white', person: 'black' };
  assert.equal(black.toLowerCase(), bot.username.toLowerCase());
  return { bot: 'black', person: 'white' };
}

/**
 * Plays `moves` from the start, each side through its API — the bot as lichess-bot does
 * (`Lichess.make_move`: POST …/move/{uci}?offeringDraw=false, no body), the person through the
 * Board API — waiting for each move on the bot's game stream.
 */
async function play(
  url: string,
  gameId: string,
  sides: { bot: Account; person: Account; botColor: 'white' | 'black' },
  botGame: Stream,
  moves: readonly string[],
  shown: readonly string[] = moves,
): Promise<void> {
  for (const [i, uci] of moves.entries()) {
    const white = i % 2 === 0;
    const byBot = white === (sides.botColor === 'white');
    const r = byBot
      ? await call(url, 'POST', `/api/bot/game/${gameId}/move/${uci}?offeringDraw=false`, { token: sides.bot.token })
      : await call(url, 'POST', `/api/board/game/${gameId}/move/${uci}`, { token: sides.person.token });
    assert.deepEqual([r.status, r.json], [200, { ok: true }], `move ${uci}`);
    await botGame.next(stateWith(shown.slice(0, i + 1).join(' ')));
  }
}

describe('lichess-bot against the server', { concurrency: true }, () => {
  it('start-up, a replayed and a live challenge, gameFull, chat, mate, resignation, gameFinish, exports', async () => {
    const server = await LichessServer.start();
    try {
      const u = server.url;
      const [bot, pat] = await Promise.all([server.user('LiBot', { bot: true }), server.user('Pat')]);

      // Lichess.__init__: the token as the raw body, with no content type (requests' data=str).
      const tested = await call(u, 'POST', '/api/token/test', { raw: bot.token });
      assert.equal(tested.status, 200);
      assert.equal(tested.headers['content-type']?.startsWith('application/json'), true);
      const info = (tested.json as Record<string, Json | null>)[bot.token]!;
      assert.equal(info.userId, 'libot');
      assert.ok(String(info.scopes).split(',').includes('bot:play'));
      const unknown = await call(u, 'POST', '/api/token/test', { raw: `${bot.token},ffp_nosuchtoken` });
      assert.equal((unknown.json as Json)['ffp_nosuchtoken'], null);

      // start_lichess_bot → Lichess.get_profile: a BOT title, and perfs.
      const profile = (await call(u, 'GET', '/api/account', { token: bot.token })).json as Json;
      assert.equal(profile.username, 'LiBot');
      assert.equal(profile.id, 'libot');
      assert.equal(profile.title, 'BOT');
      assert.equal(((profile.perfs as Json).blitz as Json).rating, 1500);
      // lichess_bot_main → get_ongoing_games.
      assert.deepEqual((await call(u, 'GET', '/api/account/playing', { token: bot.token })).json, { nowPlaying: [] });

      // A person challenges the bot before its event stream is open (lichess-bot opens it seconds after
      // start-up): a JSON body as lichess-bot's own matchmaking sends (Matchmaking.create_challenge).
      const patEvents = await stream(u, 'GET', '/api/stream/event', { token: pat.token });
      const made = await call(u, 'POST', '/api/challenge/LiBot', {
        token: pat.token,
        json: { rated: false, variant: 'standard', 'clock.limit': 180, 'clock.increment': 2 },
      });
      assert.equal(made.status, 200);
      const first = made.json as Json;
      assert.equal(first.status, 'created');
      assert.equal(first.direction, 'out');

      // watch_control_stream → get_event_stream: the pending challenge is replayed.
      const events = await stream(u, 'GET', '/api/stream/event', { token: bot.token });
      assert.equal(events.status, 200);
      assert.match(String(events.headers['content-type']), /^application\/x-ndjson/);
      const replayed = (await events.next(typed('challenge'))).challenge as Json;
      assert.equal(replayed.id, first.id);
      assert.equal(replayed.direction, 'in');
      assert.deepEqual(replayed.variant, { key: 'standard', name: 'Standard', short: 'Std' });
      assert.equal((replayed.perf as Json).name, 'Blitz');
      assert.equal(replayed.speed, 'blitz');
      assert.deepEqual([(replayed.timeControl as Json).limit, (replayed.timeControl as Json).increment], [180, 2]);
      assert.equal((replayed.challenger as Json).name, 'Pat');
      assert.equal((replayed.destUser as Json).name, 'LiBot');
      assert.equal(replayed.color, 'random');
      assert.ok(replayed.finalColor === 'white' || replayed.finalColor === 'black');

      // A second challenge while the stream is open, as a form, arrives live.
      const second = await call(u, 'POST', '/api/challenge/libot', {
        token: pat.token,
        form: { 'clock.limit': '60', 'clock.increment': '0', color: 'white' },
      });
      assert.equal(second.status, 200);
      const secondId = (second.json as Json).id as string;
      const live = (await events.next(typed('challenge', (v) => (v.challenge as Json).id === secondId))).challenge as Json;
      assert.deepEqual([live.speed, live.color, live.finalColor], ['bullet', 'white', 'white']);

      // handle_challenge → get_ongoing_games, then accept_challenge (a POST with no body).
      assert.equal((await call(u, 'GET', '/api/account/playing', { token: bot.token })).status, 200);
      const gameIds = [first.id as string, secondId];
      for (const id of gameIds) {
        assert.deepEqual((await call(u, 'POST', `/api/challenge/${id}/accept`, { token: bot.token })).json, { ok: true });
      }
      for (const id of gameIds) {
        const start = (await events.next(typed('gameStart', (v) => (v.game as Json).id === id))).game as Json;
        // The game id is the challenge id (lichess); lichess-bot reads game.id and opponent.username.
        assert.equal(start.gameId, id);
        assert.match(String(start.fullId), new RegExp(`^${id}.{4}$`));
        assert.equal((start.opponent as Json).username, 'Pat');
        assert.deepEqual(start.compat, { bot: true, board: true });
        await patEvents.next(typed('gameStart', (v) => (v.game as Json).id === id));
      }
      const playing = (await call(u, 'GET', '/api/account/playing', { token: bot.token })).json as { nowPlaying: Json[] };
      assert.deepEqual(playing.nowPlaying.map((g) => g.gameId).sort(), [...gameIds].sort());
      for (const g of playing.nowPlaying) assert.equal((g.opponent as Json).username, 'Pat');

      // play_game → get_game_stream: the first line is gameFull.
      const [gameA, gameB] = gameIds as [string, string];
      const botA = await stream(u, 'GET', `/api/bot/game/stream/${gameA}`, { token: bot.token });
      const full = await botA.next(() => true);
      assert.equal(full.type, 'gameFull');
      assert.equal(full.id, gameA);
      assert.deepEqual(full.clock, { initial: 180_000, increment: 2_000, tc: '3+2', tcLabel: '3 min + 2 s per move' });
      assert.deepEqual(
        [full.speed, (full.perf as Json).name, (full.variant as Json).name, full.rated],
        ['blitz', 'Blitz', 'Standard', false],
      );
      assert.equal(full.initialFen, 'startpos');
      assert.ok(Number.isInteger(full.createdAt));
      const state = full.state as Json;
      assert.equal(state.moves, '');
      for (const k of ['wtime', 'btime', 'winc', 'binc']) assert.ok(Number.isInteger(state[k]), k);
      const sides = colours(full, bot);
      assert.equal(((full[sides.person] as Json).name as string).toLowerCase(), 'pat');
      const patA = await stream(u, 'GET', `/api/board/game/stream/${gameA}`, { token: pat.token });
      await patA.next(typed('gameFull'));

      // Conversation.send_message → Lichess.chat: a form, room=player.
      const hello = await call(u, 'POST', `/api/bot/game/${gameA}/chat`, {
        token: bot.token,
        form: { room: 'player', text: 'Hi! I am LiBot.' },
      });
      assert.deepEqual([hello.status, hello.json], [200, { ok: true }]);
      assert.deepEqual(await patA.next(typed('chatLine')), {
        type: 'chatLine',
        room: 'player',
        username: 'LiBot',
        text: 'Hi! I am LiBot.',
      });
      const history = await call(u, 'GET', `/api/bot/game/${gameA}/chat`, { token: bot.token });
      assert.deepEqual(history.json, [{ text: 'Hi! I am LiBot.', user: 'LiBot' }]);

      // Fool's mate, whoever is White; the loser's last state says mate and who won, then the stream ends.
      await play(u, gameA, { bot, person: pat, botColor: sides.bot }, botA, FOOLS_MATE);
      const last = await botA.next(finalState);
      assert.deepEqual([last.status, last.winner, last.moves], ['mate', 'black', FOOLS_MATE.join(' ')]);
      assert.deepEqual([last.termination, last.rule], ['checkmate', 'FIDE Online 5.1']);
      for (const k of ['wtime', 'btime', 'winc', 'binc']) assert.ok(Number.isInteger(last[k]), k);
      await botA.whenClosed();
      await patA.whenClosed();
      const finish = (await events.next(typed('gameFinish', (v) => (v.game as Json).id === gameA))).game as Json;
      assert.deepEqual([(finish.status as Json).name, finish.winner], ['mate', 'black']);
      // The goodbye after the end (lichess-bot's say_goodbye) is still accepted.
      assert.equal(
        (await call(u, 'POST', `/api/bot/game/${gameA}/chat`, { token: bot.token, form: { room: 'player', text: 'Good game!' } })).status,
        200,
      );

      // get_game_pgn: Accept */* (requests' default) → PGN.
      const pgn = await call(u, 'GET', `/game/export/${gameA}`, { token: bot.token, headers: { accept: '*/*' } });
      assert.equal(pgn.status, 200);
      assert.match(String(pgn.headers['content-type']), /^application\/x-chess-pgn/);
      assert.match(pgn.text, /\[Result "0-1"\]/);
      assert.match(pgn.text, /Qh4#/);
      const asJson = (await call(u, 'GET', `/game/export/${gameA}`, { headers: { accept: 'application/json' } })).json as Json;
      assert.deepEqual([asJson.id, asJson.status, asJson.winner, asJson.moves], [gameA, 'mate', 'black', 'f3 e5 g4 Qh4#']);
      assert.equal(((asJson.players as Json).white as { user: Json }).user.name, sides.bot === 'white' ? 'LiBot' : 'Pat');

      // Game B: Pat is White (asked for it). Both castle as the king taking its rook (lichess's UCI for
      // Chess960, which python-chess and lichess also read in standard chess): the moves show the king's move.
      // Then the bot resigns (lichess-bot's Lichess.resign).
      const botB = await stream(u, 'GET', `/api/bot/game/stream/${gameB}`, { token: bot.token });
      const fullB = await botB.next(typed('gameFull'));
      assert.deepEqual(colours(fullB, bot), { bot: 'black', person: 'white' });
      const opening = ['e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1c4', 'g8f6', 'e1h1', 'f8c5', 'd2d3', 'e8h8'];
      const shown = opening.map((m) => (m === 'e1h1' ? 'e1g1' : m === 'e8h8' ? 'e8g8' : m));
      await play(u, gameB, { bot, person: pat, botColor: 'black' }, botB, opening, shown);
      assert.deepEqual((await call(u, 'POST', `/api/bot/game/${gameB}/resign`, { token: bot.token })).json, { ok: true });
      const resigned = await botB.next(finalState);
      assert.deepEqual([resigned.status, resigned.winner, resigned.termination], ['resign', 'white', 'resignation']);
      await botB.whenClosed();
      const finishB = (await events.next(typed('gameFinish', (v) => (v.game as Json).id === gameB))).game as Json;
      assert.deepEqual([(finishB.status as Json).name, finishB.winner], ['resign', 'white']);
      assert.deepEqual((await call(u, 'GET', '/api/account/playing', { token: bot.token })).json, { nowPlaying: [] });
      events.close();
      patEvents.close();
    } finally {
      await server.stop();
    }
  });

  it('a flag falls on the server while nobody moves: outoftime, and the stream ends', async () => {
    const server = await LichessServer.start();
    try {
      const u = server.url;
      const [bot, pat] = await Promise.all([server.user('FlagBot', { bot: true }), server.user('Slow')]);
      const events = await stream(u, 'GET', '/api/stream/event', { token: bot.token });
      // lichess's shortest clock: no base, one second a move.
      const made = await call(u, 'POST', '/api/challenge/FlagBot', {
        token: pat.token,
        json: { 'clock.limit': 0, 'clock.increment': 1, color: 'white' },
      });
      assert.equal(made.status, 200, made.text);
      const id = (made.json as Json).id as string;
      await events.next(typed('challenge'));
      assert.equal((await call(u, 'POST', `/api/challenge/${id}/accept`, { token: bot.token })).status, 200);
      const game = await stream(u, 'GET', `/api/bot/game/stream/${id}`, { token: bot.token });
      const full = await game.next(typed('gameFull'));
      // lichess starts a clock with no base at 3 s (scalachess Clock.Config.initTime), or the first
      // move on a running clock would lose.
      assert.deepEqual([(full.clock as Json).initial, (full.state as Json).wtime], [3000, 3000]);
      assert.equal(((made.json as Json).timeControl as Json).limit, 3);
      await play(u, id, { bot, person: pat, botColor: 'black' }, game, ['e2e4', 'e7e5']);
      // White (Slow) never moves again: the server calls the flag on its own.
      const last = await game.next(finalState, 20_000);
      assert.deepEqual([last.status, last.winner, last.wtime, last.termination], ['outoftime', 'black', 0, 'timeout']);
      await game.whenClosed();
      const finish = (await events.next(typed('gameFinish'))).game as Json;
      assert.deepEqual([(finish.status as Json).name, finish.winner], ['outoftime', 'black']);
      events.close();
    } finally {
      await server.stop();
    }
  });

  it('users/status, bot/online (NDJSON, nb=512 as lichess-bot asks) and the upgrade to a bot account', async () => {
    const server = await LichessServer.start();
    try {
      const u = server.url;
      const [bot, pat] = await Promise.all([server.user('OnlineBot', { bot: true }), server.user('Pat')]);
      const [botEvents, patEvents] = await Promise.all([
        stream(u, 'GET', '/api/stream/event', { token: bot.token }),
        stream(u, 'GET', '/api/stream/event', { token: pat.token }),
      ]);

      // check_online_status → Lichess.is_online: GET /api/users/status?ids=… (no auth needed).
      const status = await call(u, 'GET', '/api/users/status?ids=onlinebot,Pat,nobody');
      assert.deepEqual(status.json, [
        { id: 'onlinebot', name: 'OnlineBot', title: 'BOT', online: true },
        { id: 'pat', name: 'Pat', online: true },
      ]);
      assert.equal((await call(u, 'GET', '/api/users/status')).status, 400);

      // Matchmaking → Lichess.get_online_bots: nb=512, read as NDJSON; only bots are listed.
      const online = await call(u, 'GET', '/api/bot/online?nb=512');
      assert.equal(online.status, 200);
      assert.match(String(online.headers['content-type']), /^application\/x-ndjson/);
      const bots = online.text
        .split('\n')
        .filter((l) => l !== '')
        .map((l) => JSON.parse(l) as Json);
      assert.deepEqual(
        bots.map((b) => [b.id, b.username, b.title]),
        [['onlinebot', 'OnlineBot', 'BOT']],
      );
      assert.equal((((bots[0] as Json).perfs as Json).bullet as Json).rating, 1500);

      // While a game runs, users/status says playing.
      const made = await call(u, 'POST', '/api/challenge/OnlineBot', {
        token: pat.token,
        json: { 'clock.limit': 300, 'clock.increment': 0 },
      });
      const id = (made.json as Json).id as string;
      await call(u, 'POST', `/api/challenge/${id}/accept`, { token: bot.token });
      await botEvents.next(typed('gameStart'));
      const playing = (await call(u, 'GET', '/api/users/status?ids=pat')).json as Json[];
      assert.deepEqual(playing, [{ id: 'pat', name: 'Pat', online: true, playing: true }]);
      // lichess-bot aborts a game whose opponent does not move (Lichess.abort): no result.
      assert.deepEqual((await call(u, 'POST', `/api/bot/game/${id}/abort`, { token: bot.token })).json, { ok: true });
      const aborted = (await botEvents.next(typed('gameFinish'))).game as Json;
      assert.deepEqual([aborted.id, (aborted.status as Json).name, aborted.winner], [id, 'aborted', undefined]);
      patEvents.close();
      botEvents.close();
      await Promise.all([patEvents.whenClosed(), botEvents.whenClosed()]);

      // lichess-bot -u → Lichess.upgrade_to_bot_account: a fresh account with a bot:play token becomes a bot …
      const tokenFor = async (name: string): Promise<string> => {
        const cookie = await register(u, name);
        const r = await call(u, 'POST', '/api/token', { headers: { cookie }, json: { scopes: ['bot:play', 'challenge:write'] } });
        return (r.json as { token: string }).token;
      };
      const fresh = await tokenFor('Fresh');
      assert.equal(((await call(u, 'GET', '/api/account', { token: fresh })).json as Json).title, null);
      assert.deepEqual((await call(u, 'POST', '/api/bot/account/upgrade', { token: fresh })).json, { ok: true });
      assert.equal(((await call(u, 'GET', '/api/account', { token: fresh })).json as Json).title, 'BOT');
      const again = await call(u, 'POST', '/api/bot/account/upgrade', { token: fresh });
      assert.equal(again.status, 400);
      assert.equal(typeof (again.json as Json).error, 'string');
      // … one that has played is refused; a token without bot:play may not ask.
      const played = await tokenFor('Played');
      const c = await call(u, 'POST', '/api/challenge/Played', { token: pat.token, json: { 'clock.limit': 300, 'clock.increment': 0 } });
      assert.equal((await call(u, 'POST', `/api/challenge/${(c.json as Json).id as string}/accept`, { token: played })).status, 200);
      const refused = await call(u, 'POST', '/api/bot/account/upgrade', { token: played });
      assert.equal(refused.status, 400);
      assert.match(String((refused.json as Json).error), /played no game/);
      assert.equal((await call(u, 'POST', '/api/bot/account/upgrade', { token: pat.token })).status, 403);
    } finally {
      await server.stop();
    }
  });
});
