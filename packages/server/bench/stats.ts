/**
 * Latency histograms for the server benchmark: HdrHistogram (hdr-histogram-js) recording
 * microseconds with three significant digits, so a percentile is exact to 0.1 %. A worker sends
 * its histogram to the orchestrator as compressed base64; the orchestrator merges them.
 */
import hdr from 'hdr-histogram-js';
import type { Histogram } from 'hdr-histogram-js';

/** Percentiles of a latency distribution, in milliseconds (null: no sample). */
export interface LatencySummary {
  readonly count: number;
  readonly p50: number | null;
  readonly p99: number | null;
  readonly p999: number | null;
  readonly max: number | null;
}

/** A histogram of durations given in milliseconds (recorded in µs, up to an hour). Mutable. */
export class Latencies {
  readonly histogram: Histogram;

  constructor(histogram?: Histogram) {
    this.histogram =
      histogram ?? hdr.build({ lowestDiscernibleValue: 1, highestTrackableValue: 3_600_000_000, numberOfSignificantValueDigits: 3 });
  }

  /** Records one duration (ms; a negative one, from rounding, counts as 0). */
  record(ms: number): void {
    this.histogram.recordValue(Math.max(1, Math.round(ms * 1000)));
  }

  reset(): void {
    this.histogram.reset();
  }

  get count(): number {
    return this.histogram.totalCount;
  }

  /** The compressed base64 form, for sending to another process. */
  encode(): string {
    return hdr.encodeIntoCompressedBase64(this.histogram);
  }

  /** Adds the histograms other processes sent (`encode`). */
  addEncoded(encoded: string): void {
    this.histogram.add(hdr.decodeFromCompressedBase64(encoded));
  }

  summary(): LatencySummary {
    const h = this.histogram;
    if (h.totalCount === 0) return { count: 0, p50: null, p99: null, p999: null, max: null };
    const ms = (us: number) => Math.round(us) / 1000;
    return {
      count: h.totalCount,
      p50: ms(h.getValueAtPercentile(50)),
      p99: ms(h.getValueAtPercentile(99)),
      p999: ms(h.getValueAtPercentile(99.9)),
      max: ms(h.maxValue),
    };
  }
}

/** Merges encoded histograms into one summary. */
export function mergeLatencies(encoded: readonly string[]): LatencySummary {
  const all = new Latencies();
  for (const e of encoded) all.addEncoded(e);
  return all.summary();
}

/** Adds count maps (`{ code: n }`) into `into`. */
export function addCounts(into: Record<string, number>, more: Readonly<Record<string, number>>): void {
  for (const [k, n] of Object.entries(more)) into[k] = (into[k] ?? 0) + n;
}

/** A random draw from the triangular distribution on [min, max] with the given mode. */
export function triangular(min: number, mode: number, max: number, random: () => number = Math.random): number {
  const u = random();
  const cut = (mode - min) / (max - min);
  return u < cut ? min + Math.sqrt(u * (max - min) * (mode - min)) : max - Math.sqrt((1 - u) * (max - min) * (max - mode));
}

/** A random draw from the exponential distribution with the given mean (Poisson arrivals). */
export function exponential(mean: number, random: () => number = Math.random): number {
  return -mean * Math.log(1 - random());
}
