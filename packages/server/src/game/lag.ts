/**
 * Lag compensation: lichess's token bucket (research online-clock-lichess.md §1.5). Each side
 * has a quota of milliseconds the server may refund for network lag. A move refunds
 * `min(lag, quota)`; the quota then grows by the per-move gain, capped at 7 gains. The gain is
 * `min(1 s, 4 ms × estimated game seconds + 150 ms)` (lichess's `quotaGain`: 0.4 × seconds + 15 centiseconds), lowered to the
 * trusted round trip the server measured with WebSocket ping frames + 140 ms, so a client that
 * lies about its lag gains at most its quota. The quota starts at 3 gains. docs/protocol.md
 * documents it.
 */

/** The largest per-move quota gain for a game whose estimated duration is `estimateMs`. */
export function maxQuotaGainMs(estimateMs: number): number {
  return Math.min(1000, Math.round(((0.4 * estimateMs) / 1000) * 10) + 150);
}

/** What the server trusts beyond the measured round trip: the cost of processing on slow devices. */
export const CPU_LAG_MS = 140;

/** One side's lag quota. Mutable; owned by one live game. */
export class LagTracker {
  readonly gainMaxMs: number;
  readonly quotaMaxMs: number;
  quotaMs: number;
  /** Compensation granted so far (for reports). */
  totalCompMs = 0;

  constructor(estimateMs: number, quotaMs?: number) {
    this.gainMaxMs = maxQuotaGainMs(estimateMs);
    this.quotaMaxMs = 7 * this.gainMaxMs;
    this.quotaMs = quotaMs === undefined ? 3 * this.gainMaxMs : Math.min(Math.max(0, quotaMs), this.quotaMaxMs);
  }

  /**
   * A move with `lagMs` of claimed lag (≥ 0); `trustedRttMs` is the server-measured round trip
   * (null when unknown: the full gain). Returns the compensation granted.
   */
  onMove(lagMs: number, trustedRttMs: number | null): number {
    const lag = Number.isFinite(lagMs) ? Math.max(0, lagMs) : 0;
    const comp = Math.min(lag, this.quotaMs);
    const gain = trustedRttMs === null ? this.gainMaxMs : Math.min(this.gainMaxMs, trustedRttMs + CPU_LAG_MS);
    this.quotaMs = Math.min(this.quotaMs + gain - comp, this.quotaMaxMs);
    this.totalCompMs += comp;
    return comp;
  }

  /** How long after a flag the server waits for a move in flight: `min(quota, 2 s)`. */
  graceMs(): number {
    return Math.min(this.quotaMs, 2000);
  }
}
