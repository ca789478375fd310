import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { MAX_PERFT_DEPTH, perft, perftDivide } from './perft.js';
import { Position } from './position.js';
import { makeFen, parseFen } from '../notation/fen.js';
import { randomPlayout } from '../../test/random.js';
import { fuzzRuns } from '../test-support/fuzz.js';

const KIWIPETE = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';

test('perft: a Result with the exact count; depth 0 is one node', () => {
  const pos = Position.initial();
  assert.deepEqual(perft(pos, 0), { ok: true, value: 1 });
  assert.deepEqual(perft(pos, 3), { ok: true, value: 8902 });
});

test('perft: a depth that is not an integer 0 … MAX_PERFT_DEPTH is a bad_depth error, at once', () => {
  const pos = Position.initial();
  for (const depth of [-1, 1.5, NaN, Infinity, MAX_PERFT_DEPTH + 1, 31, 32]) {
    const r = perft(pos, depth);
    assert.ok(!r.ok, String(depth));
    assert.equal(r.error.code, 'bad_depth');
    assert.equal(r.error.depth, depth);
    assert.match(r.error.message, new RegExp(`from 0 to ${MAX_PERFT_DEPTH}, got ${depth}`));
  }
  const divide = perftDivide(pos, 0);
  assert.ok(!divide.ok && divide.error.code === 'bad_depth');
  assert.match(divide.ok ? '' : divide.error.message, /from 1 to/);
});

// The timeout guards against a hang (a depth-15 count without the limit), not a speed target.
test('perft: a deep count stops at the node limit with the position unchanged', { timeout: 60_000 }, () => {
  const pos = Position.initial();
  for (const depth of [7, 12, MAX_PERFT_DEPTH]) {
    const r = perft(pos, depth, { maxNodes: 100_000 });
    assert.ok(!r.ok);
    assert.deepEqual(r.error, {
      code: 'node_limit',
      depth,
      maxNodes: 100_000,
      message: `perft ${depth} stopped after 100000 nodes (the node limit)`,
    });
    assert.equal(makeFen(pos), makeFen(Position.initial()), 'position restored');
  }
  // A bare-kings position deep enough to pass 2^53 with the default limit stops too.
  const kings = parseFen('4k3/8/8/8/8/8/8/4K3 w - - 0 1');
  assert.ok(kings.ok);
  const r = perft(kings.value, MAX_PERFT_DEPTH, { maxNodes: 10_000 });
  assert.ok(!r.ok && r.error.code === 'node_limit');
});

test('perft: a maxNodes that is not a safe integer is a caller bug (RangeError)', () => {
  for (const maxNodes of [-1, 0.5, Infinity, 2 ** 53]) assert.throws(() => perft(Position.initial(), 1, { maxNodes }), RangeError);
});

test('perft: the limit is exact — maxNodes = count succeeds, one node less fails (perft and divide)', () => {
  const kiwipete = parseFen(KIWIPETE);
  assert.ok(kiwipete.ok);
  const start = [Position.initial(), kiwipete.value];
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 1 }),
      fc.integer({ min: 0, max: 40 }),
      fc.integer(),
      fc.integer({ min: 0, max: 3 }),
      (which, plies, seed, depth) => {
        const { pos } = randomPlayout(start[which]!, plies, seed);
        const full = perft(pos, depth);
        assert.ok(full.ok);
        const count = full.value;
        assert.deepEqual(perft(pos, depth, { maxNodes: count }), { ok: true, value: count });
        if (count > 0) {
          const less = perft(pos, depth, { maxNodes: count - 1 });
          assert.ok(!less.ok && less.error.code === 'node_limit', `${makeFen(pos)} perft ${depth} = ${count}`);
        }
        if (depth >= 1) {
          const divide = perftDivide(pos, depth, { maxNodes: count });
          assert.ok(divide.ok);
          assert.equal(
            divide.value.reduce((s, d) => s + d.nodes, 0),
            count,
          );
          if (count > 0) assert.equal(perftDivide(pos, depth, { maxNodes: count - 1 }).ok, false);
        }
      },
    ),
    { numRuns: fuzzRuns(100) },
  );
});

test('perft: a position with no legal move counts 0 at any depth ≥ 1, even with maxNodes 0', () => {
  const mated = parseFen('rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3');
  assert.ok(mated.ok);
  for (const depth of [1, 2, MAX_PERFT_DEPTH]) assert.deepEqual(perft(mated.value, depth, { maxNodes: 0 }), { ok: true, value: 0 });
  assert.equal(perft(mated.value, 0, { maxNodes: 0 }).ok, false, 'depth 0 is one node');
});

test('perft: positions with more than 256 legal moves (set up by FEN) are counted exactly', () => {
  // Counts from chessops (an outside oracle); a 256-move buffer gave 260 instead of 1030.
  for (const [fen, counts] of [
    ['krQQQQQB/rrQ4Q/QQ5Q/Q6Q/Q6Q/Q6Q/Q6Q/QQQQQQQK w - - 0 1', [263, 1072, 265566]],
    ['qqqqqqqk/q6q/q6q/q6q/q6q/qq5q/RRq4q/KRqqqqqb w - - 0 1', [4, 1030, 9350]],
  ] as const) {
    const pos = parseFen(fen);
    assert.ok(pos.ok, fen);
    assert.deepEqual(
      [1, 2, 3].map((d) => perft(pos.value, d)),
      counts.map((n) => ({ ok: true, value: n })),
      fen,
    );
    const divide = perftDivide(pos.value, 2);
    assert.ok(divide.ok);
    assert.equal(
      divide.value.reduce((s, d) => s + d.nodes, 0),
      counts[1],
    );
  }
});
