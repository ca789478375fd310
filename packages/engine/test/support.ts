/** Test helpers: seeded randomness, fake clocks, random games. Not part of the package. */
import { makeUci, opposite, Position, type Piece } from '@flagfall/core';

/** A small deterministic PRNG (mulberry32): values in [0, 1). */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A fake clock that stands still: searches end by depth or nodes only. */
export const frozenClock = (): (() => number) => () => 0;

/**
 * A fake clock that moves `stepMs` forward each time it is read. A search reads it once per
 * 1,024 nodes, so time here is a measure of work: deterministic, and no test ever sleeps.
 */
export function steppingClock(stepMs: number): { now: () => number; reads: () => number } {
  let t = 0;
  let n = 0;
  return {
    now: () => {
      n++;
      t += stepMs;
      return t;
    },
    reads: () => n,
  };
}

/** Plays up to `plies` random legal moves from the start (fewer when the game ends); the moves in UCI. */
export function randomGame(plies: number, seed: number): { position: Position; moves: string[] } {
  const random = seeded(seed);
  const position = Position.initial();
  const moves: string[] = [];
  for (let i = 0; i < plies; i++) {
    const legal = position.legalMoves();
    if (legal.length === 0) break;
    const move = legal[Math.floor(random() * legal.length)]!;
    position.play(move);
    moves.push(makeUci(move));
  }
  return { position, moves };
}

/** The legal moves of a position, in UCI. */
export function legalUci(position: Position): string[] {
  return position.legalMoves().map(makeUci);
}

/** The position with colours swapped and the board mirrored top to bottom (the same game seen from the other side). */
export function mirrored(position: Position): Position {
  const setup = position.toSetup();
  const board = new Array<Piece | null>(64).fill(null);
  for (let sq = 0; sq < 64; sq++) {
    const piece = setup.board[sq];
    if (piece) board[sq ^ 56] = { role: piece.role, color: opposite(piece.color) };
  }
  const c = setup.castling;
  const flipped = Position.fromSetup({
    ...setup,
    board,
    turn: opposite(setup.turn),
    castling: {
      whiteKingSide: c.blackKingSide,
      whiteQueenSide: c.blackQueenSide,
      blackKingSide: c.whiteKingSide,
      blackQueenSide: c.whiteQueenSide,
    },
    epSquare: setup.epSquare === null ? null : setup.epSquare ^ 56,
  });
  if (!flipped.ok) throw new Error(`mirror of a legal position refused: ${flipped.error.message}`);
  return flipped.value;
}
