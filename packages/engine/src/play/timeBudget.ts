/**
 * How long to think about a move, from the clock as it stands: a share of the time left plus
 * most of the increment, never more than a fifth of what is left, and much less when short of
 * time, so that the engine never loses on time by thinking.
 */

/** The time for one move (ms from the start of the search). */
export interface TimeBudget {
  /** Aim: start no new iteration once it is unlikely to finish within this. */
  readonly softMs: number;
  /** Limit: the search stops here. At most `MAX_FRACTION` of the remaining time. */
  readonly hardMs: number;
}

/** The largest share of the remaining time one move may take. */
export const MAX_FRACTION = 0.2;
/** Moves still to play assumed in sudden death (no moves-to-go given). */
export const ASSUMED_MOVES_LEFT = 30;
/** Below this (remaining plus increment, ms) the engine plays fast: a twentieth of the time left at most. */
export const LOW_TIME_MS = 2_000;
/** Held back for messaging and the garbage collector: up to this many ms (and a tenth of the time left at most). */
export const RESERVE_MS = 50;

/**
 * The budget for a move with `remainingMs` on the clock, `incrementMs` added after the move, and
 * `movesToGo` moves until the next time control (undefined: sudden death). Negative or
 * non-finite inputs count as 0. Both limits are whole milliseconds, 0 when no time is left.
 */
export function timeBudget(remainingMs: number, incrementMs: number, movesToGo?: number): TimeBudget {
  const remaining = Number.isFinite(remainingMs) && remainingMs > 0 ? remainingMs : 0;
  const increment = Number.isFinite(incrementMs) && incrementMs > 0 ? incrementMs : 0;
  const usable = remaining - Math.min(RESERVE_MS, remaining / 10);
  const moves = movesToGo !== undefined && movesToGo >= 1 ? Math.min(50, Math.floor(movesToGo)) : ASSUMED_MOVES_LEFT;
  let hard = usable * MAX_FRACTION;
  let soft = Math.min(hard, usable / moves + 0.75 * increment);
  if (usable + increment < LOW_TIME_MS) {
    hard = Math.min(hard, usable / 20);
    soft = Math.min(soft, hard / 2);
  }
  hard = Math.min(hard, soft * 4);
  return { softMs: Math.floor(soft), hardMs: Math.floor(hard) };
}
