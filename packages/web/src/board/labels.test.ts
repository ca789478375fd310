import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ENGLISH_LABELS, englishSquareLabel } from './labels.js';

const none = { selected: false, dest: false, check: false, premove: false };

test('English square names: the square, its piece or "empty", then the marks in a fixed order', () => {
  assert.equal(englishSquareLabel('e4', { role: 'knight', color: 'white' }, none), 'e4, white knight');
  assert.equal(englishSquareLabel('e4', undefined, none), 'e4, empty');
  assert.equal(englishSquareLabel('d5', { role: 'pawn', color: 'black' }, { ...none, dest: true }), 'd5, black pawn, legal destination');
  assert.equal(englishSquareLabel('e8', { role: 'king', color: 'black' }, { ...none, check: true }), 'e8, black king, in check');
  assert.equal(
    englishSquareLabel('g1', { role: 'knight', color: 'white' }, { selected: true, dest: true, check: true, premove: true }),
    'g1, white knight, selected, in check, premove, legal destination',
  );
});

test('the default labels are English', () => {
  assert.equal(ENGLISH_LABELS.board, 'Chess board');
  assert.equal(ENGLISH_LABELS.promotion, 'Promote to');
  assert.equal(ENGLISH_LABELS.promotionPiece('knight', 'black'), 'knight');
  assert.equal(ENGLISH_LABELS.square, englishSquareLabel);
});
