/**
 * The text of a clock face on the over-the-board clock. Unlike the online clock (which truncates),
 * this face rounds **up** to its last shown digit: it never shows less time than the core's clock
 * holds, differs from it by less than one unit of the last digit, and reads `0:00.0` exactly when
 * the flag falls — not a millisecond before (FIDE 6.1: the flag is the indicator, so the face must
 * not show zero while time is left).
 */

/** Tenths are shown at or below this many ms left (10 s, as the DGT 3000 and lichess show them). */
export const TENTHS_AT_MS = 10_000;

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** The unit of the last digit the face shows for `ms` left: 100 ms in tenths, else 1,000 ms. */
export function faceUnitMs(ms: number, tenthsAtMs = TENTHS_AT_MS): number {
  return Math.max(0, ms) <= tenthsAtMs ? 100 : 1000;
}

/**
 * The face for `ms` left (negative reads as zero): `h:mm:ss` from an hour up, `m:ss` below, and
 * `m:ss.t` at or below `tenthsAtMs`; always rounded up to the shown unit, so the shown time `s`
 * satisfies `ms ≤ s < ms + unit`, and `0:00.0` only for `ms ≤ 0`.
 */
export function faceText(ms: number, tenthsAtMs = TENTHS_AT_MS): string {
  const left = Math.max(0, ms);
  if (left <= tenthsAtMs) {
    const tenths = Math.ceil(left / 100);
    const s = Math.floor(tenths / 10);
    return `${Math.floor(s / 60)}:${pad2(s % 60)}.${tenths % 10}`;
  }
  const total = Math.ceil(left / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor(total / 60) % 60;
  const s = total % 60;
  return h > 0 ? `${h}:${pad2(m)}:${pad2(s)}` : `${m}:${pad2(s)}`;
}

/** A delay still to run, in seconds and tenths rounded up (`3.0`, `0.1`; `0.0` once used up). */
export function delayText(ms: number): string {
  const tenths = Math.ceil(Math.max(0, ms) / 100);
  return `${Math.floor(tenths / 10)}.${tenths % 10}`;
}

/** The time a face shows, in ms (the inverse of `faceText` on its own output: the value it stands for). */
export function shownMs(ms: number, tenthsAtMs = TENTHS_AT_MS): number {
  const left = Math.max(0, ms);
  const unit = faceUnitMs(left, tenthsAtMs);
  return Math.ceil(left / unit) * unit;
}
