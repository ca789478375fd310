/**
 * Flagfall's own piece set (drawn for this project, MIT, see README.md): twelve Staunton-like
 * silhouettes drawn on a 45 × 45 grid and shown through a 42-unit view box, so they fill the
 * square a little more. Each role is one drawing; the white set is a light fill with a dark
 * outline, the black set a dark fill with light detail lines. The pieces reach the board as CSS
 * background images (data URIs) from one style element, under `:where()` so a theme's own
 * `.ff-piece.wn { background-image: … }` always wins.
 */
import type { Color, Role } from '../types.js';

interface Ink {
  readonly fill: string;
  readonly line: string;
  readonly detail: string;
  /** Edge lines that only a dark piece needs to show its parts apart. */
  readonly edge: string;
}

const INK: Readonly<Record<Color, Ink>> = {
  white: { fill: '#fbfaf6', line: '#23211f', detail: '#23211f', edge: 'none' },
  black: { fill: '#2b2926', line: '#0d0c0b', detail: '#e9e6df', edge: '#8d8a84' },
};

// Shapes use the ink through placeholders: D detail (light on black pieces), E edge.
const BASE =
  '<path d="M10.5 39h24c.8 0 1.2-.5 1-1.3l-.8-2.4c-.3-.8-.9-1.3-1.8-1.3H12.1c-.9 0-1.5.5-1.8 1.3l-.8 2.4c-.2.8.2 1.3 1 1.3z"/>' +
  '<path fill="none" stroke="E" stroke-width="1" d="M11.6 36.3h21.8"/>';

const SHAPES: Readonly<Record<Role, string>> = {
  pawn:
    BASE +
    '<path d="M14.5 34c.6-4.6 3.3-8.3 5.6-11.3h4.8c2.3 3 5 6.7 5.6 11.3z"/>' +
    '<path d="M16.6 22.7c0-1.4 2.6-2.3 5.9-2.3s5.9.9 5.9 2.3-2.6 1.9-5.9 1.9-5.9-.5-5.9-1.9z"/>' +
    '<circle cx="22.5" cy="15.2" r="5.2"/>' +
    '<path fill="none" stroke="E" stroke-width="1" d="M18.2 22.5h8.6"/>',
  rook:
    BASE +
    '<path d="M13 34l1.2-2.8h16.6L32 34z"/>' +
    '<path d="M15.3 31.2l1.2-13.4h12l1.2 13.4z"/>' +
    '<path d="M13.6 17.8l1.8-2.8h14.2l1.8 2.8z"/>' +
    '<path d="M14 15V8.5h3.6v2.8h3v-2.8h3.8v2.8h3v-2.8H31V15z"/>' +
    '<path fill="none" stroke="D" stroke-width="1" d="M16.6 20.5h11.8M16.2 28.5h12.6"/>',
  knight:
    BASE +
    '<path d="M13 34c-.4-4.7 3.2-7.8 6.4-10.6-2.5.9-5 1.6-7.2 2.4-1.8.6-3.5-.6-3.3-2.4.2-2.4 2.1-4.6 4.3-6.9 1.7-1.8 3.4-3.7 5.7-5.4l.9-3.9 2.7 2.7c6.1.9 10.7 5.7 11.6 12.3.6 4.6 0 8.6-.8 11.8z"/>' +
    '<circle cx="17.4" cy="15.6" r="1.1" fill="D" stroke="none"/>' +
    '<path fill="none" stroke="D" stroke-width="1" d="M11.2 22.6l1.4-.4M24.8 12.4c4.4 1.6 7.2 5.4 7.9 10.6.4 3.4.1 6.6-.6 9.4"/>',
  bishop:
    BASE +
    '<path d="M17.6 34l1.2-3.4h7.4l1.2 3.4z"/>' +
    '<path d="M16 30.6c-.4-1.1.3-2.1 1.4-2.1h10.2c1.1 0 1.8 1 1.4 2.1z"/>' +
    '<path d="M17.4 28.5c-2.6-2-3.6-4.6-3.4-7.2.4-4.6 4-8.3 8.5-11.3 4.5 3 8.1 6.7 8.5 11.3.2 2.6-.8 5.2-3.4 7.2z"/>' +
    '<circle cx="22.5" cy="7.6" r="2.3"/>' +
    '<path fill="none" stroke="D" stroke-width="1.5" d="M25.4 14.8l-4.6 6"/>',
  queen:
    BASE +
    '<path d="M12.5 34c-.2-1.3.1-2.5.8-3.4h18.4c.7.9 1 2.1.8 3.4z"/>' +
    '<path d="M13.3 30.6L9.2 14.8l5.6 8.6.9-11 4.1 10.3 2.7-12.2 2.7 12.2 4.1-10.3.9 11 5.6-8.6-4.1 15.8z"/>' +
    '<circle cx="9" cy="13.4" r="2"/><circle cx="15.8" cy="10.7" r="2"/><circle cx="22.5" cy="9.2" r="2"/>' +
    '<circle cx="29.2" cy="10.7" r="2"/><circle cx="36" cy="13.4" r="2"/>' +
    '<path fill="none" stroke="D" stroke-width="1" d="M14.2 27.6c5.5-1.3 11.1-1.3 16.6 0"/>',
  king:
    BASE +
    '<path d="M12.5 34c-.2-1.3.1-2.5.8-3.4h18.4c.7.9 1 2.1.8 3.4z"/>' +
    '<path d="M13.3 30.6c-3.7-4-5.3-8.7-3-11.5 2.8-3.3 8.3-1.5 12.2 3.5 3.9-5 9.4-6.8 12.2-3.5 2.3 2.8.7 7.5-3 11.5z"/>' +
    '<path d="M22.5 22.6c-1.9-2.6-3.5-4.6-3.5-6.6 0-2.2 1.6-3.5 3.5-3.5s3.5 1.3 3.5 3.5c0 2-1.6 4-3.5 6.6z"/>' +
    '<path fill="none" stroke-width="1.8" d="M22.5 12.5V5.2M19.4 8h6.2"/>' +
    '<path fill="none" stroke="D" stroke-width="1" d="M14.2 27.6c5.5-1.3 11.1-1.3 16.6 0"/>',
};

/** The SVG text of one piece (UTF-8, no XML prolog). */
export function pieceSvg(role: Role, color: Color): string {
  const ink = INK[color];
  const body = SHAPES[role].replace(/"D"/g, `"${ink.detail}"`).replace(/"E"/g, `"${ink.edge}"`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="1.5 1.5 42 42">` +
    `<g fill="${ink.fill}" stroke="${ink.line}" stroke-width="1.5" stroke-linejoin="round" stroke-linecap="round">${body}</g></svg>`
  );
}

/** A CSS `url(…)` of a piece's SVG as a data URI. */
export function pieceUrl(role: Role, color: Color): string {
  const escaped = pieceSvg(role, color)
    .replace(/"/g, "'")
    .replace(/[#<>%]/g, encodeURIComponent);
  return `url("data:image/svg+xml,${escaped}")`;
}

const ROLE_LETTERS: Readonly<Record<Role, string>> = { pawn: 'p', knight: 'n', bishop: 'b', rook: 'r', queen: 'q', king: 'k' };

/** The style sheet text: one zero-specificity rule per piece (`.ff-piece.wn`). */
export function pieceCss(): string {
  let css = '';
  for (const color of ['white', 'black'] as const) {
    for (const role of Object.keys(ROLE_LETTERS) as Role[]) {
      css += `:where(.ff-piece.${color[0]!}${ROLE_LETTERS[role]}){background-image:${pieceUrl(role, color)}}\n`;
    }
  }
  return css;
}

/**
 * Adds the piece style sheet to `doc` once (later calls find it and do nothing). It goes first
 * in `<head>` so that any page style sheet can override it.
 */
export function installPieceStyles(doc: Document): void {
  if (doc.querySelector('style[data-flagfall-pieces]')) return;
  const style = doc.createElement('style');
  style.dataset['flagfallPieces'] = '';
  style.textContent = pieceCss();
  doc.head.prepend(style);
}
