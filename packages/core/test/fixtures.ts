/** Test shorthands: a position from a FEN and a move from UCI, throwing on bad fixtures. */
import type { Position } from '../src/board/position.js';
import { parseFen, parseFenTolerant } from '../src/notation/fen.js';
import { parseUci } from '../src/notation/uci.js';
import type { Move } from '../src/types.js';

/** The position of a fixture FEN (tolerant positions allowed with `tolerant`). */
export function at(fen: string, tolerant = false): Position {
  const r = tolerant ? parseFenTolerant(fen) : parseFen(fen);
  if (!r.ok) throw new Error(`bad fixture: ${r.error.message}`);
  return r.value;
}

/** The move of a fixture UCI string. */
export function uci(text: string): Move {
  const r = parseUci(text);
  if (!r.ok) throw new Error(`bad fixture: ${r.error.message}`);
  return r.value;
}
