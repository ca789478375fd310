import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Chess, parseUci } from '@flagfall/core';
import { OPENINGS } from './openings.js';

describe('the match openings', () => {
  test('about fifty, each a legal line of 4 to 10 plies that leaves the game going', () => {
    assert.ok(OPENINGS.length >= 50, `${OPENINGS.length} openings`);
    for (const { name, moves } of OPENINGS) {
      assert.ok(moves.length >= 4 && moves.length <= 10, `${name}: ${moves.length} plies`);
      const game = new Chess();
      for (const uci of moves) {
        const move = parseUci(uci);
        assert.ok(move.ok && game.play(move.value).ok, `${name}: ${uci} is legal`);
      }
      assert.equal(game.outcome(), null, name);
      assert.ok(game.legalMoves().length > 0, name);
    }
  });

  test('names and lines are all different', () => {
    assert.equal(new Set(OPENINGS.map((o) => o.name)).size, OPENINGS.length);
    assert.equal(new Set(OPENINGS.map((o) => o.moves.join(' '))).size, OPENINGS.length);
  });
});
