/**
 * Pointer and keyboard input of the board. Pointer Events with pointer capture on the board's
 * root (no document listeners): a press acts at once (move on press, select), a drag starts
 * after `DRAG_THRESHOLD_PX` and the piece follows the pointer in animation frames; the press
 * square comes from the pointer's position, never from the event target. Keyboard on the
 * grid: arrows (and Home/End/PageUp/PageDown) move a roving focus as the board is drawn,
 * Enter/Space press the focused square, Escape drops the selection.
 */
import { squareAtPoint, stepFocus } from './squares.js';
import type { Color, SquareName } from './types.js';

/** How far (CSS px) a pressed pointer must travel before the press becomes a drag. */
export const DRAG_THRESHOLD_PX = 3;

/** What a press did, as far as input is concerned. */
export type PressOutcome = 'selected' | 'reselected' | 'other';

/** The board as input sees it. Every method acts synchronously. */
export interface InputHost {
  readonly orientation: () => Color;
  readonly focused: () => SquareName;
  /** Presses a square (pointer or keyboard). */
  press(square: SquareName, via: 'pointer' | 'keyboard'): PressOutcome;
  /** Drops the selection. */
  deselect(): void;
  /** Right-click: drops everything transient and cancels the premoves. */
  contextMenu(): void;
  /** Escape on the grid: true when there was something to drop. */
  escape(): boolean;
  /** A drag begins from `square`; false when there is no piece to drag. */
  dragStart(square: SquareName): boolean;
  /** The dragged piece's pointer, in px from the board's top-left corner; `over` is the square under it. */
  dragMove(x: number, y: number, over: SquareName | undefined): void;
  /** The drag ended over `square` (`undefined`: off the board, or cancelled when `cancelled`). */
  dragEnd(from: SquareName, square: SquareName | undefined, cancelled: boolean): void;
  /** The roving focus moved to `square`; `domFocus` moves keyboard focus too. */
  setFocus(square: SquareName, domFocus: boolean): void;
}

interface Press {
  readonly pointerId: number;
  readonly origin: SquareName;
  readonly startX: number;
  readonly startY: number;
  readonly rect: DOMRect;
  readonly toggle: boolean;
  dragging: boolean;
}

/** Binds input to the board's root and grid; returns a function that cancels a live press. */
export function bindInput(root: HTMLElement, grid: HTMLElement, host: InputHost): { cancelPress(): void } {
  let press: Press | null = null;

  const squareAt = (rect: DOMRect, clientX: number, clientY: number): SquareName | undefined =>
    squareAtPoint(clientX - rect.left, clientY - rect.top, rect.width, host.orientation());

  const end = (e: PointerEvent | null, cancelled: boolean): void => {
    const current = press;
    if (!current) return;
    press = null;
    if (root.hasPointerCapture(current.pointerId)) root.releasePointerCapture(current.pointerId);
    if (current.dragging) {
      // A fresh rectangle: the page may have scrolled during the drag (a wheel, a keyboard).
      const rect = root.getBoundingClientRect();
      host.dragEnd(current.origin, e && !cancelled ? squareAt(rect, e.clientX, e.clientY) : undefined, cancelled);
    } else if (current.toggle && !cancelled) {
      host.deselect();
    }
  };

  root.addEventListener('pointerdown', (e) => {
    // Main button (or a touch/pen contact) of the primary pointer only; a second finger is ignored.
    if (e.button !== 0 || !e.isPrimary || press) return;
    const rect = root.getBoundingClientRect();
    const square = squareAt(rect, e.clientX, e.clientY);
    if (!square) return;
    // No text selection, no compatibility mouse events, no native focus change.
    e.preventDefault();
    const hadFocus = grid.contains(document.activeElement);
    host.setFocus(square, hadFocus);
    const outcome = host.press(square, 'pointer');
    if (outcome === 'other') return;
    press = {
      pointerId: e.pointerId,
      origin: square,
      startX: e.clientX,
      startY: e.clientY,
      rect,
      toggle: outcome === 'reselected',
      dragging: false,
    };
    root.setPointerCapture(e.pointerId);
  });

  root.addEventListener('pointermove', (e) => {
    if (!press || e.pointerId !== press.pointerId) return;
    if (!press.dragging) {
      if (Math.hypot(e.clientX - press.startX, e.clientY - press.startY) < DRAG_THRESHOLD_PX) return;
      if (!host.dragStart(press.origin)) return;
      press.dragging = true;
    }
    const x = e.clientX - press.rect.left;
    const y = e.clientY - press.rect.top;
    host.dragMove(x, y, squareAt(press.rect, e.clientX, e.clientY));
  });

  root.addEventListener('pointerup', (e) => {
    if (press && e.pointerId === press.pointerId) end(e, false);
  });
  root.addEventListener('pointercancel', (e) => {
    if (press && e.pointerId === press.pointerId) end(e, true);
  });
  root.addEventListener('lostpointercapture', (e) => {
    if (press && e.pointerId === press.pointerId) end(null, true);
  });

  root.addEventListener('contextmenu', (e) => {
    e.preventDefault();
    end(null, true);
    host.contextMenu();
  });

  grid.addEventListener('keydown', (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const focused = host.focused();
    const next = stepFocus(focused, e.key, host.orientation());
    if (next) {
      e.preventDefault();
      host.setFocus(next, true);
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      if (!e.repeat) host.press(focused, 'keyboard');
    } else if (e.key === 'Escape') {
      if (host.escape()) e.preventDefault();
    }
  });

  grid.addEventListener('focusin', (e) => {
    const square = e.target instanceof HTMLElement ? e.target.dataset['square'] : undefined;
    if (square !== undefined && square !== host.focused()) host.setFocus(square as SquareName, false);
  });

  return { cancelPress: () => end(null, true) };
}
