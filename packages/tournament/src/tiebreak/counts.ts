import { gameScore, type PlayerView, type TiebreakContext } from './context.js';

/** WIN (C.07 7.1): rounds that scored as many points as a win, played or not (forfeit wins, PAB, full-point bye). */
export function wins(ctx: TiebreakContext, player: PlayerView): number {
  return player.rounds.filter((r) => r.points === ctx.points.win).length;
}

/** WON (C.07 7.2): games won over the board (forfeits and byes are not games). */
export function gamesWon(player: PlayerView): number {
  return player.rounds.filter((r) => r.kind === 'game' && gameScore(r) === 1).length;
}

/** BPG (C.07 7.3): games played with Black (unplayed games do not count). */
export function blackGames(player: PlayerView): number {
  return player.rounds.filter((r) => r.kind === 'game' && r.color === 'b').length;
}

/** BWG (C.07 7.4): games won with Black over the board. */
export function blackWins(player: PlayerView): number {
  return player.rounds.filter((r) => r.kind === 'game' && r.color === 'b' && gameScore(r) === 1).length;
}

/**
 * PS (C.07 7.5): the sum of the score after each round. Cut-n (14.1–14.2) leaves out the scores
 * after the first n rounds, the least significant values.
 */
export function progressiveScores(player: PlayerView, lowCuts = 0): number {
  let running = 0;
  let sum = 0;
  for (const r of player.rounds) {
    running += r.points;
    if (r.round > lowCuts) sum += running;
  }
  return sum;
}

/**
 * KS (C.07 9.2, for round robins): the points scored against opponents whose score is at least
 * half the maximum possible score (`rounds` × points for a win). Forfeits count, as games against
 * the scheduled opponent.
 */
export function koya(ctx: TiebreakContext, player: PlayerView): number {
  const limit = 0.5 * ctx.points.win * ctx.rounds;
  let sum = 0;
  for (const r of player.rounds) {
    if (r.opponent === null) continue;
    const opponentScore = ctx.players.get(r.opponent)?.score ?? 0;
    if (opponentScore >= limit) sum += r.points;
  }
  return sum;
}
