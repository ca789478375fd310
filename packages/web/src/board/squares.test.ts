import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  fileOf,
  isLightSquare,
  isSquareName,
  rankOf,
  SQUARE_NAMES,
  squareAt,
  squareAtPoint,
  squareAtVisual,
  squareIndex,
  stepFocus,
  visualPosition,
} from './squares.js';

test('square names and indices agree both ways, a1 = 0 … h8 = 63', () => {
  assert.equal(SQUARE_NAMES.length, 64);
  assert.equal(SQUARE_NAMES[0], 'a1');
  assert.equal(SQUARE_NAMES[7], 'h1');
  assert.equal(SQUARE_NAMES[63], 'h8');
  SQUARE_NAMES.forEach((name, i) => {
    assert.equal(squareIndex(name), i);
    assert.equal(squareAt(fileOf(name), rankOf(name)), name);
    assert.ok(isSquareName(name));
  });
  assert.equal(squareAt(8, 0), undefined);
  assert.equal(squareAt(0, -1), undefined);
  assert.ok(!isSquareName('i1') && !isSquareName('a9') && !isSquareName('e44'));
});

test('a1 and h8 are dark, h1 and a8 light', () => {
  assert.equal(isLightSquare('a1'), false);
  assert.equal(isLightSquare('h8'), false);
  assert.equal(isLightSquare('h1'), true);
  assert.equal(isLightSquare('a8'), true);
});

test('white sees a1 at the bottom left, black sees it at the top right', () => {
  assert.deepEqual(visualPosition('a1', 'white'), { col: 0, row: 7 });
  assert.deepEqual(visualPosition('h8', 'white'), { col: 7, row: 0 });
  assert.deepEqual(visualPosition('a1', 'black'), { col: 7, row: 0 });
  assert.deepEqual(visualPosition('e2', 'black'), { col: 3, row: 1 });
  for (const orientation of ['white', 'black'] as const) {
    for (const square of SQUARE_NAMES) {
      const { col, row } = visualPosition(square, orientation);
      assert.equal(squareAtVisual(col, row, orientation), square);
    }
  }
  assert.equal(squareAtVisual(8, 0, 'white'), undefined);
});

test('the square under a point: edges belong to the square right/below, outside is nothing', () => {
  assert.equal(squareAtPoint(0, 0, 400, 'white'), 'a8');
  assert.equal(squareAtPoint(49.9, 399.9, 400, 'white'), 'a1');
  assert.equal(squareAtPoint(50, 399, 400, 'white'), 'b1');
  assert.equal(squareAtPoint(399, 0, 400, 'black'), 'a1');
  assert.equal(squareAtPoint(400, 10, 400, 'white'), undefined);
  assert.equal(squareAtPoint(-1, 10, 400, 'white'), undefined);
  assert.equal(squareAtPoint(10, 10, 0, 'white'), undefined);
});

test('arrow keys move as drawn: up is towards rank 8 for white and rank 1 for black; edges hold', () => {
  assert.equal(stepFocus('e2', 'ArrowUp', 'white'), 'e3');
  assert.equal(stepFocus('e2', 'ArrowUp', 'black'), 'e1');
  assert.equal(stepFocus('e2', 'ArrowRight', 'white'), 'f2');
  assert.equal(stepFocus('e2', 'ArrowRight', 'black'), 'd2');
  assert.equal(stepFocus('e2', 'ArrowLeft', 'white'), 'd2');
  assert.equal(stepFocus('e2', 'ArrowDown', 'white'), 'e1');
  assert.equal(stepFocus('e1', 'ArrowDown', 'white'), 'e1');
  assert.equal(stepFocus('h4', 'ArrowRight', 'white'), 'h4');
  assert.equal(stepFocus('a8', 'ArrowUp', 'white'), 'a8');
  assert.equal(stepFocus('d4', 'Home', 'white'), 'a4');
  assert.equal(stepFocus('d4', 'End', 'black'), 'a4');
  assert.equal(stepFocus('d4', 'PageUp', 'white'), 'd8');
  assert.equal(stepFocus('d4', 'PageDown', 'white'), 'd1');
  assert.equal(stepFocus('d4', 'Enter', 'white'), undefined);
  assert.equal(stepFocus('d4', 'toString', 'white'), undefined);
});
