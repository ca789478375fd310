/**
 * Random tournaments for tests, benchmarks and organisers' planning ("how many rounds can 16
 * players play under the Dutch rules?"): a field with random ratings, each round paired by the
 * chosen system and its results drawn from the rating difference. Pure and deterministic: the
 * same options (seed included) give the same tournament.
 */
import { err, type Result } from '@flagfall/core';
import type { PairingError, RoundPairing } from '../model/pairing.js';
import { DEFAULT_POINTS } from '../model/points.js';
import type { RequestedBye, Tournament } from '../model/tournament.js';
import { withPairing, withResult } from '../model/edit.js';
import { pairDutch } from '../dutch/pair.js';
import { pairBerger } from '../berger/pair.js';
import { pairArena } from '../arena/pair.js';
import { makeRandomPlayers, DEFAULT_RATING_RANGE } from './players.js';
import { makePrng, type Prng } from './prng.js';
import { drawResult } from './results.js';

/** The pairing systems a simulation can use. */
export type SimulatedSystem = 'dutch' | 'berger' | 'arena';

/** What to simulate. Rates are probabilities in [0, 1]. */
export interface SimulationOptions {
  /** Number of players, 2 … 9999. */
  readonly players: number;
  /** Number of rounds to play (and the declared `totalRounds`), 1 … 999. */
  readonly rounds: number;
  /** Any integer; its low 32 bits seed the generator (see prng.ts). */
  readonly seed: number;
  /** Default `dutch`. Berger plays a double round robin when `rounds` exceeds a single one. */
  readonly system?: SimulatedSystem;
  /** Chance of a draw between equal ratings (scaled down for unequal ones, see results.ts); default 0.2. */
  readonly drawRate?: number;
  /** Chance that a paired game is forfeited (one side or both); default 0. */
  readonly forfeitRate?: number;
  /** Chance that a player asks for a half-point bye in a round (not the last); default 0. */
  readonly byeRate?: number;
  /** Rating range of the field; default 1000 … 2700. */
  readonly ratings?: { readonly min: number; readonly max: number };
  /** Apply Baku acceleration when pairing with the Dutch system (C.04.5.1). */
  readonly baku?: boolean;
}

/** A simulated tournament. */
export interface Simulation {
  /** Rounds 1 … completedRounds paired and played; `totalRounds` is the number asked for. */
  readonly tournament: Tournament;
  /** The number of rounds paired and played. */
  readonly completedRounds: number;
  /** Why round `completedRounds + 1` could not be paired, or null when every round was played. */
  readonly stopped: PairingError | null;
}

/** The default chance of a draw between two equally rated players. */
export const DEFAULT_DRAW_RATE = 0.2;

/** The number of rounds of a single round robin for `players` (an odd field adds a bye: C.05 Annex 1). */
export function singleRoundRobinRounds(players: number): number {
  return players % 2 === 0 ? players - 1 : players;
}

function pairRound(t: Tournament, round: number, options: SimulationOptions): Result<RoundPairing, PairingError> {
  switch (options.system ?? 'dutch') {
    case 'dutch':
      return pairDutch(t, options.baku === true ? { round, baku: true } : { round });
    case 'berger': {
      const single = singleRoundRobinRounds(options.players);
      if (round > 2 * single)
        return err({
          code: 'no-valid-pairing',
          round,
          message: `a double round robin of ${options.players} players has ${2 * single} rounds`,
        });
      return pairBerger(t, { round, double: options.rounds > single });
    }
    case 'arena':
      return pairArena(t, { round });
  }
}

function checkRate(name: string, rate: number | undefined): void {
  if (rate !== undefined && !(rate >= 0 && rate <= 1)) throw new RangeError(`${name} must be from 0 to 1, got ${rate}`);
}

/** Half-point byes requested for `round`: each player asks with probability `rate`. */
function drawByes(t: Tournament, round: number, rate: number, prng: Prng): Tournament {
  if (rate === 0) return t;
  const players = t.players.filter(() => prng.nextFloat() < rate).map((p) => p.id);
  if (players.length === 0) return t;
  const bye: RequestedBye = { round, kind: 'H', players };
  return { ...t, requestedByes: [...t.requestedByes, bye] };
}

/**
 * Simulates a tournament. Players get random ratings (sorted descending, so pairing numbers
 * follow rating, C.04.2 B), round 1's colour for player 1 is drawn, then each round is paired by
 * the system, written with `withPairing`, and every game's result drawn (`drawResult`) and
 * written with `withResult`. Stops at the first round the system cannot pair (the Dutch rules
 * forbid rematches, so 16 players run out of pairings after 13–16 of 20 rounds: research §1.7)
 * and says so in `stopped`; the tournament then holds the rounds played. Throws a RangeError on
 * options out of their documented ranges (a caller's bug; the CLI checks them first).
 */
export function simulateTournament(options: SimulationOptions): Simulation {
  const { players: count, rounds, seed } = options;
  if (!(Number.isInteger(count) && count >= 2 && count <= 9999)) throw new RangeError(`players must be from 2 to 9999, got ${count}`);
  if (!(Number.isInteger(rounds) && rounds >= 1 && rounds <= 999)) throw new RangeError(`rounds must be from 1 to 999, got ${rounds}`);
  checkRate('drawRate', options.drawRate);
  checkRate('forfeitRate', options.forfeitRate);
  checkRate('byeRate', options.byeRate);
  const system = options.system ?? 'dutch';
  const prng = makePrng(seed);
  const rates = { drawRate: options.drawRate ?? DEFAULT_DRAW_RATE, forfeitRate: options.forfeitRate ?? 0 };
  const field = makeRandomPlayers(count, prng, options.ratings ?? DEFAULT_RATING_RANGE);
  const ratingOf = new Map(field.map((p) => [p.id, p.rating]));
  let t: Tournament = {
    info: [{ code: '012', value: `Simulated tournament, seed ${seed}` }],
    players: field,
    totalRounds: rounds,
    initialColor: prng.nextFloat() < 0.5 ? 'w' : 'b',
    // C.05 Annex 1: in an odd round robin the player drawn against the dummy has a free round,
    // not a won game, so the pairing-allocated bye scores nothing there.
    pointSystem: system === 'berger' ? { ...DEFAULT_POINTS, pairingBye: 0 } : DEFAULT_POINTS,
    requestedByes: [],
    accelerations: [],
    forbiddenPairs: [],
  };
  for (let round = 1; round <= rounds; round++) {
    // No bye requests for the last round: organisers usually refuse them there.
    const withByes = round < rounds ? drawByes(t, round, options.byeRate ?? 0, prng) : t;
    const pairing = pairRound(withByes, round, options);
    if (!pairing.ok) return { tournament: t, completedRounds: round - 1, stopped: pairing.error };
    t = withPairing(withByes, pairing.value);
    for (const pair of pairing.value.pairs) {
      const result = drawResult(ratingOf.get(pair.white) ?? 0, ratingOf.get(pair.black) ?? 0, rates, prng);
      const next = withResult(t, round, pair.white, result);
      if (!next.ok) throw new Error(`bug: the simulator's own result was refused: ${JSON.stringify(next.error)}`);
      t = next.value;
    }
  }
  return { tournament: t, completedRounds: rounds, stopped: null };
}
