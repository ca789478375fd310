import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { makeFen, parseFenTolerant } from '../notation/fen.js';
import type { Position } from '../board/position.js';
import { canCheckmate, QUICK_MAX_NODES, quickProvesNo, screenQuick } from './canCheckmate.js';
import { randomPlayout } from '../../test/random.js';

const position = (fen: string): Position => {
  const r = parseFenTolerant(fen);
  assert.ok(r.ok, fen);
  return r.value;
};

/** The quick mode answers yes for `side` within its budget, with a line that replays to its mate. */
function assertQuickMate(fen: string, side: 'white' | 'black'): void {
  const pos = position(fen);
  const v = canCheckmate(pos, side, { mode: 'quick' });
  assert.equal(v.verdict, 'yes', `${fen} ${side}: ${v.reason}`);
  assert.ok(v.nodes <= QUICK_MAX_NODES, `${v.nodes} nodes`);
  const p = pos.clone();
  for (const m of v.line ?? []) assert.ok(p.play(m));
  assert.ok(p.isCheckmate() && p.turn !== side);
}

/** Positions the quick mode mates within its budget, by what they show. */
const QUICK_MATES: readonly (readonly [string, readonly (readonly [string, 'white' | 'black'])[]])[] = [
  [
    'real endgames from lichess games: yes with a line that mates, within the quick budget',
    [
      ['8/8/3Kp1p1/7p/5P2/6k1/8/8 w - - 0 59', 'white'],
      ['8/8/6k1/8/6N1/rP2R1PP/5PK1/8 b - - 2 45', 'white'],
      ['8/8/6k1/8/6N1/rP2R1PP/5PK1/8 b - - 2 45', 'black'],
    ],
  ],
  [
    // lichess.txt positions the quick mode left unknown while it aimed at the best edge square only.
    'several edge targets: mates within the quick budget that the best target alone did not find',
    [
      ['8/5B1k/6R1/7p/1p6/6PK/Pr6/4b3 w - - 1 48', 'white'],
      ['5Rr1/6Pk/7p/1p1pB3/p2Pb1P1/P7/1P1K4/8 b - - 8 50', 'black'],
      ['3k4/1K6/4Q3/3P1p2/5p2/5P2/8/8 w - - 0 56', 'black'],
    ],
  ],
  [
    // lichess.txt queries the quick mode left unknown while it ranked the edge squares by the
    // kings' walks alone (a corner, a rook or queen near the square and a White piece on it now count).
    'edge targets ranked by the pieces as well as the kings: mates the kings-only ranking left unknown',
    [
      ['7K/8/8/7R/3k4/r7/8/8 w - - 2 65', 'white'],
      ['8/6pk/8/8/1p6/1P2P1pq/P2P2QP/7K b - - 2 42', 'white'],
      ['3R4/p1p3bk/6pp/8/2P5/3PP3/6PP/1r1K4 w - - 4 35', 'black'],
    ],
  ],
  [
    // lichess.txt queries the quick mode left unknown while every reply to a forced move waited for
    // free (a king shuttled between two squares gave the other side a free move every other ply).
    'no free reply to a forced move that does not progress: mates the free shuttles left unknown',
    [
      ['5k2/6p1/4Q2p/p7/1q6/7P/6PK/8 w - - 12 52', 'white'],
      ['4r1k1/R2N1ppp/p2r4/8/3n4/7P/6PK/8 w - - 2 39', 'black'],
      ['8/8/8/8/4kp1n/8/8/5K2 w - - 2 65', 'black'],
    ],
  ],
  [
    // lichess.txt queries the quick mode left unknown while any bishop step nearer the target was
    // progress (a bishop zigzagged away for free and back as progress).
    "a bishop's step is progress only when nearer than it has been: mates the zigzags left unknown",
    [
      ['8/8/4b3/2k3p1/p6p/P4K2/8/8 b - - 1 50', 'black'],
      ['8/p7/8/1Bp1b3/Pk6/7K/7p/8 b - - 3 64', 'white'],
      ['8/8/4b2K/5kP1/5P2/8/8/8 w - - 1 56', 'black'],
    ],
  ],
];

describe('canCheckmate quick mode', () => {
  for (const [name, cases] of QUICK_MATES) {
    test(name, () => {
      for (const [fen, side] of cases) assertQuickMate(fen, side);
    });
  }

  test('the material rule and a blocked position are still proved (no)', () => {
    assert.equal(canCheckmate(position('8/8/4k3/8/8/3KN3/8/8 w - - 0 1'), 'white', { mode: 'quick' }).verdict, 'no');
    assert.equal(canCheckmate(position('3k4/8/8/p2p2p1/P2P2P1/8/3K4/8 w - - 0 1'), 'white', { mode: 'quick' }).verdict, 'no');
  });

  test('a position that needs the long searches is unknown in quick mode, decided in full', () => {
    // A lone bishop against a queen and two pawns: the mate needs Black's pieces to block for it
    // (the quick search settled lichess.txt's lone knight 8/6N1/7p/2p3k1/p2b4/8/K7/5r2 b once it
    // tried the progress moves before the free waiting moves; this one it does not).
    const pos = position('8/8/8/6k1/5p1p/6q1/6B1/5K2 w - - 4 54');
    const quick = canCheckmate(pos, 'white', { mode: 'quick' });
    assert.equal(quick.verdict, 'unknown', quick.reason);
    assert.ok(quick.nodes <= QUICK_MAX_NODES);
    assert.match(quick.reason, /quick/);
    assert.equal(canCheckmate(pos, 'white').verdict, 'yes');
  });

  test('quick mode never exceeds its budget, even when asked for more', () => {
    const v = canCheckmate(position('8/8/8/6k1/5p1p/6q1/6B1/5K2 w - - 4 54'), 'white', { mode: 'quick', maxNodes: 1 << 20 });
    assert.ok(v.nodes <= QUICK_MAX_NODES, `${v.nodes} nodes`);
  });
});

describe('screenQuick: what the quick answer rests on, without search', () => {
  test('`no` and `never` agree with the quick analysis; `locked`, `static` and `short` are `no` exactly when quickProvesNo proves it', () => {
    const seen = { no: 0, locked: 0, static: 0, short: 0, never: 0 };
    for (const [i, fen] of [
      '4k3/7p/8/1p1p1p2/pPpPpPp1/P1P1P1P1/7P/4K3 w - - 0 1',
      '2b1k3/p7/1p6/1P1p4/3P4/8/5B2/4K3 w - - 0 1',
      '4k3/8/3N4/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/4K3 b - - 0 1',
      '8/5k2/8/3n4/8/2B5/4K3/8 w - - 0 1',
      'r3k3/8/8/8/8/8/4P3/4K3 w - - 0 1',
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
    ].entries()) {
      for (let seed = 1; seed <= 5; seed++) {
        const { pos } = randomPlayout(position(fen), 10 + 7 * seed, 100 * i + seed);
        for (const side of ['white', 'black'] as const) {
          const screen = screenQuick(pos, side);
          seen[screen]++;
          const quick = canCheckmate(pos, side, { mode: 'quick' });
          // Without a helpmate search the quick mode answers by its cheap stages and the static test alone.
          const bare = canCheckmate(pos, side, { mode: 'quick', maxNodes: 0 });
          const at = `${side} in ${makeFen(pos)}`;
          if (screen === 'no') assert.equal(quick.verdict, 'no', at);
          if (screen === 'never') assert.notEqual(quick.verdict, 'no', at);
          if (screen === 'never') assert.notEqual(bare.verdict, 'no', at);
          assert.equal(bare.verdict === 'no', quick.verdict === 'no', at);
          // quickProvesNo is the quick answer without the search.
          assert.equal(quickProvesNo(pos, side), quick.verdict === 'no', at);
          assert.ok(bare.verdict !== 'yes' || bare.line?.length === 0 || bare.nodes === 0, at);
        }
      }
    }
    assert.ok(seen.no > 0 && seen.locked > 0 && seen.static > 0 && seen.short > 0 && seen.never > 0, JSON.stringify(seen));
  });

  test('a knight or a heavy piece needs the static test only behind locked pawns', () => {
    // A wall of locked pawns proves itself: no side can ever break through (quickProvesNo, no search).
    const walled = position('4k3/8/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/4K3 w - - 0 1');
    assert.ok(quickProvesNo(walled, 'white') && quickProvesNo(walled, 'black'));
    assert.ok(!quickProvesNo(position('4k3/8/8/8/8/8/4P3/4K3 w - - 0 1'), 'white'));
    const wall = '1p1p1p1p/pPpPpPpP/P1P1P1P1';
    assert.equal(screenQuick(position(`4k3/8/3N4/${wall}/8/4K3 b - - 0 1`), 'white'), 'locked');
    assert.equal(screenQuick(position(`4k3/8/8/${wall}/8/4K3 b - - 0 1`), 'black'), 'locked');
    assert.equal(screenQuick(position('4k3/8/3N4/8/8/8/2PPP3/4K3 b - - 0 1'), 'white'), 'never');
    assert.equal(screenQuick(position('4k3/8/3N4/8/8/8/4P3/4K3 b - - 0 1'), 'white'), 'short');
    assert.equal(screenQuick(position('4k3/8/8/8/8/8/8/R3K3 w Q - 0 1'), 'white'), 'short');
    assert.equal(screenQuick(position('4k3/8/8/8/8/8/2B5/4K3 w - - 0 1'), 'white'), 'no');
    assert.equal(screenQuick(position('4k3/8/8/8/8/8/2BB4/4K3 w - - 0 1'), 'white'), 'static');
  });
});
