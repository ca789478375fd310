/**
 * Static reachability: an over-approximation of everything that can ever happen from a
 * position, used to prove that a side can never mate.
 *
 * Every piece is either **steady** — it never moves and is never captured, in any continuation —
 * or **mobile**, with a set of squares it may ever stand on. The steady set is the greatest
 * fixpoint of "assume steady until shown otherwise": start with every piece steady, compute the
 * mobile pieces' squares with the steady pieces as walls, and release a steady piece as soon as
 * it could move (a free square in front of a pawn, an enemy that could stand where the pawn
 * captures, a free square for a piece) or be captured (an enemy that could attack its square).
 * Soundness, by the first move that breaks the assumption: before it, every steady piece stood on
 * its square, so every other piece stayed inside the computed squares, and the breaking move
 * would have needed one of the conditions that released the piece.
 *
 * Each round recomputes the walls (reachWalls.ts), grows the mobile pieces (reachGrowth.ts),
 * recomputes the attacks (reachAttacks.ts) and the stop masks (stopMasks.ts), then releases
 * (here and reachRules.ts). A pawn that reaches its last rank becomes a "promoted piece" of its
 * colour (moving like a queen and a knight), tracked as one more piece in slot PROMO + colour.
 * Squares are 0–63 (rank × 8 + file); sets are bitboards (bitboard.ts).
 */
import { KING, PAWN, WHITE, from88 } from '../board/constants.js';
import type { Position } from '../board/position.js';
import { SQ_HI, SQ_LO, has } from './bitboard.js';
import { attacksOf, computeAttacks } from './reachAttacks.js';
import { expand } from './reachGrowth.js';
import { canMove, kingCaptureStalemates, unlockPawns } from './reachRules.js';
import { computeWalls } from './reachWalls.js';
import { updateStopMasks, whiteHasLastPiece } from './stopMasks.js';

/** Slot of colour c's promoted piece. */
export const PROMO = 32;
/** Piece slots: 32 board pieces and the two promoted pieces (reachGrowth.ts, reachAttacks.ts copy it). */
const SLOTS = 34;

/** The analysis' state and result (reused between calls). */
export class Reach {
  /** Pieces: square (0–63), colour and role (PROMOTED, reachGrowth.ts, for the promoted pieces in slots 32/33). */
  readonly square = new Int32Array(SLOTS);
  readonly color = new Int32Array(SLOTS);
  readonly role = new Int32Array(SLOTS);
  count = 0;
  /** 1 when the piece is steady; 0 when mobile; slots with role 0 are unused. */
  readonly steady = new Uint8Array(SLOTS);
  /** Squares each mobile piece may stand on (a steady piece: its square). */
  readonly reachLo = new Int32Array(SLOTS);
  readonly reachHi = new Int32Array(SLOTS);
  /** Steady pieces' squares: all, and by colour. */
  steadyLo = 0;
  steadyHi = 0;
  readonly steadyColorLo = new Int32Array(2);
  readonly steadyColorHi = new Int32Array(2);
  /** Squares some mobile non-king piece of colour c may stand on. */
  readonly occLo = new Int32Array(2);
  readonly occHi = new Int32Array(2);
  /** Squares colour c may at some time attack. */
  readonly attLo = new Int32Array(2);
  readonly attHi = new Int32Array(2);
  /** Squares colour c may at some time attack with a piece other than its king (a check needs one). */
  readonly chkLo = new Int32Array(2);
  readonly chkHi = new Int32Array(2);
  /** Squares colour c may at some time capture on (as `att`, but a king not where it is forbidden). */
  readonly thrLo = new Int32Array(2);
  readonly thrHi = new Int32Array(2);
  /** Squares colour c's king can never stand on. */
  readonly forbLo = new Int32Array(2);
  readonly forbHi = new Int32Array(2);
  /** Steady kings' squares by colour (never captured, so never targets). */
  readonly kingLo = new Int32Array(2);
  readonly kingHi = new Int32Array(2);
  /** The slot of each colour's king (-1: none). */
  readonly king = new Int32Array(2);
  /**
   * 1 while a mobile pawn is assumed "locked": it never captures, is never captured and never
   * promotes, so it stays on its file for good, and an enemy pawn on that file can never push past it (its
   * square is a wall for enemy pushes). Released like steadiness, when the assumption fails.
   */
  readonly locked = new Uint8Array(SLOTS);
  /** Squares pawns of colour c can never push onto (the squares of locked enemy pawns). */
  readonly wallLo = new Int32Array(2);
  readonly wallHi = new Int32Array(2);
  /** The position's castling rights (castling moves a rook as well as the king). */
  castle = 0;
  /** Squares each piece never moves to (stopMasks.ts). */
  readonly stopLo = new Int32Array(SLOTS);
  readonly stopHi = new Int32Array(SLOTS);
  /** White has one piece besides its king: Black never captures (stopMasks.ts, FIDE 6.9). */
  lastPiece = false;
  /** Squares colour c's king never enters: a sealed enemy group or the enemy king guards them (reachGuards.ts). */
  readonly guardLo = new Int32Array(2);
  readonly guardHi = new Int32Array(2);

  /**
   * Case assumptions for caseSplit.ts, as bit masks over the slots 0–31: a `spare` piece is
   * never captured while it has not moved; a `frozen` piece never moves (it may be captured).
   */
  spare = 0;
  frozen = 0;
  /**
   * Attack caps for caseSplit.ts: a piece i (slot < 32) whose bit is set in `capped` attacks
   * only squares of capLo/capHi[i] (set by the caller before `computeCase`).
   */
  capped = 0;
  /** Squares of the steady `spare` pieces: never captured there, so no move ends on them. */
  spareLo = 0;
  spareHi = 0;
  readonly capLo = new Int32Array(32);
  readonly capHi = new Int32Array(32);
  /** Up to 4 pieces released only because they could be captured, before any promotion (candidates for a case split). */
  readonly taken = new Int32Array(4);
  takenCount = 0;

  /**
   * Runs the analysis on `pos` (not changed). With `enough`, it stops after the first round whose
   * sets already satisfy it, returning true (the sets are then those of that round, smaller than
   * the fixpoint's); false when the fixpoint was reached.
   */
  compute(pos: Position, enough?: (r: Reach) => boolean): boolean {
    return this.computeCase(pos, 0, 0, 0, enough);
  }

  /** Runs the analysis on `pos` under the case assumptions `spare` and `frozen` (see the fields). */
  computeCase(pos: Position, spare: number, frozen: number, capped = 0, enough?: (r: Reach) => boolean): boolean {
    this.spare = spare;
    this.frozen = frozen;
    this.capped = capped;
    this.takenCount = 0;
    this.setup(pos);
    computeWalls(this);
    updateStopMasks(this);
    for (;;) {
      expand(this);
      computeAttacks(this);
      if (enough !== undefined && enough(this)) return true;
      const masks = updateStopMasks(this);
      const released = this.releaseViolators();
      const unlocked = unlockPawns(this);
      if (!unlocked && !released && !masks) break;
      // The walls follow the steady set and the locks alone (expand redoes them when the guards change).
      if (unlocked || released) computeWalls(this);
    }
    return false;
  }

  private setup(pos: Position): void {
    const b = pos.board;
    let n = 0;
    this.king[0] = -1;
    this.king[1] = -1;
    for (let s88 = 0; s88 < 128; s88 = (s88 + 9) & ~8) {
      const p = b[s88]!;
      if (p === 0 || n >= 32) continue;
      const s = from88(s88);
      this.square[n] = s;
      this.color[n] = p >> 3;
      this.role[n] = p & 7;
      this.steady[n] = 1;
      this.locked[n] = (p & 7) === PAWN ? 1 : 0;
      this.reachLo[n] = SQ_LO[s]!;
      this.reachHi[n] = SQ_HI[s]!;
      if ((p & 7) === KING) this.king[p >> 3] = n;
      n++;
    }
    this.count = n;
    for (let i = n; i < PROMO; i++) this.role[i] = 0;
    this.stopLo.fill(0);
    this.stopHi.fill(0);
    this.chkLo[0] = this.chkLo[1] = this.chkHi[0] = this.chkHi[1] = 0;
    this.guardLo[0] = this.guardLo[1] = this.guardHi[0] = this.guardHi[1] = 0;
    this.lastPiece = whiteHasLastPiece(this);
    for (let c = 0; c < 2; c++) {
      this.role[PROMO + c] = 0;
      this.color[PROMO + c] = c;
      this.steady[PROMO + c] = 0;
      this.reachLo[PROMO + c] = 0;
      this.reachHi[PROMO + c] = 0;
      this.occLo[c] = 0;
      this.occHi[c] = 0;
    }
    // Castling moves king and rook: canMove (reachRules.ts) releases both once the squares
    // between them may be empty. The castled squares are ordinary steps and slides from there.
    this.castle = pos.castle;
    // A possible en-passant capture: the pawn that just moved two squares may be taken on the
    // square it passed, which counts as a square it may stand on.
    if (pos.ep >= 0) {
      const ep = from88(pos.ep);
      const i = this.indexAt(pos.side === WHITE ? ep - 8 : ep + 8);
      if (i >= 0) {
        this.release(i);
        this.reachLo[i] = this.reachLo[i]! | SQ_LO[ep]!;
        this.reachHi[i] = this.reachHi[i]! | SQ_HI[ep]!;
        const pc = this.color[i]!;
        this.occLo[pc] = this.occLo[pc]! | SQ_LO[ep]!;
        this.occHi[pc] = this.occHi[pc]! | SQ_HI[ep]!;
      }
    }
  }

  private indexAt(sq: number): number {
    for (let i = 0; i < this.count; i++) if (this.square[i] === sq) return i;
    return -1;
  }

  private release(i: number): void {
    if (!this.steady[i]) return;
    this.steady[i] = 0;
    if (this.role[i] !== KING) {
      const c = this.color[i]!;
      this.occLo[c] = this.occLo[c]! | this.reachLo[i]!;
      this.occHi[c] = this.occHi[c]! | this.reachHi[i]!;
    }
  }

  /**
   * The squares piece i may ever attack from its squares (lines stop at steady pieces), into
   * OUT (reachAttacks.ts). Meaningful after `compute`/`computeCase`; the case split (caseSplit.ts) reads it.
   */
  attacksOf(i: number): void {
    attacksOf(this, i);
  }

  /** Releases every steady piece that could move or be captured; true when one was released. */
  private releaseViolators(): boolean {
    let released = false;
    for (let i = 0; i < this.count; i++) {
      if (!this.steady[i]) continue;
      const s = this.square[i]!;
      const e = this.color[i]! ^ 1;
      let threatened = this.role[i] !== KING && has(this.thrLo[e]!, this.thrHi[e]!, s);
      // Only the enemy king threatens it, and taking it would stalemate its owner: never taken.
      if (threatened && !has(this.chkLo[e]!, this.chkHi[e]!, s) && kingCaptureStalemates(this, i)) threatened = false;
      if ((this.spare >>> i) & 1) threatened = false;
      const moves = ((this.frozen >>> i) & 1) === 0 && canMove(this, i);
      if (threatened && !moves && this.takenCount < 4 && this.role[PROMO]! === 0 && this.role[PROMO + 1]! === 0) {
        this.taken[this.takenCount++] = i;
      }
      if (threatened || moves) {
        this.release(i);
        released = true;
      }
    }
    return released;
  }
}
