/**
 * The shape of a ruleset: one immutable table of named parameters, each citing the article
 * that sets it. The arbiter reads these parameters; it never tests a ruleset's name.
 * The tables themselves live in fide2023.ts, fide2009.ts, uscf.ts and online.ts.
 */

/** The rulesets an event may name, exactly as written in a `start` line. */
export const RULESET_NAMES = [
  'fide-standard',
  'fide-rapid',
  'fide-blitz',
  'fide-2009-standard',
  'fide-2009-blitz',
  'uscf-standard',
  'uscf-blitz',
  'online',
] as const;
/** The name of a ruleset (`RULESET_NAMES`). */
export type RulesetName = (typeof RULESET_NAMES)[number];

/** True when `text` names a ruleset. */
export const isRulesetName = (text: string): text is RulesetName => (RULESET_NAMES as readonly string[]).includes(text);

/**
 * How firmly the article text backs a value: `interp` when no article decides and this
 * project chose (the choice is explained in `note`), `unverified` when the article number
 * or wording could not be checked against a primary text.
 */
export type Basis = 'interp' | 'unverified';

/** One parameter: its value, the article(s) that set it, and why when that is not obvious. */
export interface Param<T> {
  readonly value: T;
  /** The citation rulings carry, e.g. `FIDE 7.5.5`, `US Chess 13C1`, `FIDE Online 4.4`. */
  readonly rule: string;
  readonly basis?: Basis;
  /** One or two sentences for the documentation. */
  readonly note?: string;
}

/**
 * The "can this side still win" question a rule asks, each answered by one function of
 * winnable/ (so the unwinnability analysis can replace it in one place):
 * - `any-series`: FIDE "checkmate … by any possible series of legal moves" (6.9, 5.1.2,
 *   5.2.2, 7.5.5; FIDE Online 4.4) → `canCheckmate`;
 * - `uscf-14e`: US Chess 14E insufficient material to win on time → `canWinOnTimeUscf14E`;
 * - `uscf-mating-material`: US Chess blitz 7c/8d "mating material" → `hasMatingMaterialUscf`.
 */
export const WIN_TESTS = ['any-series', 'uscf-14e', 'uscf-mating-material'] as const;
/** A "can this side still win" test (`WIN_TESTS`). */
export type WinTest = (typeof WIN_TESTS)[number];

/** A time-control category under some body's definition. */
export const TIME_CATEGORIES = ['standard', 'rapid', 'blitz', 'regular', 'dual', 'quick', 'unrated'] as const;
/** A time-control category under some body (`TIME_CATEGORIES`). */
export type TimeCategory = (typeof TIME_CATEGORIES)[number];

/**
 * Which category scheme a ruleset is meant for and which categories it expects:
 * `fide-2023` (B.1/A.1: base + 60 × increment ≤ 10 min blitz, < 60 min rapid), `fide-2009`
 * (< 15 min blitz, < 60 min rapid), `uscf` (5C: blitz 5–10, quick 11–29, dual 30–65,
 * regular > 65, minutes + increment-or-delay seconds; `unrated` otherwise), or `any` (no expectation).
 */
export interface CategoryRule {
  readonly scheme: 'fide-2023' | 'fide-2009' | 'uscf' | 'any';
  readonly expected: readonly TimeCategory[];
}

/**
 * Until when a completed illegal move can be claimed (or acted on by the arbiter):
 * - `game`: any time during the game (FIDE 7.5.1);
 * - `before-claimant-moves`: until the claimant completes his next move (FIDE A.5.2, US blitz 7d);
 * - `last-moves`: only when it is among the last `plies` half-moves (US 11A, older moves stand
 *   by 11B); in time pressure (a player under `timePressureUnderMs` with increment and delay
 *   below `timePressureMinPerMoveMs`) only the last `timePressurePlies` and only players (11D1).
 */
export type ClaimWindow =
  | { readonly kind: 'game' }
  | { readonly kind: 'before-claimant-moves' }
  | {
      readonly kind: 'last-moves';
      readonly plies: number;
      readonly timePressureUnderMs: number;
      readonly timePressureMinPerMoveMs: number;
      readonly timePressurePlies: number;
    };

/** What makes a fallen flag count (FIDE 6.8): claims only, claims and the arbiter, or the server at once. */
export type FlagCallers = 'players' | 'players-and-arbiter' | 'server';

/**
 * Both flags down:
 * - `first-flag-loses`: the player whose flag fell first loses (subject to the win test);
 * - `draw`: drawn;
 * - `draw-in-last-period`: drawn in the last period, otherwise the game goes on (FIDE III.3.1, US 14G/16T).
 */
export type BothFlagsRule = 'first-flag-loses' | 'draw' | 'draw-in-last-period';

/** Whether a draw rule ends the game by itself, needs a claim, is for an arbiter who sees it, or does not exist. */
export type DrawMode = 'automatic' | 'claim' | 'arbiter' | 'none';

/**
 * A quickplay-finish claim (FIDE III.5, FIDE 2009 10.2): the player having the move, with less
 * than `underMs` left and his flag up, in the last period, claims the opponent cannot win by normal
 * means. `needsGuidelinesIII`: only when the event announced Guidelines III (III.2.1);
 * `withIncrement`: whether it is allowed when the control has an increment or delay.
 */
export interface QuickplayRule {
  readonly underMs: number;
  readonly needsGuidelinesIII: boolean;
  readonly withIncrement: boolean;
  /** Time given to the opponent when the claim is postponed (III.5.2, a "may"; 0 = not given). */
  readonly postponedBonusMs: number;
}

/** A pawn left unpromoted on the last rank with the clock pressed. */
export type UnpromotedPawnRule =
  | 'illegal-move-queen' // FIDE 7.5.2: an illegal move, penalised; the pawn becomes a queen and the move stands
  | 'illegal-move' // an ordinary illegal move: the position before it is restored
  | 'complete-with-queen'; // not an illegal move: the promotion is completed (US 8F7), no penalty

/** The articles cited by rulings that have no parameter to choose. */
export interface Citations {
  readonly checkmate: string;
  readonly stalemate: string;
  readonly agreement: string;
  readonly drawOffer: string;
  readonly clockAdjustment: string;
  /** Stopping and restarting the clocks (an arbiter, or a player seeking one). */
  readonly pause: string;
  readonly gameOver: string;
}

/** A ruleset: the rules an event plays under, as data. Immutable. */
export interface Ruleset {
  readonly name: RulesetName;
  readonly title: string;
  /** The document the table transcribes. */
  readonly source: string;
  /** The time-control category the rules are meant for; another one only earns a ruling. */
  readonly category: Param<CategoryRule>;
  /** When the clock starts: White's clock at once (`otb`), or only once both sides have moved (`online`). */
  readonly clockStart: Param<'otb' | 'online'>;
  readonly moves: {
    /** Whether physically possible illegal moves are accepted (over the board) or refused (online). */
    readonly acceptsIllegal: Param<boolean>;
    /** Pressing the clock without moving: an illegal move, or nothing the rules punish. */
    readonly pressWithoutMove: Param<'illegal-move' | 'not-illegal'>;
    readonly unpromotedPawn: Param<UnpromotedPawnRule>;
    /** Capturing the king: an illegal move itself, or the way to claim the opponent's illegal move. */
    readonly kingCapture: Param<'illegal-move' | 'claim'>;
  };
  readonly illegalMove: {
    /** Time added to the opponent when an illegal move is corrected (0 = none). */
    readonly penaltyMs: Param<number>;
    /** The completed illegal move (counted per player) that loses; `null` = none loses. */
    readonly lossAtCount: Param<number | null>;
    /** The test for "the game is drawn if the opponent cannot win" when an illegal move loses. */
    readonly lossTest: Param<WinTest>;
    readonly window: Param<ClaimWindow>;
    /** When an arbiter who sees an illegal move acts on it without a claim. */
    readonly arbiterActs: Param<'always' | 'illegal-position' | 'never'>;
    /** Whether the increment earned by the illegal press is taken back. */
    readonly removeIncrement: Param<boolean>;
    /** Whether the replacement move must be made with the piece that moved illegally (touch-move). */
    readonly touchMove: Param<boolean>;
  };
  readonly flag: {
    readonly callers: Param<FlagCallers>;
    /** Whether an arbiter (present or looking) may call a flag when both flags are down. */
    readonly arbiterCallsBothFlags: Param<boolean>;
    readonly winTest: Param<WinTest>;
    readonly bothFlagsDigital: Param<BothFlagsRule>;
    readonly bothFlagsAnalog: Param<BothFlagsRule>;
    /** Time added to the opponent after a flag claim when no flag is down (0 = none). */
    readonly incorrectClaimPenaltyMs: Param<number>;
  };
  readonly draws: {
    readonly threefold: Param<DrawMode>;
    readonly fiftyMoves: Param<DrawMode>;
    readonly fivefold: Param<DrawMode>;
    readonly seventyFiveMoves: Param<DrawMode>;
    readonly deadPosition: Param<'dead-position' | 'insufficient-material'>;
    /** Time added to the opponent after an incorrect threefold/50-move claim. */
    readonly incorrectClaimPenaltyMs: Param<number>;
    /** Whether the move announced with an incorrect claim must then be played (FIDE 9.5.3). */
    readonly incorrectClaimPlaysMove: Param<boolean>;
    /** Whether a draw claim is also a draw offer the opponent may accept. */
    readonly claimIsOffer: Param<boolean>;
  };
  /** Resignation when the opponent cannot checkmate by any series of legal moves. */
  readonly resignation: Param<'loss' | 'draw-if-opponent-cannot-mate'>;
  readonly quickplayFinish: Param<QuickplayRule | null>;
  /**
   * A player's opponent left an online game and did not come back: `claim` lets the player who
   * stayed claim the win (a draw when he cannot checkmate by any series of legal moves) or a
   * draw, once the platform's disconnection countdown has run; `null`: no such claim (over the
   * board the absent player's clock runs and the arbiter deals with him).
   */
  readonly abandonment: Param<'claim' | null>;
  readonly cite: Citations;
}
