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
export { makePairingOutput, type Pair, type PairingError, type RoundPairing } from './model/pairing.js';
