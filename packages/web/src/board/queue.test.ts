import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readPlacement } from './placement.js';
import { applyMove, applyPremoves, isPromotion, premoveSquares, promotionRole, PROMOTION_LETTERS } from './queue.js';
import type { Pieces } from './types.js';

const P = (fen: string): Pieces => readPlacement(fen)!;
const START = P('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR');
const on = (pieces: Pieces, square: string): string | undefined => {
  const piece = pieces.get(square as 'a1');
  return piece && `${piece.color} ${piece.role}`;
};

test('a move takes the piece from its square to the target, capturing what stood there', () => {
  const after = applyMove(P('8/8/8/3p4/4P3/8/8/8'), { from: 'e4', to: 'd5' });
  assert.equal(on(after, 'd5'), 'white pawn');
  assert.equal(after.has('e4'), false);
  assert.equal(after.size, 1);
});

test('the given map is not changed; a move from an empty square changes nothing', () => {
  const before = new Map(START);
  applyMove(START, { from: 'e2', to: 'e4' });
  assert.deepEqual(START, before);
  assert.deepEqual(applyMove(START, { from: 'e4', to: 'e5' }), before);
});

test('castling moves the rook next to the king, on both sides and for both colours', () => {
  const pieces = P('r3k2r/8/8/8/8/8/8/R3K2R');
  const short = applyMove(pieces, { from: 'e1', to: 'g1' });
  assert.equal(on(short, 'g1'), 'white king');
  assert.equal(on(short, 'f1'), 'white rook');
  assert.equal(short.has('h1'), false);
  const long = applyMove(pieces, { from: 'e8', to: 'c8' });
  assert.equal(on(long, 'c8'), 'black king');
  assert.equal(on(long, 'd8'), 'black rook');
  assert.equal(long.has('a8'), false);
  // A king stepping one square drags no rook along.
  assert.equal(on(applyMove(pieces, { from: 'e1', to: 'f1' }), 'h1'), 'white rook');
});

test('a king two files away with no own rook in the corner moves alone', () => {
  const after = applyMove(P('8/8/8/8/8/8/8/4K2r'), { from: 'e1', to: 'g1' });
  assert.equal(on(after, 'h1'), 'black rook');
  assert.equal(after.has('f1'), false);
});

test('promotion: the given piece, a queen when none is given', () => {
  const pieces = P('8/4P3/8/8/8/8/3p4/8');
  assert.equal(on(applyMove(pieces, { from: 'e7', to: 'e8', promotion: 'n' }), 'e8'), 'white knight');
  assert.equal(on(applyMove(pieces, { from: 'e7', to: 'e8' }), 'e8'), 'white queen');
  assert.equal(on(applyMove(pieces, { from: 'd2', to: 'd1', promotion: 'r' }), 'd1'), 'black rook');
});

test('en passant only when asked: the passed pawn disappears', () => {
  const pieces = P('8/8/8/3pP3/8/8/8/8');
  const ep = applyMove(pieces, { from: 'e5', to: 'd6' }, { enPassant: true });
  assert.equal(ep.has('d5'), false);
  assert.equal(on(ep, 'd6'), 'white pawn');
  const premove = applyMove(pieces, { from: 'e5', to: 'd6' });
  assert.equal(on(premove, 'd5'), 'black pawn');
});

test('the premove queue is applied in order', () => {
  const shown = applyPremoves(START, [
    { from: 'e2', to: 'e4' },
    { from: 'g1', to: 'f3' },
    { from: 'f1', to: 'c4' },
    { from: 'e1', to: 'g1' },
  ]);
  assert.equal(on(shown, 'e4'), 'white pawn');
  assert.equal(on(shown, 'f3'), 'white knight');
  assert.equal(on(shown, 'c4'), 'white bishop');
  assert.equal(on(shown, 'g1'), 'white king');
  assert.equal(on(shown, 'f1'), 'white rook');
  for (const gone of ['e2', 'e1', 'h1']) assert.equal(shown.has(gone as 'a1'), false, gone);
  assert.equal(applyPremoves(START, []), START);
});

test('a queued move onto a square a previous premove filled replaces that piece', () => {
  const shown = applyPremoves(P('8/8/8/8/8/8/8/RN6'), [
    { from: 'b1', to: 'c3' },
    { from: 'a1', to: 'a3' },
  ]);
  assert.deepEqual([...shown.keys()].sort(), ['a3', 'c3']);
});

test('promotion detection: a pawn of either colour reaching its last rank', () => {
  const pieces = P('8/4P3/8/8/8/8/3p4/4N3');
  assert.ok(isPromotion(pieces, 'e7', 'e8'));
  assert.ok(isPromotion(pieces, 'e7', 'd8'));
  assert.ok(isPromotion(pieces, 'd2', 'd1'));
  assert.ok(!isPromotion(pieces, 'd2', 'd3'));
  assert.ok(!isPromotion(pieces, 'e1', 'e8'));
  assert.ok(!isPromotion(pieces, 'a1', 'a8'));
});

test('promotion letters: queen first, then knight, rook, bishop', () => {
  assert.deepEqual(PROMOTION_LETTERS, ['q', 'n', 'r', 'b']);
  assert.deepEqual(PROMOTION_LETTERS.map(promotionRole), ['queen', 'knight', 'rook', 'bishop']);
});

test('premove squares: every from and to of the queue', () => {
  assert.deepEqual(
    [
      ...premoveSquares([
        { from: 'e2', to: 'e4' },
        { from: 'e4', to: 'e5' },
      ]),
    ].sort(),
    ['e2', 'e4', 'e5'],
  );
});
