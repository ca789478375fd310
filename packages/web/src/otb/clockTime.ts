/**
 * Exact clock times as people type them on the over-the-board pages: the clock's arbiter setting
 * a side's time (FIDE 6.10.2) and the console editing an event's instant. `4:59`, `1:30:00`,
 * `0:09.5`, `45` (seconds) or `45,25`; milliseconds are kept, so what `clockTimeText` writes reads
 * back to the same instant. Pure.
 */

/** The largest time the clock's arbiter may set a side to: a day, as one `add-time` event can give. */
export const MAX_SET_MS = 24 * 60 * 60 * 1000;

/**
 * Milliseconds for `h:mm:ss(.mmm)`, `m:ss(.mmm)` or `s(.mmm)` (a comma for the point too); null
 * when the text is not a clock time or is over `maxMs`.
 */
export function parseClockTime(text: string, maxMs: number): number | null {
  const m = /^\s*(?:(?:(\d+):)?(\d+):)?(\d+)(?:[.,](\d{1,3}))?\s*$/.exec(text);
  if (m === null) return null;
  const [, h, min, s, frac] = m;
  if ((h !== undefined || min !== undefined) && Number(s) >= 60) return null;
  if (h !== undefined && Number(min) >= 60) return null;
  const ms = ((Number(h ?? 0) * 60 + Number(min ?? 0)) * 60 + Number(s)) * 1000 + Number((frac ?? '').padEnd(3, '0'));
  return Number.isSafeInteger(ms) && ms <= maxMs ? ms : null;
}

/** The exact time: `h:mm:ss.mmm` with the fraction's trailing zeros dropped (`4:59.5`, `0:00`, `1:30:00`, `0:08.008`). */
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
