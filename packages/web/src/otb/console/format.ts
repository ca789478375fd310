/** Times as the console writes them. */

const two = (n: number): string => String(n).padStart(2, '0');

/**
 * An instant since the start or a remaining time: `m:ss.t` (`1:05.3`), `h:mm:ss.t` from an hour
 * on, tenths truncated (never more time than there was); a negative value keeps its sign.
 */
export function formatMs(ms: number): string {
  const sign = ms < 0 ? '−' : '';
  const tenths = Math.floor(Math.abs(ms) / 100);
  const s = Math.floor(tenths / 10);
  const h = Math.floor(s / 3600);
  const m = Math.floor(s / 60) % 60;
  return `${sign}${h > 0 ? `${h}:${two(m)}` : m}:${two(s % 60)}.${tenths % 10}`;
}

/**
 * Reads a time typed in the editor: `m:ss.t`, `h:mm:ss.t`, or seconds (`75.3`); `null` when it is
 * not one. Milliseconds are kept (`1:05.352`).
 */
export function parseTypedMs(text: string): number | null {
  const m = /^\s*(?:(?:(\d+):)?(\d+):)?(\d+)(?:\.(\d{1,3}))?\s*$/.exec(text);
  if (m === null) return null;
  const [, h, min, s, frac] = m;
  const hours = Number(h ?? 0);
  const minutes = Number(min ?? 0);
  const seconds = Number(s);
  if ((min !== undefined && seconds >= 60) || (h !== undefined && minutes >= 60)) return null;
  const ms = ((hours * 60 + minutes) * 60 + seconds) * 1000 + Number((frac ?? '').padEnd(3, '0'));
  return Number.isSafeInteger(ms) ? ms : null;
}
