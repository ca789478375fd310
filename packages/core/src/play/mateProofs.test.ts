import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Position } from '../board/position.js';
import { at, uci } from '../../test/fixtures.js';
import { Game } from '../arbiter/game.js';
import { canCheckmate } from '../winnable/canCheckmate.js';
import { findEnding } from './ending.js';
import { MateProofs } from './mateProofs.js';

/** Plays UCI moves on `pos` (each must be legal). */
function play(pos: Position, moves: string): Position {
  for (const m of moves.split(' ')) assert.ok(pos.play(uci(m)), `${m} is legal`);
  return pos;
}

/** The zigzag wall no king can cross: White a3 b4 c3 d4 e3 f4 g3 h4, Black a4 b5 c4 d5 e4 f5 g4 h5. */
const BISHOP_BEHIND_WALL = '8/4k3/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/7b/4K3 w - - 0 1';

describe('MateProofs: the per-game cache of "not dead" proofs', () => {
  test('a quiet piece move from a proven position is proven by going back to it', () => {
    const proofs = new MateProofs();
    const pos = Position.initial();
    const line = canCheckmate(pos, 'white').line!;
    assert.ok(proofs.remember(pos, 'white', line));
    play(pos, 'g1f3');
    assert.ok(proofs.provesNotDead(pos));
    assert.equal(proofs.stats.backToProven, 1);
    play(pos, 'b8c6');
    assert.ok(proofs.provesNotDead(pos), 'and from there on, move by move');
    assert.equal(proofs.stats.backToProven, 2);
  });

  test('a cached line is trusted only when it replays to a real checkmate by its side', () => {
    const proofs = new MateProofs();
    const pos = Position.initial();
    // Legal moves that mate nobody, and Fool's mate offered as White's line (it is Black's mate).
    assert.equal(proofs.remember(pos, 'white', [uci('g1f3'), uci('g8f6')]), false);
    assert.equal(proofs.remember(pos, 'white', ['f2f3', 'e7e5', 'g2g4', 'd8h4'].map(uci)), false);
    // An illegal line (a black move first).
    assert.equal(proofs.remember(pos, 'black', ['e7e5', 'f2f3', 'd8h4'].map(uci)), false);
    play(pos, 'g1f3');
    assert.equal(proofs.provesNotDead(pos), false, 'nothing was proven, so nothing proves the next position');
    // Fool's mate as Black's line is a real proof.
    const start = Position.initial();
    assert.ok(proofs.remember(start, 'black', ['f2f3', 'e7e5', 'g2g4', 'd8h4'].map(uci)));
    assert.ok(proofs.provesNotDead(play(start, 'b1c3')));
  });

  test('a dead position after a move whose cached line breaks is still found', () => {
    // Black's bishop behind White's wall can help mate; once the white king takes it, nothing can.
    const pos = play(at(BISHOP_BEHIND_WALL), 'e1d2 e7d7 d2e2 d7e7 e2f2 e7f7 f2g2 f7e7');
    const proofs = new MateProofs();
    const black = canCheckmate(pos, 'black');
    assert.equal(black.verdict, 'yes');
    assert.ok(proofs.remember(pos, 'black', black.line!));
    play(pos, 'g2h2');
    assert.equal(proofs.provesNotDead(pos), false);
    assert.equal(findEnding(pos, 1, { proofs })?.kind, 'dead-position');
  });

  test('the arbiter rules the same with the cache as the analysis alone, move by move', () => {
    const games = [
      { fen: BISHOP_BEHIND_WALL, moves: 'e1d2 e7d7 d2e2 d7e7 e2f2 e7f7 f2g2 f7e7 g2h2' },
      { fen: '4k3/7p/8/1p1p1p2/pPpPpPp1/P1P1P1P1/7P/4K3 w - - 0 1', moves: 'e1d2 e8d7 d2c2 d7c7 c2b2 c7b7 b2c2 b7c7 h2h4 c7d7 c2d2 h7h5' },
      { fen: '4k3/8/3N4/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/4K3 b - - 0 1', moves: 'e8e7 e1d2 e7d7 d2c2 d7c6 c2d2 c6d6' },
      {
        fen: 'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3',
        moves: 'f1b5 a7a6 b5c6 d7c6 e1g1 f7f6 d2d4 e5d4 f3d4 c6c5 d4e2 d8d1 f1d1',
      },
    ];
    for (const { fen, moves } of games) {
      const pos = at(fen);
      const proofs = new MateProofs();
      for (const m of moves.split(' ')) {
        play(pos, m);
        const cached = findEnding(pos, 1, { proofs })?.kind ?? null;
        assert.equal(cached, findEnding(pos.clone(), 1)?.kind ?? null, `${fen} after ${m}`);
        if (cached !== null) break;
      }
    }
  });

  test('two games in flight keep their own proofs', () => {
    // A proof of one game never proves another game's position.
    const a = new MateProofs();
    const b = new MateProofs();
    const pos = Position.initial();
    assert.ok(a.remember(pos, 'white', canCheckmate(pos, 'white').line!));
    play(pos, 'g1f3');
    assert.equal(b.provesNotDead(pos.clone()), false);
    assert.ok(a.provesNotDead(pos));
    // Two arbiter games applied in turns rule exactly as each alone.
    const wall = { fen: BISHOP_BEHIND_WALL, moves: 'e1d2 e7d7 d2e2 d7e7 e2f2 e7f7 f2g2 f7e7 g2h2'.split(' ') };
    const open = {
      fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
      moves: 'g1f3 g8f6 f3g1 f6g8 b1c3 b8c6 c3b1 c6b8 e2e4'.split(' '),
    };
    const start = (fen: string): Game => {
      const g = Game.start({ rules: 'online', tc: '3+2', fen });
      assert.ok(g.ok);
      return g.value;
    };
    const alone = [wall, open].map(({ fen, moves }) => {
      const g = start(fen);
      moves.forEach((move, i) => g.apply({ type: 'move', t: (i + 1) * 1000, move }));
      return g.verdict();
    });
    const games = [start(wall.fen), start(open.fen)];
    for (let i = 0; i < 9; i++) {
      games[0]!.apply({ type: 'move', t: (i + 1) * 1000, move: wall.moves[i]! });
      games[1]!.apply({ type: 'move', t: (i + 1) * 1000, move: open.moves[i]! });
    }
    assert.deepEqual(
      games.map((g) => g.verdict()),
      alone,
    );
    assert.equal(alone[0]!.termination, 'dead-position');
  });
});
