/**
 * Move classes that steer the deepening search (deepening.ts) towards a helpmate, White being
 * the side that mates (normalize.ts). A `REWARD` move costs no depth, a `NORMAL` move one ply
 * (none right after a reward), a `PUNISH` move four. The picture: one mating corner on Black's
 * back rank — h8 when White's bishops (or, without them, Black's light-square bishops) call for
 * the dark corner, a8 otherwise; Black's king and knights walk towards it, White's king and
 * knights towards the squares from which they help; White's pawn moves and captures progress,
 * Black's captures throw material away. In the guided deep phase two more signals join:
 * bishops' distance (in bishop moves around the pieces that never move) to the corner, and the
 * root moves after which the static test already proves White cannot mate.
 * Only the search's speed depends on these classes, never the soundness of an answer.
 */
import { BISHOP, KING, KNIGHT, PAWN, squareShade } from '../board/constants.js';
import type { Position } from '../board/position.js';
import { kingDistance, knightDistance } from './heuristics.js';

export const REWARD = 0;
export const NORMAL = 1;
export const PUNISH = 2;

/** The depth each class consumes (a normal move right after a reward consumes none). */
export const CLASS_DEPTH: readonly number[] = [0, 1, 4];

const UNREACHED = 255;

/** A move's identity for the punished set: from, to and promotion. */
const moveId = (m: number): number => m & 0x1ffff;

/** Move classification for one query (build it on the normalized position). */
export class Guide {
  /** Targets (0x88) of White's king and knights, Black's king and knights. */
  private whiteKingTarget = 0x66;
  private whiteKnightTarget = 0x44;
  private blackKingTarget = 0x77;
  private blackKnightTarget = 0x76;
  /** Bishop moves from each 0x88 square to the corner (UNREACHED when walled off), or null. */
  private bishopDistance: Uint8Array | null = null;
  /** Root moves that lead to statically unwinnable positions, or null. */
  private punished: Set<number> | null = null;

  /** A guide aiming at the corner `pos`'s bishops call for. */
  constructor(pos: Position) {
    const b = pos.board;
    let whiteDark = false;
    let whiteLight = false;
    let blackLight = false;
    for (let s = 0; s < 128; s = (s + 9) & ~8) {
      const p = b[s]!;
      if ((p & 7) !== BISHOP) continue;
      const dark = squareShade(s) === 0;
      if (p >> 3 === 0) {
        if (dark) whiteDark = true;
        else whiteLight = true;
      } else if (!dark) {
        blackLight = true;
      }
    }
    const darkCorner = whiteDark || (!whiteLight && blackLight);
    if (!darkCorner) {
      // Mirror the targets file-wise: a8 instead of h8.
      this.whiteKingTarget ^= 7;
      this.whiteKnightTarget ^= 7;
      this.blackKingTarget ^= 7;
      this.blackKnightTarget ^= 7;
    }
  }

  /** The mating corner (0x88). */
  get corner(): number {
    return this.blackKingTarget;
  }

  /**
   * Adds the deep phase's signals: bishop distances to the corner through squares outside
   * `wall` (a predicate on 0x88 squares: pieces that never move), and the punished root moves.
   */
  deepen(wall: (square: number) => boolean, punished: readonly number[]): void {
    const dist = new Uint8Array(128).fill(UNREACHED);
    const c = this.blackKingTarget;
    const df = (c & 7) === 7 ? -1 : 1;
    const queue: number[] = [];
    for (const s of [c, c + df, c - 16]) {
      if (wall(s)) continue;
      dist[s] = 0;
      queue.push(s);
    }
    for (let head = 0; head < queue.length; head++) {
      const s = queue[head]!;
      for (const d of [17, 15, -17, -15]) {
        for (let t = s + d; (t & 0x88) === 0 && !wall(t); t += d) {
          if (dist[t] !== UNREACHED) continue;
          dist[t] = dist[s]! + 1;
          queue.push(t);
        }
      }
    }
    this.bishopDistance = dist;
    this.punished = new Set(punished.map(moveId));
  }

  /**
   * The class of move `m` in `pos` (before it is played); `pieces` is the number of pieces on
   * the board, kings included.
   */
  classify(pos: Position, m: number, pieces: number): number {
    if (this.punished !== null && this.punished.has(moveId(m))) return PUNISH;
    const b = pos.board;
    const from = m & 0x7f;
    const to = (m >> 7) & 0x7f;
    const mover = b[from]!;
    const role = mover & 7;
    const captured = b[to]!;
    const dist = this.bishopDistance;
    if (pos.side === 0) {
      if (role === PAWN || captured !== 0) return REWARD;
      if (role === KING) return kingDistance(to, this.whiteKingTarget) < kingDistance(from, this.whiteKingTarget) ? REWARD : NORMAL;
      if (role === KNIGHT)
        return knightDistance(to, this.whiteKnightTarget) < knightDistance(from, this.whiteKnightTarget) ? REWARD : NORMAL;
      if (role === BISHOP && dist !== null) {
        const ds = dist[from]!;
        const dt = dist[to]!;
        if (ds === UNREACHED) return NORMAL;
        if ((ds <= 1 && ds < dt) || (ds > 2 && ds > dt)) return REWARD;
      }
      return NORMAL;
    }
    if (dist !== null && pieces > 5 && captured !== 0 && (role === PAWN || (captured & 7) === PAWN)) return REWARD;
    if (dist !== null && role === BISHOP && dist[from]! > dist[to]!) return REWARD;
    if (role === KING && kingDistance(to, this.blackKingTarget) < kingDistance(from, this.blackKingTarget)) return REWARD;
    if (role === KNIGHT && knightDistance(to, this.blackKnightTarget) < knightDistance(from, this.blackKnightTarget)) return REWARD;
    return captured !== 0 ? PUNISH : NORMAL;
  }
}
