import { pointsOf } from '../model/points.js';
import type { PointSystem, ResultCode, RoundEntry, Tournament } from '../model/tournament.js';

/**
 * What a round was for one player, in the categories of C.07 article 16:
 * - `game`: played over the board (`1 = 0`, and `W D L` games shorter than one move);
 * - `forfeit-win`, `forfeit-loss`: a scheduled game not played (`+`, `-` with an opponent);
 * - `pab`: the pairing-allocated bye (`U`); `full-bye`, `half-bye`, `zero-bye`: requested byes
 *   (`F`, `H`, `Z`); `absent`: not paired at all (a blank block, or `-` without an opponent).
 */
export type RoundKind = 'game' | 'forfeit-win' | 'forfeit-loss' | 'pab' | 'full-bye' | 'half-bye' | 'zero-bye' | 'absent';

/** One round of one player, classified. `points` are the points the round scored. */
export interface RoundView {
  readonly round: number;
  readonly kind: RoundKind;
  readonly opponent: number | null;
  readonly color: 'w' | 'b' | null;
  readonly points: number;
  /** The result code as written (null: blank, or no block at all). */
  readonly result: ResultCode | null;
  /**
   * A voluntarily unplayed round (VUR, C.07 16.2): forfeit losses, half- and zero-point byes and
   * absences. Not VURs: games, forfeit wins, the PAB and the full-point bye.
   */
  readonly vur: boolean;
}

/** One player as the tie-breaks see them after the rounds counted. */
export interface PlayerView {
  readonly id: number;
  readonly rating: number;
  /** `rounds[r - 1]` is round r, for every round 1..n (missing blocks are `absent`). */
  readonly rounds: readonly RoundView[];
  /** The points scored in rounds 1..n. */
  readonly score: number;
  /**
   * The score the player's opponents use in their own BH, SB (C.07 16.3): in a Swiss, rounds
   * after the player's last game, forfeit win, PAB or full-point bye that had no opponent count
   * as draws (16.2.5, 16.3.2: e.g. the rounds after a withdrawal); in a round robin, the score.
   */
  readonly adjustedScore: number;
}

/** Swiss rules for unplayed rounds (C.07 16), or the round-robin rule: unplayed games count as played. */
export type TiebreakSystem = 'swiss' | 'round-robin';

/** Everything a tie-break needs: the counted rounds, the point system and every player's view. */
export interface TiebreakContext {
  readonly rounds: number;
  readonly system: TiebreakSystem;
  readonly points: PointSystem;
  readonly players: ReadonlyMap<number, PlayerView>;
}

function classify(entry: RoundEntry | undefined, system: PointSystem): { kind: RoundKind; points: number } {
  if (entry === undefined) return { kind: 'absent', points: 0 };
  const points = pointsOf(entry.result, system);
  if (entry.opponent !== null) {
    switch (entry.result) {
      case '+':
        return { kind: 'forfeit-win', points };
      case '-':
        return { kind: 'forfeit-loss', points };
      // A pairing without a result yet counts as a game in progress, scoring 0 so far.
      default:
        return { kind: 'game', points };
    }
  }
  switch (entry.result) {
    case 'U':
      return { kind: 'pab', points };
    case 'F':
    case '+':
      return { kind: 'full-bye', points };
    case 'H':
      return { kind: 'half-bye', points };
    case 'Z':
      return { kind: 'zero-bye', points };
    default:
      return { kind: 'absent', points };
  }
}

const VOLUNTARY: ReadonlySet<RoundKind> = new Set<RoundKind>(['forfeit-loss', 'half-bye', 'zero-bye', 'absent']);

/** The rounds counted by default: the highest round any player has a block for. */
export function countedRounds(t: Tournament): number {
  return t.players.reduce((n, p) => Math.max(n, p.rounds.length), 0);
}

function adjustedScore(rounds: readonly RoundView[], system: TiebreakSystem, draw: number): number {
  const total = rounds.reduce((s, r) => s + r.points, 0);
  if (system === 'round-robin') return total;
  // C.07 16.2.1–16.2.4: the last round the player was paired, or had a PAB or a full-point bye.
  let last = 0;
  for (const r of rounds) if (!r.vur) last = r.round;
  // C.07 16.3.2: later rounds without an opponent (category 16.2.5) are evaluated as draws.
  return rounds.reduce((s, r) => s + (r.round > last && r.opponent === null ? draw : r.points), 0);
}

/**
 * Classifies every round 1..`rounds` of every player of `t` (default: `countedRounds(t)`; a
 * fraction is rounded down, a negative count is 0; rounds beyond the file count as absences), and
 * computes scores and adjusted scores. Accelerations are never counted.
 */
export function makeTiebreakContext(t: Tournament, options: { rounds?: number; system?: TiebreakSystem } = {}): TiebreakContext {
  const n = Math.max(0, Math.floor(options.rounds ?? countedRounds(t)));
  const system = options.system ?? 'swiss';
  const players = new Map<number, PlayerView>();
  for (const p of t.players) {
    const rounds: RoundView[] = [];
    for (let r = 1; r <= n; r++) {
      const entry = p.rounds[r - 1];
      const { kind, points } = classify(entry, t.pointSystem);
      const color = entry?.color === 'w' || entry?.color === 'b' ? entry.color : null;
      const opponent = kind === 'absent' || entry === undefined ? null : entry.opponent;
      const result = entry?.result ?? null;
      rounds.push({ round: r, kind, opponent, color, points, result, vur: VOLUNTARY.has(kind) });
    }
    const score = rounds.reduce((s, r) => s + r.points, 0);
    players.set(p.id, {
      id: p.id,
      rating: p.rating,
      rounds,
      score,
      adjustedScore: adjustedScore(rounds, system, t.pointSystem.draw),
    });
  }
  return { rounds: n, system, points: t.pointSystem, players };
}

/** The score of a game for rating purposes (1, ½, 0) whatever the tournament's point system; 0 for a blank result. */
export function gameScore(r: RoundView): number {
  return r.result === '1' || r.result === 'W' ? 1 : r.result === '=' || r.result === 'D' ? 0.5 : 0;
}

/** The view of player `id`; throws when `id` is not in the tournament (a caller's bug). */
export function playerView(ctx: TiebreakContext, id: number): PlayerView {
  const p = ctx.players.get(id);
  if (p === undefined) throw new Error(`player ${id} is not in the tournament`);
  return p;
}
