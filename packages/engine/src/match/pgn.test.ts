import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { parsePgn } from '@flagfall/core';
import type { PlayedGame } from './game.js';
import { makeGamePgn, makePgnDate, makePgnTimeControl } from './pgn.js';

const game: PlayedGame = {
  result: '0-1',
  termination: 'time-forfeit',
  reason: 'White lost on time (1534 ms on a 1500 ms clock)',
  failure: null,
  moves: [
    { uci: 'e2e4', san: 'e4', book: true, clockMs: null, elapsedMs: null, score: null, depth: null },
    { uci: 'e7e5', san: 'e5', book: true, clockMs: null, elapsedMs: null, score: null, depth: null },
    { uci: 'g1f3', san: 'Nf3', book: false, clockMs: 9_870, elapsedMs: 230, score: { kind: 'cp', cp: 31 }, depth: 12 },
    { uci: 'd8h4', san: 'Qh4', book: false, clockMs: 9_500, elapsedMs: 600, score: { kind: 'mate', mate: -4 }, depth: 20 },
  ],
};

describe('match PGN', () => {
  test('tags, the book mark, clocks, scores and the reason', () => {
    const pgn = makeGamePgn(game, {
      event: 'Test',
      date: '2026.11.24',
      round: 7,
      white: 'A',
      black: 'B',
      timeControl: { baseMs: 10_000, incrementMs: 100 },
      opening: 'Open Game',
    });
    const [parsed] = parsePgn(pgn);
    assert.ok(parsed !== undefined && parsed.errors.length === 0);
    assert.deepEqual(Object.fromEntries(parsed.headers), {
      Event: 'Test',
      Site: '?',
      Date: '2026.11.24',
      Round: '7',
      White: 'A',
      Black: 'B',
      Result: '0-1',
      TimeControl: '10+0.1',
      Opening: 'Open Game',
      Termination: 'time forfeit',
      PlyCount: '4',
    });
    const flat = pgn.replace(/\s+/g, ' ');
    assert.match(flat, /1\. e4 e5 \{ book \} 2\. Nf3 \{ \[%clk 0:00:09\.8\] \[%emt 0:00:00\.2\] \+0\.31\/12 \}/);
    assert.match(
      flat,
      /2\.\.\. Qh4 \{ \[%clk 0:00:09\.5\] \[%emt 0:00:00\.6\] -M4\/20 White lost on time \(1534 ms on a 1500 ms clock\) \} 0-1/,
    );
  });

  test('time control and date in PGN form', () => {
    assert.equal(makePgnTimeControl({ baseMs: 180_000, incrementMs: 2000 }), '180+2');
    assert.equal(makePgnTimeControl({ baseMs: 500, incrementMs: 0 }), '0.5+0');
    assert.equal(makePgnDate(new Date(2026, 0, 5)), '2026.01.05');
  });
});
