/**
 * The board's DOM skeleton, built once: a root, a `role="grid"` of eight `role="row"`s of
 * eight `role="gridcell"` squares (in visual order, re-ordered on a flip), a piece layer and
 * the coordinate labels. Squares carry their highlights as classes; pieces never receive
 * pointer events (the root computes the square from the pointer's position).
 */
import { SQUARE_NAMES, squareAtVisual } from './squares.js';
import type { Color, SquareName } from './types.js';

/** The elements of one board. */
export interface BoardDom {
  /** The outer element, sized to whole device pixels per square. */
  readonly root: HTMLDivElement;
  /** The `role="grid"` element: focus and keyboard input live here. */
  readonly grid: HTMLDivElement;
  /** The eight `role="row"` elements, top row first once `orderSquares` has run. */
  readonly rows: readonly HTMLDivElement[];
  /** The square elements by name (`data-square`). */
  readonly cells: ReadonlyMap<SquareName, HTMLDivElement>;
  /** The layer the piece elements live in. */
  readonly pieceLayer: HTMLDivElement;
  /** The translucent copy of a dragged piece on its origin square. */
  readonly ghost: HTMLDivElement;
  /** The file letters (bottom edge) and rank digits (left edge), in visual order. */
  readonly fileLabels: readonly HTMLSpanElement[];
  readonly rankLabels: readonly HTMLSpanElement[];
}

function div(className: string, parent?: HTMLElement): HTMLDivElement {
  const el = document.createElement('div');
  el.className = className;
  parent?.appendChild(el);
  return el;
}

/** Builds the skeleton inside `element` (appended; nothing else in `element` is touched). */
export function buildDom(element: HTMLElement, boardLabel: string): BoardDom {
  const root = div('ff-board', element);
  const grid = div('ff-grid', root);
  grid.setAttribute('role', 'grid');
  grid.setAttribute('aria-label', boardLabel);
  const rows: HTMLDivElement[] = [];
  const cells = new Map<SquareName, HTMLDivElement>();
  for (let r = 0; r < 8; r++) {
    const row = div('ff-row', grid);
    row.setAttribute('role', 'row');
    rows.push(row);
  }
  for (const square of SQUARE_NAMES) {
    const cell = div('ff-sq');
    cell.setAttribute('role', 'gridcell');
    cell.dataset['square'] = square;
    cell.tabIndex = -1;
    cell.setAttribute('aria-selected', 'false');
    cells.set(square, cell);
  }
  const pieceLayer = div('ff-pieces', root);
  pieceLayer.setAttribute('aria-hidden', 'true');
  const ghost = div('ff-piece ff-ghost', pieceLayer);
  ghost.hidden = true;
  const coords = div('ff-coords', root);
  coords.setAttribute('aria-hidden', 'true');
  const label = (className: string): HTMLSpanElement => {
    const span = document.createElement('span');
    span.className = className;
    coords.appendChild(span);
    return span;
  };
  const fileLabels = Array.from({ length: 8 }, (_, i) => label(`ff-coord ff-file ${i % 2 === 0 ? 'ff-on-dark' : 'ff-on-light'}`));
  const rankLabels = Array.from({ length: 8 }, (_, i) => label(`ff-coord ff-rank ${i % 2 === 0 ? 'ff-on-light' : 'ff-on-dark'}`));
  fileLabels.forEach((span, i) => span.style.setProperty('--ff-col', String(i)));
  rankLabels.forEach((span, i) => span.style.setProperty('--ff-row', String(i)));
  return { root, grid, rows, cells, pieceLayer, ghost, fileLabels, rankLabels };
}

/**
 * Puts the squares in visual order for `orientation` (rows top to bottom, squares left to
 * right), so the grid reads as the board looks, and writes the coordinate labels.
 */
export function orderSquares(dom: BoardDom, orientation: Color): void {
  for (let row = 0; row < 8; row++) {
    const rowEl = dom.rows[row]!;
    for (let col = 0; col < 8; col++) rowEl.appendChild(dom.cells.get(squareAtVisual(col, row, orientation)!)!);
  }
  // The bottom-left square is dark in both orientations, the top-left light: the label
  // colours set in buildDom stay right after a flip.
  for (let i = 0; i < 8; i++) {
    dom.fileLabels[i]!.textContent = squareAtVisual(i, 7, orientation)![0]!;
    dom.rankLabels[i]!.textContent = squareAtVisual(0, i, orientation)![1]!;
  }
}

/** What a square shows; `renderSquare` writes only what changed since the last call. */
export interface SquareView {
  readonly classes: string;
  readonly label: string;
  readonly selected: boolean;
  readonly focusable: boolean;
}

/** The last view written to each square element. */
export type SquareViews = Map<SquareName, SquareView>;

/** Writes a square's classes, accessible name, selection and tab stop when they changed. */
export function renderSquare(cell: HTMLElement, view: SquareView, previous: SquareView | undefined): void {
  if (previous?.classes !== view.classes) cell.className = view.classes;
  if (previous?.label !== view.label) cell.setAttribute('aria-label', view.label);
  if (previous?.selected !== view.selected) cell.setAttribute('aria-selected', String(view.selected));
  if (previous?.focusable !== view.focusable) cell.tabIndex = view.focusable ? 0 : -1;
}
