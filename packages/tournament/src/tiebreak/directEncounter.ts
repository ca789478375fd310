import type { TiebreakContext } from './context.js';

/** The mutual-games standing of one tied player: points among the tied, and the most they could have. */
interface Mutual {
  readonly id: number;
  readonly points: number;
  readonly maxPoints: number;
  readonly metAll: boolean;
}

function mutual(ctx: TiebreakContext, id: number, group: ReadonlySet<number>): Mutual {
  const byOpponent = new Map<number, { sum: number; games: number }>();
  for (const r of ctx.players.get(id)?.rounds ?? []) {
    if (r.opponent === null || r.opponent === id || !group.has(r.opponent)) continue;
    // C.07 6: games played; in a round robin unplayed games count as played (a forfeit scores).
    const counted = r.kind === 'game' || ctx.system === 'round-robin';
    if (!counted) continue;
    const acc = byOpponent.get(r.opponent) ?? { sum: 0, games: 0 };
    byOpponent.set(r.opponent, { sum: acc.sum + r.points, games: acc.games + 1 });
  }
  // C.07 6: players who met more than once count the average of their results.
  let points = 0;
  for (const { sum, games } of byOpponent.values()) points += sum / games;
  const missing = group.size - 1 - byOpponent.size;
  return { id, points, maxPoints: points + missing * ctx.points.win, metAll: missing === 0 };
}

/**
 * One pass of direct encounter over a tied `group` (C.07 6): the players' points in their games
 * against each other split the group, best first. If all have met (always in a round robin), equal
 * points stay together. If not, only a player alone on top whatever the missing results (their
 * points exceed every other's maximum) is split off, then the next in the same way, and so on; the
 * rest stay together.
 */
function dePass(ctx: TiebreakContext, group: readonly number[]): number[][] {
  const members = new Set(group);
  const rows = group.map((id) => mutual(ctx, id, members));
  const metAll = ctx.system === 'round-robin' || rows.every((r) => r.metAll);
  rows.sort((a, b) => b.points - a.points || b.maxPoints - a.maxPoints || a.id - b.id);
  const parts: number[][] = [];
  if (metAll) {
    let previous: number | null = null;
    for (const r of rows) {
      const last = parts[parts.length - 1];
      if (last !== undefined && previous === r.points) last.push(r.id);
      else parts.push([r.id]);
      previous = r.points;
    }
    return parts;
  }
  let i = 0;
  while (i < rows.length - 1) {
    const rest = rows.slice(i + 1);
    const bestRest = Math.max(...rest.map((r) => r.maxPoints));
    if (!(rows[i]!.points > bestRest)) break;
    parts.push([rows[i]!.id]);
    i++;
  }
  parts.push(rows.slice(i).map((r) => r.id));
  return parts;
}

/**
 * Orders a group of players tied so far by direct encounter (C.07 6), best first: a list of
 * subgroups, players in one subgroup still tied. A subgroup split off a larger group is ordered
 * again by the games among its own members, until no pass splits it (as TieBreakServer applies
 * article 6). Guarantees: the subgroups partition `group`, each sorted by pairing number.
 */
export function directEncounterOrder(ctx: TiebreakContext, group: readonly number[]): number[][] {
  if (group.length <= 1) return [[...group]];
  const parts = dePass(ctx, group).map((part) => part.sort((a, b) => a - b));
  if (parts.length === 1) return parts;
  return parts.flatMap((part) => (part.length > 1 ? directEncounterOrder(ctx, part) : [part]));
}
