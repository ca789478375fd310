/**
 * The instants of a game's moves, recovered from a PGN's clock comments (for `eventsFromPgn`).
 *
 * A `[%clk]` is the mover's remaining time after his press. With the control known, the main time
 * a move cost is `before − clk + increment (+ the next period's base)`, and the time it took is
 * that cost plus the move's delay (simple or Bronstein: the clock charges `max(0, used − delay)`
 * either way). That is exact up to the rounding of the written clocks, and the rounding does not
 * accumulate: a move's instant is off by at most the rounding of the two clocks that bound it.
 * Only when a move cost nothing within its delay can the clock not tell how long it took: the
 * `[%emt]` says it when present, otherwise the time is an estimate (half the delay).
 *
 * When both comments are present they are solved together: every clock and every elapsed time
 * is read as an interval (the written value and whatever the writer's rounding hid) and the
 * instants chosen lie in all of them at once, so a PGN this arbiter wrote reads back to events
 * that write the same clocks and elapsed times again. A clock higher than the control allows is
 * time given (an arbiter's `add-time`); an `[%emt]` that contradicts the clocks is not followed.
 */
import { periodForMove, type TimedControl } from '../clock/timeControl.js';
import type { FirstMovePolicy } from '../clock/clock.js';
import { opposite, type ByColor, type Color } from '../types.js';

/** One ply's clock comments: the mover, his clock after the press, and the time the move took. */
export interface PlyClock {
  readonly side: Color;
  readonly clockMs?: number;
  readonly emtMs?: number;
}

/** Time the control does not account for, given to `side` during its turn before ply `ply`. */
export interface AddedTime {
  readonly ply: number;
  readonly side: Color;
  readonly ms: number;
}

/** The recovered instants and what had to be inferred on the way. */
export interface MoveTimes {
  /** The instant of each ply's press, in ms since the start (non-decreasing). */
  readonly t: readonly number[];
  /** Time the clocks show beyond what the control gives: an arbiter's (or opponent's) gift. */
  readonly added: readonly AddedTime[];
  /** Plies whose duration is an estimate: no clock change within the delay and no `[%emt]`. */
  readonly estimated: readonly number[];
  /** Plies whose `[%emt]` contradicts the clocks (the clocks were followed). */
  readonly emtIgnored: readonly number[];
  /** Plies whose `[%clk]` could not be followed (a clock that did not run, or a little more time than possible). */
  readonly clockIgnored: readonly number[];
}

const INF = Number.POSITIVE_INFINITY;

interface Interval {
  readonly lo: number;
  readonly hi: number;
}

const meet = (a: Interval, b: Interval): Interval | null => {
  const lo = Math.max(a.lo, b.lo);
  const hi = Math.min(a.hi, b.hi);
  return lo <= hi ? { lo, hi } : null;
};

/** How finely a list of written times is rounded: whole seconds, tenths, hundredths, or milliseconds. */
function resolution(values: readonly number[]): number {
  if (values.length >= 4 && values.every((v) => v % 1000 === 0)) return 1000;
  if (values.every((v) => v % 100 === 0)) return 100;
  if (values.every((v) => v % 10 === 0)) return 10;
  return 1;
}

/** One ply of one side's chain, with what the control says about it. */
interface Step {
  readonly ply: number;
  /** The clock runs during the ply (online, neither side's first move does). */
  readonly runs: boolean;
  /** The delay of the move (0 when none). */
  readonly delayMs: number;
  /** Added at the press besides the time used: the increment and a new period's base. */
  readonly gainMs: number;
  readonly clockMs?: number;
  readonly emtMs?: number;
}

/** What solving one side's chain decided for each of its steps. */
interface Solved {
  readonly usedMs: number[];
  readonly added: AddedTime[];
  readonly estimated: number[];
  readonly emtIgnored: number[];
  readonly clockIgnored: number[];
  /** Lower is better: time additions, then ignored clocks, then ignored elapsed times. */
  readonly cost: number;
}

/** How the writer rounded its clocks: down (`trunc`, as this arbiter and most GUIs write) or to the nearest (`round`). */
type Rounding = 'trunc' | 'round';

function clockInterval(clockMs: number | undefined, rounding: Rounding, res: number): Interval {
  if (clockMs === undefined) return { lo: -INF, hi: INF };
  const hi = rounding === 'trunc' ? clockMs + res - 1 : clockMs + Math.ceil(res / 2) - 1;
  // A clock at zero may hide any time below it: a flag fell during the move.
  if (clockMs === 0) return { lo: -INF, hi };
  return { lo: rounding === 'trunc' ? clockMs : clockMs - Math.floor(res / 2), hi };
}

/** The main time a step may cost (`max(0, used − delay)`), as its `[%emt]` bounds it; `null` without one. */
function costFromEmt(step: Step, res: number): Interval | null {
  if (step.emtMs === undefined) return null;
  return { lo: Math.max(0, step.emtMs - step.delayMs), hi: Math.max(0, step.emtMs + res - 1 - step.delayMs) };
}

/**
 * Solves one side's chain: the clock after each step (`after = before − cost + gain`) must lie in
 * its written interval, each cost in its `[%emt]`'s. A forward pass narrows the possible clocks,
 * a backward pass picks one path through them (the lowest clock each time, the nearest to what
 * was written).
 */
function solveChain(steps: readonly Step[], startMs: number, rounding: Rounding, res: number, side: Color): Solved {
  const feasible: Interval[] = [];
  const costs: Interval[] = [];
  const breaks = new Set<number>();
  const emtIgnored: number[] = [];
  const clockIgnored: number[] = [];
  let before: Interval = { lo: startMs, hi: startMs };
  for (let j = 0; j < steps.length; j++) {
    const s = steps[j]!;
    const written = clockInterval(s.clockMs, rounding, res);
    let cost: Interval = s.runs ? (costFromEmt(s, res) ?? { lo: 0, hi: INF }) : { lo: 0, hi: 0 };
    const reach = (c: Interval): Interval => ({ lo: before.lo - c.hi + s.gainMs, hi: before.hi - c.lo + s.gainMs });
    let after = meet(reach(cost), written);
    if (after === null && s.runs && s.emtMs !== undefined) {
      emtIgnored.push(s.ply);
      cost = { lo: 0, hi: INF };
      after = meet(reach(cost), written);
    }
    if (after === null && (!s.runs || written.lo - reach(cost).hi <= res)) {
      // A clock that did not run, or a clock a rounding step above what is possible (a writer
      // that rounds otherwise, a lag allowance): the clock is not followed here.
      clockIgnored.push(s.ply);
      const r = reach(cost);
      after = s.runs ? { lo: r.hi, hi: r.hi } : r;
      if (s.runs) cost = { lo: cost.lo, hi: cost.lo };
    }
    if (after === null) {
      // More time than the control gives: time was added during this turn.
      // Any cost fits then: the one the `[%emt]` gives, else none.
      breaks.add(j);
      if (emtIgnored.at(-1) === s.ply) emtIgnored.pop();
      cost = costFromEmt(s, res) ?? { lo: 0, hi: 0 };
      after = written;
    }
    feasible.push(after);
    costs.push(cost);
    before = after;
  }
  const usedMs: number[] = new Array<number>(steps.length).fill(0);
  const added: AddedTime[] = [];
  const estimated: number[] = [];
  let afterMs = steps.length > 0 ? feasible[steps.length - 1]!.lo : startMs;
  for (let j = steps.length - 1; j >= 0; j--) {
    const s = steps[j]!;
    const cost = costs[j]!;
    const prev: Interval = j > 0 ? feasible[j - 1]! : { lo: startMs, hi: startMs };
    let beforeMs: number;
    let costMs: number;
    if (breaks.has(j)) {
      beforeMs = prev.lo;
      costMs = cost.lo;
      added.push({ ply: s.ply, side, ms: afterMs - (beforeMs - costMs + s.gainMs) });
    } else {
      const range = meet({ lo: afterMs - s.gainMs + cost.lo, hi: afterMs - s.gainMs + cost.hi }, prev);
      // The forward pass guarantees a way back; anything else is a bug.
      if (range === null) throw new Error(`moveTimes: no clock before ply ${s.ply} leads to the one after it`);
      beforeMs = range.lo;
      costMs = beforeMs - afterMs + s.gainMs;
    }
    if (!s.runs) usedMs[j] = s.emtMs ?? 0;
    else if (costMs > 0) usedMs[j] = costMs + s.delayMs;
    else if (s.emtMs !== undefined && s.emtMs <= s.delayMs && !emtIgnored.includes(s.ply)) usedMs[j] = s.emtMs;
    else {
      // Nothing charged: the move took at most the delay, and nothing says how long.
      usedMs[j] = Math.floor(s.delayMs / 2);
      if (s.delayMs > 0) estimated.push(s.ply);
    }
    afterMs = beforeMs;
  }
  return {
    usedMs,
    added: added.reverse(),
    estimated: estimated.reverse(),
    emtIgnored,
    clockIgnored,
    cost: breaks.size * 10_000 + clockIgnored.length * 100 + emtIgnored.length,
  };
}

/** Whether ply `ply` is played on a running clock: online, the clocks start after both first moves. */
const clockRuns = (ply: number, firstMove: FirstMovePolicy): boolean => firstMove === 'otb' || ply >= 2;

/** The chains of a periods control: each side's steps with the control's terms. */
function chains(plies: readonly PlyClock[], controls: ByColor<TimedControl>, firstMove: FirstMovePolicy): ByColor<Step[]> {
  const out: ByColor<Step[]> = { white: [], black: [] };
  plies.forEach((p, ply) => {
    const control = controls[p.side];
    if (control.kind !== 'periods') throw new Error('moveTimes: chains need a periods control');
    const n = out[p.side].length + 1;
    const slot = periodForMove(control, n);
    const runs = clockRuns(ply, firstMove);
    const nextBase = slot.lastMove === n ? periodForMove(control, n + 1).period.baseMs : 0;
    out[p.side].push({
      ply,
      runs,
      delayMs: runs ? slot.period.delayMs : 0,
      gainMs: (runs ? slot.period.incrementMs : 0) + nextBase,
      ...(p.clockMs !== undefined ? { clockMs: p.clockMs } : {}),
      ...(p.emtMs !== undefined ? { emtMs: p.emtMs } : {}),
    });
  });
  return out;
}

/**
 * An hourglass: the mover's clock after his press is what he had less the time used, which the
 * opponent gains. Both sides' clocks depend on every move, so the chains are solved move by move:
 * the time used lies in what the written clock allows (and the `[%emt]`'s interval when they
 * meet), taken in the middle. The clocks come out as written; an elapsed time may come out one
 * rounding step off.
 */
function hourglassTimes(plies: readonly PlyClock[], baseMs: number, firstMove: FirstMovePolicy, res: number): MoveTimes {
  const main: ByColor<number> = { white: baseMs, black: baseMs };
  const t: number[] = [];
  const added: AddedTime[] = [];
  const emtIgnored: number[] = [];
  const clockIgnored: number[] = [];
  let now = 0;
  plies.forEach((p, ply) => {
    let used = p.emtMs ?? 0;
    if (clockRuns(ply, firstMove)) {
      const m = main[p.side];
      const byClock = clockInterval(p.clockMs, 'trunc', res);
      const allowed: Interval = { lo: Math.max(0, m - byClock.hi), hi: m - byClock.lo };
      const byEmt: Interval | null = p.emtMs === undefined ? null : { lo: p.emtMs, hi: p.emtMs + res - 1 };
      let range = meet(allowed, byEmt ?? { lo: 0, hi: INF });
      if (range === null && byEmt !== null) {
        emtIgnored.push(ply);
        range = meet(allowed, { lo: 0, hi: INF });
      }
      if (range === null) {
        // More time than the hourglass holds: time was added during this turn.
        used = byEmt?.lo ?? 0;
        added.push({ ply, side: p.side, ms: byClock.lo - (m - used) });
        main[p.side] = byClock.lo + used;
      } else {
        used = range.hi === INF ? range.lo : Math.floor((range.lo + range.hi) / 2);
      }
      main[p.side] -= used;
      main[opposite(p.side)] += used;
    } else if (p.clockMs !== undefined && p.clockMs !== main[p.side]) clockIgnored.push(ply);
    now += used;
    t.push(now);
  });
  return { t, added, estimated: [], emtIgnored, clockIgnored };
}

/**
 * The instant of each ply's press (ms since the start) from the plies' clock comments, under
 * `controls` (each side's control) with the clock started `firstMove` (`otb`: the first mover's
 * clock runs from 0; `online`: neither first move uses time). Every ply needs a `[%clk]` or an
 * `[%emt]` (the caller checks). See the module comment for what is exact and what is estimated.
 */
export function moveTimes(plies: readonly PlyClock[], controls: ByColor<TimedControl>, firstMove: FirstMovePolicy): MoveTimes {
  const white = controls.white;
  const running = plies.filter((_, ply) => clockRuns(ply, firstMove));
  // One writer writes both comments alike: the rounding seen across all of them (more values, fewer coincidences).
  const res = resolution(running.flatMap((p) => [p.clockMs, p.emtMs].filter((v) => v !== undefined)));
  if (white.kind === 'hourglass') return hourglassTimes(plies, white.baseMs, firstMove, res);
  const steps = chains(plies, controls, firstMove);
  const startOf = (side: Color): number => {
    const c = controls[side];
    return c.kind === 'periods' ? c.periods[0].baseMs : c.baseMs;
  };
  const solve = (rounding: Rounding): ByColor<Solved> => ({
    white: solveChain(steps.white, startOf('white'), rounding, res, 'white'),
    black: solveChain(steps.black, startOf('black'), rounding, res, 'black'),
  });
  const down = solve('trunc');
  const cost = (s: ByColor<Solved>): number => s.white.cost + s.black.cost;
  const best = cost(down) === 0 ? down : [down, solve('round')].reduce((a, b) => (cost(b) < cost(a) ? b : a));
  const used: number[] = new Array<number>(plies.length).fill(0);
  for (const side of ['white', 'black'] as const) steps[side].forEach((s, j) => (used[s.ply] = best[side].usedMs[j]!));
  let now = 0;
  const t = used.map((u) => (now += u));
  const merge = (pick: (s: Solved) => readonly number[]): number[] => [...pick(best.white), ...pick(best.black)].sort((a, b) => a - b);
  return {
    t,
    added: [...best.white.added, ...best.black.added].sort((a, b) => a.ply - b.ply),
    estimated: merge((s) => s.estimated),
    emtIgnored: merge((s) => s.emtIgnored),
    clockIgnored: merge((s) => s.clockIgnored),
  };
}
