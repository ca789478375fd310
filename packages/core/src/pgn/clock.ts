/**
 * Clock annotations in PGN comments: `[%clk 0:02:59.3]` (the mover's remaining time after the move)
 * and `[%emt 0:00:01.2]` (the time the move took), as written by lichess, chess.com and most GUIs.
 */

const CLOCK_PATTERN = /^(\d+):(\d+)(?::(\d+))?(?:\.(\d+))?$/;

/**
 * Parses a clock value into milliseconds: `h:mm:ss`, `h:mm:ss.s` (any number of fraction digits;
 * beyond milliseconds they are truncated) or `mm:ss(.s)`. Minutes and seconds below the leading field
 * must be under 60. Returns `undefined` for anything else, and for a time whose milliseconds are not
 * a safe integer (over 2,501,999,792 hours, about 285,000 years: `99999999999:00:00`), so the result
 * is always an integer from 0 to `Number.MAX_SAFE_INTEGER`.
 */
export function parsePgnTime(text: string): number | undefined {
  const m = CLOCK_PATTERN.exec(text.trim());
  if (!m) return undefined;
  const [, a, b, c, frac] = m;
  let hours = 0;
  let minutes: number;
  let seconds: number;
  if (c !== undefined) {
    if (b!.length > 2 || c.length > 2) return undefined;
    hours = Number(a);
    minutes = Number(b);
    seconds = Number(c);
    if (minutes >= 60) return undefined;
  } else {
    if (b!.length > 2) return undefined;
    minutes = Number(a);
    seconds = Number(b);
  }
  if (seconds >= 60) return undefined;
  const ms = frac === undefined ? 0 : Number((frac + '00').slice(0, 3));
  const total = ((hours * 60 + minutes) * 60 + seconds) * 1000 + ms;
  // A huge leading field would give an inexact (or infinite) count of milliseconds.
  return Number.isSafeInteger(total) ? total : undefined;
}

/**
 * Formats milliseconds as `h:mm:ss.s`. The tenths are truncated toward zero, never rounded up, so a
 * written clock never shows more time than the player had (179 999 ms → `0:02:59.9`). Negative or
 * non-finite values are written as `0:00:00.0` (a flagged clock shows zero).
 */
export function makePgnTime(ms: number): string {
  const tenths = ms > 0 && Number.isFinite(ms) ? Math.floor(ms / 100) : 0;
  const t = tenths % 10;
  const totalSeconds = Math.floor(tenths / 10);
  const s = totalSeconds % 60;
  const m = Math.floor(totalSeconds / 60) % 60;
  const h = Math.floor(totalSeconds / 3600);
  return `${h}:${m < 10 ? '0' : ''}${m}:${s < 10 ? '0' : ''}${s}.${t}`;
}

/** The clock data of a comment and the comment's remaining text. */
export interface PgnClockComment {
  clockMs?: number;
  emtMs?: number;
  /** The comment without its `[%clk]`/`[%emt]` commands, trimmed (may be empty). */
  text: string;
}

/**
 * Takes the `[%clk …]` and `[%emt …]` commands out of a comment's text. Each command is removed with
 * the whitespace that follows it, and the rest is trimmed; other commands (`[%eval …]`) stay in the
 * text. A command whose value does not parse stays in the text. When a command repeats, the last wins.
 * Linear time in the comment's length, whatever it holds.
 */
export function parseClockComment(comment: string): PgnClockComment {
  const result: PgnClockComment = { text: comment.trim() };
  if (comment.indexOf('[%') < 0) return result;
  let out = '';
  let from = 0;
  let at = comment.indexOf('[%', 0);
  while (at >= 0) {
    const kind = comment.slice(at + 2, at + 5);
    const sep = comment.charCodeAt(at + 5);
    if ((kind === 'clk' || kind === 'emt') && (sep === 32 || sep === 9 || sep === 10)) {
      // The value runs to the first character a clock cannot hold; it is a command only if that is
      // the `]`. Searching for the `]` itself would rescan the rest of the comment for every `[%`
      // (quadratic time when many `[%clk ` have no `]`); this scan stops before the next `[`.
      let close = at + 6;
      while (close < comment.length && isClockChar(comment.charCodeAt(close))) close++;
      const ms = comment.charCodeAt(close) === 93 ? parsePgnTime(comment.slice(at + 6, close)) : undefined;
      if (ms !== undefined) {
        if (kind === 'clk') result.clockMs = ms;
        else result.emtMs = ms;
        out += comment.slice(from, at);
        from = close + 1;
        while (from < comment.length && isSpace(comment.charCodeAt(from))) from++;
        at = comment.indexOf('[%', from);
        continue;
      }
    }
    at = comment.indexOf('[%', at + 2);
  }
  result.text = (out + comment.slice(from)).trim();
  return result;
}

/** Builds a comment body `[%clk 0:02:59.3] [%emt 0:00:01.2] text` from what is present, in that order. */
export function makeClockComment(comment: { readonly clockMs?: number; readonly emtMs?: number; readonly text?: string }): string {
  const parts: string[] = [];
  if (comment.clockMs !== undefined) parts.push(`[%clk ${makePgnTime(comment.clockMs)}]`);
  if (comment.emtMs !== undefined) parts.push(`[%emt ${makePgnTime(comment.emtMs)}]`);
  if (comment.text !== undefined && comment.text !== '') parts.push(comment.text);
  return parts.join(' ');
}

const isSpace = (c: number): boolean => c === 32 || c === 9 || c === 10 || c === 13;

/**
 * Digits, `:`, `.` and whitespace: the characters of a clock value as `parsePgnTime` reads it (it
 * trims its input). Anything else makes the value unreadable, so the scan may stop there.
 */
const isClockChar = (c: number): boolean => (c >= 48 && c <= 58) || c === 46 || c <= 32 || (c > 127 && /\s/.test(String.fromCharCode(c)));
