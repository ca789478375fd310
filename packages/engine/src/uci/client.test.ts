import { describe, test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { Chess, makeUci } from '@flagfall/core';
import { fakeEngine, needsStockfish, STOCKFISH } from '../../test/uci-fixtures/paths.js';
import { UciEngine, type UciEngineOptions } from './client.js';
import type { ExitInfo } from './uciError.js';

/** Whether a process with this id exists (a reaped one does not). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Engines made by a test, closed after it whatever happened (a failed assertion must not leave a process). */
function closing(t: TestContext): (engine: UciEngine) => UciEngine {
  return (engine) => {
    t.after(() => engine.close());
    return engine;
  };
}

/** The move the fake engine plays: the first legal move the core generates. */
function firstMove(moves: string[]): string {
  const game = new Chess();
  for (const m of moves) game.play(m);
  return makeUci(game.legalMoves()[0]!);
}

/** An engine whose process ends are announced one by one through `nextExit()`. */
function watched(own: (e: UciEngine) => UciEngine, options: UciEngineOptions): { engine: UciEngine; nextExit: () => Promise<ExitInfo> } {
  const exits: ExitInfo[] = [];
  const waiting: Array<(e: ExitInfo) => void> = [];
  const engine = own(
    new UciEngine({
      ...options,
      onExit: (e) => {
        const w = waiting.shift();
        if (w === undefined) exits.push(e);
        else w(e);
      },
    }),
  );
  const nextExit = (): Promise<ExitInfo> => {
    const e = exits.shift();
    return e === undefined ? new Promise((resolve) => waiting.push(resolve)) : Promise.resolve(e);
  };
  return { engine, nextExit };
}

const isLegal = (moves: string[], move: string | null): boolean => {
  const game = new Chess();
  for (const m of moves) assert.ok(game.play(m).ok);
  return move !== null && game.play(move).ok;
};

describe('UciEngine against Stockfish', { skip: needsStockfish }, () => {
  test('the handshake gives the name and the declared options', async (t) => {
    const own = closing(t);
    const started = await UciEngine.start({ command: STOCKFISH });
    assert.ok(started.ok, JSON.stringify(started));
    const engine = own(started.value);
    assert.match(engine.name, /^Stockfish \d/);
    const skill = engine.identity?.options.get('skill level');
    assert.deepEqual([skill?.type, skill?.min, skill?.max], ['spin', 0, 20]);
    assert.equal(engine.state, 'ready');
    await engine.close();
    assert.equal(engine.state, 'closed');
  });

  test('setoption: a declared option is sent; an unknown name or a value out of range is an error value', async (t) => {
    const own = closing(t);
    const sent: string[] = [];
    const engine = own(new UciEngine({ command: STOCKFISH, onLine: (dir, line) => void (dir === 'to' && sent.push(line)) }));
    assert.deepEqual(await engine.setOption('skill level', 3), { ok: true, value: undefined });
    assert.ok(sent.includes('setoption name Skill Level value 3'), 'the declared spelling is sent');
    const unknown = await engine.setOption('Skil Level', 3);
    assert.ok(!unknown.ok && unknown.error.code === 'unknown_option' && unknown.error.known.includes('Skill Level'));
    const range = await engine.setOption('Skill Level', 21);
    assert.ok(!range.ok && range.error.code === 'bad_option_value');
    assert.match(range.error.message, /21 is outside 0 to 20/);
    const injected = await engine.setOption('SyzygyPath', '/tmp\nquit');
    assert.ok(!injected.ok && injected.error.code === 'bad_argument');
    assert.ok(!sent.some((l) => l.includes('quit')));
    assert.deepEqual(await engine.isReady(), { ok: true, value: undefined });
    await engine.close();
  });

  test('go depth returns a legal move with the search info', async (t) => {
    const own = closing(t);
    const engine = own(new UciEngine({ command: STOCKFISH }));
    const moves = ['e2e4', 'e7e5', 'g1f3'];
    const infos: number[] = [];
    const found = await engine.search({
      fen: null,
      moves,
      limits: { depth: 6 },
      timeoutMs: 10_000,
      onInfo: (i) => void infos.push(i.depth ?? 0),
    });
    assert.ok(found.ok, JSON.stringify(found));
    assert.ok(isLegal(moves, found.value.bestMove), `${String(found.value.bestMove)} is legal`);
    assert.equal(found.value.info.depth, 6);
    assert.equal(found.value.info.score?.kind, 'cp');
    assert.ok((found.value.info.pv?.length ?? 0) >= 1 && found.value.info.pv?.[0] === found.value.bestMove);
    assert.ok(infos.includes(6));
    await engine.close();
  });

  test('go with clocks, from a FEN, answers within its time; a mated position answers no move', async (t) => {
    const own = closing(t);
    const engine = own(new UciEngine({ command: STOCKFISH }));
    const fen = 'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3';
    const found = await engine.search({
      fen,
      moves: [],
      limits: { wtimeMs: 2000, btimeMs: 2000, wincMs: 20, bincMs: 20 },
      timeoutMs: 5000,
    });
    assert.ok(found.ok, JSON.stringify(found));
    assert.ok(found.value.elapsedMs < 2000);
    assert.ok(Chess.fromFen(fen).ok);
    const game = Chess.fromFen(fen);
    assert.ok(game.ok && found.value.bestMove !== null && game.value.play(found.value.bestMove).ok);
    const mated = await engine.search({ fen: null, moves: ['f2f3', 'e7e5', 'g2g4', 'd8h4'], limits: { depth: 3 }, timeoutMs: 5000 });
    assert.ok(mated.ok && mated.value.bestMove === null, JSON.stringify(mated));
    await engine.close();
  });

  test('a search past its deadline (go infinite) is killed and reported; the next call restarts the engine', async (t) => {
    const own = closing(t);
    const { engine, nextExit } = watched(own, { command: STOCKFISH });
    assert.ok((await engine.start()).ok);
    const pid = engine.pid!;
    const hung = await engine.search({ fen: null, moves: [], limits: { infinite: true }, timeoutMs: 200 });
    assert.ok(!hung.ok);
    assert.deepEqual([hung.error.code, 'waitingFor' in hung.error && hung.error.waitingFor], ['timeout', 'bestmove']);
    assert.equal((await nextExit()).signal, 'SIGKILL');
    assert.equal(isAlive(pid), false);
    const again = await engine.search({ fen: null, moves: [], limits: { depth: 2 }, timeoutMs: 5000 });
    assert.ok(again.ok && isLegal([], again.value.bestMove));
    assert.notEqual(engine.pid, pid);
    await engine.close();
  });

  test('stop ends an infinite search with a move', async (t) => {
    const own = closing(t);
    const engine = own(new UciEngine({ command: STOCKFISH }));
    const searching = engine.search({
      fen: null,
      moves: [],
      limits: { infinite: true },
      timeoutMs: 10_000,
      // Stop once the search has shown a first line: the engine is surely searching.
      onInfo: (i) => void (i.depth !== undefined && engine.stop()),
    });
    const found = await searching;
    assert.ok(found.ok && isLegal([], found.value.bestMove), JSON.stringify(found));
    await engine.close();
  });

  test('killed from outside, the engine is noticed dead and restarted with its options by the next call', async (t) => {
    const own = closing(t);
    const sent: string[] = [];
    const { engine, nextExit } = watched(own, {
      command: STOCKFISH,
      options: { Hash: 8 },
      onLine: (dir, line) => void (dir === 'to' && sent.push(line)),
    });
    assert.ok((await engine.setOption('Skill Level', 4)).ok);
    const pid = engine.pid!;
    process.kill(pid, 'SIGKILL');
    const exit = await nextExit();
    assert.equal(exit.signal, 'SIGKILL');
    assert.equal(engine.state, 'stopped');
    sent.length = 0;
    const found = await engine.search({ fen: null, moves: ['d2d4'], limits: { depth: 3 }, timeoutMs: 5000 });
    assert.ok(found.ok && isLegal(['d2d4'], found.value.bestMove));
    assert.notEqual(engine.pid, pid);
    assert.deepEqual(
      sent.filter((l) => l.startsWith('setoption')),
      ['setoption name Hash value 8', 'setoption name Skill Level value 4'],
    );
    await engine.close();
  });

  test('killed from outside in the middle of a search: the search fails as exited, nothing throws', async (t) => {
    const own = closing(t);
    const engine = own(new UciEngine({ command: STOCKFISH }));
    assert.ok((await engine.start()).ok);
    const searching = engine.search({ fen: null, moves: [], limits: { infinite: true }, timeoutMs: 10_000 });
    process.kill(engine.pid!, 'SIGKILL');
    // Written to a dead process before its end is seen: EPIPE must not escape.
    const queued = engine.isReady();
    const failed = await searching;
    assert.ok(!failed.ok && failed.error.code === 'exited' && failed.error.waitingFor === 'bestmove');
    assert.equal(failed.error.exit.signal, 'SIGKILL');
    assert.deepEqual(await queued, { ok: true, value: undefined }, 'the queued call restarted it');
    await engine.close();
  });

  test('close() leaves no process behind, even in the middle of a search', async (t) => {
    const own = closing(t);
    const engine = own(new UciEngine({ command: STOCKFISH }));
    assert.ok((await engine.start()).ok);
    const pid = engine.pid!;
    const searching = engine.search({ fen: null, moves: [], limits: { infinite: true }, timeoutMs: 10_000 });
    await engine.close();
    assert.equal(isAlive(pid), false);
    const r = await searching;
    assert.ok(!r.ok && r.error.code === 'closed');
    const after = await engine.search({ fen: null, moves: [], limits: { depth: 1 }, timeoutMs: 1000 });
    assert.ok(!after.ok && after.error.code === 'closed');
    assert.equal(engine.pid, undefined);
  });
});

describe('UciEngine against a hostile engine (a real process)', () => {
  test('garbage, binary bytes and a 200,000-character line do not disturb the handshake or the search', async (t) => {
    const own = closing(t);
    const engine = own(new UciEngine(fakeEngine('garbage')));
    const started = await engine.start();
    assert.ok(started.ok, JSON.stringify(started));
    assert.equal(started.value.name, 'Fake Engine garbage');
    assert.deepEqual([...started.value.options.keys()], ['level', 'style']);
    const found = await engine.search({ fen: null, moves: [], limits: { depth: 1 }, timeoutMs: 5000 });
    assert.ok(found.ok, JSON.stringify(found));
    assert.equal(found.value.bestMove, firstMove([]));
    assert.deepEqual(found.value.info.score, { kind: 'cp', cp: -5 }, 'the junk info lines left no value behind');
    await engine.close();
  });

  test('an engine that never answers fails the handshake with a timeout and is killed', async (t) => {
    const own = closing(t);
    const { engine, nextExit } = watched(own, { ...fakeEngine('mute'), handshakeTimeoutMs: 300 });
    const started = await engine.start();
    assert.ok(!started.ok);
    assert.equal(started.error.code, 'timeout');
    assert.match(started.error.message, /did not answer uciok within 300 ms: killed/);
    assert.equal((await nextExit()).signal, 'SIGKILL');
    await engine.close();
  });

  test('no readyok: the start fails with a timeout on readyok', async (t) => {
    const own = closing(t);
    const engine = own(new UciEngine({ ...fakeEngine('no-readyok'), readyTimeoutMs: 200 }));
    const started = await engine.start();
    assert.ok(!started.ok && started.error.code === 'timeout' && started.error.waitingFor === 'readyok');
    await engine.close();
  });

  test('an engine that never answers go is killed at the deadline; close() kills one that ignores quit', async (t) => {
    const own = closing(t);
    const { engine, nextExit } = watched(own, { ...fakeEngine('hang-on-go'), quitGraceMs: 100 });
    const hung = await engine.search({ fen: null, moves: [], limits: { movetimeMs: 10 }, timeoutMs: 250 });
    assert.ok(!hung.ok && hung.error.code === 'timeout' && hung.error.waitingFor === 'bestmove');
    assert.equal((await nextExit()).signal, 'SIGKILL');
    assert.ok((await engine.isReady()).ok, 'restarted');
    const pid = engine.pid!;
    await engine.close();
    assert.equal((await nextExit()).signal, 'SIGKILL', 'quit was ignored');
    assert.equal(isAlive(pid), false);
  });

  test('an engine that exits mid-search: the search fails with its exit code and stderr; the next call restarts it', async (t) => {
    const own = closing(t);
    const engine = own(new UciEngine(fakeEngine('exit-on-go')));
    const crashed = await engine.search({ fen: null, moves: [], limits: { depth: 5 }, timeoutMs: 5000 });
    assert.ok(!crashed.ok && crashed.error.code === 'exited');
    assert.equal(crashed.error.exit.exitCode, 3);
    assert.match(crashed.error.message, /^Fake Engine exit-on-go ended: exit code 3; stderr: fake engine: crashing on purpose$/);
    assert.deepEqual(await engine.isReady(), { ok: true, value: undefined });
    await engine.close();
  });

  test('a malformed bestmove is a protocol error; a well-formed illegal one is passed on (legality is the caller’s)', async (t) => {
    const own = closing(t);
    const bad = own(new UciEngine(fakeEngine('bad-bestmove')));
    const r = await bad.search({ fen: null, moves: [], limits: { depth: 1 }, timeoutMs: 5000 });
    assert.ok(!r.ok && r.error.code === 'protocol' && r.error.line === 'bestmove e9e4');
    await bad.close();
    const illegal = own(new UciEngine(fakeEngine('illegal')));
    const i = await illegal.search({ fen: null, moves: [], limits: { depth: 1 }, timeoutMs: 5000 });
    assert.ok(i.ok && i.value.bestMove === 'a1a1');
    await illegal.close();
  });

  test('a program that does not exist is spawn_failed; bad arguments are refused before anything is sent', async (t) => {
    const own = closing(t);
    const missing = await UciEngine.start({ command: '/nonexistent/engine' });
    assert.ok(!missing.ok && missing.error.code === 'spawn_failed' && missing.error.reason === 'ENOENT');
    const nul = await UciEngine.start({ command: 'engine\u0000' });
    assert.ok(!nul.ok && nul.error.code === 'spawn_failed', 'a command spawn() refuses outright');
    const engine = own(new UciEngine(fakeEngine('first')));
    for (const request of [
      { fen: 'not a fen', moves: [] },
      { fen: null, moves: ['e2e4\nquit'] },
    ]) {
      const r = await engine.search({ ...request, limits: { depth: 1 }, timeoutMs: 1000 });
      assert.ok(!r.ok && r.error.code === 'bad_argument', JSON.stringify(r));
    }
    const depth = await engine.search({ fen: null, moves: [], limits: { depth: -1 }, timeoutMs: 1000 });
    assert.ok(!depth.ok && depth.error.code === 'bad_argument');
    assert.equal(engine.state, 'stopped', 'nothing was started for refused calls');
    const combo = await engine.setOption('style', 'Reckless');
    assert.ok(!combo.ok && combo.error.code === 'bad_option_value');
    assert.ok((await engine.setOption('style', 'wild')).ok);
    await engine.close();
  });

  test('calls made together run one at a time, in order', async (t) => {
    const own = closing(t);
    const engine = own(new UciEngine(fakeEngine('first')));
    const [a, b, c] = await Promise.all([
      engine.search({ fen: null, moves: [], limits: { depth: 1 }, timeoutMs: 5000 }),
      engine.search({ fen: null, moves: ['b1a3'], limits: { depth: 1 }, timeoutMs: 5000 }),
      engine.isReady(),
    ]);
    assert.ok(a.ok && b.ok && c.ok);
    assert.deepEqual([a.value.bestMove, b.value.bestMove], [firstMove([]), firstMove(['b1a3'])]);
    await engine.close();
  });
});
