/**
 * The in-page probe of the premove bench: an init script that counts animation frames and wraps
 * `WebSocket` so that every message received (before the page's own handlers run) and every
 * message sent is logged with `performance.now()` and the frame number. The reaction time of a
 * premove is then "receipt of the message that played the previous premove" → "send of the next".
 */

/** One logged WebSocket message: when, in which animation frame, and its text. */
export interface ProbeEntry {
  readonly t: number;
  readonly frame: number;
  readonly data: string;
}

/** The probe's log, at `window.__ffProbe`. */
export interface ProbeLog {
  frame: number;
  received: ProbeEntry[];
  sent: ProbeEntry[];
}

/**
 * The init script (runs in the page before its own scripts). The receive listener is added in
 * the constructor, so it runs before any handler the page attaches afterwards; it only stores the
 * text (parsing is left to the bench, so the probe does not delay the page).
 */
export function installProbe(): void {
  const log: ProbeLog = { frame: 0, received: [], sent: [] };
  (window as unknown as { __ffProbe: ProbeLog }).__ffProbe = log;
  const tick = () => {
    log.frame++;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  const Native = window.WebSocket;
  class ProbedWebSocket extends Native {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      this.addEventListener('message', (e: MessageEvent) => {
        log.received.push({ t: performance.now(), frame: log.frame, data: typeof e.data === 'string' ? e.data : '' });
      });
    }
    override send(data: Parameters<WebSocket['send']>[0]): void {
      log.sent.push({ t: performance.now(), frame: log.frame, data: typeof data === 'string' ? data : '' });
      super.send(data);
    }
  }
  window.WebSocket = ProbedWebSocket;
}

/** One premove reaction: from receipt to send, and whether a frame was drawn in between. */
export interface Reaction {
  readonly ms: number;
  readonly sameFrame: boolean;
}

/** Median, 95th percentile and maximum of the reactions, and how many were sent in the same frame. */
export function summarize(rs: readonly Reaction[]): { n: number; median: number; p95: number; max: number; sameFrame: number } {
  const ms = rs.map((r) => r.ms).sort((a, b) => a - b);
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.max(0, Math.ceil(q * ms.length) - 1))] ?? NaN;
  return { n: ms.length, median: at(0.5), p95: at(0.95), max: ms[ms.length - 1] ?? NaN, sameFrame: rs.filter((r) => r.sameFrame).length };
}

/** A summary as one line. */
export function formatSummary(label: string, rs: readonly Reaction[]): string {
  const s = summarize(rs);
  return `${label.padEnd(44)} n=${String(s.n).padStart(2)}  median ${s.median.toFixed(2).padStart(6)} ms  p95 ${s.p95.toFixed(2).padStart(6)} ms  max ${s.max.toFixed(2).padStart(6)} ms  same frame ${s.sameFrame}/${s.n}`;
}
