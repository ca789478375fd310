/**
 * kill -9 mid-game under load: a real server process with several games whose players move as
 * fast as the server acknowledges is killed with SIGKILL; a new process on the same database
 * brings back every live game with every acknowledged move, the clocks as they stood (the time
 * the server was down charged to nobody), and the games go on.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Position, makeUci, parseUci, type Color } from '@flagfall/core';
import { parseSetup } from '@flagfall/core/notation';
import type { ServerMessage, ServerMessageOf } from '@flagfall/protocol';
import { TestClient, startServerProcess } from './client.js';

const GAMES = 6;
const THINK_MS = 10;

interface Side {
  client: TestClient;
  cookie: string;
  color: Color;
}

interface Played {
  gameId: string;
  sides: Record<Color, Side>;
  pos: Position;
  /** Moves acknowledged to their player: the move and its index in the record. */
  acked: { uci: string; ply: number }[];
  /** Every move the server announced, in order. */
  announced: string[];
  /** The clocks of the last move announced, and when it arrived (ms, performance.now()). */
  lastClock: { white: number; black: number; running: Color | null } | null;
  lastAt: number;
  /** The last version the white side has seen. */
  lastV: number;
  over: boolean;
}

let cids = 0;
const pendingMoves = new Map<string, { uci: string; ply: number }>();

function drive(g: Played, side: Side, stopAfter: () => boolean): void {
  side.client.ws.on('message', (data) => {
    const m = JSON.parse(String(data)) as ServerMessage;
    if (m.type === 'ack' && m.gameId === g.gameId) g.acked.push(pendingMoves.get(`${g.gameId}:${m.cid}`)!);
    if (m.type !== 'game.event' || m.gameId !== g.gameId) return;
    if (side.color === 'white') {
      // One side keeps the game's record for the test.
      if (!stopAfter()) g.lastV = m.v;
      if (m.event.kind === 'move') {
        g.announced.push(m.event.uci);
        g.lastClock = m.event.clock;
        g.lastAt = performance.now();
      }
      if (m.event.kind === 'end') g.over = true;
    }
    if (m.event.kind !== 'move') return;
    const move = parseUci(m.event.uci);
    if (side.color === 'white' && move.ok) g.pos.play(move.value);
    if (m.event.fen.split(' ')[1] !== side.color[0] || stopAfter()) return;
    const here = positionOf(m.event.fen);
    const legal = here.legalMoves();
    if (legal.length === 0) return;
    const uci = makeUci(legal[Math.floor(Math.random() * legal.length)]!);
    const cid = `k${cids++}`;
    pendingMoves.set(`${g.gameId}:${cid}`, { uci, ply: m.event.ply });
    // A 10 ms "think": hundreds of moves a second over the games, without saturating the server
    // (a saturated server's queue would blur what the clocks are checked for).
    setTimeout(() => side.client.send({ type: 'move', gameId: g.gameId, uci, cid, thinkMs: 10 }), THINK_MS);
  });
}

function positionOf(fen: string): Position {
  const s = parseSetup(fen);
  if (!s.ok) throw new Error(s.error.message);
  const p = Position.fromSetup(s.value);
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
}

const is =
  <T extends ServerMessage['type']>(type: T, extra: (m: ServerMessageOf<T>) => boolean = () => true) =>
  (m: ServerMessage): m is ServerMessageOf<T> =>
    m.type === type && extra(m as ServerMessageOf<T>);

test('kill -9 under load: every acknowledged move survives, clocks as they stood, games go on', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'flagfall-kill9-'));
  const db = join(dir, 'db.sqlite');
  let server = await startServerProcess(db);
  try {
    const games: Played[] = [];
    for (let i = 0; i < GAMES; i++) {
      // Guests, each keeping the cookie the server gave it, to come back after the restart.
      const w = await TestClient.connect(server.url);
      const b = await TestClient.connect(server.url);
      const cw = w.guestCookie!;
      const cb = b.guestCookie!;
      w.send({ type: 'challenge.create', tc: '10+5', rated: false, color: 'white' });
      const open = await w.next(is('challenge.created'));
      b.send({ type: 'challenge.accept', id: open.challenge.id });
      const start = await w.next(is('game.start'));
      await b.next(is('game.start'));
      const g: Played = {
        gameId: start.gameId,
        sides: { white: { client: w, cookie: cw, color: 'white' }, black: { client: b, cookie: cb, color: 'black' } },
        pos: Position.initial(),
        acked: [],
        announced: [],
        lastClock: null,
        lastAt: 0,
        lastV: 0,
        over: false,
      };
      games.push(g);
    }
    let killed = false;
    for (const g of games) {
      drive(g, g.sides.white, () => killed);
      drive(g, g.sides.black, () => killed);
      g.sides.white.client.send({ type: 'game.watch', gameId: g.gameId });
      g.sides.black.client.send({ type: 'game.watch', gameId: g.gameId });
      await g.sides.black.client.next(is('game.full'));
      await g.sides.white.client.next(is('game.full'));
    }
    // Kick off: White plays first in every game.
    for (const g of games) {
      const legal = g.pos.legalMoves();
      const uci = makeUci(legal[Math.floor(Math.random() * legal.length)]!);
      const cid = `k${cids++}`;
      pendingMoves.set(`${g.gameId}:${cid}`, { uci, ply: 0 });
      g.sides.white.client.send({ type: 'move', gameId: g.gameId, uci, cid, thinkMs: 0 });
    }
    // Let the load run until well into the games, then kill the server mid-stride.
    await new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (games.reduce((n, g) => n + g.acked.length, 0) >= GAMES * 30) {
          clearInterval(check);
          resolve();
        }
      }, 5);
    });
    killed = true;
    server.child.kill('SIGKILL');
    const killedAt = performance.now();
    await server.exited;
    const ackedAtKill = games.map((g) => [...g.acked]);
    const clocksAtKill = games.map((g) => ({ clock: g.lastClock, sinceMs: killedAt - g.lastAt, over: g.over }));
    for (const g of games) {
      g.sides.white.client.close();
      g.sides.black.client.close();
    }

    server = await startServerProcess(db);
    // The time the server was down (and restarting): none of it may be charged.
    const restartMs = performance.now() - killedAt;
    t.diagnostic(
      `server down for ${restartMs.toFixed(0)} ms; ${ackedAtKill.reduce((n, a) => n + a.length, 0)} moves acknowledged before the kill`,
    );
    for (const [i, g] of games.entries()) {
      // White comes back with the version it had: it gets what it missed, ending with the
      // server's resume event (the clocks as they stood when it came back).
      const w = await TestClient.connect(server.url, { cookie: g.sides.white.cookie });
      w.send({ type: 'game.watch', gameId: g.gameId, v: g.lastV });
      const first = await w.next(
        (m) =>
          (m.type === 'game.event' && (m.event.kind === 'clock' || m.event.kind === 'end')) ||
          (m.type === 'error' && m.code === 'not_found'),
      );
      if (first.type === 'error') {
        // Random play can end a game in the last commit before the kill, before its end reached
        // the clients: then it is finished in storage (not live), with every acknowledged move.
        const res = await fetch(`${server.url}/game/export/${g.gameId}`, { headers: { accept: 'application/json' } });
        assert.equal(res.status, 200, `game ${i} is neither live nor finished after the restart`);
        const record = (await res.json()) as { status: string; moves: string };
        assert.notEqual(record.status, 'started', `game ${i}: not live, so it must have ended`);
        const sans = record.moves.split(' ');
        assert.ok(sans.length >= ackedAtKill[i]!.length, `game ${i}: every acknowledged move is in the finished record`);
        w.close();
        continue;
      }
      if (first.type !== 'game.event') throw new Error(`unexpected ${first.type}`);
      const resumed = first;
      const inFlight = w.messages.filter((m) => m.type === 'game.event' && m.event.kind === 'move').length;
      w.send({ type: 'game.watch', gameId: g.gameId });
      const full = await w.next(is('game.full'));
      const restored = full.game.moves.map((m) => m.uci);
      const acked = ackedAtKill[i]!;
      // Every acknowledged move is there, at its place in the record.
      assert.ok(acked.length > 0);
      for (const a of acked) assert.equal(restored[a.ply], a.uci, `game ${i}: acknowledged move ${a.ply} (${a.uci}) is lost`);
      const announcedOrder = g.announced.slice(0, restored.length);
      assert.deepEqual(restored.slice(0, announcedOrder.length), announcedOrder, 'the restored record is the record that was played');
      assert.ok(restored.length >= acked.length, `game ${i}: ${restored.length} moves restored, ${acked.length} acknowledged`);
      const at = clocksAtKill[i]!;
      if (!at.over && at.clock !== null && resumed.event.kind === 'clock' && inFlight === 0) {
        const c = resumed.event.clock;
        const waiting: Color = c.running === 'white' ? 'black' : 'white';
        // The side not to move has exactly its time after its move; the mover was charged at most
        // up to the kill (heartbeats are 1 s apart), never the time the server was down.
        assert.equal(c[waiting], at.clock[waiting]);
        if (c.running !== null) {
          const lost = at.clock[c.running] - c[c.running];
          assert.ok(
            lost <= at.sinceMs + 100 && lost < restartMs,
            `game ${i}: the mover lost ${lost} ms, ${at.sinceMs.toFixed(0)} ms passed before the kill`,
          );
        }
      }
      // The game goes on: the side to move moves, and it is acknowledged.
      if (full.game.end === null) {
        const mover = full.game.turn;
        const client = mover === 'white' ? w : await TestClient.connect(server.url, { cookie: g.sides.black.cookie });
        if (mover === 'black') {
          client.send({ type: 'game.watch', gameId: g.gameId });
          await client.next(is('game.full'));
        }
        const here = positionOf(full.game.fen);
        const uci = makeUci(here.legalMoves()[0]!);
        client.send({ type: 'move', gameId: g.gameId, uci, cid: 'after-restart' });
        await client.next(is('ack', (m) => m.cid === 'after-restart'));
        client.close();
      }
      w.close();
    }
    const stopAt = performance.now();
    server.child.kill('SIGTERM');
    assert.equal(await server.exited, 0);
    t.diagnostic(`SIGTERM to exit: ${(performance.now() - stopAt).toFixed(0)} ms`);
  } finally {
    server.child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
});
