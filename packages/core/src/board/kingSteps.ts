/**
 * "Could the king step out?" after a move that is only imagined: the mate probes of the
 * unwinnability searches try every checking move, and most are refuted by a free square for the
 * checked king. Answered from the position's colour and role sets (bitboards.ts) with the move
 * applied to copies of them in locals, so the board is neither changed nor restored.
 */
import * as bitboards from './bitboards.js';
import * as constants from './constants.js';
import type { Position } from './position.js';

// Module-level copies: V8 (Node 20) reads an imported binding through its module cell at every use.
const { BISHOP_ATTACKS, BISHOP_RAYS, FILE_ATTACKS, KING_ATTACKS, KNIGHT_ATTACKS, RANK_ATTACKS, ROOK_RAYS } = bitboards;
const { NOT_FILE_A, NOT_FILE_H, bishopIndex, fileIndex, rankIndex } = bitboards;
const { BISHOP, KING, KNIGHT, PAWN, QUEEN, ROOK, WHITE, from88 } = constants;
/** Where the role sets start in `Position.occupied`. */
const { PAWN_SET: PAWNS, KNIGHT_SET: KNIGHTS, BISHOP_SET: BISHOPS, ROOK_SET: ROOKS, QUEEN_SET: QUEENS, KING_SET: KINGS } = constants;

/** Our pieces of `role` after the move, in one half (`set`: before it): without `from` for the mover's role, with `to` for the placed role. */
function moved(set: number, role: number, moverRole: number, placedRole: number, fromBit: number, toBit: number): number {
  if (role === moverRole) set &= ~fromBit;
  if (role === placedRole) set |= toBit;
  return set;
}

/**
 * Whether, once the side to move's piece on the 0x88 square `from` has gone to `to` (becoming
 * `placedRole`, taking what stood there; not castling nor en passant), the other side's king has
 * a step to a square neither its own piece holds nor the mover's side attacks then, the king's
 * own square counted empty (a slider's check runs on behind it). A step proves the move is not
 * mate; none proves nothing (the check may be blocked or the checker taken). Needs the other
 * king on the board; `pos` is not changed.
 */
export function kingCanStepAfter(pos: Position, from: number, to: number, placedRole: number): boolean {
  const sets = pos.occupied;
  const us = pos.side;
  const them = us ^ 1;
  const k = from88(pos.kings[them]!);
  const f = from88(from);
  const t = from88(to);
  const fromLo = f < 32 ? 1 << f : 0;
  const fromHi = f >= 32 ? 1 << (f - 32) : 0;
  const toLo = t < 32 ? 1 << t : 0;
  const toHi = t >= 32 ? 1 << (t - 32) : 0;
  // Their pieces lose what stood on `to`; ours leave `from` and arrive on `to`.
  const defLo = sets[them << 1]! & ~toLo;
  const defHi = sets[(them << 1) | 1]! & ~toHi;
  const ownLo = sets[us << 1]!;
  const ownHi = sets[(us << 1) | 1]!;
  let stepLo = KING_ATTACKS[k << 1]! & ~defLo;
  let stepHi = KING_ATTACKS[(k << 1) | 1]! & ~defHi;
  if ((stepLo | stepHi) === 0) return false;
  const moverRole = pos.board[from]! & 7;
  // The king's square counts empty.
  const kLo = k < 32 ? 1 << k : 0;
  const kHi = k >= 32 ? 1 << (k - 32) : 0;
  const allLo = ((defLo | ownLo) & ~fromLo & ~kLo) | toLo;
  const allHi = ((defHi | ownHi) & ~fromHi & ~kHi) | toHi;

  // What our pawns, knights and king attack. (As in movegen.ts's king steps, written out: the
  // pawn shifts and the slider test as shared functions cost 2–8% on lichess.txt, not inlined.)
  const pawnLo = moved(sets[PAWNS]! & ownLo, PAWN, moverRole, placedRole, fromLo, toLo);
  const pawnHi = moved(sets[PAWNS + 1]! & ownHi, PAWN, moverRole, placedRole, fromHi, toHi);
  let leapLo: number;
  let leapHi: number;
  if (us === WHITE) {
    leapLo = ((pawnLo << 7) & NOT_FILE_H) | ((pawnLo << 9) & NOT_FILE_A);
    leapHi = (((pawnHi << 7) | (pawnLo >>> 25)) & NOT_FILE_H) | (((pawnHi << 9) | (pawnLo >>> 23)) & NOT_FILE_A);
  } else {
    leapLo = (((pawnLo >>> 7) | (pawnHi << 25)) & NOT_FILE_A) | (((pawnLo >>> 9) | (pawnHi << 23)) & NOT_FILE_H);
    leapHi = ((pawnHi >>> 7) & NOT_FILE_A) | ((pawnHi >>> 9) & NOT_FILE_H);
  }
  for (let h = 0; h < 2; h++) {
    const own = h === 0 ? ownLo : ownHi;
    const fromBit = h === 0 ? fromLo : fromHi;
    const toBit = h === 0 ? toLo : toHi;
    let knights = moved(sets[KNIGHTS + h]! & own, KNIGHT, moverRole, placedRole, fromBit, toBit);
    while (knights !== 0) {
      const low = knights & -knights;
      knights ^= low;
      const e = ((31 - Math.clz32(low)) | (h << 5)) << 1;
      leapLo |= KNIGHT_ATTACKS[e]!;
      leapHi |= KNIGHT_ATTACKS[e + 1]!;
    }
    let kings = moved(sets[KINGS + h]! & own, KING, moverRole, placedRole, fromBit, toBit);
    while (kings !== 0) {
      const low = kings & -kings;
      kings ^= low;
      const e = ((31 - Math.clz32(low)) | (h << 5)) << 1;
      leapLo |= KING_ATTACKS[e]!;
      leapHi |= KING_ATTACKS[e + 1]!;
    }
  }
  stepLo &= ~leapLo;
  stepHi &= ~leapHi;
  if ((stepLo | stepHi) === 0) return false;

  // Each step left, against our sliders (looked up only when one stands on a line through it).
  const queenLo = moved(sets[QUEENS]! & ownLo, QUEEN, moverRole, placedRole, fromLo, toLo);
  const queenHi = moved(sets[QUEENS + 1]! & ownHi, QUEEN, moverRole, placedRole, fromHi, toHi);
  const rqLo = moved(sets[ROOKS]! & ownLo, ROOK, moverRole, placedRole, fromLo, toLo) | queenLo;
  const rqHi = moved(sets[ROOKS + 1]! & ownHi, ROOK, moverRole, placedRole, fromHi, toHi) | queenHi;
  const bqLo = moved(sets[BISHOPS]! & ownLo, BISHOP, moverRole, placedRole, fromLo, toLo) | queenLo;
  const bqHi = moved(sets[BISHOPS + 1]! & ownHi, BISHOP, moverRole, placedRole, fromHi, toHi) | queenHi;
  for (let h = 0; h < 2; h++) {
    let steps = h === 0 ? stepLo : stepHi;
    while (steps !== 0) {
      const low = steps & -steps;
      steps ^= low;
      const s = (31 - Math.clz32(low)) | (h << 5);
      const s2 = s << 1;
      if (((ROOK_RAYS[s2]! & rqLo) | (ROOK_RAYS[s2 + 1]! & rqHi)) !== 0) {
        const fi = fileIndex(s, allLo, allHi) << 1;
        const ri = rankIndex(s, allLo, allHi) << 1;
        if ((((FILE_ATTACKS[fi]! | RANK_ATTACKS[ri]!) & rqLo) | ((FILE_ATTACKS[fi + 1]! | RANK_ATTACKS[ri + 1]!) & rqHi)) !== 0) continue;
      }
      if (((BISHOP_RAYS[s2]! & bqLo) | (BISHOP_RAYS[s2 + 1]! & bqHi)) !== 0) {
        const bi = bishopIndex(s, allLo, allHi) << 1;
        if (((BISHOP_ATTACKS[bi]! & bqLo) | (BISHOP_ATTACKS[bi + 1]! & bqHi)) !== 0) continue;
      }
      return true;
    }
  }
  return false;
}
