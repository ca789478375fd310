import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { PassThrough } from 'node:stream';
import { legalUci, randomGame } from '../../test/support.js';
import { UciDriver } from '../../test/uciDriver.js';
import { loadGame } from '../board/game.js';
import { runUciEngine } from './server.js';

function start(): { uci: UciDriver; done: Promise<void> } {
  const input = new PassThrough();
  const output = new PassThrough();
  const done = runUciEngine(input, output);
  return { uci: new UciDriver(input, output), done };
}

function legalAfter(fen: string | null, moves: readonly string[]): string[] {
  const game = loadGame(fen, moves);
  assert.ok(game.ok);
  return legalUci(game.value.position);
}

describe('UCI engine mode over streams', () => {
  test('handshake: id, options Level and Hash, uciok; isready gets readyok; quit ends the session', async () => {
    const { uci, done } = start();
    uci.send('uci');
    await uci.waitFor(/^uciok$/, 10_000, 0);
    assert.deepEqual(uci.lines, [
      'id name Flagfall engine 0.2.0',
      'id author the Flagfall authors',
      'option name Level type spin default 8 min 1 max 8',
      'option name Hash type spin default 16 min 1 max 1024',
      'uciok',
    ]);
    uci.send('isready');
    await uci.waitFor(/^readyok$/);
    uci.send('quit');
    await done;
  });

  test('position and go depth: one info line per depth, then a legal bestmove', async () => {
    const { uci, done } = start();
    const moves = ['e2e4', 'c7c5', 'g1f3', 'd7d6'];
    uci.send('ucinewgame', `position startpos moves ${moves.join(' ')}`, 'go depth 5');
    const best = await uci.waitFor(/^bestmove /);
    const infos = uci.lines.filter((l) => l.startsWith('info depth'));
    assert.deepEqual(
      infos.map((l) => Number(/^info depth (\d+)/.exec(l)![1])),
      [1, 2, 3, 4, 5],
    );
    for (const line of infos)
      assert.match(
        line,
        /^info depth \d+ seldepth \d+ multipv 1 score (cp -?\d+|mate -?\d+) nodes \d+ nps \d+ hashfull \d+ time \d+ pv( [a-h][1-8][a-h][1-8][qrbn]?)+$/,
      );
    const move = best.split(' ')[1]!;
    assert.ok(legalAfter(null, moves).includes(move), move);
    assert.equal(infos[infos.length - 1]!.split(' pv ')[1]!.split(' ')[0], move, 'the last PV starts with the best move');
    uci.send('quit');
    await done;
  });

  test('go infinite answers only after stop; isready is answered during the search', async () => {
    const { uci, done } = start();
    uci.send('position fen r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4', 'go infinite');
    await uci.waitFor(/^info depth 4 /);
    uci.send('isready');
    await uci.waitFor(/^readyok$/);
    assert.ok(!uci.lines.some((l) => l.startsWith('bestmove')), 'no bestmove before stop');
    uci.send('stop');
    const best = await uci.waitFor(/^bestmove /);
    assert.ok(legalAfter('r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4', []).includes(best.split(' ')[1]!));
    uci.send('quit');
    await done;
  });

  test('an infinite search that ends by itself (a forced mate) still waits for stop', async () => {
    const { uci, done } = start();
    uci.send('position fen 6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1', 'go infinite');
    await uci.waitFor(/score mate 1 /);
    uci.send('isready');
    await uci.waitFor(/^readyok$/);
    assert.ok(!uci.lines.some((l) => l.startsWith('bestmove')));
    uci.send('stop');
    assert.equal(await uci.waitFor(/^bestmove /), 'bestmove d1d8');
    uci.send('quit');
    await done;
  });

  test('bad lines get an info string error and change nothing; the session goes on', async () => {
    const { uci, done } = start();
    uci.send(
      'hello',
      'go depth banana',
      'setoption name Level value 0',
      'setoption name Colour value red',
      'position startpos moves e2e5',
      'go depth 2',
    );
    await uci.waitFor(/^bestmove 0000$/);
    const errors = uci.lines.filter((l) => l.startsWith('info string error:'));
    assert.equal(errors.length, 6, errors.join('\n'));
    assert.match(errors[0]!, /unknown command "hello"/);
    assert.match(errors[4]!, /e2e5/);
    assert.match(errors[5]!, /no valid position/);
    uci.send('position startpos moves e2e4', 'go depth 2');
    const best = await uci.waitFor(/^bestmove /);
    assert.ok(legalAfter(null, ['e2e4']).includes(best.split(' ')[1]!));
    uci.send('quit');
    await done;
  });

  test('a game that is over gets bestmove 0000', async () => {
    const { uci, done } = start();
    uci.send('position startpos moves f2f3 e7e5 g2g4 d8h4', 'go depth 3');
    assert.equal(await uci.waitFor(/^bestmove /), 'bestmove 0000');
    uci.send('quit');
    await done;
  });

  test('go with a clock plays at the Level option within its budget; the end of input ends the session', async () => {
    const { uci, done } = start();
    const { moves } = randomGame(12, 7);
    uci.send(
      'setoption name Level value 3',
      'setoption name Hash value 4',
      `position startpos moves ${moves.join(' ')}`,
      'go wtime 2000 btime 2000 winc 0 binc 0',
    );
    const best = await uci.waitFor(/^bestmove /);
    assert.ok(legalAfter(null, moves).includes(best.split(' ')[1]!));
    assert.ok(!uci.lines.some((l) => l.startsWith('info string')), uci.lines.join('\n'));
    uci.send('go movetime 100');
    await uci.waitFor(/^bestmove /, 10_000, uci.lines.indexOf(best) + 1);
    uci.end();
    await done;
  });

  test('input that ends right after go (a piped file) still gets its bestmove; an infinite search is stopped', async () => {
    const { uci, done } = start();
    uci.send('position startpos', 'go depth 4');
    uci.end();
    await done;
    assert.equal(uci.lines.filter((l) => l.startsWith('bestmove')).length, 1);
    const second = start();
    second.uci.send('go infinite');
    second.uci.end();
    await second.done;
    assert.equal(second.uci.lines.filter((l) => l.startsWith('bestmove')).length, 1);
  });
});
