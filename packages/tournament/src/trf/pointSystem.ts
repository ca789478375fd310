/**
 * Point systems in TRF: TRF-2026 `162`, bbpPairings' TRF(bx) `BBW BBD BBL BBZ BBF BBU` and JaVaFo's
 * TRF(x) `XXS`. Every source sets some fields explicitly; the rest follow from the defaults of the
 * TRF-2026 table (P = W, full-point bye = W, forfeit win = W, half-point bye = D, A = 0).
 */
import type { PointSystem } from '../model/tournament.js';
import { columns, formatScore, readScore } from './fields.js';

/** Fields of a point system a file states explicitly. */
export type ExplicitPoints = { -readonly [K in keyof PointSystem]?: number };

/** The point system `explicit` describes, the unstated fields derived from the stated ones. */
export function resolvePoints(explicit: ExplicitPoints): PointSystem {
  const win = explicit.win ?? 1;
  const draw = explicit.draw ?? 0.5;
  return {
    win,
    draw,
    loss: explicit.loss ?? 0,
    // TRF-2026 162: W is a win over the board or by forfeit, or a full-point bye; P defaults to W.
    forfeitWin: explicit.forfeitWin ?? win,
    fullBye: explicit.fullBye ?? win,
    pairingBye: explicit.pairingBye ?? win,
    // TRF-2026 162: D is a draw over the board or a half-point bye.
    halfBye: explicit.halfBye ?? draw,
    // TRF-2026 162: A is an absence, a zero-point bye or a forfeit loss.
    forfeitLoss: explicit.forfeitLoss ?? 0,
    zeroBye: explicit.zeroBye ?? 0,
  };
}

/**
 * Reads the items of a `162` line (code at column 6, points at 7–10, the next code 9 columns later)
 * into `into`. `X` (unknown result) is not modelled: its items are returned to be kept verbatim.
 * Returns a message when an item is malformed.
 */
export function read162(line: string, into: ExplicitPoints): { kept: string[] } | string {
  const kept: string[] = [];
  if (columns(line, 4, 5).trim() !== '') return '162 items start at column 6 (columns 4–5 must be blank)';
  let column = 6;
  for (; column <= line.length; column += 9) {
    const code = columns(line, column, column);
    const pointsText = columns(line, column + 1, column + 4);
    const gap = columns(line, column + 5, column + 8);
    if (code === ' ' && pointsText.trim() === '' && gap.trim() === '') continue;
    const points = readScore(pointsText);
    if (points === undefined || points === null) return `162 points '${pointsText.trim()}' for '${code}' are not a score`;
    if (gap.trim() !== '') return `162 item at column ${column} is misaligned (columns ${column + 5}–${column + 8} must be blank)`;
    switch (code) {
      case 'W':
        into.win = points;
        break;
      case 'D':
        into.draw = points;
        break;
      case 'L':
        into.loss = points;
        break;
      case 'A':
        into.zeroBye = points;
        into.forfeitLoss = points;
        break;
      case 'P':
        into.pairingBye = points;
        break;
      case 'X':
        kept.push(`X${pointsText}`);
        break;
      default:
        return `162 code '${code}' is not one of W D L A P X`;
    }
  }
  return { kept };
}

/** A `162` line body (from column 4) listing `items` (`W 3.0`) 9 columns apart. */
export function make162(items: readonly string[]): string {
  return items.map((item, i) => (i === 0 ? `  ${item}` : `    ${item}`)).join('');
}

const BB_FIELDS = {
  BBW: 'win',
  BBD: 'draw',
  BBL: 'loss',
  BBZ: 'zeroBye',
  BBF: 'forfeitLoss',
  BBU: 'pairingBye',
} as const satisfies Record<string, keyof PointSystem>;

/** The TRF(bx) codes bbpPairings reads, and the field each sets. */
export type BbCode = keyof typeof BB_FIELDS;

/** Whether `code` is one of bbpPairings' `BB?` point codes. */
export function isBbCode(code: string): code is BbCode {
  return code in BB_FIELDS;
}

/** Reads a `BB?` line (points at columns 5–8 or anywhere after the code) into `into`. */
export function readBb(code: BbCode, line: string, into: ExplicitPoints): string | null {
  const points = readScore(line.slice(3));
  if (points === undefined || points === null) return `${code} points '${line.slice(3).trim()}' are not a score`;
  into[BB_FIELDS[code]] = points;
  return null;
}

// JaVaFo TRF(x) XXS codes: WW/BW win with White/Black, WD/BD, WL/BL, W and D shortcuts, byes, forfeits.
const XXS_FIELDS: Record<string, keyof PointSystem> = {
  WW: 'win',
  BW: 'win',
  W: 'win',
  WD: 'draw',
  BD: 'draw',
  D: 'draw',
  WL: 'loss',
  BL: 'loss',
  ZPB: 'zeroBye',
  HPB: 'halfBye',
  FPB: 'fullBye',
  PAB: 'pairingBye',
  FW: 'forfeitWin',
  FL: 'forfeitLoss',
};

/**
 * Reads an `XXS CODE=VALUE …` line into `into`. Different values for White and Black (`WW=1 BW=0.9`)
 * cannot be modelled and are refused.
 */
export function readXxs(line: string, into: ExplicitPoints): string | null {
  const byColour: Partial<Record<keyof PointSystem, number>> = {};
  for (const token of line
    .slice(3)
    .trim()
    .split(/\s+/)
    .filter((t) => t !== '')) {
    const m = /^([A-Za-z]+)=(.*)$/.exec(token);
    const field = m ? XXS_FIELDS[m[1]!.toUpperCase()] : undefined;
    if (!m || field === undefined) return `XXS item '${token}' is not CODE=points with a JaVaFo scoring code`;
    const points = readScore(m[2]!);
    if (points === undefined || points === null) return `XXS points '${m[2]}' for ${m[1]} are not a score`;
    const code = m[1]!.toUpperCase();
    if (code.length === 2 && (code[0] === 'W' || code[0] === 'B') && 'WDL'.includes(code[1]!)) {
      const seen = byColour[field];
      if (seen !== undefined && seen !== points) return `XXS gives White and Black different points for ${field}`;
      byColour[field] = points;
    }
    into[field] = points;
  }
  return null;
}

/** `XXS` items (`FPB=2.0`) for `fields` of `p`, in the order given. */
export function makeXxsItems(p: PointSystem, fields: readonly (keyof PointSystem)[]): string[] {
  const code: Record<keyof PointSystem, string> = {
    win: 'W',
    draw: 'D',
    loss: 'WL BL',
    zeroBye: 'ZPB',
    halfBye: 'HPB',
    fullBye: 'FPB',
    pairingBye: 'PAB',
    forfeitWin: 'FW',
    forfeitLoss: 'FL',
  };
  return fields.flatMap((f) => code[f].split(' ').map((c) => `${c}=${formatScore(p[f]).trim()}`));
}

/** The lines (bodies after the code) that state `p` in `format`, each as [code, body]. */
export function makePointLines(p: PointSystem, format: 'trf16' | 'trf26'): [string, string][] {
  const lines: [string, string][] = [];
  const xxs: (keyof PointSystem)[] = [];
  const s = (x: number) => formatScore(x);
  if (format === 'trf16') {
    // TRF(bx): what bbpPairings reads; the rest (which bbpPairings does not model) as JaVaFo XXS.
    if (p.win !== 1) lines.push(['BBW', ` ${s(p.win)}`]);
    if (p.draw !== 0.5) lines.push(['BBD', ` ${s(p.draw)}`]);
    if (p.loss !== 0) lines.push(['BBL', ` ${s(p.loss)}`]);
    if (p.zeroBye !== 0) lines.push(['BBZ', ` ${s(p.zeroBye)}`]);
    if (p.forfeitLoss !== 0) lines.push(['BBF', ` ${s(p.forfeitLoss)}`]);
    if (p.pairingBye !== p.win) lines.push(['BBU', ` ${s(p.pairingBye)}`]);
  } else {
    const items: string[] = [];
    if (p.win !== 1) items.push(`W${s(p.win)}`);
    if (p.draw !== 0.5) items.push(`D${s(p.draw)}`);
    if (p.loss !== 0) items.push(`L${s(p.loss)}`);
    // TRF-2026 162 A covers both absences; when they differ, XXS says each.
    if (p.zeroBye === p.forfeitLoss) {
      if (p.zeroBye !== 0) items.push(`A${s(p.zeroBye)}`);
    } else {
      if (p.zeroBye !== 0) xxs.push('zeroBye');
      if (p.forfeitLoss !== 0) xxs.push('forfeitLoss');
    }
    if (p.pairingBye !== p.win) items.push(`P${s(p.pairingBye)}`);
    if (items.length > 0) lines.push(['162', make162(items)]);
  }
  if (p.fullBye !== p.win) xxs.push('fullBye');
  if (p.forfeitWin !== p.win) xxs.push('forfeitWin');
  if (p.halfBye !== p.draw) xxs.push('halfBye');
  if (xxs.length > 0) lines.push(['XXS', ` ${makeXxsItems(p, xxs).join(' ')}`]);
  return lines;
}
