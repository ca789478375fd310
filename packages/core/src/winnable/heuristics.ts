/**
 * Move costs that guide the helpmate search towards one mating picture (White mates, see
 * normalize.ts). Moves that bring the picture closer cost `PROGRESS`, neutral moves `NEUTRAL`,
 * moves that throw away what the picture needs `HARMFUL`.
 *
 * Two pictures, chosen once per query from the material:
 * - **edge** (White has a rook or queen, or pawns that will queen with at most one minor piece
 *   beside them): Black's king on an edge square T, White's king two squares in front of it
 *   (opposition), White's pieces gathering near T; any rook or queen check along the edge then
 *   mates. T is the best edge square by `edgeScore` (the kings' walks, a corner, White's rooks
 *   and queens near it); the search tries the next few too (`retarget`).
 * - **corner** (White's force is minor pieces, with pawns only when two or more): Black's king
 *   in a corner T, White's king on a helper square a knight's jump from T, and one square beside
 *   T covered by a Black piece — the "blocker", chosen among Black's pieces (a pawn promotes
 *   first when Black has nothing else) — unless White has a second piece to cover it. A bishop
 *   then mates along the long diagonal, a knight from its jump square, a pawn from the diagonal.
 */
import * as bitboards from '../board/bitboards.js';
import * as constants from '../board/constants.js';
import type { Position } from '../board/position.js';
import { popcount } from './bitboard.js';

// Module-level copies of the imported constants and helpers: V8 (Node 20) reads an imported
// binding through its module cell at every use, even in optimized code (see board/movegen.ts).
const { BISHOP, KING, KNIGHT, PAWN, QUEEN, ROOK, from88, squareShade } = constants;
const { BISHOP_RAYS, ROOK_RAYS } = bitboards;
const { PAWN_SET: PAWNS, KNIGHT_SET: KNIGHTS, BISHOP_SET: BISHOPS, ROOK_SET: ROOKS, QUEEN_SET: QUEENS } = constants;

/** The dark squares (`squareShade` 0: a1, c1…, b2…) of either 32-bit half of a set. */
const DARK_SQUARES = 0xaa55aa55 | 0;

export const PROGRESS = 0;
export const NEUTRAL = 1;
export const HARMFUL = 2;

/** Chebyshev (king-move) distance between two 0x88 squares. */
export const kingDistance = (a: number, b: number): number => Math.max(Math.abs((a >> 4) - (b >> 4)), Math.abs((a & 7) - (b & 7)));

/** KNIGHT_DISTANCE[a * 128 + b]: knight moves from a to b on an empty board. */
const KNIGHT_DISTANCE: Uint8Array = (() => {
  const table = new Uint8Array(128 * 128).fill(255);
  const queue = new Int32Array(64);
  for (let a = 0; a < 128; a = (a + 9) & ~8) {
    let head = 0;
    let tail = 0;
    table[a * 128 + a] = 0;
    queue[tail++] = a;
    while (head < tail) {
      const s = queue[head++]!;
      const d = table[a * 128 + s]!;
      for (const o of [33, 31, 18, 14, -33, -31, -18, -14]) {
        const t = s + o;
        if (t & 0x88 || table[a * 128 + t] !== 255) continue;
        table[a * 128 + t] = d + 1;
        queue[tail++] = t;
      }
    }
  }
  return table;
})();

/** Knight moves between two 0x88 squares on an empty board. */
export const knightDistance = (a: number, b: number): number => KNIGHT_DISTANCE[a * 128 + b]!;

const FAR = 99;

/** Moves a piece of `role` (Black's pawns move down) needs from `a` to `b` on an empty board. */
export function pieceDistance(role: number, a: number, b: number): number {
  if (a === b) return 0;
  switch (role) {
    case KNIGHT:
      return knightDistance(a, b);
    case BISHOP:
      if (squareShade(a) !== squareShade(b)) return FAR;
      return Math.abs((a >> 4) - (b >> 4)) === Math.abs((a & 7) - (b & 7)) ? 1 : 2;
    case ROOK:
      return (a & 7) === (b & 7) || a >> 4 === b >> 4 ? 1 : 2;
    case QUEEN:
      return (a & 7) === (b & 7) || a >> 4 === b >> 4 || Math.abs((a >> 4) - (b >> 4)) === Math.abs((a & 7) - (b & 7)) ? 1 : 2;
    case KING:
      return kingDistance(a, b);
    default:
      return (a & 7) === (b & 7) && b >> 4 < a >> 4 ? (a >> 4) - (b >> 4) : FAR;
  }
}

/** Every edge square (0x88), corners first. */
const EDGE: readonly number[] = (() => {
  const out = [0x00, 0x07, 0x70, 0x77];
  for (let s = 0; s < 128; s = (s + 9) & ~8) {
    const f = s & 7;
    const r = s >> 4;
    if ((f === 0 || f === 7 || r === 0 || r === 7) && !out.includes(s)) out.push(s);
  }
  return out;
})();

/** Scratch of `MoveCoster.retarget` (one per edge square). */
const edgeRanking = new Int32Array(EDGE.length);

/**
 * How far the edge picture on target `t` is on `board` (`heavyReach` filled for it; lower is
 * nearer; White's king on `wk`, Black's on `bk`, a missing king counting 0): twice the longer
 * of the kings' walks, plus Black's walk less White's; less 3 × (3 − d), d the moves (at most 3)
 * the nearest White rook or queen needs to reach `t`; 6 more with a White piece on `t`, 8 less
 * for a corner. The weights were fitted on every fourth edge query of lichess.txt's full
 * analysis, each of the 28 targets' first attempts run on its own: under the search's schedule,
 * the first helpmate search's nodes per query 46.2 → 42.7 on the half fitted and 46.3 → 43.1 on
 * the other half (the kings' walks alone, `4·max + dl + dw`, before).
 */
function edgeScore(board: Int8Array, bk: number, wk: number, t: number): number {
  const dl = bk >= 0 ? kingDistance(bk, t) : 0;
  const dw = wk >= 0 ? kingDistance(wk, oppositionOf(t)) : 0;
  const p = board[t]!;
  const corner = (t & 7) % 7 === 0 && (t >> 4) % 7 === 0;
  return 2 * Math.max(dl, dw) + dl - dw - 3 * (3 - heavyDistance(t)) + (p !== 0 && p >> 3 === 0 ? 6 : 0) - (corner ? 8 : 0);
}

/**
 * White's rooks and queens as a set (`heavyReach[0]`, `[1]`) and the squares one of them reaches in
 * one move on an empty board (`[2]`, `[3]`), filled by `fillHeavyReach` for `heavyDistance`.
 */
const heavyReach = new Int32Array(4);

/** Fills `heavyReach` for the White rooks and queens of `pos`. */
function fillHeavyReach(pos: Position): void {
  const sets = pos.occupied;
  const reach = heavyReach;
  reach[2] = 0;
  reach[3] = 0;
  for (let half = 0; half < 2; half++) {
    const queens = sets[QUEENS + half]! & sets[half]!;
    let heavy = (sets[ROOKS + half]! & sets[half]!) | queens;
    reach[half] = heavy;
    while (heavy !== 0) {
      const low = heavy & -heavy;
      heavy ^= low;
      const k = ((31 - Math.clz32(low)) | (half << 5)) << 1;
      const diagonals = (queens & low) !== 0;
      reach[2] |= ROOK_RAYS[k]! | (diagonals ? BISHOP_RAYS[k]! : 0);
      reach[3] |= ROOK_RAYS[k + 1]! | (diagonals ? BISHOP_RAYS[k + 1]! : 0);
    }
  }
}

/**
 * The moves the nearest White rook or queen (see `fillHeavyReach`) needs to reach the 0x88 square
 * `t` on an empty board: 0, 1 or 2, and 3 when White has none.
 */
function heavyDistance(t: number): number {
  const sq = from88(t);
  const half = sq >> 5;
  const bit = 1 << (sq & 31);
  if ((heavyReach[half]! & bit) !== 0) return 0;
  if ((heavyReach[half + 2]! & bit) !== 0) return 1;
  return (heavyReach[0]! | heavyReach[1]!) !== 0 ? 2 : 3;
}

/** White king's opposition square for an edge target: two squares in front of it. */
function oppositionOf(t: number): number {
  const f = t & 7;
  const r = t >> 4;
  if (r === 7) return 0x50 | f;
  if (r === 0) return 0x20 | f;
  if (f === 7) return (r << 4) | 5;
  return (r << 4) | 2;
}

/** A corner picture: the corner, White king's helper square and the square Black must block. */
interface CornerPicture {
  readonly corner: number;
  readonly helper: number;
  readonly block: number;
}

/** The two corner pictures of a corner: helper a knight's jump away, block square beside the corner. */
function cornerPictures(c: number): CornerPicture[] {
  const df = (c & 7) === 7 ? -1 : 1;
  const dr = c >> 4 === 7 ? -16 : 16;
  return [
    { corner: c, helper: c + 2 * dr + df, block: c + df },
    { corner: c, helper: c + dr + 2 * df, block: c + dr },
  ];
}

/**
 * The blocker squares of the made moves, shared by every coster: a search uses one coster at a
 * time and takes back every move it makes, so each coster starts and ends at depth 0.
 */
const blockerStack = new Int32Array(512);

/**
 * Per-query guidance. `cost(pos, m)` is called before `m` is made; `made`/`unmade` follow
 * the search so the blocker is tracked as it moves.
 */
export class MoveCoster {
  /** The target square of Black's king (see `retarget`). */
  target: number;
  /** The square where White's king helps. */
  helper: number;
  /** White mates by promoting first: it has only its king and pawns, or pawns and one minor piece. */
  readonly whitePromotes: boolean;
  /**
   * The line being searched (its moves from the root, one per `made`), when the search gives it:
   * a bishop's step is progress only when nearer the target than the bishop has been on it.
   */
  private readonly line: Int32Array | null;
  /** White's force is so small that Black's pieces are needed as blockers (do not capture them). */
  readonly spareBlack: boolean;
  /** The square the blocker heads for (-1: none needed). */
  readonly block: number;
  /** The blocker's current square (-1: none); a stack follows the search. */
  private blocker = -1;
  /** How many corner pictures were possible (`rank` picks among them, best first); 1 for the edge picture. */
  pictures = 1;
  /** The edge picture (`rank` then picks the target among the edge squares, best first). */
  edge = false;
  /** `edgeRanking` holds this coster's ranking of the edge targets (made by the first `retarget`). */
  private ranked = false;
  /** White's checking piece in a corner picture is a bishop (no knights). */
  private bishopChecks = false;
  /** The blocker must promote first (it is a pawn and the picture needs a piece). */
  private readonly blockerPromotes: boolean;
  private readonly stack = blockerStack;
  private depth = 0;

  /**
   * `rank` picks among the corner pictures, best first (the search retries with the next ones);
   * `line`, where the search keeps its line's moves (ply by ply, as `made` follows them).
   */
  constructor(pos: Position, rank = 0, line: Int32Array | null = null) {
    this.line = line;
    const b = pos.board;
    // White's force, counted from the colour and role sets.
    const sets = pos.occupied;
    const wLo = sets[0]!;
    const wHi = sets[1]!;
    const wPawns = popcount(sets[PAWNS]! & wLo) + popcount(sets[PAWNS + 1]! & wHi);
    const wKnights = popcount(sets[KNIGHTS]! & wLo) + popcount(sets[KNIGHTS + 1]! & wHi);
    const wHeavy = popcount((sets[ROOKS]! | sets[QUEENS]!) & wLo) + popcount((sets[ROOKS + 1]! | sets[QUEENS + 1]!) & wHi);
    const bishopsLo = sets[BISHOPS]! & wLo;
    const bishopsHi = sets[BISHOPS + 1]! & wHi;
    const darkBishops = popcount(bishopsLo & DARK_SQUARES) + popcount(bishopsHi & DARK_SQUARES);
    const wBishops = [darkBishops, popcount(bishopsLo) + popcount(bishopsHi) - darkBishops];
    const minors = wKnights + wBishops[0]! + wBishops[1]!;
    // A lone minor piece mates only with Black's pieces hemming its king in: with a pawn, queening
    // it is the shorter way (lichess.txt: 15.33 -> 14.71 M nodes, the quick mode's unknown
    // 4,126 -> 3,933; positions.txt 80.16 -> 80.47 M nodes, its quick mode's unknown 2,003 ->
    // 1,990; times level; with two minor pieces too, positions.txt grew to 83.3 M).
    this.whitePromotes = wHeavy === 0 && minors <= 1 && wPawns > 0;
    const oneShade = wKnights === 0 && (wBishops[0] === 0 || wBishops[1] === 0);
    const weak = wHeavy === 0 && wPawns === 0 && (minors <= 1 || oneShade);
    this.spareBlack = weak || (wHeavy === 0 && wPawns === 0 && minors === 2 && wKnights === 2);
    const wk = pos.kings[0]!;
    const bk = pos.kings[1]!;
    const dist = (a: number, s: number): number => (a >= 0 ? kingDistance(a, s) : 0);
    if (wHeavy > 0 || this.whitePromotes) {
      let best = 0x77;
      let bestScore = Infinity;
      fillHeavyReach(pos);
      for (const t of EDGE) {
        const sc = edgeScore(b, bk, wk, t);
        if (sc < bestScore) {
          bestScore = sc;
          best = t;
        }
      }
      this.edge = true;
      this.target = best;
      this.helper = oppositionOf(best);
      this.block = -1;
      this.blockerPromotes = false;
      return;
    }
    // Corner pictures; bishops alone need a corner of their shade.
    const shade = wKnights === 0 && wPawns === 0 && oneShade ? (wBishops[0]! > 0 ? 0 : 1) : -1;
    // A second White piece (or pawns) can cover the block square; a lone minor piece needs Black's help.
    const needBlocker = weak;
    // A blocker must not be able to interpose or take the checking piece: next to the corner a
    // rook or queen always can against a bishop's check, a queen against a knight's.
    this.bishopChecks = wKnights === 0;
    const candidates: Array<{ score: number; pic: CornerPicture; who: number; promo: boolean }> = [];
    for (const c of [0x00, 0x07, 0x70, 0x77]) {
      if (shade >= 0 && squareShade(c) !== shade) continue;
      for (const pic of cornerPictures(c)) {
        let db = 0;
        let who = -1;
        let viaPromotion = false;
        if (needBlocker) {
          db = FAR;
          for (let s = 0; s < 128; s = (s + 9) & ~8) {
            const p = b[s]!;
            if (p === 0 || p >> 3 !== 1 || (p & 7) === KING) continue;
            const role = p & 7;
            if (role === QUEEN || (this.bishopChecks && role === ROOK)) continue;
            let d = pieceDistance(role, s, pic.block);
            let promo = false;
            if (role === PAWN && d >= FAR) {
              // Promote on the first rank, then come back as a knight (or a bishop, whichever is nearer).
              const q = s & 7;
              d = (s >> 4) + Math.min(pieceDistance(BISHOP, q, pic.block), pieceDistance(KNIGHT, q, pic.block));
              promo = true;
            }
            if (d < db) {
              db = d;
              who = s;
              viaPromotion = promo;
            }
          }
          if (who < 0) continue;
        }
        const dl = dist(bk, pic.corner);
        const dw = dist(wk, pic.helper);
        candidates.push({ score: 4 * Math.max(dl + db, dw + 1) + dl + db + dw, pic, who, promo: viaPromotion });
      }
    }
    candidates.sort((x, y) => x.score - y.score);
    const pick = candidates.length === 0 ? undefined : candidates[Math.min(rank, candidates.length - 1)];
    this.pictures = candidates.length;
    const chosen = pick?.pic ?? cornerPictures(0x77)[0]!;
    const blocker = pick?.who ?? -1;
    const promotes = pick?.promo ?? false;
    this.target = chosen.corner;
    this.helper = chosen.helper;
    this.block = needBlocker ? chosen.block : -1;
    this.blocker = blocker;
    this.blockerPromotes = promotes;
  }

  /**
   * For the edge picture: aims at the `rank`-th best edge target instead (0 the best, as made;
   * ties in `EDGE` order), for the kings of `pos` as they stand — the position the coster was
   * made for, at the root of a search.
   */
  retarget(pos: Position, rank: number): void {
    const keys = edgeRanking;
    if (!this.ranked) {
      // Ranked once per coster (the scratch is shared: one search, so one coster, retargets at a
      // time). score × 32 + index: one numeric sort ranks them, ties in `EDGE` order.
      const bk = pos.kings[1]!;
      const wk = pos.kings[0]!;
      fillHeavyReach(pos);
      for (let i = 0; i < EDGE.length; i++) keys[i] = edgeScore(pos.board, bk, wk, EDGE[i]!) * 32 + i;
      keys.sort();
      this.ranked = true;
    }
    const t = EDGE[keys[Math.min(rank, EDGE.length - 1)]! & 31]!;
    this.target = t;
    this.helper = oppositionOf(t);
  }

  /** The cost class of move `m` (internal) in `pos`, before it is made. */
  cost(pos: Position, m: number): number {
    const b = pos.board;
    const from = m & 0x7f;
    const to = (m >> 7) & 0x7f;
    const promo = (m >> 14) & 7;
    const role = b[from]! & 7;
    const captured = b[to]!;
    const t = this.target;
    if (pos.side === 0) {
      if (promo !== 0) return promo === QUEEN ? PROGRESS : promo === KNIGHT ? NEUTRAL : HARMFUL;
      if (captured !== 0) return this.spareBlack ? (to === this.blocker ? HARMFUL : NEUTRAL) : PROGRESS;
      switch (role) {
        case PAWN:
          return this.whitePromotes || to >> 4 >= 4 ? PROGRESS : NEUTRAL;
        case KING:
          return compare(kingDistance(to, this.helper), kingDistance(from, this.helper));
        case KNIGHT:
          return knightDistance(to, t) < knightDistance(from, t) ? PROGRESS : NEUTRAL;
        case BISHOP: {
          // Only a step nearer than the bishop has been on this line: a bishop zigzags, and one
          // that stepped away (a free waiting move after Black's progress) and back again made
          // a cycle of free moves the walk could follow until its nodes ran out. Measured on
          // lichess.txt: the full analysis 9.40 → 8.98 M nodes, the quick mode 5.23 → 5.18 M
          // with 1,640 → 1,604 queries left unknown, the time level in both (within 4%, either
          // way, in alternating runs: the walk back costs what the nodes saved); positions.txt
          // level (81.79 → 81.88 M nodes, its quick mode's unknown 1,904 → 1,909). The same for
          // rooks and queens cost more than it saved (the quick mode's unknown 1,668), for
          // knights it saved nothing.
          const after = kingDistance(to, t);
          let nearest = kingDistance(from, t);
          const line = this.line;
          if (line !== null) {
            // The bishop's earlier squares, back along White's moves of the line (not past a
            // promotion: a promoted bishop's line starts there).
            for (let i = this.depth - 2, sq = from; i >= 0 && nearest > after; i -= 2) {
              const p = line[i]!;
              if (((p >> 7) & 0x7f) !== sq) continue;
              if (((p >> 14) & 7) !== 0) break;
              sq = p & 0x7f;
              const d = kingDistance(sq, t);
              if (d < nearest) nearest = d;
            }
          }
          return after < nearest ? PROGRESS : NEUTRAL;
        }
        default:
          return kingDistance(to, t) < kingDistance(from, t) ? PROGRESS : NEUTRAL;
      }
    }
    if (from === this.blocker) {
      if (promo !== 0) return promo === QUEEN || (this.bishopChecks && promo === ROOK) ? HARMFUL : PROGRESS;
      if (role === PAWN && this.blockerPromotes) return PROGRESS;
      return pieceDistance(role, to, this.block) < pieceDistance(role, from, this.block) ? PROGRESS : NEUTRAL;
    }
    if (captured !== 0) return HARMFUL;
    if (role === KING) return compare(kingDistance(to, t), kingDistance(from, t));
    return NEUTRAL;
  }

  /**
   * Whether Black's only progress moves (in `cost`) are its king's: true while the picture
   * needs no blocker or the blocker was taken.
   */
  progressIsKingsOnly(): boolean {
    return this.blocker < 0;
  }

  /** Follows the search: `m` was just made. */
  made(m: number): void {
    this.stack[this.depth++] = this.blocker;
    if (this.blocker < 0) return;
    const from = m & 0x7f;
    const to = (m >> 7) & 0x7f;
    if (from === this.blocker) this.blocker = to;
    else if (to === this.blocker) this.blocker = -1;
  }

  /** Follows the search: the last made move was taken back. */
  unmade(): void {
    this.blocker = this.stack[--this.depth]!;
  }
}

/** PROGRESS when the distance shrinks, NEUTRAL when it stays, HARMFUL when it grows. */
const compare = (after: number, before: number): number => (after < before ? PROGRESS : after === before ? NEUTRAL : HARMFUL);
