/**
 * A per-input time guard for property tests. Not part of the library.
 */
import assert from 'node:assert/strict';

/** Generous per-input bound of the property tests: far above any honest input's time (milliseconds). */
export const INPUT_GUARD_MS = 2000;

/**
 * Runs `fn` and fails when it took longer than `ms` (default {@link INPUT_GUARD_MS}): a guard against
 * inputs that take super-linear time, not a speed target. It cannot stop a call that never returns
 * (the property runs on the test's thread); `inWorker` can.
 */
export function withinMs<T>(fn: () => T, what: string, ms: number = INPUT_GUARD_MS): T {
  const started = performance.now();
  const value = fn();
  const took = performance.now() - started;
  assert.ok(took < ms, `${what} took ${Math.round(took)} ms (guard: ${ms} ms)`);
  return value;
}
