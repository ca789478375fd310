import { test } from 'node:test';
import assert from 'node:assert/strict';
import { makeFen } from '@flagfall/core';
import { loadGame, MAX_GAME_MOVES } from './game.js';

test('a game loads from the start (null FEN) and its moves; one history key per move', () => {
  const game = loadGame(null, ['e2e4', 'e7e5', 'g1f3']);
  assert.ok(game.ok);
  assert.equal(makeFen(game.value.position), 'rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2');
  assert.equal(game.value.historyLo.length, 3);
  assert.equal(game.value.historyHi.length, 3);
});

test('castling may be given as the king taking its own rook (e1h1)', () => {
  const game = loadGame('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', ['e1h1']);
  assert.ok(game.ok);
  assert.equal(makeFen(game.value.position), 'r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1');
});

test('a bad FEN, a move that is not UCI, an illegal move and too many moves are errors naming the problem', () => {
  const fen = loadGame('not a fen', []);
  assert.ok(!fen.ok && fen.error.code === 'bad_fen');
  const syntax = loadGame(null, ['e2e4', 'e7x5']);
  assert.ok(!syntax.ok && syntax.error.code === 'bad_move' && syntax.error.index === 1);
  const illegal = loadGame(null, ['e2e5']);
  assert.ok(!illegal.ok && illegal.error.code === 'bad_move' && illegal.error.index === 0);
  assert.match(illegal.ok ? '' : illegal.error.message, /move 1 "e2e5": not legal here/);
  const long = loadGame(null, new Array<string>(MAX_GAME_MOVES + 1).fill('g1f3'));
  assert.ok(!long.ok && long.error.code === 'too_many_moves');
});

test('repeated positions get equal history keys; the e.p. square makes a difference', () => {
  const game = loadGame(null, ['g1f3', 'g8f6', 'f3g1', 'f6g8', 'g1f3']);
  assert.ok(game.ok);
  const { historyLo, historyHi } = game.value;
  assert.equal(historyLo[0], historyLo[4]);
  assert.equal(historyHi[0], historyHi[4]);
  assert.notEqual(historyLo[0], historyLo[1]);
  // After e2e4 Black may take en passant; the same pieces later, with that right gone, are another position.
  const ep = loadGame('4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1', ['e2e4', 'e8d8', 'e1d1', 'd8e8', 'd1e1', 'e8d8']);
  assert.ok(ep.ok);
  assert.notEqual(ep.value.historyLo[1], ep.value.historyLo[5]);
  // The same pieces and side to move from a FEN (other counters) have the same key.
  const same = loadGame('3k4/8/8/8/3pP3/8/8/4K3 w - - 7 30', ['e1d1']);
  assert.ok(same.ok);
  assert.equal(same.value.historyLo[0], ep.value.historyLo[2]);
});
