import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { makeRandomPlayers } from './players.js';
import { makePrng } from './prng.js';

describe('makeRandomPlayers', () => {
  test('ids 1..N, ratings in range and descending, FIDE-style names', () => {
    const players = makeRandomPlayers(50, makePrng(1));
    assert.deepEqual(
      players.map((p) => p.id),
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    for (let i = 0; i < players.length; i++) {
      const p = players[i]!;
      assert.ok(p.rating >= 1000 && p.rating <= 2700);
      if (i > 0) assert.ok(players[i - 1]!.rating >= p.rating);
      assert.equal(p.rounds.length, 0);
      assert.equal(p.points, 0);
    }
    assert.equal(players[0]!.name, 'Player 001');
    assert.equal(players[49]!.name, 'Player 050');
    assert.equal(makeRandomPlayers(1200, makePrng(1))[1199]!.name, 'Player 1200');
  });

  test('deterministic for a seed, and a custom range', () => {
    assert.deepEqual(makeRandomPlayers(10, makePrng(9)), makeRandomPlayers(10, makePrng(9)));
    const narrow = makeRandomPlayers(30, makePrng(2), { min: 1500, max: 1510 });
    assert.ok(narrow.every((p) => p.rating >= 1500 && p.rating <= 1510));
  });
});
