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
