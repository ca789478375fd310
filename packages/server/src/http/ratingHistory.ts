/**
 * A player's rating history (`GET /api/user/:name/rating-history`), derived from the stored games:
 * each rated game's end and the rating it left, per category. Nothing else is stored for it, so
 * the history always agrees with the games.
 */
import type { FastifyInstance } from 'fastify';
import { RATING_CATEGORIES, type RatingChangeRow, type Storage } from '../storage/types.js';
import { bad } from './reply.js';

/** One point of a history: when a rated game ended (wall ms) and the rating after it (rounded). */
export interface RatingPoint {
  readonly at: number;
  readonly rating: number;
}

/** The answer of the endpoint: points per category, only categories that have some. */
export interface RatingHistory {
  readonly categories: Readonly<Record<string, readonly RatingPoint[]>>;
}

/**
 * The history of `changes` (in the order storage gives them, oldest first): per category, one
 * point per game, in that order. Keys follow `RATING_CATEGORIES`, then any other category stored
 * in the order first seen; a category without games has no key.
 */
export function ratingHistory(changes: readonly RatingChangeRow[]): RatingHistory {
  const by = new Map<string, RatingPoint[]>(RATING_CATEGORIES.map((c) => [c, []]));
  for (const c of changes) {
    let points = by.get(c.category);
    if (points === undefined) by.set(c.category, (points = []));
    // The rating after, as the profile shows it: the stored start plus the change, rounded.
    points.push({ at: c.endedAt, rating: Math.round(c.rating + c.ratingDiff) });
  }
  return { categories: Object.fromEntries([...by].filter(([, points]) => points.length > 0)) };
}

/** `GET /api/user/:name/rating-history`: the history, or 404 for an unknown player. */
export function registerRatingHistoryRoute(app: FastifyInstance, d: { readonly storage: Storage }): void {
  app.get<{ Params: { name: string } }>('/api/user/:name/rating-history', async (req, reply) => {
    const user = await d.storage.userById(req.params.name.toLowerCase().slice(0, 40));
    if (user === null) return bad(reply, 404, 'no such player');
    return ratingHistory(await d.storage.ratingChanges(user.id));
  });
}
