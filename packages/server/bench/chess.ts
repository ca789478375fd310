/**
 * The simulated players' chess: a random legal move that avoids positions already seen (so games
 * do not end by repetition), a random premove, and whether a premove is legal after the
 * opponent's move. Positions come from the FEN of each move event (@flagfall/core).
 */
import { makeFen, makeUci, parseFen, parseUci, type Color, type Position } from '@flagfall/core';

/** The part of a FEN that decides a repetition (placement, side, castling, e.p.). */
export function repetitionKey(fen: string): string {
  return fen.split(' ', 4).join(' ');
}

function positionOf(fen: string): Position | null {
  const parsed = parseFen(fen);
  return parsed.ok ? parsed.value : null;
}

/**
 * A random legal move (UCI) in `fen`, preferring one whose position `seen` does not hold; null
 * when there is none (the game is over on the board).
 */
export function pickMove(fen: string, seen: ReadonlyMap<string, number>, random: () => number = Math.random): string | null {
  const pos = positionOf(fen);
  if (pos === null) return null;
  const legal = pos.legalMoves();
  if (legal.length === 0) return null;
  // A few random tries are enough: a random game rarely comes back to a position.
  for (let attempt = 0; attempt < 6; attempt++) {
    const move = legal[Math.floor(random() * legal.length)]!;
    const after = pos.clone();
    after.play(move);
    if (!seen.has(repetitionKey(makeFen(after)))) return makeUci(move);
  }
  return makeUci(legal[Math.floor(random() * legal.length)]!);
}

/**
 * A premove for `me` while the opponent is to move in `fen`: a random move that would be legal if
 * it were `me`'s turn now; null when there is none (or the opponent is in check, so the turn
 * cannot be passed).
 */
export function pickPremove(fen: string, me: Color, random: () => number = Math.random): string | null {
  const fields = fen.split(' ');
  if (fields.length < 4) return null;
  fields[1] = me === 'white' ? 'w' : 'b';
  fields[3] = '-';
  const pos = positionOf(fields.join(' '));
  if (pos === null) return null;
  const legal = pos.legalMoves();
  if (legal.length === 0) return null;
  return makeUci(legal[Math.floor(random() * legal.length)]!);
}

/** Whether `uci` is legal in `fen` (the server plays a premove exactly when it is). */
export function isLegalIn(fen: string, uci: string): boolean {
  const pos = positionOf(fen);
  const move = parseUci(uci);
  return pos !== null && move.ok && pos.isLegal(move.value);
}
