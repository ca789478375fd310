/**
 * Around the board, against a real server process: an open challenge link, a spectator and the
 * spectator count, TV, chat, a draw offer declined then accepted, and a rematch with colours
 * swapped; a disconnected player's presence.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerMessage, ServerMessageOf } from '@flagfall/protocol';
import { TestClient, startServerProcess } from './client.js';

const is =
  <T extends ServerMessage['type']>(type: T, extra: (m: ServerMessageOf<T>) => boolean = () => true) =>
  (m: ServerMessage): m is ServerMessageOf<T> =>
    m.type === type && extra(m as ServerMessageOf<T>);
const event = (kind: string) => (m: ServerMessage) => m.type === 'game.event' && m.event.kind === kind;

test('spectators, TV, chat, draw offers, presence and a rematch', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'flagfall-social-'));
  const server = await startServerProcess(join(dir, 'db.sqlite'));
  try {
    const a = await TestClient.connect(server.url);
    const b = await TestClient.connect(server.url);
    a.send({ type: 'challenge.create', tc: 'G/5;d2', rated: false, color: 'white' });
    const open = await a.next(is('challenge.created'));
    assert.equal(open.challenge.to, null);
    assert.equal(open.challenge.tcLabel.length > 0, true);
    const page = await fetch(open.challenge.url);
    assert.equal(page.status, 200);
    assert.match(await page.text(), /challenges anyone with this link/);
    b.send({ type: 'challenge.accept', id: open.challenge.id });
    const start = await a.next(is('game.start'));
    const gameId = start.gameId;
    a.send({ type: 'game.watch', gameId });
    b.send({ type: 'game.watch', gameId });
    await a.next(is('game.full'));
    await b.next(is('game.full'));

    const s = await TestClient.connect(server.url);
    s.send({ type: 'tv.watch' });
    assert.equal((await s.next(is('tv.game'))).gameId, gameId);
    const seen = await s.next(is('game.full'));
    assert.equal(seen.you, null);
    assert.equal((await a.next(is('game.spectators', (m) => m.count === 1))).count, 1);

    a.send({ type: 'move', gameId, uci: 'e2e4', cid: 'a1' });
    await b.next(event('move'));
    b.send({ type: 'move', gameId, uci: 'e7e5', cid: 'b1' });
    await a.next((m) => m.type === 'game.event' && m.event.kind === 'move' && m.event.uci === 'e7e5');
    a.send({ type: 'chat', gameId, text: 'good luck!' });
    const chat = await s.next(event('chat'));
    assert.ok(
      chat.type === 'game.event' && chat.event.kind === 'chat' && chat.event.text === 'good luck!' && chat.event.by.startsWith('Guest-'),
    );

    a.send({ type: 'draw', gameId, action: 'offer' });
    await b.next(event('draw-offer'));
    b.send({ type: 'draw', gameId, action: 'decline' });
    await a.next(event('draw-declined'));
    b.send({ type: 'draw', gameId, action: 'accept' });
    assert.equal((await b.nextNew(is('error'))).code, 'refused');

    // Black leaves on White's turn: present again once back, and no countdown meanwhile.
    b.close();
    const gone = await a.next(is('game.presence', (m) => !m.black.online));
    assert.equal(gone.black.claimInMs, null);
    const mark = a.messages.length;
    const b2 = await TestClient.connect(server.url, { cookie: b.guestCookie! });
    b2.send({ type: 'game.watch', gameId });
    await b2.next(is('game.full'));
    await a.next(
      is('game.presence', (m) => m.black.online),
      10_000,
      mark,
    );

    a.send({ type: 'draw', gameId, action: 'offer' });
    await b2.next(event('draw-offer'));
    b2.send({ type: 'draw', gameId, action: 'accept' });
    const end = await s.next(event('end'));
    assert.ok(end.type === 'game.event' && end.event.kind === 'end');
    assert.equal(end.event.end.result, '1/2-1/2');
    assert.equal(end.event.end.termination, 'agreement');
    assert.match(end.event.end.rule ?? '', /^FIDE Online/);
    assert.equal(end.event.end.ratingDiff, null, 'a casual game changes no rating');

    a.send({ type: 'rematch', gameId, action: 'offer' });
    await b2.next(event('rematch-offer'));
    b2.send({ type: 'rematch', gameId, action: 'accept' });
    const next = await a.nextNew(is('game.start'));
    assert.equal(next.color, 'black', 'colours swapped');
    const announced = await s.next(event('rematch'));
    assert.ok(announced.type === 'game.event' && announced.event.kind === 'rematch' && announced.event.gameId === next.gameId);
    const b2start = await b2.next(is('game.start', (m) => m.gameId === next.gameId));
    assert.equal(b2start.color, 'white');

    for (const c of [a, b2, s]) c.close();
  } catch (e) {
    throw new Error(`${String(e)}\nserver stderr: ${server.stderr()}`, { cause: e });
  } finally {
    server.child.kill('SIGKILL');
    await server.exited;
    rmSync(dir, { recursive: true, force: true });
  }
});
