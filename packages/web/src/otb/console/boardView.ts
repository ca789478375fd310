/**
 * What the board shows for a row of the timeline: the position after the event, the move that
 * led to it, and the king in check — read with the core (a position an illegal move left is read
 * tolerantly).
 */
import { makeSquare, makeUci, type SquareName } from '@flagfall/core';
import { parseFenTolerant, parseSan } from '@flagfall/core/notation';
import type { BoardConfig } from '../../board/board.js';
import type { Row } from './analysis.js';

/** The from and to squares of a move event's text in the position `fenBefore`, or `null`. */
export function moveSquares(fenBefore: string, text: string): readonly [SquareName, SquareName] | null {
  const uci = /^([a-h][1-8])([a-h][1-8])[qrbnk]?$/.exec(text);
  if (uci !== null) return [uci[1] as SquareName, uci[2] as SquareName];
  const pos = parseFenTolerant(fenBefore);
  if (!pos.ok) return null;
  const move = parseSan(pos.value, text);
  if (!move.ok) return null;
  const u = makeUci(move.value);
  return [u.slice(0, 2) as SquareName, u.slice(2, 4) as SquareName];
}

/** The board's config for `row` (`before`: the row before it). */
export function boardFor(row: Row, before: Row): Partial<BoardConfig> {
  const fen = row.state.fen;
  const pos = parseFenTolerant(fen);
  let check: SquareName | null = null;
  if (pos.ok && pos.value.isCheck()) {
    const king = pos.value.kingSquare(pos.value.turn);
    if (king !== undefined) check = makeSquare(king);
  }
  // A move the arbiter refused or took back leaves the position as it was: nothing to mark.
  const moved = row.event?.type === 'move' && fen !== before.state.fen ? moveSquares(before.state.fen, row.event.move) : null;
  return { fen: fen.split(' ')[0]!, turnColor: row.state.turn, movableColor: null, premovable: false, lastMove: moved, check };
}
