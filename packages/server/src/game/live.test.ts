/**
 * The live game actor on a hand-driven clock (ManualTime) and a real SQLite file: flags ruled by
 * the server's timer, lag compensation (fair to a player far away, bounded for a liar),
 * premoves, idempotent moves, refusals that change nothing, aborts, takebacks, the absence
 * countdown, and a restore that charges the downtime to nobody.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeFen, makeUci, parseFen, parseTimeControl, type Color, type Position } from '@flagfall/core';
import type { GameEvent, ServerMessage } from '@flagfall/protocol';
import { GroupCommitter } from '../commit.js';
import { openStorage } from '../storage/open.js';
import type { Storage } from '../storage/types.js';
import { ManualTime } from '../time.js';
import { categoryOf } from './category.js';
import { LiveGame, canonicalUci, type GameHost } from './live.js';
import type { GameSetup, Participant } from './participants.js';

interface Rig {
  time: ManualTime;
  storage: Storage;
  host: GameHost;
  public: { v: number; event: GameEvent }[];
  /** Every presence message broadcast, in order. */
  presence: Extract<ServerMessage, { type: 'game.presence' }>[];
  private: Record<Color, ServerMessage[]>;
  done: () => Promise<void>;
}

async function rig(time: ManualTime = new ManualTime()): Promise<Rig> {
  const dir = mkdtempSync(join(tmpdir(), 'flagfall-live-'));
  const opened = await openStorage(join(dir, 'db.sqlite'));
  assert.ok(opened.ok);
  const storage = opened.value;
  const committer = new GroupCommitter(storage);
  for (const name of ['White', 'Black']) {
    await storage.createUser({ id: name.toLowerCase(), username: name, title: null, passwordHash: null, createdAt: time.wallMs() });
  }
  const r: Rig = {
    time,
    storage,
    public: [],
    presence: [],
    private: { white: [], black: [] },
    host: {
      time,
      commit: (ops) => committer.commit(ops),
      broadcast: (_id, m) => {
        if (m.type === 'game.event') r.public.push({ v: m.v, event: m.event });
        if (m.type === 'game.presence') r.presence.push(m);
      },
      toPlayer: (_id, color, m) => r.private[color].push(m),
      rate: () => null,
      ended: () => undefined,
      rematch: () => Promise.resolve(null),
      logError: (what, e) => {
        throw new Error(`${what}: ${String(e)}`);
      },
    },
    done: async () => {
      await committer.drain();
      await storage.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return r;
}

const person = (name: string): Participant => ({
  key: name.toLowerCase(),
  userId: name.toLowerCase(),
  name,
  title: null,
  rating: 1500,
  provisional: true,
});

function setupFor(tc: string, o: { rated?: boolean; fen?: string; id?: string } = {}): GameSetup {
  const control = parseTimeControl(tc);
  assert.ok(control.ok);
  return {
    id: o.id ?? 'Game0001',
    white: person('White'),
    black: person('Black'),
    rated: o.rated ?? false,
    rules: 'online',
    tc,
    control: control.value,
    category: categoryOf(control.value),
    fen: o.fen ?? null,
    createdAt: Date.UTC(2026, 10, 23),
  };
}

let cid = 0;
/** `color` moves after thinking `thinkMs` (measured on its side), the move taking `oneWayMs` to arrive. */
async function play(r: Rig, g: LiveGame, color: Color, uci: string, thinkMs: number, oneWayMs = 0): Promise<void> {
  r.time.advance(thinkMs + oneWayMs);
  const refusal = g.handle(color, { type: 'move', gameId: g.id, uci, cid: `c${cid++}`, thinkMs });
  assert.equal(refusal, null, `${uci}: ${refusal?.message}`);
  await g.settled();
}

/**
 * A move for the side to move in `g` that leads to a position not seen before and leaves moves on
 * the board (so no repetition, mate or stalemate ends a long test game).
 */
function freshMove(g: LiveGame, seen: Set<string>): string {
  const pos = positionOf(g.snapshot().fen);
  for (const m of pos.legalMoves()) {
    const next = pos.clone();
    next.play(m);
    const key = makeFen(next).split(' ').slice(0, 4).join(' ');
    if (seen.has(key) || !next.hasLegalMove() || (next.pieceAt(m.to) !== undefined && pos.pieceAt(m.to) !== undefined)) continue;
    seen.add(key);
    return makeUci(m);
  }
  throw new Error('no fresh move');
}

function positionOf(fen: string): Position {
  const p = parseFen(fen);
  assert.ok(p.ok);
  return p.value;
}

const ends = (r: Rig) => r.public.filter((e) => e.event.kind === 'end').map((e) => e.event);

test('a flag falls on the server timer, with the grace of the quota, and the core rules win or draw', async () => {
  const r = await rig();
  try {
    const g = await LiveGame.create(setupFor('1+0'), r.host);
    await play(r, g, 'white', 'e2e4', 0);
    await play(r, g, 'black', 'e7e5', 0);
    // White's clock runs: 60 s, then the grace of White's quota (min(quota, 2 s)).
    r.time.advance(60_000);
    await g.settled();
    assert.equal(ends(r).length, 0, 'no ruling before the grace has passed');
    r.time.advance(2_000);
    await g.settled();
    const [end] = ends(r);
    assert.ok(end?.kind === 'end');
    assert.equal(end.end.result, '0-1');
    assert.equal(end.end.termination, 'timeout');
    assert.equal(end.end.rule, 'FIDE Online 4.4');
    assert.equal(end.clock.white, 0);
  } finally {
    await r.done();
  }
});

test('a flag against a lone king is a draw (FIDE 6.9 / Online 4.4: the opponent cannot mate)', async () => {
  const r = await rig();
  try {
    const g = await LiveGame.create(setupFor('1+0', { fen: '8/8/8/4k3/8/8/8/R3K3 w - - 0 1' }), r.host);
    await play(r, g, 'white', 'a1a2', 0);
    await play(r, g, 'black', 'e5e4', 0);
    await play(r, g, 'white', 'a2a3', 1000);
    // Black flags; White, with a rook, can mate: Black loses.
    r.time.advance(70_000);
    await g.settled();
    assert.equal(
      ends(r)[0]?.kind === 'end' && ends(r)[0]!.kind === 'end' ? (ends(r)[0] as Extract<GameEvent, { kind: 'end' }>).end.result : '',
      '1-0',
    );

    const r2 = await rig();
    try {
      const g2 = await LiveGame.create(setupFor('1+0', { fen: '8/8/8/4k3/8/8/8/R3K3 w - - 0 1', id: 'Game0002' }), r2.host);
      await play(r2, g2, 'white', 'a1a2', 0);
      await play(r2, g2, 'black', 'e5e4', 0);
      // White flags; Black has a lone king: drawn.
      r2.time.advance(70_000);
      await g2.settled();
      const end = ends(r2)[0] as Extract<GameEvent, { kind: 'end' }>;
      assert.equal(end.end.result, '1/2-1/2');
      assert.equal(end.end.termination, 'timeout');
    } finally {
      await r2.done();
    }
  } finally {
    await r.done();
  }
});

test('lag compensation: a player 100 ms away (200 ms round trip) loses only milliseconds per move against one at 0 ms', async () => {
  const r = await rig();
  try {
    const g = await LiveGame.create(setupFor('3+0'), r.host);
    // Both think exactly 1 s per move by their own clocks; White's moves take 100 ms to reach
    // the server and the server's moves 100 ms to reach White, so White's server-side elapsed
    // time is 1.2 s; Black is on the server's doorstep.
    const seen = new Set<string>();
    for (let i = 0; i < 60; i++) {
      const white = i % 2 === 0;
      const uci = freshMove(g, seen);
      if (white) {
        r.time.advance(100); // the opponent's move travels to White
        await play(r, g, 'white', uci, 1000, 100);
      } else await play(r, g, 'black', uci, 1000, 0);
    }
    const s = g.snapshot();
    // Black: 29 charged moves of 1 s (its first is free). White: 29 too, and its lag refunded.
    const whiteUsed = 180_000 - s.clock.white;
    const blackUsed = 180_000 - s.clock.black;
    const perMove = (whiteUsed - blackUsed) / 29;
    assert.ok(perMove >= 0 && perMove <= 5, `White lost ${perMove.toFixed(2)} ms per move more than Black`);
  } finally {
    await r.done();
  }
});

test('a client that lies about its think time gains no more than its quota', async () => {
  const r = await rig();
  try {
    const g = await LiveGame.create(setupFor('3+0'), r.host);
    const seen = new Set<string>();
    await play(r, g, 'white', freshMove(g, seen), 0);
    await play(r, g, 'black', freshMove(g, seen), 0);
    // White really thinks 3 s each move but claims 0 ms: everything would be "lag".
    const gainMs = 870; // 3+0: min(1 s, 0.4 × 180 + 15 cs)
    let n = 0;
    for (let i = 0; i < 20; i++) {
      await play(r, g, 'white', freshMove(g, seen), 0, 3000);
      n++;
      await play(r, g, 'black', freshMove(g, seen), 0, 0);
    }
    const used = 180_000 - g.snapshot().clock.white;
    const real = 3000 * n;
    const refunded = real - used;
    // At most the starting quota (3 gains) plus one gain per move, and never more than the real time.
    assert.ok(refunded <= 3 * gainMs + n * gainMs, `refunded ${refunded} ms`);
    assert.ok(used >= real - (3 + n) * gainMs && used > 0);
  } finally {
    await r.done();
  }
});

test('a premove is played the instant the opponent moves, at no cost; an illegal one is dropped', async () => {
  const r = await rig();
  try {
    const g = await LiveGame.create(setupFor('3+2'), r.host);
    assert.equal(g.handle('black', { type: 'premove', gameId: g.id, uci: 'e7e5', cid: 'p1' }), null);
    await play(r, g, 'white', 'e2e4', 0);
    const moves = r.public
      .filter((e) => e.event.kind === 'move')
      .map((e) => (e.event.kind === 'move' ? [e.event.uci, e.event.premove ?? false] : []));
    assert.deepEqual(moves, [
      ['e2e4', false],
      ['e7e5', true],
    ]);
    assert.ok(r.private.black.some((m) => m.type === 'ack' && m.cid === 'p1'));
    // Clocks run now; White plays, Black's premove d7d5 is illegal after White's capture? Use a blocked pawn.
    g.handle('black', { type: 'premove', gameId: g.id, uci: 'e5e4', cid: 'p2' });
    const blackBefore = g.snapshot().clock.black;
    await play(r, g, 'white', 'd2d3', 1500);
    assert.ok(r.private.black.some((m) => m.type === 'premove.dropped' && m.uci === 'e5e4'));
    assert.equal(g.snapshot().turn, 'black');
    // A legal premove costs Black nothing (2 s increment even gained).
    g.handle('black', { type: 'premove.cancel', gameId: g.id });
    await play(r, g, 'black', 'b8c6', 0);
    g.handle('black', { type: 'premove', gameId: g.id, uci: 'c6d4', cid: 'p3' });
    const before = g.snapshot().clock.black;
    await play(r, g, 'white', 'g1f3', 1000);
    assert.equal(g.snapshot().clock.black, before + 2000);
    assert.ok(blackBefore > 0);
  } finally {
    await r.done();
  }
});

test('refusals change nothing; a resent move id is never played twice', async () => {
  const r = await rig();
  try {
    const g = await LiveGame.create(setupFor('5+0'), r.host);
    const v0 = g.version;
    assert.equal(g.handle('black', { type: 'move', gameId: g.id, uci: 'e7e5', cid: 'x' })?.code, 'not_your_turn');
    assert.equal(g.handle('white', { type: 'move', gameId: g.id, uci: 'e2e5', cid: 'y' })?.code, 'illegal_move');
    assert.equal(g.handle('white', { type: 'move', gameId: g.id, uci: 'e7e8q', cid: 'z' })?.code, 'illegal_move');
    assert.equal(g.version, v0);
    assert.equal(g.handle('white', { type: 'move', gameId: g.id, uci: 'e2e4', cid: 'same' }), null);
    assert.equal(g.handle('white', { type: 'move', gameId: g.id, uci: 'e2e4', cid: 'same' }), null);
    await g.settled();
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(g.snapshot().moves.length, 1);
    assert.equal(r.private.white.filter((m) => m.type === 'ack' && m.cid === 'same').length, 2);
  } finally {
    await r.done();
  }
});

test('a draw claim is answered by the core (online: refused, the draws being automatic); nothing changes', async () => {
  const r = await rig();
  try {
    const g = await LiveGame.create(setupFor('5+0'), r.host);
    await play(r, g, 'white', 'e2e4', 0);
    await play(r, g, 'black', 'e7e5', 0);
    const before = g.snapshot();
    const v = g.version;
    assert.equal(g.handle('white', { type: 'claim', gameId: g.id, claim: 'threefold' }), null);
    await g.settled();
    const ruling = r.private.white.find((m) => m.type === 'game.ruling');
    assert.ok(ruling?.type === 'game.ruling');
    assert.equal(ruling.code, 'claim-refused');
    assert.match(ruling.rule, /^FIDE Online 5\.4/);
    assert.equal(g.version, v);
    assert.deepEqual(g.snapshot().clock, before.clock);
    await play(r, g, 'white', 'g1f3', 1000);
    assert.equal(g.snapshot().moves.length, 3);
  } finally {
    await r.done();
  }
});

test('no first move in time aborts the game with no result', async () => {
  const r = await rig();
  try {
    const g = await LiveGame.create(setupFor('3+0'), r.host);
    await play(r, g, 'white', 'e2e4', 2000);
    r.time.advance(25_000);
    await g.settled();
    const end = ends(r)[0] as Extract<GameEvent, { kind: 'end' }>;
    assert.equal(end.end.status, 'aborted');
    assert.equal(end.end.result, '*');
    assert.match(end.end.ruling, /Black did not make a first move in time/);
    const stored = await r.storage.game(g.id);
    assert.equal(stored?.game.status, 'aborted');
  } finally {
    await r.done();
  }
});

test('a casual takeback restores the position and the clocks; rated games refuse it', async () => {
  const r = await rig();
  try {
    const g = await LiveGame.create(setupFor('5+0'), r.host);
    await play(r, g, 'white', 'e2e4', 0);
    await play(r, g, 'black', 'e7e5', 0);
    await play(r, g, 'white', 'g1f3', 4000);
    const whiteAfterNf3 = g.snapshot().clock.white;
    await play(r, g, 'black', 'b8c6', 3000);
    // White asks to take back Nf3: Black's reply goes back too.
    assert.equal(g.handle('white', { type: 'takeback', gameId: g.id, action: 'offer' }), null);
    r.time.advance(5000);
    assert.equal(g.handle('black', { type: 'takeback', gameId: g.id, action: 'accept' }), null);
    await g.settled();
    const s = g.snapshot();
    assert.equal(s.moves.length, 2);
    assert.equal(s.turn, 'white');
    assert.equal(s.clock.black, 300_000);
    assert.equal(s.clock.white, 300_000);
    assert.ok(whiteAfterNf3 === 296_000);
    const rated = await LiveGame.create(setupFor('5+0', { rated: true, id: 'Game0003' }), r.host);
    assert.equal(rated.handle('white', { type: 'takeback', gameId: rated.id, action: 'offer' })?.code, 'refused');
  } finally {
    await r.done();
  }
});

/** Time whose timers fire 0.4 ms before their deadline, as a real timer (whole milliseconds) can against performance.now(). */
class EarlyTimers extends ManualTime {
  override setTimer(fn: () => void, delayMs: number) {
    return super.setTimer(fn, delayMs - 0.4);
  }
}

test('the end of the absence countdown is announced even when its timer fires a moment early', async () => {
  const r = await rig(new EarlyTimers());
  try {
    const g = await LiveGame.create(setupFor('5+0'), r.host);
    g.setPresence('white', 1);
    g.setPresence('black', 1);
    await play(r, g, 'white', 'e2e4', 0);
    await play(r, g, 'black', 'e7e5', 0);
    await play(r, g, 'white', 'g1f3', 0);
    g.setPresence('black', -1);
    r.time.advance(15_001);
    assert.equal(r.presence.at(-1)?.black.claimInMs, 0, 'the last word on Black is that the claim is open');
    // Never a fraction of a second left (lichess clients would read "1 s" and wait for a 0 that never came).
    assert.deepEqual(
      r.presence.map((m) => m.black.claimInMs).filter((ms) => ms !== null && ms > 0 && ms < 1000),
      [],
    );
    assert.equal(g.handle('white', { type: 'claim', gameId: g.id, claim: 'abandonment-win' }), null);
    await g.settled();
  } finally {
    await r.done();
  }
});

test('the absence countdown runs only on the absent player’s turn; then the opponent may claim', async () => {
  const r = await rig();
  try {
    const g = await LiveGame.create(setupFor('5+0'), r.host);
    g.setPresence('white', 1);
    g.setPresence('black', 1);
    await play(r, g, 'white', 'e2e4', 0);
    await play(r, g, 'black', 'e7e5', 0);
    // Black leaves on White's turn: no countdown yet.
    g.setPresence('black', -1);
    r.time.advance(20_000);
    assert.equal(g.claimInMs('black'), null);
    await play(r, g, 'white', 'g1f3', 0);
    // Now it is Black's turn: 15 s for a blitz game.
    assert.equal(g.claimInMs('black'), 15_000);
    assert.equal(g.handle('white', { type: 'claim', gameId: g.id, claim: 'abandonment-win' })?.code, 'refused');
    r.time.advance(15_000);
    assert.equal(g.claimInMs('black'), 0);
    assert.equal(g.handle('white', { type: 'claim', gameId: g.id, claim: 'abandonment-win' }), null);
    await g.settled();
    const end = ends(r)[0] as Extract<GameEvent, { kind: 'end' }>;
    assert.equal(end.end.result, '1-0');
    assert.equal(end.end.termination, 'abandonment');
  } finally {
    await r.done();
  }
});

test('a restore replays every record; the time the server was down is charged to nobody', async () => {
  const r = await rig();
  try {
    const g = await LiveGame.create(setupFor('3+2'), r.host);
    await play(r, g, 'white', 'e2e4', 0);
    await play(r, g, 'black', 'e7e5', 0);
    await play(r, g, 'white', 'g1f3', 3000);
    r.time.advance(4000); // Black thinks 4 s, then the server dies (its last heartbeat then).
    const heartbeat = r.time.wallMs();
    await r.host.commit([{ op: 'heartbeat', at: heartbeat }]);
    const before = g.snapshot();
    g.stop();
    r.time.advance(60_000); // down for a minute
    const stored = await r.storage.game(g.id);
    assert.ok(stored !== null);
    const back = await LiveGame.restore(g.setup, stored.records, r.host, await r.storage.lastHeartbeat());
    await back.settled();
    const after = back.snapshot();
    assert.equal(after.fen, before.fen);
    assert.deepEqual(after.moves, before.moves);
    assert.equal(after.clock.white, before.clock.white);
    assert.equal(after.clock.black, before.clock.black);
    assert.equal(back.version, g.version + 1, 'one resume event');
    // Black moves on; the game goes on.
    await play(r, back, 'black', 'b8c6', 1000);
    assert.equal(back.snapshot().moves.length, 4);
  } finally {
    await r.done();
  }
});

test('castling written king-takes-rook is recorded as the king move; other moves stay as written', () => {
  const pos = parseFen('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1');
  assert.ok(pos.ok);
  assert.equal(canonicalUci(pos.value, 'e1h1'), 'e1g1');
  assert.equal(canonicalUci(pos.value, 'e1a1'), 'e1c1');
  assert.equal(canonicalUci(pos.value, 'e1g1'), 'e1g1');
  assert.equal(canonicalUci(pos.value, 'a1a8'), 'a1a8', 'a rook taking a rook is a capture');
  const black = parseFen('r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1');
  assert.ok(black.ok);
  assert.equal(canonicalUci(black.value, 'e8a8'), 'e8c8');
});
