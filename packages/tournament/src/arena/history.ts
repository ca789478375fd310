/**
 * What an arena pairing needs to know about a player, read from a tournament's round blocks (a TRF
 * file): the games as arena games, the colour history and the last opponent.
 *
 * A TRF file records no plies and no berserk, so games read from it are scored as long games without
 * berserk: no quick-draw or draw-streak zeros and no berserk bonus apply; streaks do.
 */
import { isPlayedGame } from '../model/points.js';
import type { Player, RoundEntry, Tournament } from '../model/tournament.js';
import type { ArenaGame } from './sheet.js';

/** The plies given to a game read from a TRF file (unknown there): long enough for every rule. */
export const TRF_GAME_PLIES = Number.POSITIVE_INFINITY;

/** A player's arena view of rounds 1..`beforeRound` − 1. */
export interface ArenaHistory {
  readonly player: number;
  readonly rating: number;
  /** Oldest first; byes and absences are not games and are left out. */
  readonly games: readonly ArenaGame[];
  /** Colours of the played games, oldest first. */
  readonly colours: readonly ('w' | 'b')[];
  /** The opponent of the latest round block that has one (played or forfeited), or null. */
  readonly lastOpponent: number | null;
  /** Pairing-allocated byes (`U`) received. */
  readonly pairingByes: number;
}

/**
 * Reads `player`'s history before round `beforeRound`. Results: `1 W +` a win, `= D` a draw,
 * `0 L -` a loss (a forfeit counts as the game's result, as lichess scores a game its loser never
 * started); `H F U Z` and blank blocks are not games.
 */
export function arenaHistory(t: Tournament, player: Player, beforeRound: number): ArenaHistory {
  const ratingOf = new Map(t.players.map((p) => [p.id, p.rating]));
  const games: ArenaGame[] = [];
  const colours: ('w' | 'b')[] = [];
  let lastOpponent: number | null = null;
  let pairingByes = 0;
  const rounds = Math.min(beforeRound - 1, player.rounds.length);
  for (let i = 0; i < rounds; i++) {
    const entry = player.rounds[i]!;
    if (entry.result === 'U') pairingByes++;
    if (entry.opponent === null) continue;
    lastOpponent = entry.opponent;
    const result = gameResult(entry);
    if (result === null) continue;
    const opponentRating = ratingOf.get(entry.opponent);
    games.push(
      opponentRating === undefined || opponentRating === 0
        ? { result, plies: TRF_GAME_PLIES }
        : { result, plies: TRF_GAME_PLIES, opponentRating },
    );
    if (isPlayedGame(entry) && entry.color !== '-') colours.push(entry.color);
  }
  return { player: player.id, rating: player.rating, games, colours, lastOpponent, pairingByes };
}

function gameResult(entry: RoundEntry): ArenaGame['result'] | null {
  switch (entry.result) {
    case '1':
    case 'W':
    case '+':
      return 'win';
    case '=':
    case 'D':
      return 'draw';
    case '0':
    case 'L':
    case '-':
      return 'loss';
    default:
      return null; // a bye code, or a game not finished yet
  }
}

/**
 * The colour history lichess keeps for arena pairings (lila `ColorHistory`): `strike` is the length of
 * the current run of one colour, positive for White and negative for Black; `balance` is whites − blacks.
 */
export function colourHistory(colours: readonly ('w' | 'b')[]): { strike: number; balance: number } {
  let strike = 0;
  let balance = 0;
  for (const c of colours) {
    if (c === 'w') {
      strike = Math.max(strike, 0) + 1;
      balance++;
    } else {
      strike = Math.min(strike, 0) - 1;
      balance--;
    }
  }
  return { strike, balance };
}
