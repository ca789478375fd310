import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  afterIdleDays,
  defaultRating,
  isProvisional,
  LICHESS_GLICKO2,
  rateGame,
  updateRating,
  type Glicko2Rating,
  type Glicko2Result,
} from './glicko2.js';

/** `actual` equals `expected` when both are rounded to `decimals` places. */
function closeTo(actual: number, expected: number, decimals: number, what: string): void {
  assert.ok(Math.abs(actual - expected) <= 0.5 * 10 ** -decimals, `${what}: ${actual}, expected ${expected}`);
}

const r = (rating: number, rd: number, volatility = 0.06): Glicko2Rating => ({ rating, rd, volatility });

describe("Glickman's worked example and the research vectors (Glickman's one-period updates)", () => {
  // "Example of the Glicko-2 system": 1500/200/0.06 beats 1400/30, loses to 1550/100 and 1700/300; τ = 0.5.
  const results: Glicko2Result[] = [
    { opponent: r(1400, 30), score: 1 },
    { opponent: r(1550, 100), score: 0 },
    { opponent: r(1700, 300), score: 0 },
  ];

  test("r' = 1464.0507, RD' = 151.5165, σ' = 0.0599960 (the paper's 1464.06 / 151.52 round μ' and φ' first)", () => {
    const after = updateRating(r(1500, 200), results, { tau: 0.5, periods: 1 });
    closeTo(after.rating, 1464.0507, 4, 'rating');
    closeTo(after.rd, 151.5165, 4, 'RD');
    closeTo(after.volatility, 0.059996, 7, 'volatility');
  });

  test("τ barely matters in that example: σ' = 0.0599986 at τ 0.3, 0.0599910 at 0.75, 0.0599769 at 1.2", () => {
    for (const [tau, sigma] of [
      [0.3, 0.0599986],
      [0.75, 0.059991],
      [1.2, 0.0599769],
    ] as const) {
      const after = updateRating(r(1500, 200), results, { tau, periods: 1 });
      closeTo(after.volatility, sigma, 7, `σ' at τ ${tau}`);
      closeTo(after.rating, 1464.0507, 4, `rating at τ ${tau}`);
    }
  });

  test('a big upset moves the volatility (tournaments-ratings.md §8.1): 1500/50 beats 2300/50 three times', () => {
    const upset = [0, 1, 2].map(() => ({ opponent: r(2300, 50), score: 1 as const }));
    const slow = updateRating(r(1500, 50), upset, { tau: 0.5, periods: 1 });
    closeTo(slow.rating, 1543.9188, 4, 'rating, τ 0.5');
    closeTo(slow.rd, 51.0121, 4, 'RD, τ 0.5');
    closeTo(slow.volatility, 0.0601156, 7, 'volatility, τ 0.5');
    const lichess = updateRating(r(1500, 50), upset, { tau: 0.75, periods: 1 });
    closeTo(lichess.rating, 1543.9277, 4, 'rating, τ 0.75');
    closeTo(lichess.rd, 51.0173, 4, 'RD, τ 0.75');
    closeTo(lichess.volatility, 0.0602616, 7, 'volatility, τ 0.75');
  });
});

describe('single games as lichess rates them', () => {
  test('two newcomers (1500/500/0.09): the winner 1741.5, the loser 1258.5, both RD 396.7 (scalachess GlickoCalculatorTest)', () => {
    const { white, black } = rateGame(defaultRating(), defaultRating(), 1);
    closeTo(white.rating, 1741.48, 2, 'winner');
    closeTo(black.rating, 1258.52, 2, 'loser');
    closeTo(white.rd, 396.69, 2, 'RD');
    assert.equal(black.rd, white.rd);
    closeTo(white.volatility, 0.0899983, 7, 'volatility');
  });

  test('1500/350/0.06 each: 1662.21 and 1337.79, RD 290.23 (scalachess GlickoCalculatorTest)', () => {
    const { white, black } = rateGame(r(1500, 350), r(1500, 350), 0);
    closeTo(white.rating, 1337.79, 2, 'loser');
    closeTo(black.rating, 1662.21, 2, 'winner');
    closeTo(white.rd, 290.23, 2, 'RD');
  });

  test('a draw between equals changes the ratings not at all: only the RD shrinks (and σ, a hair)', () => {
    const equal = r(1720, 80, 0.07);
    const { white, black } = rateGame(equal, equal, 0.5);
    assert.equal(white.rating, 1720);
    assert.equal(black.rating, 1720);
    assert.ok(white.rd < 80, `RD ${white.rd}`);
    assert.ok(white.volatility <= 0.07);
  });

  test('a win raises, a loss lowers; the changes are equal and opposite when the RDs are equal', () => {
    const { white, black } = rateGame(r(1600, 80, 0.06), r(1450, 80, 0.08), 0);
    assert.ok(white.rating < 1600 && black.rating > 1450);
    closeTo(white.rating - 1600, -(black.rating - 1450), 9, 'zero sum');
    const up = rateGame(r(1600, 80), r(1450, 120), 1);
    assert.ok(up.white.rating > 1600 && up.black.rating < 1450);
    assert.ok(Math.abs(up.white.rating - 1600) < Math.abs(up.black.rating - 1450), 'the surer rating moves less');
  });

  test('clamps: RD within [45, 500], volatility at most 0.1, rating at least 400', () => {
    let solid = r(2000, 45, 0.06);
    for (let i = 0; i < 20; i++) solid = updateRating(solid, [{ opponent: r(2000, 45), score: 0.5 }]);
    assert.equal(solid.rd, 45);
    assert.equal(updateRating(r(1500, 480, 0.09), [], { idleDays: 10_000 }).rd, 500);
    assert.equal(updateRating(r(1500, 700, 0.09), [{ opponent: r(1500, 60), score: 1 }]).rd <= 500, true);
    const wild = updateRating(r(1500, 200, 0.5), [{ opponent: r(1500, 200), score: 1 }]);
    assert.equal(wild.volatility, LICHESS_GLICKO2.maxVolatility);
    assert.equal(updateRating(r(400, 100), [{ opponent: r(3000, 50), score: 0 }]).rating, 400);
  });
});

describe('RD grows with idle days (lichess: 0.21436 rating periods a day)', () => {
  test('a typical player (RD 60, σ 0.06) drifts to RD 110 in a year', () => {
    const later = afterIdleDays(r(1800, 60), 365);
    closeTo(later.rd, 110, 1, 'RD');
    assert.equal(later.rating, 1800);
    assert.equal(later.volatility, 0.06);
    assert.ok(isProvisional(later));
  });

  test('√(RD² + σ²·t): t = days × 0.21436, capped at 500; no results means only that growth', () => {
    const p = r(1650, 100, 0.09);
    const expected = Math.sqrt(100 ** 2 + (0.09 * 173.7178) ** 2 * 30 * 0.21436);
    closeTo(updateRating(p, [], { idleDays: 30 }).rd, expected, 9, 'RD after 30 days');
    assert.deepEqual(updateRating(p, []), p, 'no time, no games: nothing changes');
    closeTo(updateRating(p, [], { periods: 1 }).rd, Math.sqrt(100 ** 2 + (0.09 * 173.7178) ** 2), 9, "Glickman's idle period");
  });

  test('an idle player gains and loses more in his next game; rateGame grows each side by its own days', () => {
    const fresh = rateGame(r(1500, 60), r(1500, 60), 1);
    const rusty = rateGame(r(1500, 60), r(1500, 60), 1, { whiteIdleDays: 200 });
    assert.ok(rusty.white.rating - 1500 > fresh.white.rating - 1500);
    assert.ok(rusty.white.rd > fresh.white.rd);
    assert.ok(1500 - rusty.black.rating < 1500 - fresh.black.rating, "Black's win against a less certain rating counts less");
  });
});

describe('isProvisional and defaultRating', () => {
  test('provisional from RD 110 (lila: deviation >= 110); a newcomer is', () => {
    assert.deepEqual(defaultRating(), { rating: 1500, rd: 500, volatility: 0.09 });
    assert.ok(isProvisional(defaultRating()));
    assert.ok(isProvisional(r(1500, 110)));
    assert.ok(!isProvisional(r(1500, 109.99)));
  });
});

describe('inputs out of range: a RangeError naming the field', () => {
  const one: Glicko2Result[] = [{ opponent: r(1500, 100), score: 1 }];
  const cases: Array<[() => unknown, RegExp]> = [
    [() => updateRating(r(Number.NaN, 100), one), /'player\.rating' must be a finite number from 0 to 10000, got NaN/],
    [() => updateRating(r(1500, 0), one), /'player\.rd' must be a finite number above 0/],
    [() => updateRating(r(1500, 100, -0.1), one), /'player\.volatility'/],
    [() => updateRating(r(1500, 100), [...one, { opponent: r(1500, 100, Infinity), score: 0 }]), /'results\[1\]\.opponent\.volatility'/],
    [
      () => updateRating(r(1500, 100), [{ opponent: r(1500, 100), score: 0.7 as 0.5 }]),
      /'results\[0\]\.score' must be 0, 0\.5 or 1, got 0\.7/,
    ],
    [() => updateRating(r(1500, 100), one, { tau: 0 }), /'options\.tau'/],
    [() => updateRating(r(1500, 100), one, { idleDays: -1 }), /'options\.idleDays'/],
    [() => updateRating(r(1500, 100), one, { periods: Number.POSITIVE_INFINITY }), /'options\.periods'/],
    [() => rateGame(r(1500, 100), r(1500, 100), 2 as 1), /'score' must be 0, 0\.5 or 1/],
    [() => rateGame(r(1500, 100), r(1500, 100), 1, { blackIdleDays: Number.NaN }), /'idleDays'/],
    [() => afterIdleDays(r(1500, 100), -5), /'idleDays'/],
  ];
  for (const [call, message] of cases) {
    test(String(message), () => assert.throws(call, (e: unknown) => e instanceof RangeError && message.test(e.message)));
  }
});
