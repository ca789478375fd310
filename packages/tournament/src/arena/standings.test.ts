import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { arenaPerformance, arenaStandings } from './standings.js';

describe('arenaPerformance', () => {
  test('mean of opponent rating ± 500 (0 for a draw), rounded', () => {
    assert.equal(
      arenaPerformance([
        { result: 'win', plies: 40, opponentRating: 1800 },
        { result: 'loss', plies: 40, opponentRating: 2000 },
        { result: 'draw', plies: 40, opponentRating: 1901 },
      ]),
      Math.round((2300 + 1500 + 1901) / 3),
    );
    assert.equal(arenaPerformance([{ result: 'win', plies: 40, opponentRating: 1500 }]), 2000);
  });

  test('games without an opponent rating are left out; none left is null', () => {
    assert.equal(arenaPerformance([]), null);
    assert.equal(arenaPerformance([{ result: 'win', plies: 40 }]), null);
    assert.equal(
      arenaPerformance([
        { result: 'win', plies: 40 },
        { result: 'draw', plies: 40, opponentRating: 1700 },
      ]),
      1700,
    );
  });
});

describe('arenaStandings', () => {
  test('score first, then performance; a player without games is placed by rating', () => {
    const rows = arenaStandings([
      { player: 1, rating: 2000, games: [{ result: 'draw', plies: 40, opponentRating: 1500 }] },
      { player: 2, rating: 1500, games: [{ result: 'draw', plies: 40, opponentRating: 2000 }] },
      { player: 3, rating: 1600, games: [{ result: 'win', plies: 40, opponentRating: 1400 }] },
      { player: 4, rating: 1800, games: [] },
      { player: 5, rating: 1400, games: [{ result: 'loss', plies: 40, opponentRating: 1600 }] },
    ]);
    assert.deepEqual(
      rows.map((r) => [r.rank, r.player, r.score, r.performance]),
      [
        [1, 3, 2, 1900],
        [2, 2, 1, 2000],
        [3, 1, 1, 1500],
        [4, 4, 0, null],
        [5, 5, 0, 1100],
      ],
    );
  });

  test('the sheet options reach every sheet (streaks off)', () => {
    const games = [
      { result: 'win' as const, plies: 40 },
      { result: 'win' as const, plies: 40 },
      { result: 'win' as const, plies: 40 },
    ];
    assert.equal(arenaStandings([{ player: 1, rating: 1500, games }])[0]!.score, 8);
    assert.equal(arenaStandings([{ player: 1, rating: 1500, games }], { streaks: false })[0]!.score, 6);
  });

  test('equal score, performance and rating: the lower player number first', () => {
    const rows = arenaStandings([
      { player: 9, rating: 1500, games: [] },
      { player: 4, rating: 1500, games: [] },
    ]);
    assert.deepEqual(
      rows.map((r) => r.player),
      [4, 9],
    );
  });
});
