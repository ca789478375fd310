/**
 * The reader's limits (PgnReadOptions: maxLineChars, maxGameChars, maxGameMoves): a game that
 * reaches one is cut off, reported, marked truncated and passed on; the next game is read normally;
 * memory stays bounded whatever the input.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { getHeapStatistics } from 'node:v8';
import { parsePgn, readPgn } from './read.js';
import { PgnParser } from './parser.js';
import { replayPgnGame } from './replay.js';
import {
  DEFAULT_MAX_GAME_CHARS,
  DEFAULT_MAX_GAME_MOVES,
  DEFAULT_MAX_LINE_CHARS,
  MAX_ERRORS_PER_GAME,
  MAX_VARIATION_DEPTH,
} from './types.js';
import { makePgn } from './write.js';
import type { PgnGame, PgnMove } from './types.js';

const sans = (moves: readonly PgnMove[]): string[] => moves.map((m) => m.san);
const codes = (game: PgnGame): string[] => game.errors.map((e) => e.code);
const NEXT_GAME = '[Event "next"]\n[Result "0-1"]\n\n1. e4 e5 0-1\n';

/** The next game was read whole and as usual. */
function assertNextGame(game: PgnGame | undefined): void {
  assert.ok(game !== undefined);
  assert.equal(game.headers.get('Event'), 'next');
  assert.deepEqual(sans(game.moves), ['e4', 'e5']);
  assert.equal(game.result, '0-1');
  assert.deepEqual(game.errors, []);
  assert.equal(game.truncated, undefined);
}

describe('one huge game (hostile/make_one_huge_game.py): memory stays bounded', () => {
  test('a 52 MB single-line game streamed in chunks is cut off at the line limit; the next game is read; the heap grows far less than 150 MB', (t) => {
    // The game as the script writes it, generated chunk by chunk (never one big string). The
    // unbounded reader used 2.6 GB for 50 MB; the generator stops the test as soon as the heap has
    // grown by the bound, so a reader that buffers the line fails here rather than running out of memory.
    const BOUND = 150 * 2 ** 20;
    const pattern = '1. Nf3 Nf6 2. Ng1 Ng8 ';
    const base = getHeapStatistics().used_heap_size;
    let peak = 0;
    let chars = 0;
    function* chunks(): Generator<string> {
      yield '[Event "e"]\n[Result "1-0"]\n[Termination "time forfeit"]\n\n';
      for (let k = 0; k < 800; k++) {
        const chunk = pattern.repeat(2980); // 65,560 characters, a new string each time
        chars += chunk.length;
        yield chunk;
        const grown = getHeapStatistics().used_heap_size - base;
        peak = Math.max(peak, grown);
        assert.ok(grown < BOUND, `the heap grew by ${Math.round(grown / 2 ** 20)} MB after ${chars} characters`);
      }
      yield '1-0\n\n' + NEXT_GAME;
    }
    const games = [...readPgn(chunks())];
    assert.ok(chars > 52_000_000);
    assert.equal(games.length, 2);
    const huge = games[0]!;
    assert.equal(huge.truncated, true);
    assert.deepEqual(codes(huge), ['line_too_long']);
    assert.deepEqual(huge.errors[0]!.line, 5);
    assert.match(huge.errors[0]!.message, /^line 5 is longer than 1048576 characters \(maxLineChars\)/);
    assert.equal(huge.headers.get('Termination'), 'time forfeit');
    assert.deepEqual(huge.moves, []);
    assertNextGame(games[1]);
    t.diagnostic(`one huge game: ${chars} characters, heap growth at most ${(peak / 2 ** 20).toFixed(1)} MB`);
  });
  test('the same game in lines of moves: cut off at the move limit, the rest skipped up to the next tag line', () => {
    function* chunks(): Generator<string> {
      yield '[Event "e"]\n[Result "1-0"]\n\n';
      for (let k = 0; k < 20_000; k++) yield `${'1. Nf3 Nf6 2. Ng1 Ng8 '.repeat(10)}\n`;
      yield '1-0\n\n' + NEXT_GAME;
    }
    const games = [...readPgn(chunks())];
    assert.equal(games.length, 2);
    assert.equal(games[0]!.truncated, true);
    assert.deepEqual(codes(games[0]!), ['too_many_moves']);
    assert.equal(games[0]!.moves.length, DEFAULT_MAX_GAME_MOVES);
    assert.equal(games[0]!.result, '1-0'); // from the Result tag: the marker was skipped
    assertNextGame(games[1]);
  });
});

describe('maxGameChars', () => {
  test('a runaway comment over many lines is cut off at the game limit (default 4 MiB); the next game is read', () => {
    const line = 'a'.repeat(999);
    function* chunks(): Generator<string> {
      yield '[Event "runaway"]\n\n1. e4 {opened\n';
      for (let k = 0; k < 6000; k++) yield line + '\n'; // 6 MB, never closed
      yield '2. d4 *\n\n' + NEXT_GAME;
    }
    const games = [...readPgn(chunks())];
    assert.equal(games.length, 2);
    const g = games[0]!;
    assert.equal(g.truncated, true);
    assert.deepEqual(codes(g), ['game_too_long']);
    assert.match(g.errors[0]!.message, /^the game is longer than 4194304 characters \(maxGameChars\) at line \d+/);
    assert.ok(g.errors[0]!.line > 4000 && g.errors[0]!.line < 4300, String(g.errors[0]!.line));
    assert.deepEqual(sans(g.moves), ['e4']);
    assert.deepEqual(g.moves[0]!.comments, []); // the open comment is dropped
    assertNextGame(games[1]);
  });
  test('a comment opened before any tag or move counts too', () => {
    const games = parsePgn('{' + 'x\n'.repeat(200) + '\n' + NEXT_GAME, { maxGameChars: 100 });
    assert.equal(games.length, 2);
    assert.deepEqual(codes(games[0]!), ['game_too_long']);
    assertNextGame(games[1]);
  });
  test('a game of exactly the limit is whole', () => {
    const text = '1. e4 e5 *'; // 10 characters
    assert.equal(parsePgn(text, { maxGameChars: 10 })[0]!.truncated, undefined);
    assert.equal(parsePgn(text, { maxGameChars: 9 })[0]!.truncated, true);
  });
});

describe('maxGameMoves', () => {
  test('variations count whether kept or not, and both readings cut at the same move', () => {
    const text = '1. e4 (1. d4 d5 2. c4) e5 2. Nf3 Nc6 3. Bb5 *\n\n' + NEXT_GAME;
    for (const keepVariations of [false, true]) {
      const games = parsePgn(text, { maxGameMoves: 5, keepVariations });
      assert.equal(games.length, 2);
      assert.deepEqual(sans(games[0]!.moves), ['e4', 'e5']);
      assert.deepEqual(codes(games[0]!), ['too_many_moves']); // no unterminated_variation noise
      assertNextGame(games[1]);
    }
  });
  test('the default allows the longest legal game, and refuses more', () => {
    const game = (plies: number): string => `[Event "long"]\n\n${'Nf3 '.repeat(plies)}*\n`;
    assert.equal(parsePgn(game(DEFAULT_MAX_GAME_MOVES))[0]!.truncated, undefined);
    assert.equal(parsePgn(game(DEFAULT_MAX_GAME_MOVES + 1))[0]!.truncated, true);
    assert.ok(DEFAULT_MAX_GAME_MOVES > 17_700);
  });
});

describe('maxLineChars', () => {
  test('a long line that begins with tag pairs begins a new game and keeps its whole pairs', () => {
    const text = `[Event "first"]\n\n1. e4 *\n\n[Event "second"] [White "w"] [Annotator "${'x'.repeat(200)}"]\n1. d4 *\n\n${NEXT_GAME}`;
    const games = parsePgn(text, { maxLineChars: 100 });
    assert.equal(games.length, 3);
    assert.equal(games[0]!.truncated, undefined);
    assert.deepEqual(sans(games[0]!.moves), ['e4']);
    assert.deepEqual(
      [...games[1]!.headers],
      [
        ['Event', 'second'],
        ['White', 'w'],
      ],
    );
    assert.deepEqual(games[1]!.moves, []);
    assert.deepEqual(codes(games[1]!), ['line_too_long']);
    assert.equal(games[1]!.errors[0]!.line, 5);
    assertNextGame(games[2]);
  });
  test('a long line after a result begins a new game: the finished one is not marked cut off', () => {
    const games = parsePgn(`1. e4 e5 1-0\n${'d4 '.repeat(50)}\n\n${NEXT_GAME}`, { maxLineChars: 100 });
    assert.equal(games.length, 3);
    assert.equal(games[0]!.truncated, undefined);
    assert.equal(games[0]!.result, '1-0');
    assert.deepEqual(codes(games[1]!), ['line_too_long']);
    assertNextGame(games[2]);
  });
  test('a long line inside a game cuts it off there: its earlier moves are kept, a runaway comment is dropped', () => {
    const games = parsePgn(`[Event "x"]\n\n1. e4 e5 {open\n${'y'.repeat(500)}\n2. Nf3 *\n\n${NEXT_GAME}`, { maxLineChars: 100 });
    assert.equal(games.length, 2);
    assert.deepEqual(sans(games[0]!.moves), ['e4', 'e5']);
    assert.deepEqual(games[0]!.moves[1]!.comments, []);
    assert.deepEqual(codes(games[0]!), ['line_too_long']);
    assertNextGame(games[1]);
  });
  test('a line of exactly the limit is read; the default is 1 MiB', () => {
    assert.equal(parsePgn('1. e4 *', { maxLineChars: 7 })[0]!.truncated, undefined);
    assert.equal(parsePgn('1. e4 *', { maxLineChars: 6 })[0]!.truncated, true);
    assert.equal(DEFAULT_MAX_LINE_CHARS, 1_048_576);
    assert.equal(DEFAULT_MAX_GAME_CHARS, 4_194_304);
  });
});

describe('deep variations', () => {
  /** The depth of the variation tree under `moves`. */
  function depth(moves: readonly PgnMove[]): number {
    let d = 0;
    for (let line: readonly PgnMove[] | undefined = moves; line !== undefined; d++)
      line = line.find((m) => m.variations !== undefined)?.variations?.[0];
    return d - 1;
  }
  test('variations are kept to MAX_VARIATION_DEPTH; deeper ones are skipped and reported, so makePgn can write the game', () => {
    const text = `1. e4 ${'( e5 '.repeat(20_000)}${') '.repeat(20_000)}Nc6 *`;
    const game = parsePgn(text, { keepVariations: true })[0]!;
    assert.equal(depth(game.moves), MAX_VARIATION_DEPTH);
    assert.deepEqual(sans(game.moves), ['e4', 'Nc6']);
    assert.deepEqual([...new Set(codes(game))], ['variation_too_deep']);
    const written = makePgn(game); // was a RangeError (call stack) on the 20,000-deep tree
    assert.equal(depth(parsePgn(written, { keepVariations: true })[0]!.moves), MAX_VARIATION_DEPTH);
    assert.equal(MAX_VARIATION_DEPTH, 100);
  });
});

describe('truncated games', () => {
  test('the limit error is recorded even after MAX_ERRORS_PER_GAME others', () => {
    const game = parsePgn(`1. e4 ${'} '.repeat(150)}\n${'e5 '.repeat(20)}*`, { maxGameMoves: 10 })[0]!;
    assert.equal(game.errors.length, MAX_ERRORS_PER_GAME + 1);
    assert.equal(game.errors[MAX_ERRORS_PER_GAME]!.code, 'too_many_moves');
  });
  test('replayPgnGame refuses a truncated game with the reason', () => {
    const game = parsePgn('1. e4 e5 2. Nf3 Nc6 *', { maxGameMoves: 3 })[0]!;
    const r = replayPgnGame(game);
    assert.ok(!r.ok);
    assert.equal(r.error.code, 'truncated');
    assert.match(r.error.message, /^the game is incomplete: the game has more than 3 moves \(maxGameMoves/);
  });
  test('limits must be positive integers or Infinity', () => {
    for (const bad of [0, -1, 1.5, Number.NaN, 2 ** 60]) {
      assert.throws(() => new PgnParser(() => {}, { maxLineChars: bad }), RangeError);
      assert.throws(() => parsePgn('*', { maxGameChars: bad }), RangeError);
      assert.throws(() => parsePgn('*', { maxGameMoves: bad }), RangeError);
    }
    assert.equal(parsePgn('1. e4 *', { maxLineChars: Infinity, maxGameChars: Infinity, maxGameMoves: Infinity }).length, 1);
  });
});
