/**
 * Direct SAN matching: which legal move of the side to move has a given role, target square,
 * origin file/rank filter and promotion — found without generating the move list. From the
 * target square it looks back to the few squares a piece of that role could come from (pawn
 * pushes and captures, knight jumps, the first piece along each slider ray, the king), checks
 * each for pseudo-legality, then for legality by trying it on the board and asking whether the
 * mover's king is attacked. No allocation.
 *
 * It agrees with "generate every legal move and filter" (the differential test in
 * sanMatch.test.ts checks it), including on tolerant positions: a side without a king moves
 * pseudo-legally and an enemy king is never captured. The one case where the move generator's
 * notion of check differs from "is the king attacked" is two kings standing side by side (a
 * tolerant position only); there the matcher defers to the move list.
 *
 * This lives in notation/ rather than board/ on purpose: it uses only the Position's board,
 * side, kings, ep and castle fields and `isAttackedBy`.
 */
import { isAttackedBy } from '../board/attacks.js';
import {
  BISHOP,
  BISHOP_DIRS,
  FLAG_CASTLE,
  FLAG_DOUBLE,
  FLAG_EP,
  KING,
  KNIGHT,
  KNIGHT_OFFSETS,
  PAWN,
  QUEEN,
  ROOK,
  ROOK_DIRS,
  WHITE,
  moveFrom,
  movePromo,
  moveTo,
} from '../board/constants.js';
import { generateLegal, MAX_LEGAL_MOVES } from '../board/movegen.js';
import type { Position } from '../board/position.js';

/** No legal move matches. */
export const NO_MATCH = 0;
/** Several legal moves match. */
export const AMBIGUOUS = -1;
/** No legal move matches, but a pawn move would if it named its promotion. */
export const MISSING_PROMOTION = -2;

/**
 * The legal move of the side to move with a piece of `role` (1 pawn … 6 king) onto `to` (0x88),
 * from file `fromFile` / rank `fromRank` (0…7, or -1 for any), promoting to `promo` (a role code,
 * 0 for none): its internal code (always > 0) when exactly one matches, else `NO_MATCH`,
 * `AMBIGUOUS` or `MISSING_PROMOTION`. A pawn move with no origin file is a push (a capture names
 * its file, as SAN does). A king move two squares along its home rank is castling.
 * @internal
 */
export function matchSanMove(pos: Position, role: number, to: number, fromFile: number, fromRank: number, promo: number): number {
  if (to & 0x88) return NO_MATCH;
  const b = pos.board;
  const us = pos.side;
  const ksq = pos.kings[us]!;
  if (ksq >= 0 && kingsTouch(pos)) return matchByList(pos, role, to, fromFile, fromRank, promo);
  const target = b[to]!;
  // Onto our own piece or the enemy king: never a legal move.
  if (target !== 0 && (target >> 3 === us || (target & 7) === KING)) return NO_MATCH;
  const piece = role | (us << 3);
  let found = 0;
  let count = 0;

  if (role === PAWN) {
    const fwd = us === WHITE ? 16 : -16;
    const promoting = to >> 4 === (us === WHITE ? 7 : 0);
    if (promoting ? promo < KNIGHT || promo > QUEEN : promo !== 0) {
      // The right pawn move exists only with another promotion: "must promote" when none was named.
      return promoting && promo === 0 && matchSanMove(pos, PAWN, to, fromFile, fromRank, QUEEN) !== NO_MATCH ? MISSING_PROMOTION : NO_MATCH;
    }
    if (target === 0 && (fromFile < 0 || fromFile === (to & 7))) {
      const from = to - fwd;
      if (b[from] === piece) {
        if (fits(from, fromFile, fromRank) && isSafe(pos, from, to, 0)) {
          count++;
          found = pack(from, to, promo, 0);
        }
      } else if (b[from] === 0 && !promoting) {
        const from2 = from - fwd;
        // A double step starts on the pawn's second rank.
        if (from2 >> 4 === (us === WHITE ? 1 : 6) && b[from2] === piece && fits(from2, fromFile, fromRank) && isSafe(pos, from2, to, 0)) {
          count++;
          found = pack(from2, to, 0, FLAG_DOUBLE);
        }
      }
    }
    // Captures name their file: a pawn SAN without one is only a push.
    if (fromFile >= 0 && fromFile !== (to & 7)) {
      const from = to - fwd + (fromFile - (to & 7));
      if ((fromFile - (to & 7)) * (fromFile - (to & 7)) === 1 && b[from] === piece && fits(from, fromFile, fromRank)) {
        if (target !== 0) {
          if (isSafe(pos, from, to, 0)) {
            count++;
            found = pack(from, to, promo, 0);
          }
        } else if (to === pos.ep && b[to - fwd] === (PAWN | ((us ^ 1) << 3)) && isSafe(pos, from, to, FLAG_EP)) {
          count++;
          found = pack(from, to, 0, FLAG_EP);
        }
      }
    }
  } else if (promo !== 0) {
    return NO_MATCH;
  } else if (role === KNIGHT) {
    for (let i = 0; i < 8; i++) {
      const from = to + KNIGHT_OFFSETS[i]!;
      if (!(from & 0x88) && b[from] === piece && fits(from, fromFile, fromRank) && isSafe(pos, from, to, 0)) {
        count++;
        found = pack(from, to, 0, 0);
      }
    }
  } else if (role === KING) {
    if (ksq < 0 || !fits(ksq, fromFile, fromRank)) return NO_MATCH;
    const df = (to & 7) - (ksq & 7);
    const dr = (to >> 4) - (ksq >> 4);
    if (df >= -1 && df <= 1 && dr >= -1 && dr <= 1) return isSafe(pos, ksq, to, 0) ? pack(ksq, to, 0, 0) : NO_MATCH;
    if (dr === 0 && (df === 2 || df === -2)) return castleMove(pos, df < 0);
    return NO_MATCH;
  } else {
    // Sliders: the first piece along each of the role's rays from the target.
    const d0 = role === ROOK ? 0 : role === BISHOP ? 4 : 0;
    const d1 = role === ROOK ? 4 : 8;
    for (let d = d0; d < d1; d++) {
      const dir = d < 4 ? ROOK_DIRS[d]! : BISHOP_DIRS[d - 4]!;
      let from = to + dir;
      while (!(from & 0x88) && b[from] === 0) from += dir;
      if (!(from & 0x88) && b[from] === piece && fits(from, fromFile, fromRank) && isSafe(pos, from, to, 0)) {
        count++;
        found = pack(from, to, 0, 0);
      }
    }
  }
  return count === 1 ? found : count > 1 ? AMBIGUOUS : NO_MATCH;
}

/**
 * The side to move's castling move (king-side, or queen-side when `long`), as an internal move,
 * or `NO_MATCH` when it is not legal: the right, king and rook at home, the squares between them
 * empty, the king not in check and not crossing or landing on an attacked square (FIDE 3.8.2).
 * @internal
 */
export function castleMove(pos: Position, long: boolean): number {
  const us = pos.side;
  const home = us === WHITE ? 0x04 : 0x74;
  const ksq = pos.kings[us]!;
  if (ksq !== home) return NO_MATCH;
  const right = us === WHITE ? (long ? 2 : 1) : long ? 8 : 4;
  if ((pos.castle & right) === 0) return NO_MATCH;
  if (kingsTouch(pos)) return matchByList(pos, KING, long ? home - 2 : home + 2, -1, -1, 0);
  const b = pos.board;
  const them = us ^ 1;
  const step = long ? -1 : 1;
  if (b[home + step] !== 0 || b[home + 2 * step] !== 0) return NO_MATCH;
  if (long ? b[home - 3] !== 0 || b[home - 4] !== (ROOK | (us << 3)) : b[home + 3] !== (ROOK | (us << 3))) return NO_MATCH;
  if (isAttackedBy(b, home, them) || isAttackedBy(b, home + step, them) || isAttackedBy(b, home + 2 * step, them)) return NO_MATCH;
  return pack(home, home + 2 * step, 0, FLAG_CASTLE);
}

const pack = (from: number, to: number, promo: number, flag: number): number => from | (to << 7) | (promo << 14) | (flag << 17);

const fits = (from: number, fromFile: number, fromRank: number): boolean =>
  (fromFile < 0 || (from & 7) === fromFile) && (fromRank < 0 || from >> 4 === fromRank);

/** Both kings on the board, side by side (tolerant positions only). */
function kingsTouch(pos: Position): boolean {
  const a = pos.kings[0]!;
  const c = pos.kings[1]!;
  if (a < 0 || c < 0) return false;
  const df = (a & 7) - (c & 7);
  const dr = (a >> 4) - (c >> 4);
  return df >= -1 && df <= 1 && dr >= -1 && dr <= 1;
}

/**
 * Whether the pseudo-legal move `from`→`to` leaves the mover's king unattacked: the move is made
 * on the board in place (piece, capture, e.p. victim) and taken back. A side without a king
 * (tolerant positions) moves pseudo-legally.
 */
function isSafe(pos: Position, from: number, to: number, flag: number): boolean {
  const us = pos.side;
  let ksq = pos.kings[us]!;
  if (ksq < 0) return true;
  const b = pos.board;
  const mover = b[from]!;
  const captured = b[to]!;
  b[from] = 0;
  b[to] = mover;
  const epSq = flag === FLAG_EP ? (us === WHITE ? to - 16 : to + 16) : -1;
  const victim = epSq >= 0 ? b[epSq]! : 0;
  if (epSq >= 0) b[epSq] = 0;
  if (from === ksq) ksq = to;
  const safe = !isAttackedBy(b, ksq, us ^ 1);
  if (epSq >= 0) b[epSq] = victim;
  b[to] = captured;
  b[from] = mover;
  return safe;
}

/**
 * The same answer as `matchSanMove`, from the full legal move list: for the positions where the
 * move generator's check differs from "is the king attacked" (kings side by side). Allocates.
 */
function matchByList(pos: Position, role: number, to: number, fromFile: number, fromRank: number, promo: number): number {
  const moves = new Int32Array(MAX_LEGAL_MOVES);
  const n = generateLegal(pos, moves, 0);
  const b = pos.board;
  let found = 0;
  let count = 0;
  let missingPromotion = false;
  for (let i = 0; i < n; i++) {
    const m = moves[i]!;
    if (moveTo(m) !== to) continue;
    const from = moveFrom(m);
    if ((b[from]! & 7) !== role || !fits(from, fromFile, fromRank)) continue;
    if (role === PAWN && fromFile < 0 && (from & 7) !== (to & 7)) continue;
    if (movePromo(m) !== promo) {
      if (promo === 0) missingPromotion = true;
      continue;
    }
    count++;
    found = m;
  }
  return count === 1 ? found : count > 1 ? AMBIGUOUS : missingPromotion ? MISSING_PROMOTION : NO_MATCH;
}
