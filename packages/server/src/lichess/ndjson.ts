/**
 * An NDJSON response kept open (lichess's streams): one JSON object per line, and an empty line
 * whenever nothing else was written for `keepAliveMs` (lichess promises one every 7 s; clients
 * such as lichess-bot time out after 15 s of silence). A client that goes away is noticed on the
 * response (`close`), not on the request, whose `close` fires once its body is read.
 */
import type { FastifyReply } from 'fastify';
import type { TimeSource, Timer } from '../time.js';

/** Default silence before an empty line: under lichess's 7 s with room for a slow event loop. */
export const KEEP_ALIVE_MS = 6000;
/** A reader this far behind is too slow to follow: the stream is cut. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

export class NdjsonStream {
  private timer: Timer | null = null;
  private readonly closers: (() => void)[] = [];
  private isClosed = false;

  constructor(
    private readonly reply: FastifyReply,
    private readonly time: TimeSource,
    private readonly keepAliveMs: number = KEEP_ALIVE_MS,
  ) {
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'Content-Type': 'application/x-ndjson; charset=utf-8',
      'Cache-Control': 'no-cache, no-store',
      'X-Accel-Buffering': 'no',
      Connection: 'keep-alive',
    });
    res.on('close', () => this.closed());
    res.on('error', () => this.closed());
    // Headers now, so a client knows at once that the stream is open.
    res.flushHeaders();
    this.arm();
  }

  get open(): boolean {
    return !this.isClosed;
  }

  /** Writes one line; false once the stream is closed. */
  send(value: unknown): boolean {
    return this.write(`${JSON.stringify(value)}\n`);
  }

  /** Runs `fn` once when the stream closes, whoever closes it (at once if it is closed). */
  onClose(fn: () => void): void {
    if (this.isClosed) fn();
    else this.closers.push(fn);
  }

  /** Ends the stream (the server is done with it). */
  end(): void {
    if (this.isClosed) return;
    this.reply.raw.end();
    this.closed();
  }

  private write(text: string): boolean {
    if (this.isClosed) return false;
    const res = this.reply.raw;
    if (res.writableLength > MAX_BUFFERED_BYTES) {
      res.destroy();
      this.closed();
      return false;
    }
    res.write(text);
    this.arm();
    return true;
  }

  private arm(): void {
    this.timer?.cancel();
    if (this.isClosed) return;
    this.timer = this.time.setTimer(() => this.write('\n'), this.keepAliveMs);
  }

  private closed(): void {
    if (this.isClosed) return;
    this.isClosed = true;
    this.timer?.cancel();
    for (const fn of this.closers.splice(0)) {
      try {
        fn();
      } catch {
        // A closer's failure must not stop the others.
      }
    }
  }
}
