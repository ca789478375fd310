/**
 * What the criteria evaluator reads about a round to be paired: a structural subset of the Dutch
 * engine's `PairingState` (src/dutch/state.ts), so that state can be passed in as it is, and tests
 * can build one by hand. The evaluator never reads the engine's pairing code, only these facts.
 */

/** A colour a player plays with. */
export type Colour = 'w' | 'b';

/** How strongly a player wants a colour (C.04.3 1.7). */
export type PreferenceStrength = 'absolute' | 'strong' | 'mild' | 'none';

/** One player present in the round, as the criteria see them. */
export interface OraclePlayer {
  /** Pairing number (TPN). */
  readonly id: number;
  /**
   * The pairing number that decides colour parity (5.2.5), 0-based: the position by pairing number
   * among the players counted this round (equal to `id - 1` unless players were left out).
   */
  readonly rankIndex: number;
  /** Score for pairing purposes (acceleration included). */
  readonly score: number;
  /** Games played with White minus games played with Black (C.04.3 1.6). */
  readonly colourDiff: number;
  /** Colours of the games actually played, oldest first (unplayed rounds skipped, C.04.2 3.4). */
  readonly colours: readonly Colour[];
  /** The colour preference (C.04.3 1.7); `colour` is null exactly when `strength` is 'none'. */
  readonly preference: { readonly colour: Colour | null; readonly strength: PreferenceStrength };
  /** Players this one may not meet: earlier opponents in played games, and forbidden pairs (C1). */
  readonly opponents: ReadonlySet<number>;
  /** Float received in each past round, round 1 first (C.04.3 1.4). */
  readonly floats: readonly ('down' | 'up' | null)[];
  /** Whether the pairing-allocated bye may go to this player (C2). */
  readonly byeAllowed: boolean;
  /** Rounds so far in which this player did not play a game (C9). */
  readonly unplayedGames: number;
  /** Topscorer (C.04.3 1.8: more than half the maximum score, only when pairing the last round). */
  readonly topscorer: boolean;
}

/** The round being paired and its players (absent players left out). */
export interface OracleState {
  /** The round being paired (1-based). */
  readonly round: number;
  /** The players to pair, in any order; the evaluator ranks them by score, then pairing number. */
  readonly players: readonly OraclePlayer[];
  /** The colour drawn for the odd pairing numbers (5.1). */
  readonly initialColour: Colour;
}

/** A candidate round pairing: unordered pairs of pairing numbers and the PAB assignee (or null). */
export interface Candidate {
  readonly pairs: readonly (readonly [number, number])[];
  readonly bye: number | null;
}
