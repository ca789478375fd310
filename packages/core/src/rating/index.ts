/**
 * `@flagfall/core/rating` — Glicko-2 ratings as lichess runs them: one rating period per game,
 * RD growing with the days a player has not played, a pool per speed. Pure numbers in and out;
 * the caller stores the ratings and passes the idle time.
 *
 * ```ts
 * const { white, black } = rateGame(defaultRating(), defaultRating(), 1, { blackIdleDays: 30 });
 * // white: 1741.5, RD 396.7; black: 1258.5, RD 396.7
 * isProvisional(white);                 // true: RD 110 or more
 * const tc = parseTimeControl('3+2');
 * if (tc.ok) ratingCategory(tc.value);  // 'blitz'
 * ```
 */
export {
  GLICKO2_INPUT_LIMITS,
  GLICKO2_SCALE,
  LICHESS_GLICKO2,
  afterIdleDays,
  defaultRating,
  isProvisional,
  rateGame,
  updateRating,
  type Glicko2Options,
  type Glicko2Rating,
  type Glicko2Result,
  type Glicko2Score,
  type RateGameOptions,
} from './glicko2.js';
export { RATING_CATEGORIES, ratingCategory, type RatingCategory } from './category.js';
