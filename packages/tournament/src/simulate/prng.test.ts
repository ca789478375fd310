import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { makePrng } from './prng.js';

describe('makePrng', () => {
  test('the same seed gives the same sequence; another seed another one', () => {
    const take = (seed: number): number[] => {
      const p = makePrng(seed);
      return Array.from({ length: 20 }, () => p.nextUint32());
    };
    assert.deepEqual(take(42), take(42));
    assert.notDeepEqual(take(42), take(43));
    assert.deepEqual(take(7), take(7 + 2 ** 32), 'only the low 32 bits of the seed count');
  });

  test('fixed first values (the generator must not drift between versions: simulations are replayed by seed)', () => {
    // Computed by hand from the definition: fmix32(fmix32(0) + 0x9E3779B9) for seed 0.
    const p = makePrng(0);
    const first = p.nextUint32();
    let h = 0x9e3779b9;
    h ^= h >>> 16;
    h = Math.imul(h, 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
    assert.equal(first, h >>> 0, 'fmix32(0) is 0, so seed 0 starts from state 0');
  });

  test('floats in [0, 1), ints in range and every value of a small range drawn about equally', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 0, max: 50 }), (seed, min, span) => {
        const p = makePrng(seed);
        for (let i = 0; i < 50; i++) {
          const f = p.nextFloat();
          assert.ok(f >= 0 && f < 1);
          const n = p.nextInt(min, min + span);
          assert.ok(Number.isInteger(n) && n >= min && n <= min + span);
        }
      }),
    );
    const p = makePrng(2026);
    const counts = new Array<number>(6).fill(0);
    for (let i = 0; i < 60_000; i++) counts[p.nextInt(1, 6) - 1]!++;
    // 10,000 expected per face; the standard deviation is about 91, so ±500 is over 5 sigma.
    for (const c of counts) assert.ok(Math.abs(c - 10_000) < 500, String(counts));
  });

  test('bad arguments throw (a bug in the caller)', () => {
    assert.throws(() => makePrng(1.5), RangeError);
    assert.throws(() => makePrng(1).nextInt(3, 2), RangeError);
  });
});
