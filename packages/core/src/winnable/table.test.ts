import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { fuzzRuns } from '../test-support/fuzz.js';
import { StateTable, tableBitsFor } from './table.js';

describe('StateTable', () => {
  test('a stored value is found until the slot is reused or the table cleared', () => {
    const t = new StateTable(4);
    assert.equal(t.get(5, 9, -1), -1);
    t.set(5, 9, 42);
    assert.equal(t.get(5, 9, -1), 42);
    assert.equal(t.get(5, 10, -1), -1, 'another key in the same slot is a miss, not its value');
    t.set(5 + 16, 9, 7); // the same slot of 16: always replace
    assert.equal(t.get(5, 9, -1), -1);
    assert.equal(t.get(21, 9, -1), 7);
    t.clear();
    assert.equal(t.get(21, 9, -1), -1);
  });

  test('copyInto keeps every entry of the current generation and forgets the bigger table’s own', () => {
    const small = new StateTable(3);
    small.set(1, 0, 11);
    small.clear(); // an entry of an earlier query: not copied
    small.set(2, 0, 22);
    small.set(3, 1 << 7, 33); // (3 ^ 1) & 7 = slot 2 here: it replaces the entry above
    small.set(4, 0, 44);
    const big = new StateTable(6);
    big.set(9, 9, 99);
    small.copyInto(big);
    assert.equal(big.get(1, 0, -1), -1);
    assert.equal(big.get(2, 0, -1), -1);
    assert.equal(big.get(3, 1 << 7, -1), 33);
    assert.equal(big.get(4, 0, -1), 44);
    assert.equal(big.get(9, 9, -1), -1, 'what the bigger table held before is gone');
    assert.equal(small.get(4, 0, -1), 44, 'the source keeps its entries');
  });

  test('copyInto refuses a smaller table', () => {
    assert.throws(() => new StateTable(6).copyInto(new StateTable(5)), RangeError);
  });

  test('property: after copyInto, the bigger table answers every key as the smaller one did', () => {
    const key = fc.tuple(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }));
    fc.assert(
      fc.property(
        fc.array(fc.tuple(key, fc.integer({ min: 0, max: 1 << 20 })), { maxLength: 200 }),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 4 }),
        (entries, smallBits, extraBits) => {
          const small = new StateTable(smallBits);
          for (const [[lo, hi], value] of entries) small.set(lo, hi, value);
          const big = new StateTable(smallBits + extraBits);
          small.copyInto(big);
          for (const [[lo, hi]] of entries) assert.equal(big.get(lo, hi, -1), small.get(lo, hi, -1));
        },
      ),
      { numRuns: fuzzRuns(500) },
    );
  });

  test('tableBitsFor: the smallest power of two holding the slots, within the bounds', () => {
    assert.equal(tableBitsFor(0, 11, 18), 11, 'never below the least');
    assert.equal(tableBitsFor(2048, 11, 18), 11);
    assert.equal(tableBitsFor(2049, 11, 18), 12);
    assert.equal(tableBitsFor(1e9, 11, 18), 18, 'never above the cap');
    assert.equal(tableBitsFor(Infinity, 18, 22), 22);
    assert.equal(tableBitsFor(1e9, 18, 16), 18, 'a cap below the least leaves the least');
  });
});
