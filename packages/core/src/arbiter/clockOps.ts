/**
 * Clock settings an arbiter makes that are not a player's press (FIDE 7.1: after an
 * irregularity "the arbiter shall … adjust the times"): handing the running clock to a side
 * without a completed move, and reinstating the clocks of the moment before an illegal move.
 * Built on the clock module's operations and its documented, immutable `Clock` fields.
 */
import type { Clock } from '../clock/clock.js';
import { adjust, pause, resume, signedRemainingMs } from '../clock/clock.js';
import type { Color } from '../types.js';
import { opposite } from '../types.js';
import { must } from './core.js';

/** Time the side to move has used in its current turn at `t`. */
export function turnTimeMs(clock: Clock, t: number): number {
  return clock.turnUsedMs + (clock.status === 'running' ? Math.max(0, t - clock.atMs) : 0);
}

/** The clock stopped at `t` (as it is when not running). */
function stoppedAt(clock: Clock, t: number): Clock {
  if (clock.status === 'running') return must(pause(clock, t));
  return { ...clock, atMs: Math.max(t, clock.atMs), status: 'paused' };
}

/**
 * The running clock handed to `to` at `t` without a move being completed: no move counted and
 * no increment earned (a press back after a press without a move, US Chess 11C / 8F7).
 */
export function handOver(clock: Clock, to: Color, t: number): Clock {
  if (clock.status === 'running' && clock.turn === to) return clock;
  const stopped = stoppedAt(clock, t);
  return must(resume({ ...stopped, turn: to, turnUsedMs: 0 }, stopped.atMs));
}

/**
 * The clocks after an irregularity is corrected at `t`: back to the clock as it was just before
 * the irregular press (`before`, taken at `irregularAt`), so the offender's turn runs on from
 * where it stopped and the moves counted match the reinstated position. The times are set by
 * hand: the claimant keeps what he has now plus `penaltyMs` (FIDE 7.5.5), the offender keeps what
 * he has now less what the irregular press gave him when `takeBackGain` (Arbiters' Manual 2025 on
 * 7.5: the increment earned by the illegal move is removed).
 */
export function reinstateClock(
  current: Clock,
  before: Clock,
  after: Clock,
  offender: Color,
  irregularAt: number,
  t: number,
  penaltyMs: number,
  takeBackGain: boolean,
): Clock {
  const claimant = opposite(offender);
  let base = stoppedAt(before, irregularAt);
  if (base.turn !== offender) base = { ...base, turn: offender, turnUsedMs: 0 };
  const gain = Math.max(0, signedRemainingMs(after, offender, irregularAt) - signedRemainingMs(base, offender, irregularAt));
  const targetOffender = signedRemainingMs(current, offender, t) - (takeBackGain ? gain : 0);
  const targetClaimant = signedRemainingMs(current, claimant, t) + penaltyMs;
  base = must(adjust(base, offender, targetOffender - signedRemainingMs(base, offender, irregularAt), irregularAt));
  base = must(adjust(base, claimant, targetClaimant - signedRemainingMs(base, claimant, irregularAt), irregularAt));
  return must(resume(base, t));
}
