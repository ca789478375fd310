/**
 * Fixed-column helpers shared by the TRF reader and writer: reading a score or an id from a column
 * range, and writing numbers right-aligned in a given width.
 */

/** Characters `from`..`to` (1-based, inclusive, as the FIDE tables number them), padded with blanks. */
export function columns(line: string, from: number, to: number): string {
  return line.slice(from - 1, to).padEnd(to - from + 1, ' ');
}

/**
 * A score as TRF writes it (`11.5`, ` 1.0`, `3`, blank → null): a non-negative decimal with at most
 * one dot. Returns undefined when the text is not a number.
 */
export function readScore(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(trimmed)) return undefined;
  return Number(trimmed);
}

/** A non-negative integer (`0012`, `  12`), blank → null; undefined when not digits. */
export function readCount(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+$/.test(trimmed)) return undefined;
  return Number(trimmed);
}

/**
 * A score written in `width` columns, right-aligned with one decimal (` 1.0`, `11.5`); an integer
 * too wide for the decimal is written without it (`120`). Throws when even that does not fit (the
 * format cannot hold it: a broken invariant of the caller).
 */
export function formatScore(points: number, width = 4): string {
  if (!Number.isFinite(points) || points < 0) throw new RangeError(`TRF cannot write the score ${points}`);
  let text = (Math.round(points * 10) / 10).toFixed(1);
  if (Math.round(points * 10) / 10 !== points) text = String(points);
  if (text.length > width && Number.isInteger(points)) text = String(points);
  if (text.length > width) throw new RangeError(`TRF cannot write the score ${points} in ${width} columns`);
  return text.padStart(width, ' ');
}

/** A non-negative integer right-aligned in `width` columns, padded with `fill`; throws when too wide. */
export function formatCount(n: number, width: number, fill = ' '): string {
  const text = String(n);
  if (!Number.isInteger(n) || n < 0 || text.length > width) {
    throw new RangeError(`TRF cannot write ${n} in ${width} columns`);
  }
  return text.padStart(width, fill);
}

/** `text` cut to `width` characters and padded on the right with blanks (names, federations). */
export function fitLeft(text: string, width: number): string {
  return text.slice(0, width).padEnd(width, ' ');
}

/** `text` cut to `width` characters and padded on the left with blanks (FIDE ids). */
export function fitRight(text: string, width: number): string {
  return text.slice(0, width).padStart(width, ' ');
}
