import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  BETWEEN,
  BISHOP_ATTACKS,
  BISHOP_RAYS,
  FILE_ATTACKS,
  KING_ATTACKS,
  KNIGHT_ATTACKS,
  PAWN_ATTACKS,
  RANK_ATTACKS,
  ROOK_RAYS,
  bishopIndex,
  fileIndex,
  rankIndex,
} from './bitboards.js';

// Every table is checked against a square-by-square walk on the board, written here afresh.

const onBoard = (f: number, r: number): boolean => f >= 0 && f < 8 && r >= 0 && r < 8;
const has = (lo: number, hi: number, sq: number): boolean => ((sq < 32 ? lo >>> sq : hi >>> (sq - 32)) & 1) === 1;

/** The squares (sorted) of set `k` of `table`. */
function squares(table: Int32Array, k: number): number[] {
  const out: number[] = [];
  for (let sq = 0; sq < 64; sq++) if (has(table[2 * k]!, table[2 * k + 1]!, sq)) out.push(sq);
  return out;
}

/** The squares a slider on `sq` reaches along `steps`, stopping at the first occupied square (taken). */
function walk(sq: number, steps: readonly (readonly [number, number])[], lo: number, hi: number): number[] {
  const out: number[] = [];
  for (const [df, dr] of steps) {
    for (let f = (sq & 7) + df, r = (sq >> 3) + dr; onBoard(f, r); f += df, r += dr) {
      out.push(r * 8 + f);
      if (has(lo, hi, r * 8 + f)) break;
    }
  }
  return out.sort((a, b) => a - b);
}

const FILE_STEPS = [
  [0, 1],
  [0, -1],
] as const;
const RANK_STEPS = [
  [1, 0],
  [-1, 0],
] as const;
const DIAGONAL_STEPS = [
  [1, 1],
  [-1, 1],
  [-1, -1],
  [1, -1],
] as const;

/** The squares one step of each offset away (no walk). */
function leaps(sq: number, offsets: readonly (readonly [number, number])[]): number[] {
  return offsets
    .map(([df, dr]) => [(sq & 7) + df, (sq >> 3) + dr] as const)
    .filter(([f, r]) => onBoard(f, r))
    .map(([f, r]) => r * 8 + f)
    .sort((a, b) => a - b);
}

test('the leapers attack sets match a walk of their offsets', () => {
  const knight = [
    [1, 2],
    [2, 1],
    [2, -1],
    [1, -2],
    [-1, -2],
    [-2, -1],
    [-2, 1],
    [-1, 2],
  ] as const;
  const king = [...FILE_STEPS, ...RANK_STEPS, ...DIAGONAL_STEPS];
  for (let sq = 0; sq < 64; sq++) {
    assert.deepEqual(squares(KNIGHT_ATTACKS, sq), leaps(sq, knight), `knight on ${sq}`);
    assert.deepEqual(squares(KING_ATTACKS, sq), leaps(sq, king), `king on ${sq}`);
    assert.deepEqual(
      squares(PAWN_ATTACKS, sq),
      leaps(sq, [
        [-1, 1],
        [1, 1],
      ]),
      `white pawn on ${sq}`,
    );
    assert.deepEqual(
      squares(PAWN_ATTACKS, 64 + sq),
      leaps(sq, [
        [-1, -1],
        [1, -1],
      ]),
      `black pawn on ${sq}`,
    );
    assert.deepEqual(squares(ROOK_RAYS, sq), walk(sq, [...FILE_STEPS, ...RANK_STEPS], 0, 0), `rook rays of ${sq}`);
    assert.deepEqual(squares(BISHOP_RAYS, sq), walk(sq, DIAGONAL_STEPS, 0, 0), `bishop rays of ${sq}`);
  }
});

test('BETWEEN holds the squares strictly between two squares on a line, and nothing for others', () => {
  for (let a = 0; a < 64; a++) {
    for (let b = 0; b < 64; b++) {
      const df = Math.sign((b & 7) - (a & 7));
      const dr = Math.sign((b >> 3) - (a >> 3));
      const aligned =
        a !== b && ((b & 7) === (a & 7) || b >> 3 === a >> 3 || Math.abs((b & 7) - (a & 7)) === Math.abs((b >> 3) - (a >> 3)));
      const expected: number[] = [];
      if (aligned) for (let f = (a & 7) + df, r = (a >> 3) + dr; r * 8 + f !== b; f += df, r += dr) expected.push(r * 8 + f);
      assert.deepEqual(
        squares(BETWEEN, a * 64 + b),
        expected.sort((x, y) => x - y),
        `between ${a} and ${b}`,
      );
    }
  }
});

test('property: the magic lookups give a slider the squares a walk reaches, on any occupancy', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 63 }), fc.integer(), fc.integer(), fc.integer(), (sq, lo, hi, sparsity) => {
      // Sparse boards as well as crowded ones.
      const keep = sparsity & 1 ? -1 : sparsity;
      const occLo = lo & keep;
      const occHi = hi & (keep >>> 3);
      const file = fileIndex(sq, occLo, occHi);
      const rank = rankIndex(sq, occLo, occHi);
      const rook = new Int32Array([
        FILE_ATTACKS[2 * file]! | RANK_ATTACKS[2 * rank]!,
        FILE_ATTACKS[2 * file + 1]! | RANK_ATTACKS[2 * rank + 1]!,
      ]);
      assert.deepEqual(squares(rook, 0), walk(sq, [...FILE_STEPS, ...RANK_STEPS], occLo, occHi));
      assert.deepEqual(squares(BISHOP_ATTACKS, bishopIndex(sq, occLo, occHi)), walk(sq, DIAGONAL_STEPS, occLo, occHi));
    }),
    { numRuns: 5000 },
  );
});
