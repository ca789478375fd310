/**
 * An arena player's score sheet as lichess keeps it (learned from lila
 * `modules/tournament/src/main/arena/ArenaSheet.scala` and `Pairing.scala`, scoring version 2 in use
 * since 2020-04-21; our own code). Games are counted in the order they were played.
 *
 * - A win scores 2, a draw 1, a loss 0.
 * - On fire: when the player's last two results were wins, the next result is doubled (a win 4, a
 *   draw 2), and so on until a result that is not a win. The win that could start a streak is marked
 *   `streak-starter`; lila turns that mark back to `normal` once the next game is not a win.
 * - Berserk: +1 on a win, and only when the game lasted at least 14 plies (7 moves each); a berserk
 *   in a shorter game is `invalid` and earns nothing. The bonus is added after doubling (5 on fire).
 * - Quick draw: a draw in fewer than 20 plies scores 0, even on fire.
 * - Draw streak: a draw scores 0 when the player's previous result that was not a loss was also a
 *   draw (quick draws included) and this game is not "long" (≥ 60 plies in standard chess), unless
 *   the player is on fire.
 */

/** One finished arena game from the player's side. */
export interface ArenaGame {
  readonly result: 'win' | 'draw' | 'loss';
  /** Half-moves played (lichess "turns"). */
  readonly plies: number;
  /** Whether this player berserked (half the clock, no increment). Default false. */
  readonly berserk?: boolean;
  /** The opponent's rating, for the performance (see standings.ts); optional for the sheet. */
  readonly opponentRating?: number;
}

/** How a result was counted: `double` on fire, `null` a draw streak's zero, `streak-starter` a win that may start a streak. */
export type ArenaFlag = 'normal' | 'streak-starter' | 'double' | 'null';

/** One line of a sheet: what a game scored and why, for a UI to show. */
export interface ArenaScore {
  readonly result: 'win' | 'draw' | 'loss';
  readonly plies: number;
  readonly flag: ArenaFlag;
  /** A draw in fewer than 20 plies: 0 points. */
  readonly quickDraw: boolean;
  /** `valid` (≥ 14 plies), `invalid` (berserked in a shorter game) or `none`. */
  readonly berserk: 'none' | 'valid' | 'invalid';
  /** Points before the berserk bonus (0, 1, 2 or 4). */
  readonly basePoints: number;
  /** 1 for a valid berserk win, else 0. */
  readonly berserkBonus: number;
  /** basePoints + berserkBonus. */
  readonly points: number;
}

/** A whole sheet. `scores` are oldest first; `onFire` says the next result will be doubled. */
export interface ArenaSheet {
  readonly scores: readonly ArenaScore[];
  readonly total: number;
  readonly onFire: boolean;
}

/** Scoring options (lichess tournament settings). */
export interface ArenaSheetOptions {
  /** Streaks double results (lichess "arena streaks", on by default). */
  readonly streaks?: boolean;
  /** Plies from which a draw is "long" and escapes the draw-streak rule: 60 in standard chess (the default). */
  readonly longGamePlies?: number;
}

/**
 * The plies from which a draw is long, by variant (lila `Pairing.longGame`): 60 for standard, Chess960
 * and Horde; 40 for Antichess, Crazyhouse and King of the Hill; 20 for Three-check, Atomic and Racing Kings.
 */
export const ARENA_LONG_GAME_PLIES = {
  standard: 60,
  chess960: 60,
  horde: 60,
  antichess: 40,
  crazyhouse: 40,
  kingOfTheHill: 40,
  threeCheck: 20,
  atomic: 20,
  racingKings: 20,
} as const;

/** Fewer plies than this make a draw quick (0 points). */
export const ARENA_QUICK_DRAW_PLIES = 20;
/** At least this many plies make a berserk valid. */
export const ARENA_BERSERK_MIN_PLIES = 14;

/**
 * Scores `games` (oldest first) as a lichess arena does. Guarantees: `total` is the sum of the
 * scores' points; each score's flags explain its points exactly (see the module comment).
 */
export function arenaSheet(games: readonly ArenaGame[], options: ArenaSheetOptions = {}): ArenaSheet {
  const streaks = options.streaks ?? true;
  const longGamePlies = options.longGamePlies ?? ARENA_LONG_GAME_PLIES.standard;
  const scores: ArenaScore[] = [];
  let total = 0;
  for (const game of games) {
    const onFire = streaks && isOnFire(scores);
    const berserk = game.berserk === true ? (game.plies >= ARENA_BERSERK_MIN_PLIES ? 'valid' : 'invalid') : 'none';
    let flag: ArenaFlag = 'normal';
    let quickDraw = false;
    let basePoints = 0;
    if (game.result === 'win') {
      flag = !streaks ? 'normal' : onFire ? 'double' : 'streak-starter';
      basePoints = flag === 'double' ? 4 : 2;
    } else if (game.result === 'draw') {
      if (game.plies < ARENA_QUICK_DRAW_PLIES) {
        quickDraw = true; // lila: ResDQ, 0 points whatever the streak
      } else if (onFire) {
        flag = 'double';
        basePoints = 2;
      } else if (game.plies < longGamePlies && previousNonLossWasDraw(scores)) {
        flag = 'null'; // scoring v2: consecutive short draws score nothing
      } else {
        basePoints = 1;
      }
    }
    // A streak starter that is not followed by a win goes back to normal (display only).
    const last = scores[scores.length - 1];
    if (last !== undefined && last.flag === 'streak-starter' && game.result !== 'win') {
      scores[scores.length - 1] = { ...last, flag: 'normal' };
    }
    const berserkBonus = game.result === 'win' && berserk === 'valid' ? 1 : 0;
    const points = basePoints + berserkBonus;
    scores.push({ result: game.result, plies: game.plies, flag, quickDraw, berserk, basePoints, berserkBonus, points });
    total += points;
  }
  return { scores, total, onFire: streaks && isOnFire(scores) };
}

/** The last two results were wins. */
function isOnFire(scores: readonly ArenaScore[]): boolean {
  const n = scores.length;
  return n >= 2 && scores[n - 1]!.result === 'win' && scores[n - 2]!.result === 'win';
}

/** Walking back over losses, the first result found is a draw (a quick draw counts as one). */
function previousNonLossWasDraw(scores: readonly ArenaScore[]): boolean {
  for (let i = scores.length - 1; i >= 0; i--) {
    const r = scores[i]!.result;
    if (r === 'draw') return true;
    if (r === 'win') return false;
  }
  return false;
}
