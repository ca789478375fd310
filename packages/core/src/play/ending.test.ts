import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { RepetitionHistory } from '../board/repetition.js';
import { Position } from '../board/position.js';
import { parseSan } from '../notation/san.js';
import { makeFen } from '../notation/fen.js';
import { at } from '../../test/fixtures.js';
import { randomPlayout } from '../../test/random.js';
import { canCheckmate } from '../winnable/canCheckmate.js';
import { MateProofs } from './mateProofs.js';
import { claimableDraws, findEnding, FIDE_DRAW_MODES, type DrawModes } from './ending.js';

const kind = (fen: string, occurrences = 1, options = {}): string | null => findEnding(at(fen), occurrences, options)?.kind ?? null;

describe('findEnding: the one order of game endings', () => {
  test('checkmate (with the winner), stalemate, and dead positions by the exact test or the material rule', () => {
    const mate = findEnding(at('R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1'), 1);
    assert.deepEqual(mate, { kind: 'checkmate', result: '1-0', winner: 'white' });
    assert.equal(kind('7k/5Q2/6K1/8/8/8/8/8 b - - 0 1'), 'stalemate');
    assert.equal(kind('7k/8/6K1/8/8/8/8/5B2 b - - 0 1'), 'dead-position');
    // A locked pawn wall: dead for the exact test (FIDE 5.2.2), not for the material rule.
    const wall = '8/3k4/8/p2p2p1/P2P2P1/8/3K4/8 w - - 0 1';
    assert.equal(kind(wall), 'dead-position');
    assert.equal(kind(wall, 1, { deadPosition: 'material' }), null);
    assert.equal(findEnding(Position.initial(), 1), null);
  });

  test('FIDE 9.6.2: 75 moves end the game at 150 plies, but a mate on that move stands', () => {
    assert.equal(kind('7k/8/6K1/8/8/8/8/5R2 w - - 149 100'), null);
    assert.equal(kind('7k/8/6K1/8/8/8/8/5R2 w - - 150 100'), 'seventy-five-moves');
    assert.equal(kind('5R1k/8/6K1/8/8/8/8/8 b - - 150 100'), 'checkmate');
  });

  test('the draw rules decide: automatic, claimed, or for an arbiter who is present', () => {
    const fen = '7k/8/6K1/8/8/8/8/5R2 w - - 100 80';
    assert.equal(kind(fen), null, 'FIDE: fifty moves are claimed');
    assert.deepEqual(claimableDraws(at(fen), 1), ['fifty-moves']);
    const online: DrawModes = { ...FIDE_DRAW_MODES, threefold: 'automatic', fiftyMoves: 'automatic' };
    assert.equal(kind(fen, 1, { draws: online }), 'fifty-moves');
    assert.equal(kind(fen, 3, { draws: online }), 'threefold', 'threefold before fifty moves');
    const us: DrawModes = { threefold: 'claim', fiftyMoves: 'claim', fivefold: 'arbiter', seventyFiveMoves: 'arbiter' };
    assert.equal(kind(fen, 5, { draws: us }), null, 'US Chess 14K: only an arbiter who sees it');
    assert.equal(kind(fen, 5, { draws: us, arbiterPresent: true }), 'fivefold');
  });
});

describe('RepetitionHistory', () => {
  test('counts positions as they recur, and forgets them when moves are taken back (FIDE 9.2, 9.6.1)', () => {
    const pos = Position.initial();
    const reps = new RepetitionHistory();
    reps.push(pos.repetitionKey());
    const seen: number[] = [];
    for (let round = 0; round < 4; round++) {
      let count = 0;
      for (const san of ['Nf3', 'Nf6', 'Ng1', 'Ng8']) {
        const m = parseSan(pos, san);
        assert.ok(m.ok);
        pos.play(m.value);
        count = reps.push(pos.repetitionKey());
      }
      seen.push(count);
    }
    assert.deepEqual(seen, [2, 3, 4, 5]);
    assert.equal(findEnding(pos, 5)?.kind, 'fivefold');
    assert.deepEqual(claimableDraws(pos, 3), ['threefold']);
    assert.equal(reps.length, 17);
    reps.pop();
    assert.equal(reps.count(pos.repetitionKey()), 4);
    reps.truncate(1);
    assert.equal(reps.length, 1);
    assert.equal(reps.count(pos.repetitionKey()), 1);
    assert.equal(reps.last, pos.repetitionKey());
  });
});

describe('the dead-position check after every move', () => {
  // Starts where every stage of the check is needed: locked pawns (the static test), bishops and
  // pawns only, a knight or a rook (no static test), the material rule, and a full board.
  const starts = [
    '4k3/8/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/4K3 w - - 0 1',
    '4k3/7p/8/1p1p1p2/pPpPpPp1/P1P1P1P1/7P/4K3 w - - 0 1',
    '8/4k3/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/7b/4K3 w - - 0 1',
    '4k3/8/3N4/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/4K3 b - - 0 1',
    '2b1k3/p7/1p6/1P1p4/3P4/8/5B2/4K3 w - - 0 1',
    '8/5k2/8/3n4/8/2B5/4K3/8 w - - 0 1',
    '4k3/8/8/8/8/8/4P3/R3K3 w Q - 0 1',
    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
  ];
  const quickNo = (pos: Position, side: 'white' | 'black'): boolean => canCheckmate(pos, side, { mode: 'quick' }).verdict === 'no';

  test('rules exactly as the quick analysis of both sides (dead: both `no`), with or without the cache', () => {
    let dead = 0;
    let positions = 0;
    for (const [i, fen] of starts.entries()) {
      for (let seed = 1; seed <= 6; seed++) {
        const { moves } = randomPlayout(at(fen), 60, 1000 * i + seed);
        const pos = at(fen);
        const proofs = new MateProofs();
        for (const m of moves) {
          pos.play(m);
          if (pos.legalMoves().length === 0) break;
          positions++;
          const expected = quickNo(pos, 'white') && quickNo(pos, 'black');
          const alone = findEnding(pos.clone(), 1)?.kind === 'dead-position';
          const cached = findEnding(pos, 1, { proofs })?.kind === 'dead-position';
          assert.equal(alone, expected, `${fen} after ${m.from}${m.to}: ${makeFen(pos)}`);
          assert.equal(cached, expected, `with the cache: ${makeFen(pos)}`);
          if (expected) {
            dead++;
            break;
          }
        }
      }
    }
    assert.ok(positions > 1000, `${positions} positions`);
    assert.ok(dead >= 10, `${dead} dead positions among them`);
  });
});
