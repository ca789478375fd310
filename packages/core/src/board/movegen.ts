/**
 * Legal move generation straight from the 0x88 board: checkers and pins are found by
 * scanning from the king, so every generated move is legal without make/unmake
 * (en passant, the one move that can uncover a check along a rank, is tested by playing it).
 * Moves are internal integers (see constants.ts) written into a caller's Int32Array.
 */
import { isAttackedBy } from './attacks.js';
import {
  BISHOP,
  BISHOP_DIRS,
  FLAG_CASTLE,
  FLAG_DOUBLE,
  FLAG_EP,
  KING,
  KING_OFFSETS,
  KNIGHT,
  KNIGHT_OFFSETS,
  PAWN,
  QUEEN,
  ROOK,
  ROOK_DIRS,
  WHITE,
} from './constants.js';
import type { Position } from './position.js';

/** A scratch buffer big enough for any position's moves (the maximum is 218). */
export const MOVE_BUFFER = new Int32Array(256);

const ALL_DIRS: readonly number[] = [...ROOK_DIRS, ...BISHOP_DIRS];
const pinDir = new Int32Array(128);
const blockStamp = new Int32Array(128);
const pinnedList = new Int32Array(16);
let stamp = 0;

function pushPawnMoves(out: Int32Array, n: number, from: number, to: number, lastRank: boolean): number {
  if (lastRank) {
    const base = from | (to << 7);
    out[n++] = base | (QUEEN << 14);
    out[n++] = base | (ROOK << 14);
    out[n++] = base | (BISHOP << 14);
    out[n++] = base | (KNIGHT << 14);
    return n;
  }
  out[n++] = from | (to << 7);
  return n;
}

/**
 * Writes every legal move of the side to move into `out` from index `start`; returns the
 * end index. A capture of the enemy king is never generated (it is not a legal move);
 * when the mover has no king (tolerant positions) moves are only pseudo-legal.
 * With `stopEarly`, it returns as soon as some legal move is found (for "has a legal move?").
 */
export function generateLegal(pos: Position, out: Int32Array, start: number, stopEarly = false): number {
  const b = pos.board;
  const us = pos.side;
  const them = us ^ 1;
  const ksq = pos.kings[us]!;
  const enemyKing = KING | (them << 3);
  let n = start;
  let checkers = 0;
  let npinned = 0;
  const st = ++stamp;

  if (ksq >= 0) {
    for (let d = 0; d < 8; d++) {
      const dir = ALL_DIRS[d]!;
      const slider = d < 4 ? ROOK : BISHOP;
      let own = -1;
      for (let s = ksq + dir; !(s & 0x88); s += dir) {
        const p = b[s]!;
        if (p === 0) continue;
        if (p >> 3 === us) {
          if (own >= 0) break;
          own = s;
          continue;
        }
        const r = p & 7;
        if (r === QUEEN || r === slider) {
          if (own >= 0) {
            pinDir[own] = dir;
            pinnedList[npinned++] = own;
          } else {
            checkers++;
            for (let t = ksq + dir; ; t += dir) {
              blockStamp[t] = st;
              if (t === s) break;
            }
          }
        }
        break;
      }
    }
    const knight = KNIGHT | (them << 3);
    for (let i = 0; i < 8; i++) {
      const s = ksq + KNIGHT_OFFSETS[i]!;
      if (!(s & 0x88) && b[s] === knight) {
        checkers++;
        blockStamp[s] = st;
      }
    }
    const pawn = PAWN | (them << 3);
    const pd = us === WHITE ? 16 : -16;
    let s = ksq + pd + 1;
    if (!(s & 0x88) && b[s] === pawn) {
      checkers++;
      blockStamp[s] = st;
    }
    s = ksq + pd - 1;
    if (!(s & 0x88) && b[s] === pawn) {
      checkers++;
      blockStamp[s] = st;
    }

    // King moves: test the target with the king lifted off, so it cannot hide behind itself.
    const king = b[ksq]!;
    b[ksq] = 0;
    for (let i = 0; i < 8; i++) {
      const t = ksq + KING_OFFSETS[i]!;
      if (t & 0x88) continue;
      const p = b[t]!;
      if (p !== 0 && (p >> 3 === us || p === enemyKing)) continue;
      if (!isAttackedBy(b, t, them)) out[n++] = ksq | (t << 7);
    }
    b[ksq] = king;

    if (checkers >= 2 || (stopEarly && n > start)) {
      for (let i = 0; i < npinned; i++) pinDir[pinnedList[i]!] = 0;
      return n;
    }
    if (checkers === 0) n = generateCastling(pos, out, n, ksq);
  }

  const inCheck = checkers === 1;
  const fwd = us === WHITE ? 16 : -16;
  const startRank = us === WHITE ? 1 : 6;
  const lastRank = us === WHITE ? 7 : 0;
  for (let s = 0; s < 128; s = (s + 9) & ~8) {
    const p = b[s]!;
    if (p === 0 || p >> 3 !== us) continue;
    const role = p & 7;
    const pin = pinDir[s]!;
    if (role === PAWN) {
      const t = s + fwd;
      if (!(t & 0x88) && b[t] === 0 && (pin === 0 || pin === fwd || pin === -fwd)) {
        if (!inCheck || blockStamp[t] === st) n = pushPawnMoves(out, n, s, t, t >> 4 === lastRank);
        const t2 = t + fwd;
        if (s >> 4 === startRank && b[t2] === 0 && (!inCheck || blockStamp[t2] === st)) {
          out[n++] = s | (t2 << 7) | (FLAG_DOUBLE << 17);
        }
      }
      for (let side = -1; side <= 1; side += 2) {
        const cd = fwd + side;
        const c = s + cd;
        if (c & 0x88) continue;
        if (pin !== 0 && pin !== cd && pin !== -cd) continue;
        const q = b[c]!;
        if (q !== 0) {
          if (q >> 3 === them && q !== enemyKing && (!inCheck || blockStamp[c] === st)) {
            n = pushPawnMoves(out, n, s, c, c >> 4 === lastRank);
          }
        } else if (c === pos.ep && epIsLegal(pos, s, c)) {
          out[n++] = s | (c << 7) | (FLAG_EP << 17);
        }
      }
    } else if (role === KNIGHT) {
      if (pin !== 0) continue;
      for (let i = 0; i < 8; i++) {
        const t = s + KNIGHT_OFFSETS[i]!;
        if (t & 0x88) continue;
        const q = b[t]!;
        if (q !== 0 && (q >> 3 === us || q === enemyKing)) continue;
        if (inCheck && blockStamp[t] !== st) continue;
        out[n++] = s | (t << 7);
      }
    } else if (role !== KING) {
      const d0 = role === BISHOP ? 4 : 0;
      const d1 = role === ROOK ? 4 : 8;
      for (let d = d0; d < d1; d++) {
        const dir = ALL_DIRS[d]!;
        if (pin !== 0 && pin !== dir && pin !== -dir) continue;
        for (let t = s + dir; !(t & 0x88); t += dir) {
          const q = b[t]!;
          if (q !== 0 && (q >> 3 === us || q === enemyKing)) break;
          if (!inCheck || blockStamp[t] === st) out[n++] = s | (t << 7);
          if (q !== 0) break;
        }
      }
    }
    if (stopEarly && n > start) break;
  }
  for (let i = 0; i < npinned; i++) pinDir[pinnedList[i]!] = 0;
  return n;
}

function generateCastling(pos: Position, out: Int32Array, n: number, ksq: number): number {
  const b = pos.board;
  const us = pos.side;
  const home = us === WHITE ? 0x04 : 0x74;
  if (ksq !== home) return n;
  const rights = us === WHITE ? pos.castle & 3 : (pos.castle >> 2) & 3;
  if (rights === 0) return n;
  const them = us ^ 1;
  const rook = ROOK | (us << 3);
  if (
    rights & 1 &&
    b[home + 1] === 0 &&
    b[home + 2] === 0 &&
    b[home + 3] === rook &&
    !isAttackedBy(b, home + 1, them) &&
    !isAttackedBy(b, home + 2, them)
  ) {
    out[n++] = home | ((home + 2) << 7) | (FLAG_CASTLE << 17);
  }
  if (
    rights & 2 &&
    b[home - 1] === 0 &&
    b[home - 2] === 0 &&
    b[home - 3] === 0 &&
    b[home - 4] === rook &&
    !isAttackedBy(b, home - 1, them) &&
    !isAttackedBy(b, home - 2, them)
  ) {
    out[n++] = home | ((home - 2) << 7) | (FLAG_CASTLE << 17);
  }
  return n;
}

/** Whether the en-passant capture from `from` to the e.p. square `to` leaves the king safe. */
function epIsLegal(pos: Position, from: number, to: number): boolean {
  const b = pos.board;
  const us = pos.side;
  const ksq = pos.kings[us]!;
  const capSq = us === WHITE ? to - 16 : to + 16;
  if (b[capSq] !== (PAWN | ((us ^ 1) << 3))) return false;
  if (ksq < 0) return true;
  const mover = b[from]!;
  const victim = b[capSq]!;
  b[from] = 0;
  b[capSq] = 0;
  b[to] = mover;
  const safe = !isAttackedBy(b, ksq, us ^ 1);
  b[to] = 0;
  b[capSq] = victim;
  b[from] = mover;
  return safe;
}

/** Whether some legal en-passant capture exists in `pos` (FIDE 9.2.3 identity). */
export function hasLegalEp(pos: Position): boolean {
  const ep = pos.ep;
  if (ep < 0) return false;
  const us = pos.side;
  const pawn = PAWN | (us << 3);
  const back = us === WHITE ? -16 : 16;
  for (const s of [ep + back - 1, ep + back + 1]) {
    if (!(s & 0x88) && pos.board[s] === pawn && epIsLegal(pos, s, ep)) return true;
  }
  return false;
}
