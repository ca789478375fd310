/**
 * Glicko-2 ratings, computed as in Glickman's "Example of the Glicko-2 system" (glicko.net,
 * glicko2.pdf) with lichess's parameters and its handling of time: every game is its own rating
 * period, and a player's RD grows with the days since his last rated game. Pure: the caller
 * passes the idle time, nothing here reads a clock.
 */
import { showValue } from '../text.js';
import { newVolatility } from './volatility.js';

/**
 * A Glicko-2 rating on the Glicko scale: `rating` (1500 for a newcomer), its deviation `rd` (the
 * uncertainty; a 95% interval is about rating ± 2 rd) and the `volatility` σ (how erratic the
 * player's results are). An immutable value; all three finite, `rd` and `volatility` positive.
 */
export interface Glicko2Rating {
  readonly rating: number;
  readonly rd: number;
  readonly volatility: number;
}

/** A score against one opponent: 1 a win, 0.5 a draw, 0 a loss. */
export type Glicko2Score = 0 | 0.5 | 1;

/** One game's result for the player being rated. */
export interface Glicko2Result {
  readonly opponent: Glicko2Rating;
  readonly score: Glicko2Score;
}

/**
 * The parameters lichess uses (lila `Glicko.scala`, scalachess `glicko`): τ = 0.75; a newcomer
 * at 1500 with RD 500 and volatility 0.09; RD kept within [45, 500] before and after every game;
 * volatility at most 0.1 and rating at least 400 after a game; RD growing by 0.21436 rating
 * periods per idle day ("so a typical player's RD goes from 60 to 110 in a year"); provisional
 * from RD 110.
 */
export const LICHESS_GLICKO2 = {
  tau: 0.75,
  rating: 1500,
  rd: 500,
  volatility: 0.09,
  minRd: 45,
  maxRd: 500,
  maxVolatility: 0.1,
  minRating: 400,
  ratingPeriodsPerDay: 0.21436,
  provisionalRd: 110,
} as const;

/** Glickman's factor between the Glicko scale and the Glicko-2 scale (μ = (r − 1500) / 173.7178). */
export const GLICKO2_SCALE = 173.7178;

/** How an update runs; every field has lichess's default. */
export interface Glicko2Options {
  /** The system constant τ, which limits how fast volatility changes (default 0.75; Glickman suggests 0.3 to 1.2). */
  readonly tau?: number;
  /**
   * Days since the player's last rated game (default 0). Before the update his RD grows over
   * t = idleDays × 0.21436 rating periods to √(RD² + σ²·t), with the volatility from before the
   * game, and is kept within [45, 500]: lichess's "live deviation", which is Glickman's step 6
   * over fractional periods, taken before the game instead of inside the update.
   */
  readonly idleDays?: number;
  /**
   * Rating periods the update itself spans in Glickman's step 6, φ* = √(φ² + periods·σ'²)
   * (default 0: each game is its own instant, as on lichess, and time counts through
   * `idleDays`). 1 gives the paper's rating period of several games.
   */
  readonly periods?: number;
}

/** A newcomer's rating: 1500, RD 500, volatility 0.09 (lichess). */
export function defaultRating(): Glicko2Rating {
  return { rating: LICHESS_GLICKO2.rating, rd: LICHESS_GLICKO2.rd, volatility: LICHESS_GLICKO2.volatility };
}

/** Whether a rating is provisional: RD 110 or more (lichess shows it with a "?"). */
export function isProvisional(r: Glicko2Rating): boolean {
  return r.rd >= LICHESS_GLICKO2.provisionalRd;
}

/**
 * The inputs an update accepts, far beyond anything a rating pool produces, so that every
 * result is finite: a rating from 0 to 10,000, an RD above 0 and at most 10,000, a volatility
 * above 0 and at most 10, τ from 0.01 to 10.
 */
export const GLICKO2_INPUT_LIMITS = {
  minRating: 0,
  maxRating: 10_000,
  maxRd: 10_000,
  maxVolatility: 10,
  minTau: 0.01,
  maxTau: 10,
} as const;

const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x));

function check(ok: boolean, field: string, what: string, value: unknown): void {
  if (!ok) throw new RangeError(`glicko2: '${field}' must be ${what}, got ${showValue(value)}`);
}

/** A score as data (callers may be JavaScript): exactly 0, 0.5 or 1. */
const isScore = (x: unknown): boolean => x === 0 || x === 0.5 || x === 1;

const finiteIn = (x: number, lo: number, hi: number): boolean => Number.isFinite(x) && x >= lo && x <= hi;

function checkRating(r: Glicko2Rating, field: string): void {
  const L = GLICKO2_INPUT_LIMITS;
  check(finiteIn(r.rating, L.minRating, L.maxRating), `${field}.rating`, `a finite number from ${L.minRating} to ${L.maxRating}`, r.rating);
  check(finiteIn(r.rd, Number.MIN_VALUE, L.maxRd), `${field}.rd`, `a finite number above 0, at most ${L.maxRd}`, r.rd);
  check(
    finiteIn(r.volatility, Number.MIN_VALUE, L.maxVolatility),
    `${field}.volatility`,
    `a finite number above 0, at most ${L.maxVolatility}`,
    r.volatility,
  );
}

/** The RD after `idleDays` without a rated game: √(RD² + σ²·t), t = idleDays × 0.21436, within [45, 500]. */
function grownRd(r: Glicko2Rating, idleDays: number): number {
  const L = LICHESS_GLICKO2;
  const grown = Math.sqrt(r.rd ** 2 + (r.volatility * GLICKO2_SCALE) ** 2 * idleDays * L.ratingPeriodsPerDay);
  return clamp(grown, L.minRd, L.maxRd);
}

/**
 * `r` as it stands after `idleDays` without a rated game (lichess's "live deviation"): rating
 * and volatility unchanged, RD grown to √(RD² + σ²·t) over t = idleDays × 0.21436 rating
 * periods, kept within [45, 500]. What a server shows between games, and the opponent's rating
 * to rate a game against. Throws a `RangeError` naming the field for an input out of range.
 */
export function afterIdleDays(r: Glicko2Rating, idleDays: number): Glicko2Rating {
  checkRating(r, 'rating');
  check(Number.isFinite(idleDays) && idleDays >= 0, 'idleDays', 'a finite number of days, at least 0', idleDays);
  return { rating: r.rating, rd: grownRd(r, idleDays), volatility: r.volatility };
}

/** Glickman's g(φ): how much an opponent's uncertainty damps what a game against him says. */
const g = (phi: number): number => 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));

/** Glickman's E: the expected score of μ against μⱼ with deviation φⱼ. */
const expected = (mu: number, muJ: number, phiJ: number): number => 1 / (1 + Math.exp(-g(phiJ) * (mu - muJ)));

/**
 * `player`'s rating after `results` (games against opponents as rated before them), Glickman's
 * steps 2 to 8 with lichess's limits: RD grown by `idleDays` and kept within [45, 500] first,
 * then v, Δ, the new volatility (Illinois iteration, ε = 0.000001), φ*, φ', μ'; afterwards RD
 * within [45, 500], volatility at most 0.1, rating at least 400. No results: only the RD
 * changes (its growth). Deterministic.
 *
 * Throws a `RangeError` naming the field (`results[1].score`, `options.tau` …) for a value that
 * is not a finite number in its range — ratings come from the program's own store, so a bad one
 * is a bug to surface, not an expected failure: a rating, RD, volatility or τ outside
 * `GLICKO2_INPUT_LIMITS`, a score other than 0, 0.5 or 1, a negative `idleDays` or `periods`.
 */
export function updateRating(player: Glicko2Rating, results: readonly Glicko2Result[], options: Glicko2Options = {}): Glicko2Rating {
  const L = LICHESS_GLICKO2;
  const tau = options.tau ?? L.tau;
  const idleDays = options.idleDays ?? 0;
  const periods = options.periods ?? 0;
  checkRating(player, 'player');
  results.forEach((r, i) => {
    checkRating(r.opponent, `results[${i}].opponent`);
    check(isScore(r.score), `results[${i}].score`, '0, 0.5 or 1', r.score);
  });
  const { minTau, maxTau } = GLICKO2_INPUT_LIMITS;
  check(finiteIn(tau, minTau, maxTau), 'options.tau', `a finite number from ${minTau} to ${maxTau}`, tau);
  check(Number.isFinite(idleDays) && idleDays >= 0, 'options.idleDays', 'a finite number of days, at least 0', idleDays);
  check(Number.isFinite(periods) && periods >= 0, 'options.periods', 'a finite number of rating periods, at least 0', periods);

  // Step 2, from lichess's "live deviation": the RD grown over the idle time.
  const sigma = player.volatility;
  const mu = (player.rating - 1500) / GLICKO2_SCALE;
  const phi = grownRd(player, idleDays) / GLICKO2_SCALE;

  if (results.length === 0) {
    // Glickman: a player who did not compete keeps μ and σ; only step 6 applies.
    const rd = Math.sqrt(phi * phi + periods * sigma * sigma) * GLICKO2_SCALE;
    return { rating: player.rating, rd: clamp(rd, L.minRd, L.maxRd), volatility: sigma };
  }

  // Steps 3 and 4: the estimated variance v and the sum behind the improvement Δ = v·Σ g(φⱼ)(sⱼ − E).
  let inverseV = 0;
  let gain = 0;
  for (const { opponent, score } of results) {
    const muJ = (opponent.rating - 1500) / GLICKO2_SCALE;
    const phiJ = opponent.rd / GLICKO2_SCALE;
    const gJ = g(phiJ);
    const e = expected(mu, muJ, phiJ);
    inverseV += gJ * gJ * e * (1 - e);
    gain += gJ * (score - e);
  }
  const v = 1 / inverseV;
  const delta = v * gain;

  // Steps 5 to 7.
  const sigmaNew = newVolatility({ phi, sigma, v, delta, tau });
  const phiStar = Math.sqrt(phi * phi + periods * sigmaNew * sigmaNew);
  const phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const muNew = mu + phiNew * phiNew * gain;

  // Step 8, then lichess's limits.
  return {
    rating: Math.max(L.minRating, muNew * GLICKO2_SCALE + 1500),
    rd: clamp(phiNew * GLICKO2_SCALE, L.minRd, L.maxRd),
    volatility: Math.min(L.maxVolatility, sigmaNew),
  };
}

/** Options of {@link rateGame}: each player's idle days, and the update's other options. */
export interface RateGameOptions extends Omit<Glicko2Options, 'idleDays'> {
  /** Days since White's last rated game (default 0). */
  readonly whiteIdleDays?: number;
  /** Days since Black's last rated game (default 0). */
  readonly blackIdleDays?: number;
}

/**
 * Both players' ratings after one game between them (lichess's single-game rating period): each
 * RD first grown by its idle days ({@link afterIdleDays}), then each player rated against the
 * other's rating as it stood at the start of the game. `score` is White's: 1, 0.5 or 0. Throws a
 * `RangeError` as {@link updateRating} does.
 */
export function rateGame(
  white: Glicko2Rating,
  black: Glicko2Rating,
  score: Glicko2Score,
  options: RateGameOptions = {},
): { readonly white: Glicko2Rating; readonly black: Glicko2Rating } {
  const { whiteIdleDays, blackIdleDays, ...rest } = options;
  check(isScore(score), 'score', '0, 0.5 or 1', score);
  const w = afterIdleDays(white, whiteIdleDays ?? 0);
  const b = afterIdleDays(black, blackIdleDays ?? 0);
  return {
    white: updateRating(w, [{ opponent: b, score }], rest),
    black: updateRating(b, [{ opponent: w, score: (1 - score) as Glicko2Score }], rest),
  };
}
