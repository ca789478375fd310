/**
 * Replays the real-world games of ../shared/data/pgn to their final positions, and checks every
 * move against chess.js (an outside oracle) as well as the final FENs written down here.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Chess } from 'chess.js';
import { makeFen } from '../src/notation/fen.js';
import { parsePgn, replayPgnGame } from '../src/pgn/index.js';
import { makeSquare } from '../src/types.js';
import { sharedPath, skipMessage } from './shared.js';

/** Final positions, one per game in file order (checked by eye against the last moves of each score). */
const FINAL_FENS: Readonly<Record<string, readonly string[]>> = {
  'anastasian-lewis.pgn': ['5rk1/2p1R2p/p5pb/2PPR3/8/2Q2B2/5P2/4K2q w - - 3 43'],
  'chessbase-empty-line.pgn': ['8/8/R2bk3/6p1/1Pr3P1/8/5K2/8 w - - 12 68'],
  'kasparov-deep-blue-1997.pgn': [
    '4r3/6P1/2p2P1k/1p6/pP2p1R1/P1B5/2P2K2/3r4 b - - 0 45',
    '1r6/5kp1/RqQb1p1p/1p1PpP2/1Pp1B3/2P4P/6P1/5K2 b - - 14 45',
    '3r3k/2r2p2/R4Pbp/1Bp1p3/2P1P2K/3P1R2/8/8 b - - 12 48',
    '8/2R1P3/8/2pp4/P3r3/1k6/8/2K5 b - - 2 56',
    '8/pp4P1/8/8/1kp2N2/1n2R1P1/3r4/1K6 w - - 1 50',
    'r1k4r/p2nb1p1/2b4p/1p1n1p2/2PP4/3Q1NB1/1P3PPP/R5K1 b - - 0 19',
  ],
  'molinari-bordais-1979.pgn': ['r1bqkb1r/pp1ppppp/5n2/2p5/2P1P3/2Nn2P1/PP1PNP1P/R1BQKB1R w KQkq - 1 6'],
  'nepomniachtchi-liren-game1.pgn': ['8/3b1kp1/5p2/1p5p/1BpN1P1P/P1P1K1P1/8/2n5 b - - 2 49'],
  'stockfish-learning.pgn': ['8/2p2k2/1pR3p1/1P1P4/p1P2P2/P4K2/8/5r2 w - - 7 78'],
  'uci-moves.pgn': ['8/8/2B5/4k3/4Pp2/1b6/1P3K2/8 b - - 0 57'],
  'utf8-bom.pgn': ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'],
};

const dir = sharedPath('data/pgn');

for (const [file, fens] of Object.entries(FINAL_FENS)) {
  test(`replays ${file} to its final position${fens.length > 1 ? 's' : ''}, move by move like chess.js`, (t) => {
    if (dir === undefined) return t.skip(skipMessage('data/pgn'));
    const games = parsePgn(readFileSync(join(dir, file), 'utf8'));
    assert.equal(games.length, fens.length);
    games.forEach((game, i) => {
      const r = replayPgnGame(game);
      if (!r.ok) assert.fail(`${file} game ${i + 1}: ${r.error.message}`);
      const { moves, final } = r.value;
      assert.equal(moves.length, game.moves.length);
      assert.equal(makeFen(final), fens[i], `${file} game ${i + 1}: final FEN`);
      const oracle = new Chess();
      game.moves.forEach((pgnMove, ply) => {
        const ours = moves[ply]!;
        const token = pgnMove.san;
        let theirs;
        if (ours === null) theirs = oracle.move('--');
        else if (/^[a-h][1-8][a-h][1-8][qrbn]?$/.test(token))
          theirs = oracle.move({ from: token.slice(0, 2), to: token.slice(2, 4), promotion: token[4] ?? 'q' });
        else theirs = oracle.move(token);
        if (ours !== null) {
          assert.equal(makeSquare(ours.from), theirs.from, `${file} game ${i + 1} ply ${ply} ${token}`);
          assert.equal(makeSquare(ours.to), theirs.to, `${file} game ${i + 1} ply ${ply} ${token}`);
        }
      });
      assert.equal(oracle.fen(), fens[i], `${file} game ${i + 1}: chess.js agrees on the final FEN`);
    });
  });
}

test('by eye: Molinari-Bordais ends in mate; Deep Blue-Kasparov 6 ends with White down to one rook after 18. Rxe7', (t) => {
  if (dir === undefined) return t.skip(skipMessage('data/pgn'));
  const mate = replayPgnGame(parsePgn(readFileSync(join(dir, 'molinari-bordais-1979.pgn'), 'utf8'))[0]!);
  assert.ok(mate.ok && mate.value.final.isCheckmate());
  const g6 = replayPgnGame(parsePgn(readFileSync(join(dir, 'kasparov-deep-blue-1997.pgn'), 'utf8'))[5]!);
  assert.ok(g6.ok && !g6.value.final.isCheckmate());
  if (!g6.ok) return;
  const count = (color: 'white' | 'black') => g6.value.final.pieces().filter(([, p]) => p.color === color && p.role === 'rook').length;
  assert.deepEqual([count('white'), count('black')], [1, 2]);
});
