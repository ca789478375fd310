/**
 * The piece elements: one absolutely positioned element per piece, placed with `transform`
 * only (in percent of its own size, so a resize moves nothing), kept across renders so a moving
 * piece keeps its element, sliding and fading in animation frames.
 */
import { planAnimation, slidePosition, type Slide } from './anim.js';
import { pieceKey } from './placement.js';
import { visualPosition } from './squares.js';
import type { Color, Piece, Pieces, SquareName } from './types.js';

interface Running {
  readonly el: HTMLElement;
  readonly slide?: Slide;
  readonly startMs: number;
}

const place = (el: HTMLElement, x: number, y: number): void => {
  el.style.transform = `translate(${x * 100}%, ${y * 100}%)`;
};

/** The class list of a piece element (`ff-piece wn`); the promotion chooser and the ghost use it too. */
export function pieceClass(piece: Piece): string {
  return `ff-piece ${pieceKey(piece)}`;
}

/** The piece elements of one board and their animations. Mutable; owned by the board. */
export class PieceLayer {
  private readonly els = new Map<SquareName, HTMLElement>();
  private drawn: Pieces = new Map();
  private running: Running[] = [];
  private orientation: Color = 'white';
  /** An element the layer must not move (the dragged piece). */
  pinned: HTMLElement | null = null;

  constructor(private readonly layer: HTMLElement) {}

  /** The element drawing the piece on `square`, if any. */
  elementAt(square: SquareName): HTMLElement | undefined {
    return this.els.get(square);
  }

  /**
   * Draws `pieces`: unchanged squares keep their element; moved pieces slide from their old
   * square over `animationMs` (placed at once when 0, on a flip, or for squares in `still`);
   * vanished pieces fade out; new ones appear.
   */
  sync(pieces: Pieces, orientation: Color, animationMs: number, nowMs: number, still: ReadonlySet<SquareName>): void {
    const flipped = orientation !== this.orientation;
    this.orientation = orientation;
    const animate = animationMs > 0 && !flipped;
    if (flipped || !animate) this.finishAll();
    const plan = planAnimation(this.drawn, pieces);
    const taken = new Map<SquareName, HTMLElement>();
    for (const { from } of plan.slides) taken.set(from, this.els.get(from)!);
    for (const square of plan.fades) {
      const el = this.els.get(square)!;
      this.els.delete(square);
      if (el === this.pinned) this.pinned = null;
      if (animate) this.running.push({ el, startMs: nowMs });
      else el.remove();
    }
    for (const { from } of plan.slides) if (this.els.get(from) === taken.get(from)) this.els.delete(from);
    for (const slide of plan.slides) {
      const el = taken.get(slide.from)!;
      this.els.set(slide.to, el);
      this.running = this.running.filter((r) => r.el !== el);
      if (animate && !still.has(slide.to)) this.running.push({ el, slide, startMs: nowMs });
      else this.put(el, slide.to);
    }
    for (const square of plan.appears) {
      const el = document.createElement('div');
      el.className = pieceClass(pieces.get(square)!);
      this.layer.appendChild(el);
      this.els.set(square, el);
      this.put(el, square);
    }
    if (flipped) for (const [square, el] of this.els) this.put(el, square);
    this.drawn = pieces;
    this.step(nowMs, animationMs);
  }

  /** Advances the animations to `nowMs`; true while some are still running. */
  step(nowMs: number, animationMs: number): boolean {
    const still: Running[] = [];
    for (const run of this.running) {
      const t = animationMs > 0 ? (nowMs - run.startMs) / animationMs : 1;
      if (run.slide) {
        if (run.el === this.pinned) continue;
        const at = slidePosition(run.slide, t, this.orientation);
        place(run.el, at.x, at.y);
      } else if (t >= 1) {
        run.el.remove();
        continue;
      } else {
        run.el.style.opacity = String(1 - t);
      }
      if (t < 1) still.push(run);
    }
    this.running = still;
    return still.length > 0;
  }

  /** Puts the element of `square` back on its square (after a drag). */
  reset(square: SquareName): void {
    const el = this.els.get(square);
    if (el) this.put(el, square);
  }

  private put(el: HTMLElement, square: SquareName): void {
    if (el === this.pinned) return;
    const { col, row } = visualPosition(square, this.orientation);
    place(el, col, row);
  }

  private finishAll(): void {
    for (const run of this.running) if (!run.slide) run.el.remove();
    this.running = [];
    for (const [square, el] of this.els) this.put(el, square);
  }
}
