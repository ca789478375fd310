import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bracketsOf } from './brackets.js';
import { rankCandidates } from './compare.js';
import { evaluateCandidate, QUALITY_CRITERIA } from './criteria.js';
import { absoluteViolations } from './legality.js';
import { bestCandidates } from './oracle.js';
import type { Candidate, OraclePlayer, OracleState } from './view.js';
import { oraclePlayer } from './test-support/player.js';

const player = oraclePlayer;

const state = (round: number, players: OraclePlayer[]): OracleState => ({ round, players, initialColour: 'w' });
const rank = (s: OracleState, a: Candidate, b: Candidate) => rankCandidates(evaluateCandidate(s, a), evaluateCandidate(s, b));

test('brackets: a pair of different scores is made in the lower player’s bracket; the PAB floats out of the last', () => {
  const s = state(3, [player(1, 2), player(2, 1), player(3, 1), player(4, 0), player(5, 0)]);
  const b = bracketsOf(s, {
    pairs: [
      [1, 4],
      [2, 3],
    ],
    bye: 5,
  });
  assert.deepEqual(
    b.map((x) => ({
      score: x.score,
      mdp: x.movedDown.map((p) => p.id),
      pairs: x.pairs.map(([p, q]) => [p.id, q.id]),
      down: x.downfloaters.map((p) => p.id),
    })),
    [
      { score: 2, mdp: [], pairs: [], down: [1] },
      { score: 1, mdp: [1], pairs: [[2, 3]], down: [1] },
      { score: 0, mdp: [1], pairs: [[1, 4]], down: [5] },
    ],
  );
});

test('C6 decides first: a bracket that pairs all its players beats one that floats two', () => {
  const s = state(2, [
    player(1, 1, 'w', { opponents: new Set([2]) }),
    player(2, 1, 'b', { opponents: new Set([1]) }),
    player(3, 1, 'w'),
    player(4, 1, 'b'),
    player(5, 0, 'w'),
    player(6, 0, 'b'),
  ]);
  const whole: Candidate = {
    pairs: [
      [1, 4],
      [3, 2],
      [5, 6],
    ],
    bye: null,
  };
  const split: Candidate = {
    pairs: [
      [1, 6],
      [2, 5],
      [3, 4],
    ],
    bye: null,
  };
  assert.deepEqual(rank(s, whole, split), { order: -1, bracket: 0, criterion: 'C6' });
  assert.deepEqual(rank(s, split, whole), { order: 1, bracket: 0, criterion: 'C6' });
});

test('C5 is above C6: the PAB goes to the lowest score reachable even if a bracket must split', () => {
  // 3 and 4 (score 0) have met and 5 (score 0) already had the PAB: for the PAB to go to a 0,
  // someone of score 1 has to float down.
  const s = state(3, [
    player(1, 1, 'wb'),
    player(2, 1, 'bw'),
    player(3, 0, 'wb', { opponents: new Set([4]) }),
    player(4, 0, 'bw', { opponents: new Set([3]) }),
    player(5, 0, 'w', { byeAllowed: false }),
  ]);
  const best = bestCandidates(s);
  assert.ok(best.length > 0);
  for (const c of best) assert.equal(s.players.find((p) => p.id === c.candidate.bye)?.score, 0);
});

test('C12: a bracket pairing opposite preferences beats one pairing equal preferences', () => {
  const s = state(2, [player(1, 1, 'b'), player(2, 1, 'b'), player(3, 1, 'w'), player(4, 1, 'w')]);
  assert.deepEqual(
    rank(
      s,
      {
        pairs: [
          [1, 3],
          [2, 4],
        ],
        bye: null,
      },
      {
        pairs: [
          [1, 2],
          [3, 4],
        ],
        bye: null,
      },
    ),
    {
      order: -1,
      bracket: 0,
      criterion: 'C12',
    },
  );
});

test('C10: two topscorers with colour difference +2 may meet (C3 exception) but it counts against the pairing', () => {
  const top = { topscorer: true };
  const s = state(5, [player(1, 3, 'wbww', top), player(2, 3, 'bwww', top), player(3, 3, 'bwbb', top), player(4, 3, 'wbbb', top)]);
  const meet: Candidate = {
    pairs: [
      [1, 2],
      [3, 4],
    ],
    bye: null,
  };
  assert.deepEqual(absoluteViolations(s, meet), []);
  const values = evaluateCandidate(s, meet)[0]!.values;
  assert.equal(values[QUALITY_CRITERIA.indexOf('C10')], 2);
  assert.deepEqual(
    rank(
      s,
      {
        pairs: [
          [1, 3],
          [2, 4],
        ],
        bye: null,
      },
      meet,
    ),
    { order: -1, bracket: 0, criterion: 'C10' },
  );
  // Without topscorers the same meeting breaks C3.
  const plain = state(
    5,
    s.players.map((p) => ({ ...p, topscorer: false })),
  );
  assert.deepEqual(
    absoluteViolations(plain, meet).map((v) => v.criterion),
    ['C3', 'C3'],
  );
});

test('C9: with everything else equal the PAB goes to the player with fewer unplayed games', () => {
  const s = state(3, [player(1, 1, 'w', { unplayedGames: 1 }), player(2, 1, 'bw'), player(3, 1, 'wb')]);
  assert.deepEqual(rank(s, { pairs: [[1, 3]], bye: 2 }, { pairs: [[2, 3]], bye: 1 }), { order: -1, bracket: 0, criterion: 'C9' });
});

test('C14: a resident who downfloated last round should not float again', () => {
  const s = state(2, [player(1, 1, '', { floats: ['down'] }), player(2, 1), player(3, 1), player(4, 0)]);
  assert.deepEqual(
    rank(
      s,
      {
        pairs: [
          [2, 4],
          [1, 3],
        ],
        bye: null,
      },
      {
        pairs: [
          [1, 4],
          [2, 3],
        ],
        bye: null,
      },
    ),
    {
      order: -1,
      bracket: 0,
      criterion: 'C14',
    },
  );
});

test('C15: an MDP’s opponent should not be someone who upfloated last round', () => {
  const s = state(2, [player(1, 1, 'w'), player(2, 0, 'b', { floats: ['up'] }), player(3, 0, 'w'), player(4, 0, 'b')]);
  assert.deepEqual(
    rank(
      s,
      {
        pairs: [
          [1, 4],
          [3, 2],
        ],
        bye: null,
      },
      {
        pairs: [
          [1, 2],
          [3, 4],
        ],
        bye: null,
      },
    ),
    {
      order: -1,
      bracket: 1,
      criterion: 'C15',
    },
  );
});

test('candidates that differ only where every criterion ties are not ranked (Article 4 decides)', () => {
  const s = state(1, [player(1, 0), player(2, 0), player(3, 0), player(4, 0)]);
  assert.deepEqual(
    rank(
      s,
      {
        pairs: [
          [1, 3],
          [2, 4],
        ],
        bye: null,
      },
      {
        pairs: [
          [1, 4],
          [2, 3],
        ],
        bye: null,
      },
    ),
    {
      order: 0,
      bracket: 0,
      criterion: null,
    },
  );
});

test('legality: rematch (C1), second PAB (C2), unpaired and doubly paired players', () => {
  const s = state(2, [
    player(1, 1, 'w', { opponents: new Set([2]) }),
    player(2, 0, 'b', { opponents: new Set([1]), byeAllowed: false }),
    player(3, 0),
  ]);
  assert.deepEqual(
    absoluteViolations(s, { pairs: [[1, 2]], bye: 2 }).map((v) => [v.criterion, v.players]),
    [
      ['complete', [2]],
      ['complete', [3]],
      ['C1', [1, 2]],
      ['C2', [2]],
    ],
  );
});
