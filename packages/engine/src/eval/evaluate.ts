/**
 * The static evaluation: material and piece-square values (tables.ts) blended from middlegame to
 * endgame by the material left, plus mobility, a light king safety (pieces bearing on the
 * squares round the king, the pawn shield), pawn structure (passed, doubled, isolated), rooks
 * on open files, the bishop pair, and endgame knowledge (a side that cannot mate gets no credit
 * for its extra material; a bare king is driven to the edge). Centipawns from the side to move's
 * point of view. Positions without mating material for either side are exactly 0.
 */
import type { BoardState } from '@flagfall/core/internal';
import { BISHOP, KING, KNIGHT, PAWN, ROOK } from '../board/moves.js';
import { MATERIAL_MG, PHASE_MAX, PHASE_WEIGHT, PIECE_EG, PIECE_MG } from './tables.js';

const KNIGHT_STEPS: readonly number[] = [33, 31, 18, 14, -33, -31, -18, -14];
/** Diagonals (bishops: 0–3), then lines (rooks: 4–7); queens take all eight. */
const SLIDER_DIRS: readonly number[] = [17, 15, -17, -15, 16, -16, 1, -1];

/** NEAR[t − k + 119] is 1 when 0x88 squares t and k are at most one step apart (the king's zone). */
const NEAR: Uint8Array = (() => {
  const table = new Uint8Array(239);
  for (let dr = -1; dr <= 1; dr++) for (let df = -1; df <= 1; df++) table[dr * 16 + df + 119] = 1;
  return table;
})();

/** Mobility: per role, the value of each reachable square (mg, eg) and the count that is par. */
const MOBILITY_MG: readonly number[] = [0, 0, 4, 5, 2, 1];
const MOBILITY_EG: readonly number[] = [0, 0, 4, 5, 4, 2];
const MOBILITY_PAR: readonly number[] = [0, 0, 4, 6, 7, 13];
/** King-zone attack units per attacked zone square, by role. */
const ZONE_UNITS: readonly number[] = [0, 0, 2, 2, 3, 5];

const PASSED_MG: readonly number[] = [0, 5, 8, 12, 22, 38, 60, 0];
const PASSED_EG: readonly number[] = [0, 10, 15, 25, 45, 75, 120, 0];
/** Endgame: how much a passed pawn gains per step the enemy king is further than ours from its stop square. */
const PASSED_KING: readonly number[] = [0, 0, 0, 2, 4, 6, 8, 0];

const TEMPO = 10;
const ROOK_VALUE = MATERIAL_MG[ROOK]!;
const BISHOP_VALUE = MATERIAL_MG[BISHOP]!;

const distance = (a: number, b: number): number => Math.max(Math.abs((a & 7) - (b & 7)), Math.abs((a >> 4) - (b >> 4)));
const centreDistance = (s: number): number => Math.round(Math.abs((s & 7) - 3.5) + Math.abs((s >> 4) - 3.5));

/**
 * Evaluates positions. Holds only scratch space, reset on every call; one per searcher, so two
 * searches never share it. Not for positions without both kings.
 */
export class Evaluator {
  /** Pawns per file, by colour: [white a…h, black a…h]. */
  private readonly pawnCount = new Int8Array(16);
  /**
   * Per file, the rearmost pawn of each colour: [white's lowest rank (8: none) a…h, black's highest
   * rank (-1: none) a…h]. A pawn is passed when no enemy pawn on its file or the next ones is ahead of it.
   */
  private readonly pawnRear = new Int8Array(16);
  private readonly pawns = new Int16Array(32);
  /** Pieces other than pawns and kings (piece code * 128 + square), for the mobility pass. */
  private readonly pieces = new Int16Array(64);
  /** guarded[color * 128 + square] === stamp: a pawn of `color` attacks the square (this call). */
  private readonly guarded = new Int32Array(256);
  private stamp = 0;
  private words: Int32Array | null = null;
  private wordsOf: Int8Array | null = null;

  /** The position's value in centipawns for the side to move. */
  evaluate(pos: BoardState): number {
    const b = pos.board;
    if (b !== this.wordsOf) {
      // The board seen as 32-bit words (4 squares each), to skip empty runs.
      this.words = new Int32Array(b.buffer, b.byteOffset, 32);
      this.wordsOf = b;
    }
    const words = this.words!;
    if (++this.stamp === 0x7fffffff) {
      this.guarded.fill(0);
      this.stamp = 1;
    }
    const st = this.stamp;
    const guarded = this.guarded;
    const pawnCount = this.pawnCount;
    const rear = this.pawnRear;
    pawnCount.fill(0);
    for (let f = 0; f < 8; f++) {
      rear[f] = 8;
      rear[8 + f] = -1;
    }
    const wk = pos.kings[0]!;
    const bk = pos.kings[1]!;
    let mg = 0;
    let eg = 0;
    let phase = 0;
    let npmW = 0;
    let npmB = 0;
    let bishopsW = 0;
    let bishopsB = 0;
    let knightsW = 0;
    let knightsB = 0;
    let nPawns = 0;
    let nPieces = 0;

    for (let s = 0; s < 128; s = (s + 9) & ~8) {
      if ((s & 3) === 0 && words[s >> 2] === 0) {
        s += 3;
        continue;
      }
      const p = b[s]!;
      if (p === 0) continue;
      const role = p & 7;
      const black = p >> 3;
      const sign = black === 0 ? 1 : -1;
      mg += sign * PIECE_MG[p * 128 + s]!;
      eg += sign * PIECE_EG[p * 128 + s]!;
      if (role === PAWN) {
        const f = s & 7;
        const r = s >> 4;
        const i = black * 8 + f;
        pawnCount[i]!++;
        if (black === 0 ? r < rear[i]! : r > rear[i]!) rear[i] = r;
        this.pawns[nPawns++] = p * 128 + s;
        const ahead = black === 0 ? s + 16 : s - 16;
        const base = black * 128;
        if (!((ahead + 1) & 0x88)) guarded[base + ahead + 1] = st;
        if (!((ahead - 1) & 0x88)) guarded[base + ahead - 1] = st;
        continue;
      }
      if (role === KING) continue;
      phase += PHASE_WEIGHT[role]!;
      if (black === 0) npmW += MATERIAL_MG[role]!;
      else npmB += MATERIAL_MG[role]!;
      if (role === BISHOP) {
        if (black === 0) bishopsW++;
        else bishopsB++;
      } else if (role === KNIGHT) {
        if (black === 0) knightsW++;
        else knightsB++;
      }
      if (nPieces < 64) this.pieces[nPieces++] = p * 128 + s;
    }

    // Mobility (squares not held by our pieces nor guarded by an enemy pawn), the enemy king's
    // zone under attack, and rooks on open files.
    let unitsOnW = 0; // attack units on White's king zone (by Black)
    let unitsOnB = 0;
    let attackersOnW = 0;
    let attackersOnB = 0;
    for (let k = 0; k < nPieces; k++) {
      const code = this.pieces[k]!;
      const s = code & 127;
      const p = code >> 7;
      const role = p & 7;
      const black = p >> 3;
      const sign = black === 0 ? 1 : -1;
      const enemyKing = black === 0 ? bk : wk;
      const enemyGuard = (black ^ 1) * 128;
      let mobility = 0;
      let zone = 0;
      if (role === KNIGHT) {
        for (let i = 0; i < 8; i++) {
          const t = s + KNIGHT_STEPS[i]!;
          if (t & 0x88) continue;
          const q = b[t]!;
          if (q !== 0 && q >> 3 === black) continue;
          if (NEAR[t - enemyKing + 119] === 1) zone++;
          if (guarded[enemyGuard + t] !== st) mobility++;
        }
      } else {
        const d0 = role === ROOK ? 4 : 0;
        const d1 = role === BISHOP ? 4 : 8;
        for (let d = d0; d < d1; d++) {
          const dir = SLIDER_DIRS[d]!;
          for (let t = s + dir; !(t & 0x88); t += dir) {
            const q = b[t]!;
            if (q !== 0 && q >> 3 === black) break;
            if (NEAR[t - enemyKing + 119] === 1) zone++;
            if (guarded[enemyGuard + t] !== st) mobility++;
            if (q !== 0) break;
          }
        }
        if (role === ROOK) {
          const f = s & 7;
          if (pawnCount[black * 8 + f] === 0) {
            const open = pawnCount[(black ^ 1) * 8 + f] === 0;
            mg += sign * (open ? 25 : 12);
            eg += sign * (open ? 10 : 6);
          }
        }
      }
      mg += sign * (mobility - MOBILITY_PAR[role]!) * MOBILITY_MG[role]!;
      eg += sign * (mobility - MOBILITY_PAR[role]!) * MOBILITY_EG[role]!;
      if (zone > 0) {
        if (black === 0) {
          unitsOnB += zone * ZONE_UNITS[role]!;
          attackersOnB++;
        } else {
          unitsOnW += zone * ZONE_UNITS[role]!;
          attackersOnW++;
        }
      }
    }

    let pawnsW = 0;
    for (let f = 0; f < 8; f++) pawnsW += pawnCount[f]!;
    const pawnsB = nPawns - pawnsW;

    // Without mating material on either side it is a draw, whatever else stands on the board.
    if (pawnsW === 0 && pawnsB === 0 && npmW <= BISHOP_VALUE && npmB <= BISHOP_VALUE) return 0;

    // King safety (middlegame only): several pieces bearing on the king's zone, and the pawn shield.
    if (attackersOnW >= 2) mg -= Math.min(300, (unitsOnW * unitsOnW) >> 2);
    if (attackersOnB >= 2) mg += Math.min(300, (unitsOnB * unitsOnB) >> 2);
    mg += this.shield(b, wk, 0) - this.shield(b, bk, 1);

    // Pawn structure.
    for (let f = 0; f < 8; f++) {
      for (let c = 0; c < 2; c++) {
        const count = pawnCount[c * 8 + f]!;
        if (count === 0) continue;
        const sign = c === 0 ? 1 : -1;
        if (count > 1) {
          mg -= sign * 10 * (count - 1);
          eg -= sign * 20 * (count - 1);
        }
        const left = f > 0 ? pawnCount[c * 8 + f - 1]! : 0;
        const right = f < 7 ? pawnCount[c * 8 + f + 1]! : 0;
        if (left === 0 && right === 0) {
          mg -= sign * 10 * count;
          eg -= sign * 12 * count;
        }
      }
    }
    for (let i = 0; i < nPawns; i++) {
      const code = this.pawns[i]!;
      const s = code & 127;
      const black = code >> 10;
      const f = s & 7;
      const r = s >> 4;
      let passed = true;
      for (let ff = f > 0 ? f - 1 : 0; ff <= (f < 7 ? f + 1 : 7) && passed; ff++) {
        // White: no black pawn on a rank above; black: no white pawn on a rank below.
        passed = black === 0 ? rear[8 + ff]! <= r : rear[ff]! >= r;
      }
      if (!passed) continue;
      const rel = black === 0 ? r : 7 - r;
      const sign = black === 0 ? 1 : -1;
      const stop = black === 0 ? s + 16 : s - 16;
      mg += sign * PASSED_MG[rel]!;
      eg += sign * (PASSED_EG[rel]! + (b[stop] === 0 ? PASSED_EG[rel]! >> 2 : 0));
      const own = black === 0 ? wk : bk;
      const enemy = black === 0 ? bk : wk;
      eg += sign * (distance(enemy, stop) - distance(own, stop)) * PASSED_KING[rel]!;
    }

    if (bishopsW >= 2) {
      mg += 30;
      eg += 50;
    }
    if (bishopsB >= 2) {
      mg -= 30;
      eg -= 50;
    }

    if (phase > PHASE_MAX) phase = PHASE_MAX;
    let score = ((mg * phase + eg * (PHASE_MAX - phase)) / PHASE_MAX) | 0;

    // Endgame knowledge for the side ahead.
    const whiteAhead = score > 0;
    const strongPawns = whiteAhead ? pawnsW : pawnsB;
    const strongNpm = whiteAhead ? npmW : npmB;
    const weakNpm = whiteAhead ? npmB : npmW;
    const weakPawns = whiteAhead ? pawnsB : pawnsW;
    if (strongPawns === 0) {
      const strongKnights = whiteAhead ? knightsW : knightsB;
      if (strongNpm <= BISHOP_VALUE)
        score = 0; // a lone minor piece cannot mate
      else if (strongNpm === 2 * MATERIAL_MG[KNIGHT]! && strongKnights === 2 && weakPawns === 0) score = (score / 16) | 0;
      else if (strongNpm - weakNpm < ROOK_VALUE) score = (score / 4) | 0; // rook v minor and the like
    }
    if (weakPawns === 0 && weakNpm === 0 && strongNpm >= ROOK_VALUE && score !== 0) {
      // Mop-up: drive the bare king to the edge and bring ours close.
      const weakKing = whiteAhead ? bk : wk;
      const kingGap = Math.abs((wk & 7) - (bk & 7)) + Math.abs((wk >> 4) - (bk >> 4));
      const bonus = 10 * centreDistance(weakKing) + 4 * (14 - kingGap) + 200;
      score += whiteAhead ? bonus : -bonus;
    }
    return (pos.side === 0 ? score : -score) + TEMPO;
  }

  /** Pawn shield for the king of `color` on its first two ranks: own pawns just in front, open files near it. */
  private shield(b: Int8Array, king: number, color: number): number {
    const rank = king >> 4;
    if (color === 0 ? rank > 1 : rank < 6) return 0;
    const fwd = color === 0 ? 16 : -16;
    const pawn = PAWN | (color << 3);
    let value = 0;
    const f = king & 7;
    for (let ff = f > 0 ? f - 1 : 0; ff <= (f < 7 ? f + 1 : 7); ff++) {
      const s = (king & 0x70) + ff;
      if (b[s + fwd] === pawn) value += 12;
      else if (!((s + 2 * fwd) & 0x88) && b[s + 2 * fwd] === pawn) value += 6;
      else if (this.pawnCount[color * 8 + ff] === 0) value -= 15;
    }
    return value;
  }
}
