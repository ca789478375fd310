import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { addLimbs, compareLimbs, halveLimbs, isZeroLimbs, limbCountFor, readLimbs, writeLimbs } from './limbs.js';

const WIDTHS = [1, 2, 3, 5];
/** A bigint that fits `limbs` limbs with room for the sum of two (|x| < 2^(48·(limbs−1)+48)). */
const fitting = (limbs: number): fc.Arbitrary<bigint> => {
  const bound = 1n << BigInt(48 * (limbs - 1) + 48);
  return fc.oneof(
    fc.bigInt({ min: -bound + 1n, max: bound - 1n }),
    fc.bigInt({ min: -1000n, max: 1000n }),
    fc.bigInt({ min: 0n, max: BigInt(Number.MAX_SAFE_INTEGER) < bound ? BigInt(Number.MAX_SAFE_INTEGER) : bound - 1n }),
  );
};

test('limbCountFor: one limb up to 50 bits, then one more per 48 bits', () => {
  assert.deepEqual([0, 50, 51, 98, 99, 146, 300].map(limbCountFor), [1, 1, 2, 2, 3, 3, 7]);
});

for (const limbs of WIDTHS) {
  test(`${limbs} limb(s): write/read round trip, add, compare, halve agree with bigint`, () => {
    const a = new Float64Array(limbs);
    const b = new Float64Array(limbs);
    fc.assert(
      fc.property(fitting(limbs), fitting(limbs), fc.constantFrom(1, -1), (x, y, sign) => {
        writeLimbs(a, 0, limbs, x);
        writeLimbs(b, 0, limbs, y);
        assert.equal(readLimbs(a, 0, limbs), x);
        assert.equal(compareLimbs(a, 0, b, 0, limbs), x < y ? -1 : x > y ? 1 : 0);
        assert.equal(isZeroLimbs(a, 0, limbs), x === 0n);
        addLimbs(a, 0, b, 0, limbs, sign);
        assert.equal(readLimbs(a, 0, limbs), x + BigInt(sign) * y);
        writeLimbs(a, 0, limbs, 2n * x);
        halveLimbs(a, 0, limbs);
        assert.equal(readLimbs(a, 0, limbs), x);
      }),
      { seed: limbs, numRuns: 300 },
    );
  });
}

test('numbers outside the width and odd halvings throw', () => {
  const a = new Float64Array(2);
  assert.throws(() => writeLimbs(a, 0, 2, 1n << 100n), RangeError);
  writeLimbs(a, 0, 2, 5n);
  assert.throws(() => halveLimbs(a, 0, 2), /odd slack/);
  const big = new Float64Array(1);
  writeLimbs(big, 0, 1, (1n << 49n) + 1n);
  assert.throws(() => addLimbs(big, 0, big, 0, 1, 1), /left its bounds/);
});
