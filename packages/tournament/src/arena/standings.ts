/**
 * Arena standings as lichess orders them: by score, then by tournament performance (lila
 * `Player.magicScore` = score · 10000 + (performance or, before any game, rating)).
 */
import { arenaSheet, type ArenaGame, type ArenaSheet, type ArenaSheetOptions } from './sheet.js';

/** One arena participant: games oldest first, each with its opponent's rating for the performance. */
export interface ArenaEntry {
  readonly player: number;
  readonly rating: number;
  readonly games: readonly ArenaGame[];
}

/** One row of the standings. */
export interface ArenaStandingsRow {
  /** 1-based place; distinct for every row (lichess shows no shared places). */
  readonly rank: number;
  readonly player: number;
  readonly rating: number;
  readonly score: number;
  /** See `arenaPerformance`; null before the first game with a known opponent rating. */
  readonly performance: number | null;
  readonly sheet: ArenaSheet;
}

/**
 * The tournament performance lichess shows: the mean over games of the opponent's rating + 500 for a
 * win, − 500 for a loss, + 0 for a draw, rounded to the nearest integer (halves up). Games without an
 * `opponentRating` are left out; null when none is left.
 *
 * lila keeps this as a running average rounded after every game, so its figure can differ from ours
 * by a point or so; we take the exact mean, which does not depend on rounding history.
 */
export function arenaPerformance(games: readonly ArenaGame[]): number | null {
  let sum = 0;
  let count = 0;
  for (const g of games) {
    if (g.opponentRating === undefined) continue;
    sum += g.opponentRating + (g.result === 'win' ? 500 : g.result === 'loss' ? -500 : 0);
    count++;
  }
  return count === 0 ? null : Math.round(sum / count);
}

/**
 * Every entry's sheet, ordered by score (descending), then performance (descending; a player without
 * one is placed by rating, as lila does), then rating (descending), then player number (ascending).
 */
export function arenaStandings(entries: readonly ArenaEntry[], options: ArenaSheetOptions = {}): ArenaStandingsRow[] {
  const rows = entries.map((e) => {
    const sheet = arenaSheet(e.games, options);
    return { player: e.player, rating: e.rating, score: sheet.total, performance: arenaPerformance(e.games), sheet };
  });
  rows.sort(
    (a, b) => b.score - a.score || (b.performance ?? b.rating) - (a.performance ?? a.rating) || b.rating - a.rating || a.player - b.player,
  );
  return rows.map((r, i) => ({ rank: i + 1, ...r }));
}
