import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { Chess as ChessJs } from 'chess.js';
import { INITIAL_FEN } from '../notation/fen.js';
import { parsePgn } from '../pgn/read.js';
import { replayPgnGame } from '../pgn/replay.js';
import { emptySetup, withPieces } from '../board/setup.js';
import { Chess } from './chess.js';

describe('Chess: play through a game', () => {
  test("the fool's mate in five lines: SAN in, outcome and PGN out", () => {
    const game = new Chess();
    for (const san of ['f3', 'e5', 'g4', 'Qh4#']) assert.ok(game.play(san).ok, san);
    assert.deepEqual(game.outcome(), { kind: 'checkmate', result: '0-1', winner: 'black' });
    assert.equal(game.pgn({ White: 'Ann' }).split('\n\n')[1], '1. f3 e5 2. g4 Qh4# 0-1\n');
    assert.match(game.pgn({ White: 'Ann' }), /\[White "Ann"\]/);
  });

  test('UCI and Move objects too; history and undo', () => {
    const game = new Chess();
    assert.equal(game.play('e2e4').ok && game.history()[0]!.san, 'e4');
    assert.ok(game.play({ from: 52, to: 36 }).ok);
    assert.deepEqual(
      game.history().map((m) => [m.san, m.uci, m.color]),
      [
        ['e4', 'e2e4', 'white'],
        ['e5', 'e7e5', 'black'],
      ],
    );
    assert.equal(game.undo()?.san, 'e5');
    assert.equal(game.undo()?.san, 'e4');
    assert.equal(game.undo(), undefined);
    assert.equal(game.fen(), INITIAL_FEN);
  });

  test('a refused move is an error value and changes nothing', () => {
    const game = new Chess();
    const cases: Array<[string, string]> = [
      ['e5', 'illegal_move'],
      ['hello', 'bad_move'],
      ['e2e5', 'illegal_move'],
    ];
    for (const [text, code] of cases) {
      const r = game.play(text);
      assert.ok(!r.ok && r.error.code === code, text);
    }
    const knights = Chess.fromFen('4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1');
    assert.ok(knights.ok);
    const amb = knights.value.play('Nd2');
    assert.ok(!amb.ok && amb.error.code === 'ambiguous_move');
    assert.equal(game.fen(), INITIAL_FEN);
  });

  test('outcome: fivefold ends the game, threefold only when claimed; a dead position is exact', () => {
    const game = new Chess();
    const cycle = ['Nf3', 'Nf6', 'Ng1', 'Ng8'];
    for (let i = 0; i < 2; i++) for (const san of cycle) game.play(san);
    assert.equal(game.outcome(), null);
    assert.deepEqual(game.outcome({ claimDraw: true }), { kind: 'threefold', result: '1/2-1/2' });
    for (let i = 0; i < 2; i++) for (const san of cycle) game.play(san);
    assert.equal(game.outcome()?.kind, 'fivefold');
    const wall = Chess.fromFen('8/3k4/8/p2p2p1/P2P2P1/8/3K4/8 w - - 0 1');
    assert.ok(wall.ok);
    assert.equal(wall.value.outcome()?.kind, 'dead-position');
  });

  test('from a setup: a position built in code, and its PGN carries the FEN', () => {
    const r = Chess.fromSetup({ ...withPieces(emptySetup(), { e1: 'K', e8: 'k', a7: 'P' }) });
    assert.ok(r.ok);
    assert.ok(r.value.play('a8=Q+').ok);
    const pgn = r.value.pgn();
    assert.match(pgn, /\[FEN "4k3\/P7\/8\/8\/8\/8\/8\/4K3 w - - 0 1"\]/);
    const replay = replayPgnGame(parsePgn(pgn)[0]!);
    assert.ok(replay.ok);
    assert.ok(!Chess.fromSetup(emptySetup()).ok, 'no kings: refused');
  });

  test('property: random games agree with chess.js move for move (SAN, FEN, check, end)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(1000), { maxLength: 120 }), (choices) => {
        const ours = new Chess();
        const theirs = new ChessJs();
        for (const c of choices) {
          const moves = theirs.moves();
          if (moves.length === 0) break;
          const san = moves[c % moves.length]!;
          const r = ours.play(san);
          assert.ok(r.ok, san);
          theirs.move(san);
          assert.equal(r.value.san, san);
          assert.equal(ours.fen(), theirs.fen());
          assert.equal(ours.isCheck(), theirs.inCheck());
        }
        if (theirs.isCheckmate()) assert.equal(ours.outcome()?.kind, 'checkmate');
        if (theirs.isStalemate()) assert.equal(ours.outcome()?.kind, 'stalemate');
      }),
      { numRuns: 60 },
    );
  });
});
