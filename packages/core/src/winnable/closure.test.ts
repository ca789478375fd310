import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { ClosureSearch, shortcut } from './closure.js';
import { generateLegal, MAX_LEGAL_MOVES } from '../board/movegen.js';
import { stateKey } from './normalize.js';
import { KeyMap } from './keyMap.js';
import { mates, work } from '../test-support/winnableWork.js';

describe('closure', () => {
  // A pawn wall White's rook can never pass (chasolver label --), and king and rook against a king.
  const cases = [
    ['2k5/6p1/6P1/6PK/6P1/6PR/7P/8 b - -', 'white', 'no'],
    ['8/8/8/8/8/5k2/8/4K2R w - - 0 1', 'white', 'yes'],
  ] as const;

  test('a search resumed in small allowances reaches the verdict of one run, and leaves the position as it was', () => {
    fc.assert(
      fc.property(fc.constantFrom(...cases), fc.integer({ min: 50, max: 3000 }), ([fen, side, expected], allowance) => {
        const pos = work(fen, side);
        const before = pos.clone();
        const search = new ClosureSearch(pos);
        let r = search.run(allowance);
        for (let i = 0; r.verdict === 'unknown' && i < 10_000; i++) {
          assert.equal(pos.hashLo, before.hashLo);
          r = search.run(allowance);
        }
        assert.equal(r.verdict, expected);
        assert.equal(pos.hashLo, before.hashLo);
        assert.equal(pos.hashHi, before.hashHi);
        if (r.verdict === 'yes') assert.ok(mates(pos, r.line));
      }),
      { numRuns: 20 },
    );
  });
});

describe('closure: a long wandering path cut short', () => {
  // White's bishops walk for thousands of plies before the walk meets a mate, and the
  // breadth-first search finds no shorter line within its states (measured: a path of 9,877
  // plies, cut to 301). The cut comes from the keys the walk kept of its path's positions: were
  // they lost or wrong (across the stack's growth or a resumed run), no position would match and
  // the line would be the whole path.
  const fen = '2B1B1B1/pBpBpBp1/P1P1P1P1/8/8/8/8/k1K5 w - -';

  test('the line mates, is a small part of what was visited, and is the same after resumed runs', () => {
    const pos = work(fen, 'white');
    const whole = new ClosureSearch(pos);
    const once = whole.run(1 << 20);
    assert.equal(once.verdict, 'yes');
    assert.ok(mates(pos, once.line));
    assert.ok(once.line.length * 10 < whole.visits, `${once.line.length} plies for ${whole.visits} positions visited`);
    const resumed = new ClosureSearch(pos);
    let r = resumed.run(300);
    for (let i = 0; r.verdict === 'unknown' && i < 10_000; i++) r = resumed.run(300);
    assert.deepEqual(r.line, once.line);
  });
});

describe('shortcut', () => {
  const fen = '2B1B1B1/pBpBpBp1/P1P1P1P1/8/8/8/8/k1K5 w - -';

  /** The state keys of the positions of `line` from `pos`, before each of its moves. */
  function keysOf(pos: ReturnType<typeof work>, line: readonly number[]): [Int32Array, Int32Array] {
    const p = pos.clone();
    const lo = new Int32Array(line.length);
    const hi = new Int32Array(line.length);
    const key = new Int32Array(2);
    for (let i = 0; i < line.length; i++) {
      stateKey(p, key);
      lo[i] = key[0]!;
      hi[i] = key[1]!;
      p.makeMove(line[i]!);
    }
    return [lo, hi];
  }

  test('jumps along the line only to a position whose whole key matches', () => {
    const pos = work(fen, 'white');
    const line = new ClosureSearch(pos).run(1 << 20).line;
    assert.ok(line.length > 100 && mates(pos, line));
    const [lo, hi] = keysOf(pos, line);
    const cut = shortcut(pos, line, lo, hi);
    assert.ok(mates(pos, cut) && cut.length <= line.length);
    // A move from the start that leaves the line, and the key of the position it reaches.
    const moves = new Int32Array(MAX_LEGAL_MOVES);
    const n = generateLegal(pos, moves, 0);
    const off = Array.from(moves.subarray(0, n)).find((m) => m !== line[0])!;
    const p = pos.clone();
    p.makeMove(off);
    const key = new Int32Array(2);
    stateKey(p, key);
    // That key written at a position near the mate, but for one bit of either half (bit 30 of
    // the low half lies outside the bits the map is keyed by): a jump there would go on with
    // the line's moves from the wrong position.
    const far = line.length - 3;
    for (const [kLo, kHi] of [
      [key[0]! ^ 0x40000000, key[1]!],
      [key[0]!, key[1]! ^ 1],
    ] as const) {
      const badLo = lo.slice();
      const badHi = hi.slice();
      badLo[far] = kLo;
      badHi[far] = kHi;
      const r = shortcut(pos, line, badLo, badHi);
      assert.ok(mates(pos, r), 'the cut line still mates');
    }
  });
});

describe('KeyMap', () => {
  test('agrees with a Map on random keys, through its growth', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: -8, max: 8 }), fc.integer({ min: -3, max: 3 }), fc.integer({ min: 1, max: 255 })), {
          maxLength: 3000,
        }),
        (ops) => {
          const map = new KeyMap(2);
          const oracle = new Map<string, number>();
          for (const [lo, hi, v] of ops) {
            map.set(Math.imul(lo, 0x9e3779b1), hi, v);
            oracle.set(`${Math.imul(lo, 0x9e3779b1)},${hi}`, v);
          }
          assert.equal(map.size, oracle.size);
          for (let lo = -8; lo <= 8; lo++) {
            for (let hi = -3; hi <= 3; hi++)
              assert.equal(map.get(Math.imul(lo, 0x9e3779b1), hi), oracle.get(`${Math.imul(lo, 0x9e3779b1)},${hi}`) ?? 0);
          }
        },
      ),
      { numRuns: 50 },
    );
  });
});
