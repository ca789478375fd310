/**
 * Drives a UCI engine through streams in tests: send lines, wait for the line that answers.
 * Waits end on an event (a matching line) or fail after a safety timeout; nothing sleeps.
 */
import type { Readable, Writable } from 'node:stream';

/** A UCI conversation over an engine's input and output streams. */
export class UciDriver {
  /** Every line the engine wrote, in order. */
  readonly lines: string[] = [];
  private pending = '';
  /** The number of lines seen when the last line was sent (answers can arrive within `send`). */
  private sentAt = 0;
  private waiters: Array<{ from: number; test: (line: string) => boolean; resolve: (line: string) => void }> = [];

  constructor(
    private readonly toEngine: Writable,
    fromEngine: Readable,
  ) {
    fromEngine.setEncoding('utf8');
    fromEngine.on('data', (chunk: string) => {
      const parts = (this.pending + chunk).split('\n');
      this.pending = parts.pop()!;
      for (const line of parts) {
        this.lines.push(line.replace(/\r$/, ''));
        this.wake();
      }
    });
  }

  send(...lines: string[]): void {
    this.sentAt = this.lines.length;
    for (const line of lines) this.toEngine.write(`${line}\n`);
  }

  /** Ends the engine's input (as a GUI closing the pipe). */
  end(): void {
    this.toEngine.end();
  }

  /**
   * The first line at index `from` or later (default: the first line after the last `send`) that passes `test`;
   * rejects after `timeoutMs` with the lines seen so far.
   */
  waitFor(test: RegExp | ((line: string) => boolean), timeoutMs = 20_000, from = this.sentAt): Promise<string> {
    const check = typeof test === 'function' ? test : (line: string) => test.test(line);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no line matching ${String(test)} in ${timeoutMs} ms; got:\n${this.lines.join('\n')}`)),
        timeoutMs,
      );
      this.waiters.push({
        from,
        test: check,
        resolve: (line) => {
          clearTimeout(timer);
          resolve(line);
        },
      });
      this.wake();
    });
  }

  private wake(): void {
    this.waiters = this.waiters.filter((w) => {
      for (let i = w.from; i < this.lines.length; i++) {
        if (w.test(this.lines[i]!)) {
          w.resolve(this.lines[i]!);
          return false;
        }
      }
      return true;
    });
  }
}
