/**
 * The computer against a real server process: a person plays it through the Board API (the
 * built-in engine, and Stockfish when installed), a bot account driven by a real UCI engine plays
 * it through the Bot API with a real clock to the end, and a hung engine loses on time while the
 * server keeps answering. Nothing sleeps: every step waits on a stream line.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { Position, makeUci, parsePgn, parseUci, type Move } from '@flagfall/core';
import { UciEngine, findStockfish } from '@flagfall/engine/uci';
import { ROOT } from './client.js';
import { LichessServer, call, finalState, stream, typed, type Account, type Json, type Stream } from './lichessHttp.js';

const STOCKFISH = findStockfish();
const NO_STOCKFISH = STOCKFISH === null ? 'Stockfish is not installed (apt-get install stockfish)' : false;
const HUNG_ENGINE = join(ROOT, 'packages', 'server', 'test', 'fixtures', 'hung-engine.mjs');

/** The position after `moves` (UCI) from the start; every move must be legal. */
function positionAfter(moves: readonly string[]): Position {
  const pos = Position.initial();
  for (const uci of moves) {
    const m = parseUci(uci);
    assert.ok(m.ok && pos.play(m.value), `${uci} is legal after ${moves.join(' ')}`);
  }
  return pos;
}

/** A weak but legal player: the capture of the most valuable piece, else the first move in a fixed order. */
function weakMove(pos: Position): Move {
  const moves = pos.legalMoves();
  const value = (m: Move) => ({ queen: 9, rook: 5, bishop: 3, knight: 3, pawn: 1, king: 0 })[pos.pieceAt(m.to)?.role ?? 'king'];
  return [...moves].sort((a, b) => value(b) - value(a) || makeUci(a).localeCompare(makeUci(b)))[0]!;
}

const movesOf = (v: Json): string[] => {
  const s = v.type === 'gameFull' ? (v.state as Json) : v;
  return String(s.moves) === '' ? [] : String(s.moves).split(' ');
};

/** Challenges the computer through the API; the game id and its Board stream. */
async function playComputer(
  server: LichessServer,
  me: Account,
  body: Record<string, unknown>,
): Promise<{ id: string; game: Stream; full: Json }> {
  const r = await call(server.url, 'POST', '/api/challenge/ai', { token: me.token, json: body });
  assert.equal(r.status, 201, r.text);
  const id = String((r.json as Json).id);
  const game = await stream(server.url, 'GET', `/api/board/game/stream/${id}`, { token: me.token });
  const full = await game.next(typed('gameFull'));
  return { id, game, full };
}

/**
 * The person (White) plays `weakMove` until the game ends or `maxMoves` of theirs are played,
 * checking the computer answers every move with a legal one. Returns the last line seen.
 */
async function playAsWhite(server: LichessServer, me: Account, id: string, game: Stream, maxMoves: number): Promise<Json> {
  let last = await game.next(typed('gameFull'));
  for (let n = 0; n < maxMoves; n++) {
    const moves = movesOf(last);
    const pos = positionAfter(moves);
    assert.ok(pos.legalMoves().length > 0, `a move to play after ${moves.join(' ')}: ${JSON.stringify(last)}`);
    const uci = makeUci(weakMove(pos));
    const r = await call(server.url, 'POST', `/api/board/game/${id}/move/${uci}`, { token: me.token });
    assert.equal(r.status, 200, `${uci}: ${r.text}`);
    // The computer's answer: a state two plies on, or the end.
    last = await game.next((v) => v.type === 'gameState' && (v.status !== 'started' || movesOf(v).length >= moves.length + 2), 30_000);
    if (last.status !== 'started') return last;
    assert.ok(positionAfter(movesOf(last)).legalMoves().length > 0, 'a game with no move left has ended in the same line');
  }
  return last;
}

describe('the computer', { concurrency: true }, () => {
  it('the built-in engine answers every move on its own clock; a person resigns', async () => {
    const server = await LichessServer.start(['--engine', 'builtin']);
    try {
      assert.match(server.process.stderr(), /computer: Flagfall/);
      const me = await server.user('Alone');
      const { id, game, full } = await playComputer(server, me, { level: 1, tc: '1+0', color: 'white' });
      assert.equal((full.white as Json).name, 'Alone');
      assert.equal((full.black as Json).aiLevel, 1);
      const last = await playAsWhite(server, me, id, game, 6);
      assert.equal(last.status, 'started');
      assert.ok(Number(last.btime) < 60_000, 'the computer thinks on its own clock');
      assert.equal(movesOf(last).length, 12);
      const r = await call(server.url, 'POST', `/api/board/game/${id}/resign`, { token: me.token });
      assert.equal(r.status, 200);
      const end = await game.next(finalState);
      assert.deepEqual([end.status, end.winner], ['resign', 'black']);
      await game.whenClosed();
    } finally {
      await server.stop();
    }
  });

  it('Stockfish plays a person to the end of a game', { skip: NO_STOCKFISH }, async () => {
    const server = await LichessServer.start(['--engine', 'stockfish']);
    try {
      assert.match(server.process.stderr(), /computer: Stockfish/);
      const me = await server.user('Patzer');
      const { id, game } = await playComputer(server, me, { level: 6, 'clock.limit': 120, 'clock.increment': 0, color: 'white' });
      const end = await playAsWhite(server, me, id, game, 150);
      assert.notEqual(end.status, 'started', 'the game ended');
      assert.notEqual(end.winner, 'white', 'the computer did not lose');
      assert.notEqual(end.status, 'outoftime', 'the computer kept to its clock');
      const pgn = await call(server.url, 'GET', `/game/export/${id}`, {});
      assert.equal(parsePgn(pgn.text)[0]!.moves.length, movesOf(end).length);
    } finally {
      await server.stop();
    }
  });

  it(
    'a bot account driven by a UCI engine plays the computer through the Bot API with a real clock, to the end',
    { skip: NO_STOCKFISH },
    async () => {
      const server = await LichessServer.start(['--engine', 'builtin']);
      const engine = await UciEngine.start({ command: STOCKFISH!, options: { 'Skill Level': 0, Threads: 1, Hash: 16 } });
      assert.ok(engine.ok, engine.ok ? '' : engine.error.message);
      try {
        const bot = await server.user('UciBot', { bot: true });
        const events = await stream(server.url, 'GET', '/api/stream/event', { token: bot.token });
        const r = await call(server.url, 'POST', '/api/challenge/ai', {
          token: bot.token,
          form: { level: '8', 'clock.limit': '30', 'clock.increment': '0', color: 'black' },
        });
        assert.equal(r.status, 201, r.text);
        const id = String((r.json as Json).id);
        await events.next(typed('gameStart', (v) => (v.game as Json).id === id));
        const game = await stream(server.url, 'GET', `/api/bot/game/stream/${id}`, { token: bot.token });
        let last = await game.next(typed('gameFull'));
        const played = new Set<number>();
        for (;;) {
          const state = last.type === 'gameFull' ? (last.state as Json) : last;
          if (state.status !== 'started') break;
          const moves = movesOf(last);
          if (moves.length % 2 === 1 && !played.has(moves.length)) {
            played.add(moves.length);
            const found = await engine.value.search({
              fen: null,
              moves,
              limits: { wtimeMs: Number(state.wtime), btimeMs: Number(state.btime), wincMs: 0, bincMs: 0 },
              timeoutMs: 20_000,
            });
            assert.ok(found.ok && found.value.bestMove !== null, found.ok ? 'no move' : found.error.message);
            const m = await call(server.url, 'POST', `/api/bot/game/${id}/move/${found.value.bestMove}`, { token: bot.token });
            // The game may have ended meanwhile (the bot's flag): a refusal then is a ruling, not a failure.
            assert.ok(m.status === 200 || m.status === 400, m.text);
          }
          // The next state: a move more, or the end. Searched from the first line, not from
          // where the stream stands: the server may write a move's state (the end of the game
          // included, when the bot's move mates) before it answers the move's request.
          last = await game.next((v) => v.type === 'gameState' && (v.status !== 'started' || movesOf(v).length > moves.length), 40_000);
        }
        const end = last;
        assert.ok(['mate', 'resign', 'outoftime', 'draw', 'stalemate'].includes(String(end.status)), String(end.status));
        await events.next(typed('gameFinish', (v) => (v.game as Json).id === id));
        const exported = await call(server.url, 'GET', `/game/export/${id}`, { headers: { accept: 'application/json' } });
        assert.equal((exported.json as Json).status, end.status);
        assert.equal(String((exported.json as Json).moves).split(' ').length, movesOf(end).length);
        events.close();
      } finally {
        await engine.value.close();
        await server.stop();
      }
    },
  );

  it('a hung engine loses on time and never stalls the server', { skip: existsSync(HUNG_ENGINE) ? false : 'fixture missing' }, async () => {
    const server = await LichessServer.start(['--engine', HUNG_ENGINE]);
    try {
      const me = await server.user('Waiter');
      const { id, game } = await playComputer(server, me, { level: 3, tc: '0.25+0', color: 'white' });
      assert.equal((await call(server.url, 'POST', `/api/board/game/${id}/move/e2e4`, { token: me.token })).status, 200);
      await game.next((v) => v.type === 'gameState' && v.moves === 'e2e4 e7e5');
      assert.equal((await call(server.url, 'POST', `/api/board/game/${id}/move/g1f3`, { token: me.token })).status, 200);
      // While the engine hangs, the server answers at once.
      const t0 = performance.now();
      assert.equal((await call(server.url, 'GET', '/api/health')).status, 200);
      assert.ok(performance.now() - t0 < 1000);
      const end = await game.next(finalState, 40_000);
      assert.deepEqual([end.status, end.winner], ['outoftime', 'white']);
    } finally {
      await server.stop();
    }
  });
});
