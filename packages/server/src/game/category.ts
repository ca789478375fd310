/**
 * How long a game is expected to last, and its rating category, for every control the core
 * reads (lichess only knows base + increment: its estimate is base + 40 × increment; here a
 * delay counts like an increment and later periods' bases count when they fall within the
 * first 40 moves).
 */
import type { TimeControl } from '@flagfall/core/clock';

export type Category = 'bullet' | 'blitz' | 'rapid' | 'classical';

/** The expected duration of one side's time in ms (base + 40 × per-move time, generalised). */
export function estimateMs(control: TimeControl): number {
  if (control.kind === 'hourglass') return control.baseMs;
  if (control.kind !== 'periods') return 0;
  let moves = 0;
  let total = 0;
  for (const p of control.periods) {
    if (moves >= 40) break;
    total += p.baseMs;
    const span = p.moves === null ? 40 - moves : Math.min(p.moves, 40 - moves);
    total += span * (p.incrementMs + p.delayMs);
    moves += span;
  }
  return total;
}

/** The rating category (lichess thresholds; ultra-bullet counts as bullet), or null when untimed. */
export function categoryOf(control: TimeControl): Category | null {
  if (control.kind !== 'periods' && control.kind !== 'hourglass') return null;
  const e = estimateMs(control);
  if (e < 180_000) return 'bullet';
  if (e < 480_000) return 'blitz';
  if (e < 1_500_000) return 'rapid';
  return 'classical';
}

/** Seconds the first mover has before an unplayed game is aborted (lichess's table, research §1.9). */
export function firstMoveMs(control: TimeControl): number {
  const e = estimateMs(control);
  if (e < 30_000) return 15_000;
  if (e < 180_000) return 20_000;
  if (e < 480_000) return 25_000;
  if (e < 1_500_000) return 30_000;
  return 35_000;
}

/** How long a player must be gone, on their own turn, before the opponent may claim. */
export function absenceClaimMs(control: TimeControl): number {
  const e = estimateMs(control);
  if (e < 180_000) return 10_000;
  if (e < 480_000) return 15_000;
  if (e < 1_500_000) return 30_000;
  return 60_000;
}
