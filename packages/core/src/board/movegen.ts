/**
 * Legal move generation on the 0x88 board, with bitboards (bitboards.ts) for what concerns our
 * king. The position's colour and role sets (kept by make/unmake) give the checkers (a pawn's or
 * knight's attack on our king by table, an enemy slider on a line through it with nothing
 * between), the pinned pieces (such a slider with exactly one piece between, ours) and the
 * king's free squares (the enemy pawns', knights' and king's attacks as one set, each remaining
 * step tested against the sliders by magic lookups, our king's square counted empty). Then our
 * pieces' moves, in square order from the sets and walked on the 0x88 board (a knight's jumps and
 * a pawn's captures read from their attack sets, the pawn's when it is not pinned and no en
 * passant is open), are all legal
 * without make/unmake: a pinned piece stays on its pin's line, and in check a move must take the
 * checker or step between (en passant, the one move that can uncover a check along a rank, is
 * tested by playing it). Moves are internal integers (see constants.ts) written into a caller's
 * Int32Array, in a fixed order (see `generateLegal`). A search that usually tries only the first
 * few moves of a list can make it in parts (`beginLegal`, then `continueLegal` piece by piece),
 * paying the checkers, pins and king's steps once.
 * Re-entrant: nothing is kept between calls outside the position and the caller's arrays
 * (`generateLegal`'s own setup record lives only within one call), so any number of positions may
 * be searched interleaved.
 */
import * as attacks from './attacks.js';
import * as bitboards from './bitboards.js';
import * as constants from './constants.js';
import type { Position } from './position.js';

// Module-level copies of the imported constants, tables and helpers: V8 (Node 20) reads an
// imported binding through its module cell at every use, even in optimized code, while a const
// of this module is folded in.
const { BISHOP, BISHOP_DIRS, DIRECTION, FLAG_CASTLE, FLAG_DOUBLE, FLAG_EP, KING, KING_OFFSETS, KNIGHT, ROOK_DIRS } = constants;
const { PAWN, QUEEN, ROOK, WHITE, from88, to88 } = constants;
const { isAttackedBy } = attacks;
const { BETWEEN, BISHOP_ATTACKS, BISHOP_RAYS, FILE_ATTACKS, KING_ATTACKS, KNIGHT_ATTACKS, PAWN_ATTACKS, RANK_ATTACKS, ROOK_RAYS } =
  bitboards;
const { NOT_FILE_A, NOT_FILE_H, bishopIndex, fileIndex, rankIndex } = bitboards;

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

/** The eight directions as 0x88 steps: the rook's, then the bishop's (the order of the moves along them). */
const ALL_DIRS: readonly number[] = [...ROOK_DIRS, ...BISHOP_DIRS];

/** Where the role sets start in `Position.occupied`. */
const { PAWN_SET: PAWNS, KNIGHT_SET: KNIGHTS, BISHOP_SET: BISHOPS, ROOK_SET: ROOKS, QUEEN_SET: QUEENS, KING_SET: KINGS } = constants;

/**
 * KING_TARGETS[8 * sq + i]: the square (0…63) a king step along KING_OFFSETS[i] reaches from `sq`,
 * -1 off the board; the king's steps are written in this order.
 */
function offsetTargets(offsets: readonly number[]): Int8Array {
  const table = new Int8Array(64 * 8);
  for (let sq = 0; sq < 64; sq++) {
    for (let i = 0; i < 8; i++) {
      const t = to88(sq) + offsets[i]!;
      table[8 * sq + i] = t & 0x88 ? -1 : from88(t);
    }
  }
  return table;
}
const KING_TARGETS = offsetTargets(KING_OFFSETS);
/**
 * STEP_DIRECTION[t - k + 9]: the index in KING_OFFSETS of the king's step from `k` to `t`, a
 * square beside it (0…63 numbering: the difference names the direction).
 */
const STEP_DIRECTION = new Int8Array(19).fill(-1);
for (let i = 0; i < 8; i++) STEP_DIRECTION[KING_TARGETS[8 * 27 + i]! - 27 + 9] = i;

/** The king's steps east and west as `safeSteps` bits (bit i for KING_OFFSETS[i]): the first square castling crosses. */
const STEP_EAST = 1 << KING_OFFSETS.indexOf(1);
const STEP_WEST = 1 << KING_OFFSETS.indexOf(-1);
const CASTLING_STEPS = STEP_EAST | STEP_WEST;

/**
 * Whether the 0x88 square `t` is in the set (`lo`, `hi`); winnable/directChecks.ts uses it too.
 * The pieces' moves (`continueLegal`) convert squares with the arithmetic written out (0…63 →
 * 0x88: `sq + (sq & 56)`; back: `(t + (t & 7)) >> 1`) rather than through `to88` and `from88`:
 * once that loop was split out of `generateLegal`, V8 left several of those calls un-inlined;
 * written out, perft from the start counted 0.9% fewer instructions and the full unwinnability
 * analysis 1.4% fewer (callgrind).
 */
export function onSquare(lo: number, hi: number, t: number): boolean {
  const sq = (t + (t & 7)) >> 1;
  return ((sq < 32 ? lo >>> sq : hi >>> (sq - 32)) & 1) !== 0;
}

/**
 * Whether the enemy (`enLo`, `enHi`: its pieces) attacks square `sq` (0…63) of the side `us`,
 * given the occupied squares (`allLo`, `allHi`) and the role sets.
 */
function attacked(sq: number, us: number, allLo: number, allHi: number, enLo: number, enHi: number, sets: Int32Array): boolean {
  const k = sq << 1;
  // A pawn of theirs attacks `sq` from where a pawn of ours on `sq` would attack.
  const p = (us * 64 + sq) << 1;
  if (
    ((PAWN_ATTACKS[p]! & sets[PAWNS]!) | (KNIGHT_ATTACKS[k]! & sets[KNIGHTS]!) | (KING_ATTACKS[k]! & sets[KINGS]!)) & enLo ||
    ((PAWN_ATTACKS[p + 1]! & sets[PAWNS + 1]!) |
      (KNIGHT_ATTACKS[k + 1]! & sets[KNIGHTS + 1]!) |
      (KING_ATTACKS[k + 1]! & sets[KINGS + 1]!)) &
      enHi
  ) {
    return true;
  }
  const f = fileIndex(sq, allLo, allHi) << 1;
  const r = rankIndex(sq, allLo, allHi) << 1;
  if (
    ((FILE_ATTACKS[f]! | RANK_ATTACKS[r]!) & (sets[ROOKS]! | sets[QUEENS]!) & enLo) |
    ((FILE_ATTACKS[f + 1]! | RANK_ATTACKS[r + 1]!) & (sets[ROOKS + 1]! | sets[QUEENS + 1]!) & enHi)
  ) {
    return true;
  }
  const b = bishopIndex(sq, allLo, allHi) << 1;
  return (
    ((BISHOP_ATTACKS[b]! & (sets[BISHOPS]! | sets[QUEENS]!) & enLo) |
      (BISHOP_ATTACKS[b + 1]! & (sets[BISHOPS + 1]! | sets[QUEENS + 1]!) & enHi)) !==
    0
  );
}

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
 * end index. The king's moves come first (its steps north, south, east, west, north-east,
 * north-west, south-west, south-east, then castling), then the other pieces' moves, piece by
 * piece in square order (a1 first): a pawn's push, double push, then captures towards the a-file
 * and towards the h-file (promotions queen, rook, bishop, knight); a knight's jumps in the order
 * of KNIGHT_OFFSETS; a slider's moves direction by direction in the king's order, nearest first.
 * A capture of the enemy king is never generated (it is not a legal move); when the mover has no
 * king (tolerant positions) moves are only pseudo-legal.
 * With `stopAfter`, it returns once at least that many moves are written, at the end of a
 * piece's moves: the list is then a prefix of the full list, in the same order, and shorter than
 * `stopAfter` only when it is the full list (`1`: "has a legal move?"; 0 moves means none).
 * With `countKingMoves` false, the king's moves do not count: the prefix is the king's moves and
 * at least `stopAfter` others (all of them when there are fewer).
 * (`beginLegal` and `continueLegal` make the same list in parts.)
 */
export function generateLegal(pos: Position, out: Int32Array, start: number, stopAfter = Infinity, countKingMoves = true): number {
  const setup = callSetup;
  const n = beginLegal(pos, out, start, setup, 0);
  // The index at which the list is long enough.
  const stopAt = countKingMoves ? start + stopAfter : n + stopAfter;
  if (setup[SETUP_CHECKERS]! >= 2 || n >= stopAt) return n;
  return continueLegal(pos, out, n, setup, 0, stopAt);
}

/**
 * The fields of a setup record (see `beginLegal`): the squares a piece other than the king may
 * move to (not our own pieces' nor the enemy king's; in check, the checker's and those between
 * it and our king), our pinned pieces, the number of checkers (0, 1, 2).
 */
export const SETUP_TO_LO = 0;
export const SETUP_TO_HI = 1;
export const SETUP_PIN_LO = 2;
export const SETUP_PIN_HI = 3;
export const SETUP_CHECKERS = 4;
/** The record's next piece's square (64: every piece's moves are written). */
const SETUP_CURSOR = 5;
/** The length of the record `beginLegal` writes and `continueLegal` reads. */
export const LEGAL_SETUP_FIELDS = 6;
/**
 * `generateLegal`'s (and `hasPieceMove`'s) setup record: written and read within one call, which
 * calls nothing that could use it meanwhile, so it never holds anything between calls and
 * interleaved positions cannot disturb each other through it.
 */
const callSetup = new Int32Array(LEGAL_SETUP_FIELDS);

/**
 * The head of `generateLegal`'s list, for a list made in parts: writes the king's moves into
 * `out` from `start` and returns the end index; records in `setup[at … at + LEGAL_SETUP_FIELDS)`
 * what the other pieces' moves need (the checkers, the pins, where a move may go), with the next
 * piece at the first square. `continueLegal` then adds the rest, piece by piece, as long as the
 * position is unchanged. With two checkers the king's moves are the whole list
 * (`legalListComplete` is then true at once). With `kingSteps` false the king's moves (castling
 * too) are left out, for a caller that knows them already (see `hasPieceMove`).
 */
export function beginLegal(pos: Position, out: Int32Array, start: number, setup: Int32Array, at: number, kingSteps = true): number {
  const us = pos.side;
  const them = us ^ 1;
  const sets = pos.occupied;
  const ownLo = sets[us << 1]!;
  const ownHi = sets[(us << 1) | 1]!;
  const enLo = sets[them << 1]!;
  const enHi = sets[(them << 1) | 1]!;
  const allLo = ownLo | enLo;
  const allHi = ownHi | enHi;
  // Where our pieces may go: not onto our own pieces nor the enemy king.
  let toLo = ~(ownLo | (sets[KINGS]! & enLo));
  let toHi = ~(ownHi | (sets[KINGS + 1]! & enHi));
  const ksq = pos.kings[us]!;
  const k = ksq >= 0 ? from88(ksq) : 0;
  let n = start;
  let checkers = 0;
  let pinLo = 0;
  let pinHi = 0;
  // The king's safe steps, bit i for KING_OFFSETS[i] (castling reads the east and west ones).
  let safeSteps = 0;

  if (ksq >= 0) {
    const k2 = k << 1;
    const rqLo = (sets[ROOKS]! | sets[QUEENS]!) & enLo;
    const rqHi = (sets[ROOKS + 1]! | sets[QUEENS + 1]!) & enHi;
    const bqLo = (sets[BISHOPS]! | sets[QUEENS]!) & enLo;
    const bqHi = (sets[BISHOPS + 1]! | sets[QUEENS + 1]!) & enHi;
    // Checkers: a pawn (where a pawn of ours on the king's square would attack) or a knight, and
    // below, an enemy slider on a line through our king with nothing between.
    const p = (us * 64 + k) << 1;
    let checkLo = ((PAWN_ATTACKS[p]! & sets[PAWNS]!) | (KNIGHT_ATTACKS[k2]! & sets[KNIGHTS]!)) & enLo;
    let checkHi = ((PAWN_ATTACKS[p + 1]! & sets[PAWNS + 1]!) | (KNIGHT_ATTACKS[k2 + 1]! & sets[KNIGHTS + 1]!)) & enHi;
    // The sliders on the king's lines (of their kind): nothing between checks, one piece of ours pins it.
    let snLo = (ROOK_RAYS[k2]! & rqLo) | (BISHOP_RAYS[k2]! & bqLo);
    let snHi = (ROOK_RAYS[k2 + 1]! & rqHi) | (BISHOP_RAYS[k2 + 1]! & bqHi);
    while ((snLo | snHi) !== 0) {
      let s: number;
      if (snLo !== 0) {
        s = 31 - Math.clz32(snLo & -snLo);
        snLo ^= 1 << s;
      } else {
        s = 31 - Math.clz32(snHi & -snHi);
        snHi ^= 1 << s;
        s += 32;
      }
      const l = (k * 64 + s) << 1;
      const btLo = BETWEEN[l]! & allLo;
      const btHi = BETWEEN[l + 1]! & allHi;
      if ((btLo | btHi) === 0) {
        if (s < 32) checkLo |= 1 << s;
        else checkHi |= 1 << (s - 32);
      } else if (
        btLo !== 0 ? btHi === 0 && (btLo & (btLo - 1)) === 0 && (btLo & ownLo) !== 0 : (btHi & (btHi - 1)) === 0 && (btHi & ownHi) !== 0
      ) {
        pinLo |= btLo;
        pinHi |= btHi;
      }
    }
    if ((checkLo | checkHi) !== 0) {
      const c = checkLo !== 0 ? 31 - Math.clz32(checkLo & -checkLo) : 63 - Math.clz32(checkHi & -checkHi);
      checkers = (checkLo & (checkLo - 1)) !== 0 || (checkHi & (checkHi - 1)) !== 0 || (checkLo !== 0 && checkHi !== 0) ? 2 : 1;
      // One checker: the other pieces must take it or step between.
      const l = (k * 64 + c) << 1;
      toLo &= BETWEEN[l]! | (c < 32 ? 1 << c : 0);
      toHi &= BETWEEN[l + 1]! | (c >= 32 ? 1 << (c - 32) : 0);
    }

    // The king's steps: to a square not ours and not attacked once the king has left (a slider
    // checking along a line attacks the square behind the king too).
    let stepLo = KING_ATTACKS[k2]! & ~(ownLo | (sets[KINGS]! & enLo));
    let stepHi = KING_ATTACKS[k2 + 1]! & ~(ownHi | (sets[KINGS + 1]! & enHi));
    if (kingSteps && (stepLo | stepHi) !== 0) {
      const noKingLo = k < 32 ? allLo ^ (1 << k) : allLo;
      const noKingHi = k >= 32 ? allHi ^ (1 << (k - 32)) : allHi;
      // The squares the enemy's pawns, knights and king attack, as one set (then each step tested
      // against the sliders alone).
      const pawnLo = sets[PAWNS]! & enLo;
      const pawnHi = sets[PAWNS + 1]! & enHi;
      let leapLo: number;
      let leapHi: number;
      if (them === WHITE) {
        // A white pawn attacks 7 and 9 squares up (file − 1, file + 1): no wrap onto files h, a.
        leapLo = ((pawnLo << 7) & NOT_FILE_H) | ((pawnLo << 9) & NOT_FILE_A);
        leapHi = (((pawnHi << 7) | (pawnLo >>> 25)) & NOT_FILE_H) | (((pawnHi << 9) | (pawnLo >>> 23)) & NOT_FILE_A);
      } else {
        leapLo = (((pawnLo >>> 7) | (pawnHi << 25)) & NOT_FILE_A) | (((pawnLo >>> 9) | (pawnHi << 23)) & NOT_FILE_H);
        leapHi = ((pawnHi >>> 7) & NOT_FILE_A) | ((pawnHi >>> 9) & NOT_FILE_H);
      }
      const enemyKingSq = pos.kings[them]!;
      if (enemyKingSq >= 0) {
        const e = from88(enemyKingSq) << 1;
        leapLo |= KING_ATTACKS[e]!;
        leapHi |= KING_ATTACKS[e + 1]!;
      }
      for (let h = 0; h < 2; h++) {
        let knights = sets[KNIGHTS + h]! & (h === 0 ? enLo : enHi);
        while (knights !== 0) {
          const low = knights & -knights;
          knights ^= low;
          const e = ((31 - Math.clz32(low)) | (h << 5)) << 1;
          leapLo |= KNIGHT_ATTACKS[e]!;
          leapHi |= KNIGHT_ATTACKS[e + 1]!;
        }
      }
      stepLo &= ~leapLo;
      stepHi &= ~leapHi;
      // Each step left (in square order), tested against the sliders; the safe ones are then
      // written in KING_OFFSETS' order, from their bits in `safeSteps`.
      while ((stepLo | stepHi) !== 0) {
        let t: number;
        if (stepLo !== 0) {
          t = 31 - Math.clz32(stepLo & -stepLo);
          stepLo &= stepLo - 1;
        } else {
          t = 63 - Math.clz32(stepHi & -stepHi);
          stepHi &= stepHi - 1;
        }
        const t2 = t << 1;
        // By a slider: looked up only when one stands on a line through `t`.
        if (((ROOK_RAYS[t2]! & rqLo) | (ROOK_RAYS[t2 + 1]! & rqHi)) !== 0) {
          const f = fileIndex(t, noKingLo, noKingHi) << 1;
          const r = rankIndex(t, noKingLo, noKingHi) << 1;
          if ((((FILE_ATTACKS[f]! | RANK_ATTACKS[r]!) & rqLo) | ((FILE_ATTACKS[f + 1]! | RANK_ATTACKS[r + 1]!) & rqHi)) !== 0) continue;
        }
        if (((BISHOP_RAYS[t2]! & bqLo) | (BISHOP_RAYS[t2 + 1]! & bqHi)) !== 0) {
          const d = bishopIndex(t, noKingLo, noKingHi) << 1;
          if (((BISHOP_ATTACKS[d]! & bqLo) | (BISHOP_ATTACKS[d + 1]! & bqHi)) !== 0) continue;
        }
        safeSteps |= 1 << STEP_DIRECTION[t - k + 9]!;
      }
      for (let rest = safeSteps; rest !== 0; rest &= rest - 1) {
        out[n++] = ksq | (to88(KING_TARGETS[8 * k + (31 - Math.clz32(rest & -rest))]!) << 7);
      }
    }
    if (kingSteps && checkers === 0 && (safeSteps & CASTLING_STEPS) !== 0 && castlingPathClear(pos, ksq)) {
      n = generateCastling(pos, out, n, ksq, safeSteps, allLo, allHi, enLo, enHi);
    }
  }
  setup[at + SETUP_TO_LO] = toLo;
  setup[at + SETUP_TO_HI] = toHi;
  setup[at + SETUP_PIN_LO] = pinLo;
  setup[at + SETUP_PIN_HI] = pinHi;
  setup[at + SETUP_CHECKERS] = checkers;
  setup[at + SETUP_CURSOR] = checkers >= 2 ? 64 : 0;
  return n;
}

/**
 * Whether the side to move has a legal move (`generateLegal(pos, out, start, 1) > start`, told
 * more cheaply in check). `out` is scratch from `start`, with room for `MAX_LEGAL_MOVES`.
 */
export function hasLegalMove(pos: Position, out: Int32Array, start: number): boolean {
  const n = beginLegal(pos, out, start, callSetup, 0);
  return n > start || hasPieceMoveAfterBegin(pos, out, n);
}

/**
 * Whether the side to move has a legal move with a piece other than its king (its king's moves
 * are not looked at): for a caller that knows the king has none, whether it has any legal move.
 * `out` is scratch, at least `MAX_LEGAL_MOVES` long.
 */
export function hasPieceMove(pos: Position, out: Int32Array): boolean {
  return hasPieceMoveAfterBegin(pos, out, beginLegal(pos, out, 0, callSetup, 0, false));
}

/**
 * The rest of `hasLegalMove` and `hasPieceMove`, once `beginLegal` has written `callSetup` (and
 * `out` up to `n`): whether a piece other than the king has a legal move. In check by one piece,
 * told from the attack sets (see `answersCheck`); by two, only the king may move; otherwise the
 * pieces' moves are written until one is found.
 */
function hasPieceMoveAfterBegin(pos: Position, out: Int32Array, n: number): boolean {
  const checkers = callSetup[SETUP_CHECKERS]!;
  if (checkers === 1) return answersCheck(pos, callSetup, 0);
  return checkers === 0 && continueLegal(pos, out, n, callSetup, 0, n + 1) > n;
}

/**
 * Whether the side to move, in check by exactly one piece (the record `beginLegal` wrote at
 * `setup[at]`), can take the checker or step between with a piece other than its king. Told from
 * the attack sets, square by square of the few the record allows, instead of writing the pieces'
 * moves. A pinned piece never answers a check: it may only move between our king and its pinner,
 * where neither the checker nor a square between can lie (the pin or the check would be blocked).
 * So the pieces that may are the unpinned ones that reach such a square, a pawn by a push onto an
 * empty one or a capture of the checker. En passant, which takes a pawn off another square, is
 * played out to test it. The same answer as looking for such a move in the list. (The attack
 * tests are `attacked`'s, written out with the sets computed once and each lookup asked only when
 * a piece of its kind stands on a line through the square: through `attacked`, 190 → 260 ns a
 * call over the positions the helpmate search's probe meets.)
 */
function answersCheck(pos: Position, setup: Int32Array, at: number): boolean {
  const b = pos.board;
  const us = pos.side;
  const them = us ^ 1;
  const sets = pos.occupied;
  const ownLo = sets[us << 1]!;
  const ownHi = sets[(us << 1) | 1]!;
  const allLo = ownLo | sets[them << 1]!;
  const allHi = ownHi | sets[(them << 1) | 1]!;
  // Our pieces free to answer: not pinned, not the king.
  const freeLo = ownLo & ~setup[at + SETUP_PIN_LO]! & ~sets[KINGS]!;
  const freeHi = ownHi & ~setup[at + SETUP_PIN_HI]! & ~sets[KINGS + 1]!;
  const knLo = sets[KNIGHTS]! & freeLo;
  const knHi = sets[KNIGHTS + 1]! & freeHi;
  const rqLo = (sets[ROOKS]! | sets[QUEENS]!) & freeLo;
  const rqHi = (sets[ROOKS + 1]! | sets[QUEENS + 1]!) & freeHi;
  const bqLo = (sets[BISHOPS]! | sets[QUEENS]!) & freeLo;
  const bqHi = (sets[BISHOPS + 1]! | sets[QUEENS + 1]!) & freeHi;
  const pawnLo = sets[PAWNS]! & freeLo;
  const pawnHi = sets[PAWNS + 1]! & freeHi;
  const pawn = PAWN | (us << 3);
  const fwd = us === WHITE ? 16 : -16;
  // The squares a piece may go to: the checker's and those between it and our king.
  for (let h = 0; h < 2; h++) {
    let targets = setup[at + SETUP_TO_LO + h]!;
    while (targets !== 0) {
      const low = targets & -targets;
      targets ^= low;
      const sq = (31 - Math.clz32(low)) | (h << 5);
      const k = sq << 1;
      if ((KNIGHT_ATTACKS[k]! & knLo) | (KNIGHT_ATTACKS[k + 1]! & knHi)) return true;
      if (((ROOK_RAYS[k]! & rqLo) | (ROOK_RAYS[k + 1]! & rqHi)) !== 0) {
        const f = fileIndex(sq, allLo, allHi) << 1;
        const r = rankIndex(sq, allLo, allHi) << 1;
        if ((((FILE_ATTACKS[f]! | RANK_ATTACKS[r]!) & rqLo) | ((FILE_ATTACKS[f + 1]! | RANK_ATTACKS[r + 1]!) & rqHi)) !== 0) return true;
      }
      if (((BISHOP_RAYS[k]! & bqLo) | (BISHOP_RAYS[k + 1]! & bqHi)) !== 0) {
        const d = bishopIndex(sq, allLo, allHi) << 1;
        if (((BISHOP_ATTACKS[d]! & bqLo) | (BISHOP_ATTACKS[d + 1]! & bqHi)) !== 0) return true;
      }
      const t = sq + (sq & 56);
      if (b[t] !== 0) {
        // The checker, taken by a pawn of ours from where a pawn of theirs on its square would attack.
        const p = (them * 64 + sq) << 1;
        if ((PAWN_ATTACKS[p]! & pawnLo) | (PAWN_ATTACKS[p + 1]! & pawnHi)) return true;
      } else {
        // A push onto the empty square between, or a double step from the pawns' first rank.
        const s = t - fwd;
        if (!(s & 0x88)) {
          const q = b[s]!;
          if (
            q === pawn
              ? onSquare(pawnLo, pawnHi, s)
              : q === 0 && (s - fwd) >> 4 === (us === WHITE ? 1 : 6) && b[s - fwd] === pawn && onSquare(pawnLo, pawnHi, s - fwd)
          ) {
            return true;
          }
        }
      }
    }
  }
  // En passant (the checker may be the pawn it takes): played out, as in the list.
  const ep = pos.ep;
  if (ep >= 0) {
    for (let side = -1; side <= 1; side += 2) {
      const s = ep - fwd + side;
      if (!(s & 0x88) && b[s] === pawn && epIsLegal(pos, s, ep)) return true;
    }
  }
  return false;
}

/** Whether the list `beginLegal` began with `setup` at `at` is complete (every piece's moves written). */
export function legalListComplete(setup: Int32Array, at: number): boolean {
  return setup[at + SETUP_CURSOR]! >= 64;
}

/**
 * Continues the list `beginLegal` began (with `setup` at `at`, the position unchanged since):
 * writes the moves of the next pieces, in `generateLegal`'s order, from `out[n]`, and returns
 * the end index once it reaches `stopAt` (at the end of a piece's moves) or every piece is done.
 */
export function continueLegal(pos: Position, out: Int32Array, n: number, setup: Int32Array, at: number, stopAt: number): number {
  const b = pos.board;
  const us = pos.side;
  const them = us ^ 1;
  const sets = pos.occupied;
  const enLo = sets[them << 1]!;
  const enHi = sets[(them << 1) | 1]!;
  const ksq = pos.kings[us]!;
  const toLo = setup[at + SETUP_TO_LO]!;
  const toHi = setup[at + SETUP_TO_HI]!;
  const pinLo = setup[at + SETUP_PIN_LO]!;
  const pinHi = setup[at + SETUP_PIN_HI]!;
  const cursor = setup[at + SETUP_CURSOR]!;
  const inCheck = setup[at + SETUP_CHECKERS] === 1;
  const fwd = us === WHITE ? 16 : -16;
  const startRank = us === WHITE ? 1 : 6;
  const lastRank = us === WHITE ? 7 : 0;
  const ep = pos.ep;
  const enemyKing = KING | (them << 3);
  // Our pieces, in square order, on the 0x88 board (a move's legality: the pin's line, the
  // check's squares).
  for (let half = cursor >> 5; half < 2; half++) {
    let set = sets[(us << 1) | half]!;
    // The pieces on squares from the cursor on.
    if (half === cursor >> 5) set &= -1 << (cursor & 31);
    while (set !== 0) {
      const low = set & -set;
      set ^= low;
      const sq = (31 - Math.clz32(low)) | (half << 5);
      const s = sq + (sq & 56);
      const role = b[s]! & 7;
      // A pinned piece moves only along the line through our king (either way along it).
      const pin = ((half === 0 ? pinLo : pinHi) & low) !== 0 ? DIRECTION[ksq - s + 119]! : 0;
      if (role === PAWN) {
        const t = s + fwd;
        if (!(t & 0x88) && b[t] === 0 && (pin === 0 || pin === fwd || pin === -fwd)) {
          if (!inCheck || onSquare(toLo, toHi, t)) n = pushPawnMoves(out, n, s, t, t >> 4 === lastRank);
          const t2 = t + fwd;
          if (s >> 4 === startRank && b[t2] === 0 && (!inCheck || onSquare(toLo, toHi, t2))) {
            out[n++] = s | (t2 << 7) | (FLAG_DOUBLE << 17);
          }
        }
        if (pin === 0 && ep < 0) {
          // Unpinned, no en passant: the captures from the attack table, in square order (the
          // a-file side first, as below).
          const p = (us * 64 + sq) << 1;
          let cLo = PAWN_ATTACKS[p]! & enLo & toLo;
          let cHi = PAWN_ATTACKS[p + 1]! & enHi & toHi;
          while (cLo !== 0) {
            const low = cLo & -cLo;
            cLo ^= low;
            const c0 = 31 - Math.clz32(low);
            const c = c0 + (c0 & 56);
            n = pushPawnMoves(out, n, s, c, c >> 4 === lastRank);
          }
          while (cHi !== 0) {
            const low = cHi & -cHi;
            cHi ^= low;
            const c0 = 63 - Math.clz32(low);
            const c = c0 + (c0 & 56);
            n = pushPawnMoves(out, n, s, c, c >> 4 === lastRank);
          }
        } else {
          for (let side = -1; side <= 1; side += 2) {
            const cd = fwd + side;
            const c = s + cd;
            if (c & 0x88) continue;
            if (pin !== 0 && pin !== cd && pin !== -cd) continue;
            const q = b[c]!;
            if (q !== 0) {
              if (q >> 3 === them && q !== enemyKing && (!inCheck || onSquare(toLo, toHi, c))) {
                n = pushPawnMoves(out, n, s, c, c >> 4 === lastRank);
              }
            } else if (c === ep && epIsLegal(pos, s, c)) {
              // Played out to test it (the taken pawn may be the checker, or the capture may uncover one).
              out[n++] = s | (c << 7) | (FLAG_EP << 17);
            }
          }
        }
      } else if (role === KNIGHT) {
        if (pin !== 0) continue;
        // Its targets from the attack set, in KNIGHT_OFFSETS order: the jumps up the board (17, 15,
        // 10, 6 squares on) are the set above the knight from the top down, the jumps down (17,
        // 15, 10, 6 back) the set below it from the bottom up.
        const k2 = sq << 1;
        const aLo = KNIGHT_ATTACKS[k2]! & toLo;
        const aHi = KNIGHT_ATTACKS[k2 + 1]! & toHi;
        const belowLo = sq < 32 ? ~(-1 << sq) : -1;
        const belowHi = sq < 32 ? 0 : ~(-1 << (sq - 32));
        let upHi = aHi & ~belowHi;
        let upLo = aLo & ~belowLo;
        while (upHi !== 0) {
          const t = 31 - Math.clz32(upHi);
          upHi ^= 1 << t;
          const u = t + 32;
          out[n++] = s | ((u + (u & 56)) << 7);
        }
        while (upLo !== 0) {
          const t = 31 - Math.clz32(upLo);
          upLo ^= 1 << t;
          out[n++] = s | ((t + (t & 56)) << 7);
        }
        let downLo = aLo & belowLo;
        let downHi = aHi & belowHi;
        while (downLo !== 0) {
          const low = downLo & -downLo;
          downLo ^= low;
          const u = 31 - Math.clz32(low);
          out[n++] = s | ((u + (u & 56)) << 7);
        }
        while (downHi !== 0) {
          const low = downHi & -downHi;
          downHi ^= low;
          const u = 63 - Math.clz32(low);
          out[n++] = s | ((u + (u & 56)) << 7);
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
            if (!inCheck || onSquare(toLo, toHi, t)) out[n++] = s | (t << 7);
            if (q !== 0) break;
          }
        }
      }
      if (n >= stopAt) {
        setup[at + SETUP_CURSOR] = sq + 1;
        return n;
      }
    }
  }
  setup[at + SETUP_CURSOR] = 64;
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

/**
 * Castling moves, given that the king is not in check: the squares the king crosses must not be
 * attacked (FIDE 3.8.2.2). The first of them is a king's step: `safeSteps` says which steps
 * `beginLegal` found safe (bit i for KING_OFFSETS[i]; with our king not in check, a step along
 * its rank is attacked with the king on its square exactly when it is with the king gone). The
 * second is tested here (`allLo`, `allHi`: the occupied squares; `enLo`, `enHi`: the enemy's).
 */
function generateCastling(
  pos: Position,
  out: Int32Array,
  n: number,
  ksq: number,
  safeSteps: number,
  allLo: number,
  allHi: number,
  enLo: number,
  enHi: number,
): number {
  const b = pos.board;
  const us = pos.side;
  const sets = pos.occupied;
  const home = us === WHITE ? 0x04 : 0x74;
  if (ksq !== home) return n;
  const rights = us === WHITE ? pos.castle & 3 : (pos.castle >> 2) & 3;
  if (rights === 0) return n;
  const rook = ROOK | (us << 3);
  const k = from88(home);
  if (
    rights & 1 &&
    b[home + 1] === 0 &&
    b[home + 2] === 0 &&
    b[home + 3] === rook &&
    (safeSteps & STEP_EAST) !== 0 &&
    !attacked(k + 2, us, allLo, allHi, enLo, enHi, sets)
  ) {
    out[n++] = home | ((home + 2) << 7) | (FLAG_CASTLE << 17);
  }
  if (
    rights & 2 &&
    b[home - 1] === 0 &&
    b[home - 2] === 0 &&
    b[home - 3] === 0 &&
    b[home - 4] === rook &&
    (safeSteps & STEP_WEST) !== 0 &&
    !attacked(k - 2, us, allLo, allHi, enLo, enHi, sets)
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
