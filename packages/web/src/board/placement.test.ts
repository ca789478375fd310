import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pieceKey, readPlacement } from './placement.js';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

test('the start position: 32 pieces where they belong', () => {
  const pieces = readPlacement(START);
  assert.ok(pieces);
  assert.equal(pieces.size, 32);
  assert.deepEqual(pieces.get('e1'), { role: 'king', color: 'white' });
  assert.deepEqual(pieces.get('d8'), { role: 'queen', color: 'black' });
  assert.deepEqual(pieces.get('g1'), { role: 'knight', color: 'white' });
  assert.deepEqual(pieces.get('h7'), { role: 'pawn', color: 'black' });
  assert.equal(pieces.get('e4'), undefined);
});

test('a bare placement field is read too, and blanks around it are ignored', () => {
  const pieces = readPlacement('  8/8/8/3k4/8/8/8/4K3  ');
  assert.ok(pieces);
  assert.deepEqual([...pieces.keys()].sort(), ['d5', 'e1']);
});

test('malformed placements are refused', () => {
  for (const bad of [
    '',
    '8/8/8/8/8/8/8',
    '8/8/8/8/8/8/8/8/8',
    '9/8/8/8/8/8/8/8',
    '7/8/8/8/8/8/8/8',
    'ppppppppp/8/8/8/8/8/8/8',
    'x7/8/8/8/8/8/8/8',
    '44/8/8/8/8/8/8/7',
  ]) {
    assert.equal(readPlacement(bad), undefined, bad);
  }
});

test('piece keys: colour letter then role letter, the knight is n', () => {
  assert.equal(pieceKey({ role: 'knight', color: 'white' }), 'wn');
  assert.equal(pieceKey({ role: 'king', color: 'black' }), 'bk');
  assert.equal(pieceKey({ role: 'pawn', color: 'black' }), 'bp');
});
