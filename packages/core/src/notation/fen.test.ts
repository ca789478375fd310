import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { parseFen, parseFenTolerant, parseSetup, makeFen, INITIAL_FEN, type FenField } from './fen.js';
import { MAX_MOVE_COUNTER } from '../board/setup.js';
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
  ['4k3/8/8/8/8/8/8/4K3 w - - 2147483648 1', 'halfmoves', 'a halfmove clock past MAX_MOVE_COUNTER'],
  ['4k3/8/8/8/8/8/8/4K3 w - - 0 99999999999', 'fullmoves', 'an eleven-digit move number'],
  ['4k3/8/8/8/8/8/8/4K3 w - - +1 1', 'halfmoves', 'a signed counter'],
  ['rnbqkbnrp/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 'board', 'a piece after eight squares (hostile: rnbqkbnrp)'],
  ['4k3/8/8/8/8/8/8p/4K3 w - - 0 1', 'board', 'a piece after a full rank (hostile: 8p)'],
  ['4k3/8/8/8/8/8/8/4K3K w - - 0 1', 'board', 'a second king past the eighth square (hostile: 4K3K)'],
  ['4\u212a3/8/8/8/8/8/8/4K3 w - - 0 1', 'board', 'the Kelvin sign U+212A for a king'],
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

test('a rank longer than eight squares is refused, saying how many it covers', () => {
  const r = parseFen('4k3/8/8/8/8/8/8/4K3K w - - 0 1');
  assert.ok(!r.ok);
  assert.match(r.error.message, /rank 1 \("4K3K"\) covers 9 squares, not 8/);
  const long = parseFen('4k3/8/8/8/8/8/8/8p w - - 0 1');
  assert.ok(!long.ok);
  assert.match(long.error.message, /covers 9 squares/);
});

test('error messages show hostile values as one escaped, bounded line', () => {
  const r = parseFen(`4k3/8/8/8/8/8/8/4K3 w - - 0 1${'\n'}x`);
  assert.ok(!r.ok);
  const big = parseFen(`${'x'.repeat(100_000)} w - - 0 1`);
  assert.ok(!big.ok);
  assert.ok(big.error.message.length < 200, big.error.message.slice(0, 300));
  const nl = parseFen('4k3/8/8/8/8/8/8/4K3 \u2028 - - 0 1');
  assert.ok(!nl.ok);
  for (const m of [big.error.message, nl.error.message]) assert.doesNotMatch(m, /[\n\r\u2028]/);
});

test('the move counters: one limit for reading and playing (MAX_MOVE_COUNTER)', () => {
  const top = parseFen(`4k3/8/8/8/8/8/8/4K2R b - - ${MAX_MOVE_COUNTER} ${MAX_MOVE_COUNTER}`);
  assert.ok(top.ok);
  const pos = top.value;
  for (const uci of [
    { from: 60, to: 59 },
    { from: 7, to: 15 },
  ])
    assert.ok(pos.play(uci));
  const fen = makeFen(pos);
  assert.equal(fen, `3k4/8/8/8/8/8/7R/4K3 b - - ${MAX_MOVE_COUNTER} ${MAX_MOVE_COUNTER}`, 'counters stay at the limit');
  assert.ok(parseFen(fen).ok, 'and the FEN reads back');
  // The hostile 12_fullmove_overflow case: 99999 used to become an unreadable 100000.
  const old = parseFen('4k3/8/8/8/8/8/8/4K2R b - - 0 99999');
  assert.ok(old.ok);
  assert.ok(old.value.play({ from: 60, to: 59 }));
  assert.equal(makeFen(old.value).split(' ')[5], '100000');
  assert.ok(parseFen(makeFen(old.value)).ok);
});

test('tolerant parsing accepts what only an uncaught illegal move produces', () => {
  for (const fen of ['4k3/8/8/8/8/8/8/4R1K1 w - - 0 1', '4k2P/8/8/8/8/8/8/4K3 b - - 0 1', '8/8/8/8/8/8/8/4K3 b - - 0 1']) {
    assert.ok(!parseFen(fen).ok, fen);
    const pos = parseFenTolerant(fen);
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

test('parseSetup reads any well-formed FEN, legal or not, and makeFen writes it back', () => {
  for (const fen of ['8/8/8/8/8/8/8/8 w KQkq e3 0 1', 'KKKKKKKK/pppppppp/8/8/8/8/8/8 b - - 7 9', INITIAL_FEN]) {
    const setup = parseSetup(fen);
    assert.ok(setup.ok, fen);
    assert.equal(makeFen(setup.value), fen);
  }
});
