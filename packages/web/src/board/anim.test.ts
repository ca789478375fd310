import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ease, planAnimation, slidePosition } from './anim.js';
import { readPlacement } from './placement.js';
import type { Pieces } from './types.js';

const P = (fen: string): Pieces => readPlacement(fen)!;

test('nothing changed: an empty plan', () => {
  const start = P('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR');
  assert.deepEqual(planAnimation(start, P('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR')), { slides: [], fades: [], appears: [] });
});

test('a quiet move is one slide', () => {
  assert.deepEqual(planAnimation(P('8/8/8/8/8/8/8/6N1'), P('8/8/8/8/8/5N2/8/8')), {
    slides: [{ from: 'g1', to: 'f3' }],
    fades: [],
    appears: [],
  });
});

test('a capture slides the capturer and fades the captured piece', () => {
  assert.deepEqual(planAnimation(P('8/8/8/3p4/4P3/8/8/8'), P('8/8/8/3P4/8/8/8/8')), {
    slides: [{ from: 'e4', to: 'd5' }],
    fades: ['d5'],
    appears: [],
  });
});

test('castling slides king and rook', () => {
  const plan = planAnimation(P('8/8/8/8/8/8/8/4K2R'), P('8/8/8/8/8/8/8/5RK1'));
  assert.deepEqual(
    [...plan.slides].sort((a, b) => a.from.localeCompare(b.from)),
    [
      { from: 'e1', to: 'g1' },
      { from: 'h1', to: 'f1' },
    ],
  );
  assert.deepEqual(plan.fades, []);
});

test('a promotion fades the pawn and makes the new piece appear', () => {
  assert.deepEqual(planAnimation(P('8/4P3/8/8/8/8/8/8'), P('4Q3/8/8/8/8/8/8/8')), { slides: [], fades: ['e7'], appears: ['e8'] });
});

test('a moved piece is matched to the nearest vanished piece of its kind', () => {
  // Two white rooks vanish (a1, h1), one appears on g1: it came from h1; a1 fades.
  const plan = planAnimation(P('8/8/8/8/8/8/8/R6R'), P('8/8/8/8/8/8/8/6R1'));
  assert.deepEqual(plan.slides, [{ from: 'h1', to: 'g1' }]);
  assert.deepEqual(plan.fades, ['a1']);
  // A piece of another colour is never a match.
  assert.deepEqual(planAnimation(P('8/8/8/8/8/8/8/r7'), P('8/8/8/8/8/8/8/1R6')), { slides: [], fades: ['a1'], appears: ['b1'] });
});

test('easing starts at 0, ends at 1, is symmetric and clamps', () => {
  assert.equal(ease(0), 0);
  assert.equal(ease(1), 1);
  assert.equal(ease(0.5), 0.5);
  assert.ok(Math.abs(ease(0.25) + ease(0.75) - 1) < 1e-12);
  assert.equal(ease(-1), 0);
  assert.equal(ease(2), 1);
  for (let t = 0; t < 1; t += 0.05) assert.ok(ease(t + 0.05) >= ease(t));
});

test('a slide goes between the drawn squares of the orientation', () => {
  const slide = { from: 'e2', to: 'e4' } as const;
  assert.deepEqual(slidePosition(slide, 0, 'white'), { x: 4, y: 6 });
  assert.deepEqual(slidePosition(slide, 1, 'white'), { x: 4, y: 4 });
  assert.deepEqual(slidePosition(slide, 0.5, 'white'), { x: 4, y: 5 });
  assert.deepEqual(slidePosition(slide, 1, 'black'), { x: 3, y: 3 });
});
