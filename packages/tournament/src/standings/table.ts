import type { Player, Tournament } from '../model/tournament.js';
import { makeTiebreak } from '../tiebreak/spec.js';
import type { Standings } from './standings.js';

/** The decimals a column needs so every value prints exactly (0, 1 or 2: halves and quarters). */
function decimalsFor(values: readonly number[]): number {
  let d = 0;
  for (const v of values) {
    while (d < 2 && Math.abs(v * 10 ** d - Math.round(v * 10 ** d)) > 1e-9) d++;
  }
  return d;
}

function playerMap(t: Tournament): Map<number, Player> {
  return new Map(t.players.map((p) => [p.id, p]));
}

/**
 * A plain-text table of `s`: one header line, then one line per row in rank order, columns
 * separated by two spaces: rank (`2=` when shared), pairing number, name, rating (blank when
 * unrated), points, then each tie-break under its short name (`BH:C1`). Numbers are right-aligned
 * with the decimals their column needs. Every line ends with `\n`.
 */
export function makeStandingsTable(s: Standings, t: Tournament): string {
  const players = playerMap(t);
  const header = ['Rk', 'No', 'Name', 'Rtg', 'Pts', ...s.tiebreaks.map(makeTiebreak)];
  const columns: number[][] = [s.rows.map((r) => r.points), ...s.tiebreaks.map((_, k) => s.rows.map((r) => r.values[k]!))];
  const decimals = columns.map(decimalsFor);
  const lines = s.rows.map((r) => {
    const p = players.get(r.player);
    return [
      `${r.rank}${r.shared ? '=' : ''}`,
      String(r.player),
      p?.name ?? '',
      p === undefined || p.rating === 0 ? '' : String(p.rating),
      r.points.toFixed(decimals[0]!),
      ...r.values.map((v, k) => v.toFixed(decimals[k + 1]!)),
    ];
  });
  const widths = header.map((h, c) => Math.max(h.length, ...lines.map((l) => l[c]!.length)));
  const format = (cells: readonly string[]): string =>
    cells
      .map((cell, c) => (c === 2 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!)))
      .join('  ')
      .trimEnd();
  return [header, ...lines].map((cells) => `${format(cells)}\n`).join('');
}

/** One row of `makeStandingsJson`: the standings row with the player's name and rating. */
export interface StandingsJsonRow {
  readonly rank: number;
  readonly shared: boolean;
  readonly player: number;
  readonly name: string;
  readonly rating: number;
  readonly points: number;
  /** Tie-break values in the order of `StandingsJson.tiebreaks` (a list may name one twice). */
  readonly values: readonly number[];
}

/** The JSON the CLI prints for `standings --json`: rounds counted, system, tie-break names, rows. */
export interface StandingsJson {
  readonly rounds: number;
  readonly system: 'swiss' | 'round-robin';
  readonly tiebreaks: readonly string[];
  readonly rows: readonly StandingsJsonRow[];
}

/** `s` as plain data for `JSON.stringify` (names and ratings from `t`); no functions, no undefined. */
export function makeStandingsJson(s: Standings, t: Tournament): StandingsJson {
  const players = playerMap(t);
  const names = s.tiebreaks.map(makeTiebreak);
  return {
    rounds: s.rounds,
    system: s.system,
    tiebreaks: names,
    rows: s.rows.map((r) => ({
      rank: r.rank,
      shared: r.shared,
      player: r.player,
      name: players.get(r.player)?.name ?? '',
      rating: players.get(r.player)?.rating ?? 0,
      points: r.points,
      values: [...r.values],
    })),
  };
}
