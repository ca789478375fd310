/**
 * A per-game cache of proofs that a position is not dead (FIDE 5.2.2, FIDE Online 5.4.3), so the
 * dead-position check after every move rarely needs the mate analysis. A position is not dead
 * when some side can checkmate by some series of legal moves; the cache proves that in two cheap
 * ways, each checked move by move on the board, never taken on trust:
 *
 * 1. **Back to a proven position.** When the last move was a quiet piece move (no pawn, no
 *    capture, no castling, no castling right lost) from a position already proven, the side to
 *    move makes a quiet move, the mover takes its move back and the side to move takes its own
 *    back: the proven position again, with the same rights. What can be reached from there can be
 *    reached from here, so this position is not dead either. Three plies, about a microsecond.
 * 2. **A mating line replayed.** The last mating line found for each side (by the analysis or by
 *    this cache) is replayed as a guide from the new position: each side plays its next move of
 *    the line that is legal now (skipping those that are not, with at most a few spare moves when
 *    a side runs out). Only a replay that ends in that side's checkmate counts.
 *
 * When neither works the caller runs the analysis and hands its mating line back (`remember`).
 * A cache belongs to one game (one owner, mutable); two games never share one.
 */
import { isAttackedBy } from '../board/attacks.js';
import {
  BISHOP,
  BISHOP_DIRS,
  CASTLE_MASK,
  DIRECTION,
  FLAG_NONE,
  KING,
  KING_OFFSETS,
  KNIGHT,
  KNIGHT_OFFSETS,
  PAWN,
  ROOK,
  ROOK_DIRS,
  packMove,
  to88,
} from '../board/constants.js';
import { generateLegal, MAX_LEGAL_MOVES } from '../board/movegen.js';
import type { Position } from '../board/position.js';
import { matchSanMove } from '../notation/sanMatch.js';
import { ROLES, type Color, type Move } from '../types.js';

/** The bits of an internal move that name it (from, to, promotion); the flags follow from the position. */
const MOVE_ID = 0x1ffff;
/** Moves of the line a replay may skip (no longer legal) before it gives up. */
const MAX_SKIPPED_MOVES = 4;
/** Spare moves a side may make in a guided replay once its part of the line is used up. */
const MAX_SPARE_MOVES = 2;
/** Mating lines longer than this are not kept (a replay costs about half a microsecond a ply). */
const MAX_LINE_PLIES = 160;

/**
 * Both kings on the board and the side not to move not in check. Other positions (an illegal
 * move left standing over the board) are left to the analysis: replays rely on legal moves.
 */
const legalShape = (pos: Position): boolean => pos.kings[0]! >= 0 && pos.kings[1]! >= 0 && !pos.isOpponentInCheck();

/**
 * Plays the quiet move `from` → `to` (no pawn, no capture, no castling) of the side to move when
 * it is legal and returns its internal code (0, nothing played, when it is not): the piece moves
 * that way, nothing stands between for a slider, and the mover's king is not attacked afterwards.
 */
function playQuiet(pos: Position, from: number, to: number): number {
  const b = pos.board;
  const p = b[from]!;
  if (p === 0 || p >> 3 !== pos.side || b[to] !== 0) return 0;
  const role = p & 7;
  const diff = to - from;
  if (role === KNIGHT) {
    if (!KNIGHT_OFFSETS.includes(diff)) return 0;
  } else if (role === KING) {
    if (!KING_OFFSETS.includes(diff)) return 0;
  } else {
    const dir = DIRECTION[diff + 119]!;
    const diagonal = dir === 15 || dir === -15 || dir === 17 || dir === -17;
    if (dir === 0 || role === PAWN || (role === BISHOP && !diagonal) || (role === ROOK && diagonal)) return 0;
    for (let s = from + dir; s !== to; s += dir) if (b[s] !== 0) return 0;
  }
  const m = packMove(from, to, 0, FLAG_NONE);
  const us = pos.side;
  pos.makeMove(m);
  const king = pos.kings[us]!;
  if (king < 0 || isAttackedBy(b, king, us ^ 1)) {
    pos.unmakeMove(m);
    return 0;
  }
  return m;
}

/** One side's mating line, as internal move ids, and the side that moves first in it. */
interface Line {
  readonly ids: Int32Array;
  readonly first: number;
}

/**
 * The proofs kept for one game: the last position proven not dead (exactly: board, side to move,
 * castling rights, en-passant square) and the last mating line of each side. Mutable, one owner.
 */
export class MateProofs {
  /** The last proven position's board (0x88), or `null` when the last check proved nothing. */
  private provenBoard: Int8Array | null = null;
  private provenSide = 0;
  private provenCastle = 0;
  private provenEp = -1;
  private readonly lines: [Line | null, Line | null] = [null, null];
  /** The side whose proof worked last: asked first next time. */
  private preferred = 0;
  /** Move lists of the replays: this game's own, so two games never share scratch space. */
  private readonly moves = new Int32Array(MAX_LEGAL_MOVES);
  private readonly played: number[] = [];
  /** How often each proof served: for tests and benchmarks. */
  readonly stats = { samePosition: 0, backToProven: 0, replayed: 0, misses: 0 };

  /**
   * Whether the cache proves that some side can still checkmate in `pos` (so it is not dead). On
   * `true`, `pos` becomes the proven position; on `false`, the caller should run the analysis.
   * `pos` is played on and restored: it is unchanged when this returns.
   */
  provesNotDead(pos: Position): boolean {
    if (!legalShape(pos)) {
      this.provenBoard = null;
      return false;
    }
    if (this.isProven(pos)) {
      this.stats.samePosition++;
      return true;
    }
    if (this.provenBoard !== null && this.returnsToProven(pos)) {
      this.stats.backToProven++;
      this.setProven(pos);
      return true;
    }
    for (const side of [this.preferred, this.preferred ^ 1]) {
      const line = this.lines[side] ?? null;
      if (line !== null && this.replay(pos, line, side)) {
        this.stats.replayed++;
        this.preferred = side;
        this.setProven(pos);
        return true;
      }
    }
    this.stats.misses++;
    this.provenBoard = null;
    return false;
  }

  /** The side to ask the analysis about first: the one whose proof worked last. */
  get preferredSide(): Color {
    return this.preferred === 0 ? 'white' : 'black';
  }

  /**
   * Offers the analysis' mating line for `side` in `pos` (legal moves from `pos` ending with
   * `side` giving checkmate). It is replayed first: only a line that reaches that mate is kept (as
   * a guide for later replays) and makes `pos` the proven position. Returns whether it did.
   */
  remember(pos: Position, side: Color, line: readonly Move[]): boolean {
    const s = side === 'white' ? 0 : 1;
    if (line.length > MAX_LINE_PLIES || !legalShape(pos)) return false;
    const ids = new Int32Array(line.length);
    for (let i = 0; i < line.length; i++) {
      const m = line[i]!;
      ids[i] = to88(m.from) | (to88(m.to) << 7) | ((m.promotion === undefined ? 0 : ROLES.indexOf(m.promotion) + 1) << 14);
    }
    if (!this.replay(pos, { ids, first: pos.side }, s)) return false;
    this.preferred = s;
    this.setProven(pos);
    return true;
  }

  private setProven(pos: Position): void {
    if (this.provenBoard === null) this.provenBoard = new Int8Array(128);
    this.provenBoard.set(pos.board);
    this.provenSide = pos.side;
    this.provenCastle = pos.castle;
    this.provenEp = pos.ep;
  }

  /** Whether `pos` is the proven position itself (the same check asked twice). */
  private isProven(pos: Position): boolean {
    const board = this.provenBoard;
    if (board === null || pos.side !== this.provenSide || pos.castle !== this.provenCastle || pos.ep !== this.provenEp) return false;
    for (let s = 0; s < 128; s = (s + 9) & ~8) if (board[s] !== pos.board[s]) return false;
    return true;
  }

  /**
   * Whether `pos` arose from the proven position by one quiet piece move and can return to it
   * exactly: the side to move makes a quiet move, the mover moves its piece back, the side to
   * move takes its move back. Exact identity is checked on the board, not assumed.
   */
  private returnsToProven(pos: Position): boolean {
    const proven = this.provenBoard!;
    // The proven position had no en-passant square (the return cannot restore one) and the same rights.
    if (pos.side === this.provenSide || this.provenEp !== -1 || pos.castle !== this.provenCastle || pos.ep !== -1) return false;
    const b = pos.board;
    let from = -1;
    let to = -1;
    for (let s = 0; s < 128; s = (s + 9) & ~8) {
      if (b[s] === proven[s]) continue;
      if (b[s] === 0 && from < 0) from = s;
      else if (proven[s] === 0 && to < 0) to = s;
      else return false;
    }
    if (from < 0 || to < 0) return false;
    const piece = b[to]!;
    // A piece of the side that just moved, not a pawn (a pawn never moves back).
    if (proven[from] !== piece || (piece & 7) === PAWN || piece >> 3 !== this.provenSide) return false;
    const us = pos.side << 3;
    // Any quiet one-square (or knight's) move of the side to move that keeps every castling right.
    for (let f = 0; f < 128; f = (f + 9) & ~8) {
      const p = b[f]!;
      const role = p & 7;
      if (p === 0 || (p & 8) !== us || role === PAWN || (CASTLE_MASK[f]! & pos.castle) !== pos.castle) continue;
      const steps = role === KNIGHT ? KNIGHT_OFFSETS : role === BISHOP ? BISHOP_DIRS : role === ROOK ? ROOK_DIRS : KING_OFFSETS;
      for (let i = 0; i < steps.length; i++) {
        const t = f + steps[i]!;
        if (t & 0x88 || b[t] !== 0) continue;
        const there = playQuiet(pos, f, t);
        if (there === 0) continue;
        const back = playQuiet(pos, to, from);
        let ok = false;
        if (back !== 0) {
          const undo = playQuiet(pos, t, f);
          if (undo !== 0) {
            ok = this.isProven(pos);
            pos.unmakeMove(undo);
          }
          pos.unmakeMove(back);
        }
        pos.unmakeMove(there);
        if (ok) return true;
      }
    }
    return false;
  }

  /**
   * Replays `line` (mating for `side`) from `pos` as a guide: the side to move plays its next
   * move of the line that is legal now, skipping at most `MAX_SKIPPED_MOVES` that are not; when
   * it has none left it makes a spare move (at most `MAX_SPARE_MOVES`). True when that reaches
   * `side`'s checkmate; the moves played then become `side`'s line. `pos` is restored.
   */
  private replay(pos: Position, line: Line, side: number): boolean {
    const ids = line.ids;
    // Next index in `ids` of each side's moves (a side's moves alternate, starting at `first` or after it).
    const next = [line.first === 0 ? 0 : 1, line.first === 1 ? 0 : 1];
    const spare = [0, 0];
    let skipped = 0;
    const played = this.played;
    played.length = 0;
    const b = pos.board;
    let mated = false;
    for (;;) {
      const us = pos.side;
      let chosen = 0;
      while (next[us]! < ids.length && chosen === 0) {
        const id = ids[next[us]!]!;
        next[us]! += 2;
        const from = id & 0x7f;
        const piece = b[from]!;
        // The one legal move from `from` to `to` with that promotion, found without a move list.
        if (piece !== 0 && piece >> 3 === us)
          chosen = Math.max(matchSanMove(pos, piece & 7, (id >> 7) & 0x7f, from & 7, from >> 4, id >> 14), 0);
        if (chosen === 0 && ++skipped > MAX_SKIPPED_MOVES) break;
      }
      if (chosen === 0) {
        if (skipped > MAX_SKIPPED_MOVES || spare[us]! >= MAX_SPARE_MOVES) break;
        if (generateLegal(pos, this.moves, 0) === 0) break;
        spare[us]!++;
        chosen = this.moves[0]!;
      }
      pos.makeMove(chosen);
      played.push(chosen);
      // Checkmate of the side to move, by `side`: the proof. (A stalemate ends the replay at the next move search.)
      if (pos.isCheck() && generateLegal(pos, this.moves, 0, 1) === 0) {
        mated = us === side;
        break;
      }
    }
    for (let i = played.length - 1; i >= 0; i--) pos.unmakeMove(played[i]!);
    if (mated) this.lines[side] = { ids: Int32Array.from(played, (m) => m & MOVE_ID), first: pos.side };
    return mated;
  }
}
