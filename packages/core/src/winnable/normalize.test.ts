import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { makeFen, parseFen } from '../notation/fen.js';
import { generateLegal } from '../board/movegen.js';
import { Position } from '../board/position.js';
import { mirrorMove, normalizeInto, normalizedCopy } from './normalize.js';

/** Positions with castling rights, an e.p. square and promotions, for the mirroring properties. */
const MIRROR_FENS = [
  'r3k2r/ppp2ppp/8/3pP3/8/8/PPP2PPP/R3K2R w KQkq d6 0 1',
  'rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2',
  '8/2P5/8/8/8/8/5p2/K6k b - - 0 1',
];

describe('normalizedCopy', () => {
  test('White as the winner: an equal, independent copy', () => {
    const pos = parseFen('r3k2r/8/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1');
    assert.ok(pos.ok);
    const copy = normalizedCopy(pos.value, 0);
    assert.equal(makeFen(copy), makeFen(pos.value));
    copy.board[0] = 0;
    assert.notEqual(makeFen(copy), makeFen(pos.value));
  });

  test('Black as the winner: ranks mirrored, colours, turn, castling and e.p. swapped', () => {
    const pos = parseFen('r3k2r/8/8/3pP3/8/8/8/R3K1R1 w Qkq d6 0 1');
    assert.ok(pos.ok);
    assert.equal(makeFen(normalizedCopy(pos.value, 1)), 'r3k1r1/8/8/8/3Pp3/8/8/R3K2R b KQq d3 0 1');
  });

  test('mirroring the moves: the legal moves of the mirrored position are the mirrored legal moves', () => {
    fc.assert(
      fc.property(fc.constantFrom(...MIRROR_FENS), (fen) => {
        const pos = parseFen(fen);
        assert.ok(pos.ok);
        const a = new Int32Array(256);
        const b = new Int32Array(256);
        const n = generateLegal(pos.value, a, 0);
        const m = generateLegal(normalizedCopy(pos.value, 1), b, 0);
        assert.equal(n, m);
        const mirrored = new Set(Array.from(b.subarray(0, m), (x) => mirrorMove(x, true)));
        for (const x of a.subarray(0, n)) assert.ok(mirrored.has(x));
      }),
    );
  });

  test('normalizeInto, into a used position: the board mirrored, and the sets, kings and hash refresh() computes from it', () => {
    const used = Position.empty();
    fc.assert(
      fc.property(
        fc.constantFrom(...MIRROR_FENS, '4k3/8/8/8/8/8/8/4K2R w K - 0 1'),
        fc.array(fc.nat(), { maxLength: 24 }),
        fc.constantFrom(0, 1),
        (fen, picks, winner) => {
          const start = parseFen(fen);
          assert.ok(start.ok);
          const pos = start.value.clone();
          const moves = new Int32Array(256);
          for (const pick of picks) {
            const n = generateLegal(pos, moves, 0);
            if (n === 0) break;
            pos.makeMove(moves[pick % n]!);
          }
          // `used` still holds the previous case's position, with moves made on it.
          const out = normalizeInto(pos, winner, used);
          // The board by definition: for Black, ranks flipped and colours swapped.
          const mirror = winner === 1 ? 0x70 : 0;
          for (let sq = 0; sq < 128; sq = (sq + 9) & ~8) {
            const p = pos.board[sq]!;
            assert.equal(out.board[sq ^ mirror], p === 0 ? 0 : p ^ (winner << 3));
          }
          assert.equal(out.side, pos.side ^ winner);
          assert.equal(out.ep, pos.ep < 0 ? -1 : pos.ep ^ mirror);
          // Castling rights: White's and Black's bits exchanged for Black; the counters kept.
          const c = pos.castle;
          assert.equal(out.castle, winner === 1 ? ((c & 3) << 2) | ((c >> 2) & 3) : c);
          assert.deepEqual([out.half, out.full], [pos.half, pos.full]);
          // The derived state as a full recomputation from that board finds it.
          const expected = out.clone();
          expected.refresh();
          assert.deepEqual(Array.from(out.occupied), Array.from(expected.occupied));
          assert.deepEqual(Array.from(out.kings), Array.from(expected.kings));
          assert.deepEqual([out.hashLo, out.hashHi], [expected.hashLo, expected.hashHi]);
          const n = generateLegal(used, moves, 0);
          if (n > 0) used.makeMove(moves[0]!);
        },
      ),
      { numRuns: 300 },
    );
  });
});
