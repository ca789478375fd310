/**
 * The tournament model every part of this package shares: what a TRF file holds, parsed. Values are
 * immutable (readonly all the way down); functions that "change" a tournament return a new one.
 *
 * Players are identified by their pairing number (TRF "starting rank", 1..9999). Rounds are
 * numbered from 1; `player.rounds[r - 1]` is round r. A player's `rounds` may be shorter than the
 * tournament's played rounds (a late entry read from a sparse file); a missing entry means "not
 * paired, no points" (the TRF blank block).
 */

/**
 * A round's result code, as TRF16/TRF-2026 write it (column "result" of a round block):
 * - `1` `=` `0`: a played game won, drawn, lost;
 * - `+` `-`: forfeit win, forfeit loss (not a game: no colour history, a rematch is allowed);
 * - `W` `D` `L`: a game won, drawn, lost that lasted less than one move (a game for pairing
 *   purposes, not rated);
 * - `H` `F` `U` `Z`: half-point bye, full-point bye, pairing-allocated bye, zero-point bye (absence).
 */
export type ResultCode = '1' | '=' | '0' | '+' | '-' | 'W' | 'D' | 'L' | 'H' | 'F' | 'U' | 'Z';

/** Every result code, in the order above. */
export const RESULT_CODES: readonly ResultCode[] = ['1', '=', '0', '+', '-', 'W', 'D', 'L', 'H', 'F', 'U', 'Z'];

/** A colour as a round block writes it: `-` for no colour (a bye or an absence). */
export type ColorCode = 'w' | 'b' | '-';

/**
 * One round of one player (a TRF round block: opponent, colour, result).
 * Guarantees: `opponent` is null exactly when the block's opponent field is `0000` or blank;
 * `result` is null when the result field is blank (a pairing published, the game not finished);
 * a bye code (`H` `F` `U` `Z`) never has an opponent.
 */
export interface RoundEntry {
  readonly opponent: number | null;
  readonly color: ColorCode;
  readonly result: ResultCode | null;
}

/**
 * One `001` record. Text fields are kept as written (trimmed) so a file reads back unchanged;
 * `rating` is 0 when blank, `rank` null when blank.
 */
export interface Player {
  /** Pairing number (TRF starting rank), 1..9999, unique in the tournament. */
  readonly id: number;
  /** `m`, `w` or '' (column 10). */
  readonly sex: string;
  /** GM, IM, WGM, FM, WIM, CM, WFM, WCM or '' (columns 11–13). */
  readonly title: string;
  /** "Last, First" (columns 15–47). */
  readonly name: string;
  /** Rating (columns 49–52), 0 for unrated. */
  readonly rating: number;
  /** Federation (columns 54–56) or ''. */
  readonly federation: string;
  /** FIDE ID (columns 58–68) or ''. */
  readonly fideId: string;
  /** Birth date as written (columns 70–79), e.g. `1990/12/31`, or ''. */
  readonly birthDate: string;
  /** Points as the file states them (columns 81–84). */
  readonly points: number;
  /** Rank as the file states it (columns 86–89), or null. */
  readonly rank: number | null;
  /** Round blocks, round 1 first. */
  readonly rounds: readonly RoundEntry[];
}

/**
 * Points per result (TRF-2026 `162`, bbpPairings' `BBW BBD BBL BBZ BBF BBU`, JaVaFo's `XXS`).
 * Defaults: win 1, draw 0.5, loss 0, zero-point bye 0, forfeit loss 0, pairing-allocated bye = win,
 * full-point bye = win, half-point bye = draw, forfeit win = win.
 */
export interface PointSystem {
  readonly win: number;
  readonly draw: number;
  readonly loss: number;
  readonly forfeitWin: number;
  readonly forfeitLoss: number;
  readonly pairingBye: number;
  readonly fullBye: number;
  readonly halfBye: number;
  readonly zeroBye: number;
}

/** A request not to be paired in a round (TRF-2026 `240`, JaVaFo `XXZ`), with the points it scores. */
export interface RequestedBye {
  readonly round: number;
  readonly kind: 'H' | 'F' | 'Z';
  readonly players: readonly number[];
}

/**
 * Acceleration: points added to a player's score for pairing purposes in a round (Baku acceleration,
 * TRF(x) `XXA`, TRF-2026 `250`). Never counted in standings.
 */
export interface Acceleration {
  readonly player: number;
  /** `pointsByRound[r - 1]` is the virtual points added when pairing round r (missing = 0). */
  readonly pointsByRound: readonly number[];
}

/** Pairs that shall not meet (TRF(x) `XXP`, TRF-2026 `260`), optionally for a range of rounds only. */
export interface ForbiddenPairs {
  readonly players: readonly number[];
  /** Inclusive round range; null for every round. */
  readonly fromRound: number | null;
  readonly toRound: number | null;
}

/** A header record kept verbatim (e.g. `012 Club blitz`), in file order. */
export interface InfoRecord {
  readonly code: string;
  readonly value: string;
}

/**
 * A whole tournament. `players` is sorted by `id`. `totalRounds` is the declared number of rounds
 * (`XXR`, `142`); `initialColor` the colour drawn for pairing number 1 in round 1 (`XXC`, `152`).
 */
export interface Tournament {
  readonly info: readonly InfoRecord[];
  readonly players: readonly Player[];
  readonly totalRounds: number | null;
  readonly initialColor: 'w' | 'b' | null;
  readonly pointSystem: PointSystem;
  readonly requestedByes: readonly RequestedBye[];
  readonly accelerations: readonly Acceleration[];
  readonly forbiddenPairs: readonly ForbiddenPairs[];
}
