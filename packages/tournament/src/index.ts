/**
 * @flagfall/tournament: pairing systems (FIDE Dutch, Berger round robin, arena), FIDE tie-breaks and
 * TRF files. Pure: no I/O, no timers, no randomness except from a seed passed in.
 */
export type {
  Acceleration,
  ColorCode,
  ForbiddenPairs,
  InfoRecord,
  Player,
  PointSystem,
  RequestedBye,
  ResultCode,
  RoundEntry,
  Tournament,
} from './model/tournament.js';
export { RESULT_CODES } from './model/tournament.js';
export { DEFAULT_POINTS, isPlayedGame, pointsOf, scoreOf } from './model/points.js';
export { createPlayer, createTournament } from './model/build.js';
export { makePairingOutput, type Pair, type PairingError, type RoundPairing } from './model/pairing.js';
export { parseTrf } from './trf/parse.js';
export { makeTrf, type MakeTrfOptions } from './trf/make.js';
export type { TrfError } from './trf/error.js';
export { pointsMismatches, type PointsMismatch } from './trf/mismatch.js';
export { playedRounds, recomputePoints, truncateRounds, withPairing, withResult, type EditError, type GameResult } from './model/edit.js';
export { bergerRound, bergerRoundCount, bergerTable, type BergerOptions } from './berger/table.js';
export { pairBerger, type PairBergerOptions } from './berger/pair.js';
export {
  ARENA_BERSERK_MIN_PLIES,
  ARENA_LONG_GAME_PLIES,
  ARENA_QUICK_DRAW_PLIES,
  arenaSheet,
  type ArenaFlag,
  type ArenaGame,
  type ArenaScore,
  type ArenaSheet,
  type ArenaSheetOptions,
} from './arena/sheet.js';
export { arenaPerformance, arenaStandings, type ArenaEntry, type ArenaStandingsRow } from './arena/standings.js';
export { arenaHistory, colourHistory, TRF_GAME_PLIES, type ArenaHistory } from './arena/history.js';
export { ARENA_MAX_COLOUR_STRIKE, pairArena, type PairArenaOptions } from './arena/pair.js';
export { makePrng, type Prng } from './simulate/prng.js';
export { drawResult, expectedScore, type ResultRates, type SimulatedResult } from './simulate/results.js';
export {
  pairingState,
  type FloatDirection,
  type PairingColour,
  type PairingPlayer,
  type PairingState,
  type PairingStateOptions,
  type PreferenceStrength,
} from './dutch/state.js';
export {
  makeTiebreak,
  makeTiebreaks,
  parseTiebreak,
  parseTiebreaks,
  TIEBREAK_NAMES,
  type TiebreakError,
  type TiebreakName,
  type TiebreakSpec,
} from './tiebreak/spec.js';
export { standings, type Standings, type StandingsOptions, type StandingsRow } from './standings/standings.js';
export { makeStandingsJson, makeStandingsTable, type StandingsJson, type StandingsJsonRow } from './standings/table.js';
export {
  countedRounds,
  makeTiebreakContext,
  playerView,
  type PlayerView,
  type RoundKind,
  type RoundView,
  type TiebreakContext,
  type TiebreakSystem,
} from './tiebreak/context.js';
export { tiebreakValue } from './tiebreak/values.js';
export { pairDutch, type DutchOptions } from './dutch/pair.js';
export { checkRound, type CheckOptions, type CheckReport, type Violation } from './check/check.js';
export { makeCheckReport } from './check/report.js';
export { recordedPairing } from './check/actual.js';
export { maxWeightMatching, type MatchingOptions, type WeightedEdge } from './matching/maxWeightMatching.js';
export {
  DEFAULT_DRAW_RATE,
  simulateTournament,
  singleRoundRobinRounds,
  type SimulatedSystem,
  type Simulation,
  type SimulationOptions,
} from './simulate/simulate.js';
