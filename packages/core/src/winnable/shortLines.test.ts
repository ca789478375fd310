import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { generateLegal } from '../board/movegen.js';
import type { Position } from '../board/position.js';
import { makeFen, parseFen } from '../notation/fen.js';
import { canCheckmate, quickProvesNo, screenQuick } from './canCheckmate.js';
import { whiteLacksMaterial } from './material.js';
import { normalizedCopy } from './normalize.js';
import { everyLineEndsSoon, SHORT_LINES_PLIES, shortLinesApply } from './shortLines.js';

const position = (fen: string): Position => {
  const r = parseFen(fen);
  assert.ok(r.ok, fen);
  return r.value;
};

/** Whether some series of at most `plies` legal moves from `pos` ends with Black checkmated (brute force). */
function helpmateWithin(pos: Position, plies: number): boolean {
  const moves = new Int32Array(256);
  const n = generateLegal(pos, moves, 0);
  if (n === 0) return pos.side === 1 && pos.isCheck();
  if (plies === 0) return false;
  for (const m of Array.from(moves.subarray(0, n))) {
    pos.makeMove(m);
    const found = helpmateWithin(pos, plies - 1);
    pos.unmakeMove(m);
    if (found) return true;
  }
  return false;
}

describe('the short-lines test (quick mode)', () => {
  test('a queen that must be taken: no, without any search, as the full analysis says', () => {
    // lichess.txt: Black's king and pawn both take the queen; a bare king never mates.
    const pos = position('8/6K1/8/p7/kQ6/8/8/8 b - - 0 58');
    const bare = canCheckmate(pos, 'white', { mode: 'quick', maxNodes: 0 });
    assert.equal(bare.verdict, 'no', bare.reason);
    assert.match(bare.reason, new RegExp(`within ${SHORT_LINES_PLIES} plies`));
    assert.equal(canCheckmate(pos, 'white', { mode: 'quick' }).verdict, 'no');
    assert.equal(screenQuick(pos, 'white'), 'short');
    assert.ok(quickProvesNo(pos, 'white'));
    assert.equal(canCheckmate(pos, 'white').verdict, 'no');
    // Black can still promote and mate: not a dead position, and the quick mode does not say no.
    assert.notEqual(canCheckmate(pos, 'black', { mode: 'quick' }).verdict, 'no');
  });

  test('no proof while some line goes on (the test stops at the first such line)', () => {
    assert.ok(!everyLineEndsSoon(normalizedCopy(position('k7/8/1K6/8/8/8/7Q/8 w - - 0 1'), 0)));
    assert.ok(!everyLineEndsSoon(normalizedCopy(position('k7/8/8/8/8/8/8/1R4K1 b - - 0 1'), 0)));
    // A mate of Black ends a line, but as White's win: never a proof (here at once).
    assert.ok(!everyLineEndsSoon(normalizedCopy(position('k7/1Q6/1K6/8/8/8/8/8 b - - 0 1'), 0)));
    // The queen can be taken, but Black may also step aside: the lines go on.
    assert.ok(!everyLineEndsSoon(normalizedCopy(position('8/6K1/8/8/k7/1Q6/8/8 b - - 0 58'), 0)));
  });

  test('applies to a force of at most three pieces besides the king', () => {
    assert.ok(shortLinesApply(normalizedCopy(position('4k3/8/8/8/8/8/1PPP4/4K3 w - - 0 1'), 0)));
    assert.ok(!shortLinesApply(normalizedCopy(position('4k3/8/8/8/8/8/PPPP4/4K3 w - - 0 1'), 0)));
    assert.equal(screenQuick(position('4k3/8/8/8/8/8/NPPP4/4K3 w - - 0 1'), 'white'), 'never');
    assert.equal(screenQuick(position('4k3/8/8/8/8/8/NPP5/4K3 w - - 0 1'), 'white'), 'short');
  });

  test('random small forces: a "no" never hides a helpmate (brute force, and the full analysis)', () => {
    // White's king and one or two pieces, the first next to Black's king (often to be taken),
    // against Black's king and up to two pieces: many positions whose lines all end soon.
    let proved = 0;
    const steps = [-9, -8, -7, -1, 1, 7, 8, 9];
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 63 }), { minLength: 5, maxLength: 5 }),
        fc.integer({ min: 0, max: 7 }),
        fc.array(fc.constantFrom(...'QRBNP'), { minLength: 1, maxLength: 2 }),
        fc.array(fc.constantFrom(...'qrbnp'), { minLength: 0, maxLength: 2 }),
        fc.boolean(),
        (squares, step, white, black, whiteToMove) => {
          const board: string[] = new Array<string>(64).fill('');
          const k = squares[1]!;
          const near = k + steps[step]!;
          const targets = [near, ...squares.slice(2)];
          const placed = [...white, ...black];
          board[squares[0]!] = 'K';
          board[k] = 'k';
          for (let i = 0; i < placed.length; i++) {
            const sq = targets[i]!;
            const p = placed[i]!;
            if (sq < 0 || sq > 63 || (i === 0 && Math.abs((sq % 8) - (k % 8)) > 1)) continue;
            if (board[sq] !== '' || ((p === 'P' || p === 'p') && (sq < 8 || sq >= 56))) continue;
            board[sq] = p;
          }
          const rows: string[] = [];
          for (let r = 7; r >= 0; r--)
            rows.push(
              board
                .slice(r * 8, r * 8 + 8)
                .map((p) => p || '1')
                .join(''),
            );
          const parsed = parseFen(`${rows.join('/')} ${whiteToMove ? 'w' : 'b'} - - 0 1`);
          if (!parsed.ok) return; // the side not to move is in check
          for (const winner of [0, 1]) {
            const pos = normalizedCopy(parsed.value, winner);
            const moves = new Int32Array(256);
            if (generateLegal(pos, moves, 0) === 0 || whiteLacksMaterial(pos) || !shortLinesApply(pos)) continue;
            const fen = makeFen(pos);
            if (!everyLineEndsSoon(pos)) continue;
            assert.equal(makeFen(pos), fen, 'the position is restored');
            proved++;
            assert.ok(!helpmateWithin(pos, SHORT_LINES_PLIES + 2), `a helpmate in ${fen}`);
            assert.notEqual(canCheckmate(pos, 'white').verdict, 'yes', fen);
          }
        },
      ),
      { numRuns: 8000, seed: 15 },
    );
    assert.ok(proved >= 50, `${proved} proofs among the random positions`);
  });
});
