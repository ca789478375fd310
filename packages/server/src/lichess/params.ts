/**
 * Reading the lichess API's parameters: from a JSON or form body or the query, where `null`
 * means absent (berserk sends explicit nulls), booleans as lichess writes them, and clocks in
 * lichess's units or as one of our time controls (`tc`).
 */
import { parseTimeControl, type TimeControl } from '@flagfall/core';
import { field } from '../http/reply.js';
import { Lobby } from '../lobby/lobby.js';

export type Read<T> = { ok: true; value: T } | { ok: false; error: string };
const fail = (error: string): { ok: false; error: string } => ({ ok: false, error });

/** A parameter from the body, else the query; null and '' count as absent. */
export function param(body: unknown, query: unknown, name: string): unknown {
  const b = field(body, name);
  if (b !== undefined && b !== null && b !== '') return b;
  const q = field(query, name);
  return q === null || q === '' ? undefined : q;
}

/** lichess's yes/no spellings: yes|no, true|false, 1|0 (any case). */
export function readYesNo(text: unknown): boolean | null {
  if (typeof text === 'boolean') return text;
  if (typeof text === 'number') return text === 1 ? true : text === 0 ? false : null;
  if (typeof text !== 'string') return null;
  const t = text.toLowerCase();
  if (t === 'yes' || t === 'true' || t === '1') return true;
  if (t === 'no' || t === 'false' || t === '0') return false;
  return null;
}

/** An optional boolean parameter (absent: `fallback`). */
export function readFlag(v: unknown, name: string, fallback: boolean): Read<boolean> {
  if (v === undefined) return { ok: true, value: fallback };
  const b = readYesNo(v);
  return b === null ? fail(`${name}: true or false`) : { ok: true, value: b };
}

export function readColor(v: unknown): Read<'white' | 'black' | 'random'> {
  if (v === undefined) return { ok: true, value: 'random' };
  if (v === 'white' || v === 'black' || v === 'random') return { ok: true, value: v };
  return fail('color: white, black or random');
}

/** A number parameter (JSON number or text). */
function num(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v !== 'string' || v.trim() === '' || v.length > 20) return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
}

/**
 * The starting time of a clock asked for with no base (lichess's `0+1`): lichess starts such a
 * clock at the increment, and at least 3 s (scalachess `Clock.Config.initTime`), or the first
 * move on a running clock would lose on time. Here it is rounded up to a multiple of 3 s, the
 * bases lichess's notation (decimal minutes) writes exactly: 3 s for `0+1` to `0+3`, as on
 * lichess; 6 s for `0+4` to `0+6` (lichess: the increment).
 */
export function zeroBaseStartS(incrementS: number): number {
  return 3 * Math.ceil(Math.max(incrementS, 3) / 3);
}

/** A time control as written for the core, with its reading. */
export interface ReadClock {
  readonly tc: string;
  readonly control: TimeControl;
}

/**
 * The clock of a challenge or seek: our `tc` (any notation the core reads: `3+2`, `G/5;d3`,
 * `40/90+30, 30+30`), else lichess's base and increment in `limitUnit` (seconds for challenges,
 * minutes for seeks) and increment seconds (a base of 0 starts at `zeroBaseStartS`). `days`
 * (correspondence) is refused: games here are played with a clock.
 */
export function readClock(
  body: unknown,
  query: unknown,
  o: { readonly limitName: string; readonly limitUnitS: number; readonly incrementName: string },
): Read<ReadClock> {
  const tcText = param(body, query, 'tc');
  if (tcText !== undefined) {
    if (typeof tcText !== 'string') return fail('tc: a time control such as 3+2 or G/5;d3');
    const c = Lobby.readControl(tcText);
    if (!c.ok) return fail(`tc: ${c.error.message}`);
    return { ok: true, value: { tc: tcText, control: c.value } };
  }
  if (param(body, query, 'days') !== undefined) return fail('days: correspondence games are not played here; give a clock');
  const limitRaw = param(body, query, o.limitName);
  const incRaw = param(body, query, o.incrementName);
  if (limitRaw === undefined && incRaw === undefined) {
    return fail(`${o.limitName} and ${o.incrementName} are required (or tc): unlimited games are not played here`);
  }
  const limit = num(limitRaw ?? 0);
  const inc = num(incRaw ?? 0);
  const limitS = limit === null ? null : limit * o.limitUnitS;
  if (limitS === null || limitS < 0 || limitS > 10_800)
    return fail(`${o.limitName}: a number of ${o.limitUnitS === 60 ? 'minutes from 0 to 180' : 'seconds from 0 to 10800'}`);
  if (inc === null || inc < 0 || inc > 180 || !Number.isInteger(inc)) return fail(`${o.incrementName}: whole seconds from 0 to 180`);
  if (limitS === 0 && inc === 0) return fail(`${o.limitName} and ${o.incrementName} cannot both be 0`);
  const baseS = limitS === 0 ? zeroBaseStartS(inc) : limitS;
  // Written in lichess's notation (minutes + seconds), which the core reads back exactly.
  const text = `${baseS / 60}+${inc}`;
  const parsed = parseTimeControl(text);
  const first = parsed.ok && parsed.value.kind === 'periods' ? parsed.value.periods[0] : null;
  if (!parsed.ok || first === null || first.baseMs !== Math.round(baseS * 1000)) {
    return fail(
      `${o.limitName}: ${limitS} s is not a clock this server can write as minutes; use 15, 30, 45, 90 or whole minutes, or give tc`,
    );
  }
  return { ok: true, value: { tc: text, control: parsed.value } };
}
