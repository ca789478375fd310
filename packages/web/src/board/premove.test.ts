import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readPlacement } from './placement.js';
import { premoveDests } from './premove.js';
import { applyPremoves } from './queue.js';
import type { Pieces, SquareName } from './types.js';

const P = (fen: string): Pieces => readPlacement(fen)!;
const dests = (fen: string, from: SquareName): string[] => premoveDests(P(fen), from);
const has = (list: string[], ...squares: string[]): void => {
  for (const s of squares) assert.ok(list.includes(s), `${s} missing from ${list.join(' ')}`);
};
const lacks = (list: string[], ...squares: string[]): void => {
  for (const s of squares) assert.ok(!list.includes(s), `${s} should not be in ${list.join(' ')}`);
};

test('an empty square has no premoves', () => {
  assert.deepEqual(dests('8/8/8/8/8/8/8/8', 'e4'), []);
});

test('a rook on an open board reaches its rank and file (14 squares)', () => {
  assert.equal(dests('8/8/8/8/3R4/8/8/8', 'd4').length, 14);
});

test('a slider passes one enemy blocker (it may move away) but not two', () => {
  // Rook a1; black pawn a4, black knight a6.
  const list = dests('8/8/n7/8/p7/8/8/R7', 'a1');
  has(list, 'a2', 'a3', 'a4', 'a5', 'a6', 'b1', 'h1');
  lacks(list, 'a7', 'a8');
  // Bishop c1 through a black pawn on e3 to h6.
  const bishop = dests('8/8/8/8/8/4p3/8/2B5', 'c1');
  has(bishop, 'd2', 'e3', 'f4', 'g5', 'h6', 'b2', 'a3');
});

test('an own blocker stops a slider; its square only when an enemy could take there', () => {
  lacks(dests('8/8/8/8/8/P7/8/R7', 'a1'), 'a3', 'a4', 'a8');
  has(dests('8/8/8/8/8/P7/8/R7', 'a1'), 'a2');
  // The black bishop on c5 attacks a3: take back on a3 is offered; beyond it still is not.
  const recapture = dests('8/8/8/2b5/8/P7/8/R7', 'a1');
  has(recapture, 'a2', 'a3');
  lacks(recapture, 'a4');
});

test('beyond an enemy blocker an own piece counts only if the blocker itself could take it', () => {
  // Black rook a4 can take the white knight on a6, then the white rook on a1 takes back.
  has(dests('8/8/N7/8/r7/8/8/R7', 'a1'), 'a5', 'a6');
  // A black bishop on a4 cannot reach a6: the knight's square stays closed.
  const bishop = dests('8/8/N7/8/b7/8/8/R7', 'a1');
  has(bishop, 'a5');
  lacks(bishop, 'a6');
});

test('a queen combines both: diagonal through one blocker, file stopped by its own pawn', () => {
  const list = dests('8/8/8/8/8/8/2pP4/3Q4', 'd1');
  has(list, 'c2', 'b3', 'a4', 'e2', 'f3', 'h5', 'a1', 'h1');
  lacks(list, 'd2', 'd3');
  // With a black pawn on c3 attacking d2, taking back on d2 is offered.
  has(dests('8/8/8/8/8/2p5/3P4/3Q4', 'd1'), 'd2');
});

test('knights and kings: empty or enemy squares, own ones only for a recapture', () => {
  const knight = dests('8/8/8/8/8/5P2/4p3/6N1', 'g1');
  has(knight, 'h3', 'e2');
  lacks(knight, 'f3');
  // Black knight on g5 attacks f3: recapturing there is offered.
  has(dests('8/8/8/6n1/8/5P2/8/6N1', 'g1'), 'f3');
  const king = dests('8/8/8/8/8/8/3P4/4K3', 'e1');
  has(king, 'd1', 'f1', 'e2', 'f2');
  lacks(king, 'd2', 'g1', 'c1');
});

test('pawn pushes: one square, two from the start rank, not through an own piece', () => {
  assert.deepEqual(dests('8/8/8/8/8/8/4P3/8', 'e2'), ['e3', 'e4']);
  assert.deepEqual(dests('8/8/8/8/8/4P3/8/8', 'e3'), ['e4']);
  assert.deepEqual(dests('8/8/8/8/8/4N3/4P3/8', 'e2'), []);
  assert.deepEqual(dests('8/8/8/8/4N3/8/4P3/8', 'e2'), ['e3']);
  // One enemy piece in the way may step aside; two cannot both.
  assert.deepEqual(dests('8/8/8/8/8/4n3/4P3/8', 'e2'), ['e3', 'e4']);
  assert.deepEqual(dests('8/8/8/8/4n3/4n3/4P3/8', 'e2'), ['e3']);
  assert.deepEqual(dests('8/4p3/8/8/8/8/8/8', 'e7'), ['e5', 'e6']);
});

test('pawn diagonals: onto an enemy, onto an empty square an enemy could reach, never elsewhere', () => {
  // The black bishop on a6 could go to d3, nothing could go to f3.
  const list = dests('8/8/b7/8/8/8/4P3/8', 'e2');
  has(list, 'd3', 'e3', 'e4');
  lacks(list, 'f3');
  has(dests('8/8/8/8/8/5r2/4P3/8', 'e2'), 'f3');
  // A pawn push can bring an enemy onto the diagonal.
  lacks(dests('8/8/8/8/8/8/4P3/8', 'e2'), 'd3', 'f3');
  has(dests('8/8/8/8/5p2/8/4P3/8', 'e2'), 'f3');
  // A bishop behind another piece cannot reach d3.
  lacks(dests('8/8/b7/1P6/8/8/4P3/8', 'e2'), 'd3');
});

test('en passant premove: the enemy pawn on its start rank passes the diagonal square', () => {
  has(dests('8/3p4/8/4P3/8/8/8/8', 'e5'), 'd6', 'e6');
  lacks(dests('8/8/8/4P3/8/8/8/8', 'e5'), 'd6', 'f6');
  // For black: a white pawn on c2 may pass c3 next to the black pawn on d4.
  has(dests('8/8/8/8/3p4/8/2P5/8', 'd4'), 'c3', 'd3');
});

test('a pawn may recapture on its own piece an enemy attacks', () => {
  has(dests('8/8/8/3n4/8/4B3/3P4/8', 'd2'), 'e3');
  lacks(dests('8/8/8/8/8/4B3/3P4/8', 'd2'), 'e3');
});

test('castling: king on e1/e8 and a rook in the corner, no own piece between, one enemy at most', () => {
  has(dests('8/8/8/8/8/8/8/R3K2R', 'e1'), 'g1', 'c1');
  has(dests('r3k2r/8/8/8/8/8/8/8', 'e8'), 'g8', 'c8');
  lacks(dests('8/8/8/8/8/8/8/R3KB1R', 'e1'), 'g1');
  has(dests('8/8/8/8/8/8/8/R3KB1R', 'e1'), 'c1');
  lacks(dests('8/8/8/8/8/8/8/RN2K2R', 'e1'), 'c1');
  has(dests('8/8/8/8/8/8/8/R3Kb1R', 'e1'), 'g1');
  lacks(dests('8/8/8/8/8/8/8/R3KbnR', 'e1'), 'g1');
  lacks(dests('8/8/8/8/8/8/8/4K2r', 'e1'), 'g1');
  lacks(dests('8/8/8/8/8/8/8/R4K1R', 'f1'), 'h1', 'd1');
  // A king that left e1 has no castling squares.
  assert.deepEqual(dests('8/8/8/8/8/8/8/R2K3R', 'd1').sort(), ['c1', 'c2', 'd2', 'e1', 'e2'].sort());
});

test('destinations are computed on the position after the queue', () => {
  const start = P('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR');
  lacks(premoveDests(start, 'e1'), 'g1');
  const queued = applyPremoves(start, [
    { from: 'g1', to: 'f3' },
    { from: 'e2', to: 'e3' },
    { from: 'f1', to: 'e2' },
  ]);
  has(premoveDests(queued, 'e1'), 'g1', 'f1');
  // The knight's old square is free, its new one is its own piece's now.
  has(premoveDests(queued, 'h1'), 'g1', 'f1');
  lacks(premoveDests(queued, 'h1'), 'e1');
  has(premoveDests(queued, 'f3'), 'g5', 'e5', 'h4', 'g1', 'd4');
});

test('black premoves use black geometry', () => {
  assert.deepEqual(dests('4k3/8/8/8/8/8/8/8', 'e8').sort(), ['d7', 'd8', 'e7', 'f7', 'f8']);
  const knight = dests('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR', 'g8');
  assert.deepEqual(knight, ['f6', 'h6']);
});
