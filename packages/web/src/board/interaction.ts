/**
 * What a press on a square means: select, move (or premove) on press, deselect, cancel the
 * premoves. The same rules serve the pointer and the keyboard. Pure: it reads a snapshot of the
 * board's state and returns an intent; the board carries it out.
 */
import { premoveDests } from './premove.js';
import { applyPremoves, isPromotion } from './queue.js';
import type { BoardMove, Color, Dests, Pieces, SquareName } from './types.js';

/** The part of the board's state a press depends on. */
export interface PressState {
  /** The pieces from the position, before the premove queue. */
  readonly pieces: Pieces;
  readonly turnColor: Color;
  readonly movableColor: Color | null;
  readonly dests: Dests;
  readonly premovable: boolean;
  readonly premoves: readonly BoardMove[];
  readonly selected: SquareName | null;
}

/** How the user's input is taken: legal moves, premoves, or not at all. */
export type InputMode = 'move' | 'premove' | 'none';

/**
 * `move` when it is `movableColor`'s turn and no premove is queued; `premove` when premoves are
 * allowed and it is the opponent's turn (or premoves are already queued, which the page plays
 * first); `none` otherwise.
 */
export function inputMode(state: PressState): InputMode {
  if (state.movableColor === null) return 'none';
  if (state.turnColor === state.movableColor && state.premoves.length === 0) return 'move';
  return state.premovable ? 'premove' : 'none';
}

/** The pieces as the user sees them: the position with the premove queue applied. */
export function shownPieces(state: PressState): Pieces {
  return state.premoves.length === 0 ? state.pieces : applyPremoves(state.pieces, state.premoves);
}

/**
 * The destinations of the piece on `from` in the current mode: the page's legal `dests` when
 * moving, the premove geometry on the queued position when premoving; empty for a square the
 * user may not move from.
 */
export function destsFrom(state: PressState, from: SquareName, shown: Pieces = shownPieces(state)): readonly SquareName[] {
  const mode = inputMode(state);
  if (shown.get(from)?.color !== state.movableColor) return [];
  if (mode === 'move') return state.dests.get(from) ?? [];
  if (mode === 'premove') return premoveDests(shown, from);
  return [];
}

/** The result of pressing a square. */
export type PressIntent =
  /** Select the piece on `square` (it may be the selected one: a drag may follow). */
  | { readonly kind: 'select'; readonly square: SquareName }
  /** Play (or queue) the move; `promotion` says a promotion piece must be chosen first. */
  | { readonly kind: 'move'; readonly from: SquareName; readonly to: SquareName; readonly premove: boolean; readonly promotion: boolean }
  /** Drop the selection; with `cancelPremoves`, empty the premove queue too. */
  | { readonly kind: 'deselect'; readonly cancelPremoves: boolean };

/**
 * The intent of pressing `square`: a move on press when a piece is selected and the square is
 * one of its destinations; otherwise selecting one of the user's pieces (as shown after the
 * queue) when the mode allows input; otherwise a deselect, which also cancels the premoves when
 * some are queued and the square is empty (as shown) and not a destination.
 */
export function pressIntent(state: PressState, square: SquareName): PressIntent {
  const shown = shownPieces(state);
  const mode = inputMode(state);
  if (state.selected !== null && state.selected !== square && destsFrom(state, state.selected, shown).includes(square)) {
    return {
      kind: 'move',
      from: state.selected,
      to: square,
      premove: mode === 'premove',
      promotion: isPromotion(shown, state.selected, square),
    };
  }
  if (mode !== 'none' && shown.get(square)?.color === state.movableColor) return { kind: 'select', square };
  // Not a destination (that was a move above): an empty square cancels the queue.
  return { kind: 'deselect', cancelPremoves: state.premoves.length > 0 && !shown.has(square) };
}

/**
 * The intent of dropping a dragged piece from `from` on `to` (`undefined`: off the board): a
 * move when `to` is a destination, otherwise nothing (`null`: the piece goes back).
 */
export function dropIntent(state: PressState, from: SquareName, to: SquareName | undefined): PressIntent | null {
  if (to === undefined || to === from) return null;
  const shown = shownPieces(state);
  if (!destsFrom(state, from, shown).includes(to)) return null;
  return { kind: 'move', from, to, premove: inputMode(state) === 'premove', promotion: isPromotion(shown, from, to) };
}
