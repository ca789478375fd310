import type { Tournament } from '../model/tournament.js';
import { makeTiebreakContext, playerView, type TiebreakSystem } from '../tiebreak/context.js';
import { directEncounterOrder } from '../tiebreak/directEncounter.js';
import type { TiebreakSpec } from '../tiebreak/spec.js';
import { tiebreakValue } from '../tiebreak/values.js';

/**
 * One line of the standings. `values[k]` is the value of tie-break k of `Standings.tiebreaks`
 * (higher is better, except DE: see `standings`). `shared` is true when the player's rank is
 * shared with others still equal on points and every tie-break.
 */
export interface StandingsRow {
  readonly rank: number;
  readonly shared: boolean;
  readonly player: number;
  readonly points: number;
  readonly values: readonly number[];
}

/** Standings after `rounds` rounds: rows best first, and the tie-breaks the values are for. */
export interface Standings {
  readonly rows: readonly StandingsRow[];
  readonly tiebreaks: readonly TiebreakSpec[];
  readonly rounds: number;
  readonly system: TiebreakSystem;
}

/** Options: rounds counted (default: every round in the file) and the unplayed-game rules. */
export interface StandingsOptions {
  readonly rounds?: number;
  readonly system?: TiebreakSystem;
}

function splitBy(group: readonly number[], value: (id: number) => number): number[][] {
  const sorted = [...group].sort((a, b) => value(b) - value(a) || a - b);
  const parts: number[][] = [];
  let previous: number | null = null;
  for (const id of sorted) {
    const v = value(id);
    const last = parts[parts.length - 1];
    if (last !== undefined && previous === v) last.push(id);
    else parts.push([id]);
    previous = v;
  }
  return parts;
}

/**
 * Ranks the players of `t` by points, then by each tie-break of `specs` in order (C.07 4.2): a
 * tie-break only separates players still tied on everything before it. Direct encounter (C.07 6)
 * is computed within each such group: its value is 0 when it separates nobody in the group, and
 * otherwise the player's place inside the group (1 = first; lower is better; equal places stay
 * tied). Players still equal after the last tie-break share the rank of the first of them
 * ("1, 2, 2, 4") and are listed by pairing number; C.07 2.1 leaves further ranking (lots,
 * play-offs) to the tournament's regulations.
 *
 * Guarantees: every player appears once; rows are in rank order; a player with more points is
 * never below one with fewer; ranks are shared exactly by players equal on points and all values.
 */
export function standings(t: Tournament, specs: readonly TiebreakSpec[], options: StandingsOptions = {}): Standings {
  const ctx = makeTiebreakContext(t, {
    ...(options.rounds === undefined ? {} : { rounds: options.rounds }),
    ...(options.system === undefined ? {} : { system: options.system }),
  });
  const ids = t.players.map((p) => p.id);
  const values = new Map<number, number[]>();
  for (const id of ids) {
    const view = playerView(ctx, id);
    values.set(
      id,
      specs.map((spec) => tiebreakValue(ctx, spec, view)),
    );
  }
  const points = (id: number): number => playerView(ctx, id).score;
  const valueOf = (id: number, k: number): number => values.get(id)![k]!;

  let groups = splitBy(ids, points);
  specs.forEach((spec, k) => {
    groups = groups.flatMap((group) => {
      if (group.length === 1) return [group];
      if (spec.name !== 'DE') return splitBy(group, (id) => valueOf(id, k));
      const parts = directEncounterOrder(ctx, group).map((part) => [...part].sort((a, b) => a - b));
      if (parts.length > 1) {
        let place = 1;
        for (const part of parts) {
          for (const id of part) values.get(id)![k] = place;
          place += part.length;
        }
      }
      return parts;
    });
  });

  const rows: StandingsRow[] = [];
  for (const group of groups) {
    const rank = rows.length + 1;
    for (const id of group) {
      rows.push({ rank, shared: group.length > 1, player: id, points: points(id), values: values.get(id)! });
    }
  }
  return { rows, tiebreaks: [...specs], rounds: ctx.rounds, system: ctx.system };
}
