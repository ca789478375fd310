/** Helpers shared by the winnable analysis' tests. */
import assert from 'node:assert/strict';
import type { Position } from '../board/position.js';
import { parseFenTolerant } from '../notation/fen.js';
import { normalizedCopy } from '../winnable/normalize.js';

/** The normalized position of `fen` for `side` (White mates in it). */
export function work(fen: string, side: 'white' | 'black'): Position {
  const parsed = parseFenTolerant(fen);
  assert.ok(parsed.ok, fen);
  return normalizedCopy(parsed.value, side === 'white' ? 0 : 1);
}

/** Whether `line` (internal moves) played from `pos` ends with Black checkmated. */
export function mates(pos: Position, line: readonly number[]): boolean {
  const p = pos.clone();
  for (const m of line) p.makeMove(m);
  return p.side === 1 && p.isCheckmate();
}
