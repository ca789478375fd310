/**
 * The rating-history chart's geometry: points in, an SVG path per series and the axis ticks out.
 * Pure, so it is tested without a browser; the component only draws what this returns.
 */

/** A rating at an instant. */
export interface RatingPoint {
  readonly at: number;
  readonly rating: number;
}

/** A chart's drawing: one path per series and the ticks of both axes. */
export interface ChartGeometry {
  readonly paths: readonly { readonly name: string; readonly d: string; readonly last: { x: number; y: number } | null }[];
  readonly yTicks: readonly { readonly y: number; readonly value: number }[];
  readonly xTicks: readonly { readonly x: number; readonly at: number }[];
}

/** Rounds a span to a "nice" step (1, 2 or 5 times a power of ten). */
export function niceStep(span: number, count: number): number {
  const raw = Math.max(span / Math.max(1, count), 1e-9);
  const p = 10 ** Math.floor(Math.log10(raw));
  const m = raw / p;
  return (m <= 1 ? 1 : m <= 2 ? 2 : m <= 5 ? 5 : 10) * p;
}

/**
 * Lays out `series` in a `width` × `height` box with `pad` px left for the axes. Time runs left
 * to right over the span of all points; ratings bottom to top, with a margin and nice ticks. A
 * single point is drawn as a dot-sized path.
 */
export function layoutChart(
  series: Readonly<Record<string, readonly RatingPoint[]>>,
  width: number,
  height: number,
  pad = 36,
): ChartGeometry {
  const all = Object.values(series).flat();
  if (all.length === 0) return { paths: [], yTicks: [], xTicks: [] };
  let t0 = Math.min(...all.map((p) => p.at));
  let t1 = Math.max(...all.map((p) => p.at));
  if (t1 === t0) {
    t0 -= 86_400_000;
    t1 += 86_400_000;
  }
  const rMin = Math.min(...all.map((p) => p.rating));
  const rMax = Math.max(...all.map((p) => p.rating));
  const step = niceStep(Math.max(50, rMax - rMin), 4);
  const lo = Math.floor((rMin - step / 2) / step) * step;
  const hi = Math.ceil((rMax + step / 2) / step) * step;
  const x = (at: number) => pad + ((at - t0) / (t1 - t0)) * (width - pad - 8);
  const y = (r: number) => 8 + (1 - (r - lo) / (hi - lo)) * (height - pad - 8);
  const paths = Object.entries(series)
    .filter(([, pts]) => pts.length > 0)
    .map(([name, pts]) => {
      const sorted = [...pts].sort((a, b) => a.at - b.at);
      const d = sorted.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p.at).toFixed(1)},${y(p.rating).toFixed(1)}`).join(' ');
      const lastP = sorted.at(-1);
      return { name, d, last: lastP === undefined ? null : { x: x(lastP.at), y: y(lastP.rating) } };
    });
  const yTicks = [];
  for (let v = lo; v <= hi; v += step) yTicks.push({ y: y(v), value: v });
  const xTicks = [0, 1, 2, 3].map((i) => {
    const at = t0 + ((t1 - t0) * i) / 3;
    return { x: x(at), at };
  });
  return { paths, yTicks, xTicks };
}
