import type { Player, PointSystem, ResultCode, RoundEntry } from './tournament.js';

/** The FIDE default: 1 / ½ / 0, byes as their names say, the pairing-allocated bye as a win (C.04.1 c). */
export const DEFAULT_POINTS: PointSystem = {
  win: 1,
  draw: 0.5,
  loss: 0,
  forfeitWin: 1,
  forfeitLoss: 0,
  pairingBye: 1,
  fullBye: 1,
  halfBye: 0.5,
  zeroBye: 0,
};

/** The points a result code scores under `system`; a blank result (game not finished) scores 0. */
export function pointsOf(result: ResultCode | null, system: PointSystem): number {
  switch (result) {
    case '1':
    case 'W':
      return system.win;
    case '=':
    case 'D':
      return system.draw;
    case '0':
    case 'L':
      return system.loss;
    case '+':
      return system.forfeitWin;
    case '-':
      return system.forfeitLoss;
    case 'U':
      return system.pairingBye;
    case 'F':
      return system.fullBye;
    case 'H':
      return system.halfBye;
    case 'Z':
    case null:
      return system.zeroBye;
  }
}

/** A player's score after `rounds` rounds (all of them by default), from the round blocks. */
export function scoreOf(player: Player, system: PointSystem, rounds = player.rounds.length): number {
  let total = 0;
  for (let i = 0; i < rounds && i < player.rounds.length; i++) total += pointsOf(player.rounds[i]!.result, system);
  return total;
}

/** Whether a round block is a game played over the board (`1 = 0 W D L` with an opponent and colour). */
export function isPlayedGame(entry: RoundEntry): boolean {
  return entry.opponent !== null && entry.color !== '-' && (entry.result === null || '1=0WDL'.includes(entry.result));
}
