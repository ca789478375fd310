/**
 * Two people find each other and play a whole rated game against a real server process, over
 * real WebSockets: seek → game → moves with a premove → a reconnect that gets exactly what it
 * missed → a resent move that is not played twice → mate → rating change → PGN export → a clean
 * shutdown on SIGTERM.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerMessage, ServerMessageOf } from '@flagfall/protocol';
import { TestClient, register, startServerProcess } from './client.js';

const is =
  <T extends ServerMessage['type']>(type: T, extra: (m: ServerMessageOf<T>) => boolean = () => true) =>
  (m: ServerMessage): m is ServerMessageOf<T> =>
    m.type === type && extra(m as ServerMessageOf<T>);

const moveEvent = (uci: string) => (m: ServerMessage) => m.type === 'game.event' && m.event.kind === 'move' && m.event.uci === uci;

test('two players: seek, premove, reconnect, idempotent resend, mate, ratings, PGN, SIGTERM', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'flagfall-int-'));
  const server = await startServerProcess(join(dir, 'db.sqlite'));
  try {
    const health = (await (await fetch(`${server.url}/api/health`)).json()) as { ok: boolean; version: string };
    assert.equal(health.ok, true);
    assert.match(health.version, /^\d+\.\d+\.\d+/);

    const aliceCookie = await register(server.url, 'Alice');
    const bobCookie = await register(server.url, 'Bob');
    const alice = await TestClient.connect(server.url, { cookie: aliceCookie });
    let bob = await TestClient.connect(server.url, { cookie: bobCookie });

    bob.send({ type: 'lobby.subscribe' });
    await bob.next(is('lobby.state'));
    alice.send({ type: 'seek.create', tc: '3+2', rated: true, color: 'white' });
    const created = await alice.next(is('seek.created'));
    const seen = await bob.next(is('lobby.seek.add', (m) => m.seek.id === created.seek.id));
    assert.equal(seen.seek.by.name, 'Alice');
    assert.equal(seen.seek.category, 'blitz');

    bob.send({ type: 'seek.accept', seekId: created.seek.id });
    const aStart = await alice.next(is('game.start'));
    const bStart = await bob.next(is('game.start'));
    assert.equal(aStart.gameId, bStart.gameId);
    assert.equal(aStart.color, 'white');
    assert.equal(bStart.color, 'black');
    const gameId = aStart.gameId;
    await bob.next(is('lobby.seek.remove', (m) => m.seekId === created.seek.id));

    alice.send({ type: 'game.watch', gameId });
    bob.send({ type: 'game.watch', gameId });
    const full = await alice.next(is('game.full'));
    assert.equal(full.you, 'white');
    assert.equal(full.game.white.name, 'Alice');
    assert.equal(full.game.moves.length, 0);
    assert.equal(full.game.clock.white, 180_000);
    await bob.next(is('game.full'));

    // Black premoves e5 before White has moved; it is played the instant f3 is applied.
    bob.send({ type: 'premove', gameId, uci: 'e7e5', cid: 'b1' });
    await bob.next(is('premove.set'));
    alice.send({ type: 'move', gameId, uci: 'f2f3', cid: 'a1', thinkMs: 900 });
    await alice.next(is('ack', (m) => m.cid === 'a1'));
    const e5 = await alice.next(moveEvent('e7e5'));
    assert.ok(e5.type === 'game.event' && e5.event.kind === 'move' && e5.event.premove === true);
    await bob.next(is('ack', (m) => m.cid === 'b1'));

    // Out of turn and illegal moves change nothing.
    bob.send({ type: 'move', gameId, uci: 'd7d5', cid: 'b2' });
    assert.equal((await bob.next(is('error', (m) => m.ref?.cid === 'b2'))).code, 'not_your_turn');
    alice.send({ type: 'move', gameId, uci: 'e1e3', cid: 'a2' });
    assert.equal((await alice.next(is('error', (m) => m.ref?.cid === 'a2'))).code, 'illegal_move');

    // Bob drops out; Alice moves; Bob comes back with the version he had and gets exactly the missed move.
    const bobV = Math.max(...bob.messages.filter((m) => m.type === 'game.event').map((m) => (m.type === 'game.event' ? m.v : 0)));
    bob.close();
    await bob.closed;
    alice.send({ type: 'move', gameId, uci: 'g2g4', cid: 'a3', thinkMs: 500 });
    await alice.next(is('ack', (m) => m.cid === 'a3'));
    const g4 = await alice.next(moveEvent('g2g4'));
    assert.ok(g4.type === 'game.event');
    // A resent move (same cid) is acknowledged and never played twice.
    alice.send({ type: 'move', gameId, uci: 'g2g4', cid: 'a3', thinkMs: 500 });
    await alice.nextNew(is('ack', (m) => m.cid === 'a3'));

    bob = await TestClient.connect(server.url, { cookie: bobCookie });
    bob.send({ type: 'game.watch', gameId, v: bobV });
    const missed = await bob.next(is('game.event'));
    assert.equal(missed.v, bobV + 1);
    assert.ok(missed.event.kind === 'move' && missed.event.uci === 'g2g4');

    bob.send({ type: 'move', gameId, uci: 'd8h4', cid: 'b3', thinkMs: 700 });
    const end = await alice.next(is('game.event', (m) => m.event.kind === 'end'));
    assert.ok(end.event.kind === 'end');
    assert.equal(end.event.end.result, '0-1');
    assert.equal(end.event.end.termination, 'checkmate');
    assert.equal(end.event.end.rule, 'FIDE Online 5.1');
    assert.ok(end.event.end.ratingDiff !== null && end.event.end.ratingDiff.black > 0 && end.event.end.ratingDiff.white < 0);
    // Exactly four moves were played: the resend did not add one.
    const moves = alice.messages.filter((m) => m.type === 'game.event' && m.event.kind === 'move');
    assert.deepEqual(
      moves.map((m) => (m.type === 'game.event' && m.event.kind === 'move' ? m.event.uci : '')),
      ['f2f3', 'e7e5', 'g2g4', 'd8h4'],
    );
    // Versions are 1, 2, 3 … without gaps or repeats.
    const vs = alice.messages.filter((m) => m.type === 'game.event').map((m) => (m.type === 'game.event' ? m.v : 0));
    assert.deepEqual(
      vs,
      vs.map((_, i) => vs[0]! + i),
    );

    const aliceProfile = (await (await fetch(`${server.url}/api/user/alice`)).json()) as {
      ratings: { blitz: { rating: number; games: number } };
    };
    const bobProfile = (await (await fetch(`${server.url}/api/user/bob`)).json()) as {
      ratings: { blitz: { rating: number; games: number } };
    };
    assert.ok(aliceProfile.ratings.blitz.rating < 1500 && aliceProfile.ratings.blitz.games === 1);
    assert.ok(bobProfile.ratings.blitz.rating > 1500 && bobProfile.ratings.blitz.games === 1);

    const pgnRes = await fetch(`${server.url}/game/export/${gameId}`);
    assert.equal(pgnRes.status, 200);
    const pgn = await pgnRes.text();
    assert.match(pgn, /\[White "Alice"\]/);
    assert.match(pgn, /\[Result "0-1"\]/);
    assert.match(pgn, /\[TimeControl "180\+2"\]/);
    assert.match(pgn, /\[Termination "normal"\]/);
    assert.match(pgn, /\[TerminationRule "FIDE Online 5\.1"\]/);
    assert.equal((pgn.match(/\[%clk /g) ?? []).length, 4);
    assert.match(pgn, /1\. f3 \{[^}]*\} 1\.\.\. e5\s.*2\. g4\s.*Qh4#/s);
    const list = (await (await fetch(`${server.url}/api/user/alice/games`)).json()) as { games: { id: string; result: string }[] };
    assert.deepEqual(
      list.games.map((g) => [g.id, g.result]),
      [[gameId, '0-1']],
    );
    const all = await (await fetch(`${server.url}/api/games/user/bob`)).text();
    assert.match(all, /Qh4#/);

    alice.close();
    bob.close();
    server.child.kill('SIGTERM');
    assert.equal(await server.exited, 0);
  } finally {
    server.child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
});
