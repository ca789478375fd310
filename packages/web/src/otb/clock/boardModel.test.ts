import assert from 'node:assert/strict';
import { test } from 'node:test';
import { INITIAL_FEN } from '@flagfall/core';
import { anyDests, boardMoveOf, legalDests, placementAfter, uciOf } from './boardModel.js';

test('legal destinations come from the core; with illegal moves allowed, any square not holding an own piece', () => {
  assert.deepEqual([...(legalDests(INITIAL_FEN)?.get('g1') ?? [])].sort(), ['f3', 'h3']);
  const any = anyDests(INITIAL_FEN, 'white');
  assert.equal(any.get('e1')?.length, 64 - 16);
  assert.ok(any.get('e1')?.includes('e8'));
  assert.equal(any.has('e8'), false);
});

test('the pending move is shown by geometry', () => {
  assert.equal(placementAfter(INITIAL_FEN, 'e2e4'), 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR');
  assert.equal(placementAfter('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', 'e1g1'), 'r3k2r/8/8/8/8/8/8/R4RK1');
  assert.equal(uciOf({ from: 'e7', to: 'e8', promotion: 'q' }), 'e7e8q');
  assert.deepEqual(boardMoveOf('e7e8n'), { from: 'e7', to: 'e8', promotion: 'n' });
  assert.equal(boardMoveOf('e9e8'), null);
});
