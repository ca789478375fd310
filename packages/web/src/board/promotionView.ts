/**
 * The promotion chooser: a modal overlay over the board with four buttons (queen, knight,
 * rook, bishop) stacked in the promotion square's file from the board's edge inwards. Keyboard:
 * focus starts on the queen, arrows and Tab move between the buttons, Enter/Space picks, Escape
 * cancels; a press outside the buttons or a right-click cancels.
 */
import { pieceClass } from './pieceLayer.js';
import { PROMOTION_LETTERS, promotionRole } from './queue.js';
import { visualPosition } from './squares.js';
import type { BoardLabels, Color, PromotionLetter, SquareName } from './types.js';

/** What the chooser needs. `onPick` and `onCancel` are called at most once in all. */
export interface PromotionOptions {
  readonly square: SquareName;
  readonly color: Color;
  readonly orientation: Color;
  readonly labels: BoardLabels;
  readonly onPick: (letter: PromotionLetter) => void;
  readonly onCancel: () => void;
}

/** An open chooser. */
export interface PromotionChooser {
  /** Removes the overlay without calling back. */
  close(): void;
}

/** Opens the chooser inside the board's root (appended last, so it is drawn on top). */
export function openPromotion(root: HTMLElement, options: PromotionOptions): PromotionChooser {
  const overlay = document.createElement('div');
  overlay.className = 'ff-promotion';
  overlay.setAttribute('role', 'dialog');
  overlay.setAttribute('aria-modal', 'true');
  overlay.setAttribute('aria-label', options.labels.promotion);
  const { col, row } = visualPosition(options.square, options.orientation);
  const downwards = row === 0;
  let done = false;
  const finish = (letter: PromotionLetter | null): void => {
    if (done) return;
    done = true;
    overlay.remove();
    if (letter === null) options.onCancel();
    else options.onPick(letter);
  };
  const buttons = PROMOTION_LETTERS.map((letter, i) => {
    const role = promotionRole(letter);
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'ff-promo-choice';
    button.dataset['promotion'] = letter;
    button.setAttribute('aria-label', options.labels.promotionPiece(role, options.color));
    button.style.setProperty('--ff-col', String(col));
    button.style.setProperty('--ff-row', String(downwards ? i : 7 - i));
    const piece = document.createElement('span');
    piece.className = pieceClass({ role, color: options.color });
    button.appendChild(piece);
    button.addEventListener('click', (e) => {
      e.stopPropagation();
      finish(letter);
    });
    overlay.appendChild(button);
    return button;
  });
  // The board's own handlers must not see presses on the overlay.
  overlay.addEventListener('pointerdown', (e) => {
    e.stopPropagation();
    if (!(e.target instanceof Element) || !e.target.closest('.ff-promo-choice')) {
      e.preventDefault();
      finish(null);
    }
  });
  overlay.addEventListener('contextmenu', (e) => {
    e.preventDefault();
    e.stopPropagation();
    finish(null);
  });
  overlay.addEventListener('keydown', (e) => {
    e.stopPropagation();
    const index = buttons.findIndex((b) => b === document.activeElement);
    if (e.key === 'Escape') {
      e.preventDefault();
      finish(null);
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp' || e.key === 'Tab') {
      // Keep focus inside the dialog, in the order the buttons are drawn.
      e.preventDefault();
      const back = e.key === 'ArrowUp' || (e.key === 'Tab' && e.shiftKey);
      const step = (back ? -1 : 1) * (downwards || e.key === 'Tab' ? 1 : -1);
      buttons[(Math.max(index, 0) + step + buttons.length) % buttons.length]!.focus();
    }
  });
  root.appendChild(overlay);
  buttons[0]!.focus({ preventScroll: true });
  return {
    close: () => {
      done = true;
      overlay.remove();
    },
  };
}
