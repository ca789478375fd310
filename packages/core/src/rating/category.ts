/** Which rating pool a game counts for, by its time control, as lichess separates them. */
import { classifyLichess } from '../clock/classify.js';
import type { TimeControl } from '../clock/timeControl.js';

/** The rating pools: one Glicko-2 rating per player in each. */
export const RATING_CATEGORIES = ['bullet', 'blitz', 'rapid', 'classical'] as const;
/** A rating pool (`RATING_CATEGORIES`). */
export type RatingCategory = (typeof RATING_CATEGORIES)[number];

/**
 * The pool a game with `control` is rated in: lichess's speed (`classifyLichess`: base + 40 ×
 * increment under 3 min bullet, under 8 min blitz, under 25 min rapid, classical beyond), with
 * ultrabullet (under 30 s) counted as bullet. `null` for a control lichess does not rate: no
 * clock (correspondence, untimed, unknown), a delay, several periods or an hourglass.
 */
export function ratingCategory(control: TimeControl): RatingCategory | null {
  const speed = classifyLichess(control);
  return speed === 'ultrabullet' ? 'bullet' : speed;
}
