import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { parseFen } from '../notation/fen.js';
import { canCheckmate, canWinOnTimeUscf14E, hasMatingMaterialUscf } from './canCheckmate.js';

const pos = (fen: string) => {
  const r = parseFen(fen);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('canCheckmate (material rule until issue 5)', () => {
  test('a lone king cannot checkmate; a king and queen is not shown unable to', () => {
    const p = pos('8/8/4k3/8/8/8/3QK3/8 w - - 0 1');
    assert.equal(canCheckmate(p, 'black').verdict, 'no');
    assert.notEqual(canCheckmate(p, 'white').verdict, 'no');
  });

  test('K+N cannot mate a bare king, but can mate a king with a pawn (helpmate)', () => {
    assert.equal(canCheckmate(pos('8/8/4k3/8/8/8/3NK3/8 w - - 0 1'), 'white').verdict, 'no');
    assert.notEqual(canCheckmate(pos('8/8/4k3/4p3/8/8/3NK3/8 w - - 0 1'), 'white').verdict, 'no');
  });

  test('bishops all on one shade against bishops of that shade cannot mate', () => {
    assert.equal(canCheckmate(pos('8/8/4k3/8/8/2b5/3BK3/8 w - - 0 1'), 'white').verdict, 'no');
    assert.notEqual(canCheckmate(pos('8/8/4k3/8/2b5/8/3BK3/8 w - - 0 1'), 'white').verdict, 'no'); // opposite shades: a helpmate exists
  });
});

describe('US Chess material tests', () => {
  test('blitz 7c: a pawn, a rook, a queen or two minor pieces (two knights too) are mating material', () => {
    assert.equal(hasMatingMaterialUscf(pos('8/8/4k3/8/8/8/3PK3/8 w - - 0 1'), 'white'), true);
    assert.equal(hasMatingMaterialUscf(pos('8/8/4k3/8/8/8/2NNK3/8 w - - 0 1'), 'white'), true);
    assert.equal(hasMatingMaterialUscf(pos('8/8/4k3/8/8/8/3BK3/8 w - - 0 1'), 'white'), false);
    assert.equal(hasMatingMaterialUscf(pos('8/8/4k3/8/8/8/4K3/8 w - - 0 1'), 'white'), false);
  });

  test('14E1 lone king, 14E2 king and minor, 14E3 two knights against no pawns are draws; a pawn wins', () => {
    assert.deepEqual(canWinOnTimeUscf14E(pos('8/8/4k3/8/8/8/4K3/q7 w - - 0 1'), 'white').rule, 'US Chess 14E1');
    assert.equal(canWinOnTimeUscf14E(pos('8/8/4k3/8/8/8/3NK3/q7 w - - 0 1'), 'white').rule, 'US Chess 14E2');
    assert.equal(canWinOnTimeUscf14E(pos('8/8/4k3/8/8/8/2NNK3/q7 w - - 0 1'), 'white').rule, 'US Chess 14E3');
    assert.equal(canWinOnTimeUscf14E(pos('8/8/4k3/4p3/8/8/2NNK3/8 w - - 0 1'), 'white').win, true);
    assert.equal(canWinOnTimeUscf14E(pos('8/8/4k3/8/8/8/3PK3/8 w - - 0 1'), 'white').win, true);
  });
});
