import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { ROLES } from '../types.js';
import { Position } from './position.js';
import { from88, moveFrom, moveTo } from './constants.js';
import { MAX_MOVE_COUNTER } from './setup.js';
import { makeFen } from '../notation/fen.js';
import { parseSan } from '../notation/san.js';
import { prng, randomPlayout } from '../../test/random.js';
import { at } from '../../test/fixtures.js';

const playSan = (pos: Position, ...sans: string[]): void => {
  for (const san of sans) {
    const m = parseSan(pos, san);
    if (!m.ok) throw new Error(m.error.message);
    pos.play(m.value);
  }
};

test('FIDE 9.2.3: an e.p. square counts only when the capture is legal', () => {
  // Black's d5 next to white's e5: e.p. possible once, then the same placement recurs without it.
  const pos = at('4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1');
  playSan(pos, 'd5');
  const withEp = pos.repetitionKey();
  assert.equal(makeFen(pos).split(' ')[3], 'd6');
  playSan(pos, 'Ke2', 'Ke7', 'Ke1', 'Ke8');
  assert.equal(makeFen(pos).split(' ')[0], '4k3/8/8/3pP3/8/8/8/4K3');
  assert.notEqual(pos.repetitionKey(), withEp, 'same placement without e.p. is a different position');
});

test('FIDE 9.2.3: a double step with no pawn able to capture changes nothing', () => {
  const a = at('4k3/3p4/8/8/8/8/8/4K3 b - - 0 1');
  playSan(a, 'd5');
  const b = at('4k3/8/8/3p4/8/8/8/4K3 w - - 0 1');
  assert.equal(a.repetitionKey(), b.repetitionKey());
});

test('FIDE 9.2.3: an e.p. capture that would expose the king does not count', () => {
  // After ...d5 the white pawn on e5 is pinned along the rank by the rook on a5.
  const pinned = at('4k3/3p4/8/r3P2K/8/8/8/8 b - - 0 1');
  playSan(pinned, 'd5');
  assert.equal(makeFen(pinned).split(' ')[3], 'd6', 'the square is recorded');
  const same = at('4k3/8/8/r2pP2K/8/8/8/8 w - - 0 1');
  assert.equal(pinned.repetitionKey(), same.repetitionKey());
});

test('castling rights and side to move are part of the identity', () => {
  const a = at('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1');
  const b = at('r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1');
  const c = at('r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1');
  assert.equal(new Set([a.repetitionKey(), b.repetitionKey(), c.repetitionKey()]).size, 3);
  assert.equal(a.zobrist() !== b.zobrist(), true);
});

test('property: make/unmake restores everything, and incremental hashes equal fresh ones', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 150 }), fc.integer(), (plies, seed) => {
      const { pos } = randomPlayout(Position.initial(), plies, seed);
      const fen = makeFen(pos);
      const key = pos.repetitionKey();
      const copy = pos.clone();
      for (const move of pos.legalMoves()) {
        const m = pos.findLegal(move);
        pos.makeMove(m);
        assert.equal(pos.repetitionKey(), at(makeFen(pos)).repetitionKey());
        pos.unmakeMove(m);
        assert.equal(makeFen(pos), fen);
        assert.equal(pos.repetitionKey(), key);
      }
      assert.equal(makeFen(copy), fen, 'a clone has the state of the ply it was made at');
      assert.equal(copy.repetitionKey(), key);
      copy.play(copy.legalMoves()[0] ?? { from: 0, to: 0 });
      assert.equal(makeFen(pos), fen, 'a clone is independent');
      // Forgetting the history keeps the state, and moves are made and taken back from there.
      pos.forgetHistory();
      assert.equal(makeFen(pos), fen);
      assert.equal(pos.repetitionKey(), key);
      const first = pos.legalMoves()[0];
      if (first !== undefined) {
        const m = pos.findLegal(first);
        pos.makeMove(m);
        pos.unmakeMove(m);
        assert.equal(makeFen(pos), fen);
        assert.equal(pos.repetitionKey(), key);
      }
    }),
    { numRuns: 200 },
  );
});

test('property: hashes and counters computed on their first read, after any walk of moves made and taken back unread, are right', () => {
  // Starts rich in special moves: castling both ways, promotions with captures, en passant.
  const starts = [
    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
    'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
    'n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1',
    'r3k2r/8/8/2pP4/8/8/6p1/R3K2R w KQkq c6 0 1',
    // Counters at their cap (MAX_MOVE_COUNTER): they stay there.
    `r3k2r/8/8/8/8/8/8/R3K2R b KQkq - ${MAX_MOVE_COUNTER - 1} ${MAX_MOVE_COUNTER - 1}`,
  ];
  fc.assert(
    fc.property(fc.constantFrom(...starts), fc.integer(), fc.integer({ min: 20, max: 300 }), (fen, seed, steps) => {
      const rng = prng(seed);
      const pos = at(fen);
      const made: number[] = [];
      // The counters by ply, kept here from the rules (FIDE 9.3: a capture or a pawn's move
      // starts the half-move count again; the move number grows after Black's move).
      const counters: [number, number][] = [[pos.halfmoves, pos.fullmoves]];
      const make = (m: number): void => {
        const [half, full] = counters[counters.length - 1]!;
        const mover = pos.pieceAt(from88(moveFrom(m)))!;
        const resets = mover.role === 'pawn' || pos.pieceAt(from88(moveTo(m))) !== undefined;
        const cap = (n: number): number => Math.min(n, MAX_MOVE_COUNTER);
        counters.push([resets ? 0 : cap(half + 1), mover.color === 'black' ? cap(full + 1) : full]);
        pos.makeMove(m);
        made.push(m);
      };
      const unmake = (): void => {
        pos.unmakeMove(made.pop()!);
        counters.pop();
      };
      for (let i = 0; i < steps; i++) {
        const roll = rng.next();
        if (roll < 0.15) {
          // Read: the lazily computed key must be the one a fresh position computes.
          assert.equal(pos.repetitionKey(), at(makeFen(pos)).repetitionKey(), `after ${made.length} plies from ${fen}`);
        } else if (roll < 0.2) {
          assert.deepEqual([pos.halfmoves, pos.fullmoves], counters[counters.length - 1], `after ${made.length} plies from ${fen}`);
        } else if (roll < 0.45 && made.length > 0) {
          unmake();
        } else {
          const legal = pos.legalMoves();
          if (legal.length === 0) {
            if (made.length > 0) unmake();
            continue;
          }
          make(pos.findLegal(legal[rng.int(legal.length)]!));
        }
      }
      // Writes at a ply whose hash is pending keep the meaning they had with eager hashes: the
      // castling rights' setter leaves the hash alone, a hash write changes only that ply. Each
      // begins with a move made, so that the ply is pending; any read of `pos` would settle it,
      // so the position expected after the move comes from a clone.
      const pending = (): Position => {
        const legal = pos.legalMoves();
        if (legal.length === 0) return at(makeFen(pos));
        const m = pos.findLegal(legal[rng.int(legal.length)]!);
        const after = pos.clone();
        after.makeMove(m);
        make(m);
        return at(makeFen(after));
      };
      const fresh = pending();
      pos.castle = fresh.castle ^ 1;
      assert.equal(pos.hashLo, fresh.hashLo, 'castling rights set at a pending ply');
      assert.equal(pos.castle, fresh.castle ^ 1, 'the rights set are kept');
      pos.castle = fresh.castle;
      // Each counter set at a pending ply of its own (a setter settles the ply).
      const settled = pending();
      pos.half = 7;
      assert.deepEqual([pos.halfmoves, pos.fullmoves], [7, settled.fullmoves], 'a half-move count set at a pending ply is kept');
      counters[counters.length - 1] = [7, settled.fullmoves];
      pending();
      pos.full = 9;
      assert.equal(pos.fullmoves, 9, 'a move number set at a pending ply is kept');
      counters[counters.length - 1] = [pos.halfmoves, 9];
      const fresher = pending();
      pos.hashHi = fresher.hashHi ^ 0x1234;
      assert.equal(pos.hashLo, fresher.hashLo, 'a hash write at a pending ply');
      assert.equal(pos.hashHi, fresher.hashHi ^ 0x1234);
      pos.hashHi ^= 0x1234;
      const freshest = pending();
      assert.equal(pos.clone().repetitionKey(), freshest.repetitionKey(), 'a clone of a pending ply');
      while (made.length > 0) unmake();
      assert.equal(pos.repetitionKey(), at(fen).repetitionKey(), 'back at the start');
      // Forgetting the history at a pending ply keeps its hash.
      let last = at(fen);
      for (let i = 0; i < 6; i++) last = pending();
      pos.forgetHistory();
      assert.equal(pos.repetitionKey(), last.repetitionKey(), 'the history forgotten at a pending ply');
    }),
    { numRuns: 300 },
  );
});

test('property: a whole game taken back move by move passes through every position it reached', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 200 }), fc.integer(), (plies, seed) => {
      // The positions' FENs and keys on the way (the ply stack grows past its first 16 records).
      const { moves } = randomPlayout(Position.initial(), plies, seed);
      const pos = Position.initial();
      const seen: [string, number][] = [];
      const made: number[] = [];
      for (const move of moves) {
        seen.push([makeFen(pos), pos.repetitionKey()]);
        const m = pos.findLegal(move);
        made.push(m);
        pos.makeMove(m);
      }
      for (let i = made.length - 1; i >= 0; i--) {
        pos.unmakeMove(made[i]!);
        assert.deepEqual([makeFen(pos), pos.repetitionKey()], seen[i]);
      }
    }),
    { numRuns: 100 },
  );
});

/** The colour and role sets `Position.occupied` must hold, computed from the board. */
function occupiedOfBoard(pos: Position): number[] {
  const sets = new Array<number>(16).fill(0);
  for (let sq = 0; sq < 64; sq++) {
    const piece = pos.pieceAt(sq);
    if (piece === undefined) continue;
    sets[(piece.color === 'white' ? 0 : 2) + (sq >> 5)]! |= 1 << (sq & 31);
    // Roles after the colours: pawn at 4, knight at 6, … king at 14.
    sets[4 + 2 * ROLES.indexOf(piece.role) + (sq >> 5)]! |= 1 << (sq & 31);
  }
  return sets;
}

test('property: the colour and role sets follow every make and unmake, legal or not', () => {
  const starts = [
    Position.initial(),
    at('r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'),
    at('r3k2r/1P4P1/8/2pP4/8/8/1p4p1/R3K2R w KQkq c6 0 1'),
    at('kP6/8/8/8/8/8/8/K2q3p w - - 0 1', true),
  ];
  fc.assert(
    fc.property(fc.integer({ min: 0, max: starts.length - 1 }), fc.integer({ min: 0, max: 60 }), fc.integer(), (which, plies, seed) => {
      const rng = prng(seed);
      const pos = starts[which]!.clone();
      for (let i = 0; i < plies; i++) {
        // Mostly legal moves; now and then any physically possible one (a king left in check, a
        // king or an own piece taken), as over the board.
        if (rng.int(4) === 0) {
          const from = rng.int(64);
          const to = rng.int(64);
          const move = rng.int(2) === 0 ? { from, to, promotion: 'queen' as const } : { from, to };
          if (!pos.playUnchecked(move) && !pos.playUnchecked({ from, to })) continue;
        } else {
          const legal = pos.legalMoves();
          if (legal.length === 0) break;
          pos.play(legal[rng.int(legal.length)]!);
        }
        assert.deepEqual([...pos.occupied], occupiedOfBoard(pos), `after ${makeFen(pos)}`);
      }
      // And every move from here, made and taken back.
      const before = [...pos.occupied];
      for (const move of pos.legalMoves()) {
        const m = pos.findLegal(move);
        pos.makeMove(m);
        assert.deepEqual([...pos.occupied], occupiedOfBoard(pos), `after ${makeFen(pos)}`);
        pos.unmakeMove(m);
      }
      assert.deepEqual([...pos.occupied], before);
      assert.deepEqual([...pos.clone().occupied], before, 'a copy has the same sets');
    }),
    { numRuns: 300 },
  );
});

test('an unchecked castling with a piece between king and rook moves the king alone (FIDE 3.8.2.2)', () => {
  // Found by the property above: the rook used to land on the bishop and the sets lost f1.
  const pos = at('r1bqkb1r/1p1pp3/n7/p5pp/P4p1P/N1P3P1/1P1PpP2/R1B1KB1R w Kq - 0 13');
  assert.equal(pos.playUnchecked({ from: 4, to: 6 }), true);
  assert.equal(makeFen(pos), 'r1bqkb1r/1p1pp3/n7/p5pp/P4p1P/N1P3P1/1P1PpP2/R1B2BKR b q - 1 13');
  assert.deepEqual([...pos.occupied], occupiedOfBoard(pos));
  // Queen's side: a knight on b1 is enough to stop the rook.
  const q = at('r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1');
  assert.equal(q.playUnchecked({ from: 4, to: 2 }), true);
  assert.equal(makeFen(q).split(' ')[0], 'r3k2r/8/8/8/8/8/8/RNK4R');
  assert.deepEqual([...q.occupied], occupiedOfBoard(q));
  // With the way clear, the same two-square move (here through check) is a castling.
  const c = at('r3k2r/8/8/8/8/8/4p3/R3K2R w KQkq - 0 1');
  assert.equal(c.playUnchecked({ from: 4, to: 6 }), true);
  assert.equal(makeFen(c).split(' ')[0], 'r3k2r/8/8/8/8/8/4p3/R4RK1');
});

test('pieces, kingSquare and attacks as seen from outside', () => {
  const pos = Position.initial();
  assert.equal(pos.pieces().length, 32);
  assert.deepEqual(pos.pieceAt(4), { role: 'king', color: 'white' });
  assert.equal(pos.kingSquare('black'), 60);
  assert.equal(pos.isAttacked(20, 'white'), true);
  assert.equal(pos.isAttacked(28, 'white'), false);
});
