/**
 * Splits a stream of text chunks into lines. Chunk boundaries may fall anywhere, including between
 * the `\r` and `\n` of a CRLF. `\n`, `\r\n` and a lone `\r` all end a line.
 */
export class LineSplitter {
  private pending = '';
  private afterCr = false;

  /**
   * @param onLine receives each line as `text.slice(start, end)` without its terminator; the text is
   * passed with indices so lines wholly inside a chunk are never copied.
   */
  constructor(private readonly onLine: (text: string, start: number, end: number) => void) {}

  /** Feeds the next chunk. */
  push(chunk: string): void {
    const n = chunk.length;
    if (n === 0) return;
    let i = 0;
    if (this.afterCr) {
      this.afterCr = false;
      if (chunk.charCodeAt(0) === 10) i = 1; // the \n of a CRLF split across chunks
    }
    let start = i;
    for (; i < n; i++) {
      const c = chunk.charCodeAt(i);
      if (c !== 10 && c !== 13) continue;
      if (this.pending !== '') {
        const line = this.pending + chunk.slice(start, i);
        this.pending = '';
        this.onLine(line, 0, line.length);
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
    }
    if (start < n) this.pending += chunk.slice(start);
  }

  /** Flushes a last line that had no terminator. */
  end(): void {
    if (this.pending !== '') {
      const line = this.pending;
      this.pending = '';
      this.onLine(line, 0, line.length);
    }
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
