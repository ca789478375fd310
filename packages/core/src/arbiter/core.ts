/**
 * The mutable state of one game under arbitration, shared by the arbiter's parts (moves,
 * irregularities, flags, draws). One owner: the `Game` that wraps it. Not exported publicly.
 */
import type { IllegalReason } from '../board/moveCheck.js';
import type { Position } from '../board/position.js';
import { RepetitionHistory } from '../board/repetition.js';
import type { DrawModes, EndingOptions } from '../play/ending.js';
import { MateProofs } from '../play/mateProofs.js';
import type { Clock, ClockError } from '../clock/clock.js';
import { adjust, flagsFallen, signedRemainingMs } from '../clock/clock.js';
import type { Result } from '../result.js';
import type { Ruleset } from '../rules/types.js';
import type { ByColor, Color, Move, Square } from '../types.js';
import type { StartEvent } from './events.js';
import { canStillWin, Side, type Outcome, type Ruling, type RulingCode, type WinCheck } from './outcome.js';
import type { WinTest } from '../rules/types.js';

/** A completed move in the game record (legal, or illegal and still standing). */
export interface Ply {
  readonly move: Move;
  readonly by: Color;
  readonly t: number;
  readonly line: number;
  /** SAN for a legal move; `null` for an illegal one (written in UCI). */
  readonly san: string | null;
  readonly uci: string;
  readonly illegal?: { readonly reason: IllegalReason; readonly message: string };
  /** The mover's remaining time after the press, and the time the move took. */
  readonly clockMs: number;
  readonly emtMs: number;
  /** Notes for the PGN before this move (what happened since the previous one) and after it. */
  readonly notesBefore: string[];
  readonly comments: string[];
}

/**
 * A completed irregularity not yet dealt with: an illegal move, or a press without a move
 * (FIDE 7.5.3). Keeps what is needed to reinstate the position before it (7.5.1).
 */
export interface Irregularity {
  /** `unrecorded`: a move of a clock-only record, claimed illegal (the claimant's word is the evidence). */
  readonly kind: 'move' | 'press' | 'unrecorded';
  readonly by: Color;
  readonly t: number;
  readonly line: number;
  /** Plies and repetition history before it: the record is cut back to these lengths. */
  readonly plyIndex: number;
  readonly repsLength: number;
  readonly before: Position;
  readonly clockBefore: Clock;
  readonly clockAfter: Clock;
  readonly move?: Move;
  readonly reason?: IllegalReason;
  readonly description: string;
  /** It left an illegal position: both kings in check, a pawn on the last rank, a king taken. */
  readonly illegalPosition: boolean;
  /** The claimant (the other side) has completed a move since. */
  claimantMoved: boolean;
}

/** A completed press of a clock-only record (`record: clock`): a move that is not recorded. */
export interface UnrecordedMove {
  readonly by: Color;
  readonly t: number;
  readonly line: number;
  readonly clockBefore: Clock;
  readonly clockAfter: Clock;
}

/** Thrown when a clock operation the arbiter itself chose fails: a bug, not bad input. */
export function must(res: Result<Clock, ClockError>): Clock {
  if (!res.ok) throw new Error(`arbiter clock invariant: ${res.error.message}`);
  return res.value;
}

/** The state of a game under arbitration. */
export class GameCore {
  readonly rules: Ruleset;
  readonly start: StartEvent;
  pos: Position;
  clock: Clock;
  readonly startPos: Position;
  plies: Ply[] = [];
  /** Repetition keys (FIDE 9.2.3) of every position of the current record, the start included. */
  readonly reps = new RepetitionHistory();
  /** Node budget of each mate analysis behind a ruling (flag, resignation, a losing illegal move, quickplay). */
  readonly maxNodes: number;
  /** Node budget per side of the dead-position test after each move (FIDE 5.2.2). */
  readonly deadPositionMaxNodes: number;
  /** The ruleset's four repetition and move-count draw modes, as `findEnding` takes them (read once). */
  readonly drawModes: DrawModes;
  /** This game's proofs that a position is not dead, so the check after each move rarely needs the analysis. */
  readonly proofs = new MateProofs();
  /** What `findEnding` is asked with after each move, with and without an arbiter present (made once). */
  readonly endingOptions: { readonly present: EndingOptions; readonly absent: EndingOptions };
  irregularities: Irregularity[] = [];
  /** Under a clock-only record: the presses that completed moves, in order (cut back when one is corrected). */
  unrecorded: UnrecordedMove[] = [];
  readonly illegalCount: ByColor<number> = { white: 0, black: 0 };
  drawOffer: Color | null = null;
  /** After a corrected illegal move: the offender must move the piece on `square` if it can (4.3). */
  touch: { readonly side: Color; readonly square: Square } | null = null;
  /** The instant a side's flag fell, while it is down (an arbiter's added time lifts it). */
  readonly fallAt: ByColor<number | null> = { white: null, black: null };
  /** The last instant each side's flag fell, for the verdict. */
  readonly lastFall: ByColor<number | null> = { white: null, black: null };
  private readonly seenFalls = new Set<string>();
  outcome: Outcome | null = null;
  /** Remaining times when the game ended. */
  finalClock: ByColor<number> | null = null;
  readonly rulings: Ruling[] = [];
  /** Notes waiting for the next ply of the PGN (or the game comments if none follows). */
  notes: string[] = [];
  /** The event being applied. */
  t = 0;
  line = 1;

  constructor(
    rules: Ruleset,
    start: StartEvent,
    pos: Position,
    clock: Clock,
    budgets: { readonly maxNodes: number; readonly deadPositionMaxNodes: number },
  ) {
    this.rules = rules;
    this.start = start;
    this.pos = pos;
    this.startPos = pos.clone();
    this.clock = clock;
    this.reps.push(pos.repetitionKey());
    this.maxNodes = budgets.maxNodes;
    this.deadPositionMaxNodes = budgets.deadPositionMaxNodes;
    const d = rules.draws;
    this.drawModes = {
      threefold: d.threefold.value,
      fiftyMoves: d.fiftyMoves.value,
      fivefold: d.fivefold.value,
      seventyFiveMoves: d.seventyFiveMoves.value,
    };
    const options = (arbiterPresent: boolean): EndingOptions => ({
      draws: this.drawModes,
      arbiterPresent,
      deadPositionMaxNodes: this.deadPositionMaxNodes,
      proofs: this.proofs,
    });
    this.endingOptions = { present: options(true), absent: options(false) };
  }

  /** Records a ruling for the current event; `inconclusive` when a mate analysis behind it ran out of nodes. */
  rule(code: RulingCode, ruling: string, rule: string, inconclusive?: Ruling['inconclusive']): void {
    this.rulings.push({ t: this.t, line: this.line, code, ruling, rule, ...(inconclusive !== undefined ? { inconclusive } : {}) });
  }

  /** Ends the game at `endedAt` (the current event's time by default) with a ruling. */
  end(
    result: Outcome['result'],
    termination: Outcome['termination'],
    rule: string,
    ruling: string,
    endedAt = this.t,
    inconclusive?: Ruling['inconclusive'],
  ): void {
    if (this.outcome !== null) return;
    this.syncFlags(endedAt);
    this.outcome = { result, termination, rule, endedAt };
    this.finalClock = { white: this.remaining('white', endedAt), black: this.remaining('black', endedAt) };
    this.drawOffer = null;
    this.rule('game-ends', ruling, rule, inconclusive);
  }

  get over(): boolean {
    return this.outcome !== null;
  }

  /** Remaining time of `side` at `t`, never below zero. */
  remaining(side: Color, t: number): number {
    return Math.max(0, signedRemainingMs(this.clock, side, t));
  }

  /** Records the flag falls of the clock up to `t` (each fall once, even across clock rebuilds). */
  syncFlags(t: number): void {
    for (const fall of flagsFallen(this.clock, t)) {
      const id = `${fall.side}@${fall.atMs}`;
      if (this.seenFalls.has(id)) continue;
      this.seenFalls.add(id);
      this.fallAt[fall.side] ??= fall.atMs;
      this.lastFall[fall.side] = fall.atMs;
    }
  }

  /** Adds `deltaMs` to `side`'s time at the current instant; a flag that is no longer down is lifted. */
  addTime(side: Color, deltaMs: number): void {
    if (deltaMs === 0) return;
    this.syncFlags(this.t);
    this.clock = must(adjust(this.clock, side, deltaMs, this.t));
    if (signedRemainingMs(this.clock, side, this.t) > 0) this.fallAt[side] = null;
  }

  /** Whether the record is a clock alone (`record: clock`): no board to test. */
  get clockOnly(): boolean {
    return this.start.record === 'clock';
  }

  /**
   * Whether `side` can still win under `test` in `pos`. A clock-only record has no position: the
   * side is taken to be able to (only a proof of "cannot" draws: FIDE 6.9), and the reason says
   * that the arbiter declares the draw at the board when it cannot.
   */
  canWin(test: WinTest, pos: Position, side: Color): WinCheck {
    if (!this.clockOnly) return canStillWin(test, pos, side, { maxNodes: this.maxNodes });
    return {
      canWin: true,
      reason: `the record has no position, so ${Side(side)} is taken to be able to win (if ${Side(side)} cannot, the arbiter declares a draw at the board)`,
    };
  }

  /** How many times the repetition key `key` occurs in the current record. */
  occurrences(key: number): number {
    return this.reps.count(key);
  }
}
