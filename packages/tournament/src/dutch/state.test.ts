import assert from 'node:assert/strict';
import { test } from 'node:test';
import { tournamentOf } from '../../test/dutch/tournamentOf.js';
import { pairingState, type PairingPlayer } from './state.js';

const stateOf = (...args: Parameters<typeof pairingState>) => {
  const r = pairingState(...args);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const find = (players: readonly PairingPlayer[], id: number): PairingPlayer => {
  const p = players.find((x) => x.id === id);
  assert.ok(p, `player ${id}`);
  return p;
};

// Round 1: 1-4 (1-0), 2-5 (0-1), 3-6 (=); round 2: 1-5 ... see rows.
const rows = [
  '4w1 5b1', // 1: 2 points, w b
  '5b0 6w1', // 2: 1 point
  '6w= 4b0', // 3: 0.5
  '1b0 3w1', // 4: 1
  '2w1 1w0', // 5: 1, w w
  '3b= 2b0', // 6: 0.5, b b
];

test('players are ordered by score, then pairing number; scores in points and tenths', () => {
  const s = stateOf(tournamentOf(rows), 3);
  assert.deepEqual(
    s.players.map((p) => [p.id, p.score]),
    [
      [1, 2],
      [2, 1],
      [4, 1],
      [5, 1],
      [3, 0.5],
      [6, 0.5],
    ],
  );
  assert.equal(find(s.players, 3).scoreTenths, 5);
  assert.equal(s.lastRound, false);
});

test('A.6 colour preferences: mild, absolute after the same colour twice', () => {
  const s = stateOf(tournamentOf(rows), 3);
  assert.deepEqual(find(s.players, 1).preference, { colour: 'w', strength: 'mild' });
  assert.deepEqual(find(s.players, 5).preference, { colour: 'b', strength: 'absolute' });
  assert.equal(find(s.players, 5).colourDiff, 2);
  assert.equal(find(s.players, 5).repeatedColour, 'w');
  assert.deepEqual(find(s.players, 6).preference, { colour: 'w', strength: 'absolute' });
  assert.deepEqual(find(s.players, 6).colours, ['b', 'b']);
});

test('A.6 strong preference after one game (|CD| = 1), none before any game', () => {
  const s = stateOf(tournamentOf(['2w1', '1b0', '0-U']), 2);
  assert.deepEqual(find(s.players, 1).preference, { colour: 'b', strength: 'strong' });
  assert.deepEqual(find(s.players, 3).preference, { colour: null, strength: 'none' });
});

test('forfeits are not games: no colour, no opponent; a forfeit win blocks the PAB (C2) and is a downfloat', () => {
  const s = stateOf(tournamentOf(['2w+', '1b-', '4w1', '3b0']), 2);
  const p1 = find(s.players, 1);
  assert.deepEqual(p1.colours, []);
  assert.equal(p1.opponents.has(2), false);
  assert.equal(p1.byeAllowed, false);
  assert.deepEqual(p1.floats, ['down']);
  assert.equal(p1.unplayedGames, 1);
  assert.equal(find(s.players, 2).byeAllowed, true);
  assert.deepEqual(find(s.players, 2).floats, [null]);
  assert.equal(find(s.players, 3).opponents.has(4), true);
});

test('C2: the PAB and a full-point bye block another PAB; a half-point bye does not, but is a downfloat', () => {
  const s = stateOf(tournamentOf(['0-U', '0-F', '0-H', '0-Z']), 2);
  assert.equal(find(s.players, 1).byeAllowed, false);
  assert.equal(find(s.players, 2).byeAllowed, false);
  assert.equal(find(s.players, 3).byeAllowed, true);
  assert.deepEqual(find(s.players, 3).floats, ['down']);
  assert.deepEqual(find(s.players, 4).floats, [null]);
});

test('floats: the higher score of a pair floats down, the lower up (scores before that round)', () => {
  const s = stateOf(tournamentOf(rows), 3);
  // Round 2: 1 (1 pt) vs 5 (1 pt): no float; 4 (0) vs 3 (0.5): 4 up, 3 down.
  assert.deepEqual(find(s.players, 1).floats, [null, null]);
  assert.deepEqual(find(s.players, 4).floats, [null, 'up']);
  assert.deepEqual(find(s.players, 3).floats, [null, 'down']);
});

test('absent players: requested byes and 0000 blocks of the round are not paired; renumbering skips never-paired absentees', () => {
  const t = tournamentOf(['2w1', '1b0', '0-Z 0-H', '5w1 0-F', '4b0'], {
    requestedByes: [{ round: 2, kind: 'H', players: [5] }],
  });
  const s = stateOf(t, 2);
  assert.deepEqual(s.absent, [3, 4, 5]);
  assert.deepEqual(
    s.players.map((p) => p.id),
    [1, 2],
  );
  assert.deepEqual(
    s.players.map((p) => p.rankIndex),
    [0, 1],
  );
  // Player 2 never took part in a pairing and is absent: player 3 moves up to the second number.
  const s3 = stateOf(tournamentOf(['0-Z', '0-Z 0-H', '0-Z']), 2);
  assert.deepEqual(
    s3.players.map((p) => [p.id, p.rankIndex]),
    [
      [1, 0],
      [3, 1],
    ],
  );
});

test('forbidden pairs join the opponents only for the rounds they cover', () => {
  const t = tournamentOf(['', '', '', ''], { forbiddenPairs: [{ players: [1, 2, 3], fromRound: 2, toRound: 3 }] });
  assert.equal(find(stateOf(t, 1).players, 1).opponents.size, 0);
  assert.deepEqual([...find(stateOf(t, 2).players, 1).opponents].sort(), [2, 3]);
});

test('A.7 topscorers exist only when pairing the final round', () => {
  const t = tournamentOf(rows, { totalRounds: 3 });
  const s = stateOf(t, 3);
  assert.equal(s.lastRound, true);
  assert.deepEqual(
    s.players.filter((p) => p.topscorer).map((p) => p.id),
    [1],
  );
  assert.equal(
    stateOf(tournamentOf(rows, { totalRounds: 4 }), 3).players.some((p) => p.topscorer),
    false,
  );
});

test('accelerations add to the pairing score only', () => {
  const t = tournamentOf(['2w1', '1b0'], { accelerations: [{ player: 2, pointsByRound: [0, 1.5] }] });
  const p2 = find(stateOf(t, 2).players, 2);
  assert.equal(p2.score, 1.5);
  assert.equal(p2.points, 0);
  assert.deepEqual(
    stateOf(t, 2).players.map((p) => p.id),
    [2, 1],
  );
});

test('Baku acceleration: the first half by pairing number get a win, then a draw, then nothing', () => {
  const t = tournamentOf(['', '', '', '', ''], { totalRounds: 9 });
  // R = 9: full for round indices 0..2, half for 3..4.
  const scores = (round: number) =>
    stateOf(t, round, { baku: true })
      .players.slice()
      .sort((a, b) => a.id - b.id)
      .map((p) => p.score);
  assert.deepEqual(scores(1), [1, 1, 1, 0, 0]);
  assert.deepEqual(scores(4), [0.5, 0.5, 0.5, 0, 0]);
  assert.deepEqual(scores(6), [0, 0, 0, 0, 0]);
});

test('bad round numbers are refused', () => {
  const r = pairingState(tournamentOf(rows), 0);
  assert.equal(r.ok, false);
  assert.equal(pairingState(tournamentOf(rows, { totalRounds: 2 }), 3).ok, false);
});
