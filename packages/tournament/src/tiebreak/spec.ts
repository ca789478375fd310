import { err, ok, type Result } from '@flagfall/core';

/**
 * The tie-breaks of the FIDE Play-off and Tie-Break Regulations (C.07, text applied from
 * 1 August 2024) that this package computes, by their acronym (C.07 article in brackets):
 * direct encounter DE (6), number of wins WIN (7.1), games won WON (7.2), games played with
 * Black BPG (7.3), games won with Black BWG (7.4), sum of progressive scores PS (7.5),
 * Buchholz BH (8.1), Sonneborn-Berger SB (9.1), Koya KS (9.2), average rating of opponents
 * ARO (10.1), tournament performance rating TPR (10.2), perfect tournament performance PTP (10.3).
 */
export type TiebreakName = 'DE' | 'WIN' | 'WON' | 'BPG' | 'BWG' | 'PS' | 'BH' | 'SB' | 'KS' | 'ARO' | 'TPR' | 'PTP';

/** Every tie-break name, in the order of C.07's articles. */
export const TIEBREAK_NAMES: readonly TiebreakName[] = ['DE', 'WIN', 'WON', 'BPG', 'BWG', 'PS', 'BH', 'SB', 'KS', 'ARO', 'TPR', 'PTP'];

/**
 * One tie-break of an ordered list, with its modifier (C.07 14): `lowCuts` least significant
 * values and `highCuts` most significant values are left out. Cut-1 = 1/0, Cut-2 = 2/0,
 * Median-1 = 1/1, Median-2 = 2/2. Guarantees (from `parseTiebreaks`): cuts are 0..2 and only on
 * the tie-breaks that take them (`CUTTABLE`), medians only on BH and SB.
 */
export interface TiebreakSpec {
  readonly name: TiebreakName;
  readonly lowCuts: number;
  readonly highCuts: number;
}

/** Why a tie-break list could not be read: `token` is the piece of the list that is wrong. */
export interface TiebreakError {
  readonly code: 'bad-tiebreak';
  readonly token: string;
  readonly message: string;
}

/** The tie-breaks that take Cut-n (C.07 14.1–14.2; the Cut-1 column of the article 5 table). */
export const CUTTABLE: ReadonlySet<TiebreakName> = new Set<TiebreakName>(['BH', 'SB', 'PS', 'ARO']);
/** The tie-breaks that take Median-n (C.07 14.3–14.4: Buchholz-type sums). */
export const MEDIAN_TAKERS: ReadonlySet<TiebreakName> = new Set<TiebreakName>(['BH', 'SB']);

// Names as written in lists: the acronyms, TieBreakServer's spellings and the long names,
// compared after lower-casing and dropping spaces, hyphens and underscores.
const ALIASES: readonly (readonly [string, TiebreakName])[] = [
  ['directencounter', 'DE'],
  ['de', 'DE'],
  ['numberofwins', 'WIN'],
  ['wins', 'WIN'],
  ['win', 'WIN'],
  ['numberofgameswon', 'WON'],
  ['gameswon', 'WON'],
  ['won', 'WON'],
  ['gamesplayedwithblack', 'BPG'],
  ['blackgames', 'BPG'],
  ['bpg', 'BPG'],
  ['gameswonwithblack', 'BWG'],
  ['bwg', 'BWG'],
  ['sumofprogressivescores', 'PS'],
  ['progressivescores', 'PS'],
  ['progressivescore', 'PS'],
  ['progressive', 'PS'],
  ['ps', 'PS'],
  ['buchholz', 'BH'],
  ['bh', 'BH'],
  ['sonnebornberger', 'SB'],
  ['sb', 'SB'],
  ['koyasystem', 'KS'],
  ['koya', 'KS'],
  ['ks', 'KS'],
  ['averageratingofopponents', 'ARO'],
  ['aro', 'ARO'],
  ['tournamentperformancerating', 'TPR'],
  ['performancerating', 'TPR'],
  ['performance', 'TPR'],
  ['tpr', 'TPR'],
  ['perfecttournamentperformance', 'PTP'],
  ['perfectperformance', 'PTP'],
  ['ptp', 'PTP'],
];
const BY_LENGTH = [...ALIASES].sort((a, b) => b[0].length - a[0].length);

function readModifier(rest: string): { lowCuts: number; highCuts: number } | null {
  if (rest === '') return { lowCuts: 0, highCuts: 0 };
  const m = /^(c|cut|m|median)([12])$/.exec(rest);
  if (m === null) return null;
  const n = Number(m[2]);
  return m[1] === 'c' || m[1] === 'cut' ? { lowCuts: n, highCuts: 0 } : { lowCuts: n, highCuts: n };
}

function tiebreakError(token: string, message: string): Result<never, TiebreakError> {
  return err({ code: 'bad-tiebreak', token, message });
}

/**
 * Reads one tie-break: the name first (acronym or long name, any case), then an optional modifier
 * after `:`, `/`, `#`, `-` or nothing: `BH:C1`, `BH/C1`, `bh-c1`, `AROC1`, `Buchholz Cut-1`,
 * `SB:M1`. Fails naming the token when the name or the modifier is unknown or not allowed.
 */
export function parseTiebreak(token: string): Result<TiebreakSpec, TiebreakError> {
  const norm = token.toLowerCase().replace(/[\s_-]/g, '');
  const alias = BY_LENGTH.find(([a]) => norm.startsWith(a));
  if (alias === undefined) return tiebreakError(token, `unknown tie-break "${token}" (known: ${TIEBREAK_NAMES.join(', ')})`);
  const [prefix, name] = alias;
  const rest = norm.slice(prefix.length).replace(/^[:/#]/, '');
  const modifier = readModifier(rest);
  if (modifier === null) {
    return tiebreakError(token, `unknown modifier "${rest}" in "${token}" (Cut-1, Cut-2, Median-1, Median-2: C1 C2 M1 M2)`);
  }
  if (modifier.highCuts > 0 && !MEDIAN_TAKERS.has(name)) {
    return tiebreakError(token, `${name} takes no Median modifier (C.07 14.3–14.4 apply to BH and SB)`);
  }
  if (modifier.lowCuts > 0 && !CUTTABLE.has(name)) {
    return tiebreakError(token, `${name} takes no Cut modifier (C.07 article 5 table: only BH, SB, PS, ARO)`);
  }
  return ok({ name, ...modifier });
}

/**
 * Reads an ordered tie-break list: `BH:C1,BH,SB,DE,WIN` (commas), or TieBreakServer's
 * space-separated `PTS BH/C1 BH SB DE` (a text without commas that reads as one tie-break, such as
 * `Direct Encounter`, is that one). A leading `PTS` (points, always the primary criterion) is
 * accepted and dropped. An empty list is valid (rank by points only). Fails on the first bad
 * token, naming it.
 */
export function parseTiebreaks(text: string): Result<TiebreakSpec[], TiebreakError> {
  const trimmed = text.trim();
  if (trimmed === '') return ok([]);
  if (!trimmed.includes(',')) {
    // A single long name has spaces too ("Direct Encounter"): try the whole text first.
    const whole = parseTiebreak(trimmed);
    if (whole.ok) return ok([whole.value]);
  }
  const tokens = (trimmed.includes(',') ? trimmed.split(',') : trimmed.split(/\s+/)).map((s) => s.trim());
  const specs: TiebreakSpec[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token === '') return tiebreakError(token, `empty tie-break at position ${i + 1} in "${text}"`);
    if (i === 0 && /^pts$/i.test(token)) continue;
    const spec = parseTiebreak(token);
    if (!spec.ok) return spec;
    specs.push(spec.value);
  }
  return ok(specs);
}

/** The short name of one tie-break, as `parseTiebreak` reads it back: `BH`, `BH:C1`, `BH:M2`, `ARO:C1`. */
export function makeTiebreak(spec: TiebreakSpec): string {
  if (spec.highCuts > 0) return `${spec.name}:M${spec.highCuts}`;
  if (spec.lowCuts > 0) return `${spec.name}:C${spec.lowCuts}`;
  return spec.name;
}

/** The list as `parseTiebreaks` reads it back: short names joined by commas. */
export function makeTiebreaks(specs: readonly TiebreakSpec[]): string {
  return specs.map(makeTiebreak).join(',');
}
