/**
 * Rate limits as token buckets keyed by who and what (`login:ip`, `move:socket` …): `burst`
 * requests at once, refilled at `perSecond`. Time comes from the server's time source.
 */
export interface Limit {
  readonly burst: number;
  readonly perSecond: number;
}

/** The server's limits. */
export const LIMITS = {
  /** Every WebSocket message of one socket. */
  message: { burst: 40, perSecond: 20 },
  /** Password attempts per IP. */
  login: { burst: 10, perSecond: 1 / 30 },
  /** Accounts created per IP. */
  signup: { burst: 5, perSecond: 1 / 600 },
  seek: { burst: 10, perSecond: 1 / 3 },
  challenge: { burst: 10, perSecond: 1 / 3 },
  chat: { burst: 5, perSecond: 1 / 2 },
  /** Moves and premoves of one person (a game's turn order limits them anyway). */
  move: { burst: 20, perSecond: 10 },
  /** HTTP requests per IP. */
  http: { burst: 100, perSecond: 50 },
} as const satisfies Record<string, Limit>;

export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(private readonly nowMs: () => number) {}

  /** Takes one token; false when the bucket is empty. Returns ms until the next token when refused. */
  take(key: string, limit: Limit): { ok: true } | { ok: false; retryMs: number } {
    const now = this.nowMs();
    const b = this.buckets.get(key) ?? { tokens: limit.burst, at: now };
    b.tokens = Math.min(limit.burst, b.tokens + ((now - b.at) / 1000) * limit.perSecond);
    b.at = now;
    this.buckets.set(key, b);
    if (this.buckets.size > 100_000) this.prune(now);
    if (b.tokens >= 1) {
      b.tokens -= 1;
      return { ok: true };
    }
    return { ok: false, retryMs: Math.ceil(((1 - b.tokens) / limit.perSecond) * 1000) };
  }

  /** Forgets full buckets (they behave as new ones). */
  private prune(now: number): void {
    for (const [k, b] of this.buckets) if (now - b.at > 3_600_000) this.buckets.delete(k);
  }
}
