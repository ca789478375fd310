import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { QUEEN, ROOK } from '../board/constants.js';
import { generateLegal, MAX_LEGAL_MOVES } from '../board/movegen.js';
import { toMove } from '../board/position.js';
import { makeFen, parseFen, parseFenTolerant } from '../notation/fen.js';
import { makeUci } from '../notation/uci.js';
import { fuzzRuns } from '../test-support/fuzz.js';
import { givesDirectCheck } from './checks.js';
import { checksFrom, fillCheckSquares } from './checkSquares.js';

describe('fillCheckSquares and checksFrom', () => {
  // Castling both ways, e.p., promotions, pins (Kiwipete, "position 4"), and a promotion race.
  const STARTS = [
    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
    'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
    'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1',
    '4k3/1P4P1/8/8/8/8/1p4p1/4K3 w - - 0 1',
  ];

  test('for every White move but a promotion, the bit test is the direct-check test (random games)', () => {
    const moves = new Int32Array(MAX_LEGAL_MOVES);
    const squares = new Int32Array(16);
    let checks = 0;
    let quiet = 0;
    fc.assert(
      fc.property(fc.constantFrom(...STARTS), fc.array(fc.nat(), { minLength: 1, maxLength: 80 }), (fen, choices) => {
        const parsed = parseFen(fen);
        assert.ok(parsed.ok);
        const pos = parsed.value;
        for (const choice of choices) {
          const n = generateLegal(pos, moves, 0);
          if (n === 0) break;
          if (pos.side === 0) {
            const king = pos.kings[1]!;
            fillCheckSquares(pos, king, squares);
            for (let i = 0; i < n; i++) {
              const m = moves[i]!;
              if (((m >> 14) & 7) !== 0) continue;
              const from = m & 0x7f;
              const to = (m >> 7) & 0x7f;
              const role = pos.board[from]! & 7;
              const direct = givesDirectCheck(pos.board, role, 0, from, to, king);
              assert.equal(checksFrom(squares, role, to), direct, `${makeFen(pos)}: ${makeUci(toMove(m))}`);
              if (direct) checks++;
              else quiet++;
            }
          }
          pos.makeMove(moves[choice % n]!);
        }
      }),
      { numRuns: fuzzRuns(300) },
    );
    assert.ok(checks > 100 && quiet > 1000, `both answers were tested (${checks} checks, ${quiet} not)`);
  });

  test("a slider checks along an open line only, up to the first piece; the king's set is empty", () => {
    const parsed = parseFenTolerant('4k3/8/8/4p3/8/8/8/R3K3 w - - 0 1');
    assert.ok(parsed.ok);
    const squares = new Int32Array(16);
    fillCheckSquares(parsed.value, parsed.value.kings[1]!, squares);
    assert.equal(checksFrom(squares, ROOK, 0x74), false, 'e8 itself is not a square to check from');
    assert.equal(checksFrom(squares, ROOK, 0x70), true, 'Ra8 checks along the rank');
    assert.equal(checksFrom(squares, ROOK, 0x54), true, 'Re6 checks down the file');
    assert.equal(checksFrom(squares, ROOK, 0x44), true, 'a rook taking on e5 checks');
    assert.equal(checksFrom(squares, ROOK, 0x34), false, 'e4 is behind the pawn');
    assert.equal(checksFrom(squares, QUEEN, 0x41), true, 'Qb5 checks along the diagonal');
    assert.equal(checksFrom(squares, 6, 0x64), false, 'a king never checks');
  });
});
