import { err, ok, type Result } from '@flagfall/core';
import type { PairingError } from '../model/pairing.js';
import { pointsOf } from '../model/points.js';
import type { Player, RoundEntry, Tournament } from '../model/tournament.js';
import { bakuAccelerationTenths } from './baku.js';

/** A colour a player may be given. */
export type PairingColour = 'w' | 'b';

/** How much a player wants a colour (C.04.3 A.6 / 2026 §1.6). */
export type PreferenceStrength = 'absolute' | 'strong' | 'mild' | 'none';

/** A float a player received in a past round (C.04.3 2026 §1.4: down, up, or none). */
export type FloatDirection = 'down' | 'up' | null;

/**
 * One player to be paired in a round, with everything the Dutch criteria read. Immutable.
 * Scores are in points (as the tournament's point system counts them); `scoreTenths` is the same
 * accelerated score as an exact integer number of tenths, for comparisons.
 */
export interface PairingPlayer {
  /** Pairing number (TRF starting rank). */
  readonly id: number;
  /**
   * The effective pairing number for this round, 0-based: the player's position by pairing number
   * among the players taking part (a player absent in this round who was never paired before is
   * left out and the others renumbered, as bbpPairings does). Decides colour parity (E.5).
   */
  readonly rankIndex: number;
  /** Score for pairing purposes: points plus this round's acceleration. */
  readonly score: number;
  /** `score` in tenths of a point (exact). */
  readonly scoreTenths: number;
  /** Points scored in the rounds before this one (no acceleration). */
  readonly points: number;
  /** `points` in tenths (exact). */
  readonly pointsTenths: number;
  /** Games played with White minus games played with Black (played games only). */
  readonly colourDiff: number;
  /** Colours of the games played over the board, in order (forfeits and byes skipped). */
  readonly colours: readonly PairingColour[];
  /** The colour preference (A.6) and its strength. */
  readonly preference: { readonly colour: PairingColour | null; readonly strength: PreferenceStrength };
  /** The colour of the last two played games when they are the same, else null. */
  readonly repeatedColour: PairingColour | null;
  /** Players this one may not meet (C1): past opponents over the board plus forbidden pairs. */
  readonly opponents: ReadonlySet<number>;
  /** `floats[r - 1]` is the float received in round r, for every round before this one. */
  readonly floats: readonly FloatDirection[];
  /** C2: whether this player may receive the pairing-allocated bye. */
  readonly byeAllowed: boolean;
  /** Games played over the board before this round. */
  readonly playedGames: number;
  /** C9: rounds before this one without a game played over the board. */
  readonly unplayedGames: number;
  /** A.7: more than half the maximum possible score, only when pairing the final round. */
  readonly topscorer: boolean;
}

/**
 * Everything the Dutch pairing of one round reads. `players` are the players to pair, ordered by
 * score (with acceleration) descending, then pairing number; `absent` the players not to be paired
 * (requested byes, withdrawals), ascending.
 */
export interface PairingState {
  readonly round: number;
  /** Whether this round is the last declared one (topscorers and their colour exceptions exist). */
  readonly lastRound: boolean;
  readonly players: readonly PairingPlayer[];
  readonly absent: readonly number[];
  /** The colour given to the higher-ranked player with an odd pairing number when all else is equal (E.5). */
  readonly initialColour: PairingColour;
}

/** Options of `pairingState`. */
export interface PairingStateOptions {
  /** Apply Baku acceleration (C.04.5.1) on top of the file's accelerations. */
  readonly baku?: boolean;
}

const tenths = (points: number): number => Math.round(points * 10);

/** A round block is a game played over the board: opponent, colour, and a game result (bbpPairings' reading). */
function isGame(entry: RoundEntry | undefined): entry is RoundEntry & { opponent: number } {
  return (
    entry !== undefined &&
    entry.opponent !== null &&
    (entry.color === 'w' || entry.color === 'b') &&
    entry.result !== null &&
    '1=0WDL'.includes(entry.result)
  );
}

/** Whether the round block is an absence declared for the round being paired (a bye requested or `0000 - Z`). */
function isDeclaredAbsence(entry: RoundEntry | undefined): boolean {
  return entry !== undefined && entry.opponent === null && entry.result !== 'U';
}

/** The player took part in a pairing that round: a game, a forfeit, or a pairing-allocated bye. */
function participated(entry: RoundEntry | undefined): boolean {
  return entry !== undefined && (entry.opponent !== null || entry.result === 'U' || entry.result === '+');
}

/**
 * The state of the players for pairing round `round` under the Dutch system (C.04.3, 2026 text):
 * scores, colour data, past opponents (incl. forbidden pairs), float history, bye eligibility,
 * topscorers. Rounds before `round` are the history; blocks of round `round` itself only mark
 * absences (a bye requested or `0000`); the tournament's `requestedByes` for the round too.
 * Fails with `bad-input` when `round` is out of range.
 */
export function pairingState(t: Tournament, round: number, options: PairingStateOptions = {}): Result<PairingState, PairingError> {
  if (!Number.isInteger(round) || round < 1) return err({ code: 'bad-input', message: `round ${round} is not a round number` });
  if (t.totalRounds !== null && round > t.totalRounds)
    return err({ code: 'bad-input', message: `round ${round} is after the last round (${t.totalRounds})` });
  const history = round - 1;
  const system = t.pointSystem;
  const absentIds = new Set<number>();
  for (const bye of t.requestedByes) if (bye.round === round) for (const id of bye.players) absentIds.add(id);
  for (const p of t.players) if (isDeclaredAbsence(p.rounds[round - 1])) absentIds.add(p.id);

  const entryAt = (p: Player, r: number): RoundEntry | undefined => p.rounds[r - 1];
  const pointsTenthsAfter = (p: Player, rounds: number): number => {
    let total = 0;
    for (let r = 1; r <= rounds; r++) total += tenths(pointsOf(entryAt(p, r)?.result ?? null, system));
    return total;
  };
  const baku = options.baku === true ? bakuAccelerationTenths(t) : null;
  const accelerationTenths = (id: number, r: number): number => {
    let extra = 0;
    for (const a of t.accelerations) if (a.player === id) extra += tenths(a.pointsByRound[r - 1] ?? 0);
    return extra + (baku?.(id, r) ?? 0);
  };
  const byId = new Map(t.players.map((p) => [p.id, p] as const));
  // Score with acceleration as it stood when pairing round r.
  const scoreBefore = (p: Player, r: number): number => pointsTenthsAfter(p, r - 1) + accelerationTenths(p.id, r);

  // bbpPairings renumbers: a player absent now who never took part in a pairing is left out.
  const counted = t.players.filter((p) => {
    if (!absentIds.has(p.id)) return true;
    for (let r = 1; r <= history; r++) if (participated(entryAt(p, r))) return true;
    return false;
  });
  const rankIndexOf = new Map(counted.map((p, i) => [p.id, i] as const));

  const forbidden = new Map<number, Set<number>>();
  for (const f of t.forbiddenPairs) {
    if ((f.fromRound ?? 1) > round || (f.toRound ?? Infinity) < round) continue;
    for (const a of f.players)
      for (const b of f.players) {
        if (a === b) continue;
        let set = forbidden.get(a);
        if (set === undefined) forbidden.set(a, (set = new Set()));
        set.add(b);
      }
  }

  const winTenths = tenths(system.win);
  const lossTenths = tenths(system.loss);
  const lastRound = t.totalRounds !== null && round >= t.totalRounds;
  // A.7: topscorer = more than 50 % of the maximum score possible so far (the final round only).
  const topThresholdTenths = (history * Math.max(winTenths, tenths(system.draw))) / 2;

  const players: PairingPlayer[] = [];
  for (const p of t.players) {
    if (absentIds.has(p.id)) continue;
    const colours: PairingColour[] = [];
    const opponents = new Set<number>(forbidden.get(p.id) ?? []);
    const floats: FloatDirection[] = [];
    let byeAllowed = true;
    for (let r = 1; r <= history; r++) {
      const entry = entryAt(p, r);
      const entryTenths = tenths(pointsOf(entry?.result ?? null, system));
      if (isGame(entry)) {
        colours.push(entry.color as PairingColour);
        opponents.add(entry.opponent);
        const opponent = byId.get(entry.opponent);
        const mine = scoreBefore(p, r);
        const theirs = opponent === undefined ? mine : scoreBefore(opponent, r);
        floats.push(mine > theirs ? 'down' : mine < theirs ? 'up' : null);
      } else {
        // 2026 §1.4: a player who scores more than a loss without playing has a downfloat.
        floats.push(entryTenths > lossTenths ? 'down' : null);
        // C2: no second PAB, and no PAB after scoring a win's points without playing.
        if (entry?.result === 'U' || entryTenths >= winTenths) byeAllowed = false;
      }
    }
    const whites = colours.filter((c) => c === 'w').length;
    const blacks = colours.length - whites;
    const colourDiff = whites - blacks;
    const last = colours[colours.length - 1];
    const repeated = colours.length >= 2 && colours[colours.length - 2] === last ? (last ?? null) : null;
    const lower: PairingColour = whites > blacks ? 'b' : 'w';
    const invert = (c: PairingColour): PairingColour => (c === 'w' ? 'b' : 'w');
    // A.6: absolute (|CD| > 1 or the same colour twice running), strong (|CD| = 1), mild (CD = 0).
    const preference: PairingPlayer['preference'] =
      Math.abs(colourDiff) > 1
        ? { colour: lower, strength: 'absolute' }
        : repeated !== null
          ? { colour: invert(repeated), strength: 'absolute' }
          : colourDiff !== 0
            ? { colour: lower, strength: 'strong' }
            : last !== undefined
              ? { colour: invert(last), strength: 'mild' }
              : { colour: null, strength: 'none' };
    const pointsTenths = pointsTenthsAfter(p, history);
    const scoreTenths = pointsTenths + accelerationTenths(p.id, round);
    players.push({
      id: p.id,
      rankIndex: rankIndexOf.get(p.id) ?? 0,
      score: scoreTenths / 10,
      scoreTenths,
      points: pointsTenths / 10,
      pointsTenths,
      colourDiff,
      colours,
      preference,
      repeatedColour: repeated,
      opponents,
      floats,
      byeAllowed,
      playedGames: colours.length,
      unplayedGames: history - colours.length,
      topscorer: lastRound && scoreTenths > topThresholdTenths,
    });
  }
  players.sort((a, b) => b.scoreTenths - a.scoreTenths || a.id - b.id);
  return ok({
    round,
    lastRound,
    players,
    absent: [...absentIds].filter((id) => byId.has(id)).sort((a, b) => a - b),
    initialColour: t.initialColor ?? inferInitialColour(t, rankIndexOf) ?? 'w',
  });
}

/**
 * The initial colour when the file does not state it (as bbpPairings infers it): the colour that the
 * first player by pairing number who had taken part in a pairing by the first round with colours
 * got in that round; null when it cannot be told.
 */
function inferInitialColour(t: Tournament, rankIndexOf: ReadonlyMap<number, number>): PairingColour | null {
  let firstRound = Infinity;
  for (const p of t.players)
    p.rounds.forEach((e, i) => {
      if (e.color === 'w' || e.color === 'b') firstRound = Math.min(firstRound, i);
    });
  if (firstRound === Infinity) return null;
  for (const p of t.players) {
    if (!rankIndexOf.has(p.id)) continue;
    if (!p.rounds.slice(0, firstRound + 1).some((e) => participated(e))) continue;
    const colour = p.rounds[firstRound]?.color;
    if (colour !== 'w' && colour !== 'b') return null;
    return colour;
  }
  return null;
}
