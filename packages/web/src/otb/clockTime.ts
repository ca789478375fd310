/**
 * Reading what the arbiter types when setting a clock (FIDE 6.10.2): `4:59`, `1:30:00`, `0:09.5`,
 * `45` (seconds) or `45.5`. Pure.
 */

/** The largest time a clock may be set to: a day, as one `add-time` event can give. */
export const MAX_SET_MS = 24 * 60 * 60 * 1000;

/** Milliseconds for `h:mm:ss(.t)`, `m:ss(.t)` or `s(.t)`; null when the text is not a clock time (or over a day). */
export function parseClockTime(text: string): number | null {
  const m = /^\s*(?:(?:(\d{1,2}):)?(\d{1,3}):)?(\d{1,5})(?:[.,](\d{1,3}))?\s*$/.exec(text);
  if (m === null) return null;
  const [, h, min, s, frac] = m;
  if ((h !== undefined || min !== undefined) && Number(s) >= 60) return null;
  if (h !== undefined && Number(min) >= 60) return null;
  const fracMs = frac === undefined ? 0 : Math.round(Number(`0.${frac}`) * 1000);
  const ms = ((Number(h ?? 0) * 60 + Number(min ?? 0)) * 60 + Number(s)) * 1000 + fracMs;
  return ms <= MAX_SET_MS ? ms : null;
}

/** The exact time in the arbiter's field: `h:mm:ss.mmm` trimmed (`4:59.5`, `0:00`, `1:30:00`). */
export function clockTimeText(ms: number): string {
  const v = Math.max(0, Math.round(ms));
  const frac = v % 1000;
  const total = Math.floor(v / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor(total / 60) % 60;
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  const main = h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
  return frac === 0 ? main : `${main}.${String(frac).padStart(3, '0').replace(/0+$/, '')}`;
}
