/**
 * What the clock is set to before a game: the control (any notation the core reads, and Black's
 * own for time odds), the ruleset, who watches, the kind of clock, what is recorded, the names, and
 * where White sits. Pure: the setup screen edits a `ClockSetup`; `startOptionsOf` turns it into the
 * start line of the event language (docs/events.md), checked by the core.
 */
import { classifyFide, classifyUscf, parseTimeControl, type TimeControl } from '@flagfall/core/clock';
import { RULESETS, type RulesetName } from '@flagfall/core/rules';
import type { StartOptions } from '@flagfall/core/arbiter';

/** The rulesets a game over the board can be played under (every one but `online`). */
export const OTB_RULESETS = [
  'fide-blitz',
  'fide-rapid',
  'fide-standard',
  'fide-2009-blitz',
  'fide-2009-standard',
  'uscf-blitz',
  'uscf-standard',
] as const satisfies readonly RulesetName[];
/** A ruleset for a game over the board (`OTB_RULESETS`). */
export type OtbRuleset = (typeof OTB_RULESETS)[number];

/** Where White's half is: `left` is the left half in landscape and the top half in portrait. */
export type WhiteSide = 'left' | 'right';

/** Everything the setup screen asks. Immutable; plain data (stored as JSON). */
export interface ClockSetup {
  /** White's control (both sides' without time odds), as typed. */
  readonly tc: string;
  /** Black's control when it differs (time odds: Armageddon 5 v 4), or `''` for the same. */
  readonly tcBlack: string;
  readonly rules: OtbRuleset;
  readonly arbiter: 'present' | 'absent';
  /** `digital`: the order of falling flags is known; `analog`: it is not (the start line's `clock`). */
  readonly clock: 'digital' | 'analog';
  readonly guidelinesIII: boolean;
  /** `moves`: the moves are entered on a board; `clock`: the presses alone are the record. */
  readonly record: 'moves' | 'clock';
  readonly white: string;
  readonly black: string;
  readonly whiteSide: WhiteSide;
}

/** The setup a first visit starts from: 3+2 blitz under FIDE, no arbiter, a digital clock, the clock alone. */
export const DEFAULT_SETUP: ClockSetup = {
  tc: '3+2',
  tcBlack: '',
  rules: 'fide-blitz',
  arbiter: 'absent',
  clock: 'digital',
  guidelinesIII: false,
  record: 'clock',
  white: '',
  black: '',
  whiteSide: 'left',
};

/** A one-press control: its notation (and Black's for time odds), and the test hook's id. */
export interface Preset {
  readonly id: string;
  readonly tc: string;
  readonly tcBlack?: string;
}

/** The common controls: blitz and rapid with increment, US delay, a FIDE classical two-period control, an hourglass and Armageddon. */
export const PRESETS: readonly Preset[] = [
  { id: '1+0', tc: '1+0' },
  { id: '2+1', tc: '2+1' },
  { id: '3+0', tc: '3+0' },
  { id: '3+2', tc: '3+2' },
  { id: '5+0', tc: '5+0' },
  { id: '5+3', tc: '5+3' },
  { id: 'G/5;d3', tc: 'G/5;d3' },
  { id: 'G/5;d5', tc: 'G/5;d5' },
  { id: '10+5', tc: '10+5' },
  { id: '15+10', tc: '15+10' },
  { id: '25+10', tc: '25+10' },
  { id: '90+30', tc: '40/90+30, 30+30' },
  { id: '*300', tc: '*300' },
  { id: 'armageddon', tc: '5+0', tcBlack: '4+0' },
];

/** A control read for a clock: the parsed value, or the core's message (or ours when it has no clock). */
export type ControlReading = { readonly ok: true; readonly control: TimeControl } | { readonly ok: false; readonly message: string | null };

/** Reads a control for the clock: only controls with a clock (periods or an hourglass); `message` null for an empty text. */
export function readControl(text: string): ControlReading {
  if (text.trim() === '') return { ok: false, message: null };
  const r = parseTimeControl(text);
  if (!r.ok) return { ok: false, message: r.error.message };
  if (r.value.kind !== 'periods' && r.value.kind !== 'hourglass') return { ok: false, message: null };
  return { ok: true, control: r.value };
}

/**
 * The ruleset of the same body whose category fits `control` (FIDE 2023: blitz, rapid or standard
 * by A.1/B.1; US Chess: blitz or the chapter 1 rules), or `rules` unchanged when the body has no
 * better one. Only a suggestion for a preset: the setup shows it and the player may change it.
 */
export function suggestRules(rules: OtbRuleset, control: TimeControl): OtbRuleset {
  const scheme = RULESETS[rules].category.value.scheme;
  const cat = scheme === 'fide-2023' ? classifyFide(control) : scheme === 'uscf' ? classifyUscf(control) : null;
  if (cat === null) return rules;
  const fits = OTB_RULESETS.find((r) => RULESETS[r].category.value.scheme === scheme && RULESETS[r].category.value.expected.includes(cat));
  return fits ?? rules;
}

/** The PGN date (`2025.03.01`) of a wall-clock instant, in the device's time zone. */
export function pgnDate(wallMs: number): string {
  const d = new Date(wallMs);
  return `${d.getFullYear()}.${String(d.getMonth() + 1).padStart(2, '0')}.${String(d.getDate()).padStart(2, '0')}`;
}

/** Why a setup cannot start: which field, and the core's message (null: the field is empty or has no clock). */
export interface SetupProblem {
  readonly field: 'tc' | 'tcBlack';
  readonly message: string | null;
}

/**
 * The start line of the event language for `setup`, dated `date` (PGN form): the control as typed,
 * Black's only when it differs, names as PGN tags when given. Fails naming the field when a control
 * does not give a clock; the core checks the rest when the game starts.
 */
export function startOptionsOf(setup: ClockSetup, date: string): { ok: true; value: StartOptions } | { ok: false; error: SetupProblem } {
  const white = readControl(setup.tc);
  if (!white.ok) return { ok: false, error: { field: 'tc', message: white.message } };
  const odds = setup.tcBlack.trim() !== '' && setup.tcBlack.trim() !== setup.tc.trim();
  if (odds) {
    const black = readControl(setup.tcBlack);
    if (!black.ok) return { ok: false, error: { field: 'tcBlack', message: black.message } };
  }
  const tags: Record<string, string> = { Date: date };
  if (setup.white.trim() !== '') tags.White = setup.white.trim();
  if (setup.black.trim() !== '') tags.Black = setup.black.trim();
  return {
    ok: true,
    value: {
      rules: setup.rules,
      tc: setup.tc.trim(),
      ...(odds ? { tcBlack: setup.tcBlack.trim() } : {}),
      arbiter: setup.arbiter,
      clock: setup.clock,
      guidelinesIII: setup.guidelinesIII,
      record: setup.record,
      tags,
    },
  };
}

/** A stored setup read leniently: every field that is missing or malformed takes its default. */
export function readSetup(value: unknown): ClockSetup {
  const v = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const str = (k: keyof ClockSetup, max = 200): string | undefined =>
    typeof v[k] === 'string' && (v[k] as string).length <= max ? (v[k] as string) : undefined;
  const one = <T extends string>(k: keyof ClockSetup, options: readonly T[]): T | undefined =>
    options.includes(v[k] as T) ? (v[k] as T) : undefined;
  const d = DEFAULT_SETUP;
  return {
    tc: str('tc') ?? d.tc,
    tcBlack: str('tcBlack') ?? d.tcBlack,
    rules: one('rules', OTB_RULESETS) ?? d.rules,
    arbiter: one('arbiter', ['present', 'absent'] as const) ?? d.arbiter,
    clock: one('clock', ['digital', 'analog'] as const) ?? d.clock,
    guidelinesIII: typeof v.guidelinesIII === 'boolean' ? v.guidelinesIII : d.guidelinesIII,
    record: one('record', ['moves', 'clock'] as const) ?? d.record,
    white: str('white', 100) ?? d.white,
    black: str('black', 100) ?? d.black,
    whiteSide: one('whiteSide', ['left', 'right'] as const) ?? d.whiteSide,
  };
}

/** The control pair of a setup as one key (`3+2`, `5+0 v 4+0`), for the list of recent controls. */
export function controlKey(setup: Pick<ClockSetup, 'tc' | 'tcBlack'>): string {
  const b = setup.tcBlack.trim();
  return b === '' || b === setup.tc.trim() ? setup.tc.trim() : `${setup.tc.trim()} v ${b}`;
}

/** How many recent controls are remembered. */
export const RECENT_MAX = 5;

/** `recent` with `setup`'s control first, without duplicates, at most `RECENT_MAX`. */
export function withRecent(recent: readonly Preset[], setup: Pick<ClockSetup, 'tc' | 'tcBlack'>): Preset[] {
  const key = controlKey(setup);
  const b = setup.tcBlack.trim();
  const entry: Preset = { id: key, tc: setup.tc.trim(), ...(b !== '' && b !== setup.tc.trim() ? { tcBlack: b } : {}) };
  return [entry, ...recent.filter((p) => p.id !== key)].slice(0, RECENT_MAX);
}

/** Stored recent controls read leniently: malformed entries are dropped. */
export function readRecent(value: unknown): Preset[] {
  if (!Array.isArray(value)) return [];
  const out: Preset[] = [];
  for (const e of value as unknown[]) {
    if (typeof e !== 'object' || e === null) continue;
    const r = e as Record<string, unknown>;
    if (typeof r.tc !== 'string' || r.tc.length > 200) continue;
    const tcBlack = typeof r.tcBlack === 'string' && r.tcBlack.length <= 200 ? r.tcBlack : '';
    out.push(...withRecent([], { tc: r.tc, tcBlack }));
    if (out.length >= RECENT_MAX) break;
  }
  return out;
}
