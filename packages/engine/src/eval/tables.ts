/**
 * Material and piece-square values, middlegame and endgame, in centipawns. The square values
 * are not tuned tables but a few readable rules (below), computed once: knights and bishops
 * want the centre, pawns want to advance (central ones in the middlegame), rooks like the
 * seventh rank, the king hides in a corner in the middlegame and walks to the centre in the
 * endgame. Both tables are indexed by piece code * 128 + 0x88 square and include the material
 * value, so one lookup per piece gives its whole static worth.
 */
import { BISHOP, KING, KNIGHT, PAWN, QUEEN, ROOK } from '../board/moves.js';

/** Material values by role (index 1 pawn … 5 queen; the king has none), middlegame. */
export const MATERIAL_MG: readonly number[] = [0, 90, 320, 335, 470, 950, 0];
/** Material values by role, endgame: pawns and rooks gain, knights lose a little. */
export const MATERIAL_EG: readonly number[] = [0, 110, 300, 320, 520, 960, 0];

/** Game phase weight by role: 24 with all pieces on the board (pawns and kings count 0). */
export const PHASE_WEIGHT: readonly number[] = [0, 0, 1, 1, 2, 4, 0];
/** The phase of the initial position: 4 minors of each side, 2 rooks, 1 queen. */
export const PHASE_MAX = 24;

/** Distance from the centre, 1 (d4, e5…) to 7 (corners): |file − 3.5| + |rank − 3.5|. */
const centreDistance = (file: number, rank: number): number => Math.abs(file - 3.5) + Math.abs(rank - 3.5);

/** A role's square value for White on (file, rank), rank 0 = the first rank. [middlegame, endgame]. */
function squareValue(role: number, file: number, rank: number): [number, number] {
  const d = centreDistance(file, rank);
  const central = file === 3 || file === 4;
  switch (role) {
    case PAWN: {
      const advance = [0, 0, 3, 8, 15, 25, 40, 0][rank]!;
      const mg = advance + (central && rank >= 3 ? 12 : 0) - (central && rank === 1 ? 10 : 0);
      return [mg, [0, 0, 4, 10, 20, 35, 60, 0][rank]!];
    }
    case KNIGHT:
      return [Math.round(30 - 9 * d), Math.round(20 - 7 * d)];
    case BISHOP: {
      const longDiagonal = file === rank || file + rank === 7 ? 8 : 0;
      return [Math.round(12 - 4 * d) + longDiagonal, Math.round(10 - 4 * d)];
    }
    case ROOK:
      return [(rank === 6 ? 18 : 0) + (central ? 6 : 0), rank === 6 ? 10 : 0];
    case QUEEN:
      return [Math.round(4 - 2 * d), Math.round(12 - 4 * d)];
    case KING: {
      // Middlegame: safe on the back rank beside the corners, worse the further it walks up.
      const shelter = file <= 2 || file >= 6 ? 15 : -10;
      return [shelter - 18 * Math.min(rank, 3), Math.round(30 - 10 * d)];
    }
    default:
      return [0, 0];
  }
}

function buildTables(): [Int16Array, Int16Array] {
  const mg = new Int16Array(16 * 128);
  const eg = new Int16Array(16 * 128);
  for (let role = PAWN; role <= KING; role++) {
    for (let rank = 0; rank < 8; rank++) {
      for (let file = 0; file < 8; file++) {
        const [m, e] = squareValue(role, file, rank);
        const white = rank * 16 + file;
        // Black's square is White's mirrored across the middle of the board.
        const black = (7 - rank) * 16 + file;
        mg[role * 128 + white] = MATERIAL_MG[role]! + m;
        eg[role * 128 + white] = MATERIAL_EG[role]! + e;
        mg[(role | 8) * 128 + black] = MATERIAL_MG[role]! + m;
        eg[(role | 8) * 128 + black] = MATERIAL_EG[role]! + e;
      }
    }
  }
  return [mg, eg];
}

/** PIECE_MG[piece * 128 + square]: material plus square value, middlegame, for the piece's own side. */
export const [PIECE_MG, PIECE_EG] = buildTables();
