/**
 * Writing time controls: the PGN TimeControl tag and a human label.
 */
import type { Result } from '../result.js';
import { err, ok } from '../result.js';
import type { Period, TimeControl } from './timeControl.js';
import { parseTimeControl } from './parseTimeControl.js';

/** Why a control has no PGN TimeControl form. `period` is the 0-based period at fault. */
export interface PgnTimeControlError {
  readonly code: 'delay_has_no_pgn_form' | 'not_whole_seconds';
  readonly period: number;
  readonly message: string;
}

function pgnSeconds(ms: number, period: number, what: string): Result<string, PgnTimeControlError> {
  if (ms % 1000 !== 0) {
    return err({
      code: 'not_whole_seconds',
      period,
      message: `${what} of ${ms} ms is not a whole number of seconds, which PGN TimeControl cannot write`,
    });
  }
  return ok(String(ms / 1000));
}

/**
 * The PGN TimeControl tag value (PGN Standard §9.6.1): `?`, `-`, `*180`, or periods
 * `[moves/]seconds[+increment]` joined by `:` (increments inside earlier periods are the
 * common extension, e.g. `40/5400+30:1800+30`). PGN has no form for delays and counts whole
 * seconds, so such controls are an error rather than a wrong tag.
 * `parsePgnTimeControl(makePgnTimeControl(tc))` gives back `tc` whenever this succeeds.
 */
export function makePgnTimeControl(tc: TimeControl): Result<string, PgnTimeControlError> {
  switch (tc.kind) {
    case 'unknown':
      return ok('?');
    case 'untimed':
      return ok('-');
    case 'hourglass': {
      const s = pgnSeconds(tc.baseMs, 0, 'the hourglass time');
      return s.ok ? ok(`*${s.value}`) : s;
    }
    case 'periods': {
      const fields: string[] = [];
      for (const [i, p] of tc.periods.entries()) {
        if (p.delayKind !== null) {
          return err({
            code: 'delay_has_no_pgn_form',
            period: i,
            message: `period ${i + 1} has a ${p.delayMs / 1000} s ${p.delayKind === 'bronstein' ? 'Bronstein ' : ''}delay, which PGN TimeControl cannot express`,
          });
        }
        const base = pgnSeconds(p.baseMs, i, `period ${i + 1}'s time`);
        if (!base.ok) return base;
        const inc = pgnSeconds(p.incrementMs, i, `period ${i + 1}'s increment`);
        if (!inc.ok) return inc;
        fields.push(`${p.moves === null ? '' : `${p.moves}/`}${base.value}${p.incrementMs > 0 ? `+${inc.value}` : ''}`);
      }
      return ok(fields.join(':'));
    }
  }
}

/** A duration for people: `90 min`, `1 min 30 s`, `30 s`, `0.5 s`. */
export function formatDuration(ms: number): string {
  if (ms >= 60_000 && ms % 60_000 === 0) return `${ms / 60_000} min`;
  if (ms >= 60_000) return `${Math.floor(ms / 60_000)} min ${(ms % 60_000) / 1000} s`;
  return `${ms / 1000} s`;
}

function perMove(p: Period): string | null {
  if (p.delayKind === 'simple') return `${formatDuration(p.delayMs)} delay`;
  if (p.delayKind === 'bronstein') return `${formatDuration(p.delayMs)} Bronstein delay`;
  if (p.incrementMs > 0) return `+ ${formatDuration(p.incrementMs)} per move`;
  return null;
}

/**
 * A one-line English description: `3 min + 2 s per move`, `5 min, 5 s delay`,
 * `40 moves in 90 min, then 30 min, + 30 s per move from move 1`, `hourglass, 3 min each`.
 */
export function makeTimeControlLabel(tc: TimeControl): string {
  switch (tc.kind) {
    case 'unknown':
      return 'unknown time control';
    case 'untimed':
      return 'no time control';
    case 'hourglass':
      return `hourglass, ${formatDuration(tc.baseMs)} each`;
    case 'periods': {
      const extras = tc.periods.map(perMove);
      const uniform = extras.every((e) => e === extras[0]);
      const last = tc.periods.length - 1;
      const parts = tc.periods.map((p, i) => {
        let text = p.moves === null ? formatDuration(p.baseMs) : `${p.moves} moves in ${formatDuration(p.baseMs)}`;
        if (i === last && p.moves !== null) text += ', repeating';
        const extra = extras[i];
        if (!uniform && extra !== null && extra !== undefined) text += ` (${extra})`;
        return text;
      });
      let label = parts.join(', then ');
      const extra = extras[0];
      if (uniform && extra !== null && extra !== undefined) {
        const single = tc.periods.length === 1;
        label += single && extra.startsWith('+') ? ` ${extra}` : `, ${extra}`;
        if (!single) label += ' from move 1';
      }
      return label;
    }
  }
}

/** A number of ms in `unitMs` units as plain decimal digits: exact when the quotient has at most 6 decimals (ms are whole). */
function decimal(ms: number, unitMs: number): string {
  for (let k = 0, scale = 1; k <= 6; k++, scale *= 10) {
    if ((ms * scale) % unitMs !== 0) continue;
    const digits = String((ms * scale) / unitMs).padStart(k + 1, '0');
    return k === 0 ? digits : `${digits.slice(0, -k)}.${digits.slice(-k)}`;
  }
  return String(ms / unitMs);
}

/** One period in US Chess notation: `40/90`, `G/5`, with its per-move extra (`;inc2`, `;d3`, `;b5`). */
function periodText(p: Period): string {
  const base = decimal(p.baseMs, 60_000);
  const head = p.moves === null ? `G/${base}` : `${p.moves}/${base}`;
  if (p.delayKind === 'simple') return `${head};d${decimal(p.delayMs, 1000)}`;
  if (p.delayKind === 'bronstein') return `${head};b${decimal(p.delayMs, 1000)}`;
  if (p.incrementMs > 0) return `${head};inc${decimal(p.incrementMs, 1000)}`;
  return head;
}

/**
 * The control as text `parseTimeControl` reads back to the same control (the event language's
 * `tc`): `3+2` and `G/5;d3` shapes for one sudden-death period, US Chess notation with each
 * period's own increment or delay for several (`40/90;inc30, G/30;inc30`), `*180` for an
 * hourglass, `?` and `-`. Bases are written in minutes and per-move times in seconds, with
 * decimals where needed. A base of minutes has a finite decimal when it is a multiple of 3 ms;
 * otherwise the PGN form in seconds is used when it reads back. Only a control with such a base
 * and a delay or a fractional second has no exact text in any notation: it gets the nearest.
 */
export function makeTimeControlText(tc: TimeControl): string {
  switch (tc.kind) {
    case 'unknown':
      return '?';
    case 'untimed':
      return '-';
    case 'hourglass':
      return `*${decimal(tc.baseMs, 1000)}`;
    case 'periods': {
      const candidates: string[] = [];
      const only = tc.periods.length === 1 ? tc.periods[0] : null;
      if (only !== null && only.moves === null && only.delayKind === null) {
        candidates.push(`${decimal(only.baseMs, 60_000)}+${decimal(only.incrementMs, 1000)}`);
      }
      // US Chess 5E1 as the reader applies it: an extra written only on the last period is for every
      // period, so a period without one says `;inc0` when the last has one.
      const lastHasExtra = periodText(tc.periods[tc.periods.length - 1]!).includes(';');
      candidates.push(
        tc.periods
          .map((p, i) => {
            const text = periodText(p);
            return lastHasExtra && i < tc.periods.length - 1 && !text.includes(';') ? `${text};inc0` : text;
          })
          .join(', '),
      );
      const pgn = makePgnTimeControl(tc);
      if (pgn.ok) candidates.push(pgn.value);
      const exact = candidates.find((text) => sameControl(text, tc));
      return exact ?? candidates[0]!;
    }
  }
}

/** Whether `text` reads back as exactly `tc`. */
function sameControl(text: string, tc: TimeControl): boolean {
  const back = parseTimeControl(text);
  return back.ok && JSON.stringify(back.value) === JSON.stringify(tc);
}
