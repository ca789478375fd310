/** Timing helpers for the benchmarks: the median of repeated runs, capped by a time budget. */
import { performance } from 'node:perf_hooks';

/**
 * Runs `fn` at least once and then again until `budgetMs` has been spent or `maxRuns` reached;
 * returns the median wall time in milliseconds and the last value.
 */
export function timeMedian<T>(fn: () => T, budgetMs = 2000, maxRuns = 21): { ms: number; runs: number; value: T } {
  const times: number[] = [];
  let value: T;
  let spent = 0;
  do {
    const start = performance.now();
    value = fn();
    const ms = performance.now() - start;
    times.push(ms);
    spent += ms;
  } while (spent < budgetMs && times.length < maxRuns);
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)]!, runs: times.length, value };
}

/** Milliseconds for humans: `0.042 ms`, `12.3 ms`, `4.56 s`. */
export function formatMs(ms: number): string {
  if (ms >= 1000) return `${(ms / 1000).toFixed(2)} s`;
  if (ms >= 10) return `${ms.toFixed(1)} ms`;
  return `${ms.toFixed(3)} ms`;
}
