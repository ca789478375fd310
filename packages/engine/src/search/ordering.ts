/**
 * Move ordering: the order in which a node tries its moves decides how much alpha-beta can cut.
 * First the transposition table's move, then captures and queen promotions by MVV-LVA (the most
 * valuable victim first, the least valuable attacker first among equals), then the two killer
 * moves of this ply (quiet moves that refuted a sibling), then quiet moves by their history
 * (how often they caused a cut-off anywhere, weighted by depth), and under-promotions last.
 * Owned by one searcher.
 */
import { FLAG_EP, moveFlag, moveFrom, movePromo, moveTo, QUEEN } from '../board/moves.js';

const SCORE_TT = 3_000_000;
/** The sort keys of captures and queen promotions start here (everything below is quiet). */
export const SCORE_CAPTURE = 2_000_000;
const SCORE_KILLER_1 = 1_000_002;
const SCORE_KILLER_2 = 1_000_001;
const SCORE_UNDERPROMOTION = -2_000_000;
/** History scores stay below the killers' (halved when one passes this). */
const HISTORY_MAX = 500_000;

/** Victim values for MVV-LVA by role (a pawn 1 … a queen 9). */
const VICTIM: readonly number[] = [0, 1, 3, 3, 5, 9, 0];

/** The most plies a search goes from its root (killer slots, PV table). */
export const MAX_PLY = 128;

/** Killer and history tables, and the move scoring that reads them. */
export class MoveOrdering {
  private readonly killers = new Int32Array(MAX_PLY * 2);
  /** history[side << 14 | from << 7 | to]. */
  private readonly history = new Int32Array(2 << 14);

  /** Forgets killers and fades history (between searches: old lessons count half). */
  newSearch(): void {
    this.killers.fill(0);
    for (let i = 0; i < this.history.length; i++) this.history[i] = this.history[i]! >> 1;
  }

  /** Forgets everything (a new game). */
  clear(): void {
    this.killers.fill(0);
    this.history.fill(0);
  }

  /**
   * Writes a sort key for each move in `moves[start, end)` into `scores`: higher first.
   * `board` is the position before the moves, `side` the mover.
   */
  score(
    moves: Int32Array,
    scores: Int32Array,
    start: number,
    end: number,
    board: Int8Array,
    side: number,
    ttMove: number,
    ply: number,
  ): void {
    const k1 = this.killers[ply * 2]!;
    const k2 = this.killers[ply * 2 + 1]!;
    const hist = this.history;
    const sideBase = side << 14;
    for (let i = start; i < end; i++) {
      const m = moves[i]!;
      if (m === ttMove) {
        scores[i] = SCORE_TT;
        continue;
      }
      const from = moveFrom(m);
      const to = moveTo(m);
      const promo = movePromo(m);
      const victim = board[to]! & 7;
      if (promo !== 0 && promo !== QUEEN) {
        scores[i] = SCORE_UNDERPROMOTION + VICTIM[victim]!;
      } else if (victim !== 0 || promo !== 0 || moveFlag(m) === FLAG_EP) {
        const v = victim !== 0 ? VICTIM[victim]! : moveFlag(m) === FLAG_EP ? 1 : 0;
        scores[i] = SCORE_CAPTURE + (v + (promo !== 0 ? 9 : 0)) * 16 - (board[from]! & 7);
      } else if (m === k1) {
        scores[i] = SCORE_KILLER_1;
      } else if (m === k2) {
        scores[i] = SCORE_KILLER_2;
      } else {
        scores[i] = hist[sideBase | (from << 7) | to]!;
      }
    }
  }

  /** Records a quiet move that caused a cut-off at `ply` with `depth` left. */
  onCutoff(m: number, side: number, ply: number, depth: number): void {
    if (this.killers[ply * 2] !== m) {
      this.killers[ply * 2 + 1] = this.killers[ply * 2]!;
      this.killers[ply * 2] = m;
    }
    const i = (side << 14) | (moveFrom(m) << 7) | moveTo(m);
    const v = this.history[i]! + depth * depth;
    this.history[i] = v;
    if (v > HISTORY_MAX) for (let j = 0; j < this.history.length; j++) this.history[j] = this.history[j]! >> 1;
  }

  /** Lowers the history of a quiet move that was tried before another one cut off. */
  onFailedQuiet(m: number, side: number, depth: number): void {
    const i = (side << 14) | (moveFrom(m) << 7) | moveTo(m);
    const v = this.history[i]! - depth * depth;
    this.history[i] = v < -HISTORY_MAX ? -HISTORY_MAX : v;
  }

  /** Whether `m` is one of the killer moves of `ply`. */
  isKiller(m: number, ply: number): boolean {
    return this.killers[ply * 2] === m || this.killers[ply * 2 + 1] === m;
  }
}

/** Whether a move takes a piece (en passant included). */
export function isCapture(board: Int8Array, m: number): boolean {
  return board[moveTo(m)] !== 0 || moveFlag(m) === FLAG_EP;
}
