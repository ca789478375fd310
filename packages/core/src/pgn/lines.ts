/**
 * Splits a stream of text chunks into lines. Chunk boundaries may fall anywhere, including between
 * the `\r` and `\n` of a CRLF. `\n`, `\r\n` and a lone `\r` all end a line. A line longer than
 * `maxLineChars` is not delivered: `onLongLine` gets its first `maxLineChars` characters as soon as
 * the excess is seen, and the rest, up to the line's end, is dropped — the splitter never holds more
 * than `maxLineChars` characters of a line, however long it is.
 */
export class LineSplitter {
  /** The start of a line that continues in the next chunk (never longer than `maxLineChars`). */
  private pending = '';
  private afterCr = false;
  /** Inside a line longer than the limit: its start was reported; the rest is dropped up to its end. */
  private discarding = false;

  /**
   * @param onLine receives each line as `text.slice(start, end)` without its terminator; the text is
   * passed with indices so lines wholly inside a chunk are never copied.
   * @param maxLineChars the longest line delivered to `onLine` (a positive integer or `Infinity`).
   * @param onLongLine receives the first `maxLineChars` characters of each longer line, once, in line order.
   */
  constructor(
    private readonly onLine: (text: string, start: number, end: number) => void,
    private readonly maxLineChars: number = Infinity,
    private readonly onLongLine: (prefix: string) => void = () => {},
  ) {}

  /** Feeds the next chunk. */
  push(chunk: string): void {
    const n = chunk.length;
    if (n === 0) return;
    const max = this.maxLineChars;
    let i = 0;
    if (this.afterCr) {
      this.afterCr = false;
      if (chunk.charCodeAt(0) === 10) i = 1; // the \n of a CRLF split across chunks
    }
    let start = i;
    // The line ends are found with the native indexOf (far faster than a charCodeAt loop), each
    // searched again only once passed, so a chunk is still scanned once.
    let nl = chunk.indexOf('\n', i);
    let cr = chunk.indexOf('\r', i);
    while (nl >= 0 || cr >= 0) {
      i = nl < 0 ? cr : cr < 0 ? nl : nl < cr ? nl : cr;
      const c = chunk.charCodeAt(i);
      if (this.discarding) {
        this.discarding = false; // the end of a long line already reported
      } else if (this.pending !== '') {
        const pending = this.pending;
        this.pending = '';
        if (pending.length + (i - start) > max) {
          this.onLongLine(pending + chunk.slice(start, start + max - pending.length));
        } else {
          const line = pending + chunk.slice(start, i);
          this.onLine(line, 0, line.length);
        }
      } else if (i - start > max) {
        this.onLongLine(chunk.slice(start, start + max));
      } else {
        this.onLine(chunk, start, i);
      }
      if (c === 13) {
        if (i + 1 < n) {
          if (chunk.charCodeAt(i + 1) === 10) i++;
        } else {
          this.afterCr = true;
        }
      }
      start = i + 1;
      if (nl >= 0 && nl < start) nl = chunk.indexOf('\n', start);
      if (cr >= 0 && cr < start) cr = chunk.indexOf('\r', start);
    }
    if (start < n && !this.discarding) {
      if (this.pending.length + (n - start) > max) {
        // The line is too long already: report its start now and drop the rest as it comes.
        const prefix = this.pending + chunk.slice(start, start + max - this.pending.length);
        this.pending = '';
        this.discarding = true;
        this.onLongLine(prefix);
      } else {
        this.pending += chunk.slice(start);
      }
    }
  }

  /** Flushes a last line that had no terminator. */
  end(): void {
    if (this.pending !== '') {
      const line = this.pending;
      this.pending = '';
      this.onLine(line, 0, line.length);
    }
    this.discarding = false;
    this.afterCr = false;
  }
}

/**
 * The index of the first `code` in `text[from, end)`, or -1. Unlike `indexOf` it never looks past
 * `end`: the parser scans lines inside a chunk of any size, and a search that ran on to the end of
 * the chunk for every line would make a chunk of many such lines quadratic.
 */
export function indexIn(text: string, code: number, from: number, end: number): number {
  for (let i = from; i < end; i++) if (text.charCodeAt(i) === code) return i;
  return -1;
}
