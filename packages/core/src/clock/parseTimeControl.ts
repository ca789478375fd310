/**
 * Reading time controls from what people type and what files carry.
 *
 * `parseTimeControl` accepts every notation listed below and refuses anything else with a
 * message naming what is wrong; `parsePgnTimeControl` is the strict PGN-tag reader.
 *
 * - online: `3+2`, `3|2`, `½+0`, `¼+0`, `0.5+0`, `0+1` (base in minutes, increment in seconds);
 * - US Chess (5B): `G/5`, `G/5;d5`, `G/5 d/5`, `G/3;inc2`, `G/3 inc/2`, `G/3+2`, `G/1;b5`
 *   (Bronstein), `40/90, SD/30 d/5`, `40/90, G/30;inc30`;
 * - FIDE: `90+30`, `40/90+30, 30+30`;
 * - PGN TimeControl (PGN Standard §9.6.1): `?`, `-`, `300`, `4500+60`, `40/9000`, `*180`, and
 *   `:`-separated periods with increments inside them (`40/5400+30:1800+30`).
 */
import { oneLine, quote } from '../text.js';
import type { Result } from '../result.js';
import { err, ok } from '../result.js';
import type { DelayKind, Period, TimeControl } from './timeControl.js';
import { TIME_CONTROL_LIMITS } from './timeControl.js';

/** Why a time control was refused. Stable codes; `message` names the offending part. */
export const TIME_CONTROL_ERROR_CODES = [
  'empty',
  'syntax',
  'negative',
  'out_of_range',
  'not_whole_ms',
  'delay_and_increment',
  'sudden_death_not_last',
  'no_time',
] as const;
/** The stable code of a refused time control (`TIME_CONTROL_ERROR_CODES`). */
export type TimeControlErrorCode = (typeof TIME_CONTROL_ERROR_CODES)[number];

/** A refused time control: the whole `input`, the offending `fragment`, and a human `message`. */
export interface TimeControlError {
  readonly code: TimeControlErrorCode;
  readonly input: string;
  readonly fragment: string;
  readonly message: string;
}

/**
 * A bare `a+b` or `n/a` whose base `a` is a whole number above this is read as PGN seconds
 * (`4500+60`, `40/9000`); up to it, as minutes (`90+30`, `40/90`). No human notation writes a
 * base above 180 minutes (lichess's cap), and no PGN base at or below it outside fast online
 * games: use {@link parsePgnTimeControl} for PGN tags, where every number is seconds.
 */
export const PGN_SECONDS_ABOVE = 180;

const MS_PER_MINUTE = 60_000n;
const MS_PER_SECOND = 1_000n;

/** An exact non-negative decimal as typed: `num / den`. */
interface Amount {
  readonly num: bigint;
  readonly den: bigint;
  readonly text: string;
  /** Written as plain digits (no decimal point, no fraction sign). */
  readonly whole: boolean;
}

type Extra = { readonly kind: 'increment' | DelayKind; readonly amount: Amount; readonly text: string };

/** A period as written, before units are decided. */
interface RawPeriod {
  readonly text: string;
  readonly moves: Amount | null;
  /** `G/` or `SD/`: US sudden death, always minutes. */
  readonly suddenDeathWord: boolean;
  readonly base: Amount;
  readonly extra: Extra | null;
}

type Parsed<T> = Result<T, TimeControlError>;

const FRACTIONS: Readonly<Record<string, bigint>> = { '¼': 1n, '½': 2n, '¾': 3n };

class Reader {
  pos = 0;
  constructor(
    readonly text: string,
    readonly input: string,
  ) {}
  get done(): boolean {
    return this.pos >= this.text.length;
  }
  peek(): string {
    return this.text[this.pos] ?? '';
  }
  fail(code: TimeControlErrorCode, fragment: string, message: string): { ok: false; error: TimeControlError } {
    return err({ code, input: this.input, fragment, message: `time control ${quote(this.input)}: ${oneLine(message)}` });
  }
  /** Reads `12`, `0.5`, `½`, `1½`; `undefined` when no number starts here. */
  amount(): Amount | undefined {
    const m = /^(\d*)([¼½¾])|^(\d+)(?:\.(\d+))?/.exec(this.text.slice(this.pos));
    if (m === null) return undefined;
    this.pos += m[0].length;
    if (m[2] !== undefined) {
      const whole = BigInt(m[1] === '' || m[1] === undefined ? '0' : m[1]);
      return { num: whole * 4n + FRACTIONS[m[2]]!, den: 4n, text: m[0], whole: false };
    }
    const decimals = m[4] ?? '';
    const den = 10n ** BigInt(decimals.length);
    return { num: BigInt(m[3]!) * den + BigInt(decimals === '' ? '0' : decimals), den, text: m[0], whole: decimals === '' };
  }
  /** Reads a number that must follow `after`, with a precise complaint when it does not. */
  required(what: string, after: string): Parsed<Amount> {
    const c = this.peek();
    if (c === '-') {
      const m = /^-[\d.¼½¾]*/.exec(this.text.slice(this.pos))![0];
      return this.fail('negative', m, `${what} '${m}' after '${after}' is negative`);
    }
    if (c === '+' || c === '|') return this.fail('syntax', c, `unexpected '${c}' after '${after}' (expected ${what})`);
    const a = this.amount();
    if (a === undefined) {
      return c === ''
        ? this.fail('syntax', after, `'${after}' must be followed by ${what}`)
        : this.fail('syntax', c, `expected ${what} after '${after}', found '${c}'`);
    }
    return ok(a);
  }
}

/** Lower-cases, collapses spaces and drops the ones around punctuation. */
function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/ ?([+|/,;:*]) ?/g, '$1');
}

const EXTRA_WORDS: Readonly<Record<string, Extra['kind']>> = {
  d: 'simple',
  delay: 'simple',
  b: 'bronstein',
  inc: 'increment',
};

/** One period in online, US Chess or FIDE notation. */
function readPeriod(r: Reader): Parsed<RawPeriod> {
  const start = r.pos;
  let moves: Amount | null = null;
  let suddenDeathWord = false;
  let base: Amount;
  const word = /^(g|sd)\//.exec(r.text.slice(r.pos));
  if (word !== null) {
    r.pos += word[0].length;
    suddenDeathWord = true;
    const b = r.required('the minutes', word[0].toUpperCase());
    if (!b.ok) return b;
    base = b.value;
  } else {
    const c = r.peek();
    if (c === '-') {
      const m = /^-[\d.¼½¾]*/.exec(r.text.slice(r.pos))![0];
      return r.fail('negative', m, `the time '${m}' is negative`);
    }
    const first = r.amount();
    if (first === undefined) return r.fail('syntax', c, c === '' ? 'no time is given' : `expected a time, found '${c}'`);
    if (r.peek() === '/') {
      r.pos++;
      moves = first;
      const b = r.required('the time', `${first.text}/`);
      if (!b.ok) return b;
      base = b.value;
    } else {
      base = first;
    }
  }
  let extra: Extra | null = null;
  while (!r.done) {
    const c = r.peek();
    const at = r.pos;
    let kind: Extra['kind'];
    let after: string;
    if (c === ';' || c === ' ') {
      r.pos++;
      continue;
    } else if (c === '+' || c === '|') {
      r.pos++;
      kind = 'increment';
      after = c;
    } else if (/[a-z]/.test(c)) {
      const w = /^[a-z]+/.exec(r.text.slice(r.pos))![0];
      const k = EXTRA_WORDS[w];
      if (k === undefined) return r.fail('syntax', w, `unknown '${w}' after the time (expected d, b or inc)`);
      r.pos += w.length;
      if (r.peek() === '/') r.pos++;
      else if (r.peek() === ' ') r.pos++;
      kind = k;
      after = r.text.slice(at, r.pos).trim();
    } else {
      return r.fail('syntax', c, `unexpected '${c}' in '${r.text.slice(start)}'`);
    }
    const what = kind === 'increment' ? 'the increment in seconds' : 'the delay in seconds';
    const amount = r.required(what, after);
    if (!amount.ok) return amount;
    const text = r.text.slice(at, r.pos);
    if (extra !== null) {
      return extra.kind === 'increment' && kind === 'increment'
        ? r.fail('syntax', text, `'${text}' is a second increment`)
        : r.fail(
            'delay_and_increment',
            text,
            `'${extra.text}' and '${text}': a period takes one delay or one increment, not both (US Chess 5A)`,
          );
    }
    extra = { kind, amount: amount.value, text };
  }
  return ok({ text: r.text.slice(start), moves, suddenDeathWord, base, extra });
}

/** `amount × unit` in whole milliseconds, within `maxMs`. */
function toMs(r: Reader, amount: Amount, unitMs: bigint, what: string, unitName: string, maxMs: number): Parsed<number> {
  const scaled = amount.num * unitMs;
  if (scaled % amount.den !== 0n) {
    return r.fail('not_whole_ms', amount.text, `${what} '${amount.text}' ${unitName} is not a whole number of milliseconds`);
  }
  const ms = scaled / amount.den;
  if (ms > BigInt(maxMs)) {
    return r.fail('out_of_range', amount.text, `${what} '${amount.text}' ${unitName} is more than the limit of ${formatLimit(maxMs)}`);
  }
  return ok(Number(ms));
}

const formatLimit = (ms: number): string => (ms % 3_600_000 === 0 ? `${ms / 3_600_000} h` : `${ms / 1000} s`);

function toPeriod(r: Reader, raw: RawPeriod, baseUnit: 'minutes' | 'seconds', extra: Extra | null): Parsed<Period> {
  let moves: number | null = null;
  if (raw.moves !== null) {
    const m = raw.moves;
    if (!m.whole || m.num < 1n || m.num > BigInt(TIME_CONTROL_LIMITS.maxMoves)) {
      return r.fail('out_of_range', m.text, `the move count '${m.text}' must be a whole number from 1 to ${TIME_CONTROL_LIMITS.maxMoves}`);
    }
    moves = Number(m.num);
  }
  const unitMs = baseUnit === 'minutes' ? MS_PER_MINUTE : MS_PER_SECOND;
  const baseMs = toMs(r, raw.base, unitMs, 'the time', baseUnit, TIME_CONTROL_LIMITS.maxBaseMs);
  if (!baseMs.ok) return baseMs;
  let incrementMs = 0;
  let delayMs = 0;
  let delayKind: DelayKind | null = null;
  if (extra !== null) {
    const what = extra.kind === 'increment' ? 'the increment' : 'the delay';
    const ms = toMs(r, extra.amount, MS_PER_SECOND, what, 'seconds', TIME_CONTROL_LIMITS.maxPerMoveMs);
    if (!ms.ok) return ms;
    if (extra.kind === 'increment') incrementMs = ms.value;
    else if (ms.value > 0) {
      delayMs = ms.value;
      delayKind = extra.kind;
    }
  }
  return ok({ moves, baseMs: baseMs.value, incrementMs, delayMs, delayKind });
}

/** Checks what holds for the whole list: sudden death last, a bounded count, some time to play. */
function finish(r: Reader, raws: readonly RawPeriod[], periods: readonly Period[]): Parsed<TimeControl> {
  if (periods.length > TIME_CONTROL_LIMITS.maxPeriods) {
    return r.fail('out_of_range', r.text, `${periods.length} periods is more than the limit of ${TIME_CONTROL_LIMITS.maxPeriods}`);
  }
  for (let i = 0; i < periods.length - 1; i++) {
    if (periods[i]!.moves === null) {
      const text = raws[i]!.text;
      return r.fail('sudden_death_not_last', text, `'${text}' is for the rest of the game, so it must be the last period`);
    }
  }
  const first = periods[0]!;
  if (first.baseMs === 0 && first.incrementMs === 0 && first.delayMs === 0) {
    return r.fail('no_time', raws[0]!.text, `'${raws[0]!.text}' gives no time at all`);
  }
  return ok({ kind: 'periods', periods: periods as [Period, ...Period[]] });
}

/** Hourglass `*seconds`, in the normalized text. */
function readHourglass(r: Reader): Parsed<TimeControl> {
  r.pos = 1;
  const a = r.required('the seconds', '*');
  if (!a.ok) return a;
  if (!r.done) return r.fail('syntax', r.text.slice(r.pos), `unexpected '${r.text.slice(r.pos)}' after '*${a.value.text}'`);
  if (!a.value.whole) return r.fail('syntax', a.value.text, `'*${a.value.text}': PGN seconds must be whole`);
  const baseMs = toMs(r, a.value, MS_PER_SECOND, 'the time', 'seconds', TIME_CONTROL_LIMITS.maxBaseMs);
  if (!baseMs.ok) return baseMs;
  if (baseMs.value === 0) return r.fail('no_time', r.text, `'${r.text}' gives no time at all`);
  return ok({ kind: 'hourglass', baseMs: baseMs.value });
}

/** PGN periods `[moves/]seconds[+increment]` separated by `:`; every number whole seconds. */
function readPgnPeriods(r: Reader): Parsed<TimeControl> {
  const raws: RawPeriod[] = [];
  const periods: Period[] = [];
  for (const field of r.text.split(':')) {
    if (field === '') return r.fail('syntax', r.text, `an empty period in '${r.text}'`);
    const sub = new Reader(field, r.input);
    const raw = readPeriod(sub);
    if (!raw.ok) return raw;
    const p = raw.value;
    const fraction = [p.moves, p.base, p.extra?.amount].find((a) => a !== undefined && a !== null && !a.whole);
    if (fraction) return r.fail('syntax', fraction.text, `'${fraction.text}' in '${field}': PGN times are whole seconds`);
    if (!/^(\d+\/)?\d+(\+\d+)?$/.test(field)) {
      return r.fail('syntax', field, `'${field}' is not a PGN period (moves/seconds+increment; PGN has no delays)`);
    }
    raws.push(p);
    const period = toPeriod(r, p, 'seconds', p.extra);
    if (!period.ok) return period;
    periods.push(period.value);
  }
  return finish(r, raws, periods);
}

/**
 * Reads a PGN TimeControl tag value (PGN Standard §9.6.1, with the common extension of
 * increments in any period). Every number is whole seconds: `180+2` is 3 minutes + 2 seconds.
 */
export function parsePgnTimeControl(text: string): Result<TimeControl, TimeControlError> {
  const t = text.trim();
  const r = new Reader(t, text);
  if (t === '') return r.fail('empty', '', 'the time control is empty');
  if (t === '?') return ok({ kind: 'unknown' });
  if (t === '-') return ok({ kind: 'untimed' });
  if (/\s/.test(t)) return r.fail('syntax', t, 'a PGN time control has no spaces');
  if (t.startsWith('*')) return readHourglass(r);
  return readPgnPeriods(r);
}

/**
 * Reads a time control in any notation listed at the top of this file.
 *
 * Units: in online, FIDE and US notation bases are minutes and increments and delays seconds.
 * A `:`-list, `*n` and a bare whole number are PGN (seconds); a single `a+b` or `n/a` is PGN
 * when `a` is a whole number above {@link PGN_SECONDS_ABOVE}. In a `,`-list the delay or
 * increment written only after the last period applies to every period (US Chess 5E1: "from
 * move 1 … the same in every segment"; FIDE controls give the increment "from move 1").
 */
export function parseTimeControl(text: string): Result<TimeControl, TimeControlError> {
  const t = normalize(text);
  const r = new Reader(t, text);
  if (t === '') return r.fail('empty', '', 'the time control is empty');
  if (t === '?') return ok({ kind: 'unknown' });
  if (t === '-') return ok({ kind: 'untimed' });
  if (t.startsWith('*')) return readHourglass(r);
  if (t.includes(':')) return readPgnPeriods(r);

  const texts = t.split(',');
  const raws: RawPeriod[] = [];
  for (const part of texts) {
    if (part === '') return r.fail('syntax', t, `an empty period in '${t}'`);
    const sub = new Reader(part, text);
    const raw = readPeriod(sub);
    if (!raw.ok) return raw;
    raws.push(raw.value);
  }

  if (raws.length === 1) {
    const p = raws[0]!;
    const pgnShaped = !p.suddenDeathWord && p.base.whole && (p.extra === null || (p.extra.text.startsWith('+') && p.extra.amount.whole));
    const bare = p.moves === null && p.extra === null;
    if (bare && !p.base.whole) {
      return r.fail('syntax', p.base.text, `a bare number is a PGN time in whole seconds; write '${p.base.text}+0' for minutes`);
    }
    const seconds = pgnShaped && (bare || p.base.num > BigInt(PGN_SECONDS_ABOVE));
    const period = toPeriod(r, p, seconds ? 'seconds' : 'minutes', p.extra);
    if (!period.ok) return period;
    return finish(r, raws, [period.value]);
  }

  // US Chess 5E1: an increment or delay written once, after the last period, is for the whole game.
  const last = raws[raws.length - 1]!;
  const spread = raws.slice(0, -1).every((p) => p.extra === null) ? last.extra : null;
  const periods: Period[] = [];
  for (const raw of raws) {
    const period = toPeriod(r, raw, 'minutes', raw.extra ?? spread);
    if (!period.ok) return period;
    periods.push(period.value);
  }
  return finish(r, raws, periods);
}
