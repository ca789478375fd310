/**
 * A game to search from: the position after a start position and a list of UCI moves, with the
 * keys of the positions on the way (a search needs them to see repetitions of positions played
 * before its root).
 */
import { err, ok, parseFen, parseUci, Position, quote, type Result } from '@flagfall/core';
import { boardState } from '@flagfall/core/internal';
import { keyHi, keyLo } from './keys.js';

/** The most moves a game may list (a long blitz game has a few hundred plies). */
export const MAX_GAME_MOVES = 10_000;

/** A game loaded for a search. Immutable once made; the search works on its own copy of `position`. */
export interface GameRoot {
  /** The position to move from. */
  readonly position: Position;
  /** Search keys (see keys.ts) of the positions before `position`, oldest first: low halves. */
  readonly historyLo: Int32Array;
  /** High halves, in the same order. */
  readonly historyHi: Int32Array;
}

/** Why a game could not be loaded. */
export type GameError =
  | { readonly code: 'bad_fen'; readonly fen: string; readonly message: string }
  | { readonly code: 'bad_move'; readonly index: number; readonly move: string; readonly message: string }
  | { readonly code: 'too_many_moves'; readonly count: number; readonly message: string };

/**
 * Loads `fen` (null: the standard start) and plays `moves` (UCI; castling also as the king taking
 * its own rook, e1h1). Fails on a bad FEN, a move that is not UCI or not legal where it is
 * played (the error names its index), or more than `MAX_GAME_MOVES` moves.
 */
export function loadGame(fen: string | null, moves: readonly string[]): Result<GameRoot, GameError> {
  if (moves.length > MAX_GAME_MOVES) {
    return err({ code: 'too_many_moves', count: moves.length, message: `${moves.length} moves: at most ${MAX_GAME_MOVES}` });
  }
  let position: Position;
  if (fen === null) {
    position = Position.initial();
  } else {
    const parsed = parseFen(fen);
    if (!parsed.ok) return err({ code: 'bad_fen', fen, message: parsed.error.message });
    position = parsed.value;
  }
  const state = boardState(position);
  const historyLo = new Int32Array(moves.length);
  const historyHi = new Int32Array(moves.length);
  for (let i = 0; i < moves.length; i++) {
    const text = moves[i]!;
    const move = parseUci(text);
    historyLo[i] = keyLo(state);
    historyHi[i] = keyHi(state);
    if (!move.ok || !position.play(move.value)) {
      const why = move.ok ? 'not legal here' : move.error.message;
      return err({ code: 'bad_move', index: i, move: text, message: `move ${i + 1} ${quote(text)}: ${why}` });
    }
  }
  return ok({ position, historyLo, historyHi });
}
