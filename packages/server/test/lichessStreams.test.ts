/**
 * The lichess API's streams against a real server process: Board seeks (answered from the
 * WebSocket lobby or by a second seek; gone when their stream closes), the default keep-alive of
 * an idle event stream, one event stream per token, game streams that reconnect or run twice,
 * the spectator stream, and challenges — open, listed, declined with a reason, cancelled, and
 * kept alive by their own stream.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ServerMessage } from '@flagfall/protocol';
import { TestClient } from './client.js';
import { LichessServer, call, finalState, stateWith, stream, typed, type Account, type Stream } from './lichessHttp.js';

type Json = Record<string, unknown>;

const gameStart = (id?: string) => typed('gameStart', (v) => id === undefined || (v.game as Json).id === id);

/** A game between two people by challenge (`white` challenges, `black` accepts); its id. */
async function challengeGame(u: string, white: Account, black: Account, tc = '5+0'): Promise<string> {
  const made = await call(u, 'POST', `/api/challenge/${black.username}`, { token: white.token, form: { tc, color: 'white' } });
  assert.equal(made.status, 200, made.text);
  const id = (made.json as Json).id as string;
  assert.equal((await call(u, 'POST', `/api/challenge/${id}/accept`, { token: black.token })).status, 200);
  return id;
}

const move = (u: string, who: Account, id: string, uci: string) =>
  call(u, 'POST', `/api/board/game/${id}/move/${uci}`, { token: who.token });

describe('lichess API streams', { concurrency: true }, () => {
  it('Board seeks: open while waiting, answered from the WebSocket lobby or by a second seek, removed when closed', async () => {
    const server = await LichessServer.start();
    try {
      const u = server.url;
      const [sue, wes, tia] = await Promise.all([server.user('Sue'), server.user('Wes'), server.user('Tia')]);
      const events = (a: Account) => stream(u, 'GET', '/api/stream/event', { token: a.token });
      const [sueEvents, wesEvents, tiaEvents] = await Promise.all([events(sue), events(wes), events(tia)]);
      const ws = await TestClient.connect(u, { authorization: `Bearer ${wes.token}` });
      ws.send({ type: 'lobby.subscribe' });
      await ws.next((m) => m.type === 'lobby.state');

      // berserk's Board.seek: a form (time in minutes), read until the server closes it.
      const seek = await stream(u, 'POST', '/api/board/seek', { token: sue.token, form: { time: '3', increment: '2', rated: 'false' } });
      assert.equal(seek.status, 200);
      const { id: seekId } = await seek.next(() => true);
      const added = (await ws.next((m) => m.type === 'lobby.seek.add')) as Extract<ServerMessage, { type: 'lobby.seek.add' }>;
      assert.deepEqual([added.seek.id, added.seek.by.name, added.seek.tc], [seekId, 'Sue', '3+2']);
      assert.equal(seek.ended, false);

      // Wes accepts it from the web lobby: the seek stream ends, the game starts on both event streams.
      ws.send({ type: 'seek.accept', seekId: seekId as string });
      await seek.whenClosed();
      const start = (await sueEvents.next(gameStart())).game as Json;
      assert.equal(((await wesEvents.next(gameStart())).game as Json).id, start.id);
      assert.equal(start.speed, 'blitz');

      // A seek survives its author's event stream being replaced (lichess-bot reconnects it) …
      const lonely = await stream(u, 'POST', '/api/board/seek', { token: tia.token, form: { time: '10', increment: '0' } });
      const { id: lonelyId } = await lonely.next(() => true);
      await ws.next((m) => m.type === 'lobby.seek.add' && m.seek.id === lonelyId);
      const tiaEvents2 = await events(tia);
      await tiaEvents.whenClosed();
      const mark = ws.messages.length;
      ws.send({ type: 'lobby.subscribe' });
      const lobby = (await ws.next((m) => m.type === 'lobby.state', 10_000, mark)) as Extract<ServerMessage, { type: 'lobby.state' }>;
      assert.ok(
        lobby.seeks.some((x) => x.id === lonelyId),
        'the seek is still open',
      );
      assert.equal(lonely.ended, false);
      // … and is gone from the lobby once its own stream closes before anyone answers.
      lonely.close();
      await ws.next((m) => m.type === 'lobby.seek.remove' && m.seekId === lonelyId);

      // Two Board seeks that fit pair with each other (lichess pairs compatible seeks); colours that clash do not.
      const first = await stream(u, 'POST', '/api/board/seek', { token: tia.token, form: { time: '15', increment: '10', color: 'white' } });
      await first.next(() => true);
      const clash = await stream(u, 'POST', '/api/board/seek', { token: sue.token, form: { time: '15', increment: '10', color: 'white' } });
      const { id: clashId } = await clash.next(() => true);
      await ws.next((m) => m.type === 'lobby.seek.add' && m.seek.id === clashId);
      const second = await stream(u, 'POST', '/api/board/seek', { token: sue.token, form: { time: '15', increment: '10' } });
      // Paired at once: the new seek's stream ends, and so do both waiting seeks (whoever is paired stops seeking).
      await Promise.all([first.whenClosed(), second.whenClosed(), clash.whenClosed()]);
      assert.deepEqual(second.values, []);
      const tiaGame = (await tiaEvents2.next(gameStart())).game as Json;
      const sueGame = (await sueEvents.next(gameStart(tiaGame.id as string))).game as Json;
      assert.deepEqual([tiaGame.color, sueGame.color, tiaGame.speed], ['white', 'black', 'rapid']);
      ws.close();
    } finally {
      await server.stop();
    }
  });

  it('an idle event stream sends an empty line at least every 7 s (the default keep-alive)', async () => {
    const server = await LichessServer.start();
    try {
      const idle = await server.user('Idle');
      const events = await stream(server.url, 'GET', '/api/stream/event', { token: idle.token });
      await events.lineCount(2, 20_000);
      assert.ok(
        events.lines.every((l) => l.value === null),
        'nothing but keep-alive lines',
      );
      const times = [events.openedAtMs, ...events.lines.map((l) => l.atMs)];
      const gaps = times.slice(1).map((t, i) => t - times[i]!);
      for (const gap of gaps) assert.ok(gap < 7_000, `a gap of ${Math.round(gap)} ms`);
      events.close();
    } finally {
      await server.stop();
    }
  });

  it('one event stream per token; game streams that reconnect or run twice; the spectator stream', async () => {
    const server = await LichessServer.start();
    try {
      const u = server.url;
      const [ann, ben] = await Promise.all([server.user('Ann'), server.user('Ben')]);
      // A second event stream with the same token closes the first.
      const old = await stream(u, 'GET', '/api/stream/event', { token: ann.token });
      const events = await stream(u, 'GET', '/api/stream/event', { token: ann.token });
      await old.whenClosed();
      assert.equal(events.ended, false);

      // Our `tc`, with a clock lichess cannot express (US Chess G/5 with a 2 s delay).
      const id = await challengeGame(u, ann, ben, 'G/5;d2');
      // A new event stream (lichess-bot's, after a timeout) replays the games being played.
      const replaced = events;
      const events2 = await stream(u, 'GET', '/api/stream/event', { token: ann.token });
      await replaced.whenClosed();
      assert.equal(((await events2.next(() => true)).game as Json).id, id);
      const watcher = await stream(u, 'GET', `/api/stream/game/${id}`);
      const summary = await watcher.next(() => true);
      assert.deepEqual([summary.id, summary.turns, summary.player, (summary.status as Json).name], [id, 0, 'white', 'started']);
      const players = summary.players as Record<'white' | 'black', { user: Json }>;
      assert.deepEqual([players.white.user.name, players.black.user.name], ['Ann', 'Ben']);

      // Two game streams of one player at once (lichess-bot after an event-stream reconnect) both follow.
      const benA = await stream(u, 'GET', `/api/board/game/stream/${id}`, { token: ben.token });
      const benB = await stream(u, 'GET', `/api/board/game/stream/${id}`, { token: ben.token });
      let annGame: Stream = await stream(u, 'GET', `/api/board/game/stream/${id}`, { token: ann.token });
      for (const [i, [who, uci]] of (
        [
          [ann, 'e2e4'],
          [ben, 'c7c5'],
          [ann, 'g1f3'],
        ] as const
      ).entries()) {
        assert.equal((await move(u, who, id, uci)).status, 200);
        const moves = ['e2e4', 'c7c5', 'g1f3'].slice(0, i + 1).join(' ');
        await Promise.all([benA.next(stateWith(moves)), benB.next(stateWith(moves))]);
      }
      const lm = await watcher.next((v) => v.lm === 'g1f3');
      assert.equal(typeof lm.fen, 'string');
      assert.ok(Number.isInteger(lm.wc) && Number.isInteger(lm.bc));

      // Ann drops her game stream mid-game; a new one starts with a gameFull holding every move.
      annGame.close();
      annGame = await stream(u, 'GET', `/api/board/game/stream/${id}`, { token: ann.token });
      const again = await annGame.next(() => true);
      assert.deepEqual([again.type, (again.state as Json).moves], ['gameFull', 'e2e4 c7c5 g1f3']);
      // The clock as lichess has it (ms), and what lichess cannot say as extra fields.
      assert.deepEqual(again.clock, {
        initial: 300_000,
        increment: 0,
        tc: 'G/5;d2',
        tcLabel: '5 min, 2 s delay',
        delay: 2000,
        delayKind: 'simple',
      });

      // The end reaches every stream, which then closes; the spectator gets the summary with the result.
      assert.equal((await call(u, 'POST', `/api/board/game/${id}/resign`, { token: ben.token })).status, 200);
      for (const s of [annGame, benA, benB]) assert.equal((await s.next(finalState)).winner, 'white');
      const end = await watcher.next((v) => v.id === id && (v.status as Json).name === 'resign');
      assert.deepEqual([end.winner, end.turns], ['white', 3]);
      await Promise.all([annGame, benA, benB, watcher].map((s) => s.whenClosed()));
      assert.equal(((await events2.next(typed('gameFinish'))).game as Json).winner, 'white');
      // A finished game's stream: gameFull with the final state, then closed.
      const late = await stream(u, 'GET', `/api/board/game/stream/${id}`, { token: ann.token });
      assert.equal(((await late.next(typed('gameFull'))).state as Json).status, 'resign');
      await late.whenClosed();
      events2.close();
    } finally {
      await server.stop();
    }
  });

  it('challenges: open, listed in and out, declined with a reason, cancelled, kept alive by their stream', async () => {
    const server = await LichessServer.start();
    try {
      const u = server.url;
      const [ann, ben, cy] = await Promise.all([server.user('Ann'), server.user('Ben'), server.user('Cy')]);
      const events = (a: Account) => stream(u, 'GET', '/api/stream/event', { token: a.token });
      const [annEvents, benEvents] = await Promise.all([events(ann), events(ben)]);

      // An open challenge: anyone may accept it; its links name both colours.
      const open = await call(u, 'POST', '/api/challenge/open', {
        token: ann.token,
        form: { 'clock.limit': '180', 'clock.increment': '0' },
      });
      assert.equal(open.status, 200);
      const o = open.json as Json;
      assert.equal(o.destUser, null);
      assert.deepEqual(o.open, { userIds: null });
      assert.equal(o.urlWhite, `${o.url as string}?color=white`);
      assert.equal((await call(u, 'POST', `/api/challenge/${o.id as string}/accept`, { token: cy.token })).status, 200);
      await annEvents.next(gameStart(o.id as string));

      // Listed: Ben's incoming is Ann's outgoing.
      const toBen = (await call(u, 'POST', '/api/challenge/Ben', { token: ann.token, json: { 'clock.limit': 300, 'clock.increment': 0 } }))
        .json as Json;
      const list = async (who: Account) =>
        (await call(u, 'GET', '/api/challenge', { token: who.token })).json as { in: Json[]; out: Json[] };
      assert.deepEqual(
        (await list(ann)).out.map((c) => [c.id, c.direction]),
        [[toBen.id, 'out']],
      );
      assert.deepEqual(
        (await list(ben)).in.map((c) => [c.id, c.direction]),
        [[toBen.id, 'in']],
      );

      // Declined with a reason (lichess-bot: a form): the challenger hears challengeDeclined with its key.
      const declined = await call(u, 'POST', `/api/challenge/${toBen.id as string}/decline`, {
        token: ben.token,
        form: { reason: 'tooFast' },
      });
      assert.deepEqual(declined.json, { ok: true });
      const d = (await annEvents.next(typed('challengeDeclined'))).challenge as Json;
      assert.deepEqual([d.id, d.status, d.declineReasonKey], [toBen.id, 'declined', 'tooFast']);
      assert.match(String(d.declineReason), /too fast/);
      assert.deepEqual(await list(ben), { in: [], out: [] });

      // Cancelled by its author: both hear challengeCanceled.
      const toCancel = (
        await call(u, 'POST', '/api/challenge/Ben', { token: ann.token, json: { 'clock.limit': 300, 'clock.increment': 0 } })
      ).json as Json;
      await benEvents.next(typed('challenge', (v) => (v.challenge as Json).id === toCancel.id));
      assert.deepEqual((await call(u, 'POST', `/api/challenge/${toCancel.id as string}/cancel`, { token: ann.token })).json, { ok: true });
      for (const s of [annEvents, benEvents]) {
        const c = (await s.next(typed('challengeCanceled'))).challenge as Json;
        assert.deepEqual([c.id, c.status], [toCancel.id, 'canceled']);
      }

      // keepAliveStream=true: the answer is a stream that ends with {"done":"accepted"} once accepted.
      const kept = await stream(u, 'POST', '/api/challenge/Ben', {
        token: ann.token,
        form: { 'clock.limit': '300', 'clock.increment': '0', keepAliveStream: 'true' },
      });
      const keptId = (await kept.next(() => true)).id as string;
      assert.equal((await call(u, 'POST', `/api/challenge/${keptId}/accept`, { token: ben.token })).status, 200);
      assert.deepEqual(await kept.next((v) => 'done' in v), { done: 'accepted' });
      await kept.whenClosed();
      await benEvents.next(gameStart(keptId));
      // berserk's Challenges.cancel of a challenge whose game has not begun aborts the game.
      assert.deepEqual((await call(u, 'POST', `/api/challenge/${keptId}/cancel`, { token: ann.token })).json, { ok: true });
      const aborted = (await benEvents.next(typed('gameFinish', (v) => (v.game as Json).id === keptId))).game as Json;
      assert.deepEqual([(aborted.status as Json).name, aborted.winner], ['aborted', undefined]);
      assert.equal((await call(u, 'GET', `/game/export/${keptId}`)).status, 404);
      // Closing the stream before an answer withdraws the challenge.
      const dropped = await stream(u, 'POST', '/api/challenge/Ben', {
        token: ann.token,
        json: { 'clock.limit': 300, 'clock.increment': 0, keepAliveStream: true },
      });
      const droppedId = (await dropped.next(() => true)).id as string;
      dropped.close();
      await benEvents.next(typed('challengeCanceled', (v) => (v.challenge as Json).id === droppedId));
      annEvents.close();
      benEvents.close();
    } finally {
      await server.stop();
    }
  });

  it('a challenge lapses once its author has been away 20 s (no event stream, no keepAliveStream)', async () => {
    const server = await LichessServer.start();
    try {
      const u = server.url;
      const [ann, ben] = await Promise.all([server.user('Ann'), server.user('Ben')]);
      const benEvents = await stream(u, 'GET', '/api/stream/event', { token: ben.token });
      const made = (await call(u, 'POST', '/api/challenge/Ben', { token: ann.token, json: { 'clock.limit': 300, 'clock.increment': 0 } }))
        .json as Json;
      await benEvents.next(typed('challenge', (v) => (v.challenge as Json).id === made.id));
      const lapsed = (await benEvents.next(typed('challengeCanceled'), 25_000)).challenge as Json;
      assert.equal(lapsed.id, made.id);
      assert.equal((await call(u, 'POST', `/api/challenge/${made.id as string}/accept`, { token: ben.token })).status, 404);
      benEvents.close();
    } finally {
      await server.stop();
    }
  });
});
