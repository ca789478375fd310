/**
 * The squares from which a White piece of each kind attacks Black's king, as sets filled once
 * per position: a move's direct check is then one bit test instead of a walk along its line.
 * Exact for every move but a promotion (its pawn's square, vacated, may lie on the new piece's
 * line to the king); see `fillCheckSquares`.
 */
import * as bitboards from '../board/bitboards.js';
import * as constants from '../board/constants.js';
import type { Position } from '../board/position.js';

// Module-level copies of the imported constants and helpers: V8 (Node 20) reads an imported
// binding through its module cell at every use, even in optimized code (see board/movegen.ts).
const { BISHOP_ATTACKS, FILE_ATTACKS, KNIGHT_ATTACKS, PAWN_ATTACKS, RANK_ATTACKS } = bitboards;
const { bishopIndex, fileIndex, rankIndex } = bitboards;
const { BISHOP, KNIGHT, PAWN, QUEEN, ROOK, from88 } = constants;

/**
 * Fills `out` (16 ints: two halves per role, indexed `role << 1 | half`) with the squares from
 * which a White piece of that role attacks the Black king on the 0x88 square `king` in `pos`
 * (the king's and the empty role's sets are empty). A non-promoting White move to `to` by a
 * piece of role `r` checks directly, once made, exactly when `to` is in set `r` — given that
 * Black is not in check already: the mover's vacated square could open its own line to the king
 * only if it stood on that line with nothing between, checking already.
 */
export function fillCheckSquares(pos: Position, king: number, out: Int32Array): void {
  const sets = pos.occupied;
  const allLo = sets[0]! | sets[2]!;
  const allHi = sets[1]! | sets[3]!;
  const k = from88(king);
  const k2 = k << 1;
  // A White pawn checks from where a Black pawn on the king's square would attack.
  const p = (64 + k) << 1;
  out[PAWN << 1] = PAWN_ATTACKS[p]!;
  out[(PAWN << 1) | 1] = PAWN_ATTACKS[p + 1]!;
  out[KNIGHT << 1] = KNIGHT_ATTACKS[k2]!;
  out[(KNIGHT << 1) | 1] = KNIGHT_ATTACKS[k2 + 1]!;
  const f = fileIndex(k, allLo, allHi) << 1;
  const r = rankIndex(k, allLo, allHi) << 1;
  const b = bishopIndex(k, allLo, allHi) << 1;
  const rookLo = FILE_ATTACKS[f]! | RANK_ATTACKS[r]!;
  const rookHi = FILE_ATTACKS[f + 1]! | RANK_ATTACKS[r + 1]!;
  const bishopLo = BISHOP_ATTACKS[b]!;
  const bishopHi = BISHOP_ATTACKS[b + 1]!;
  out[BISHOP << 1] = bishopLo;
  out[(BISHOP << 1) | 1] = bishopHi;
  out[ROOK << 1] = rookLo;
  out[(ROOK << 1) | 1] = rookHi;
  out[QUEEN << 1] = rookLo | bishopLo;
  out[(QUEEN << 1) | 1] = rookHi | bishopHi;
}

/**
 * Whether a piece of `role` arriving on the 0x88 square `to` attacks the king `fillCheckSquares`
 * filled `squares` for (within its terms: not a promotion, Black not in check).
 */
export function checksFrom(squares: Int32Array, role: number, to: number): boolean {
  const sq = from88(to);
  return ((squares[(role << 1) | (sq >> 5)]! >>> (sq & 31)) & 1) !== 0;
}
