import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { BISHOP, KNIGHT, PAWN, QUEEN, ROOK } from '../board/constants.js';
import { beginLegal, generateLegal, LEGAL_SETUP_FIELDS, MAX_LEGAL_MOVES } from '../board/movegen.js';
import { toMove, type Position } from '../board/position.js';
import { makeFen, parseFen } from '../notation/fen.js';
import { makeUci } from '../notation/uci.js';
import { fuzzRuns } from '../test-support/fuzz.js';
import { fillCheckSquares } from './checkSquares.js';
import { writeDirectChecks } from './directChecks.js';

const FENS = [
  // Pins, promotions, e.p. chances and checks ("position 4"), and Kiwipete.
  'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1',
  'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
  // Pawns about to promote on both sides, a king near them.
  '3r1n2/1P1P1kP1/8/8/8/8/1p1p2p1/R3K2R w - - 0 1',
  // Queens and rooks on open lines, a pinned knight.
  '4k3/8/2q5/8/4N3/8/1Q2R3/4K3 w - - 0 1',
  // A lone king against pawns and a bishop pair.
  '8/8/3k4/8/2P1P3/8/2B1B3/4K3 w - - 0 1',
];

/** Whether a White piece of `role` on the 0x88 square `at` attacks the 0x88 square `king` on `board` (walked square by square). */
function attacks(board: Int8Array, role: number, at: number, king: number): boolean {
  const df = (king & 7) - (at & 7);
  const dr = (king >> 4) - (at >> 4);
  if (role === PAWN) return dr === 1 && Math.abs(df) === 1;
  if (role === KNIGHT) return (Math.abs(df) === 1 && Math.abs(dr) === 2) || (Math.abs(df) === 2 && Math.abs(dr) === 1);
  const straight = df === 0 || dr === 0;
  const diagonal = Math.abs(df) === Math.abs(dr);
  if (df === 0 && dr === 0) return false;
  if (!(role === QUEEN ? straight || diagonal : role === ROOK ? straight : role === BISHOP ? diagonal : false)) return false;
  const step = Math.sign(dr) * 16 + Math.sign(df);
  for (let s = at + step; s !== king; s += step) if (board[s] !== 0) return false;
  return true;
}

/** White's legal moves after which the moved piece attacks Black's king, from the full list, each played. */
function directChecksByPlaying(pos: Position): number[] {
  const moves = new Int32Array(MAX_LEGAL_MOVES);
  const n = generateLegal(pos, moves, 0);
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const m = moves[i]!;
    const to = (m >> 7) & 0x7f;
    pos.makeMove(m);
    if (attacks(pos.board, pos.board[to]! & 7, to, pos.kings[1]!)) out.push(m);
    pos.unmakeMove(m);
  }
  return out;
}

test('writeDirectChecks: exactly the legal moves whose piece then attacks the king, each once (random games)', () => {
  const out = new Int32Array(MAX_LEGAL_MOVES);
  const scratch = new Int32Array(MAX_LEGAL_MOVES);
  const setup = new Int32Array(LEGAL_SETUP_FIELDS);
  const squares = new Int32Array(16);
  let compared = 0;
  let found = 0;
  fc.assert(
    fc.property(fc.constantFrom(...FENS), fc.array(fc.nat(), { minLength: 1, maxLength: 80 }), (fen, choices) => {
      const parsed = parseFen(fen);
      assert.ok(parsed.ok);
      const pos = parsed.value;
      for (const choice of choices) {
        // Its terms: White to move, Black not in check, no en-passant chance.
        if (pos.side === 0 && pos.ep < 0 && !pos.isOpponentInCheck()) {
          const before = makeFen(pos);
          beginLegal(pos, scratch, 0, setup, 0);
          fillCheckSquares(pos, pos.kings[1]!, squares);
          const n = writeDirectChecks(pos, setup, 0, squares, out);
          const got = Array.from(out.subarray(0, n));
          const want = directChecksByPlaying(pos);
          const uci = (ms: number[]): string[] => ms.map((m) => makeUci(toMove(m)));
          assert.deepEqual(uci([...got].sort((a, b) => a - b)), uci([...want].sort((a, b) => a - b)), before);
          assert.equal(new Set(got).size, n, `${before}: each once`);
          assert.equal(makeFen(pos), before, 'the position is unchanged');
          compared++;
          found += n;
        }
        const moves = new Int32Array(MAX_LEGAL_MOVES);
        const n = generateLegal(pos, moves, 0);
        if (n === 0) break;
        pos.makeMove(moves[choice % n]!);
      }
    }),
    { numRuns: fuzzRuns(400) },
  );
  assert.ok(compared > 1000 && found > 1000, `positions compared: ${compared}, checks found: ${found}`);
});

test('writeDirectChecks: promotions that check (each piece tested on the board), and none by a pinned piece off its line', () => {
  const cases: Array<[string, string[]]> = [
    // The b7 pawn promotes on b8 or takes on a8: as a queen or a rook it checks along the eighth
    // rank, as a bishop or a knight it does not.
    ['r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1', ['b7a8q', 'b7a8r', 'b7b8q', 'b7b8r']],
    // The knight on e4 is pinned along the fourth rank: it gives no check, though it reaches two
    // squares that attack d7.
    ['8/3k4/8/8/K3N2r/8/8/8 w - - 0 1', []],
    // The same knight unpinned checks from c5 and f6.
    ['7r/3k4/8/8/K3N3/8/8/8 w - - 0 1', ['e4c5', 'e4f6']],
    // A double step checks, the single one does not; a blocked pawn has neither.
    ['8/8/8/4k3/8/6p1/3P2P1/K7 w - - 0 1', ['d2d4']],
  ];
  const out = new Int32Array(MAX_LEGAL_MOVES);
  const setup = new Int32Array(LEGAL_SETUP_FIELDS);
  const squares = new Int32Array(16);
  for (const [fen, want] of cases) {
    const parsed = parseFen(fen);
    assert.ok(parsed.ok, fen);
    const pos = parsed.value;
    beginLegal(pos, new Int32Array(MAX_LEGAL_MOVES), 0, setup, 0);
    fillCheckSquares(pos, pos.kings[1]!, squares);
    const n = writeDirectChecks(pos, setup, 0, squares, out);
    assert.deepEqual(Array.from(out.subarray(0, n), (m) => makeUci(toMove(m))).sort(), want.sort(), fen);
    assert.deepEqual(
      directChecksByPlaying(pos)
        .map((m) => makeUci(toMove(m)))
        .sort(),
      want.sort(),
      `${fen}: the oracle agrees`,
    );
  }
});
