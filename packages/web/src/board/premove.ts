/**
 * Premove destinations by geometry. A premove is played after the opponent's next move, so a
 * destination is offered when **one opponent move could make it legal** on the given position
 * (the position after the queued premoves, see `applyPremoves`):
 *
 * - a slider's path may hold one blocker, an enemy piece that could move away; beyond it the
 *   piece may land on an empty square or an enemy piece, or on its own piece when that blocker
 *   could capture there;
 * - a piece may land on its own piece only when an enemy piece attacks that square (the
 *   recapture premove: the enemy takes, we take back); a piece moved by a queued premove is
 *   already on its new square, so its old square is free;
 * - a pawn pushes one square, or two from its start rank, unless its own piece stands in the way
 *   (an enemy piece may step aside; not two of them); it moves diagonally onto an enemy piece, an
 *   own piece an enemy attacks, or an empty square an enemy piece could move to (which covers an
 *   en-passant capture: the enemy pawn passes that square);
 * - the king castles when it stands on e1/e8 and a rook of its colour on the corner, with no own
 *   piece between them and at most one enemy piece (which could move away); checks are ignored.
 *
 * Pins, checks and the rest are left to the legality check when the premove is played. Pure.
 */
import { SQUARE_NAMES, squareIndex } from './squares.js';
import type { Color, Piece, Pieces, SquareName } from './types.js';

const KNIGHT_STEPS = [
  [1, 2],
  [2, 1],
  [2, -1],
  [1, -2],
  [-1, -2],
  [-2, -1],
  [-2, 1],
  [-1, 2],
] as const;
const ROOK_DIRS = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
] as const;
const BISHOP_DIRS = [
  [1, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
] as const;
const KING_STEPS = [...ROOK_DIRS, ...BISHOP_DIRS];

type Step = readonly [number, number];

/** The board as 64 slots, for cheap geometry. */
class Grid {
  readonly slots: (Piece | undefined)[] = new Array<Piece | undefined>(64);
  constructor(pieces: Pieces) {
    for (const [square, piece] of pieces) this.slots[squareIndex(square)] = piece;
  }
  at(file: number, rank: number): Piece | undefined {
    return file < 0 || file > 7 || rank < 0 || rank > 7 ? undefined : this.slots[rank * 8 + file];
  }
}

const onBoard = (file: number, rank: number): boolean => file >= 0 && file <= 7 && rank >= 0 && rank <= 7;
const forward = (color: Color): number => (color === 'white' ? 1 : -1);

/** Whether the piece on (pf, pr) attacks (tf, tr) on this grid (paths must be clear). */
function attacks(grid: Grid, pf: number, pr: number, tf: number, tr: number): boolean {
  const piece = grid.at(pf, pr);
  if (!piece) return false;
  const df = tf - pf;
  const dr = tr - pr;
  if (df === 0 && dr === 0) return false;
  switch (piece.role) {
    case 'pawn':
      return dr === forward(piece.color) && Math.abs(df) === 1;
    case 'knight':
      return Math.abs(df * dr) === 2;
    case 'king':
      return Math.abs(df) <= 1 && Math.abs(dr) <= 1;
    case 'bishop':
    case 'rook':
    case 'queen': {
      const straight = df === 0 || dr === 0;
      const diagonal = Math.abs(df) === Math.abs(dr);
      if (piece.role === 'bishop' ? !diagonal : piece.role === 'rook' ? !straight : !straight && !diagonal) return false;
      const sf = Math.sign(df);
      const sr = Math.sign(dr);
      for (let f = pf + sf, r = pr + sr; f !== tf || r !== tr; f += sf, r += sr) if (grid.at(f, r)) return false;
      return true;
    }
  }
}

/** Whether some piece of `color` attacks (tf, tr): could capture a piece standing there. */
function attackedBy(grid: Grid, color: Color, tf: number, tr: number): boolean {
  for (let i = 0; i < 64; i++) {
    if (grid.slots[i]?.color === color && attacks(grid, i & 7, i >> 3, tf, tr)) return true;
  }
  return false;
}

/** Whether some piece of `color` could move to the empty square (tf, tr) in one move. */
function reachableBy(grid: Grid, color: Color, tf: number, tr: number): boolean {
  const dir = forward(color);
  for (let i = 0; i < 64; i++) {
    const piece = grid.slots[i];
    if (piece?.color !== color) continue;
    const pf = i & 7;
    const pr = i >> 3;
    if (piece.role !== 'pawn') {
      if (attacks(grid, pf, pr, tf, tr)) return true;
    } else if (pf === tf) {
      if (pr + dir === tr) return true;
      const start = color === 'white' ? 1 : 6;
      if (pr === start && pr + 2 * dir === tr && !grid.at(pf, pr + dir)) return true;
    }
  }
  return false;
}

/**
 * The premove destinations of the piece on `from` (of either colour: its colour is the
 * premoving side), in index order; empty for an empty square. See the module comment for the
 * rules.
 */
export function premoveDests(pieces: Pieces, from: SquareName): SquareName[] {
  const grid = new Grid(pieces);
  const piece = pieces.get(from);
  if (!piece) return [];
  const us = piece.color;
  const them: Color = us === 'white' ? 'black' : 'white';
  const ff = squareIndex(from) & 7;
  const fr = squareIndex(from) >> 3;
  const found = new Set<number>();
  const add = (f: number, r: number): void => void found.add(r * 8 + f);
  /** A one-step landing (knight, king): empty, enemy, or own piece that can be recaptured. */
  const land = (f: number, r: number): void => {
    if (!onBoard(f, r)) return;
    const target = grid.at(f, r);
    if (!target || target.color === them || attackedBy(grid, them, f, r)) add(f, r);
  };

  switch (piece.role) {
    case 'knight':
      for (const [df, dr] of KNIGHT_STEPS) land(ff + df, fr + dr);
      break;
    case 'king':
      for (const [df, dr] of KING_STEPS) land(ff + df, fr + dr);
      castling(grid, us, ff, fr, add);
      break;
    case 'bishop':
      slide(grid, us, ff, fr, BISHOP_DIRS, add);
      break;
    case 'rook':
      slide(grid, us, ff, fr, ROOK_DIRS, add);
      break;
    case 'queen':
      slide(grid, us, ff, fr, KING_STEPS, add);
      break;
    case 'pawn':
      pawn(grid, us, ff, fr, add);
      break;
  }
  return [...found].sort((a, b) => a - b).map((i) => SQUARE_NAMES[i]!);
}

function slide(grid: Grid, us: Color, ff: number, fr: number, dirs: readonly Step[], add: (f: number, r: number) => void): void {
  const them: Color = us === 'white' ? 'black' : 'white';
  for (const [df, dr] of dirs) {
    let blocker: readonly [number, number] | undefined;
    for (let f = ff + df, r = fr + dr; onBoard(f, r); f += df, r += dr) {
      const target = grid.at(f, r);
      if (!blocker) {
        if (!target) {
          add(f, r);
        } else if (target.color === them) {
          add(f, r); // capture it where it stands, or pass it if it moves away
          blocker = [f, r];
        } else {
          // Recapture: an enemy takes our piece here, then we take back; it still blocks beyond.
          if (attackedBy(grid, them, f, r)) add(f, r);
          break;
        }
      } else {
        // The opponent's one move must be the blocker's: it moves away, or it takes on (f, r).
        if (!target || target.color === them) add(f, r);
        else if (attacks(grid, blocker[0], blocker[1], f, r)) add(f, r);
        if (target) break;
      }
    }
  }
}

function pawn(grid: Grid, us: Color, ff: number, fr: number, add: (f: number, r: number) => void): void {
  const them: Color = us === 'white' ? 'black' : 'white';
  const dir = forward(us);
  const one = grid.at(ff, fr + dir);
  if (onBoard(ff, fr + dir) && one?.color !== us) {
    add(ff, fr + dir);
    const two = grid.at(ff, fr + 2 * dir);
    // From the start rank; one opponent move clears at most one of the two squares.
    if (fr === (us === 'white' ? 1 : 6) && two?.color !== us && !(one && two)) add(ff, fr + 2 * dir);
  }
  for (const df of [-1, 1]) {
    const f = ff + df;
    const r = fr + dir;
    if (!onBoard(f, r)) continue;
    const target = grid.at(f, r);
    if (target ? target.color === them || attackedBy(grid, them, f, r) : reachableBy(grid, them, f, r)) add(f, r);
  }
}

function castling(grid: Grid, us: Color, ff: number, fr: number, add: (f: number, r: number) => void): void {
  const homeRank = us === 'white' ? 0 : 7;
  if (ff !== 4 || fr !== homeRank) return;
  for (const [rookFile, kingTo] of [
    [7, 6],
    [0, 2],
  ] as const) {
    const rook = grid.at(rookFile, homeRank);
    if (rook?.role !== 'rook' || rook.color !== us) continue;
    let enemies = 0;
    let ownBetween = false;
    for (let f = Math.min(ff, rookFile) + 1; f < Math.max(ff, rookFile); f++) {
      const between = grid.at(f, homeRank);
      if (between?.color === us) ownBetween = true;
      else if (between) enemies++;
    }
    if (!ownBetween && enemies <= 1) add(kingTo, homeRank);
  }
}
