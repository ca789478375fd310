import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { RatingCategory, RatingChangeRow } from '../storage/types.js';
import { ratingHistory } from './ratingHistory.js';

const change = (gameId: string, category: string, endedAt: number, rating: number, ratingDiff: number): RatingChangeRow => ({
  gameId,
  // A category this version does not know, as a newer server might have stored.
  category: category as RatingCategory,
  endedAt,
  rating,
  ratingDiff,
});

test('ratingHistory: per category in the order given, the rating after rounded, known categories first', () => {
  assert.deepEqual(ratingHistory([]), { categories: {} });
  assert.deepEqual(
    ratingHistory([
      change('g1', 'blitz', 10, 1500, -162.4),
      change('g2', 'ultrabullet', 20, 1500, 7),
      change('g3', 'bullet', 30, 1500, 12.5),
      change('g4', 'blitz', 40, 1337.6, 3),
    ]),
    {
      categories: {
        bullet: [{ at: 30, rating: 1513 }],
        blitz: [
          { at: 10, rating: 1338 },
          { at: 40, rating: 1341 },
        ],
        ultrabullet: [{ at: 20, rating: 1507 }],
      },
    },
  );
  assert.deepEqual(Object.keys(ratingHistory([change('g1', 'classical', 1, 1500, 1), change('g2', 'rapid', 2, 1500, 1)]).categories), [
    'rapid',
    'classical',
  ]);
});
