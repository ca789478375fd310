import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { ROOK } from '../board/constants.js';
import { parseFenTolerant } from '../notation/fen.js';
import { givesDirectCheck, kingCanStep } from './checks.js';

const at = (fen: string): { b: Int8Array; black: number } => {
  const p = parseFenTolerant(fen);
  assert.ok(p.ok, fen);
  return { b: p.value.board, black: p.value.kings[1]! };
};

describe('kingCanStep', () => {
  test('a king in check with a free square can step; a walled-in king cannot', () => {
    const free = at('7k/8/8/8/8/8/8/K6R b - - 0 1'); // Rh1+: g8 and g7 are free
    assert.equal(kingCanStep(free.b, free.black, 1), true);
    const walled = at('6rk/6pp/8/8/8/8/8/K6R b - - 0 1'); // every neighbour holds a black piece
    assert.equal(kingCanStep(walled.b, walled.black, 1), false);
    const mated = at('R6k/8/6K1/8/8/8/8/8 b - - 0 1'); // Ra8#: g8 by the rook, g7 and h7 by the king
    assert.equal(kingCanStep(mated.b, mated.black, 1), false);
  });

  test('fleeing along the checking line is no escape (the square is attacked once the king has left)', () => {
    const pos = at('8/8/8/8/k1K5/8/8/R7 b - - 0 1'); // Ra1+: a5 only looks free while the king shields it
    assert.equal(kingCanStep(pos.b, pos.black, 1), false);
    assert.equal(pos.b[pos.black], 14, 'the board is restored');
  });

  test('taking an unprotected checker is an escape, taking a protected one is not', () => {
    const loose = at('7k/6Q1/8/8/8/8/8/K7 b - - 0 1');
    assert.equal(kingCanStep(loose.b, loose.black, 1), true);
    const guarded = at('7k/6Q1/5K2/8/8/8/8/8 b - - 0 1');
    assert.equal(kingCanStep(guarded.b, guarded.black, 1), false);
  });
});

describe('givesDirectCheck', () => {
  test("a rook arriving on the king's rank checks along it; off the lines it does not", () => {
    const pos = at('k7/8/8/8/8/8/8/4K2R w - - 0 1');
    assert.equal(givesDirectCheck(pos.b, ROOK, 0, 0x07, 0x77, pos.black), true); // Rh8+
    assert.equal(givesDirectCheck(pos.b, ROOK, 0, 0x07, 0x67, pos.black), false); // Rh7
  });
});
