/**
 * Splitting a child process's output into lines: chunks arrive cut anywhere (inside a line, inside
 * a `\r\n`), and a hostile or broken engine may print a line with no end at all.
 */

/** The longest line kept (characters): UCI lines are short; an `info … pv` line of 250 moves is about 1,300. */
export const MAX_LINE_CHARS = 64 * 1024;

/**
 * Turns text chunks into complete lines. Mutable, one owner. Guarantees: each line is returned
 * once, in order, without its `\n` or `\r\n` (a lone `\r` also ends a line); a line longer than
 * `maxLineChars` is cut to its first `maxLineChars` characters and the rest up to its end is
 * dropped, so memory stays bounded whatever the writer sends.
 */
export class LineSplitter {
  private pending = '';
  /** Whether the current line already passed the limit (its rest is being dropped). */
  private overflowing = false;
  /** Whether the last chunk ended with `\r`, so a `\n` opening the next one ends nothing. */
  private afterCr = false;

  constructor(private readonly maxLineChars: number = MAX_LINE_CHARS) {}

  /** The lines that `chunk` completes. */
  push(chunk: string): string[] {
    const lines: string[] = [];
    let start = 0;
    if (this.afterCr && chunk.startsWith('\n')) start = 1;
    this.afterCr = false;
    for (let i = start; i < chunk.length; i++) {
      const c = chunk.charCodeAt(i);
      if (c !== 10 && c !== 13) continue;
      this.append(chunk.slice(start, i));
      lines.push(this.pending);
      this.pending = '';
      this.overflowing = false;
      if (c === 13) {
        if (i + 1 < chunk.length) {
          if (chunk.charCodeAt(i + 1) === 10) i++;
        } else {
          this.afterCr = true;
        }
      }
      start = i + 1;
    }
    this.append(chunk.slice(start));
    return lines;
  }

  /** The unfinished last line, if any (for the end of the stream); the splitter is then empty. */
  flush(): string[] {
    const rest = this.pending;
    const had = rest !== '' || this.overflowing;
    this.pending = '';
    this.overflowing = false;
    this.afterCr = false;
    return had ? [rest] : [];
  }

  private append(text: string): void {
    if (this.overflowing || text === '') return;
    const room = this.maxLineChars - this.pending.length;
    if (text.length <= room) {
      this.pending += text;
    } else {
      this.pending += text.slice(0, room);
      this.overflowing = true;
    }
  }
}
