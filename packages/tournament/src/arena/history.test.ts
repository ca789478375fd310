import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Player, RoundEntry, Tournament } from '../model/tournament.js';
import { arenaHistory, colourHistory, TRF_GAME_PLIES } from './history.js';
import { createPlayer, createTournament } from '../model/build.js';

function player(id: number, rating: number, rounds: RoundEntry[] = []): Player {
  return createPlayer({
    id,
    name: `P${id}`,
    rating,
    points: 0,
    rounds,
  });
}

function tournament(players: Player[]): Tournament {
  return createTournament({
    players,
  });
}

describe('colourHistory (lila ColorHistory strike and balance)', () => {
  // The hand-checked values of lila's ColorHistoryTest (modules/tournament/src/test/ColorHistoryTest.scala).
  const cases: [string, number, number][] = [
    ['WWW', 3, 3],
    ['WWWB', -1, 2],
    ['BBB', -3, -3],
    ['BBBW', 1, -2],
    ['WWWBBB', -3, 0],
    ['', 0, 0],
  ];
  for (const [s, strike, balance] of cases) {
    test(`${s || '(none)'}: strike ${strike}, balance ${balance}`, () => {
      const colours = [...s].map((c) => (c === 'W' ? 'w' : 'b') as 'w' | 'b');
      assert.deepEqual(colourHistory(colours), { strike, balance });
    });
  }
});

describe('arenaHistory', () => {
  test('results, colours, last opponent and byes from the round blocks', () => {
    const p1 = player(1, 2000, [
      { opponent: 2, color: 'w', result: '1' },
      { opponent: null, color: '-', result: 'U' },
      { opponent: 3, color: 'b', result: '=' },
      { opponent: 4, color: 'w', result: '+' },
      { opponent: null, color: '-', result: 'H' },
      { opponent: 2, color: 'b', result: '0' },
      { opponent: 3, color: 'w', result: null },
    ]);
    const t = tournament([p1, player(2, 1900), player(3, 0), player(4, 1700)]);
    const h = arenaHistory(t, p1, 7);
    assert.deepEqual(h.games, [
      { result: 'win', plies: TRF_GAME_PLIES, opponentRating: 1900 },
      { result: 'draw', plies: TRF_GAME_PLIES },
      { result: 'win', plies: TRF_GAME_PLIES, opponentRating: 1700 },
      { result: 'loss', plies: TRF_GAME_PLIES, opponentRating: 1900 },
    ]);
    assert.deepEqual(h.colours, ['w', 'b', 'b'], 'the forfeit has no colour');
    assert.equal(h.lastOpponent, 2);
    assert.equal(h.pairingByes, 1);
    assert.equal(arenaHistory(t, p1, 8).lastOpponent, 3, 'an unfinished game still names the last opponent');
    assert.equal(arenaHistory(t, p1, 1).games.length, 0);
  });
});
