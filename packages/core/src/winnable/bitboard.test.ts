import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { ATTACK, OUT, popcount, slide } from './bitboard.js';

/** The 8 directions of `slide` as (file, rank) steps: N, S, E, W, NE, NW, SE, SW. */
const STEPS: ReadonlyArray<readonly [number, number]> = [
  [0, 1],
  [0, -1],
  [1, 0],
  [-1, 0],
  [1, 1],
  [-1, 1],
  [1, -1],
  [-1, -1],
];

const inSet = (lo: number, hi: number, sq: number): boolean => (sq < 32 ? (lo >>> sq) & 1 : (hi >>> (sq - 32)) & 1) === 1;
const toSet = (squares: ReadonlySet<number>): [number, number] => {
  let lo = 0;
  let hi = 0;
  for (const sq of squares) {
    if (sq < 32) lo |= 1 << sq;
    else hi |= 1 << (sq - 32);
  }
  return [lo, hi];
};

/** Square by square: every start square walks its ray over empty squares; the attacks are one step past each square reached. */
function naiveSlide(
  lo: number,
  hi: number,
  dir: number,
  emptyLo: number,
  emptyHi: number,
): { reach: [number, number]; attack: [number, number] } {
  const [df, dr] = STEPS[dir]!;
  const next = (sq: number): number => {
    const f = (sq & 7) + df;
    const r = (sq >> 3) + dr;
    return f < 0 || f > 7 || r < 0 || r > 7 ? -1 : r * 8 + f;
  };
  const reach = new Set<number>();
  for (let sq = 0; sq < 64; sq++) {
    if (!inSet(lo, hi, sq)) continue;
    reach.add(sq);
    for (let t = next(sq); t >= 0 && inSet(emptyLo, emptyHi, t); t = next(t)) reach.add(t);
  }
  const attack = new Set<number>();
  for (const sq of reach) if (next(sq) >= 0) attack.add(next(sq));
  return { reach: toSet(reach), attack: toSet(attack) };
}

describe('bitboard slide', () => {
  test('reach and attacks agree with a square-by-square walk, every direction', () => {
    const set = fc.tuple(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }));
    // Sparse start sets (a few pieces) and dense ones, on boards from empty to full.
    const sparse = fc.uniqueArray(fc.integer({ min: 0, max: 63 }), { maxLength: 4 }).map((a) => toSet(new Set(a)));
    fc.assert(
      fc.property(fc.oneof(sparse, set), set, fc.integer({ min: 0, max: 7 }), ([lo, hi], [eLo, eHi], dir) => {
        slide(lo, hi, dir, eLo, eHi);
        const got = { reach: [OUT[0], OUT[1]], attack: [ATTACK[0], ATTACK[1]] };
        assert.deepEqual(got, naiveSlide(lo, hi, dir, eLo, eHi));
      }),
      { numRuns: 4000 },
    );
  });

  test('a rook on a1 of an empty board reaches the a-file and attacks past it off the board', () => {
    slide(1, 0, 0, -1, -1);
    assert.deepEqual([OUT[0], OUT[1]], [0x01010101, 0x01010101]);
    assert.deepEqual([ATTACK[0], ATTACK[1]], [0x01010100, 0x01010101]);
  });
});

describe('popcount', () => {
  test('counts the set bits of any 32-bit word, sign bit included', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), (x) => {
        let naive = 0;
        for (let b = 0; b < 32; b++) naive += (x >>> b) & 1;
        assert.equal(popcount(x), naive);
      }),
    );
    assert.equal(popcount(-1), 32);
    assert.equal(popcount(0), 0);
  });
});
