/**
 * Which speed category a control falls in, under each body's own rule.
 */
import type { PeriodsControl, TimeControl } from './timeControl.js';

/** FIDE categories (Laws 2023 A.1, B.1, glossary "standard"). */
export const FIDE_CATEGORIES = ['blitz', 'rapid', 'standard'] as const;
/** A FIDE time-control category (`FIDE_CATEGORIES`). */
export type FideCategory = (typeof FIDE_CATEGORIES)[number];

/** US Chess rating systems (Rule 5C); `unrated` when no system takes the control. */
export const USCF_CATEGORIES = ['blitz', 'quick', 'dual', 'regular', 'unrated'] as const;
/** A US Chess time-control category (`USCF_CATEGORIES`). */
export type UscfCategory = (typeof USCF_CATEGORIES)[number];

/** lichess speeds (scalachess `Speed`), correspondence aside. */
export const LICHESS_CATEGORIES = ['ultrabullet', 'bullet', 'blitz', 'rapid', 'classical'] as const;
/** A lichess speed category (`LICHESS_CATEGORIES`). */
export type LichessCategory = (typeof LICHESS_CATEGORIES)[number];

const MINUTE = 60_000;

/**
 * Every period's base added once, plus `weight` times the first period's per-move time
 * (increment or delay, counted alike), in milliseconds.
 */
function weightedMs(tc: PeriodsControl, weight: number): number {
  const first = tc.periods[0];
  const bases = tc.periods.reduce((sum, p) => sum + p.baseMs, 0);
  return bases + weight * (first.incrementMs + first.delayMs);
}

/**
 * FIDE: base + 60 × increment, a delay counted like an increment (glossary: "increment … in
 * either delay or cumulative mode"); blitz ≤ 10 min (B.1), rapid > 10 and < 60 min (A.1),
 * standard ≥ 60 min. Multi-period controls add every period's base. An hourglass counts its
 * base. `null` for an unknown control or none.
 */
export function classifyFide(tc: TimeControl): FideCategory | null {
  let totalMs: number;
  if (tc.kind === 'periods') totalMs = weightedMs(tc, 60);
  else if (tc.kind === 'hourglass') totalMs = tc.baseMs;
  else return null;
  if (totalMs <= 10 * MINUTE) return 'blitz'; // FIDE B.1
  if (totalMs < 60 * MINUTE) return 'rapid'; // FIDE A.1
  return 'standard';
}

/**
 * US Chess 5C: minutes plus seconds of delay or increment counted as minutes ("G/60 d/5 =
 * 60+5 = 65"), every period's minutes added and the seconds counted once. Blitz 5–10 inclusive
 * with a primary time of at least 3 minutes; quick over 10 and under 30 in a single sudden-death
 * control; dual 30–65 inclusive; regular over 65. Quick, dual and regular need a primary time of
 * at least 5 minutes (5C). Anything else, an hourglass or no clock is `unrated`; `null` when
 * the control is unknown.
 */
export function classifyUscf(tc: TimeControl): UscfCategory | null {
  if (tc.kind === 'unknown') return null;
  if (tc.kind !== 'periods') return 'unrated';
  const totalMs = weightedMs(tc, 60);
  const primaryMs = tc.periods[0].baseMs;
  const singleSuddenDeath = tc.periods.length === 1 && tc.periods[0].moves === null;
  if (totalMs >= 5 * MINUTE && totalMs <= 10 * MINUTE) return primaryMs >= 3 * MINUTE ? 'blitz' : 'unrated';
  if (primaryMs < 5 * MINUTE) return 'unrated';
  if (totalMs > 10 * MINUTE && totalMs < 30 * MINUTE) return singleSuddenDeath ? 'quick' : 'unrated';
  if (totalMs >= 30 * MINUTE && totalMs <= 65 * MINUTE) return 'dual';
  if (totalMs > 65 * MINUTE) return 'regular';
  return 'unrated';
}

/**
 * lichess: estimated seconds = base + 40 × increment; ultrabullet < 30 s, bullet < 180 s,
 * blitz < 480 s, rapid < 1500 s, classical otherwise. Defined only for a single sudden-death
 * period without delay; `null` for anything else.
 */
export function classifyLichess(tc: TimeControl): LichessCategory | null {
  if (tc.kind !== 'periods' || tc.periods.length !== 1) return null;
  const p = tc.periods[0];
  if (p.moves !== null || p.delayKind !== null) return null;
  const estimateMs = p.baseMs + 40 * p.incrementMs;
  if (estimateMs < 30_000) return 'ultrabullet';
  if (estimateMs < 180_000) return 'bullet';
  if (estimateMs < 480_000) return 'blitz';
  if (estimateMs < 1_500_000) return 'rapid';
  return 'classical';
}
