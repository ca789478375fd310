/**
 * Animation planning: which pieces slide where and which fade out when the pieces change.
 * Pure; the renderer turns a plan into frames.
 */
import { pieceKey } from './placement.js';
import { visualPosition } from './squares.js';
import type { Color, Pieces, SquareName } from './types.js';

/** One piece sliding from one square to another. */
export interface Slide {
  readonly from: SquareName;
  readonly to: SquareName;
}

/**
 * The difference between two piece maps. Every square whose piece changed is in exactly one
 * list: `slides` (a piece that arrived, matched to the nearest vanished piece of the same colour
 * and role), `fades` (a vanished piece nothing took over: captured, or removed) or `appears` (a
 * new piece with no match: a promotion, a set-up).
 */
export interface AnimationPlan {
  readonly slides: readonly Slide[];
  readonly fades: readonly SquareName[];
  readonly appears: readonly SquareName[];
}

const distance = (a: SquareName, b: SquareName): number => {
  const dx = a.charCodeAt(0) - b.charCodeAt(0);
  const dy = a.charCodeAt(1) - b.charCodeAt(1);
  return dx * dx + dy * dy;
};

/** The plan that turns `before` into `after` (see `AnimationPlan`). */
export function planAnimation(before: Pieces, after: Pieces): AnimationPlan {
  const vanished: SquareName[] = [];
  const arrived: SquareName[] = [];
  for (const [square, piece] of before) {
    const now = after.get(square);
    if (!now || pieceKey(now) !== pieceKey(piece)) vanished.push(square);
  }
  for (const [square, piece] of after) {
    const then = before.get(square);
    if (!then || pieceKey(then) !== pieceKey(piece)) arrived.push(square);
  }
  const slides: Slide[] = [];
  const appears: SquareName[] = [];
  const unused = new Set(vanished);
  for (const to of arrived) {
    const key = pieceKey(after.get(to)!);
    let best: SquareName | undefined;
    for (const from of unused) {
      if (pieceKey(before.get(from)!) === key && (best === undefined || distance(from, to) < distance(best, to))) best = from;
    }
    if (best === undefined) {
      appears.push(to);
    } else {
      unused.delete(best);
      slides.push({ from: best, to });
    }
  }
  return { slides, fades: [...unused], appears };
}

/** Cubic ease-in-out of a progress 0 … 1. */
export function ease(t: number): number {
  const clamped = Math.min(1, Math.max(0, t));
  return clamped < 0.5 ? 4 * clamped * clamped * clamped : 1 - (-2 * clamped + 2) ** 3 / 2;
}

/**
 * Where a sliding piece is drawn at progress `t` (0 … 1, eased here), in squares from the
 * board's top-left corner for the given orientation.
 */
export function slidePosition(slide: Slide, t: number, orientation: Color): { readonly x: number; readonly y: number } {
  const from = visualPosition(slide.from, orientation);
  const to = visualPosition(slide.to, orientation);
  const k = ease(t);
  return { x: from.col + (to.col - from.col) * k, y: from.row + (to.row - from.row) * k };
}
