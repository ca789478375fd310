/**
 * Tag pairs: the Seven Tag Roster, the standard `Termination` values, and reading/writing one
 * `[Name "value"]` pair with the `\"` and `\\` escapes (PGN standard 8.1).
 */

import { indexIn } from './lines.js';
import { showToken } from './show.js';

/** The Seven Tag Roster in export order (PGN standard 8.1.1). */
export const SEVEN_TAG_ROSTER = ['Event', 'Site', 'Date', 'Round', 'White', 'Black', 'Result'] as const;
/** A tag of the Seven Tag Roster. */
export type RosterTag = (typeof SEVEN_TAG_ROSTER)[number];

/** The value written for a roster tag the game does not have (PGN standard 8.1.1). */
export const ROSTER_DEFAULTS: Readonly<Record<RosterTag, string>> = {
  Event: '?',
  Site: '?',
  Date: '????.??.??',
  Round: '?',
  White: '?',
  Black: '?',
  Result: '*',
};

/** The values of the `Termination` tag defined by the PGN standard (9.8.1). */
export const PGN_TERMINATIONS = [
  'abandoned',
  'adjudication',
  'death',
  'emergency',
  'normal',
  'rules infraction',
  'time forfeit',
  'unterminated',
] as const;
/** A `Termination` tag value the PGN standard defines. */
export type PgnTermination = (typeof PGN_TERMINATIONS)[number];

/** One tag pair scanned from a line, and where scanning stopped. */
export interface ScannedTag {
  /** The tag name; empty when none could be read (the pair is then unusable). */
  readonly name: string;
  readonly value: string;
  /** The index just after the pair (after its `]` when there is one). */
  readonly next: number;
  /** What was wrong, when something was; the name and value are still the best reading. */
  readonly problem?: string;
}

const isWs = (c: number): boolean => c === 32 || c === 9 || c === 0xfeff || c === 11 || c === 12 || c === 0xa0;

/**
 * Scans the tag pair that starts with the `[` at `text[start]` and ends before `end` (one input line).
 * Tolerant: a missing `]` or closing quote, or an unquoted value, are reported as `problem` and the
 * value is still read.
 */
export function scanTagPair(text: string, start: number, end: number): ScannedTag {
  let i = start + 1;
  while (i < end && isWs(text.charCodeAt(i))) i++;
  const nameStart = i;
  for (; i < end; i++) {
    const c = text.charCodeAt(i);
    if (isWs(c) || c === 34 /* " */ || c === 93 /* ] */) break;
  }
  const name = text.slice(nameStart, i);
  while (i < end && isWs(text.charCodeAt(i))) i++;
  if (text.charCodeAt(i) !== 34 || i >= end) {
    const close = indexIn(text, 93, i, end);
    const stop = close >= 0 ? close : end;
    const value = text.slice(i, stop).trim();
    const problem = name === '' ? 'tag pair without a name' : `the value of tag ${showToken(name)} is not quoted`;
    return { name, value, next: stop < end ? stop + 1 : end, problem };
  }
  i++;
  let value = '';
  let from = i;
  let closed = false;
  for (; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 92 /* \ */ && i + 1 < end) {
      const d = text.charCodeAt(i + 1);
      if (d === 34 || d === 92) {
        value += text.slice(from, i);
        from = i + 1;
        i++;
      }
    } else if (c === 34) {
      closed = true;
      break;
    }
  }
  value += text.slice(from, i);
  if (!closed) return { name, value, next: end, problem: `the value of tag ${showToken(name)} has no closing quote` };
  i++;
  while (i < end && isWs(text.charCodeAt(i))) i++;
  if (i < end && text.charCodeAt(i) === 93)
    return name === '' ? { name, value, next: i + 1, problem: 'tag pair without a name' } : { name, value, next: i + 1 };
  const close = indexIn(text, 93, i, end);
  const next = close >= 0 ? close + 1 : end;
  return { name, value, next, problem: `tag ${showToken(name)} is not closed by ]` };
}

/**
 * Writes one tag pair line `[Name "value"]`, escaping `\` and `"`. Line breaks in the value become
 * spaces (a tag pair is one line). The name is written as given: it must be a PGN symbol
 * (letters, digits, `_`).
 */
export function makeTagPair(name: string, value: string): string {
  let escaped = '';
  for (let i = 0; i < value.length; i++) {
    const ch = value[i]!;
    if (ch === '\\' || ch === '"') escaped += '\\' + ch;
    else if (ch === '\n' || ch === '\r') escaped += ' ';
    else escaped += ch;
  }
  return `[${name} "${escaped}"]`;
}
