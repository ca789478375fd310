/**
 * The mutable chess position: a 0x88 board, side to move, castling rights, en-passant
 * square, move counters and an incrementally updated Zobrist hash (brought up to date on its
 * first read after the moves made since).
 *
 * Mutability: a `Position` is mutable for speed (`play` changes it in place); use
 * `clone()` to keep a copy. It is tolerant: it can hold and continue from positions an
 * uncaught illegal move produced over the board (the side not to move in check, a pawn
 * left on the last rank, a side whose king was captured), which the arbiter needs.
 * A position from `Position.initial()`, `Position.fromSetup` or a strict `parseFen` is legal,
 * and `play` keeps it legal; only `fromSetupTolerant` and `playUnchecked` leave that path.
 */
import { err, ok, type Result } from '../result.js';
import type { Color, Move, Piece, Role, Square } from '../types.js';
import { ROLES } from '../types.js';
import { isAttackedBy } from './attacks.js';
import * as constants from './constants.js';
import { fillFromSetup, type PositionError } from './fromSetup.js';
import { generateLegal, hasLegalEp, hasLegalMove, MAX_LEGAL_MOVES } from './movegen.js';
import * as setupLimits from './setup.js';
import type { CastlingRights, Setup } from './setup.js';
import * as zobrist from './zobrist.js';
import { hasTwoLegalMoves } from './twoMoves.js';

// Module-level copies of the imported constants, tables and helpers: V8 (Node 20) reads an
// imported binding through its module cell at every use, even in optimized code, while a const
// of this module is folded in (measured: makeMove + unmakeMove 25 -> 20 ns).
const { BISHOP, BLACK, CASTLE_MASK, FLAG_CASTLE, FLAG_DOUBLE, FLAG_EP, KING, KNIGHT, PAWN, QUEEN, ROOK, WHITE } = constants;
const { from88, isPlainMove, moveFlag, moveFrom, movePromo, moveTo, packMove, to88 } = constants;
const { CASTLE_HI, CASTLE_LO, EP_HI, EP_LO, PIECE_KEYS, TURN_HI, TURN_LO } = zobrist;
const { MAX_MOVE_COUNTER } = setupLimits;

/**
 * The ply stack's records (see `Position.stack`): 8 ints each (a shift), of which the state of
 * the position at that ply (castling rights, e.p. square, counters, hash halves), the piece the
 * move made from it took (what `unmakeMove` puts back) and, until its castling rights, counters
 * and hash halves are computed, the move that led to it (`MOVED`).
 */
const RECORD_SHIFT = 3;
const RECORD = 1 << RECORD_SHIFT;
const CAPTURED = 0;
const CASTLE = 1;
const EP = 2;
const HALF = 3;
const FULL = 4;
const HASH_LO = 5;
const HASH_HI = 6;
/**
 * The move that led to this ply, with the piece that made it (`m | piece << 20 | PENDING`),
 * while this ply's castling rights, move counters and hash halves are not yet computed; 0 once
 * they are. `makeMove` leaves them to their first read (`Position.computePending`): most moves
 * made are taken back unread (perft's leaves, the solver's mate probes, legality tests), and
 * they were a sixth of perft's instructions (see docs/performance.md).
 */
const MOVED = 7;
/** Set in every pending `MOVED` entry, so that a pending record is never 0. */
const PENDING = 1 << 24;
/** The internal move's bits in a `MOVED` entry. */
const MOVE_BITS = (1 << 20) - 1;

/**
 * SQUARE_BIT[s]: the bit of the 0x88 square `s` in its half of an occupied set (see
 * `Position.occupied`); the half is `s >> 6` (ranks 1–4, 5–8).
 */
const SQUARE_BIT: Int32Array = (() => {
  const table = new Int32Array(128);
  for (let s = 0; s < 128; s = (s + 9) & ~8) table[s] = 1 << (from88(s) & 31);
  return table;
})();

/**
 * Moves a piece of `color` in the colour and role sets (`Position.occupied`) from the 0x88 square
 * `from` (as `fromRole`) to `to` (as `toRole`: a promotion changes it). Its own function, so that
 * `unmakeMove` stays small enough for V8 to inline into its callers (the limit is 460 bytes of
 * bytecode: before the ply stack, written out, the updates took it from 419 bytes to 596; it is
 * 327 since).
 */
function moveInSets(sets: Int32Array, color: number, fromRole: number, toRole: number, from: number, to: number): void {
  const fromHalf = from >> 6;
  const toHalf = to >> 6;
  const fromBit = SQUARE_BIT[from]!;
  const toBit = SQUARE_BIT[to]!;
  if (fromHalf === toHalf && fromRole === toRole) {
    // Within one half, as the same role (most moves): one update per set.
    const both = fromBit | toBit;
    sets[(color << 1) | fromHalf]! ^= both;
    sets[((fromRole + 1) << 1) | fromHalf]! ^= both;
    return;
  }
  sets[(color << 1) | fromHalf]! ^= fromBit;
  sets[(color << 1) | toHalf]! ^= toBit;
  sets[((fromRole + 1) << 1) | fromHalf]! ^= fromBit;
  sets[((toRole + 1) << 1) | toHalf]! ^= toBit;
}

/** The castling rook's home square (0x88) for a castling king's move `from` → `to`. */
const castlingRookFrom = (from: number, to: number): number => (to > from ? from + 3 : from - 4);
/** The castling rook's square after castling (0x88), beside the king on the side it came from. */
const castlingRookTo = (from: number, to: number): number => (to > from ? from + 1 : from - 1);
/** The square (0x88) of the pawn taken en passant by `us` moving to the e.p. square `to`. */
const epVictimSquare = (to: number, us: number): number => (us === WHITE ? to - 16 : to + 16);

/** Adds or removes `piece` (a piece code) on the 0x88 square `s` in the colour and role sets. */
function toggleInSets(sets: Int32Array, piece: number, s: number): void {
  const bit = SQUARE_BIT[s]!;
  sets[((piece >> 3) << 1) | (s >> 6)]! ^= bit;
  sets[(((piece & 7) + 1) << 1) | (s >> 6)]! ^= bit;
}

/** A chess position with its move generator. See the file comment for what it guarantees. */
export class Position {
  /** @internal 0x88 board of piece codes (role | color << 3). */
  readonly board: Int8Array;
  /** @internal side to move: 0 white, 1 black. */
  side: number;
  // The state below lives in the ply stack (`stack`), a record per ply: `makeMove` writes the
  // new state into the next ply's record, and `unmakeMove` has nothing of it to put back.
  // Measured against fields saved into an undo record and restored at every move (callgrind):
  // perft from the start 5.2% and Kiwipete 8.3% fewer instructions (best of ten timed runs about
  // 10% faster); the unwinnability analysis level (full −1.4%, quick +1.1%, within the tool's wander).
  /** @internal castling rights bits (WK=1, WQ=2, BK=4, BQ=8). */
  get castle(): number {
    this.settlePending();
    return this.stack[(this.ply << RECORD_SHIFT) + CASTLE]!;
  }
  /** @internal */
  set castle(rights: number) {
    // A pending hash is computed from the rights the move left (set rights are the caller's to hash).
    this.settlePending();
    this.stack[(this.ply << RECORD_SHIFT) + CASTLE] = rights;
  }
  /** @internal en-passant target (0x88) or -1. Set after a double push only when an enemy pawn stands beside it. */
  get ep(): number {
    return this.stack[(this.ply << RECORD_SHIFT) + EP]!;
  }
  /** @internal */
  set ep(square: number) {
    this.stack[(this.ply << RECORD_SHIFT) + EP] = square;
  }
  /** @internal the half-move clock (see `halfmoves`). */
  get half(): number {
    this.settlePending();
    return this.stack[(this.ply << RECORD_SHIFT) + HALF]!;
  }
  /** @internal */
  set half(plies: number) {
    this.settlePending();
    this.stack[(this.ply << RECORD_SHIFT) + HALF] = plies;
  }
  /** @internal the move number (see `fullmoves`). */
  get full(): number {
    this.settlePending();
    return this.stack[(this.ply << RECORD_SHIFT) + FULL]!;
  }
  /** @internal */
  set full(moves: number) {
    this.settlePending();
    this.stack[(this.ply << RECORD_SHIFT) + FULL] = moves;
  }
  /** @internal king squares (0x88) by side, -1 when that king is not on the board (tolerant positions). */
  readonly kings: Int32Array;
  /**
   * @internal Zobrist hash halves, without the en-passant component (in the ply stack too,
   * computed on the first read after the moves that led here: see `MOVED`).
   */
  get hashLo(): number {
    const r = this.ply << RECORD_SHIFT;
    if (this.stack[r + MOVED] !== 0) this.computePending();
    return this.stack[r + HASH_LO]!;
  }
  /** @internal */
  set hashLo(lo: number) {
    this.settlePending();
    this.stack[(this.ply << RECORD_SHIFT) + HASH_LO] = lo;
  }
  /** @internal */
  get hashHi(): number {
    const r = this.ply << RECORD_SHIFT;
    if (this.stack[r + MOVED] !== 0) this.computePending();
    return this.stack[r + HASH_HI]!;
  }
  /** @internal */
  set hashHi(hi: number) {
    this.settlePending();
    this.stack[(this.ply << RECORD_SHIFT) + HASH_HI] = hi;
  }
  /**
   * @internal The occupied squares by colour and by role, as 64-bit sets in 32-bit halves: the
   * colours first, [white a1–h4, white a5–h8, black a1–h4, black a5–h8], then each role of both
   * colours together, PAWN (1) … KING (6) at entries 2·(role + 1) and 2·(role + 1) + 1; bit i of a
   * half for square 32·half + i (a1 = 0, b1 = 1, … h8 = 63). One array, so that make and unmake
   * keep them with one array's loads. Always the pieces of `board`: kept by
   * makeMove/unmakeMove, rebuilt by `refresh` and copied by `copyFrom` (code that sets a piece
   * down and takes it back in place does not touch it, and must not generate moves in between).
   */
  readonly occupied: Int32Array;
  /**
   * The ply stack: a record of `RECORD` ints per ply from the last `forgetHistory` (or the copy
   * or setup), grown on demand. The current ply's record holds the state (castling rights, e.p.
   * square, counters, hash; all but the e.p. square computed on their first read, see
   * `MOVED`); each earlier ply's also the piece its move took. The first record is never pending.
   */
  private stack: Int32Array;
  private ply: number;
  /** The buffer the move queries of this class generate into (made by their first call). */
  private moveBuffer: Int32Array | null;

  private constructor() {
    this.board = new Int8Array(128);
    this.side = WHITE;
    this.kings = new Int32Array([-1, -1]);
    this.occupied = new Int32Array(16);
    this.stack = new Int32Array(RECORD * 16);
    this.ply = 0;
    this.castle = 0;
    this.ep = -1;
    this.half = 0;
    this.full = 1;
    this.moveBuffer = null;
  }

  /** @internal An empty board, White to move, no rights (no kings: not a legal position). */
  static empty(): Position {
    return new Position();
  }

  /**
   * The position `setup` describes, if it is one a game can reach the board of: one king each,
   * no pawn on the first or last rank, the side not to move not in check, castling rights with
   * king and rook at home, an e.p. square behind a pawn that can just have made a double step,
   * counters from 0 (1 for the move number) to `MAX_MOVE_COUNTER`. Otherwise the error names
   * what is wrong.
   */
  static fromSetup(setup: Setup): Result<Position, PositionError> {
    const pos = new Position();
    const error = fillFromSetup(pos, setup, false);
    return error === null ? ok(pos) : err(error);
  }

  /**
   * Like {@link Position.fromSetup}, but also admits what only an uncaught illegal move leaves
   * on the board over the board (the arbiter's business): the side not to move in check, pawns
   * on the first or last rank, a missing king. Such positions play on (moves of a side without
   * a king are only pseudo-legal).
   */
  static fromSetupTolerant(setup: Setup): Result<Position, PositionError> {
    const pos = new Position();
    const error = fillFromSetup(pos, setup, true);
    return error === null ? ok(pos) : err(error);
  }

  /** The position as plain data (a new value; editing it does not touch the position). */
  toSetup(): Setup {
    const board: (Piece | null)[] = new Array<Piece | null>(64);
    for (let sq = 0; sq < 64; sq++) board[sq] = this.pieceAt(sq) ?? null;
    return {
      board,
      turn: this.turn,
      castling: this.castling,
      epSquare: this.epSquare ?? null,
      halfmoves: this.half,
      fullmoves: this.full,
    };
  }

  /** The standard starting position. */
  static initial(): Position {
    const pos = new Position();
    const back = [ROOK, KNIGHT, BISHOP, QUEEN, KING, BISHOP, KNIGHT, ROOK];
    for (let f = 0; f < 8; f++) {
      pos.board[f] = back[f]!;
      pos.board[0x10 + f] = PAWN;
      pos.board[0x60 + f] = PAWN | 8;
      pos.board[0x70 + f] = back[f]! | 8;
    }
    pos.castle = 15;
    pos.refresh();
    return pos;
  }

  /** An independent copy (the undo history is not copied). */
  clone(): Position {
    const pos = new Position();
    pos.copyFrom(this);
    return pos;
  }

  /**
   * @internal Makes this position a copy of `other` (its undo history forgotten), keeping this
   * position's buffers: a caller that analyses many positions reuses one instead of allocating.
   */
  copyFrom(other: Position): void {
    this.board.set(other.board);
    this.side = other.side;
    this.kings.set(other.kings);
    this.occupied.set(other.occupied);
    this.ply = 0;
    // The first record must hold its hash (nothing below it to compute one from).
    other.settlePending();
    const from = other.ply << RECORD_SHIFT;
    for (let i = 0; i < RECORD; i++) this.stack[i] = other.stack[from + i]!;
  }

  /** @internal Forgets the undo history (moves made so far can no longer be taken back); the position stays. */
  forgetHistory(): void {
    // The first record must hold its hash (nothing below it to compute one from).
    this.settlePending();
    this.stack.copyWithin(0, this.ply << RECORD_SHIFT, (this.ply + 1) << RECORD_SHIFT);
    this.ply = 0;
  }

  /** @internal Recomputes king squares, the occupied and role sets and the hash from the board (after a setup). */
  refresh(): void {
    let lo = 0;
    let hi = 0;
    this.kings[0] = -1;
    this.kings[1] = -1;
    this.occupied.fill(0);
    for (let s = 0; s < 128; s = (s + 9) & ~8) {
      const p = this.board[s]!;
      if (p === 0) continue;
      toggleInSets(this.occupied, p, s);
      lo ^= PIECE_KEYS[2 * (p * 128 + s)]!;
      hi ^= PIECE_KEYS[2 * (p * 128 + s) + 1]!;
      if ((p & 7) === KING) this.kings[p >> 3] = s;
    }
    lo ^= CASTLE_LO[this.castle]!;
    hi ^= CASTLE_HI[this.castle]!;
    if (this.side === BLACK) {
      lo ^= TURN_LO;
      hi ^= TURN_HI;
    }
    this.hashLo = lo;
    this.hashHi = hi;
  }

  /** Plies since the last capture or pawn move (the 50/75-move counter), at most `MAX_MOVE_COUNTER`. */
  get halfmoves(): number {
    return this.half;
  }

  /** The move number, from 1, incremented after Black's move, at most `MAX_MOVE_COUNTER`. */
  get fullmoves(): number {
    return this.full;
  }

  /** The side to move. */
  get turn(): Color {
    return this.side === WHITE ? 'white' : 'black';
  }

  /** The en-passant target square as FEN records it, if any. */
  get epSquare(): Square | undefined {
    return this.ep < 0 ? undefined : from88(this.ep);
  }

  /** The castling rights. */
  get castling(): CastlingRights {
    return {
      whiteKingSide: (this.castle & 1) !== 0,
      whiteQueenSide: (this.castle & 2) !== 0,
      blackKingSide: (this.castle & 4) !== 0,
      blackQueenSide: (this.castle & 8) !== 0,
    };
  }

  /** The piece on a square, if any. */
  pieceAt(square: Square): Piece | undefined {
    const p = this.board[to88(square)]!;
    return p === 0 ? undefined : { role: ROLES[(p & 7) - 1]!, color: p >> 3 === WHITE ? 'white' : 'black' };
  }

  /** Every piece on the board with its square, a1 first. */
  pieces(): Array<[Square, Piece]> {
    const out: Array<[Square, Piece]> = [];
    for (let sq = 0; sq < 64; sq++) {
      const piece = this.pieceAt(sq);
      if (piece) out.push([sq, piece]);
    }
    return out;
  }

  /** The square of `color`'s king, or `undefined` when it is not on the board. */
  kingSquare(color: Color): Square | undefined {
    const s = this.kings[color === 'white' ? 0 : 1]!;
    return s < 0 ? undefined : from88(s);
  }

  /** Whether `square` is attacked by a piece of `by`. */
  isAttacked(square: Square, by: Color): boolean {
    return isAttackedBy(this.board, to88(square), by === 'white' ? 0 : 1);
  }

  /** Whether the side to move is in check. */
  isCheck(): boolean {
    const k = this.kings[this.side]!;
    return k >= 0 && isAttackedBy(this.board, k, this.side ^ 1);
  }

  /** Whether the side NOT to move is in check: only after an uncaught illegal move. */
  isOpponentInCheck(): boolean {
    const k = this.kings[this.side ^ 1]!;
    return k >= 0 && isAttackedBy(this.board, k, this.side);
  }

  /**
   * This position's own move buffer: a position's calls never overlap (they do not call out), so
   * unlike a module-level buffer it cannot be overwritten while a caller still reads it.
   */
  private moves(): Int32Array {
    return this.moveBuffer ?? (this.moveBuffer = new Int32Array(MAX_LEGAL_MOVES));
  }

  /** Every legal move of the side to move. */
  legalMoves(): Move[] {
    const moves = this.moves();
    const n = generateLegal(this, moves, 0);
    const out: Move[] = new Array(n);
    for (let i = 0; i < n; i++) out[i] = toMove(moves[i]!);
    return out;
  }

  /** Whether the side to move has at least one legal move. */
  hasLegalMove(): boolean {
    return hasLegalMove(this, this.moves(), 0);
  }

  /** Whether the side to move has at least two legal moves (nothing is forced): usually told from the board, without generating. */
  hasTwoLegalMoves(): boolean {
    return hasTwoLegalMoves(this);
  }

  /** Checkmate: the side to move is in check and has no legal move. */
  isCheckmate(): boolean {
    return this.isCheck() && !this.hasLegalMove();
  }

  /** Stalemate: the side to move is not in check and has no legal move. */
  isStalemate(): boolean {
    return !this.isCheck() && !this.hasLegalMove();
  }

  /** Whether `move` is legal here (castling may also be given as the king taking its own rook, e1h1). */
  isLegal(move: Move): boolean {
    return this.findLegal(move) !== 0;
  }

  /** @internal The internal code of the legal move matching `move`, or 0. */
  findLegal(move: Move): number {
    const from = to88(move.from);
    const to = to88(move.to);
    const promo = move.promotion === undefined ? 0 : ROLES.indexOf(move.promotion) + 1;
    const moves = this.moves();
    const n = generateLegal(this, moves, 0);
    for (let i = 0; i < n; i++) {
      const m = moves[i]!;
      if (moveFrom(m) === from && moveTo(m) === to && movePromo(m) === promo) return m;
    }
    // Castling written as "king takes own rook" (e1h1, e1a1), as Chess960-style clients send it.
    const king = this.board[from]!;
    if ((king & 7) === KING && this.board[to] === (ROOK | (king & 8)) && from >> 4 === to >> 4 && promo === 0) {
      const target = to > from ? from + 2 : from - 2;
      for (let i = 0; i < n; i++) {
        const m = moves[i]!;
        if (moveFrom(m) === from && moveTo(m) === target && moveFlag(m) === FLAG_CASTLE) return m;
      }
    }
    return 0;
  }

  /**
   * Plays a legal move. Returns false (and changes nothing) when the move is not legal;
   * use `playUnchecked` for the physical moves of over-the-board irregularities.
   */
  play(move: Move): boolean {
    const m = this.findLegal(move);
    if (m === 0) return false;
    this.makeMove(m);
    return true;
  }

  /**
   * Plays any physically possible move without checking its legality: the piece on
   * `from` goes to `to`, capturing what stands there (even a king); a king's two-square
   * move from its home square with the rook in its corner and nothing between them moves the
   * rook too (castling; with a piece between, the king alone jumps);
   * a pawn moving diagonally onto the empty en-passant square captures en passant; a pawn
   * reaching the last rank without `promotion` stays a pawn. Returns false (and changes
   * nothing) when there is no piece of the side to move on `from`, when `from === to`, or when
   * `promotion` is given for anything but a pawn reaching its last rank or names a pawn or king.
   */
  playUnchecked(move: Move): boolean {
    const legal = this.findLegal(move);
    if (legal !== 0) {
      this.makeMove(legal);
      return true;
    }
    const from = to88(move.from);
    const to = to88(move.to);
    const p = this.board[from]!;
    if (p === 0 || p >> 3 !== this.side || from === to) return false;
    const role = p & 7;
    // A promotion goes only with a pawn reaching its last rank, and only to N, B, R or Q (FIDE 3.7.5.1).
    if (move.promotion !== undefined) {
      const lastRank = this.side === WHITE ? 7 : 0;
      if (role !== PAWN || to >> 4 !== lastRank || move.promotion === 'pawn' || move.promotion === 'king') return false;
    }
    let flag = 0;
    const home = this.side === WHITE ? 0x04 : 0x74;
    if (role === KING && from === home && (to === home + 2 || to === home - 2)) {
      // Castling only when the rook is in its corner and nothing stands between it and the king
      // (FIDE 3.8.2.2); otherwise the king alone jumps two squares, an illegal move like any other.
      const rook = ROOK | (this.side << 3);
      const corner = to > from ? home + 3 : home - 4;
      let clear = this.board[corner] === rook;
      for (let s = Math.min(from, corner) + 1; clear && s < Math.max(from, corner); s++) clear = this.board[s] === 0;
      if (clear) flag = FLAG_CASTLE;
    } else if (role === PAWN && to === this.ep && (to - from) % 16 !== 0 && this.board[to] === 0) {
      flag = FLAG_EP;
    } else if (role === PAWN && Math.abs(to - from) === 32) {
      flag = FLAG_DOUBLE;
    }
    const promo = move.promotion === undefined ? 0 : ROLES.indexOf(move.promotion) + 1;
    this.makeMove(packMove(from, to, promo, flag));
    return true;
  }

  /**
   * @internal Makes an internal move; `unmakeMove(m)` takes it back. Every move is made as a
   * plain one (the piece from `from` to `to`, taking what stands there); a promotion, castling,
   * en passant or double step (not `isPlainMove`) then gets its own part: the double step below,
   * the others in `finishSpecial`.
   */
  makeMove(m: number): void {
    const b = this.board;
    const from = moveFrom(m);
    const to = moveTo(m);
    const piece = b[from]!;
    const captured = b[to]!;
    const us = this.side;
    const role = piece & 7;
    // This ply's record (`u`) and the next one's (`v`), which gets the new state.
    const u = this.ply << RECORD_SHIFT;
    const v = u + RECORD;
    let stack = this.stack;
    if (v + RECORD > stack.length) stack = this.growStack();
    stack[u + CAPTURED] = captured;
    this.ply++;
    this.side = us ^ 1;
    // In two parts, each done with its values before the next (fewer of them live at once): the
    // pieces, then the state. A capture's share of both comes last, in one branch.
    b[from] = 0;
    b[to] = piece;
    const occupied = this.occupied;
    moveInSets(occupied, us, role, role, from, to);
    if (role === KING) this.kings[us] = to;

    stack[v + EP] = -1;
    // The castling rights, counters and hash wait for their first read (see `MOVED`).
    stack[v + MOVED] = m | (piece << 20) | PENDING;

    if (captured !== 0) {
      // The taken piece off the sets (`toggleInSets` written out: where `makeMove` is first
      // optimized on few captures, perft from the start, V8 left it a call on this branch).
      const bit = SQUARE_BIT[to]!;
      occupied[((captured >> 3) << 1) | (to >> 6)]! ^= bit;
      occupied[(((captured & 7) + 1) << 1) | (to >> 6)]! ^= bit;
      if ((captured & 7) === KING) this.kings[captured >> 3] = -1;
    }
    if (!isPlainMove(m)) {
      // A double step, the commonest special move, is finished here (no call): it records the
      // en-passant square when an enemy pawn stands beside it (it could capture). The rest in
      // `finishSpecial`. Measured on perft 4 from the start: 2.3% fewer instructions (callgrind).
      if (moveFlag(m) === FLAG_DOUBLE) {
        const enemyPawn = PAWN | ((us ^ 1) << 3);
        if ((!((to + 1) & 0x88) && b[to + 1] === enemyPawn) || (!((to - 1) & 0x88) && b[to - 1] === enemyPawn)) {
          stack[v + EP] = (from + to) >> 1;
        }
      } else this.finishSpecial(m, from, to, us);
    }
  }

  /**
   * The rest of a special move already made as a plain one (piece and sets moved, side
   * switched): the promoted piece replaces the pawn, castling moves the rook, en passant
   * takes the pawn beside (a double step never comes here). `us` is the side that moved.
   * (`computePending` does the same to the hash.)
   */
  private finishSpecial(m: number, from: number, to: number, us: number): void {
    const b = this.board;
    const occupied = this.occupied;
    const promo = movePromo(m);
    const flag = moveFlag(m);
    if (promo !== 0) {
      b[to] = promo | (us << 3);
      moveInSets(occupied, us, PAWN, promo, to, to);
    } else if (flag === FLAG_CASTLE) {
      const rookFrom = castlingRookFrom(from, to);
      const rookTo = castlingRookTo(from, to);
      b[rookTo] = b[rookFrom]!;
      b[rookFrom] = 0;
      moveInSets(occupied, us, ROOK, ROOK, rookFrom, rookTo);
    } else if (flag === FLAG_EP) {
      // The taken pawn is the enemy's, as `unmakeSecondPiece` puts it back.
      const capSq = epVictimSquare(to, us);
      b[capSq] = 0;
      toggleInSets(occupied, PAWN | ((us ^ 1) << 3), capSq);
    }
  }

  /** Computes the current ply's castling rights, counters and hash halves if pending (see `MOVED`). */
  private settlePending(): void {
    if (this.stack[(this.ply << RECORD_SHIFT) + MOVED] !== 0) this.computePending();
  }

  /**
   * Computes the castling rights, counters and hash halves of the current ply and of every ply
   * below it still pending (see `MOVED`), each from the one below and the move between. The
   * hash: the mover's keys on both squares, the side to move's key, the taken piece's key, the
   * castling rights' change, and a special move's second piece (the promoted piece for the pawn,
   * the castling rook, the pawn taken en passant). The first record of the stack is never pending.
   */
  private computePending(): void {
    const stack = this.stack;
    const top = this.ply << RECORD_SHIFT;
    let u = top - RECORD;
    while (u > 0 && stack[u + MOVED] !== 0) u -= RECORD;
    let lo = stack[u + HASH_LO]!;
    let hi = stack[u + HASH_HI]!;
    for (; u < top; u += RECORD) {
      const v = u + RECORD;
      const moved = stack[v + MOVED]!;
      const piece = (moved >> 20) & 15;
      const from = moveFrom(moved);
      const to = moveTo(moved);
      const us = piece >> 3;
      // PIECE_KEYS[2 · (piece · 128 + square)], as shifts.
      const keyFrom = (piece << 8) | (from << 1);
      const keyTo = (piece << 8) | (to << 1);
      lo ^= TURN_LO ^ PIECE_KEYS[keyFrom]! ^ PIECE_KEYS[keyTo]!;
      hi ^= TURN_HI ^ PIECE_KEYS[keyFrom + 1]! ^ PIECE_KEYS[keyTo + 1]!;
      // A right is lost with a move from or to the king's or that rook's home square (FIDE 3.8.2.1:
      // the king or the rook has moved; a rook taken at home is gone).
      const castle = stack[u + CASTLE]!;
      const rights = castle & CASTLE_MASK[from]! & CASTLE_MASK[to]!;
      stack[v + CASTLE] = rights;
      if (rights !== castle) {
        lo ^= CASTLE_LO[castle]! ^ CASTLE_LO[rights]!;
        hi ^= CASTLE_HI[castle]! ^ CASTLE_HI[rights]!;
      }
      const captured = stack[u + CAPTURED]!;
      if (captured !== 0) {
        lo ^= PIECE_KEYS[(captured << 8) | (to << 1)]!;
        hi ^= PIECE_KEYS[((captured << 8) | (to << 1)) + 1]!;
      }
      const promo = movePromo(moved);
      const flag = moveFlag(moved & MOVE_BITS);
      if (promo !== 0) {
        const placed = (promo | (us << 3)) << 8;
        lo ^= PIECE_KEYS[keyTo]! ^ PIECE_KEYS[placed | (to << 1)]!;
        hi ^= PIECE_KEYS[keyTo + 1]! ^ PIECE_KEYS[(placed | (to << 1)) + 1]!;
      } else if (flag === FLAG_CASTLE) {
        const rook = (ROOK | (us << 3)) << 8;
        const rookFrom = castlingRookFrom(from, to);
        const rookTo = castlingRookTo(from, to);
        lo ^= PIECE_KEYS[rook | (rookFrom << 1)]! ^ PIECE_KEYS[rook | (rookTo << 1)]!;
        hi ^= PIECE_KEYS[(rook | (rookFrom << 1)) + 1]! ^ PIECE_KEYS[(rook | (rookTo << 1)) + 1]!;
      } else if (flag === FLAG_EP) {
        const pawn = (PAWN | ((us ^ 1) << 3)) << 8;
        const capSq = epVictimSquare(to, us);
        lo ^= PIECE_KEYS[pawn | (capSq << 1)]!;
        hi ^= PIECE_KEYS[(pawn | (capSq << 1)) + 1]!;
      }
      stack[v + HASH_LO] = lo;
      stack[v + HASH_HI] = hi;
      // The counters stop at MAX_MOVE_COUNTER, so every position prints as a FEN that parses back;
      // a capture or a pawn's move starts the half-move clock again (FIDE 9.3).
      const half = stack[u + HALF]!;
      stack[v + HALF] = captured !== 0 || (piece & 7) === PAWN ? 0 : half < MAX_MOVE_COUNTER ? half + 1 : MAX_MOVE_COUNTER;
      const full = stack[u + FULL]!;
      stack[v + FULL] = us === BLACK && full < MAX_MOVE_COUNTER ? full + 1 : full;
      stack[v + MOVED] = 0;
    }
  }

  /** Makes room for at least one more record in the ply stack (twice as many). */
  private growStack(): Int32Array {
    const grown = new Int32Array(this.stack.length * 2);
    grown.set(this.stack);
    this.stack = grown;
    return grown;
  }

  /** @internal Takes back the internal move `m`, which must be the last one made. */
  unmakeMove(m: number): void {
    const b = this.board;
    const from = moveFrom(m);
    const to = moveTo(m);
    const flag = moveFlag(m);
    const ply = this.ply - 1;
    this.ply = ply;
    const captured = this.stack[(ply << RECORD_SHIFT) + CAPTURED]!;
    const us = this.side ^ 1;
    this.side = us;
    const placed = b[to]!;
    const piece = movePromo(m) !== 0 ? PAWN | (us << 3) : placed;
    b[from] = piece;
    b[to] = captured;
    moveInSets(this.occupied, us, piece & 7, placed & 7, from, to);
    if (captured !== 0) {
      toggleInSets(this.occupied, captured, to);
      if ((captured & 7) === KING) this.kings[captured >> 3] = to;
    }
    if ((piece & 7) === KING) this.kings[us] = from;
    if (flag === FLAG_CASTLE || flag === FLAG_EP) this.unmakeSecondPiece(flag, from, to, us);
  }

  /** @internal Puts back the rook of a castling or the pawn taken en passant (the rest of `unmakeMove`). */
  private unmakeSecondPiece(flag: number, from: number, to: number, us: number): void {
    const b = this.board;
    const occupied = this.occupied;
    if (flag === FLAG_CASTLE) {
      const rookFrom = castlingRookFrom(from, to);
      const rookTo = castlingRookTo(from, to);
      b[rookFrom] = b[rookTo]!;
      b[rookTo] = 0;
      moveInSets(occupied, us, ROOK, ROOK, rookFrom, rookTo);
    } else {
      const capSq = epVictimSquare(to, us);
      b[capSq] = PAWN | ((us ^ 1) << 3);
      toggleInSets(occupied, PAWN | ((us ^ 1) << 3), capSq);
    }
  }

  /**
   * The position's identity for repetition (FIDE 9.2.3): side to move, pieces on squares,
   * castling rights, and the en-passant file only when an en-passant capture is legal.
   * A 53-bit integer (a Zobrist hash), usable as a Map key.
   */
  repetitionKey(): number {
    let lo = this.hashLo;
    let hi = this.hashHi;
    // FIDE 9.2.3: an e.p. square counts only if the capture is actually legal.
    if (this.ep >= 0 && hasLegalEp(this)) {
      lo ^= EP_LO[this.ep & 7]!;
      hi ^= EP_HI[this.ep & 7]!;
    }
    return (hi & 0x1fffff) * 4294967296 + (lo >>> 0);
  }

  /**
   * @internal Writes a 2 × 32-bit key of the exact game state into `out[0]`, `out[1]`: the hash
   * halves with the e.p. square's key when one is recorded (whether or not the capture is legal).
   * One check of the pending state for the three reads (see `MOVED`).
   */
  writeStateKey(out: Int32Array): void {
    const stack = this.stack;
    const r = this.ply << RECORD_SHIFT;
    if (stack[r + MOVED] !== 0) this.computePending();
    let lo = stack[r + HASH_LO]!;
    let hi = stack[r + HASH_HI]!;
    const ep = stack[r + EP]!;
    if (ep >= 0) {
      lo ^= EP_LO[ep & 7]!;
      hi ^= EP_HI[ep & 7]!;
    }
    out[0] = lo;
    out[1] = hi;
  }

  /** The full 64-bit Zobrist hash of the repetition identity, as a bigint. */
  zobrist(): bigint {
    let lo = this.hashLo;
    let hi = this.hashHi;
    if (this.ep >= 0 && hasLegalEp(this)) {
      lo ^= EP_LO[this.ep & 7]!;
      hi ^= EP_HI[this.ep & 7]!;
    }
    return (BigInt(hi >>> 0) << 32n) | BigInt(lo >>> 0);
  }
}

/** @internal An internal move as a public `Move`. */
export function toMove(m: number): Move {
  const promo = movePromo(m);
  const from = from88(moveFrom(m));
  const to = from88(moveTo(m));
  return promo === 0 ? { from, to } : { from, to, promotion: ROLES[promo - 1] as Role };
}
