import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseFen } from '../notation/fen.js';
import { generateLegal, MAX_LEGAL_MOVES } from './movegen.js';
import type { Position } from './position.js';

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
