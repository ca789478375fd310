/**
 * Legal move generation straight from the 0x88 board. The position's occupied sets (kept by
 * make/unmake) give the pieces of each side without scanning the empty squares. From each enemy
 * piece the generator finds checkers and pins (the 0x88 difference tables say whether it lines
 * up with our king) and, when the king could step somewhere, marks the enemy's attacks near the
 * king; then our pieces' moves, in square order, are all legal without make/unmake
 * (en passant, the one move that can uncover a check along a rank, is tested by playing it).
 * Moves are internal integers (see constants.ts) written into a caller's Int32Array.
 * Re-entrant: the only state is the position's own scratch, so any number of positions may be
 * searched interleaved.
 */
import * as attacks from './attacks.js';
import * as constants from './constants.js';
import type { Position } from './position.js';

// Module-level copies of the imported constants, tables and helpers: V8 (Node 20) reads an
// imported binding through its module cell at every use, even in optimized code, while a const
// of this module is folded in.
const { BISHOP, BISHOP_DIRS, DIRECTION, FLAG_CASTLE, FLAG_DOUBLE, FLAG_EP, KING, KING_OFFSETS, KNIGHT, KNIGHT_OFFSETS } = constants;
const { PAWN, QUEEN, ROOK, ROOK_DIRS, WHITE, from88, to88 } = constants;
const { isAttackedBy } = attacks;

/**
 * The most legal moves any position can have, legal or not (tolerant positions with many
 * queens exceed the 218 of reachable positions; 06_over256.fen has 263). A bound: a move goes
 * to a square not holding a piece of the mover, from the first piece along one of the 8 lines
 * through that square or from one of its 8 knight squares — at most 16 origins, and at most 3
 * of them pawns whose moves onto the last rank count four times (promotions): 25 moves per
 * target. With n pieces of the mover (each with at most 27 moves, a queen's) the total is at
 * most min(27n, 25(64 − n)) ≤ 831. Every move list is sized by this constant.
 */
export const MAX_LEGAL_MOVES = 1024;

const ALL_DIRS: readonly number[] = [...ROOK_DIRS, ...BISHOP_DIRS];

// A position's generator scratch is one Int32Array (`Position.genScratch`, made on the first
// call), so that generation keeps no module-level state and two positions in flight never share
// it. Its regions, by offset (a call never calls out, so one position has one call at a time):
/** pinDir[s]: the line (a unit step) a pinned piece of ours on `s` must stay on; 0 when not pinned. */
const PIN_DIR = 0;
/** blockStamp[s] === stamp: a move to `s` answers the (single) check. */
const BLOCK = 128;
/** attackStamp[s] === stamp: the enemy attacks `s` (sliders x-raying through our king). */
const ATTACK = 256;
/** The squares of the pinned pieces (at most 8), to clear pinDir after the call. */
const PINNED = 384;
/** The last stamp used. */
const STAMP = 400;
/** The length of a position's generator scratch. */
const GEN_SCRATCH_SIZE = 401;

/**
 * REACH[k * 64 + from] (0…63 squares, k a king square) tells which of a piece's attacks on `from`
 * can land next to a king on `k` (its 3x3 zone), on an empty board: bit d for a slider's ray
 * along ALL_DIRS[d], bit 8 for a knight, bit 9 for a king. Only those attacks can stop a king
 * step, so the attack map skips the rest (most of a far slider's rays). Rows 64 and 65 do the
 * same for a king on its home square that may castle (e1, e8): its zone plus c1/g1 (c8/g8).
 */
const REACH: Uint16Array = (() => {
  const table = new Uint16Array(66 * 64);
  const near = (k: number, t: number): boolean => !(t & 0x88) && Math.abs((t >> 4) - (k >> 4)) <= 1 && Math.abs((t & 7) - (k & 7)) <= 1;
  const fill = (row: number, isTarget: (t: number) => boolean): void => {
    for (let s = 0; s < 128; s = (s + 9) & ~8) {
      let mask = 0;
      for (let d = 0; d < 8; d++) {
        const dir = ALL_DIRS[d]!;
        for (let t = s + dir; !(t & 0x88); t += dir) {
          if (isTarget(t)) {
            mask |= 1 << d;
            break;
          }
        }
      }
      for (let i = 0; i < 8; i++) {
        if (isTarget(s + KNIGHT_OFFSETS[i]!)) mask |= 1 << 8;
        if (isTarget(s + KING_OFFSETS[i]!)) mask |= 1 << 9;
      }
      table[row * 64 + from88(s)] = mask;
    }
  };
  for (let k = 0; k < 128; k = (k + 9) & ~8) fill(from88(k), (t) => near(k, t));
  for (const [row, home] of [
    [64, 0x04],
    [65, 0x74],
  ] as const) {
    fill(row, (t) => near(home, t) || t === home + 2 || t === home - 2);
  }
  return table;
})();
const REACH_KNIGHT = 1 << 8;
const REACH_KING = 1 << 9;

/** KNIGHT_STEP[to - from + 119] is 1 when a knight on `from` attacks `to` (0x88 difference). */
const KNIGHT_STEP: Uint8Array = (() => {
  const table = new Uint8Array(239);
  for (const o of KNIGHT_OFFSETS) table[o + 119] = 1;
  return table;
})();

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
 * end index. The king's moves (its steps, then castling) come first, then the other pieces'
 * moves, piece by piece in square order (a1 first). A capture of the enemy king is never
 * generated (it is not a legal move); when the mover has no king (tolerant positions) moves are
 * only pseudo-legal.
 * With `stopAfter`, it returns once at least that many moves are written, at the end of a
 * piece's moves: the list is then a prefix of the full list, in the same order, and shorter than
 * `stopAfter` only when it is the full list (`1`: "has a legal move?"; 0 moves means none).
 * With `countKingMoves` false, the king's moves do not count: the prefix is the king's moves and
 * at least `stopAfter` others (all of them when there are fewer).
 */
export function generateLegal(pos: Position, out: Int32Array, start: number, stopAfter = Infinity, countKingMoves = true): number {
  const b = pos.board;
  const us = pos.side;
  const them = us ^ 1;
  const ksq = pos.kings[us]!;
  const enemyKing = KING | (them << 3);
  const ownKing = KING | (us << 3);
  let n = start;
  let checkers = 0;
  let npinned = 0;
  const sc = pos.genScratch ?? (pos.genScratch = new Int32Array(GEN_SCRATCH_SIZE));
  // A fresh stamp clears the stamped square sets in O(1); it wraps before 2^31 (Int32Array).
  let st = sc[STAMP]! + 1;
  if (st === 0x7fffffff) {
    sc.fill(0, BLOCK, PINNED);
    st = 1;
  }
  sc[STAMP] = st;

  // The enemy's attack map is needed only to test king steps and castling; a king with no
  // free square to step to (common in the middlegame) and no castling right skips it.
  let needMap = false;
  let mayCastle = false;
  if (ksq >= 0) {
    for (let i = 0; i < 8; i++) {
      const t = ksq + KING_OFFSETS[i]!;
      if (t & 0x88) continue;
      const p = b[t]!;
      if (p === 0 || (p >> 3 === them && p !== enemyKing)) {
        needMap = true;
        break;
      }
    }
    mayCastle = castlingPathClear(pos, ksq);
    if (mayCastle) needMap = true;
  }
  const reachBase = mayCastle ? (64 + us) * 64 : ksq >= 0 ? from88(ksq) * 64 : 0;

  if (ksq >= 0) {
    const pawn = PAWN | (them << 3);
    const pd = us === WHITE ? 16 : -16;
    let s = ksq + pd + 1;
    if (!(s & 0x88) && b[s] === pawn) {
      checkers++;
      sc[BLOCK + s] = st;
    }
    s = ksq + pd - 1;
    if (!(s & 0x88) && b[s] === pawn) {
      checkers++;
      sc[BLOCK + s] = st;
    }
  }

  // Each enemy piece (from the occupied sets, in square order): its attacks into the ATTACK
  // stamps (when needed) and whether it checks our king or pins a piece to it.
  const occupied = pos.occupied;
  const pawnStep = them === WHITE ? 16 : -16;
  for (let half = 0; half < 2; half++) {
    let set = occupied[(them << 1) | half]!;
    while (set !== 0) {
      const low = set & -set;
      set ^= low;
      // The square's index (0…63) and its 0x88 square.
      const sq = (31 - Math.clz32(low)) | (half << 5);
      const s = to88(sq);
      const role = b[s]! & 7;
      // Which of this piece's attacks can reach the king's zone (and castling squares).
      const reach = needMap ? REACH[reachBase + sq]! : 0;
      if (role === PAWN) {
        if (needMap) {
          const t1 = s + pawnStep + 1;
          const t2 = s + pawnStep - 1;
          if (!(t1 & 0x88)) sc[ATTACK + t1] = st;
          if (!(t2 & 0x88)) sc[ATTACK + t2] = st;
        }
      } else if (role === KNIGHT) {
        if (ksq >= 0 && KNIGHT_STEP[ksq - s + 119] !== 0) {
          checkers++;
          sc[BLOCK + s] = st;
        }
        if (reach & REACH_KNIGHT) {
          for (let i = 0; i < 8; i++) {
            const t = s + KNIGHT_OFFSETS[i]!;
            if (!(t & 0x88)) sc[ATTACK + t] = st;
          }
        }
      } else if (role === KING) {
        if (reach & REACH_KING) {
          for (let i = 0; i < 8; i++) {
            const t = s + KING_OFFSETS[i]!;
            if (!(t & 0x88)) sc[ATTACK + t] = st;
          }
        }
      } else {
        if (ksq >= 0) {
          const dir = DIRECTION[ksq - s + 119]!;
          const straight = dir === 1 || dir === -1 || dir === 16 || dir === -16;
          if (dir !== 0 && (role === QUEEN || (role === ROOK) === straight)) {
            // Aligned with our king: the first piece from here towards it decides check or pin.
            let t = s + dir;
            while (t !== ksq && b[t] === 0) t += dir;
            if (t === ksq) {
              checkers++;
              for (let u = s; u !== ksq; u += dir) sc[BLOCK + u] = st;
            } else if (b[t]! >> 3 === us) {
              let u = t + dir;
              while (u !== ksq && b[u] === 0) u += dir;
              if (u === ksq) {
                sc[PIN_DIR + t] = dir;
                sc[PINNED + npinned++] = t;
              }
            }
          }
        }
        if (reach !== 0) {
          // Our king does not block: a king stepping back along the line stays attacked.
          const d0 = role === BISHOP ? 4 : 0;
          const d1 = role === ROOK ? 4 : 8;
          for (let d = d0; d < d1; d++) {
            if (!((reach >> d) & 1)) continue;
            const dir = ALL_DIRS[d]!;
            for (let t = s + dir; !(t & 0x88); t += dir) {
              sc[ATTACK + t] = st;
              const q = b[t]!;
              if (q !== 0 && q !== ownKing) break;
            }
          }
        }
      }
    }
  }

  if (ksq >= 0 && needMap) {
    for (let i = 0; i < 8; i++) {
      const t = ksq + KING_OFFSETS[i]!;
      if (t & 0x88) continue;
      const p = b[t]!;
      if (p !== 0 && (p >> 3 === us || p === enemyKing)) continue;
      if (sc[ATTACK + t] !== st) out[n++] = ksq | (t << 7);
    }
    if (checkers === 0) n = generateCastling(pos, out, n, ksq, sc, st);
  }
  // The index at which the list is long enough.
  const stopAt = countKingMoves ? start + stopAfter : n + stopAfter;
  if (checkers >= 2 || n >= stopAt) {
    for (let i = 0; i < npinned; i++) sc[PIN_DIR + sc[PINNED + i]!] = 0;
    return n;
  }

  const inCheck = checkers === 1;
  const fwd = us === WHITE ? 16 : -16;
  const startRank = us === WHITE ? 1 : 6;
  const lastRank = us === WHITE ? 7 : 0;
  const ep = pos.ep;
  // Our pieces, in square order.
  for (let half = 0; half < 2; half++) {
    let set = occupied[(us << 1) | half]!;
    while (set !== 0) {
      const low = set & -set;
      set ^= low;
      const sq = (31 - Math.clz32(low)) | (half << 5);
      const s = to88(sq);
      const role = b[s]! & 7;
      const pin = sc[PIN_DIR + s]!;
      if (role === PAWN) {
        const t = s + fwd;
        if (!(t & 0x88) && b[t] === 0 && (pin === 0 || pin === fwd || pin === -fwd)) {
          if (!inCheck || sc[BLOCK + t] === st) n = pushPawnMoves(out, n, s, t, t >> 4 === lastRank);
          const t2 = t + fwd;
          if (s >> 4 === startRank && b[t2] === 0 && (!inCheck || sc[BLOCK + t2] === st)) {
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
            if (q >> 3 === them && q !== enemyKing && (!inCheck || sc[BLOCK + c] === st)) {
              n = pushPawnMoves(out, n, s, c, c >> 4 === lastRank);
            }
          } else if (c === ep && epIsLegal(pos, s, c)) {
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
          if (inCheck && sc[BLOCK + t] !== st) continue;
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
            if (!inCheck || sc[BLOCK + t] === st) out[n++] = s | (t << 7);
            if (q !== 0) break;
          }
        }
      }
      if (n >= stopAt) break;
    }
    if (n >= stopAt) break;
  }
  for (let i = 0; i < npinned; i++) sc[PIN_DIR + sc[PINNED + i]!] = 0;
  return n;
}

/**
 * Whether some castling right of the side to move has its king on the home square and the
 * squares between king and rook empty: only then do the squares the king crosses matter.
 */
function castlingPathClear(pos: Position, ksq: number): boolean {
  const us = pos.side;
  const home = us === WHITE ? 0x04 : 0x74;
  if (ksq !== home) return false;
  const rights = us === WHITE ? pos.castle & 3 : (pos.castle >> 2) & 3;
  if (rights === 0) return false;
  const b = pos.board;
  const rook = ROOK | (us << 3);
  return (
    ((rights & 1) !== 0 && b[home + 1] === 0 && b[home + 2] === 0 && b[home + 3] === rook) ||
    ((rights & 2) !== 0 && b[home - 1] === 0 && b[home - 2] === 0 && b[home - 3] === 0 && b[home - 4] === rook)
  );
}

/** Castling moves, given that the king is not in check; `st` marks the enemy-attacked squares in `sc`. */
function generateCastling(pos: Position, out: Int32Array, n: number, ksq: number, sc: Int32Array, st: number): number {
  const b = pos.board;
  const us = pos.side;
  const home = us === WHITE ? 0x04 : 0x74;
  if (ksq !== home) return n;
  const rights = us === WHITE ? pos.castle & 3 : (pos.castle >> 2) & 3;
  if (rights === 0) return n;
  const rook = ROOK | (us << 3);
  if (
    rights & 1 &&
    b[home + 1] === 0 &&
    b[home + 2] === 0 &&
    b[home + 3] === rook &&
    sc[ATTACK + home + 1] !== st &&
    sc[ATTACK + home + 2] !== st
  ) {
    out[n++] = home | ((home + 2) << 7) | (FLAG_CASTLE << 17);
  }
  if (
    rights & 2 &&
    b[home - 1] === 0 &&
    b[home - 2] === 0 &&
    b[home - 3] === 0 &&
    b[home - 4] === rook &&
    sc[ATTACK + home - 1] !== st &&
    sc[ATTACK + home - 2] !== st
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
