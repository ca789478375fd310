import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { parseFen, makeFen, INITIAL_FEN, type FenField } from './fen.js';
import { Position } from '../board/position.js';
import { randomPlayout } from '../../test/random.js';

test('the initial FEN parses to the initial position and prints back unchanged', () => {
  const pos = parseFen(INITIAL_FEN);
  assert.ok(pos.ok);
  assert.equal(makeFen(pos.value), INITIAL_FEN);
  assert.equal(makeFen(Position.initial()), INITIAL_FEN);
  assert.equal(pos.value.repetitionKey(), Position.initial().repetitionKey());
});

test('four-field EPD positions default the counters to 0 and 1', () => {
  const pos = parseFen('4k3/8/8/8/8/8/8/4K3 b - -');
  assert.ok(pos.ok);
  assert.equal(makeFen(pos.value), '4k3/8/8/8/8/8/8/4K3 b - - 0 1');
});

const refusals: Array<[string, FenField, string]> = [
  ['', 'fen', 'no fields'],
  ['8/8/8/8/8/8/8/8 w - - 0', 'fen', 'five fields'],
  ['8/8/8/8/8/8/8 w - - 0 1', 'board', 'seven ranks'],
  ['4k3/8/8/8/8/8/8/4K2X w - - 0 1', 'board', 'unknown piece'],
  ['4k3/8/8/8/8/8/8/4K4 w - - 0 1', 'board', 'nine squares on a rank'],
  ['4k3/8/8/8/8/8/8/4K2 w - - 0 1', 'board', 'seven squares on a rank'],
  ['4k3/8/8/8/8/8/8/4K3 x - - 0 1', 'turn', 'bad side to move'],
  ['4k3/8/8/8/8/8/8/4K3 w KQ - 0 1', 'castling', 'rights without rooks'],
  ['r3k2r/8/8/8/8/8/8/R3K2R w KKq - 0 1', 'castling', 'repeated right'],
  ['4k3/8/8/8/4P3/8/8/4K3 w - e3 0 1', 'ep', 'e.p. square on the wrong rank for the side to move'],
  ['4k3/8/8/8/8/8/8/4K3 b - e3 0 1', 'ep', 'e.p. square with no pawn that just moved'],
  ['4k3/8/8/8/8/8/8/4K3 w - - x 1', 'halfmoves', 'non-numeric halfmove clock'],
  ['4k3/8/8/8/8/8/8/4K3 w - - 0 0', 'fullmoves', 'fullmove number 0'],
  ['8/8/8/8/8/8/8/4K3 w - - 0 1', 'kings', 'missing black king'],
  ['4k3/8/8/8/8/8/8/3KK3 w - - 0 1', 'kings', 'two white kings'],
  ['4k3/8/8/8/8/8/8/P3K3 w - - 0 1', 'pawns', 'pawn on the first rank'],
  ['4k3/8/8/8/8/8/8/4R1K1 w - - 0 1', 'check', 'the side not to move is in check'],
];
for (const [fen, field, what] of refusals) {
  test(`refuses a FEN with ${what} (field ${field})`, () => {
    const r = parseFen(fen);
    assert.ok(!r.ok, 'should be refused');
    assert.equal(r.error.code, 'bad_fen');
    assert.equal(r.error.field, field);
    assert.match(r.error.message, new RegExp(`bad FEN ${field}`));
  });
}

test('tolerant parsing accepts what only an uncaught illegal move produces', () => {
  for (const fen of ['4k3/8/8/8/8/8/8/4R1K1 w - - 0 1', '4k2P/8/8/8/8/8/8/4K3 b - - 0 1', '8/8/8/8/8/8/8/4K3 b - - 0 1']) {
    assert.ok(!parseFen(fen).ok, fen);
    const pos = parseFen(fen, { tolerant: true });
    assert.ok(pos.ok, fen);
    assert.equal(makeFen(pos.value), fen);
  }
});

test('property: makeFen ∘ parseFen is the identity on positions reached by play', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 120 }), fc.integer(), (plies, seed) => {
      const { pos } = randomPlayout(Position.initial(), plies, seed);
      const fen = makeFen(pos);
      const back = parseFen(fen);
      assert.ok(back.ok, fen);
      assert.equal(makeFen(back.value), fen);
      assert.equal(back.value.repetitionKey(), pos.repetitionKey(), 'incremental and fresh hashes agree');
    }),
    { numRuns: 400 },
  );
});
