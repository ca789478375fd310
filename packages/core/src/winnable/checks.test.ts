import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { ROOK } from '../board/constants.js';
import { generateLegal, MAX_LEGAL_MOVES } from '../board/movegen.js';
import { toMove } from '../board/position.js';
import { makeFen, parseFen, parseFenTolerant } from '../notation/fen.js';
import { makeUci } from '../notation/uci.js';
import { fuzzRuns } from '../test-support/fuzz.js';
import { discoveringPieces, givesDirectCheck, kingCanStep, mayGiveCheck } from './checks.js';

const at = (fen: string): { b: Int8Array; black: number } => {
  const p = parseFenTolerant(fen);
  assert.ok(p.ok, fen);
  return { b: p.value.board, black: p.value.kings[1]! };
};

describe('kingCanStep', () => {
  test('a king in check with a free square can step; a walled-in king cannot', () => {
    const free = at('7k/8/8/8/8/8/8/K6R b - - 0 1'); // Rh1+: g8 and g7 are free
    assert.equal(kingCanStep(free.b, free.black, 1), true);
    const walled = at('6rk/6pp/8/8/8/8/8/K6R b - - 0 1'); // every neighbour holds a black piece
    assert.equal(kingCanStep(walled.b, walled.black, 1), false);
    const mated = at('R6k/8/6K1/8/8/8/8/8 b - - 0 1'); // Ra8#: g8 by the rook, g7 and h7 by the king
    assert.equal(kingCanStep(mated.b, mated.black, 1), false);
  });

  test('fleeing along the checking line is no escape (the square is attacked once the king has left)', () => {
    const pos = at('8/8/8/8/k1K5/8/8/R7 b - - 0 1'); // Ra1+: a5 only looks free while the king shields it
    assert.equal(kingCanStep(pos.b, pos.black, 1), false);
    assert.equal(pos.b[pos.black], 14, 'the board is restored');
  });

  test('taking an unprotected checker is an escape, taking a protected one is not', () => {
    const loose = at('7k/6Q1/8/8/8/8/8/K7 b - - 0 1');
    assert.equal(kingCanStep(loose.b, loose.black, 1), true);
    const guarded = at('7k/6Q1/5K2/8/8/8/8/8 b - - 0 1');
    assert.equal(kingCanStep(guarded.b, guarded.black, 1), false);
  });
});

describe('givesDirectCheck', () => {
  test("a rook arriving on the king's rank checks along it; off the lines it does not", () => {
    const pos = at('k7/8/8/8/8/8/8/4K2R w - - 0 1');
    assert.equal(givesDirectCheck(pos.b, ROOK, 0, 0x07, 0x77, pos.black), true); // Rh8+
    assert.equal(givesDirectCheck(pos.b, ROOK, 0, 0x07, 0x67, pos.black), false); // Rh7
  });
});

describe('discoveringPieces and mayGiveCheck', () => {
  // Castling both ways, e.p., promotions, pins (Kiwipete, "position 4").
  const STARTS = [
    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
    'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
    'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1',
    '4k3/8/8/1r1PK3/8/4N3/3B4/Q6R w - - 0 1',
  ];

  test('every White move that checks Black is one that may (random games; the checks made and tested)', () => {
    const moves = new Int32Array(MAX_LEGAL_MOVES);
    const discoverers = new Int32Array(8);
    let checks = 0;
    let discovered = 0;
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
            const count = discoveringPieces(pos.board, king, 0, discoverers, 0);
            for (let i = 0; i < n; i++) {
              const m = moves[i]!;
              const may = mayGiveCheck(pos.board, m, king, discoverers, 0, count);
              pos.makeMove(m);
              const check = pos.isCheck();
              pos.unmakeMove(m);
              if (check) {
                checks++;
                const role = (m >> 14) & 7 || pos.board[m & 0x7f]! & 7;
                if (!givesDirectCheck(pos.board, role, 0, m & 0x7f, (m >> 7) & 0x7f, king)) discovered++;
              }
              assert.ok(may || !check, `${makeFen(pos)}: ${makeUci(toMove(m))} checks`);
            }
          }
          pos.makeMove(moves[choice % n]!);
        }
      }),
      { numRuns: fuzzRuns(300) },
    );
    assert.ok(checks > 100 && discovered > 0, `checks were tested (${checks}, ${discovered} not direct)`);
  });

  test('a piece between the king and its own slider discovers; one between two kings does not', () => {
    const pos = at('4k3/8/8/4N3/8/8/8/4R1K1 w - - 0 1'); // the knight on e5 shields e8 from the rook
    const out = new Int32Array(8);
    assert.equal(discoveringPieces(pos.b, pos.black, 0, out, 0), 1);
    assert.equal(out[0], 0x44);
    const none = at('4k3/8/8/4N3/8/8/8/4K3 w - - 0 1');
    assert.equal(discoveringPieces(none.b, none.black, 0, out, 0), 0);
  });
});
