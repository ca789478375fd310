import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { eloFromScore, estimateElo, scoreFromElo } from './elo.js';

const close = (actual: number | null, expected: number, tolerance = 0.01): void =>
  assert.ok(actual !== null && Math.abs(actual - expected) <= tolerance, `${String(actual)} ≈ ${expected}`);

describe('Elo from a match score', () => {
  test('the logistic model: 50% is 0, 75% is about +191, 10 Elo is about 51.4%', () => {
    assert.equal(eloFromScore(0.5), 0);
    // -400·log10(1/3) = 400·0.477121 = 190.85
    close(eloFromScore(0.75), 190.85);
    close(eloFromScore(0.25), -190.85);
    // 1 / (1 + 10^(-0.025)) = 1 / 1.944061 = 0.514387
    close(scoreFromElo(10), 0.514387, 1e-6);
    close(eloFromScore(scoreFromElo(-321)), -321, 1e-9);
  });

  test('+6 =2 -2: score 0.7, +147.2 Elo, 95% interval −33.4 … +504.0 (worked by hand)', () => {
    // n = 10, mean 0.7; variance = (6·0.3² + 2·0.2² + 2·0.7²)/10 = (0.54 + 0.08 + 0.98)/10 = 0.16;
    // standard error = √(0.16/10) = 0.126491; × 1.959964 = 0.247920.
    // Elo(0.7) = -400·log10(3/7) = 147.19; Elo(0.947920) = -400·log10(0.054941) = 504.03;
    // Elo(0.452080) = -400·log10(1.211993) = -33.40; margin = (504.03 + 33.40)/2 = 268.72.
    const e = estimateElo(6, 2, 2);
    assert.deepEqual([e.games, e.wins, e.draws, e.losses], [10, 6, 2, 2]);
    close(e.score, 0.7, 1e-12);
    close(e.eloDiff, 147.19);
    close(e.upper95, 504.03);
    close(e.lower95, -33.4);
    close(e.margin95, 268.72);
  });

  test('an even result is 0 with a symmetric interval; all draws have no spread', () => {
    // +3 =4 -3: mean 0.5, variance (3·0.25 + 0 + 3·0.25)/10 = 0.15, se = 0.122474, ×1.96 = 0.240046;
    // Elo(0.740046) = -400·log10(0.351268) = 400·0.454361 = 181.74.
    const even = estimateElo(3, 4, 3);
    assert.equal(even.eloDiff, 0);
    close(even.upper95, 181.74);
    close(even.lower95, -181.74);
    close(even.margin95, 181.74);
    const draws = estimateElo(0, 8, 0);
    assert.deepEqual([draws.eloDiff, draws.lower95, draws.upper95, draws.margin95], [0, 0, 0, 0]);
  });

  test('a clean sweep or no games: unbounded values are null, never Infinity or NaN in JSON', () => {
    const sweep = estimateElo(4, 0, 0);
    assert.deepEqual([sweep.score, sweep.eloDiff, sweep.lower95, sweep.upper95, sweep.margin95], [1, null, null, null, null]);
    const lost = estimateElo(0, 1, 9);
    // mean 0.05: a bounded estimate, but the interval's lower end passes 0.
    close(lost.eloDiff, -511.5, 0.1);
    assert.equal(lost.lower95, null);
    assert.equal(lost.margin95, null);
    const none = estimateElo(0, 0, 0);
    assert.equal(none.eloDiff, null);
    assert.equal(JSON.stringify(none).includes('Infinity'), false);
  });
});
