import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseTrf } from '../trf/parse.js';
import { makeTrf } from '../trf/make.js';
import { createPlayer, createTournament } from './build.js';
import { DEFAULT_POINTS } from './points.js';

test('a created tournament is what a TRF file with only those fields reads as', () => {
  const t = createTournament({
    players: [createPlayer({ id: 1, rating: 2100 }), createPlayer({ id: 2, name: 'Doe, Jane' })],
    totalRounds: 7,
  });
  assert.equal(t.players[0]!.name, 'Player 1');
  assert.equal(t.players[1]!.rating, 0);
  assert.equal(t.pointSystem, DEFAULT_POINTS);
  const back = parseTrf(makeTrf(t, { format: 'trf16' }));
  assert.ok(back.ok);
  if (!back.ok) return;
  assert.deepEqual(back.value, t);
});
