import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { isAttackedBy } from '../board/attacks.js';
import { generateLegal } from '../board/movegen.js';
import type { Position } from '../board/position.js';
import { makeFen, parseFen, parseFenTolerant } from '../notation/fen.js';
import { randomPlayout } from '../../test/random.js';
import { sharedPath, skipMessage } from '../../test/shared.js';
import { parseLabelledPositions } from './labels.js';
import { canCheckmate } from './canCheckmate.js';
import { normalizedCopy } from './normalize.js';
import { Reach } from './reach.js';
import { splitShortcuts } from './caseSplit.js';
import { someMatingSquare, staticallyUnwinnable } from './static.js';

const position = (fen: string, winner = 0): Position => {
  const r = parseFen(fen);
  assert.ok(r.ok, fen);
  return normalizedCopy(r.value, winner);
};

describe('staticallyUnwinnable', () => {
  test('locked pawn walls, with bishops and kings on either side', () => {
    assert.ok(staticallyUnwinnable(position('3k4/8/8/p2p2p1/P2P2P1/8/3K4/8 w - -')));
    assert.ok(staticallyUnwinnable(position('2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - -')));
    assert.ok(staticallyUnwinnable(position('2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - -', 1)));
    assert.ok(staticallyUnwinnable(position('8/2k5/8/1p1p1p1p/1P1P1P1P/4B3/2K5/8 w - -')));
  });

  test('pawns facing each other on one file never pass (the walls of 3k4/p1p1p1p1/…)', () => {
    assert.ok(staticallyUnwinnable(position('3k4/p1p1p1p1/P1P1P1P1/p1p1p1p1/8/8/P1P1P1P1/3K4 w - -')));
  });

  test('an army locked in by its own pawns', () => {
    assert.ok(staticallyUnwinnable(position('4K3/8/8/8/8/p1p2p1p/P1pppp1P/bnrqkrnb b - -', 1)));
  });

  test('open positions and walls with a gap are not claimed', () => {
    assert.ok(!staticallyUnwinnable(position('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1')));
    assert.ok(!staticallyUnwinnable(position('8/2k5/8/1p1p1p2/1P1P1P2/4B3/2K5/8 w - -')));
    assert.ok(!staticallyUnwinnable(position('1K6/8/8/p1p1p1p1/P1P1P1P1/8/8/1k6 b - -')));
  });

  test('soundness traps: pawns that capture into the king region (issue #41 and the 2.6.1 bug)', () => {
    for (const fen of [
      '1b3kBR/4pP1P/1p1pP2P/1P1P4/8/K5p1/6P1/1B6 b - -',
      '8/1p3b2/pPp1p1p1/BkP1P1P1/1P6/BPB5/PKP5/8 b - -',
      '8/1p2p1p1/1P2P1P1/Bp2pBp1/1P2P1P1/7k/1P2P3/7K b - -',
      'k7/1pK3p1/6Pb/1p4pB/bP4P1/Bp6/1P4P1/8 b - -',
      '3b4/4p1p1/1p1pP1P1/1P1PpBp1/1pBpP1P1/1P1P4/4K1P1/2k5 w - -',
    ]) {
      assert.ok(!staticallyUnwinnable(position(fen)), fen);
    }
  });

  test('an already mated king is mate, not insufficient material (chasolver #47)', () => {
    assert.ok(!staticallyUnwinnable(position('8/8/8/8/8/2b1k1b1/8/3RKR2 w - -', 1)));
    assert.ok(!staticallyUnwinnable(position('5B2/7r/5K1k/7r/8/4B3/8/8 b - -')));
  });

  test('a check White could not answer is mate of White: the knight never gives it (stopMasks)', () => {
    // Nf2+ would mate White's walled-in king (f2 is dark, White's bishop light): the knight stays on h1.
    assert.ok(staticallyUnwinnable(position('8/2b4B/4k3/8/8/2p1p1p1/2PpP1P1/3K3n b - -')));
    // Near miss: a dark-squared bishop can take on f2, so the knight may come out (White mates).
    assert.ok(!staticallyUnwinnable(position('8/2b5/4k3/6B1/8/2p1p1p1/2PpP1P1/3K3n b - -')));
  });

  test('a check that mates White may cover an escape square itself: the knight never gives it (stopMasks)', () => {
    // Black to mate; mirrored, White's king f7 is walled in and Ng8-h6+ would mate it (h6 covers
    // the g8 it leaves). So the knight never moves, and the d7 pawn never promotes on e8/c8.
    const fen = '8/5BbB/7b/8/3p1p2/2pPpPp1/2PpBkP1/3K1BN1 w - -';
    // White's king can take the knight, so it is the case split (knight never taken on g8) that sees it.
    const r = new Reach();
    const pos = position(fen, 1);
    r.compute(pos);
    let knight = -1;
    for (let i = 0; i < r.count; i++) if (r.square[i] === 62) knight = i;
    assert.ok(knight >= 0);
    r.computeCase(pos, 1 << knight, 0);
    assert.ok((r.stopHi[knight]! >>> (47 - 32)) & 1, 'h6 is a stop square of the g8 knight');
    assert.ok(staticallyUnwinnable(position(fen, 1)));
    // Near miss: without the bishop on f1 (mirrored f8) the king is not walled in, and Black mates.
    assert.ok(!staticallyUnwinnable(position('8/5BbB/7b/8/3p1p2/2pPpPp1/2PpBkP1/3K2N1 w - -', 1)));
  });

  test("against White's last piece Black never captures, and that piece never checks from next to the king where it is taken", () => {
    // Qa2-b1+ would mate White; every white check next to b3 is answered by a capture (bare king, FIDE 6.9).
    assert.ok(staticallyUnwinnable(position('8/6pp/8/8/ppp5/bkp4Q/qnp5/n1K5 b - -')));
    // Near misses: without the queen on a2 the king walks out; with a second white piece a capture is no longer the end.
    assert.ok(!staticallyUnwinnable(position('8/6pp/8/8/ppp5/bkp4Q/1np5/n1K5 b - -')));
    assert.ok(!staticallyUnwinnable(position('8/6pp/8/8/ppp5/bkp4Q/qnp5/n1K1N3 b - -')));
  });

  test('case split on a piece that can be taken but never moves first: taken before it moves, or never taken while on its square', () => {
    const fen = '8/2b5/8/4k2B/1p1p4/1P1Pp1p1/4P1P1/2b2BRK b - -';
    // One run of the fixpoint alone leaves a mating square; each case rules it out.
    const r = new Reach();
    r.compute(position(fen));
    assert.ok(someMatingSquare(r));
    assert.ok(r.takenCount > 0);
    assert.ok(staticallyUnwinnable(position(fen)));
    assert.ok(staticallyUnwinnable(position(fen, 1)));
    // Near miss (chasolver's pair): White's king on e1 instead of h1 walks out, and White mates.
    assert.ok(!staticallyUnwinnable(position('8/2b5/8/4k2B/1p1p4/1P1Pp1p1/4P1P1/2b1KBR1 b - -')));
  });

  test('case (B) attack cap: a piece taken before it moves attacks only from where it stood, walled in with its king', () => {
    // Ra1 can be taken (Bh2-b2xa1) but never moves first; White's king a2 gets out only after
    // that capture, so the rook never attacks up the a-file past it. White then has only light
    // bishops, and every light square of Black's region has two dark neighbours for one Bd8.
    const fen = 'B2b4/8/8/4k3/1p6/1Pp1p1pB/K1P1P1Pb/RB6 b - -';
    const r = new Reach();
    r.compute(position(fen));
    assert.ok(someMatingSquare(r));
    assert.ok(staticallyUnwinnable(position(fen)));
    // Near misses: without the bishop on b1 (or with a knight there) White's rook and king get out and mate.
    assert.ok(!staticallyUnwinnable(position('B2b4/8/8/4k3/1p6/1Pp1p1pB/K1P1P1Pb/R7 b - -')));
    assert.ok(!staticallyUnwinnable(position('B2b4/8/8/4k3/1p6/1Pp1p1pB/K1P1P1Pb/RN6 b - -')));
  });

  test('castling rights release king and rook only once the squares between them may be empty (FIDE 3.8.2)', () => {
    // Bf1 and Ng1 never move: Ke1 and Rh1 stay, and White has only light bishops against a bare king.
    const fen = '2k5/8/8/3B4/2Bp1p1p/1BpP1P1P/2P1BPBP/3BKBNR w K -';
    const r = new Reach();
    r.compute(position(fen));
    assert.equal(r.steady[r.king[0]!], 1);
    assert.ok(staticallyUnwinnable(position(fen)));
    assert.ok(staticallyUnwinnable(position(fen, 1)));
    // Near miss: with f1 and g1 empty the king and rook move (castling or not), and the rook gets out.
    const open = '2k5/8/8/3B4/2Bp1p1p/1BpP1P1P/2P1BPBP/3BK2R w K -';
    r.compute(position(open));
    assert.equal(r.steady[r.king[0]!], 0);
    assert.ok(!staticallyUnwinnable(position(open)));
  });

  test('a pawn the enemy king could only take by stalemating its owner stays (no uncovered check possible)', () => {
    // Black's king taking g2 while White's king is on h4 leaves White without a move.
    assert.ok(staticallyUnwinnable(position('1k6/b1b5/7p/5p1P/5p2/5PpK/6P1/8 w - -')));
    // Near misses: without h6 White's king walks out; a black rook could free the position.
    assert.ok(!staticallyUnwinnable(position('1k6/b1b5/8/5p1P/5p2/5PpK/6P1/8 w - -')));
    assert.ok(!staticallyUnwinnable(position('1k6/b1b1r3/7p/5p1P/5p2/5PpK/6P1/8 w - -')));
  });

  test("the winner's king never steps where it would stalemate a king-only loser", () => {
    // Black's king could cover h3 from h2 only by stalemating White's king on h4.
    assert.ok(staticallyUnwinnable(position('8/b1b5/k6p/5p1P/5p2/5PpK/6P1/8 w - -', 1)));
    // Near miss: a spare white pawn move means no stalemate, and Black mates.
    assert.ok(!staticallyUnwinnable(position('8/b1b5/k6p/5p1P/5p2/5PpK/3P2P1/8 w - -', 1)));
  });

  test('a piece whose move uncovers a check White cannot answer never moves (discovered mate of White)', () => {
    // Nb2 shields Kc1 from Qa3: any knight move mates White, so the b3 king stays entombed
    // and the queen (White's last piece) never reaches a square attacking it.
    assert.ok(staticallyUnwinnable(position('6Q1/8/4n3/8/ppp5/qkp3b1/rnp5/n1K5 b - -')));
    assert.ok(staticallyUnwinnable(position('6Q1/8/4n3/8/ppp5/bkp3b1/rnp5/n1K5 b - -')));
    // Near miss: without the a4 pawn the queen can take on a3 along the file, the knight may
    // move, and White mates (helpmate in 18 plies).
    assert.ok(!staticallyUnwinnable(position('6Q1/8/4n3/8/1pp5/qkp3b1/rnp5/n1K5 b - -')));
  });

  test('a sealed group with one free square always guards what every arrangement attacks (groups.ts)', () => {
    // Seven bishops on the eight light squares behind a6 c6 e6 g6: one square is free, so b7 or
    // c8 (through b7) always guards a6, f7 or h7 guards g6; no king ever takes a pawn. Both sides.
    const fen = 'B1B1B1B1/pBpBpBp1/P1P1P1P1/4b3/5b2/8/8/k1K5 w - -';
    assert.ok(staticallyUnwinnable(position(fen)));
    assert.ok(staticallyUnwinnable(position(fen, 1)));
    // Near miss: six bishops leave two squares free (f7 and h7 may both be), the black king takes
    // g6, and White mates (a helpmate of 237 plies).
    assert.ok(!staticallyUnwinnable(position('B1B1B1B1/pBpBp1p1/P1P1P1P1/4b3/5b2/8/8/k1K5 w - -')));
  });

  test('a king never stands next to every square the other king may stand on (reachGuards.ts)', () => {
    // Black to mate. Black's king is held to c8 d8 e8 by the f8 bishop and White's pawns; the
    // white king could pass it only over d7, next to all three, so it never gets out to take the
    // e7 or g7 pawns or the f8 bishop.
    assert.ok(staticallyUnwinnable(position('Bb1k1b2/bKp1p1p1/1pP1P1P1/1P6/8/p7/P7/4b2B b - -', 1)));
    assert.ok(staticallyUnwinnable(position('BbK1kb2/b1p1p1p1/1pP1P1P1/1P6/8/8/8/1B2b2B b - -', 1)));
    // Near miss: without the f8 bishop Black's king walks on, the kings pass, and Black mates.
    assert.ok(!staticallyUnwinnable(position('Bb1k4/bKp1p1p1/1pP1P1P1/1P6/8/p7/P7/4b2B b - -', 1)));
  });
});

describe('staticallyUnwinnable stops a run early only where its fixpoint shows a mating square', () => {
  /** Compares the answers with and without the early stop, both winners; returns the proofs. */
  const compare = (pos: Position, at: string): number => {
    let proofs = 0;
    for (const winner of [0, 1]) {
      const p = normalizedCopy(pos, winner);
      const early = staticallyUnwinnable(p);
      assert.equal(early, staticallyUnwinnable(p, false), `${at}, winner ${winner}`);
      if (early) proofs++;
    }
    return proofs;
  };

  /**
   * `compare` on random playouts from `fen`, seeds 1 … `seeds`: seed k plays `plies(k)` plies with
   * the generator seeded `seedBase + k`. Returns the proofs.
   */
  const comparePlayouts = (fen: string, seeds: number, plies: (seed: number) => number, seedBase: number): number => {
    const start = parseFen(fen);
    assert.ok(start.ok, fen);
    let proofs = 0;
    for (let seed = 1; seed <= seeds; seed++) {
      const { pos } = randomPlayout(start.value, plies(seed), seedBase + seed);
      proofs += compare(pos, makeFen(pos));
    }
    return proofs;
  };

  test('the same answers in random playouts (locked pawns, bishops, open boards)', () => {
    let proofs = 0;
    for (const [i, fen] of [
      '4k3/8/3N4/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/4K3 b - - 0 1',
      '2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1',
      '8/1p6/1Pp5/1kP5/p1P5/P1K1B3/3B4/8 b - - 0 1',
      '4k3/pppp4/8/8/8/8/1PPP4/2B1KB2 w - - 0 1',
      'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
    ].entries()) {
      proofs += comparePlayouts(fen, 40, (seed) => seed * 2, 500 * i);
    }
    assert.ok(proofs > 0, 'some playouts stay blocked');
  });

  test("the same answers behind locked pawn walls, where the case split skips the cases a stronger one's failure settles", () => {
    // The walls of the Game.apply benchmark's locked-pawn games, a piece behind them: the split
    // runs on nearly every position, and usually fails (a piece can give itself up to unlock).
    const settledBefore = splitShortcuts.settled;
    let proofs = 0;
    for (const [i, fen] of [
      '4k3/8/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/6K1/6b1 w - - 0 1',
      '3k4/8/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/4K3/2q5 w - - 0 1',
      '8/4k3/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/3K3b/8 b - - 0 1',
      '4k3/8/2n5/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/3NK3 w - - 0 1',
      '4k3/3b4/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/2B1K3 w - - 0 1',
    ].entries()) {
      proofs += comparePlayouts(fen, 30, (seed) => seed % 12, 700 * i);
    }
    assert.ok(proofs > 50, `${proofs} walls hold`);
    assert.ok(splitShortcuts.settled - settledBefore > 50, `${splitShortcuts.settled - settledBefore} splits settled early`);
  });

  const positions = sharedPath('data/unwinnability/positions.txt');
  test(
    'the same answers on every position of positions.txt',
    { skip: positions === undefined ? skipMessage('data/unwinnability/positions.txt') : false },
    () => {
      const file = parseLabelledPositions(readFileSync(positions!, 'utf8'));
      assert.ok(file.ok);
      let proofs = 0;
      for (const { fen } of file.value) {
        const pos = parseFenTolerant(fen);
        assert.ok(pos.ok, fen);
        proofs += compare(pos.value, fen);
      }
      assert.ok(proofs > 2000, `${proofs} proofs`);
    },
  );
});

/** Whether White (the normalized winner) mates within `plies` plies, both sides cooperating. */
function helpmateWithin(pos: Position, plies: number): boolean {
  const moves = new Int32Array(256);
  const n = generateLegal(pos, moves, 0);
  if (n === 0) return pos.side === 1 && pos.isCheck();
  if (plies === 0) return false;
  const list = Array.from(moves.subarray(0, n));
  for (const m of list) {
    pos.makeMove(m);
    const found = helpmateWithin(pos, plies - 1);
    pos.unmakeMove(m);
    if (found) return true;
  }
  return false;
}

const PIECES = 'QRBNPqrbnp';

describe('soundness against brute force', () => {
  test('random sparse positions: a "no" never hides a short helpmate; a "yes" line mates', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 63 }), { minLength: 4, maxLength: 6 }),
        fc.array(fc.constantFrom(...PIECES), { minLength: 4, maxLength: 4 }),
        fc.boolean(),
        (squares, pieces, whiteToMove) => {
          const board: string[] = new Array<string>(64).fill('');
          board[squares[0]!] = 'K';
          board[squares[1]!] = 'k';
          for (let i = 2; i < squares.length; i++) {
            const sq = squares[i]!;
            const p = pieces[i - 2]!;
            if ((p === 'P' || p === 'p') && (sq < 8 || sq >= 56)) continue;
            board[sq] = p;
          }
          let fen = '';
          for (let r = 7; r >= 0; r--) {
            let empty = 0;
            for (let f = 0; f < 8; f++) {
              const p = board[r * 8 + f]!;
              if (p === '') empty++;
              else {
                if (empty > 0) fen += String(empty);
                empty = 0;
                fen += p;
              }
            }
            if (empty > 0) fen += String(empty);
            if (r > 0) fen += '/';
          }
          const parsed = parseFen(`${fen} ${whiteToMove ? 'w' : 'b'} - - 0 1`);
          if (!parsed.ok) return; // the side not to move is in check
          const pos = parsed.value;
          if (pos.kings[0]! >= 0 && isAttackedBy(pos.board, pos.kings[pos.side ^ 1]!, pos.side)) return;
          for (const side of ['white', 'black'] as const) {
            const v = canCheckmate(pos, side, { maxNodes: 20000 });
            if (v.verdict === 'no') {
              assert.ok(!helpmateWithin(normalizedCopy(pos, side === 'white' ? 0 : 1), 3), `${side} mates quickly in ${fen}`);
            } else if (v.verdict === 'yes') {
              const p = pos.clone();
              for (const m of v.line ?? []) assert.ok(p.play(m), fen);
              assert.ok(p.isCheckmate() && p.turn !== side, fen);
            }
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
