/**
 * White's legal moves that check Black's king directly (the moved piece attacks it), found from
 * the attack sets instead of a full move list: the helpmate search's mate-in-one probe needs
 * only these, and a node that tries one or two moves then makes only the head of its list.
 */
import * as bitboards from '../board/bitboards.js';
import * as constants from '../board/constants.js';
import * as movegen from '../board/movegen.js';
import type { Position } from '../board/position.js';
import * as checks from './checks.js';

// Module-level copies of the imported constants and helpers: V8 (Node 20) reads an imported
// binding through its module cell at every use, even in optimized code (see board/movegen.ts).
const { BISHOP_ATTACKS, BISHOP_RAYS, FILE_ATTACKS, KNIGHT_ATTACKS, RANK_ATTACKS, ROOK_RAYS } = bitboards;
const { bishopIndex, fileIndex, rankIndex } = bitboards;
const { BISHOP, DIRECTION, FLAG_DOUBLE, KNIGHT, PAWN, PAWN_SET: PAWNS, QUEEN, ROOK, to88 } = constants;
const { SETUP_CHECKERS, SETUP_PIN_HI, SETUP_PIN_LO, SETUP_TO_HI, SETUP_TO_LO, onSquare } = movegen;
const { givesDirectCheck } = checks;

/** A White pawn on the board. */
const WHITE_PAWN = PAWN;
/** The seventh rank in a set's high half (squares 48…55). */
const SEVENTH_RANK_HI = 0xff << 16;

/** The promotions in the move generator's order. */
const PROMOTIONS: readonly number[] = [QUEEN, ROOK, BISHOP, KNIGHT];

/**
 * Writes into `out` from 0 White's legal moves (White to move in `pos`) that check the Black king
 * directly, and returns how many: every such move but an en-passant capture, each once (the
 * pawns' moves first, then the knights', bishops', rooks' and queens'). `setup` at `at` is
 * `beginLegal`'s record for `pos` (the pins, the squares a move may go to), `squares` what
 * `fillCheckSquares` filled for the Black king: the sets are exact (see there) when Black is not
 * in check, and a promotion is tested on its own. Castling never checks directly (the king
 * moves). `pos.ep` must be -1: an en-passant capture, tested by playing it, is not looked for.
 */
export function writeDirectChecks(pos: Position, setup: Int32Array, at: number, squares: Int32Array, out: Int32Array): number {
  if (setup[at + SETUP_CHECKERS]! >= 2) return 0;
  const board = pos.board;
  const sets = pos.occupied;
  const ownLo = sets[0]!;
  const ownHi = sets[1]!;
  const allLo = ownLo | sets[2]!;
  const allHi = ownHi | sets[3]!;
  const toLo = setup[at + SETUP_TO_LO]!;
  const toHi = setup[at + SETUP_TO_HI]!;
  const pinLo = setup[at + SETUP_PIN_LO]!;
  const pinHi = setup[at + SETUP_PIN_HI]!;
  const ksq = pos.kings[0]!;
  let n = 0;
  // The pawns, from the (at most two) squares a pawn checks from: a push onto an empty one from
  // below (a double step from the second rank), a capture onto a Black piece from diagonally below.
  let cLo = squares[PAWN << 1]! & toLo;
  let cHi = squares[(PAWN << 1) | 1]! & toHi;
  while ((cLo | cHi) !== 0) {
    let c: number;
    if (cLo !== 0) {
      c = 31 - Math.clz32(cLo & -cLo);
      cLo &= cLo - 1;
    } else {
      c = 63 - Math.clz32(cHi & -cHi);
      cHi &= cHi - 1;
    }
    const t = to88(c);
    if (board[t] === 0) {
      const f = t - 16;
      if (f < 0) continue;
      if (board[f] === WHITE_PAWN) {
        if (staysOnPin(f, t, ksq, pinLo, pinHi)) out[n++] = f | (t << 7);
      } else if (board[f] === 0 && t >> 4 === 3 && board[f - 16] === WHITE_PAWN && staysOnPin(f - 16, t, ksq, pinLo, pinHi)) {
        out[n++] = (f - 16) | (t << 7) | (FLAG_DOUBLE << 17);
      }
    } else {
      for (let f = t - 17; f <= t - 15; f += 2) {
        if (!(f & 0x88) && board[f] === WHITE_PAWN && staysOnPin(f, t, ksq, pinLo, pinHi)) out[n++] = f | (t << 7);
      }
    }
  }
  // The pawns on the seventh rank: their promotions.
  let seventh = (sets[PAWNS + 1]! & ownHi & SEVENTH_RANK_HI) >>> 16;
  while (seventh !== 0) {
    const file = 31 - Math.clz32(seventh & -seventh);
    seventh &= seventh - 1;
    const s = 0x60 | file;
    n = writePromotions(pos, s, ksq, onSquare(pinLo, pinHi, s) ? DIRECTION[ksq - s + 119]! : 0, toLo, toHi, out, n);
  }
  // The pieces, kind by kind: their attacks on a checking square, kept on a pinned piece's line.
  for (let role = KNIGHT; role <= QUEEN; role++) {
    const checkLo = squares[role << 1]! & toLo;
    const checkHi = squares[(role << 1) | 1]! & toHi;
    for (let half = 0; half < 2; half++) {
      let set = sets[PAWNS + 2 * (role - PAWN) + half]! & (half === 0 ? ownLo : ownHi);
      while (set !== 0) {
        const low = set & -set;
        set ^= low;
        const sq = (31 - Math.clz32(low)) | (half << 5);
        const s2 = sq << 1;
        let aLo = 0;
        let aHi = 0;
        if (role === KNIGHT) {
          aLo = KNIGHT_ATTACKS[s2]! & checkLo;
          aHi = KNIGHT_ATTACKS[s2 + 1]! & checkHi;
        } else {
          // The lookups only when a checking square lies on the piece's lines.
          if (role !== ROOK && ((BISHOP_RAYS[s2]! & checkLo) | (BISHOP_RAYS[s2 + 1]! & checkHi)) !== 0) {
            const d = bishopIndex(sq, allLo, allHi) << 1;
            aLo = BISHOP_ATTACKS[d]!;
            aHi = BISHOP_ATTACKS[d + 1]!;
          }
          if (role !== BISHOP && ((ROOK_RAYS[s2]! & checkLo) | (ROOK_RAYS[s2 + 1]! & checkHi)) !== 0) {
            const f = fileIndex(sq, allLo, allHi) << 1;
            const r = rankIndex(sq, allLo, allHi) << 1;
            aLo |= FILE_ATTACKS[f]! | RANK_ATTACKS[r]!;
            aHi |= FILE_ATTACKS[f + 1]! | RANK_ATTACKS[r + 1]!;
          }
          aLo &= checkLo;
          aHi &= checkHi;
        }
        const s = to88(sq);
        const pin = ((half === 0 ? pinLo : pinHi) & low) !== 0 ? DIRECTION[ksq - s + 119]! : 0;
        while ((aLo | aHi) !== 0) {
          let t: number;
          if (aLo !== 0) {
            t = 31 - Math.clz32(aLo & -aLo);
            aLo &= aLo - 1;
          } else {
            t = 63 - Math.clz32(aHi & -aHi);
            aHi &= aHi - 1;
          }
          const t88 = to88(t);
          if (pin === 0 || DIRECTION[ksq - t88 + 119] === pin) out[n++] = s | (t88 << 7);
        }
      }
    }
  }
  return n;
}

/** Whether a move from `f` to `t` (0x88) keeps its piece on its pin's line, if it is pinned. */
function staysOnPin(f: number, t: number, ksq: number, pinLo: number, pinHi: number): boolean {
  return !onSquare(pinLo, pinHi, f) || DIRECTION[ksq - t + 119] === DIRECTION[ksq - f + 119];
}

/**
 * Writes the checking promotions of the White pawn on the 0x88 square `s` (on the seventh rank)
 * into `out` from `n`: its push and captures (towards the a-file first), each promotion in the
 * generator's order, kept when legal (the pin's line, `toLo`/`toHi`) and the promoted piece
 * checks the Black king (tested on the board, the pawn's square counted empty). Returns the end.
 */
function writePromotions(
  pos: Position,
  s: number,
  ksq: number,
  pin: number,
  toLo: number,
  toHi: number,
  out: Int32Array,
  n: number,
): number {
  const board = pos.board;
  const lk = pos.kings[1]!;
  for (let d = 0; d < 3; d++) {
    const step = d === 0 ? 16 : d === 1 ? 15 : 17;
    const t = s + step;
    if (t & 0x88) continue;
    const q = board[t]!;
    // The push onto an empty square, a capture onto a Black piece (`toLo`/`toHi` leave out the king).
    if (d === 0 ? q !== 0 : q === 0 || q >> 3 !== 1) continue;
    if (!onSquare(toLo, toHi, t)) continue;
    if (pin !== 0 && DIRECTION[ksq - t + 119] !== pin) continue;
    for (const promo of PROMOTIONS) {
      if (givesDirectCheck(board, promo, 0, s, t, lk)) out[n++] = s | (t << 7) | (promo << 14);
    }
  }
  return n;
}
