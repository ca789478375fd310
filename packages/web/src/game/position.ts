/**
 * What the board needs from a position, read with the core: the legal destinations of the side
 * to move, the checked king's square, SAN for a move. One rules implementation everywhere.
 */
import { Chess, makeSan, makeSquare, makeUci, parseUci, type Color, type SquareName } from '@flagfall/core';

/** A position as the page uses it: the core's game, its legal moves by origin, and the check. */
export interface PositionView {
  readonly fen: string;
  readonly turn: Color;
  /** Legal destinations of the side to move, by origin square (castling as the king's two-square move). */
  readonly dests: ReadonlyMap<SquareName, readonly SquareName[]>;
  /** The square of the king in check, or null. */
  readonly check: SquareName | null;
  /** Every legal move in UCI. */
  readonly legalUci: ReadonlySet<string>;
  /** The core's game at this position (for SAN and keyboard input). */
  readonly chess: Chess;
}

/** Reads a FEN the server sent; null when the core refuses it (never expected from our server). */
export function readPosition(fen: string): PositionView | null {
  const r = Chess.fromFen(fen);
  if (!r.ok) return null;
  const chess = r.value;
  const pos = chess.position();
  const dests = new Map<SquareName, SquareName[]>();
  const legalUci = new Set<string>();
  for (const m of chess.legalMoves()) {
    legalUci.add(makeUci(m));
    const from = makeSquare(m.from);
    const to = makeSquare(m.to);
    const list = dests.get(from);
    if (list === undefined) dests.set(from, [to]);
    else if (!list.includes(to)) list.push(to);
  }
  const king = pos.isCheck() ? pos.kingSquare(pos.turn) : undefined;
  return { fen, turn: pos.turn, dests, check: king === undefined ? null : makeSquare(king), legalUci, chess };
}

/** The SAN of a UCI move in a position, or null when the move is not legal there. */
export function sanOf(view: PositionView, uci: string): string | null {
  if (!view.legalUci.has(uci)) return null;
  const m = parseUci(uci);
  if (!m.ok) return null;
  return makeSan(view.chess.position(), m.value);
}

/** The position after a legal UCI move, or null. */
export function after(view: PositionView, uci: string): PositionView | null {
  if (!view.legalUci.has(uci)) return null;
  const chess = Chess.fromFen(view.fen);
  if (!chess.ok) return null;
  const played = chess.value.play(uci);
  if (!played.ok) return null;
  return readPosition(chess.value.fen());
}
