import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { drawResult, expectedScore } from './results.js';
import { makePrng } from './prng.js';

describe('expectedScore', () => {
  test('the Elo curve: 0.5 at equal ratings, about 0.76 at +200, about 0.91 at +400 (FIDE B.02 table: 0.76 at 198–206, 0.91 at 401–411)', () => {
    assert.equal(expectedScore(2000, 2000), 0.5);
    assert.ok(Math.abs(expectedScore(2200, 2000) - 0.76) < 0.005);
    assert.ok(Math.abs(expectedScore(2400, 2000) - 0.909) < 0.005);
  });

  test('symmetric: E(a, b) + E(b, a) = 1', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 3000 }), (a, b) => {
        assert.ok(Math.abs(expectedScore(a, b) + expectedScore(b, a) - 1) < 1e-12);
      }),
    );
  });
});

describe('drawResult', () => {
  const score = (r: string): number => (r === '1-0' || r === '+/-' ? 1 : r === '1/2-1/2' ? 0.5 : 0);

  test("White's mean score matches the expected score; draws as often as asked between equals", () => {
    for (const [white, black] of [
      [2000, 2000],
      [2300, 2000],
      [1500, 2100],
    ] as const) {
      const p = makePrng(white * 7 + black);
      let total = 0;
      let draws = 0;
      const n = 20_000;
      for (let i = 0; i < n; i++) {
        const r = drawResult(white, black, { drawRate: 0.3, forfeitRate: 0 }, p);
        total += score(r);
        if (r === '1/2-1/2') draws++;
      }
      const e = expectedScore(white, black);
      assert.ok(Math.abs(total / n - e) < 0.015, `${white}-${black}: mean ${total / n}, expected ${e}`);
      const drawChance = 0.3 * (1 - Math.abs(2 * e - 1));
      assert.ok(Math.abs(draws / n - drawChance) < 0.015, `${white}-${black}: draws ${draws / n}, expected ${drawChance}`);
    }
  });

  test('forfeits at the asked rate, no draws when the draw rate is 0, never a forfeit when its rate is 0', () => {
    const p = makePrng(5);
    const counts = new Map<string, number>();
    for (let i = 0; i < 10_000; i++) {
      const r = drawResult(2000, 2000, { drawRate: 0, forfeitRate: 0.2 }, p);
      counts.set(r, (counts.get(r) ?? 0) + 1);
    }
    assert.equal(counts.get('1/2-1/2'), undefined);
    const forfeits = (counts.get('+/-') ?? 0) + (counts.get('-/+') ?? 0) + (counts.get('-/-') ?? 0);
    assert.ok(Math.abs(forfeits / 10_000 - 0.2) < 0.02, String(forfeits));
    assert.ok((counts.get('-/-') ?? 0) > 0);
    const q = makePrng(6);
    for (let i = 0; i < 1000; i++)
      assert.ok(['1-0', '0-1', '1/2-1/2'].includes(drawResult(1800, 1900, { drawRate: 0.5, forfeitRate: 0 }, q)));
  });
});
