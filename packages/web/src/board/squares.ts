/**
 * Square geometry: names and indices, where a square is drawn for an orientation, which square
 * lies under a point, and arrow-key steps. Pure; indices are a1 = 0 … h1 = 7, a2 = 8 … h8 = 63.
 */
import type { Color, SquareName } from './types.js';

const FILES = 'abcdefgh';

/** All 64 square names in index order (a1, b1, … h8). */
export const SQUARE_NAMES: readonly SquareName[] = Array.from({ length: 64 }, (_, i) => `${FILES[i & 7]!}${(i >> 3) + 1}` as SquareName);

/** The index 0 … 63 of a square name. Only valid names are accepted by the type. */
export function squareIndex(square: SquareName): number {
  return (square.charCodeAt(1) - 49) * 8 + (square.charCodeAt(0) - 97);
}

/** The file 0 (a) … 7 (h) of a square. */
export const fileOf = (square: SquareName): number => square.charCodeAt(0) - 97;

/** The rank 0 (rank 1) … 7 (rank 8) of a square. */
export const rankOf = (square: SquareName): number => square.charCodeAt(1) - 49;

/** The square at a file and rank (0 … 7 each), or `undefined` off the board. */
export function squareAt(file: number, rank: number): SquareName | undefined {
  if (file < 0 || file > 7 || rank < 0 || rank > 7) return undefined;
  return SQUARE_NAMES[rank * 8 + file];
}

/** Whether a string is a square name `a1` … `h8`. */
export function isSquareName(text: string): text is SquareName {
  return /^[a-h][1-8]$/.test(text);
}

/** Whether a square is light (h1 and a8 are light, a1 is dark). */
export const isLightSquare = (square: SquareName): boolean => (fileOf(square) + rankOf(square)) % 2 === 1;

/** Where a square is drawn: column 0 at the left, row 0 at the top, for the given orientation. */
export function visualPosition(square: SquareName, orientation: Color): { readonly col: number; readonly row: number } {
  const file = fileOf(square);
  const rank = rankOf(square);
  return orientation === 'white' ? { col: file, row: 7 - rank } : { col: 7 - file, row: rank };
}

/** The square drawn at a column and row (0 … 7, row 0 at the top), or `undefined` outside. */
export function squareAtVisual(col: number, row: number, orientation: Color): SquareName | undefined {
  if (col < 0 || col > 7 || row < 0 || row > 7) return undefined;
  return orientation === 'white' ? squareAt(col, 7 - row) : squareAt(7 - col, row);
}

/**
 * The square under a point given in pixels from the board's top-left corner, for a board
 * `sizePx` wide; `undefined` outside the board.
 */
export function squareAtPoint(x: number, y: number, sizePx: number, orientation: Color): SquareName | undefined {
  if (sizePx <= 0 || x < 0 || y < 0 || x >= sizePx || y >= sizePx) return undefined;
  const step = sizePx / 8;
  return squareAtVisual(Math.floor(x / step), Math.floor(y / step), orientation);
}

/** The navigation keys the board understands on a focused square. */
export type NavigationKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End' | 'PageUp' | 'PageDown';

/**
 * The square focus moves to from `square` on a key, as the user sees the board (ArrowUp is up
 * on the screen whatever the orientation). Home/End go to the row's ends, PageUp/PageDown to
 * the column's ends. Focus stays put at an edge; `undefined` for another key.
 */
export function stepFocus(square: SquareName, key: string, orientation: Color): SquareName | undefined {
  const { col, row } = visualPosition(square, orientation);
  const moves: Readonly<Record<NavigationKey, readonly [number, number]>> = {
    ArrowUp: [col, Math.max(0, row - 1)],
    ArrowDown: [col, Math.min(7, row + 1)],
    ArrowLeft: [Math.max(0, col - 1), row],
    ArrowRight: [Math.min(7, col + 1), row],
    Home: [0, row],
    End: [7, row],
    PageUp: [col, 0],
    PageDown: [col, 7],
  };
  const target = (moves as Partial<Record<string, readonly [number, number]>>)[key];
  return target && squareAtVisual(target[0], target[1], orientation);
}
