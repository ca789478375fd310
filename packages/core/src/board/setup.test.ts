import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { Position } from './position.js';
import { emptySetup, initialSetup, withPieces, NO_CASTLING, type Setup } from './setup.js';
import { INITIAL_FEN, makeFen } from '../notation/fen.js';
import { randomPlayout } from '../../test/random.js';

const kings = (): Setup => withPieces(emptySetup(), { e1: 'K', e8: 'k' });

describe('Setup: plain data, built and edited freely', () => {
  test('initialSetup is the starting position; emptySetup has no pieces', () => {
    assert.equal(makeFen(initialSetup()), INITIAL_FEN);
    assert.equal(makeFen(emptySetup()), '8/8/8/8/8/8/8/8 w - - 0 1');
  });

  test('withPieces places, replaces and removes pieces, leaving the original untouched', () => {
    const base = kings();
    const edited = withPieces(base, { h1: 'R', e8: null, d8: { role: 'king', color: 'black' } });
    assert.equal(makeFen(edited), '3k4/8/8/8/8/8/8/4K2R w - - 0 1');
    assert.equal(makeFen(base), '4k3/8/8/8/8/8/8/4K3 w - - 0 1');
  });

  test('a typo in code is a RangeError, not a silent no-op', () => {
    assert.throws(() => withPieces(emptySetup(), { i9: 'K' } as never), RangeError);
    assert.throws(() => withPieces(emptySetup(), { e1: 'X' } as never), RangeError);
  });
});

describe('Position.fromSetup validates; fromSetupTolerant admits over-the-board irregularities', () => {
  test('a legal setup becomes a position that round-trips', () => {
    const pos = Position.fromSetup({ ...withPieces(kings(), { h1: 'R' }), castling: { ...NO_CASTLING, whiteKingSide: true } });
    assert.ok(pos.ok);
    assert.equal(makeFen(pos.value), '4k3/8/8/8/8/8/8/4K2R w K - 0 1');
    assert.ok(
      pos.value.legalMoves().some((m) => m.from === 4 && m.to === 6),
      'castling is legal',
    );
  });

  const refusals: Array<[string, Setup, string]> = [
    ['no kings', emptySetup(), 'kings'],
    ['two white kings', withPieces(kings(), { d1: 'K' }), 'kings'],
    ['a pawn on the last rank', withPieces(kings(), { a8: 'P' }), 'pawns'],
    ['the side not to move in check', withPieces(kings(), { e2: 'Q' }), 'check'],
    ['a castling right without its rook', { ...kings(), castling: { ...NO_CASTLING, whiteQueenSide: true } }, 'castling'],
    ['an e.p. square with no pawn behind it', { ...kings(), epSquare: 44 }, 'ep'],
    ['a negative half-move clock', { ...kings(), halfmoves: -1 }, 'halfmoves'],
    ['a fractional move number', { ...kings(), fullmoves: 1.5 }, 'fullmoves'],
    ['a board of 63 squares', { ...kings(), board: kings().board.slice(1) }, 'board'],
    [
      'a square holding something not a piece',
      { ...kings(), board: kings().board.map((p, i) => (i === 0 ? ({ role: 'wizard', color: 'white' } as never) : p)) },
      'board',
    ],
    ['a side to move that is not a colour', { ...kings(), turn: 'green' as never }, 'turn'],
  ];
  for (const [what, setup, reason] of refusals) {
    test(`refuses ${what} (${reason}) with a message`, () => {
      const r = Position.fromSetup(setup);
      assert.ok(!r.ok);
      assert.equal(r.error.reason, reason);
      assert.ok(r.error.message.length > 10 && !r.error.message.includes('\n'));
    });
  }

  test('tolerant: check on the side not to move, pawns on the last rank, a missing king; still no garbage', () => {
    for (const setup of [withPieces(kings(), { e2: 'Q' }), withPieces(kings(), { a8: 'P' }), withPieces(emptySetup(), { e1: 'K' })]) {
      assert.ok(!Position.fromSetup(setup).ok);
      const pos = Position.fromSetupTolerant(setup);
      assert.ok(pos.ok, makeFen(setup));
      assert.equal(makeFen(pos.value), makeFen(setup));
    }
    assert.ok(!Position.fromSetupTolerant(withPieces(kings(), { d1: 'K' })).ok, 'two kings of a colour: never');
  });

  test('property: toSetup then fromSetup gives back the same position', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer(), (plies, seed) => {
        const { pos } = randomPlayout(Position.initial(), plies, seed);
        const back = Position.fromSetup(pos.toSetup());
        assert.ok(back.ok, makeFen(pos));
        assert.equal(makeFen(back.value), makeFen(pos));
        assert.equal(back.value.repetitionKey(), pos.repetitionKey());
      }),
      { numRuns: 200 },
    );
  });
});
