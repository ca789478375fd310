/** Typed constructors of the timed events (the event language, docs/events.md). */
import type { Color } from '../types.js';
import type { ClaimKind, DeclaredResult, GameEvent, PauseActor } from './events.js';
import type { Termination } from './outcome.js';

/**
 * Typed constructors for the timed events, for programs that apply events themselves:
 * `game.apply(events.move(1200, 'e4'))`. They build the values only; `Game.apply` checks them.
 */
export const events = {
  /** The side to move plays `move` (SAN or UCI) and presses its clock at `t`. */
  move: (t: number, move: string): GameEvent => ({ type: 'move', t, move }),
  /** `by` presses the clock without a move. */
  press: (t: number, by: Color): GameEvent => ({ type: 'press', t, by }),
  /**
   * `by` claims: a flag, an illegal move, threefold, fifty moves (with the intended move), a
   * quickplay finish, or the win or a draw after the opponent left an online game.
   */
  claim: (t: number, by: Color, claim: ClaimKind, move?: string): GameEvent => ({
    type: 'claim',
    t,
    by,
    claim,
    ...(move !== undefined ? { move } : {}),
  }),
  /** `by` offers a draw. */
  offerDraw: (t: number, by: Color): GameEvent => ({ type: 'draw-offer', t, by }),
  /** `by` accepts the opponent's standing offer. */
  acceptDraw: (t: number, by: Color): GameEvent => ({ type: 'draw-accept', t, by }),
  /** `by` declines the opponent's standing offer. */
  declineDraw: (t: number, by: Color): GameEvent => ({ type: 'draw-decline', t, by }),
  /** `by` resigns. */
  resign: (t: number, by: Color): GameEvent => ({ type: 'resign', t, by }),
  /** The arbiter looks at board and clocks. */
  arbiterLooks: (t: number): GameEvent => ({ type: 'arbiter', t, action: 'look' }),
  /** The arbiter gives `side` `ms` milliseconds (negative: takes them). */
  addTime: (t: number, side: Color, ms: number): GameEvent => ({ type: 'arbiter', t, action: 'add-time', side, ms }),
  /** `by` (a player seeking the arbiter, or the arbiter) stops the clocks. */
  pause: (t: number, by: PauseActor): GameEvent => ({ type: 'pause', t, by }),
  /** `by` restarts the stopped clocks. */
  resume: (t: number, by: PauseActor): GameEvent => ({ type: 'resume', t, by }),
  /** A note for the arbiter (a device that slept, say): no rules effect, written to the PGN. */
  note: (t: number, text: string): GameEvent => ({ type: 'note', t, text }),
  /** The arbiter sets `side`'s move counter to `moves`. */
  setMoves: (t: number, side: Color, moves: number): GameEvent => ({ type: 'arbiter', t, action: 'set-moves', side, moves }),
  /** The arbiter declares the result he establishes at the board. */
  declare: (t: number, result: DeclaredResult, termination: Termination): GameEvent => ({
    type: 'arbiter',
    t,
    action: 'declare',
    result,
    termination,
  }),
} as const;
