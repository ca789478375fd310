/**
 * "Has the side to move two legal moves?" from the board alone, without generating the moves:
 * asked by the dead-position screen after every move and before the forced-move walk of the
 * unwinnability analysis, where the answer is nearly always yes. Two moves of pieces that are
 * not pinned, with the king not in check, are legal; the king's own moves (which need the
 * enemy's attacks), castling and en passant are left out, so `false` proves nothing
 * (`hasTwoLegalMoves` then asks the generator).
 */
import * as constants from './constants.js';
import * as movegen from './movegen.js';
import type { Position } from './position.js';

// Module-level copies of the imported constants (see movegen.ts: V8 reads an imported binding
// through its module cell at every use).
const { BISHOP, BISHOP_DIRS, KING, KNIGHT, KNIGHT_OFFSETS, PAWN, QUEEN, ROOK, ROOK_DIRS, WHITE, to88 } = constants;
const { MAX_LEGAL_MOVES, generateLegal } = movegen;

/** The eight lines from a square: the rook's four, then the bishop's four. */
const LINES: readonly number[] = [...ROOK_DIRS, ...BISHOP_DIRS];

/** The pinned pieces' squares of the current call (at most 8; nothing is called out meanwhile). */
const pinned = new Int32Array(8);
/** The generator's moves when the board does not tell (written and read within one call). */
const counted = new Int32Array(MAX_LEGAL_MOVES);

/** Whether the side to move has two legal moves or more: from the board when it tells, else from the generator. */
export function hasTwoLegalMoves(pos: Position): boolean {
  return twoMovesOnSight(pos) || generateLegal(pos, counted, 0, 2) >= 2;
}

/**
 * True when the side to move has two legal moves or more, told from the board: its king is not
 * in check and its unpinned pieces other than the king have two moves. False when it cannot
 * tell (check, pinned pieces, only king moves, no king), not that there are fewer.
 */
export function twoMovesOnSight(pos: Position): boolean {
  const b = pos.board;
  const us = pos.side;
  const them = us ^ 1;
  const ksq = pos.kings[us]!;
  if (ksq < 0) return false;
  const bits = them << 3;
  // Checks by a knight or a pawn.
  for (let i = 0; i < 8; i++) {
    const s = ksq + KNIGHT_OFFSETS[i]!;
    if (!(s & 0x88) && b[s] === (KNIGHT | bits)) return false;
  }
  const fwd = us === WHITE ? 16 : -16;
  if (!((ksq + fwd + 1) & 0x88) && b[ksq + fwd + 1] === (PAWN | bits)) return false;
  if (!((ksq + fwd - 1) & 0x88) && b[ksq + fwd - 1] === (PAWN | bits)) return false;
  // Checks and pins by sliders, along the eight lines from the king.
  let npinned = 0;
  for (let d = 0; d < 8; d++) {
    const dir = LINES[d]!;
    const line = d < 4 ? ROOK : BISHOP;
    let own = -1;
    for (let t = ksq + dir; !(t & 0x88); t += dir) {
      const p = b[t]!;
      if (p === 0) continue;
      if (p >> 3 === us) {
        if (own >= 0) break;
        own = t;
        continue;
      }
      const role = p & 7;
      if (role === line || role === QUEEN) {
        if (own < 0) return false;
        pinned[npinned++] = own;
      }
      break;
    }
  }
  // Moves of the unpinned pieces but the king: a pawn's push or capture, a knight's jump, a
  // slider's first square along each line (a move onto the enemy king is none).
  const enemyKing = KING | bits;
  const occupied = pos.occupied;
  let count = 0;
  for (let half = 0; half < 2; half++) {
    let set = occupied[(us << 1) | half]!;
    while (set !== 0) {
      const low = set & -set;
      set ^= low;
      const s = to88((31 - Math.clz32(low)) | (half << 5));
      const role = b[s]! & 7;
      if (role === KING) continue;
      let isPinned = false;
      for (let i = 0; i < npinned; i++) if (pinned[i] === s) isPinned = true;
      if (isPinned) continue;
      if (role === PAWN) {
        const t = s + fwd;
        if (!(t & 0x88) && b[t] === 0) count++;
        for (let side = -1; side <= 1; side += 2) {
          const c = t + side;
          if (c & 0x88) continue;
          const q = b[c]!;
          if (q !== 0 && q >> 3 === them && q !== enemyKing) count++;
        }
      } else {
        const knight = role === KNIGHT;
        const d0 = role === BISHOP ? 4 : 0;
        const d1 = knight ? 8 : role === ROOK ? 4 : 8;
        for (let d = d0; d < d1 && count < 2; d++) {
          const t = s + (knight ? KNIGHT_OFFSETS[d]! : LINES[d]!);
          if (t & 0x88) continue;
          const q = b[t]!;
          if (q === 0 || (q >> 3 === them && q !== enemyKing)) count++;
        }
      }
      if (count >= 2) return true;
    }
  }
  return false;
}
