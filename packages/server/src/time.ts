/**
 * Time as the server sees it, injected so tests control it: a monotonic clock for everything that
 * charges or schedules (never the wall clock, which can jump), the wall clock only for what is
 * stored and shown, and timers.
 */
import { performance } from 'node:perf_hooks';

/** A scheduled callback; `cancel` is idempotent. */
export interface Timer {
  cancel(): void;
}

export interface TimeSource {
  /** Monotonic milliseconds (fractional), only meaningful as differences. */
  monoMs(): number;
  /** Wall-clock milliseconds since the epoch. */
  wallMs(): number;
  /** Calls `fn` once, `delayMs` from now (at once when ≤ 0). */
  setTimer(fn: () => void, delayMs: number): Timer;
}

/** The real clocks: `performance.now()` and `Date.now()`, and `setTimeout`. */
export const systemTime: TimeSource = {
  monoMs: () => performance.now(),
  wallMs: () => Date.now(),
  setTimer(fn, delayMs) {
    const handle = setTimeout(fn, Math.max(0, Math.ceil(delayMs)));
    return { cancel: () => clearTimeout(handle) };
  },
};

/**
 * A clock tests move by hand: `advance(ms)` runs the timers that fall due, in order, each with
 * the clock set to its own instant.
 */
export class ManualTime implements TimeSource {
  private now: number;
  private wallOffset: number;
  private timers: { at: number; seq: number; fn: () => void; live: boolean }[] = [];
  private seq = 0;

  constructor(startMs = 1_000_000, wallStartMs = Date.UTC(2026, 10, 23, 12)) {
    this.now = startMs;
    this.wallOffset = wallStartMs - startMs;
  }

  monoMs(): number {
    return this.now;
  }

  wallMs(): number {
    return Math.floor(this.now + this.wallOffset);
  }

  setTimer(fn: () => void, delayMs: number): Timer {
    const t = { at: this.now + Math.max(0, delayMs), seq: this.seq++, fn, live: true };
    this.timers.push(t);
    return {
      cancel: () => {
        t.live = false;
      },
    };
  }

  /** Moves time forward by `ms`, running every timer that falls due on the way. */
  advance(ms: number): void {
    const end = this.now + ms;
    for (;;) {
      const due = this.timers.filter((t) => t.live && t.at <= end).sort((a, b) => a.at - b.at || a.seq - b.seq)[0];
      if (due === undefined) break;
      due.live = false;
      this.now = Math.max(this.now, due.at);
      due.fn();
    }
    this.timers = this.timers.filter((t) => t.live);
    this.now = end;
  }
}
