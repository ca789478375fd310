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
 * Kings never enter a square a steady enemy pawn, knight or adjacent piece attacks (nothing can
 * block those attacks), and so never capture there. A pawn that reaches its last rank becomes a
 * "promoted piece" of its colour (moving like a queen and a knight), tracked as one more piece.
 * Squares are 0–63 (rank × 8 + file); sets are bitboards (bitboard.ts).
 */
import { BISHOP, KING, KNIGHT, PAWN, ROOK, WHITE, from88 } from '../board/constants.js';
import type { Position } from '../board/position.js';
import { canMove, dropStalemating, kingCaptureStalemates, noPushSquares, unlockPawns } from './reachRules.js';
import { updateStopMasks, whiteHasLastPiece } from './stopMasks.js';
import { updateReachGuards } from './reachGuards.js';
import {
  ATTACK,
  DIAG_HI,
  DIAG_LO,
  KING_HI,
  KING_LO,
  KNIGHT_HI,
  KNIGHT_LO,
  ORTH_HI,
  ORTH_LO,
  OUT,
  PAWN_HI,
  PAWN_LO,
  RANK2_LO,
  RANK7_HI,
  SQ_HI,
  SQ_LO,
  has,
  kingStep,
  knightStep,
  slide,
  step,
} from './bitboard.js';

/** Slot of colour c's promoted piece. */
export const PROMO = 32;
const SLOTS = 34;
const NO_PUSH = new Int32Array(2);
/** Role code of a promoted piece (moves as queen and knight). */
const PROMOTED = 7;

/** The analysis' state and result (reused between calls). */
export class Reach {
  /** Pieces: square (0–63), colour and role (PROMOTED for the promoted pieces in slots 32/33). */
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

  /** Runs the analysis on `pos` (not changed). */
  compute(pos: Position): void {
    this.computeCase(pos, 0, 0, 0);
  }

  /** Runs the analysis on `pos` under the case assumptions `spare` and `frozen` (see the fields). */
  computeCase(pos: Position, spare: number, frozen: number, capped = 0): void {
    this.spare = spare;
    this.frozen = frozen;
    this.capped = capped;
    this.takenCount = 0;
    this.setup(pos);
    this.computeWalls();
    updateStopMasks(this);
    for (;;) {
      this.computeWalls();
      this.expand();
      this.computeAttacks();
      const masks = updateStopMasks(this);
      const released = this.releaseViolators();
      if (!unlockPawns(this) && !released && !masks) break;
    }
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

  /** Steady pieces' squares and the squares their unblockable attacks forbid to the enemy king. */
  private computeWalls(): void {
    let sLo = 0;
    let sHi = 0;
    let spLo = 0;
    let spHi = 0;
    const sc = this.steadyColorLo;
    const sch = this.steadyColorHi;
    sc[0] = sc[1] = sch[0] = sch[1] = 0;
    this.forbLo[0] = this.guardLo[0]!;
    this.forbLo[1] = this.guardLo[1]!;
    this.forbHi[0] = this.guardHi[0]!;
    this.forbHi[1] = this.guardHi[1]!;
    this.kingLo[0] = this.kingLo[1] = this.kingHi[0] = this.kingHi[1] = 0;
    for (let i = 0; i < this.count; i++) {
      if (!this.steady[i]) continue;
      const s = this.square[i]!;
      const c = this.color[i]!;
      sLo |= SQ_LO[s]!;
      sHi |= SQ_HI[s]!;
      sc[c] = sc[c]! | SQ_LO[s]!;
      sch[c] = sch[c]! | SQ_HI[s]!;
      if ((this.spare >>> i) & 1) {
        spLo |= SQ_LO[s]!;
        spHi |= SQ_HI[s]!;
      }
      const e = c ^ 1;
      switch (this.role[i]) {
        case PAWN:
          this.forbLo[e] = this.forbLo[e]! | PAWN_LO[c * 64 + s]!;
          this.forbHi[e] = this.forbHi[e]! | PAWN_HI[c * 64 + s]!;
          break;
        case KNIGHT:
          this.forbLo[e] = this.forbLo[e]! | KNIGHT_LO[s]!;
          this.forbHi[e] = this.forbHi[e]! | KNIGHT_HI[s]!;
          break;
        case BISHOP:
          this.forbLo[e] = this.forbLo[e]! | DIAG_LO[s]!;
          this.forbHi[e] = this.forbHi[e]! | DIAG_HI[s]!;
          break;
        case ROOK:
          this.forbLo[e] = this.forbLo[e]! | ORTH_LO[s]!;
          this.forbHi[e] = this.forbHi[e]! | ORTH_HI[s]!;
          break;
        default: // queen, king
          this.forbLo[e] = this.forbLo[e]! | KING_LO[s]!;
          this.forbHi[e] = this.forbHi[e]! | KING_HI[s]!;
          if (this.role[i] === KING) {
            this.kingLo[c] = this.kingLo[c]! | SQ_LO[s]!;
            this.kingHi[c] = this.kingHi[c]! | SQ_HI[s]!;
          }
      }
    }
    this.steadyLo = sLo;
    this.steadyHi = sHi;
    this.spareLo = spLo;
    this.spareHi = spHi;
    this.wallLo[0] = this.wallLo[1] = this.wallHi[0] = this.wallHi[1] = 0;
    for (let i = 0; i < this.count; i++) {
      if (this.steady[i] || !this.locked[i]) continue;
      const e = this.color[i]! ^ 1;
      const s = this.square[i]!;
      this.wallLo[e] = this.wallLo[e]! | SQ_LO[s]!;
      this.wallHi[e] = this.wallHi[e]! | SQ_HI[s]!;
    }
  }

  /**
   * Grows the mobile pieces' squares to the least fixpoint for the current steady set. The
   * other pieces first (their moves do not depend on the walls kings avoid), so that sealed
   * groups (reachGuards.ts) guard their squares before the kings move on.
   */
  private expand(): void {
    this.growOthers();
    if (updateReachGuards(this)) this.computeWalls();
    // The others depend on the kings' squares only through the pawns' no-push squares
    // (noPushSquares); the guards (reachGuards.ts) must match the final squares.
    for (;;) {
      noPushSquares(this, 0, NO_PUSH);
      const a0 = NO_PUSH[0]!;
      const a1 = NO_PUSH[1]!;
      noPushSquares(this, 1, NO_PUSH);
      const b0 = NO_PUSH[0]!;
      const b1 = NO_PUSH[1]!;
      let grew = true;
      while (grew) {
        grew = false;
        for (let c = 0; c < 2; c++) {
          const k = this.king[c]!;
          if (k >= 0 && !this.steady[k] && ((this.frozen >>> k) & 1) === 0 && this.grow(k)) grew = true;
        }
      }
      noPushSquares(this, 0, NO_PUSH);
      let same = NO_PUSH[0] === a0 && NO_PUSH[1] === a1;
      noPushSquares(this, 1, NO_PUSH);
      same = same && NO_PUSH[0] === b0 && NO_PUSH[1] === b1;
      const othersGrew = !same && this.growOthers();
      if (updateReachGuards(this)) {
        this.computeWalls();
        continue;
      }
      if (!othersGrew) return;
    }
  }

  /** Grows every mobile piece but the kings to their fixpoint; true when something was added. */
  private growOthers(): boolean {
    let any = false;
    let changed = true;
    while (changed) {
      changed = false;
      for (let i = 0; i < SLOTS; i++) {
        if (this.role[i] === 0 || this.steady[i]) continue;
        if (i < 32 && (this.frozen >>> i) & 1) continue;
        if (this.role[i] === KING) continue;
        if (this.grow(i)) changed = any = true;
      }
    }
    return any;
  }

  /** Closes piece i's squares under its moves; true when something was added. */
  private grow(i: number): boolean {
    const c = this.color[i]!;
    const role = this.role[i]!;
    const eLo = ~this.steadyLo;
    const eHi = ~this.steadyHi;
    const lo0 = this.reachLo[i]!;
    const hi0 = this.reachHi[i]!;
    let lo = lo0;
    let hi = hi0;
    for (;;) {
      let nLo = lo;
      let nHi = hi;
      if (role === PAWN) {
        const fwd = c === WHITE ? 0 : 1;
        noPushSquares(this, c, NO_PUSH);
        const noLo = NO_PUSH[0]!;
        const noHi = NO_PUSH[1]!;
        step(lo & ~noLo, hi & ~noHi, fwd);
        const pLo = OUT[0]! & eLo & ~this.wallLo[c]!;
        const pHi = OUT[1]! & eHi & ~this.wallHi[c]!;
        nLo |= pLo;
        nHi |= pHi;
        // Double steps from the home rank, through an empty square.
        const homeLo = c === WHITE ? pLo & (RANK2_LO << 8) : 0;
        const homeHi = c === WHITE ? 0 : pHi & (RANK7_HI >>> 8);
        step(homeLo & ~noLo, homeHi & ~noHi, fwd);
        nLo |= OUT[0]! & eLo & ~this.wallLo[c]!;
        nHi |= OUT[1]! & eHi & ~this.wallHi[c]!;
        // Captures where an enemy piece may stand.
        const e = c ^ 1;
        step(lo, hi, c === WHITE ? 4 : 6);
        let cLo = OUT[0]!;
        let cHi = OUT[1]!;
        step(lo, hi, c === WHITE ? 5 : 7);
        cLo |= OUT[0]!;
        cHi |= OUT[1]!;
        if (c === WHITE || !this.lastPiece) {
          nLo |= cLo & eLo & this.occLo[e]!;
          nHi |= cHi & eHi & this.occHi[e]!;
        }
      } else if (role === KNIGHT) {
        knightStep(lo, hi);
        nLo |= OUT[0]! & eLo;
        nHi |= OUT[1]! & eHi;
      } else if (role === KING) {
        kingStep(lo, hi);
        let kLo = OUT[0]! & eLo & ~this.forbLo[c]! & ~lo;
        let kHi = OUT[1]! & eHi & ~this.forbHi[c]! & ~hi;
        // Only White's king: the rule needs Black's king region computed without it.
        if (c === WHITE && (kLo | kHi) !== 0) {
          dropStalemating(this, c, kLo, kHi, NO_PUSH);
          kLo = NO_PUSH[0]!;
          kHi = NO_PUSH[1]!;
        }
        nLo |= kLo;
        nHi |= kHi;
      } else {
        if (role === PROMOTED) {
          knightStep(lo, hi);
          nLo |= OUT[0]! & eLo;
          nHi |= OUT[1]! & eHi;
        }
        const d0 = role === BISHOP ? 4 : 0;
        const d1 = role === ROOK ? 4 : 8;
        for (let d = d0; d < d1; d++) {
          slide(nLo, nHi, d, eLo, eHi);
          nLo |= OUT[0]!;
          nHi |= OUT[1]!;
        }
      }
      // Moves that end the game without White mating (stopMasks.ts).
      nLo = (nLo & ~this.stopLo[i]!) | lo;
      nHi = (nHi & ~this.stopHi[i]!) | hi;
      if (nLo === lo && nHi === hi) break;
      lo = nLo;
      hi = nHi;
    }
    if (lo === lo0 && hi === hi0) return false;
    this.reachLo[i] = lo;
    this.reachHi[i] = hi;
    if (role !== KING) {
      this.occLo[c] = this.occLo[c]! | lo;
      this.occHi[c] = this.occHi[c]! | hi;
    }
    if (role === PAWN) {
      // A pawn on its last rank promotes: the promoted piece starts there.
      const lastLo = c === WHITE ? 0 : lo & 0xff;
      const lastHi = c === WHITE ? hi & (0xff000000 | 0) : 0;
      if (lastLo !== 0 || lastHi !== 0) {
        const p = PROMO + c;
        if ((this.reachLo[p]! | lastLo) !== this.reachLo[p] || (this.reachHi[p]! | lastHi) !== this.reachHi[p]) {
          this.role[p] = PROMOTED;
          this.reachLo[p] = this.reachLo[p]! | lastLo;
          this.reachHi[p] = this.reachHi[p]! | lastHi;
          this.occLo[c] = this.occLo[c]! | lastLo;
          this.occHi[c] = this.occHi[c]! | lastHi;
        }
      }
    }
    return true;
  }

  /** att/thr/chk: squares each colour may ever attack / capture on / check from, from every piece's squares. */
  private computeAttacks(): void {
    const aLo = this.attLo;
    const aHi = this.attHi;
    const tLo = this.thrLo;
    const tHi = this.thrHi;
    aLo[0] = aLo[1] = aHi[0] = aHi[1] = 0;
    tLo[0] = tLo[1] = tHi[0] = tHi[1] = 0;
    const kLo = this.chkLo;
    const kHi = this.chkHi;
    kLo[0] = kLo[1] = kHi[0] = kHi[1] = 0;
    for (let i = 0; i < SLOTS; i++) {
      const role = this.role[i]!;
      if (role === 0) continue;
      const c = this.color[i]!;
      this.attacksOf(i);
      let xLo = OUT[0]!;
      let xHi = OUT[1]!;
      if (role === KING) {
        aLo[c] = aLo[c]! | xLo;
        aHi[c] = aHi[c]! | xHi;
        tLo[c] = tLo[c]! | (xLo & ~this.forbLo[c]!);
        tHi[c] = tHi[c]! | (xHi & ~this.forbHi[c]!);
        continue;
      }
      if (i < 32 && (this.capped >>> i) & 1) {
        xLo &= this.capLo[i]!;
        xHi &= this.capHi[i]!;
      }
      aLo[c] = aLo[c]! | xLo;
      aHi[c] = aHi[c]! | xHi;
      tLo[c] = tLo[c]! | (xLo & ~this.stopLo[i]!);
      tHi[c] = tHi[c]! | (xHi & ~this.stopHi[i]!);
      kLo[c] = kLo[c]! | xLo;
      kHi[c] = kHi[c]! | xHi;
    }
    // Against White's last piece, Black never captures (stopMasks.ts).
    if (this.lastPiece) tLo[1] = tHi[1] = 0;
  }

  /**
   * The squares piece i may ever attack from its squares (lines stop at steady pieces), into
   * OUT. Meaningful after `compute`/`computeCase`; the case split (caseSplit.ts) reads it.
   */
  attacksOf(i: number): void {
    const role = this.role[i]!;
    const c = this.color[i]!;
    const lo = this.reachLo[i]!;
    const hi = this.reachHi[i]!;
    if (role === PAWN) {
      step(lo, hi, c === WHITE ? 4 : 6);
      const xLo = OUT[0]!;
      const xHi = OUT[1]!;
      step(lo, hi, c === WHITE ? 5 : 7);
      OUT[0] = OUT[0]! | xLo;
      OUT[1] = OUT[1]! | xHi;
      return;
    }
    if (role === KNIGHT) return knightStep(lo, hi);
    if (role === KING) return kingStep(lo, hi);
    let xLo = 0;
    let xHi = 0;
    if (role === PROMOTED) {
      knightStep(lo, hi);
      xLo = OUT[0]!;
      xHi = OUT[1]!;
    }
    const eLo = ~this.steadyLo;
    const eHi = ~this.steadyHi;
    const d0 = role === BISHOP ? 4 : 0;
    const d1 = role === ROOK ? 4 : 8;
    for (let d = d0; d < d1; d++) {
      slide(lo, hi, d, eLo, eHi);
      xLo |= ATTACK[0]!;
      xHi |= ATTACK[1]!;
    }
    OUT[0] = xLo;
    OUT[1] = xHi;
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
