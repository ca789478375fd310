import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { parseFen, parseUci, type Position } from '@flagfall/core';
import { frozenClock, legalUci, randomGame } from '../../test/support.js';
import { loadGame } from '../board/game.js';
import { Searcher } from './searcher.js';
import type { SearchLimits, SearchOutcome } from './types.js';

function run(
  fen: string | null,
  moves: readonly string[],
  limits: Omit<SearchLimits, 'now'>,
  searcher = new Searcher({ hashMb: 4 }),
): SearchOutcome {
  const game = loadGame(fen, moves);
  assert.ok(game.ok, game.ok ? '' : game.error.message);
  const outcome = searcher.run(game.value, { now: frozenClock(), ...limits });
  assert.ok(outcome !== null, 'a legal move exists');
  return outcome;
}

function position(fen: string): Position {
  const pos = parseFen(fen);
  assert.ok(pos.ok, fen);
  return pos.value;
}

function played(fen: string, uci: string): Position {
  const pos = position(fen);
  const move = parseUci(uci);
  assert.ok(move.ok && pos.play(move.value), `${uci} is legal in ${fen}`);
  return pos;
}

// The rules core is the oracle: a move mates when the core says the position after it is checkmate.
const mateInOne = (pos: Position): boolean =>
  pos.legalMoves().some((m) => {
    const next = pos.clone();
    next.play(m);
    return next.isCheckmate();
  });

describe('mates', () => {
  const MATE_IN_ONE = [
    'r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 2 3',
    '6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1',
    'rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2',
    '7k/5P2/6K1/8/8/8/8/8 w - - 0 1',
  ];
  for (const fen of MATE_IN_ONE) {
    test(`mate in 1 is found and reported as mate in 1: ${fen}`, () => {
      const out = run(fen, [], { maxDepth: 4 });
      assert.ok(played(fen, out.uci).isCheckmate(), `${out.uci} mates`);
      assert.equal(out.mateIn, 1);
    });
  }

  // Each has one winning first move; after it, the core finds a mate in one against every reply.
  const MATE_IN_TWO = [
    'r2qkb1r/pp2nppp/3p4/2pNN1B1/2BnP3/3P4/PPP2PPP/R2bK2R w KQkq - 1 1',
    'kbK5/pp6/1P6/8/8/8/8/R7 w - - 0 1',
    'r1bq2r1/b4pk1/p1pp1p2/1p2pP2/1P2P1PB/3P4/1PPQ2P1/R3K2R w - - 0 1',
    'r6k/6pp/7N/8/8/1Q6/8/6K1 w - - 0 1',
    '6k1/8/1q6/8/8/7n/6PP/R6K b - - 0 1',
  ];
  for (const fen of MATE_IN_TWO) {
    test(`mate in 2 is found (the core checks every defence): ${fen}`, () => {
      const out = run(fen, [], { maxDepth: 6 });
      assert.equal(out.mateIn, 2);
      const after = played(fen, out.uci);
      const replies = after.legalMoves();
      assert.ok(replies.length > 0);
      for (const reply of replies) {
        const next = after.clone();
        next.play(reply);
        assert.ok(mateInOne(next), `after ${out.uci}, the reply leaves a mate in one`);
      }
    });
  }

  test('the side being mated sees it: mated in 1 is reported as −1', () => {
    // White can only push the a-pawn; then ...Qh2 (guarded by the rook) mates.
    const out = run('6k1/8/8/8/8/6q1/P4r2/7K w - - 0 1', [], { maxDepth: 4 });
    assert.equal(out.mateIn, -1);
  });
});

describe('draws inside the search', () => {
  test('the losing side repeats a position of the game: the repetition scores 0 and is chosen', () => {
    // The kings shuffled h1-g1-h1 and a8-b8-a8; Kg1 now repeats the position after White's first move.
    const out = run('k7/8/8/8/8/8/1q6/7K w - - 0 1', ['h1g1', 'a8b8', 'g1h1', 'b8a8'], { maxDepth: 5 });
    assert.equal(out.uci, 'h1g1');
    assert.equal(out.score, 0);
  });

  test('without that game history the same position is lost', () => {
    const out = run('k7/8/8/8/8/8/1q6/7K w - - 0 1', [], { maxDepth: 5 });
    assert.ok(out.score < -500, String(out.score));
  });

  test('for the winning side, the root move that repeats scores exactly 0 (and is not played)', () => {
    const out = run('7k/8/8/8/8/8/2Q5/K7 w - - 0 1', ['a1b1', 'h8g8', 'b1a1', 'g8h8'], { maxDepth: 4, rootMarginCp: 5000 });
    const repeat = out.rootMoves.find((m) => m.uci === 'a1b1');
    assert.ok(repeat?.exact);
    assert.equal(repeat.score, 0);
    assert.notEqual(out.uci, 'a1b1');
    assert.ok(out.score > 500);
  });

  test('50-move rule: with the counter at 99 and no mate, capture or pawn move, every line is a draw', () => {
    const out = run('8/8/8/4k3/8/8/8/K6Q w - - 99 80', [], { maxDepth: 5 });
    assert.equal(out.score, 0);
  });

  test('50-move rule: a mate on the hundredth ply still wins (FIDE 9.3 gives way to mate)', () => {
    const out = run('k7/8/1K6/8/8/8/7Q/8 w - - 99 80', [], { maxDepth: 3 });
    assert.ok(played('k7/8/1K6/8/8/8/7Q/8 w - - 99 80', out.uci).isCheckmate());
    assert.equal(out.mateIn, 1);
  });

  test('50-move rule: a capture resets the counter, so taking the knight keeps the win', () => {
    const out = run('k7/8/8/3n4/8/8/8/K2Q4 w - - 99 80', [], { maxDepth: 4 });
    assert.equal(out.uci, 'd1d5');
    assert.ok(out.score > 500, String(out.score));
  });
});

describe('winning without stalemate', () => {
  // Oracle: the core says whether the position after each move is stalemate or checkmate.
  const STARTS = ['k7/8/1Q6/8/8/8/8/7K w - - 0 1', '8/8/8/4k3/8/8/Q7/4K3 w - - 0 1', '8/8/8/8/8/2k5/8/K6R w - - 0 1'];
  for (const fen of STARTS) {
    test(`the stronger side never stalemates and mates within 40 moves: ${fen}`, () => {
      const pos = position(fen);
      const searcher = new Searcher({ hashMb: 4 });
      const defender = new Searcher({ hashMb: 4 });
      const moves: string[] = [];
      for (let ply = 0; ply < 80 && !pos.isCheckmate(); ply++) {
        const side = ply % 2 === 0 ? searcher : defender;
        const out = run(fen, moves, { maxNodes: ply % 2 === 0 ? 40_000 : 4_000 }, side);
        const move = parseUci(out.uci);
        assert.ok(move.ok && pos.play(move.value), `${out.uci} legal`);
        moves.push(out.uci);
        assert.ok(!pos.isStalemate(), `stalemate after ${moves.join(' ')}`);
      }
      assert.ok(pos.isCheckmate(), `mated after ${moves.join(' ')}`);
    });
  }
});

describe('robustness', () => {
  test('the move is always legal, from any position a random game reaches, under any node limit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 160 }),
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.integer({ min: 1, max: 3_000 }),
        (plies, seed, nodes) => {
          const { position: pos, moves } = randomGame(plies, seed);
          const game = loadGame(null, moves);
          assert.ok(game.ok);
          const out = new Searcher({ hashMb: 1 }).run(game.value, { now: frozenClock(), maxNodes: nodes, maxDepth: 6 });
          const legal = legalUci(pos);
          if (legal.length === 0) assert.equal(out, null);
          else assert.ok(out !== null && legal.includes(out.uci), `${out?.uci ?? 'none'} in ${legal.join(' ')}`);
        },
      ),
      { numRuns: 150 },
    );
  });

  test('searches are re-entrant: a search run inside another one (from its callback) changes neither result', () => {
    const alone = run(null, ['e2e4', 'e7e5', 'g1f3'], { maxDepth: 5 });
    const otherAlone = run('r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4', [], { maxDepth: 4 });
    let nested: SearchOutcome | undefined;
    const outer = run(null, ['e2e4', 'e7e5', 'g1f3'], {
      maxDepth: 5,
      onIteration: (info) => {
        if (info.depth === 3) nested = run('r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4', [], { maxDepth: 4 });
      },
    });
    assert.deepEqual([outer.uci, outer.score, outer.nodes], [alone.uci, alone.score, alone.nodes]);
    assert.deepEqual([nested?.uci, nested?.score, nested?.nodes], [otherAlone.uci, otherAlone.score, otherAlone.nodes]);
  });

  test('a node limit holds and a stop request ends the search at its next poll, still with a legal move', () => {
    const limited = run(null, [], { maxNodes: 5_000 });
    assert.ok(limited.nodes <= 5_000, String(limited.nodes));
    let polls = 0;
    const stopped = run(null, [], { shouldStop: () => ++polls >= 3 });
    assert.ok(stopped.nodes <= 3 * 1024 + 1, String(stopped.nodes));
    assert.ok(legalUci(position('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1')).includes(stopped.uci));
  });

  test('iterations report depth, score, nodes and a legal principal variation that starts with the best move', () => {
    const infos: { depth: number; pv: readonly string[] }[] = [];
    const out = run(null, ['d2d4'], { maxDepth: 5, onIteration: (i) => infos.push(i) });
    assert.deepEqual(
      infos.map((i) => i.depth),
      [1, 2, 3, 4, 5],
    );
    const last = infos[infos.length - 1]!;
    assert.equal(last.pv[0], out.uci);
    const game = loadGame(null, ['d2d4', ...last.pv]);
    assert.ok(game.ok, 'the PV plays legally');
  });
});
