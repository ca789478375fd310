import { DEFAULT_POINTS } from './points.js';
import type { Player, Tournament } from './tournament.js';

/**
 * A player record with every TRF field not given left blank: no sex, title, federation, FIDE id
 * or birth date, rating 0 (unrated), name `Player <id>`, 0 points, no rank and no rounds.
 */
export function createPlayer(fields: Partial<Player> & { readonly id: number }): Player {
  return {
    sex: '',
    title: '',
    name: `Player ${fields.id}`,
    rating: 0,
    federation: '',
    fideId: '',
    birthDate: '',
    points: 0,
    rank: null,
    rounds: [],
    ...fields,
  };
}

/**
 * A tournament with every field not given at its default: no header records or players, the
 * number of rounds and the initial colour not declared, FIDE points (1, ½, 0), no requested byes,
 * accelerations or forbidden pairs. `players` is kept as given (callers sort it by id).
 */
export function createTournament(fields: Partial<Tournament> = {}): Tournament {
  return {
    info: [],
    players: [],
    totalRounds: null,
    initialColor: null,
    pointSystem: DEFAULT_POINTS,
    requestedByes: [],
    accelerations: [],
    forbiddenPairs: [],
    ...fields,
  };
}
