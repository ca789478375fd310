import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { parseFen } from '../notation/fen.js';
import type { Position } from '../board/position.js';
import { canCheckmate } from './canCheckmate.js';
import { canWinOnTimeUscf14E, hasMatingMaterialUscf } from './uscf.js';

const position = (fen: string): Position => {
  const r = parseFen(fen);
  assert.ok(r.ok, fen);
  return r.value;
};

describe('US Chess 14E: insufficient material to win on time', () => {
  test('14E1: a lone king draws', () => {
    const v = canWinOnTimeUscf14E(position('8/8/4k3/8/8/3K4/8/7q w - - 0 1'), 'white');
    assert.deepEqual([v.win, v.rule], [false, 'US Chess 14E1']);
  });

  test('14E2: K+N v K draws (no forced win)', () => {
    const v = canWinOnTimeUscf14E(position('8/8/4k3/8/8/3KN3/8/8 b - - 0 1'), 'white');
    assert.deepEqual([v.win, v.rule], [false, 'US Chess 14E2']);
    assert.match(v.reason, /no forced mate/);
  });

  test('14E2: K+B v K+P draws although FIDE would give the win (a helpmate exists)', () => {
    const pos = position('2k5/3p4/8/8/8/8/8/2KB4 b - - 0 1');
    const v = canWinOnTimeUscf14E(pos, 'white');
    assert.deepEqual([v.win, v.rule], [false, 'US Chess 14E2']);
    assert.equal(canCheckmate(pos, 'white').verdict, 'yes');
  });

  test('14E2: a knight with a forced mate wins (the smothered mate Nf7#)', () => {
    const pos = position('6rk/6pp/8/4N3/8/8/8/K7 w - - 0 1');
    const v = canWinOnTimeUscf14E(pos, 'white');
    assert.deepEqual([v.win, v.rule], [true, 'US Chess 14E2']);
    assert.equal(v.line?.length, 1);
    const p = pos.clone();
    for (const m of v.line ?? []) assert.ok(p.play(m));
    assert.ok(p.isCheckmate());
  });

  test('14E3: K+N+N v lone K draws; against a pawn the win stands', () => {
    const bare = canWinOnTimeUscf14E(position('4k3/8/8/8/8/8/8/1NN1K3 b - - 0 1'), 'white');
    assert.deepEqual([bare.win, bare.rule], [false, 'US Chess 14E3']);
    const pawn = canWinOnTimeUscf14E(position('4k3/4p3/8/8/8/8/8/1NN1K3 b - - 0 1'), 'white');
    assert.deepEqual([pawn.win, pawn.rule], [true, 'US Chess 14E']);
  });

  test('any other material wins on time, even when it can never mate', () => {
    // Black has a queen but cannot mate (FIDE: draw); 14E lists material only.
    const pos = position('8/8/7p/p5p1/P1pR4/2P3qk/8/5Q1K b - - 0 1');
    assert.equal(canCheckmate(pos, 'black').verdict, 'no');
    const v = canWinOnTimeUscf14E(pos, 'black');
    assert.deepEqual([v.win, v.rule], [true, 'US Chess 14E']);
  });
});

describe('US Chess blitz 7c: mating material', () => {
  test('two minor pieces, a pawn, a rook or a queen', () => {
    assert.ok(hasMatingMaterialUscf(position('4k3/8/8/8/8/8/8/1NN1K3 w - - 0 1'), 'white'));
    assert.ok(hasMatingMaterialUscf(position('4k3/8/8/8/8/8/4P3/4K3 w - - 0 1'), 'white'));
    assert.ok(hasMatingMaterialUscf(position('4k3/8/8/8/8/8/8/R3K3 w - - 0 1'), 'white'));
    assert.ok(!hasMatingMaterialUscf(position('4k3/8/8/8/8/8/8/2B1K3 w - - 0 1'), 'white'));
    assert.ok(!hasMatingMaterialUscf(position('4k3/8/8/8/8/8/8/4K3 w - - 0 1'), 'white'));
  });
});
