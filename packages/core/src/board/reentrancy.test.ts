import { test } from 'node:test';
import assert from 'node:assert/strict';
import { makeFen, parseFen } from '../notation/fen.js';
import { generateLegal, MAX_LEGAL_MOVES } from './movegen.js';
import { perft, perftDivide } from './perft.js';
import { toMove, type Position } from './position.js';

const KIWIPETE = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';
// Pins, checks, e.p. and promotions (perft 3 = 9467, "position 4" of the classic suites).
const POSITION_4 = 'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1';

const position = (fen: string): Position => {
  const pos = parseFen(fen);
  assert.ok(pos.ok, fen);
  return pos.value;
};

/**
 * A perft walk that pauses after every move generation and after every move it makes: driving
 * two of them in turn interleaves two positions' generation, make/unmake and move queries.
 * At each node it also asks the position's own move API and checks it against the list.
 */
function* walk(pos: Position, depth: number, moves: Int32Array, ply = 0): Generator<void, number> {
  const start = ply * MAX_LEGAL_MOVES;
  const end = generateLegal(pos, moves, start);
  yield;
  assert.equal(pos.legalMoves().length, end - start);
  assert.equal(pos.hasLegalMove(), end > start);
  if (depth === 1) return end - start;
  let nodes = 0;
  for (let i = start; i < end; i++) {
    const m = moves[i]!;
    assert.equal(pos.findLegal(toMove(m)), m);
    pos.makeMove(m);
    yield;
    nodes += yield* walk(pos, depth - 1, moves, ply + 1);
    pos.unmakeMove(m);
  }
  return nodes;
}

/** Runs the walks in turn, one step each, until all are done; their counts in order. */
function interleave(walks: Array<Generator<void, number>>): number[] {
  const results: Array<number | undefined> = walks.map(() => undefined);
  for (let live = walks.length; live > 0;) {
    walks.forEach((w, i) => {
      if (results[i] !== undefined) return;
      const step = w.next();
      if (step.done) {
        results[i] = step.value;
        live--;
      }
    });
  }
  return results.map((r) => r!);
}

test('re-entrancy: interleaved walks of two positions count what each counts alone', () => {
  const fens = [KIWIPETE, POSITION_4, 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'];
  const alone = fens.map((fen) => perft(position(fen), 3));
  assert.deepEqual(
    alone,
    [97862, 9467, 8902].map((value) => ({ ok: true, value })),
  );
  const positions = fens.map(position);
  const counts = interleave(positions.map((pos) => walk(pos, 3, new Int32Array(3 * MAX_LEGAL_MOVES))));
  assert.deepEqual(counts, [97862, 9467, 8902]);
  positions.forEach((pos, i) => assert.equal(makeFen(pos), fens[i], 'every move was taken back'));
});

test('re-entrancy: a perft run inside another position walk does not disturb either', () => {
  const outer = position(POSITION_4);
  const inner = position(KIWIPETE);
  const expected = perftDivide(inner, 2);
  assert.ok(expected.ok);
  const walker = walk(outer, 2, new Int32Array(2 * MAX_LEGAL_MOVES));
  let step = walker.next();
  for (let steps = 0; !step.done; steps++) {
    // Between steps of the walk, whole counts on another position (and on a clone of it).
    if (steps % 25 === 0) {
      assert.deepEqual(perftDivide(inner, 2), expected);
      assert.deepEqual(perft(inner.clone(), 2), { ok: true, value: 2039 });
    }
    step = walker.next();
  }
  assert.equal(step.value, 264);
  assert.equal(makeFen(outer), POSITION_4);
});
