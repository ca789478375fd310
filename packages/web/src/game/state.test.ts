import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { GameSnapshot } from '@flagfall/protocol';
import { applyEvent, fenAt, fromSnapshot, type GameModel } from './state.js';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const AFTER_E4 = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1';
const AFTER_E5 = 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2';
const player = (name: string) => ({ id: name.toLowerCase(), name, title: null, rating: 1500, provisional: false });

function snapshot(moves: GameSnapshot['moves'], fen: string): GameSnapshot {
  return {
    id: 'Xy12Ab34',
    white: player('Ann'),
    black: player('Bob'),
    rated: false,
    rules: 'online',
    tc: '3+0',
    tcLabel: '3 min',
    category: 'blitz',
    initialFen: START,
    fen,
    turn: fen.split(' ')[1] === 'w' ? 'white' : 'black',
    moves,
    clock: { white: 180000, black: 180000, running: null },
    drawOffer: null,
    takebackOffer: null,
    rematchOffer: null,
    end: null,
    rematch: null,
    spectators: 0,
  };
}

const applied = (r: ReturnType<typeof applyEvent>): GameModel => {
  assert.equal(r.kind, 'applied');
  if (r.kind !== 'applied') throw new Error('not applied');
  return r.model;
};

test('a snapshot knows the position after every move (replayed with the core)', () => {
  const m = fromSnapshot(
    snapshot(
      [
        { uci: 'e2e4', san: 'e4', clockMs: 180000 },
        { uci: 'e7e5', san: 'e5', clockMs: 180000 },
      ],
      AFTER_E5,
    ),
    2,
    'white',
    0,
  );
  assert.equal(fenAt(m, 0), START);
  assert.equal(fenAt(m, 1), AFTER_E4);
  assert.equal(fenAt(m, 2), AFTER_E5);
});

test('only the next version applies: older is stale, a jump is a gap', () => {
  const m = fromSnapshot(snapshot([], START), 3, 'white', 0);
  const move = {
    kind: 'move',
    uci: 'e2e4',
    san: 'e4',
    by: 'white',
    ply: 1,
    fen: AFTER_E4,
    clock: { white: 180000, black: 180000, running: null },
  } as const;
  assert.equal(applyEvent(m, 3, move, 0).kind, 'stale');
  assert.equal(applyEvent(m, 5, move, 0).kind, 'gap');
  const next = applied(applyEvent(m, 4, move, 10));
  assert.equal(next.v, 4);
  assert.equal(next.turn, 'black');
  assert.deepEqual(
    next.moves.map((x) => x.san),
    ['e4'],
  );
  assert.equal(m.moves.length, 0, 'the old model is untouched');
});

test("a move lapses the opponent's draw offer and any takeback offer; the mover's own offer stands", () => {
  let m = fromSnapshot(snapshot([{ uci: 'e2e4', san: 'e4', clockMs: 180000 }], AFTER_E4), 1, 'white', 0);
  m = applied(applyEvent(m, 2, { kind: 'draw-offer', by: 'white' }, 0));
  m = applied(applyEvent(m, 3, { kind: 'takeback-offer', by: 'white' }, 0));
  const reply = {
    kind: 'move',
    uci: 'e7e5',
    san: 'e5',
    by: 'black',
    ply: 2,
    fen: AFTER_E5,
    clock: { white: 180000, black: 180000, running: 'white' },
  } as const;
  const after = applied(applyEvent(m, 4, reply, 0));
  assert.equal(after.drawOffer, null);
  assert.equal(after.takebackOffer, null);
  const own = applied(
    applyEvent(applied(applyEvent(m, 4, { kind: 'draw-declined', by: 'black' }, 0)), 5, { kind: 'draw-offer', by: 'black' }, 0),
  );
  assert.equal(own.drawOffer, 'black');
});

test('a takeback shortens the record and restores the position and clocks', () => {
  const m = fromSnapshot(
    snapshot(
      [
        { uci: 'e2e4', san: 'e4', clockMs: 180000 },
        { uci: 'e7e5', san: 'e5', clockMs: 179000 },
      ],
      AFTER_E5,
    ),
    2,
    'black',
    0,
  );
  const tb = applied(
    applyEvent(m, 3, { kind: 'takeback', ply: 1, fen: AFTER_E4, clock: { white: 178000, black: 179500, running: 'black' } }, 50),
  );
  assert.equal(tb.moves.length, 1);
  assert.equal(tb.fen, AFTER_E4);
  assert.equal(tb.turn, 'black');
  assert.equal(tb.reading.atMs, 50);
});
