/**
 * Glicko-2 invariants over random ratings and results: finite results within lichess's limits
 * for every accepted input, zero-sum games between equally sure players, scores ordered, idle
 * growth monotone.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { fuzzRuns } from '../test-support/fuzz.js';
import {
  afterIdleDays,
  GLICKO2_INPUT_LIMITS,
  LICHESS_GLICKO2,
  rateGame,
  updateRating,
  type Glicko2Rating,
  type Glicko2Score,
} from './glicko2.js';

const L = GLICKO2_INPUT_LIMITS;
const double = (min: number, max: number): fc.Arbitrary<number> => fc.double({ min, max, noNaN: true, noDefaultInfinity: true });

/** Any rating the update accepts, extremes included. */
const anyRating: fc.Arbitrary<Glicko2Rating> = fc.record({
  rating: double(L.minRating, L.maxRating),
  rd: fc.oneof(double(Number.MIN_VALUE, 1), double(1, L.maxRd)),
  volatility: fc.oneof(double(Number.MIN_VALUE, 0.001), double(0.001, L.maxVolatility)),
});
/** A rating as a pool holds them (lichess's limits). */
const poolRating: fc.Arbitrary<Glicko2Rating> = fc.record({
  rating: double(1000, 3200), // no game takes it near the 400 floor
  rd: double(LICHESS_GLICKO2.minRd, LICHESS_GLICKO2.maxRd),
  volatility: double(0.03, 0.1),
});
const score = fc.constantFrom<Glicko2Score>(0, 0.5, 1);

test('every accepted input gives a finite rating, an RD within [45, 500] and a volatility within (0, 0.1]', () => {
  fc.assert(
    fc.property(
      anyRating,
      fc.array(fc.record({ opponent: anyRating, score }), { maxLength: 12 }),
      double(L.minTau, L.maxTau),
      double(0, 1e6),
      double(0, 5),
      (player, results, tau, idleDays, periods) => {
        const after = updateRating(player, results, { tau, idleDays, periods });
        assert.ok(
          Number.isFinite(after.rating) && after.rating >= (results.length > 0 ? LICHESS_GLICKO2.minRating : 0),
          JSON.stringify(after),
        );
        assert.ok(after.rd >= LICHESS_GLICKO2.minRd && after.rd <= LICHESS_GLICKO2.maxRd, JSON.stringify(after));
        assert.ok(
          after.volatility > 0 && (results.length === 0 || after.volatility <= LICHESS_GLICKO2.maxVolatility),
          JSON.stringify(after),
        );
      },
    ),
    { numRuns: fuzzRuns(300) },
  );
});

test('between players equally sure of their ratings, one game moves both by the same amount, opposite ways', () => {
  fc.assert(
    fc.property(poolRating, poolRating, score, (white, black, s) => {
      const b = { ...black, rd: white.rd };
      const after = rateGame(white, b, s);
      const gained = after.white.rating - white.rating;
      const lost = b.rating - after.black.rating;
      assert.ok(Math.abs(gained - lost) <= 1e-9 * Math.max(1, Math.abs(gained)), `${gained} vs ${lost}`);
      assert.ok(Math.abs(after.white.rd - after.black.rd) <= 1e-9 * after.white.rd, `${after.white.rd} vs ${after.black.rd}`);
    }),
    { numRuns: fuzzRuns(300) },
  );
});

test('a win never rates lower than a draw, nor a draw lower than a loss; a win never lowers, a loss never raises', () => {
  fc.assert(
    fc.property(poolRating, poolRating, double(0, 3000), (player, opponent, idleDays) => {
      const [loss, draw, win] = ([0, 0.5, 1] as const).map((s) => updateRating(player, [{ opponent, score: s }], { idleDays }).rating);
      assert.ok(loss! <= draw! && draw! <= win!, `${loss} ${draw} ${win}`);
      assert.ok(win! >= player.rating && loss! <= player.rating);
    }),
    { numRuns: fuzzRuns(300) },
  );
});

test('the RD grows with the idle days and never past 500; rating and volatility stay', () => {
  fc.assert(
    fc.property(poolRating, double(0, 5000), double(0, 5000), (r, d1, d2) => {
      const [short, long] = d1 <= d2 ? [d1, d2] : [d2, d1];
      const a = afterIdleDays(r, short);
      const b = afterIdleDays(r, long);
      assert.ok(a.rd <= b.rd && b.rd <= LICHESS_GLICKO2.maxRd && a.rd >= Math.min(r.rd, LICHESS_GLICKO2.maxRd));
      assert.equal(b.rating, r.rating);
      assert.equal(b.volatility, r.volatility);
    }),
    { numRuns: fuzzRuns(300) },
  );
});
