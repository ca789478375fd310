import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { parseFenTolerant, makeFen } from '../notation/fen.js';
import type { Position } from '../board/position.js';
import type { Color } from '../types.js';
import { canCheckmate, isDeadPosition } from './canCheckmate.js';

const position = (fen: string): Position => {
  const r = parseFenTolerant(fen);
  assert.ok(r.ok, fen);
  return r.value;
};

/** Replays `v.line` on a copy and checks it ends with `side` mating. */
function assertMates(fen: string, side: Color): void {
  const pos = position(fen);
  const v = canCheckmate(pos, side);
  assert.equal(v.verdict, 'yes', `${side} should mate in ${fen}: ${v.reason}`);
  const p = pos.clone();
  for (const m of v.line ?? []) assert.ok(p.play(m), `illegal move in the line for ${fen}`);
  assert.ok(p.isCheckmate(), `the line does not end in mate: ${fen}`);
  assert.notEqual(p.turn, side, `the line ends with ${side} mated: ${fen}`);
  assert.equal(makeFen(pos), makeFen(position(fen)), 'the position was changed');
}

function assertCannot(fen: string, side: Color): void {
  const v = canCheckmate(position(fen), side);
  assert.equal(v.verdict, 'no', `${side} should not mate in ${fen}: ${v.reason}`);
  assert.ok(v.reason.length > 0);
}

// Rows of the research table (unwinnability.md §4.3): [fen, side, can mate].
const TABLE: Array<[string, Color, boolean, string]> = [
  ['2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - -', 'white', false, 'wall with bishops'],
  ['2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - -', 'black', false, 'wall with bishops'],
  ['Bb1k1b2/bKp1p1p1/1pP1P1P1/pP6/6P1/P7/8/8 w - -', 'white', true, 'composition: white mates'],
  ['Bb1k1b2/bKp1p1p1/1pP1P1P1/pP6/6P1/P7/8/8 w - -', 'black', false, 'composition: black cannot'],
  ['4K3/8/8/8/8/p1p2p1p/P1pppp1P/bnrqkrnb b - -', 'black', false, 'an army locked in'],
  ['7b/1k5B/7b/8/1p1p1p1p/1PpP1P1P/2P3K1/N7 b - -', 'white', true, 'bishop sacrifice opens the wall'],
  ['2k5/6p1/6P1/6PK/6P1/6PR/7P/8 b - -', 'white', false, 'entombed rook'],
  ['3k4/8/8/p2p2p1/P2P2P1/8/3K4/8 w - -', 'white', false, 'pawn blockade'],
  ['8/2k5/8/1p1p1p1p/1P1P1P1P/4B3/2K5/8 w - -', 'white', false, 'wall and a bishop'],
  ['8/8/8/8/8/1kB5/1B6/BKB5 w - -', 'white', false, 'bishops of one shade'],
  ['6k1/6P1/6K1/8/8/8/8/8 w - -', 'white', true, 'the mate needs a promotion'],
  ['2k5/3p4/8/8/8/8/8/2KB4 w - -', 'white', true, 'KB v KP'],
  ['2k5/3n4/8/8/8/8/8/2KB4 w - -', 'black', true, 'KN v KB'],
  ['1k6/8/8/p1p1p1p1/P1P1P1P1/8/8/1K6 b - -', 'white', false, 'kings behind their own walls'],
  ['1K6/8/8/p1p1p1p1/P1P1P1P1/8/8/1k6 b - -', 'white', true, 'kings behind the enemy walls'],
  ['1k3b2/8/8/8/8/8/8/1K3N2 w - -', 'white', true, 'KN v KB'],
  ['8/8/pppp1p2/2pp4/8/K1k5/8/8 b - -', 'white', false, 'lone king'],
  ['8/8/7p/p5p1/P1pR4/2P3qk/8/5Q1K b - -', 'black', false, 'a queen but no mate'],
  ['k6R/1p6/pK6/P7/8/1P6/8/8 b - -', 'black', false, 'already checkmated'],
  ['7r/2PR4/6pk/6q1/5P1K/r7/8/8 w - - 0 40', 'black', false, 'the only move mates the other way'],
  ['8/p6p/5kp1/5pP1/5P1K/1r5P/8/8 b - - 0 47', 'white', false, 'every move stalemates'],
  ['7k/6pP/6P1/5K2/8/8/8/8 w - - 1 67', 'black', false, 'every move stalemates'],
  ['r7/K1k5/8/8/8/8/8/8 w - - 4 3', 'black', false, 'only move Kxa8'],
  ['kb6/2N5/1K6/8/8/8/8/8 b - - 0 50', 'white', false, 'only move Bxc7+'],
  ['2kQ4/8/2K5/8/8/8/8/8 b - - 0 1', 'white', false, 'only move Kxd8'],
  ['5Q1k/4b3/7K/3r4/7n/8/7P/8 b - - 0 1', 'white', false, 'only move mates'],
  ['7k/5Q1p/7P/8/8/8/1q4R1/K7 w - - 0 1', 'black', false, 'both moves stalemate'],
  ['2kQ4/8/8/2K5/8/8/8/8 b - - 0 1', 'white', true, 'the queen survives'],
  ['8/3k4/2q5/8/8/K1N5/8/8 b - -', 'white', false, 'KN v KQ'],
  ['krq5/bqqq4/qqr5/1qq5/8/8/8/3qB2K b - -', 'white', false, 'KB v heavy pieces'],
  ['8/7B/K7/2b5/1k6/8/8/8 b - -', 'white', true, 'opposite-coloured bishops'],
  ['7k/8/7K/2Bb4/8/8/8/8 b - - 0 1', 'white', true, '1...Bg8 2.Bd4#'],
  ['8/8/3rk3/8/8/2K5/8/8 w - - 0 1', 'white', false, 'lone king'],
  ['5K2/8/8/1B6/8/k7/6b1/8 w - - 0 39', 'white', false, 'KB v KB, one shade'],
  ['3b4/8/8/6b1/8/8/R7/K1k5 w - - 0 1', 'black', false, 'KBB (one shade) v KR'],
  ['8/8/3Q4/2bK4/B7/8/1k6/8 w - - 1 68', 'black', true, 'KQB v KB'],
  ['8/8/1B6/8/1KB5/8/2k5/8 w - - 0 1', 'white', true, 'KBB, both shades'],
  ['k7/p1K5/r2p4/7b/8/7B/1r6/4q3 b - - 0 1', 'white', true, 'lone bishop, Black helps'],
  ['r6k/8/8/8/8/8/8/1B4K1 w - - 0 1', 'white', false, 'KB v KR'],
  ['k1K1B1B1/8/8/8/8/8/8/8 w - - 7 32', 'white', false, 'KBB one shade v K'],
  ['1b3kBR/4pP1P/1p1pP2P/1P1P4/8/K5p1/6P1/1B6 b - -', 'white', true, 'soundness trap (issue #41)'],
  ['8/1p3b2/pPp1p1p1/BkP1P1P1/1P6/BPB5/PKP5/8 b - -', 'white', true, 'soundness trap (issue #41)'],
  ['8/1p2p1p1/1P2P1P1/Bp2pBp1/1P2P1P1/7k/1P2P3/7K b - -', 'white', true, 'pawn visitors matter'],
  ['k7/1pK3p1/6Pb/1p4pB/bP4P1/Bp6/1P4P1/8 b - -', 'white', true, 'pawn visitors matter'],
  ['k7/1pK3p1/6Pb/1p4pB/bP4P1/Bp6/1P4P1/8 b - -', 'black', true, 'pawn visitors matter'],
  ['3b4/4p1p1/1p1pP1P1/1P1PpBp1/1pBpP1P1/1P1P4/4K1P1/2k5 w - -', 'white', true, 'pawn visitors matter (9 pawns)'],
  ['8/8/8/8/8/2b1k1b1/8/3RKR2 w - -', 'black', true, 'already mate, looks like insufficient material'],
  ['5B2/7r/5K1k/7r/8/4B3/8/8 b - -', 'white', true, 'already mate, looks like insufficient material'],
];

describe('canCheckmate', () => {
  for (const [fen, side, truth, what] of TABLE) {
    test(`${what}: ${side} ${truth ? 'can' : 'cannot'} mate (${fen})`, () => {
      if (truth) assertMates(fen, side);
      else assertCannot(fen, side);
    });
  }

  test('an already mated side: yes with an empty line', () => {
    const v = canCheckmate(position('8/8/8/8/8/2b1k1b1/8/3RKR2 w - -'), 'black');
    assert.equal(v.verdict, 'yes');
    assert.deepEqual(v.line, []);
  });

  test('the material rule costs no search', () => {
    const v = canCheckmate(position('8/8/3rk3/8/8/2K5/8/8 w - - 0 1'), 'white');
    assert.equal(v.verdict, 'no');
    assert.equal(v.nodes, 0);
    assert.match(v.reason, /insufficient material/);
  });

  test('a missing king cannot be mated', () => {
    const v = canCheckmate(position('8/8/8/8/8/8/8/K6Q w - -'), 'white');
    assert.equal(v.verdict, 'no');
    assert.match(v.reason, /not on the board/);
  });

  test('a tiny budget gives unknown, never a wrong no', () => {
    const v = canCheckmate(position('8/8/8/4k3/4p3/4N3/4K3/8 w - - 0 1'), 'white', { maxNodes: 50 });
    assert.notEqual(v.verdict, 'no');
  });

  test('ordinary positions are winnable for both sides', () => {
    for (const fen of [
      'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1',
      'r1r5/7k/b1p2n2/1pN1P3/pP1P4/P7/2n3PP/R4RK1 w - - 0 37',
    ]) {
      assertMates(fen, 'white');
      assertMates(fen, 'black');
    }
  });
});

describe('isDeadPosition', () => {
  test('K v K, K+B v K and a locked wall are dead (FIDE 5.2.2)', () => {
    assert.ok(isDeadPosition(position('8/8/4k3/8/8/3K4/8/8 w - -')));
    assert.ok(isDeadPosition(position('8/8/4k3/8/8/3KB3/8/8 w - -')));
    assert.ok(isDeadPosition(position('3k4/8/8/p2p2p1/P2P2P1/8/3K4/8 w - -')));
  });

  test('the initial position and K+R v K are not dead', () => {
    assert.ok(!isDeadPosition(position('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1')));
    assert.ok(!isDeadPosition(position('8/8/4k3/8/8/3K4/8/7R w - -')));
  });
});
