/**
 * Properties of the PGN reader on hostile input (test-support/pgnArbitraries.ts): it never throws,
 * chunking never changes what it reads, its output is bounded by its input and by its limits, and
 * every input is read quickly.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { fuzzRuns } from '../test-support/fuzz.js';
import { chunkSizes, cut, hostilePgn } from '../test-support/pgnArbitraries.js';
import { withinMs } from '../test-support/timeGuard.js';
import type { PgnReadOptions } from './parser.js';
import { parsePgn, readPgn } from './read.js';
import { DEFAULT_MAX_GAME_MOVES, MAX_ERRORS_PER_GAME } from './types.js';
import type { PgnGame, PgnMove } from './types.js';

const LIMIT_CODES = new Set(['line_too_long', 'game_too_long', 'too_many_moves']);

/** Moves of a line and of all its variations. */
function countMoves(moves: readonly PgnMove[]): number {
  let n = moves.length;
  for (const m of moves) for (const v of m.variations ?? []) n += countMoves(v);
  return n;
}

/** Characters of all comments of a line and its variations. */
function commentChars(moves: readonly PgnMove[]): number {
  let n = 0;
  for (const m of moves) {
    for (const c of [...m.comments, ...(m.commentsBefore ?? [])]) n += c.length;
    for (const v of m.variations ?? []) n += commentChars(v);
  }
  return n;
}

/** What every read game must satisfy, given the input and the options it was read with. */
function checkGames(games: readonly PgnGame[], text: string, options: PgnReadOptions): void {
  let moves = 0;
  let comments = 0;
  for (const g of games) {
    const n = countMoves(g.moves);
    moves += n;
    comments += commentChars(g.moves) + g.comments.reduce((a, c) => a + c.length, 0);
    assert.ok(n <= (options.maxGameMoves ?? DEFAULT_MAX_GAME_MOVES), `a game of ${n} moves`);
    const limitErrors = g.errors.filter((e) => LIMIT_CODES.has(e.code));
    assert.equal(limitErrors.length, g.truncated === true ? 1 : 0, 'one limit error exactly when truncated');
    assert.ok(g.errors.length <= MAX_ERRORS_PER_GAME + 1);
    if (g.truncated === true) assert.equal(g.errors[g.errors.length - 1], limitErrors[0], 'the limit error is the last');
    for (const e of g.errors) {
      assert.ok(e.line >= 1 && Number.isInteger(e.line));
      assert.ok(e.message.length < 400, `a ${e.message.length}-character message`);
    }
    for (const m of g.moves) assert.ok(m.clockMs === undefined || (Number.isSafeInteger(m.clockMs) && m.clockMs >= 0));
  }
  assert.ok(moves <= text.length, `${moves} moves from ${text.length} characters`);
  assert.ok(comments <= text.length, `${comments} comment characters from ${text.length}`);
  assert.ok(games.length <= text.length + 1);
}

const options: fc.Arbitrary<PgnReadOptions> = fc.record(
  {
    keepVariations: fc.boolean(),
    maxLineChars: fc.integer({ min: 1, max: 300 }),
    maxGameChars: fc.integer({ min: 1, max: 2000 }),
    maxGameMoves: fc.integer({ min: 1, max: 60 }),
  },
  { requiredKeys: [] },
);

describe('PGN reader properties (hostile input)', () => {
  test('parsePgn never throws, reads each input quickly, and its output is bounded by the input and the limits', () => {
    fc.assert(
      fc.property(hostilePgn, options, (text, opts) => {
        const games = withinMs(() => parsePgn(text, opts), `parsePgn of ${text.length} characters`);
        checkGames(games, text, opts);
      }),
      { numRuns: fuzzRuns(400) },
    );
  });
  test('readPgn reads the same games whatever the chunking', () => {
    fc.assert(
      fc.property(hostilePgn, options, chunkSizes, (text, opts, sizes) => {
        const whole = parsePgn(text, opts);
        const chunked = withinMs(() => [...readPgn(cut(text, sizes), opts)], `readPgn of ${text.length} characters`);
        assert.deepEqual(chunked, whole);
      }),
      { numRuns: fuzzRuns(300) },
    );
  });
  test('deep nesting: 100,000 "(" and unclosed "{" are read quickly', () => {
    for (const keepVariations of [false, true]) {
      const text = `1. e4 ${'( e5 '.repeat(20_000)}${'('.repeat(100_000)} { never closed\n${'x '.repeat(50_000)}`;
      const games = withinMs(() => parsePgn(text, { keepVariations }), 'deep nesting');
      checkGames(games, text, {});
    }
  });
});
