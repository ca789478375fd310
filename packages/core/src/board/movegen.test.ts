import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { makeFen, parseFen } from '../notation/fen.js';
import { makeUci } from '../notation/uci.js';
import { fuzzRuns } from '../test-support/fuzz.js';
import { BISHOP, DIRECTION, FLAG_CASTLE, KING, KING_OFFSETS, KNIGHT, KNIGHT_OFFSETS, PAWN, QUEEN, ROOK } from './constants.js';
import {
  beginLegal,
  continueLegal,
  generateLegal,
  hasLegalMove,
  hasPieceMove,
  LEGAL_SETUP_FIELDS,
  legalListComplete,
  SETUP_CHECKERS,
  MAX_LEGAL_MOVES,
} from './movegen.js';
import { toMove, type Position } from './position.js';

const FENS = [
  // Kiwipete: castling both ways, pins, e.p. after a double step.
  'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
  // Checks, pins, promotions and e.p. ("position 4" of the classic suites).
  'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1',
  // A double check (only king moves) and a king without a step.
  '4k3/8/8/8/8/5n2/8/4K2r w - - 0 1',
  '7k/8/8/8/8/8/PPP5/K7 w - - 0 1',
];

const fromSquare = (m: number): number => m & 0x7f;

/** The moves of `moves[0 … n)` (a list of `pos`) made by a piece other than the king. */
const pieceMoves = (pos: Position, moves: Int32Array, n: number): number[] =>
  Array.from(moves.subarray(0, n)).filter((m) => fromSquare(m) !== pos.kings[pos.side]);

/** Every position of a depth-2 walk from `fen` (the root and each position after one move). */
function positions(fen: string): Position[] {
  const root = parseFen(fen);
  assert.ok(root.ok, fen);
  const out = [root.value.clone()];
  const moves = new Int32Array(MAX_LEGAL_MOVES);
  const n = generateLegal(root.value, moves, 0);
  for (let i = 0; i < n; i++) {
    root.value.makeMove(moves[i]!);
    out.push(root.value.clone());
    root.value.unmakeMove(moves[i]!);
  }
  return out;
}

test('generateLegal: the king moves head the list; a prefix is the full list cut at the end of a piece', () => {
  const full = new Int32Array(MAX_LEGAL_MOVES);
  const part = new Int32Array(MAX_LEGAL_MOVES);
  let cut = 0;
  for (const fen of FENS) {
    for (const pos of positions(fen)) {
      const king = pos.kings[pos.side]!;
      const n = generateLegal(pos, full, 0);
      let kingMoves = 0;
      while (kingMoves < n && fromSquare(full[kingMoves]!) === king) kingMoves++;
      for (let i = kingMoves; i < n; i++) assert.notEqual(fromSquare(full[i]!), king, 'every king move comes first');
      for (const countKingMoves of [true, false]) {
        for (const stopAfter of [1, 2, 5]) {
          // Written from an offset, as the searches do.
          const end = generateLegal(pos, part, 7, stopAfter, countKingMoves);
          const k = end - 7;
          assert.deepEqual(Array.from(part.subarray(7, end)), Array.from(full.subarray(0, k)), 'a prefix of the full list');
          const counted = countKingMoves ? k : k - kingMoves;
          if (k < n) {
            cut++;
            assert.ok(counted >= stopAfter, `long enough: ${counted} of ${stopAfter}`);
            assert.ok(k >= kingMoves, 'every king move is in the prefix');
            assert.notEqual(fromSquare(full[k]!), fromSquare(full[k - 1]!), 'cut at the end of a piece');
          } else {
            assert.equal(k, n);
          }
        }
      }
    }
  }
  assert.ok(cut > 100, `the prefixes were cut short (${cut} times)`);
});

/**
 * Where a move stands in the documented order (see `generateLegal`): the king's moves first (its
 * steps in KING_OFFSETS order, then castling), then piece by piece in square order: a pawn's
 * push, double push, capture towards the a-file, towards the h-file (each promotion queen, rook,
 * bishop, knight); a knight's jumps in KNIGHT_OFFSETS order; a slider's moves direction by
 * direction in the king's order, nearest first.
 */
function orderKey(pos: Position, m: number): number {
  const from = m & 0x7f;
  const to = (m >> 7) & 0x7f;
  const role = pos.board[from]! & 7;
  const promo = (m >> 14) & 7;
  const diff = to - from;
  let within: number;
  if (role === KING) within = m >> 17 === FLAG_CASTLE ? 8 + (diff > 0 ? 0 : 1) : KING_OFFSETS.indexOf(diff);
  else if (role === PAWN) {
    const straight = (to & 7) === (from & 7);
    const step = straight ? (Math.abs(diff) === 32 ? 1 : 0) : (to & 7) < (from & 7) ? 2 : 3;
    within = step * 8 + (promo === 0 ? 0 : [QUEEN, ROOK, BISHOP, KNIGHT].indexOf(promo));
  } else if (role === KNIGHT) within = KNIGHT_OFFSETS.indexOf(diff);
  else {
    const dir = DIRECTION[diff + 119]!;
    within = KING_OFFSETS.indexOf(dir) * 8 + diff / dir;
  }
  const square = (from >> 4) * 8 + (from & 7);
  return (role === KING ? 0 : 1 + square) * 100 + within;
}

/** How `forRandomGames` plays (each field defaults to the plain random games). */
interface RandomGames {
  /** The starting positions (`FENS`). */
  readonly fens?: readonly string[];
  /** The fewest and most plies fast-check asks for (1 and 60). */
  readonly plies?: readonly [min: number, max: number];
  /** Runs before `fuzzRuns` scales them (200). */
  readonly runs?: number;
  /** Visit the position a game ends in too (no legal move: `n` = 0). */
  readonly ends?: boolean;
  /** The move to make from fast-check's `choice` (`moves[choice % n]`); the position must be left as it was. */
  readonly pick?: (pos: Position, moves: Int32Array, n: number, choice: number) => number;
}

/**
 * Plays random games (fast-check's choice of moves) from each of `FENS`, calling `visit` with each
 * position and its full legal list (`moves[0 … n)`, not to be changed) before a move is made.
 */
function forRandomGames(visit: (pos: Position, moves: Int32Array, n: number) => void, how: RandomGames = {}): void {
  const moves = new Int32Array(MAX_LEGAL_MOVES);
  const [minLength, maxLength] = how.plies ?? [1, 60];
  fc.assert(
    fc.property(fc.constantFrom(...(how.fens ?? FENS)), fc.array(fc.nat(), { minLength, maxLength }), (fen, choices) => {
      const parsed = parseFen(fen);
      assert.ok(parsed.ok);
      const pos = parsed.value;
      for (const choice of choices) {
        const n = generateLegal(pos, moves, 0);
        if (n === 0 && how.ends !== true) break;
        visit(pos, moves, n);
        if (n === 0) break;
        pos.makeMove(how.pick === undefined ? moves[choice % n]! : how.pick(pos, moves, n, choice));
      }
    }),
    { numRuns: fuzzRuns(how.runs ?? 200) },
  );
}

test('generateLegal writes the moves in the documented order (random games from positions with every kind of move)', () => {
  let lists = 0;
  forRandomGames((pos, moves, n) => {
    lists++;
    const keys = Array.from(moves.subarray(0, n), (m) => orderKey(pos, m));
    for (let i = 1; i < n; i++) {
      assert.ok(keys[i - 1]! < keys[i]!, `${makeFen(pos)}: ${makeUci(toMove(moves[i - 1]!))} before ${makeUci(toMove(moves[i]!))}`);
    }
  });
  assert.ok(lists > 1000, `lists checked: ${lists}`);
});

test('beginLegal and continueLegal make the full list in parts, in its order, whatever the parts (random games)', () => {
  const full = new Int32Array(MAX_LEGAL_MOVES);
  const parts = new Int32Array(2 * MAX_LEGAL_MOVES);
  // Two records side by side, as a search keeps one per ply.
  const setup = new Int32Array(2 * LEGAL_SETUP_FIELDS);
  let resumed = 0;
  fc.assert(
    fc.property(
      fc.constantFrom(...FENS),
      fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 4 })), { minLength: 1, maxLength: 60 }),
      (fen, steps) => {
        const parsed = parseFen(fen);
        assert.ok(parsed.ok);
        const pos = parsed.value;
        for (const [choice, grow] of steps) {
          const n = generateLegal(pos, full, 0);
          if (n === 0) break;
          const start = 5;
          const at = LEGAL_SETUP_FIELDS;
          let end = beginLegal(pos, parts, start, setup, at);
          const kingMoves = Array.from(full.subarray(0, n)).filter((m) => fromSquare(m) === pos.kings[pos.side]).length;
          assert.equal(end - start, kingMoves, 'the head is the king moves');
          // Grow by `grow` moves at a time (0: one piece at a time) until the record says it is done.
          while (!legalListComplete(setup, at)) {
            const before = end;
            end = continueLegal(pos, parts, end, setup, at, end + Math.max(grow, 1));
            if (!legalListComplete(setup, at)) {
              resumed++;
              assert.ok(end - before >= Math.max(grow, 1), 'a part short of its goal only when the list is done');
              // Not complete: pieces remain to be looked at (they may have no move).
              if (end - start < n)
                assert.notEqual(fromSquare(full[end - start]!), fromSquare(full[end - start - 1]!), 'cut at the end of a piece');
            }
          }
          assert.deepEqual(Array.from(parts.subarray(start, end)), Array.from(full.subarray(0, n)), makeFen(pos));
          assert.equal(continueLegal(pos, parts, end, setup, at, end + 10), end, 'nothing more once complete');
          pos.makeMove(full[choice % n]!);
        }
      },
    ),
    { numRuns: fuzzRuns(200) },
  );
  assert.ok(resumed > 1000, `lists resumed: ${resumed}`);
});

test('beginLegal without the king steps, and hasPieceMove: the list without its king moves (random games)', () => {
  const parts = new Int32Array(MAX_LEGAL_MOVES);
  const scratch = new Int32Array(MAX_LEGAL_MOVES);
  const setup = new Int32Array(LEGAL_SETUP_FIELDS);
  const answers = { yes: 0, no: 0 };
  forRandomGames((pos, full, n) => {
    const others = pieceMoves(pos, full, n);
    const head = beginLegal(pos, parts, 3, setup, 0, false);
    assert.equal(head, 3, `${makeFen(pos)}: no king moves written`);
    const end = continueLegal(pos, parts, head, setup, 0, MAX_LEGAL_MOVES);
    assert.deepEqual(Array.from(parts.subarray(3, end)), others, makeFen(pos));
    const has = hasPieceMove(pos, scratch);
    assert.equal(has, others.length > 0, makeFen(pos));
    answers[has ? 'yes' : 'no']++;
  });
  // Both answers were given (a double check, or only the king left to move, says no).
  assert.ok(answers.yes > 500 && answers.no > 10, JSON.stringify(answers));
});

/**
 * Positions in check, from random games that give check whenever they can (so checks and mates
 * are common), from `FENS` and from positions where a double step, an en-passant capture or a
 * promotion may answer a check.
 */
const CHECK_FENS = [
  ...FENS,
  // Pawns on both sides' first ranks, e.p. chances, queens and rooks to check with.
  'r3k2r/pp3ppp/2p2n2/3pP3/1b1P4/2N5/PPP2PPP/R3K2R w KQkq d6 0 1',
  '4k3/1p3p2/8/2P3P1/8/8/5P2/R3K2R b KQ - 0 1',
  '2r1k3/1P6/8/8/8/8/6p1/4K2R w K - 0 1',
];

/** A checking move when there is one (three times in four, by `choice`), else any. */
function checkingMove(pos: Position, moves: Int32Array, n: number, choice: number): number {
  const checking: number[] = [];
  for (let i = 0; i < n; i++) {
    pos.makeMove(moves[i]!);
    if (pos.isCheck()) checking.push(moves[i]!);
    pos.unmakeMove(moves[i]!);
  }
  return checking.length > 0 && choice % 4 !== 0 ? checking[choice % checking.length]! : moves[choice % n]!;
}

test('hasPieceMove and hasLegalMove in check: the same answers as the full list (random games giving check)', () => {
  const scratch = new Int32Array(MAX_LEGAL_MOVES);
  const setup = new Int32Array(LEGAL_SETUP_FIELDS);
  const seen = { answered: 0, notAnswered: 0, mates: 0 };
  forRandomGames(
    (pos, moves, n) => {
      const others = pieceMoves(pos, moves, n).length;
      beginLegal(pos, scratch, 0, setup, 0);
      if (setup[SETUP_CHECKERS] === 1) seen[others > 0 ? 'answered' : 'notAnswered']++;
      assert.equal(hasPieceMove(pos, scratch), others > 0, `${makeFen(pos)}: a piece's move`);
      assert.equal(hasLegalMove(pos, scratch, 5), n > 0, `${makeFen(pos)}: a legal move`);
      assert.equal(pos.hasLegalMove(), n > 0, makeFen(pos));
      if (n === 0 && pos.isCheck()) seen.mates++;
    },
    { fens: CHECK_FENS, plies: [30, 80], runs: 300, ends: true, pick: checkingMove },
  );
  // Coverage, with room for fast-check's seed: over 31 runs answered 935–1,118, not 2,045–2,272,
  // mates 10–33.
  assert.ok(seen.answered > 300 && seen.notAnswered > 500 && seen.mates > 3, JSON.stringify(seen));
});

test('hasPieceMove in check: a push, a double step or an en-passant capture answers it, a pinned piece never does', () => {
  const scratch = new Int32Array(MAX_LEGAL_MOVES);
  const cases: Array<[string, boolean, string]> = [
    ['4k3/8/8/8/K6r/8/4P3/8 w - - 0 1', true, 'e2-e4 steps between'],
    ['4k3/8/8/8/K6r/4p3/4P3/8 w - - 0 1', false, 'e3 is taken: no double step'],
    ['4k3/8/8/8/K5r1/8/5P2/8 w - - 0 1', true, 'f2-f4 steps between'],
    ['8/8/8/4k3/2pP4/8/8/4K3 b - d3 0 1', true, 'c4xd3 e.p. takes the checking pawn'],
    ['8/8/8/4k3/2pP4/8/8/4K3 b - - 0 1', false, 'without the e.p. right the pawn cannot take'],
    ['4r1k1/8/8/8/1b6/8/4R3/4K3 w - - 0 1', false, 'the rook on e2 is pinned: Rd2 would step between'],
    ['6k1/8/8/8/1b6/8/4R3/4K3 w - - 0 1', true, 'the same rook, free: Rd2'],
    ['4b3/8/7k/8/KP6/8/8/8 w - - 0 1', true, 'b4-b5 steps between'],
    ['4b3/8/7k/8/KP5r/8/8/8 w - - 0 1', false, 'the pawn on b4 is pinned along the rank: no b4-b5'],
    ['8/8/8/8/8/5K2/1p6/R6k b - - 0 1', true, 'b2xa1 or b2-b1, promoting'],
    ['8/8/8/8/8/5K2/8/R6k b - - 0 1', false, 'nothing but the king'],
  ];
  for (const [fen, expected, why] of cases) {
    const parsed = parseFen(fen);
    assert.ok(parsed.ok, fen);
    assert.equal(hasPieceMove(parsed.value, scratch), expected, `${fen}: ${why}`);
    // The full list agrees.
    const moves = new Int32Array(MAX_LEGAL_MOVES);
    const n = generateLegal(parsed.value, moves, 0);
    assert.equal(pieceMoves(parsed.value, moves, n).length > 0, expected, `${fen}: the list`);
  }
});
