/**
 * The header records of TRF-2026 and TRF(x) that the model holds: requested byes (`240`, `XXZ`),
 * accelerations (`250`, `XXA`) and forbidden pairs (`260`, `XXP`). Readers return the record's
 * value or a message naming the field that is wrong; writers return the line after its code.
 */
import type { Acceleration, ForbiddenPairs, RequestedBye } from '../model/tournament.js';
import { columns, formatCount, formatScore, readCount, readScore } from './fields.js';

/** Reads ids written every 5 columns from column `from` (`240`, `260`). */
function readIdColumns(line: string, from: number, what: string): number[] | string {
  const ids: number[] = [];
  for (let c = from; c <= line.length; c += 5) {
    const text = columns(line, c, c + 3);
    if (c > from && columns(line, c - 1, c - 1) !== ' ') return `${what} ids must be 5 columns apart (column ${c - 1})`;
    const id = readCount(text);
    if (id === undefined || id === 0) return `${what} player id '${text.trim()}' at column ${c} is not a pairing number`;
    if (id !== null) ids.push(id);
  }
  return ids;
}

/** Reads whitespace-separated ids (`XXP`, `XXZ`). */
function readIdTokens(line: string, what: string): number[] | string {
  const ids: number[] = [];
  for (const token of line
    .slice(3)
    .trim()
    .split(/\s+/)
    .filter((t) => t !== '')) {
    const id = readCount(token);
    if (id === undefined || id === null || id === 0) return `${what} player id '${token}' is not a pairing number`;
    ids.push(id);
  }
  return ids;
}

/** A round number in 3 columns (`003`), or a message. */
function readRound(line: string, from: number, what: string): number | string {
  const text = columns(line, from, from + 2);
  const round = readCount(text);
  if (round === undefined || round === null || round === 0) {
    return `${what} '${text.trim()}' (columns ${from}–${from + 2}) is not a round number`;
  }
  return round;
}

/** TRF-2026 `240`: bye type at column 5 (F, H, Z), round at 7–9, players from column 11, 5 apart. */
export function read240(line: string): RequestedBye | string {
  const kind = columns(line, 5, 5).toUpperCase();
  if (kind !== 'F' && kind !== 'H' && kind !== 'Z') return `240 bye type '${kind}' (column 5) is not F, H or Z`;
  if (columns(line, 6, 6) !== ' ' || columns(line, 10, 10) !== ' ') return '240 fields are misaligned';
  const round = readRound(line, 7, '240 round');
  if (typeof round === 'string') return round;
  const players = readIdColumns(line, 11, '240');
  if (typeof players === 'string') return players;
  return { round, kind, players };
}

/** The `240` body: ` H 003    5   12`. */
export function make240(b: RequestedBye): string {
  return ` ${b.kind} ${formatCount(b.round, 3, '0')}${b.players.map((id) => ` ${formatCount(id, 4)}`).join('')}`;
}

/** JaVaFo `XXZ`: players absent in the round to be paired (whitespace-separated ids). */
export function readXxz(line: string): number[] | string {
  return readIdTokens(line, 'XXZ');
}

/** The `XXZ` body: ` 3 7 12`. */
export function makeXxz(players: readonly number[]): string {
  return players.map((id) => ` ${id}`).join('');
}

/** JaVaFo `XXP`: players who shall not meet, in every round. */
export function readXxp(line: string): ForbiddenPairs | string {
  const players = readIdTokens(line, 'XXP');
  if (typeof players === 'string') return players;
  return { players, fromRound: null, toRound: null };
}

/** TRF-2026 `260`: first round 5–7, last round 9–11, players from column 13, 5 apart. */
export function read260(line: string): ForbiddenPairs | string {
  if (columns(line, 4, 4) !== ' ' || columns(line, 8, 8) !== ' ' || columns(line, 12, 12) !== ' ') {
    return '260 fields are misaligned';
  }
  const fromRound = readRound(line, 5, '260 first round');
  if (typeof fromRound === 'string') return fromRound;
  const toRound = readRound(line, 9, '260 last round');
  if (typeof toRound === 'string') return toRound;
  if (toRound < fromRound) return `260 last round ${toRound} is before the first round ${fromRound}`;
  const players = readIdColumns(line, 13, '260');
  if (typeof players === 'string') return players;
  return { players, fromRound, toRound };
}

/** The `XXP` body: ` 3 7`. */
export function makeXxp(players: readonly number[]): string {
  return players.map((id) => ` ${id}`).join('');
}

/** The `260` body: ` 001 003    3    7`. */
export function make260(players: readonly number[], fromRound: number, toRound: number): string {
  return ` ${formatCount(fromRound, 3, '0')} ${formatCount(toRound, 3, '0')}${players.map((id) => ` ${formatCount(id, 4)}`).join('')}`;
}

/** JaVaFo `XXA`: player at 5–8, then the points added in round r at column 10 + 5·(r−1) (blank = 0). */
export function readXxa(line: string): Acceleration | string {
  const player = readCount(columns(line, 5, 8));
  if (player === undefined || player === null || player === 0) {
    return `XXA player '${columns(line, 5, 8).trim()}' (columns 5–8) is not a pairing number`;
  }
  const pointsByRound: number[] = [];
  for (let c = 10, r = 1; c <= line.length; c += 5, r++) {
    if (columns(line, c - 1, c - 1) !== ' ') return `XXA round ${r} points are misaligned (column ${c - 1} must be blank)`;
    const points = readScore(columns(line, c, c + 3));
    if (points === undefined) return `XXA round ${r} points '${columns(line, c, c + 3).trim()}' are not a score`;
    pointsByRound.push(points ?? 0);
  }
  return { player, pointsByRound };
}

/** The `XXA` body: ` 0001  1.0  1.0  0.5`. */
export function makeXxa(a: Acceleration): string {
  return ` ${formatCount(a.player, 4, '0')}${a.pointsByRound.map((x) => ` ${formatScore(x)}`).join('')}`;
}

/** One TRF-2026 `250` record: game points added in rounds first..last to players first..last. */
export interface AccelerationRange {
  readonly points: number;
  readonly fromRound: number;
  readonly toRound: number;
  readonly fromPlayer: number;
  readonly toPlayer: number;
}

/**
 * TRF-2026 `250`: match points 5–8 (blank for individuals), game points 10–13, rounds 15–17 and
 * 19–21, players 23–26 and 28–31.
 */
export function read250(line: string): AccelerationRange | string {
  const matchPoints = readScore(columns(line, 5, 8));
  if (matchPoints === undefined) return `250 match points '${columns(line, 5, 8).trim()}' are not a score`;
  if (matchPoints !== null && matchPoints !== 0) return '250 match points (columns 5–8) are for team tournaments';
  const points = readScore(columns(line, 10, 13));
  if (points === undefined || points === null) return `250 game points '${columns(line, 10, 13).trim()}' are not a score`;
  const fromRound = readRound(line, 15, '250 first round');
  if (typeof fromRound === 'string') return fromRound;
  const toRound = readRound(line, 19, '250 last round');
  if (typeof toRound === 'string') return toRound;
  if (toRound < fromRound) return `250 last round ${toRound} is before the first round ${fromRound}`;
  const fromPlayer = readCount(columns(line, 23, 26));
  const toPlayer = readCount(columns(line, 28, 31));
  if (fromPlayer === undefined || fromPlayer === null || fromPlayer === 0)
    return '250 first player (columns 23–26) is not a pairing number';
  if (toPlayer === undefined || toPlayer === null || toPlayer === 0) return '250 last player (columns 28–31) is not a pairing number';
  if (toPlayer < fromPlayer) return `250 last player ${toPlayer} is before the first player ${fromPlayer}`;
  if (line.length > 31 && line.slice(31).trim() !== '') return '250 has text after column 31';
  return { points, fromRound, toRound, fromPlayer, toPlayer };
}

/** The `250` body: `      1.0 001 002 0001 0010`. */
export function make250(a: AccelerationRange): string {
  return (
    `      ${formatScore(a.points)} ${formatCount(a.fromRound, 3, '0')} ${formatCount(a.toRound, 3, '0')} ` +
    `${formatCount(a.fromPlayer, 4, '0')} ${formatCount(a.toPlayer, 4, '0')}`
  );
}

/**
 * Accelerations as `250` ranges: each maximal run of rounds with the same non-zero points, and
 * players with identical rows whose pairing numbers are consecutive merged into one range.
 */
export function accelerationRanges(accelerations: readonly Acceleration[]): AccelerationRange[] {
  const ranges: AccelerationRange[] = [];
  const sorted = [...accelerations].sort((a, b) => a.player - b.player);
  for (let i = 0; i < sorted.length;) {
    let j = i + 1;
    while (
      j < sorted.length &&
      sorted[j]!.player === sorted[j - 1]!.player + 1 &&
      sameRow(sorted[j]!.pointsByRound, sorted[i]!.pointsByRound)
    ) {
      j++;
    }
    const row = sorted[i]!.pointsByRound;
    for (let r = 0; r < row.length;) {
      const points = row[r]!;
      let end = r + 1;
      while (end < row.length && row[end] === points) end++;
      if (points !== 0) {
        ranges.push({ points, fromRound: r + 1, toRound: end, fromPlayer: sorted[i]!.player, toPlayer: sorted[j - 1]!.player });
      }
      r = end;
    }
    i = j;
  }
  return ranges;
}

function sameRow(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}
