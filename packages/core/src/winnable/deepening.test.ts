import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { followCheckChains } from './checkChains.js';
import { DeepeningSearch, deepen } from './deepening.js';
import { Guide, NORMAL, PUNISH, REWARD } from './guide.js';
import { mates, work } from '../test-support/winnableWork.js';

const ALL = { fromDepth: 1, toDepth: 60, nodesPerDepth: Infinity, maxNodes: 2_000_000, table: true } as const;

describe('deepening search', () => {
  test('finds a helpmate and returns a line that mates (K+N v K+R, the knight mates in the corner)', () => {
    const pos = work('r6k/8/8/8/8/8/8/N5K1 w - - 0 1', 'white');
    const r = deepen(pos, new Guide(pos), ALL);
    assert.equal(r.verdict, 'yes');
    assert.ok(mates(pos, r.line));
  });

  test('proves "no" when every line ends: both White moves stalemate Black (scalachess #821 case)', () => {
    const pos = work('7k/5Q1p/7P/8/8/8/1q4R1/K7 w - - 0 1', 'black');
    assert.equal(deepen(pos, new Guide(pos), ALL).verdict, 'no');
  });

  test('the only move gives a bare king: "no"; the same picture with a second move: a mate', () => {
    const only = work('5Q1k/4b3/7K/3r4/7n/8/7P/8 b - - 0 1', 'white');
    assert.equal(deepen(only, new Guide(only), ALL).verdict, 'no');
    const more = work('2kQ4/8/8/2K5/8/8/8/8 b - - 0 1', 'white');
    const r = deepen(more, new Guide(more), ALL);
    assert.equal(r.verdict, 'yes');
    assert.ok(mates(more, r.line));
  });

  test('in list order (each piece in turn, no class order) it finds what the class order finds only late, and proves the same "no"', () => {
    // K+N v K+p: Black's pawn must promote and come back as the blocker. The class order walks
    // the kings first and needs hundreds of thousands of moves; one piece at a time, a few hundred.
    const pos = work('6k1/8/6pN/8/8/7K/8/8 b - - 0 58', 'white');
    const limits = { fromDepth: 2, toDepth: 128, nodesPerDepth: 7000, maxNodes: 5000, table: true } as const;
    assert.equal(deepen(pos, new Guide(pos), limits).verdict, 'unknown', 'class order: not within 5,000 moves');
    const listed = deepen(pos, new Guide(pos), { ...limits, classOrder: false, pieceOrder: true });
    assert.equal(listed.verdict, 'yes');
    assert.ok(listed.nodes < 5000);
    assert.ok(mates(pos, listed.line));
    const stalemates = work('7k/5Q1p/7P/8/8/8/1q4R1/K7 w - - 0 1', 'black');
    assert.equal(deepen(stalemates, new Guide(stalemates), { ...ALL, classOrder: false, pieceOrder: true }).verdict, 'no');
  });

  test('without a table a cycle is never a proof (the budget runs out instead)', () => {
    const pos = work('4k3/8/8/8/8/8/8/R3K3 w - - 0 1', 'white');
    const r = deepen(pos, new Guide(pos), { fromDepth: 1, toDepth: 3, nodesPerDepth: Infinity, maxNodes: 50_000, table: false });
    assert.notEqual(r.verdict, 'no');
  });

  // Each run restarts at the root and skips what earlier runs finished, so an allowance must
  // cover the path back to the frontier; the long phase starts at 64,000 moves.
  test('resumed in small allowances it reaches the same verdict as in one run', () => {
    const cases: Array<[string, 'white' | 'black']> = [
      ['r6k/8/8/8/8/8/8/N5K1 w - - 0 1', 'white'],
      ['7k/5Q1p/7P/8/8/8/1q4R1/K7 w - - 0 1', 'black'],
      ['8/8/4k3/8/8/3KN3/8/8 w - - 0 1', 'white'],
      ['8/8/8/4k3/4p3/4N3/4K3/8 w - - 0 1', 'white'],
    ];
    fc.assert(
      fc.property(fc.constantFrom(...cases), fc.integer({ min: 400, max: 5000 }), ([fen, side], allowance) => {
        const pos = work(fen, side);
        const limits = { ...ALL, maxNodes: 300_000 };
        const whole = deepen(pos, new Guide(pos), limits);
        const search = new DeepeningSearch(pos, new Guide(pos), limits);
        let r = search.run(allowance);
        while (!search.done && r.nodes < limits.maxNodes) r = search.run(allowance);
        assert.equal(r.verdict, whole.verdict, `${fen} ${side}`);
        if (r.verdict === 'yes') assert.ok(mates(pos, r.line));
      }),
      { numRuns: 12 },
    );
  });
});

describe('guide', () => {
  test('White pawn moves and captures progress; Black captures are punished; kings head for the corner', () => {
    // White bishop on a dark square: the dark corner h8 is the target.
    const pos = work('7k/8/8/3p4/4P3/8/3B4/K7 w - - 0 1', 'white');
    const guide = new Guide(pos);
    assert.equal(guide.corner, 0x77);
    const move = (from: number, to: number): number => from | (to << 7);
    assert.equal(guide.classify(pos, move(0x34, 0x43), 5), REWARD); // exd5
    assert.equal(guide.classify(pos, move(0x00, 0x11), 5), REWARD); // Kb2, towards g7
    assert.equal(guide.classify(pos, move(0x00, 0x10), 5), NORMAL); // Ka2
    pos.makeMove(move(0x00, 0x10));
    assert.equal(guide.classify(pos, move(0x43, 0x34), 5), PUNISH); // ...dxe4
    assert.equal(guide.classify(pos, move(0x77, 0x67), 5), NORMAL); // ...Kh7, away from h8
  });
});

describe('check chains', () => {
  test('a king in check whose every way out is statically lost: "no" (both sides)', () => {
    for (const side of ['white', 'black'] as const) {
      const pos = work('8/2b5/kp1p1p2/1PpP1Pp1/K1P3P1/3B4/8/8 b - -', side);
      assert.equal(followCheckChains(pos, 400).verdict, 'no', side);
    }
  });

  test('a quiet way out that is not statically lost: never "no"', () => {
    const pos = work('7k/8/6KQ/8/8/8/8/8 b - - 0 1', 'white');
    const r = followCheckChains(pos, 400);
    assert.notEqual(r.verdict, 'no');
    if (r.verdict === 'yes') assert.ok(mates(pos, r.line));
  });
});
