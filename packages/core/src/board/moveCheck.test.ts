/** Tolerant positions for over-the-board arbitration: continuing after uncaught illegal moves. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkMove, kingCaptures, type IllegalReason } from './moveCheck.js';
import { Position } from './position.js';
import { makeFen } from '../notation/fen.js';
import { makeUci } from '../notation/uci.js';
import { at, uci } from '../../test/fixtures.js';

const reasons: Array<[string, string, IllegalReason | 'legal']> = [
  ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 'e2e4', 'legal'],
  ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 'e3e4', 'no_piece'],
  ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 'e7e5', 'not_your_piece'],
  ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 'd1d2', 'own_piece_on_target'],
  ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 'g1g3', 'wrong_pattern'],
  ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 'e2e5', 'wrong_pattern'],
  ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 'e2d3', 'wrong_pattern'],
  ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 'f1c4', 'path_blocked'],
  ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 'a1a3', 'path_blocked'],
  ['rnbqkbnr/pppppppp/8/8/8/4p3/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 'e2e4', 'path_blocked'],
  ['rnbqkbnr/pppppppp/8/8/8/4p3/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 'e2e3', 'path_blocked'],
  ['4k3/8/8/8/8/8/4r3/4K3 w - - 0 1', 'e1d1', 'legal'],
  ['4k3/8/8/8/8/8/4r3/4K3 w - - 0 1', 'e1f1', 'legal'],
  ['4k3/8/8/8/8/8/3r4/4K3 w - - 0 1', 'e1d2', 'legal'],
  ['4k3/8/8/8/8/8/3r4/4K3 w - - 0 1', 'e1e2', 'own_king_in_check'],
  ['4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1', 'e2d3', 'own_king_in_check'],
  ['4k3/8/8/8/8/8/8/r3K2R w K - 0 1', 'e1g1', 'castling_not_allowed'],
  ['4k3/8/8/8/8/8/8/4K2R w - - 0 1', 'e1g1', 'castling_not_allowed'],
  ['4k3/8/8/8/8/8/8/4KN1R w K - 0 1', 'e1g1', 'path_blocked'],
  ['4k3/8/8/8/8/8/5r2/4K2R w K - 0 1', 'e1g1', 'castling_not_allowed'],
  ['4k3/8/8/8/8/8/6r1/4K2R w K - 0 1', 'e1g1', 'own_king_in_check'],
  ['4k3/8/8/8/8/8/8/4K2R w K - 0 1', 'e1g1', 'legal'],
  ['4k3/4P3/8/8/8/8/8/4K3 w - - 0 1', 'e7e8', 'path_blocked'],
  ['3k4/4P3/8/8/8/8/8/4K3 w - - 0 1', 'e7e8', 'unpromoted_pawn'],
  ['3k4/8/4P3/8/8/8/8/4K3 w - - 0 1', 'e6e7q', 'bad_promotion'],
  ['3k4/4P3/8/8/8/8/8/4K3 w - - 0 1', 'e7e8q', 'legal'],
  ['4k3/8/8/8/8/8/8/4R1K1 w - - 0 1', 'e1e8', 'captures_king'],
  ['4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1', 'd4e3', 'legal'],
  ['4k3/8/8/8/3pP3/8/8/4K3 b - - 0 1', 'd4e3', 'wrong_pattern'],
  ['8/8/8/8/k2pP2R/8/8/4K3 b - e3 0 1', 'd4e3', 'own_king_in_check'],
];

for (const [fen, move, expected] of reasons) {
  test(`checkMove ${move} in ${fen}: ${expected}`, () => {
    const pos = at(fen, true);
    const before = makeFen(pos);
    const verdict = checkMove(pos, uci(move));
    if (expected === 'legal') assert.deepEqual(verdict, { legal: true });
    else {
      assert.equal(verdict.legal, false);
      if (!verdict.legal) {
        assert.equal(verdict.reason, expected, verdict.message);
        assert.ok(verdict.message.length > 10);
      }
    }
    assert.equal(makeFen(pos), before, 'checkMove changes nothing');
    assert.equal(pos.isLegal(uci(move)), expected === 'legal', 'checkMove agrees with isLegal');
  });
}

test('promotion to a king is refused as bad_promotion', () => {
  const verdict = checkMove(at('3k4/4P3/8/8/8/8/8/4K3 w - - 0 1', true), { from: 52, to: 60, promotion: 'king' });
  assert.equal(verdict.legal ? 'legal' : verdict.reason, 'bad_promotion');
});

test('a position where the side not to move is in check: moves are generated, none captures the king', () => {
  const pos = at('4k3/8/8/8/8/8/8/4R1K1 w - - 0 1', true);
  assert.equal(pos.isOpponentInCheck(), true);
  const moves = pos.legalMoves().map(makeUci);
  assert.ok(moves.length > 10);
  assert.ok(!moves.includes('e1e8'));
  assert.deepEqual(kingCaptures(pos).map(makeUci), ['e1e8']);
});

test('a king capture is a move: afterwards the captured side has no king and play can still be examined', () => {
  const pos = at('4k3/8/8/8/8/8/8/4R1K1 w - - 0 1', true);
  assert.ok(pos.playUnchecked(uci('e1e8')));
  assert.equal(makeFen(pos), '4R3/8/8/8/8/8/8/6K1 b - - 0 1');
  assert.equal(pos.kingSquare('black'), undefined);
  assert.deepEqual(pos.legalMoves(), []);
  assert.equal(pos.isCheck(), false);
});

test('an uncaught move into check leaves a position the core continues from', () => {
  const pos = at('4k3/8/8/8/8/8/3r4/4K3 w - - 0 1', true);
  assert.equal(checkMove(pos, uci('e1e2')).legal, false);
  assert.ok(pos.playUnchecked(uci('e1e2')));
  assert.equal(pos.isOpponentInCheck(), true);
  assert.deepEqual(kingCaptures(pos).map(makeUci), ['d2e2']);
  assert.ok(pos.legalMoves().length > 0);
});

test('a pawn left unpromoted on the last rank stays a pawn and the game goes on', () => {
  const pos = at('3k4/4P3/8/8/8/8/8/4K3 w - - 0 1', true);
  assert.ok(pos.playUnchecked(uci('e7e8')));
  assert.equal(makeFen(pos), '3kP3/8/8/8/8/8/8/4K3 b - - 0 1');
  assert.ok(pos.legalMoves().length > 0);
  assert.ok(pos.play(uci('d8c7')));
  // The pawn on e8 has no moves; the king still moves; nothing crashes.
  assert.deepEqual(
    pos
      .legalMoves()
      .map(makeUci)
      .filter((m) => m.startsWith('e8')),
    [],
  );
});

test('playUnchecked of an illegal castling through check still moves the rook (the physical move)', () => {
  const pos = at('4k3/8/8/8/8/8/5r2/4K2R w K - 0 1', true);
  assert.ok(pos.playUnchecked(uci('e1g1')));
  assert.equal(makeFen(pos), '4k3/8/8/8/8/8/5r2/5RK1 b - - 1 1');
});

test('playUnchecked refuses only what is not a move of the side to move', () => {
  const pos = Position.initial();
  assert.equal(pos.playUnchecked(uci('e3e4')), false);
  assert.equal(pos.playUnchecked(uci('e7e5')), false);
  assert.ok(pos.playUnchecked(uci('g1g3')));
  assert.equal(makeFen(pos), 'rnbqkbnr/pppppppp/8/8/8/6N1/PPPPPPPP/RNBQKB1R b KQkq - 1 1');
});
