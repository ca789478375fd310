import assert from 'node:assert/strict';
import { test } from 'node:test';
import { destsFrom, dropIntent, inputMode, pressIntent, shownPieces, type PressState } from './interaction.js';
import { readPlacement } from './placement.js';
import type { SquareName } from './types.js';

const START = readPlacement('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR')!;
const AFTER_E4 = readPlacement('rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR')!;
const startDests = new Map<SquareName, SquareName[]>([
  ['g1', ['f3', 'h3']],
  ['e2', ['e3', 'e4']],
]);

/** White to move in the start position, white moving. */
const moving: PressState = {
  pieces: START,
  turnColor: 'white',
  movableColor: 'white',
  dests: startDests,
  premovable: true,
  premoves: [],
  selected: null,
};
/** Black to move after 1.e4, white premoving. */
const premoving: PressState = { ...moving, pieces: AFTER_E4, turnColor: 'black', dests: new Map() };

test('input mode: move on our turn, premove on theirs (or with a queue), none when only looking', () => {
  assert.equal(inputMode(moving), 'move');
  assert.equal(inputMode(premoving), 'premove');
  assert.equal(inputMode({ ...premoving, premovable: false }), 'none');
  assert.equal(inputMode({ ...moving, movableColor: null }), 'none');
  assert.equal(inputMode({ ...moving, premoves: [{ from: 'e2', to: 'e4' }] }), 'premove');
  assert.equal(inputMode({ ...moving, premoves: [{ from: 'e2', to: 'e4' }], premovable: false }), 'none');
});

test('pressing an own piece selects it; pressing a destination of the selected piece moves on press', () => {
  assert.deepEqual(pressIntent(moving, 'g1'), { kind: 'select', square: 'g1' });
  assert.deepEqual(pressIntent({ ...moving, selected: 'g1' }, 'f3'), {
    kind: 'move',
    from: 'g1',
    to: 'f3',
    premove: false,
    promotion: false,
  });
  // Another own piece while one is selected: select that one instead.
  assert.deepEqual(pressIntent({ ...moving, selected: 'g1' }, 'b1'), { kind: 'select', square: 'b1' });
  // The selected piece again: select (a click without a drag then toggles it off).
  assert.deepEqual(pressIntent({ ...moving, selected: 'g1' }, 'g1'), { kind: 'select', square: 'g1' });
});

test('pressing elsewhere deselects; enemy pieces are never selected', () => {
  assert.deepEqual(pressIntent({ ...moving, selected: 'g1' }, 'e5'), { kind: 'deselect', cancelPremoves: false });
  assert.deepEqual(pressIntent(moving, 'e7'), { kind: 'deselect', cancelPremoves: false });
  assert.deepEqual(pressIntent({ ...moving, movableColor: null }, 'e2'), { kind: 'deselect', cancelPremoves: false });
  // A legal destination of a piece that is not selected is just a square.
  assert.deepEqual(pressIntent(moving, 'f3'), { kind: 'deselect', cancelPremoves: false });
});

test('move mode only offers the page dests', () => {
  assert.deepEqual(destsFrom(moving, 'g1'), ['f3', 'h3']);
  assert.deepEqual(destsFrom(moving, 'b1'), []);
  assert.deepEqual(destsFrom(moving, 'g8'), []);
});

test('premove mode: geometry destinations, and the press says premove', () => {
  assert.deepEqual(destsFrom(premoving, 'g1'), ['e2', 'f3', 'h3']);
  assert.deepEqual(pressIntent({ ...premoving, selected: 'g1' }, 'f3'), {
    kind: 'move',
    from: 'g1',
    to: 'f3',
    premove: true,
    promotion: false,
  });
});

test('with premoves queued, pieces are shown and selected where the queue puts them', () => {
  const queued: PressState = { ...premoving, premoves: [{ from: 'g1', to: 'f3' }] };
  assert.equal(shownPieces(queued).get('f3')?.role, 'knight');
  assert.equal(shownPieces(queued).has('g1'), false);
  assert.deepEqual(pressIntent(queued, 'f3'), { kind: 'select', square: 'f3' });
  assert.ok(destsFrom(queued, 'f3').includes('g5'));
  // The castling premove is there once the knight and bishop have left.
  const cleared: PressState = { ...queued, premoves: [...queued.premoves, { from: 'f1', to: 'e2' }] };
  assert.ok(destsFrom(cleared, 'e1').includes('g1'));
});

test('a tap on an empty square cancels the queue; on a piece or with nothing queued it does not', () => {
  const queued: PressState = { ...premoving, premoves: [{ from: 'g1', to: 'f3' }] };
  assert.deepEqual(pressIntent(queued, 'a5'), { kind: 'deselect', cancelPremoves: true });
  assert.deepEqual(pressIntent(queued, 'g1'), { kind: 'deselect', cancelPremoves: true });
  assert.deepEqual(pressIntent(queued, 'e7'), { kind: 'deselect', cancelPremoves: false });
  assert.deepEqual(pressIntent(premoving, 'a5'), { kind: 'deselect', cancelPremoves: false });
  // A premove destination of the selected piece is a premove, not a cancel.
  assert.equal(pressIntent({ ...queued, selected: 'f3' }, 'g5').kind, 'move');
});

test('a recapture chain can be queued: Bxc6, then dxc6 onto our own bishop if they take it', () => {
  const chain = (fen: string): readonly SquareName[] =>
    destsFrom({ ...premoving, pieces: readPlacement(fen)!, premoves: [{ from: 'b5', to: 'c6' }] }, 'd5');
  // After the queue our bishop stands on c6, attacked by the b7 and d7 pawns: d5xc6 is offered.
  assert.ok(chain('8/1p1p4/2n5/1B1P4/8/8/8/8').includes('c6'));
  // Nothing attacks c6: landing on our own bishop is not.
  assert.ok(!chain('8/8/2n5/1B1P4/8/8/8/8').includes('c6'));
});

test('promotion is flagged for moves and premoves of a pawn to the last rank', () => {
  const pieces = readPlacement('7k/P7/8/8/8/8/8/K7')!;
  const state: PressState = { ...moving, pieces, dests: new Map([['a7', ['a8']]]), selected: 'a7' };
  assert.deepEqual(pressIntent(state, 'a8'), { kind: 'move', from: 'a7', to: 'a8', premove: false, promotion: true });
  assert.deepEqual(pressIntent({ ...state, turnColor: 'black' }, 'a8'), {
    kind: 'move',
    from: 'a7',
    to: 'a8',
    premove: true,
    promotion: true,
  });
});

test('a drop moves only onto a destination; back on the origin or off the board it does nothing', () => {
  const selected: PressState = { ...moving, selected: 'e2' };
  assert.deepEqual(dropIntent(selected, 'e2', 'e4'), { kind: 'move', from: 'e2', to: 'e4', premove: false, promotion: false });
  assert.equal(dropIntent(selected, 'e2', 'e5'), null);
  assert.equal(dropIntent(selected, 'e2', 'e2'), null);
  assert.equal(dropIntent(selected, 'e2', undefined), null);
  assert.equal(dropIntent({ ...premoving, selected: 'e2' }, 'd2', 'd4')?.kind, 'move');
});
