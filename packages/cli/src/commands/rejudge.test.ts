import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { captureIo as capture } from '../../test/captureIo.js';
import { main } from '../main.js';

/** A database made for the test: games 1, 2 and 4 are wins on time the winner could never have won. */
const DATABASE = `[Event "Wall"]
[White "Ann"]
[Black "Bob"]
[Result "0-1"]
[Termination "Time forfeit"]
[SetUp "1"]
[FEN "3k4/8/8/p2p2p1/P2P2P1/8/3K4/8 w - - 0 1"]

1. Ke3 Ke7 2. Kf3 {[%clk 0:00:00]} 0-1

[Event "Lone king"]
[White "Cat"]
[Black "Dan"]
[Result "1-0"]
[Termination "Normal"]
[SetUp "1"]
[FEN "7k/8/8/8/8/8/5q2/K7 b - - 0 1"]

1... Kg7 {[%clk 0:00:03]} 2. Kb1 {[%clk 0:00:05]} Kf6 {[%clk 0:00:00]} 1-0

[Event "Queen wins"]
[White "Eve"]
[Black "Fay"]
[Result "1-0"]
[Termination "Fay won on time"]
[SetUp "1"]
[FEN "7k/8/8/8/8/8/5Q2/K7 w - - 0 1"]

1. Qf6+ Kh7 1-0

[Event "Knight, clock only"]
[White "Gus"]
[Black "Hal"]
[Result "1-0"]
[SetUp "1"]
[FEN "7k/8/8/8/8/8/5N2/K7 w - - 0 1"]

1. Ng4 {[%clk 0:00:09]} Kg7 {[%clk 0:00:00]} 1-0

[Event "Mate"]
[White "Ivy"]
[Black "Jon"]
[Result "0-1"]
[Termination "Normal"]

1. f3 e5 2. g4 Qh4# 0-1

[Event "Broken"]
[White "Kim"]
[Black "Lee"]
[Result "1-0"]
[Termination "Time forfeit"]

1. e4 e5 2. Ke3 1-0

[Event "Drawn on time"]
[White "Max"]
[Black "Ned"]
[Result "1/2-1/2"]
[Termination "Time forfeit"]

1. e4 e5 1/2-1/2
`;

async function rejudge(args: string[]): Promise<{ code: number; lines: Array<Record<string, unknown>>; err: string }> {
  const c = capture({ 'db.pgn': DATABASE });
  const code = await main(['rejudge', ...args], c.io);
  const lines = c
    .out()
    .trim()
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  return { code, lines, err: c.err() };
}

describe('flagfall rejudge', () => {
  test('FIDE blitz: the three wins on time the winner could never have won, and a summary', async () => {
    const r = await rejudge(['--rules', 'fide-blitz', 'db.pgn']);
    assert.equal(r.code, 0, r.err);
    const summary = r.lines.pop()!;
    assert.deepEqual(summary['games'], 7);
    assert.deepEqual(summary['timeouts'], 5); // Wall, Lone king (clock), Queen wins, Knight (clock), Broken
    assert.deepEqual(summary['misjudged'], 3);
    assert.deepEqual(summary['unreadable'], 1);
    assert.equal(typeof summary['seconds'], 'number');
    assert.deepEqual(
      r.lines.map((l) => [l['game'], l['event'], l['result'], l['rejudged'], l['rule']]),
      [
        [1, 'Wall', '0-1', '1/2-1/2', 'FIDE 6.9'],
        [2, 'Lone king', '1-0', '1/2-1/2', 'FIDE 6.9'],
        [4, 'Knight, clock only', '1-0', '1/2-1/2', 'FIDE 6.9'],
      ],
    );
    assert.match(r.lines[0]!['reason'] as string, /blocked/);
    assert.equal(r.lines[0]!['fen'], '8/4k3/8/p2p2p1/P2P2P1/5K2/8/8 b - - 3 2');
  });

  test('US Chess blitz: mating material (7c) — a pawn wall stands, a lone knight does not', async () => {
    const r = await rejudge(['--rules', 'uscf-blitz', 'db.pgn']);
    assert.equal(r.code, 0, r.err);
    const summary = r.lines.pop()!;
    assert.deepEqual(summary['misjudged'], 2);
    assert.deepEqual(
      r.lines.map((l) => l['event']),
      ['Lone king', 'Knight, clock only'],
    );
  });

  test('usage errors exit 2', async () => {
    assert.equal((await rejudge(['db.pgn'])).code, 2);
    assert.equal((await rejudge(['--rules', 'nonsense', 'db.pgn'])).code, 2);
    assert.equal((await rejudge(['--rules', 'fide-blitz'])).code, 2);
  });
});
