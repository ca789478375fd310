import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { parsePgn } from '../pgn/read.js';
import { codes, moves, ruling, run } from '../test-support/arbiter.js';
import type { TracedVerdict } from '../arbiter/game.js';

const AFTER_E4_E5 = 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2';
const stateAt = (v: TracedVerdict, line: number) => v.trace!.find((s) => s.line === line)!.state;

describe('illegal moves: FIDE 2023 rapid and blitz (A.5.2, A.3, 7.5.5)', () => {
  // 3+2. 1. e4 (t=1000) e5 (t=2000); White completes Ke1-e3 at 5000; Black claims at 6000.
  const claimed = [
    ...moves(['e4', 'e5'], 1000),
    { t: 5000, type: 'move', move: 'e1e3' },
    { t: 6000, type: 'claim', by: 'black', claim: 'illegal-move' },
  ];

  test('the first illegal move, claimed: the position before it is back, the opponent gets one minute, the offender moves again', () => {
    const v = run({ rules: 'fide-blitz', tc: '3+2' }, claimed);
    assert.equal(v.result, '*');
    const r = ruling(v, 'illegal-move-corrected');
    assert.equal(r.rule, 'FIDE B.3, A.3, 7.5.5');
    assert.equal(r.line, 5);
    const s = stateAt(v, 5);
    assert.equal(s.fen, AFTER_E4_E5);
    assert.equal(s.running, 'white', "the offender's clock runs");
    // Black: 181 s after e5, 1 s thinking, +60 s. White: 178 s at the illegal press, its increment taken back.
    assert.deepEqual(s.clock, { white: 178_000, black: 240_000 });
    assert.deepEqual(s.illegalMoves, { white: 1, black: 0 });
  });

  test('the replacement move must be made with the same piece when it can move (7.5.1, 4.3)', () => {
    const v = run({ rules: 'fide-blitz', tc: '3+2' }, [
      ...claimed,
      { t: 7000, type: 'move', move: 'Nf3' },
      { t: 8000, type: 'move', move: 'Ke2' },
    ]);
    assert.equal(ruling(v, 'touch-move').line, 6);
    assert.equal(stateAt(v, 7).plies, 3);
    assert.match(v.pgn, /2\. Ke2/);
  });

  test('rapid: the same with a one-minute penalty (A.3)', () => {
    const v = run({ rules: 'fide-rapid', tc: '15+10' }, claimed);
    assert.equal(ruling(v, 'illegal-move-corrected').rule, 'FIDE A.3, 7.5.5');
  });

  test('the second illegal move of the same player loses (7.5.5)', () => {
    const v = run({ rules: 'fide-blitz', tc: '3+2' }, [
      ...claimed,
      { t: 7000, type: 'move', move: 'e1e3' },
      { t: 8000, type: 'claim', by: 'black', claim: 'illegal-move' },
    ]);
    assert.equal(v.result, '0-1');
    assert.equal(v.termination, 'illegal-move');
    assert.equal(v.rule, 'FIDE A.5.2, 7.5.5');
    assert.match(v.pgn, /\[Termination "rules infraction"\]/);
  });

  test('the second illegal move is a draw when the opponent cannot checkmate by any series of legal moves (7.5.5)', () => {
    // White has a rook, Black a bare king: White's rook moves diagonally, twice.
    const v = run({ rules: 'fide-blitz', tc: '3+2', fen: 'k7/8/8/8/8/8/8/1R2K3 w - - 0 1' }, [
      { t: 1000, type: 'move', move: 'b1c2' },
      { t: 2000, type: 'claim', by: 'black', claim: 'illegal-move' },
      { t: 3000, type: 'move', move: 'b1c2' },
      { t: 4000, type: 'claim', by: 'black', claim: 'illegal-move' },
    ]);
    assert.equal(v.result, '1/2-1/2');
    assert.equal(v.termination, 'illegal-move');
    assert.equal(v.rule, 'FIDE A.5.2, 7.5.5');
  });

  test('a claim after the claimant has moved is too late: the illegal move stands (A.5.2)', () => {
    const v = run({ rules: 'fide-blitz', tc: '3+2' }, [
      ...moves(['e4', 'e5'], 1000),
      { t: 5000, type: 'move', move: 'e1e3' },
      { t: 6000, type: 'move', move: 'Nc6' },
      { t: 7000, type: 'claim', by: 'black', claim: 'illegal-move' },
    ]);
    assert.equal(v.result, '*');
    assert.equal(ruling(v, 'illegal-move-stands').rule, 'FIDE A.5.2');
    assert.equal(ruling(v, 'claim-refused').line, 6);
    assert.match(v.pgn, /2\. e1e3\s+\{ \[%clk [^\]]+\] \[%emt [^\]]+\] illegal move: a king cannot move from e1 to e3 \}/);
  });

  test('an arbiter who is present acts on the illegal move at once (A.5.2)', () => {
    const v = run({ rules: 'fide-blitz', tc: '3+2', arbiter: 'present' }, [
      ...moves(['e4', 'e5'], 1000),
      { t: 5000, type: 'move', move: 'e1e3' },
    ]);
    assert.match(ruling(v, 'illegal-move-corrected').ruling, /^The arbiter acts on White's illegal move e1e3/);
    assert.equal(stateAt(v, 4).fen, AFTER_E4_E5);
  });

  test('the arbiter who looks before the opponent moves acts too; after it he may not (A.5.2)', () => {
    const early = run({ rules: 'fide-blitz', tc: '3+2' }, [
      ...moves(['e4', 'e5'], 1000),
      { t: 5000, type: 'move', move: 'e1e3' },
      { t: 5500, type: 'arbiter', action: 'look' },
    ]);
    assert.ok(codes(early).includes('illegal-move-corrected'));
    const late = run({ rules: 'fide-blitz', tc: '3+2' }, [
      ...moves(['e4', 'e5'], 1000),
      { t: 5000, type: 'move', move: 'e1e3' },
      { t: 6000, type: 'move', move: 'Nc6' },
      { t: 6500, type: 'arbiter', action: 'look' },
    ]);
    assert.ok(!codes(late).includes('illegal-move-corrected'));
  });

  test('pressing the clock without moving is an illegal move (7.5.3)', () => {
    const v = run({ rules: 'fide-blitz', tc: '3+2' }, [
      ...moves(['e4', 'e5'], 1000),
      { t: 5000, type: 'press', by: 'white' },
      { t: 6000, type: 'claim', by: 'black', claim: 'illegal-move' },
    ]);
    assert.equal(ruling(v, 'illegal-move-recorded').rule, 'FIDE 7.5.3');
    const s = stateAt(v, 5);
    assert.equal(s.running, 'white');
    assert.equal(s.turn, 'white');
    assert.equal(s.clock.black, 181_000 - 1000 + 60_000);
  });

  test('a pawn left unpromoted becomes a queen and the move stands, with the penalty (7.5.2)', () => {
    const v = run({ rules: 'fide-blitz', tc: '3+2', fen: '8/4P3/8/8/8/k7/8/4K3 w - - 0 1' }, [
      { t: 1000, type: 'move', move: 'e7e8' },
      { t: 2000, type: 'claim', by: 'black', claim: 'illegal-move' },
    ]);
    const s = stateAt(v, 3);
    assert.equal(s.fen.split(' ')[0], '4Q3/8/8/8/8/k7/8/4K3');
    assert.equal(s.turn, 'black');
    assert.equal(s.clock.black, 180_000 - 1000 + 60_000);
    assert.equal(ruling(v, 'illegal-move-corrected').rule, 'FIDE 7.5.2, FIDE B.3, A.3, 7.5.5');
    assert.match(v.pgn, /1\. e8=Q/);
  });

  test('capturing the king is itself an illegal move (1.4.1)', () => {
    // White plays Ke2 into the rook's check; Black takes the king: both illegal; White claims Black's.
    const v = run({ rules: 'fide-blitz', tc: '3+2', fen: '4k3/8/8/8/8/8/r7/4K3 w - - 0 1' }, [
      { t: 1000, type: 'move', move: 'e1e2' },
      { t: 2000, type: 'move', move: 'a2e2' },
    ]);
    assert.equal(v.result, '*');
    assert.equal(codes(v).filter((c) => c === 'illegal-move-recorded').length, 2);
  });

  test('over the board a move that cannot be made at all (no piece there) is refused', () => {
    const v = run({ rules: 'fide-blitz', tc: '3+2' }, [
      { t: 1000, type: 'move', move: 'e3e4' },
      { t: 2000, type: 'move', move: 'e4' },
    ]);
    const r = ruling(v, 'move-refused');
    assert.equal(r.line, 2);
    assert.match(r.ruling, /there is no piece on e3/);
    assert.equal(stateAt(v, 3).plies, 1);
  });
});

describe('an illegal move and a flag (claims in the order made)', () => {
  // 1+0: White completes Ke1-e3 at 3000; Black's clock then falls at 62 000.
  const base = [...moves(['e4', 'e5'], 1000), { t: 3000, type: 'move', move: 'e1e3' }];

  test('FIDE blitz: the offender claims the flag first and wins [interp: claims in the order made]', () => {
    const v = run({ rules: 'fide-blitz', tc: '1+0' }, [
      ...base,
      { t: 63_000, type: 'claim', by: 'white', claim: 'flag' },
      { t: 63_000, type: 'claim', by: 'black', claim: 'illegal-move' },
    ]);
    assert.equal(v.result, '1-0');
    assert.equal(v.termination, 'timeout');
  });

  test("FIDE blitz: the illegal move claimed first: the penalty minute lifts the claimant's flag", () => {
    const v = run({ rules: 'fide-blitz', tc: '1+0' }, [
      ...base,
      { t: 63_000, type: 'claim', by: 'black', claim: 'illegal-move' },
      { t: 63_000, type: 'claim', by: 'white', claim: 'flag' },
    ]);
    assert.equal(v.result, '*');
    assert.equal(stateAt(v, 5).clock.black, 59_000);
    assert.equal(ruling(v, 'claim-incorrect').line, 6);
  });
});

describe('illegal moves: FIDE 2023 standard (7.5.1)', () => {
  test('an illegal move found later is corrected: the later moves are taken back, +2 minutes', () => {
    const v = run({ rules: 'fide-standard', tc: '90+30' }, [
      ...moves(['e4', 'e5'], 1000),
      { t: 3000, type: 'move', move: 'f1f3' }, // a bishop moving straight
      ...moves(['Nc6', 'd4', 'd6'], 4000),
      { t: 10_000, type: 'claim', by: 'black', claim: 'illegal-move' },
    ]);
    const r = ruling(v, 'illegal-move-corrected');
    assert.equal(r.rule, 'FIDE 7.5.5');
    assert.match(r.ruling, /the 3 later moves are taken back/);
    assert.equal(stateAt(v, 8).fen, AFTER_E4_E5);
    assert.equal(stateAt(v, 8).running, 'white');
  });
});

describe('illegal moves: FIDE 2009', () => {
  const illegal = (t: number) => [
    { t, type: 'move', move: 'e1e3' },
    { t: t + 500, type: 'claim', by: 'black', claim: 'illegal-move' },
  ];

  test('standard: the first two illegal moves give the opponent 2 minutes each, the third loses (2009 7.4.b)', () => {
    const v = run({ rules: 'fide-2009-standard', tc: '90+30' }, [
      ...moves(['e4', 'e5'], 1000),
      ...illegal(3000),
      ...illegal(5000),
      ...illegal(7000),
    ]);
    assert.equal(codes(v).filter((c) => c === 'illegal-move-corrected').length, 2);
    assert.equal(v.result, '0-1');
    assert.equal(v.rule, 'FIDE 2009 7.4.b');
  });

  test('blitz: a claimed illegal move loses at once (2009 B.3)', () => {
    const v = run({ rules: 'fide-2009-blitz', tc: '5+0' }, [...moves(['e4', 'e5'], 1000), ...illegal(3000)]);
    assert.equal(v.result, '0-1');
    assert.equal(v.termination, 'illegal-move');
  });

  test('blitz: drawn instead when the claimant cannot checkmate (2009 B.3)', () => {
    const v = run({ rules: 'fide-2009-blitz', tc: '5+0', fen: 'k7/8/8/8/8/8/8/1R2K3 w - - 0 1' }, [
      { t: 1000, type: 'move', move: 'b1c2' },
      { t: 2000, type: 'claim', by: 'black', claim: 'illegal-move' },
    ]);
    assert.equal(v.result, '1/2-1/2');
  });

  test('blitz: an arbiter present acts only on an illegal position, such as both kings in check (2009 A.4.c)', () => {
    const quiet = run({ rules: 'fide-2009-blitz', tc: '5+0', arbiter: 'present' }, [
      ...moves(['e4', 'e5'], 1000),
      { t: 3000, type: 'move', move: 'e1e3' },
    ]);
    assert.equal(quiet.result, '*');
    // The pinned knight gives check: both kings are in check.
    const both = run({ rules: 'fide-2009-blitz', tc: '5+0', arbiter: 'present', fen: '8/8/5k2/8/1b6/8/3N4/4K3 w - - 0 1' }, [
      { t: 1000, type: 'move', move: 'd2e4' },
    ]);
    assert.equal(both.result, '0-1');
    assert.equal(both.termination, 'illegal-move');
    assert.match(ruling(both, 'game-ends').ruling, /^The arbiter acts on/);
  });
});

describe('illegal moves: US Chess', () => {
  test('US blitz: illegal move claimed loses (7d)', () => {
    const v = run({ rules: 'uscf-blitz', tc: 'G/5' }, [
      ...moves(['e4', 'e5'], 1000),
      { t: 3000, type: 'move', move: 'e1e3' },
      { t: 4000, type: 'claim', by: 'black', claim: 'illegal-move' },
    ]);
    assert.equal(v.result, '0-1');
    assert.equal(v.rule, 'US Chess 7d');
  });

  test('US blitz: illegal move claimed without mating material is a draw (8d)', () => {
    const v = run({ rules: 'uscf-blitz', tc: 'G/5', fen: 'k7/8/8/8/8/8/8/1R2K3 w - - 0 1' }, [
      { t: 1000, type: 'move', move: 'b1c2' },
      { t: 2000, type: 'claim', by: 'black', claim: 'illegal-move' },
    ]);
    assert.equal(v.result, '1/2-1/2');
    assert.equal(v.rule, 'US Chess 8d');
  });

  test('US blitz: taking the king that an illegal move left in check claims the win (7d)', () => {
    const v = run({ rules: 'uscf-blitz', tc: 'G/5', fen: '4k3/8/8/8/8/8/r7/4K3 w - - 0 1' }, [
      { t: 1000, type: 'move', move: 'e1e2' },
      { t: 2000, type: 'move', move: 'a2e2' },
    ]);
    assert.equal(v.result, '0-1');
    assert.equal(v.termination, 'illegal-move');
    assert.equal(ruling(v, 'illegal-move-decided').rule, 'US Chess 7d');
  });

  test('US blitz: an illegal move that is not claimed stands, even when a director is present (7d)', () => {
    const v = run({ rules: 'uscf-blitz', tc: 'G/5', arbiter: 'present' }, [
      ...moves(['e4', 'e5'], 1000),
      { t: 3000, type: 'move', move: 'e1e3' },
      { t: 4000, type: 'move', move: 'Nc6' },
    ]);
    assert.equal(v.result, '*');
    assert.equal(ruling(v, 'illegal-move-stands').rule, 'US Chess 7d');
  });

  test('US blitz 7e: the offender may still win on time if he claims before the illegal move is claimed', () => {
    const base = [...moves(['e4', 'e5'], 1000), { t: 3000, type: 'move', move: 'e1e3' }];
    const flagFirst = run({ rules: 'uscf-blitz', tc: 'G/5' }, [
      ...base,
      { t: 310_000, type: 'claim', by: 'white', claim: 'flag' },
      { t: 310_000, type: 'claim', by: 'black', claim: 'illegal-move' },
    ]);
    assert.equal(flagFirst.result, '1-0');
    const illegalFirst = run({ rules: 'uscf-blitz', tc: 'G/5' }, [
      ...base,
      { t: 310_000, type: 'claim', by: 'black', claim: 'illegal-move' },
      { t: 310_000, type: 'claim', by: 'white', claim: 'flag' },
    ]);
    assert.equal(illegalFirst.result, '0-1');
  });

  test('US regular: each illegal move gives the opponent 2 minutes and never loses by itself (11D)', () => {
    const v = run({ rules: 'uscf-standard', tc: 'G/60' }, [
      ...moves(['e4', 'e5'], 1000),
      { t: 3000, type: 'move', move: 'e1e3' },
      { t: 3500, type: 'claim', by: 'black', claim: 'illegal-move' },
      { t: 4000, type: 'move', move: 'e1e3' },
      { t: 4500, type: 'claim', by: 'black', claim: 'illegal-move' },
      { t: 5000, type: 'move', move: 'e1e3' },
      { t: 5500, type: 'claim', by: 'black', claim: 'illegal-move' },
    ]);
    assert.equal(v.result, '*');
    assert.equal(codes(v).filter((c) => c === 'illegal-move-corrected').length, 3);
    assert.equal(ruling(v, 'illegal-move-corrected').rule, 'US Chess 11D, 1C2a');
  });

  test('US regular: an illegal move more than ten moves back stands (11A, 11B)', () => {
    const shuffle = ['Nf3', 'Nf6', 'Ng1', 'Ng8'];
    const v = run({ rules: 'uscf-standard', tc: 'G/60' }, [
      ...moves(['e4', 'e5'], 1000),
      { t: 3000, type: 'move', move: 'e1e3' },
      ...moves(['Nc6', 'Nf3', 'Nf6', 'Ng1', 'Ng8', ...shuffle, ...shuffle, ...shuffle, ...shuffle], 4000),
      { t: 100_000, type: 'claim', by: 'black', claim: 'illegal-move' },
    ]);
    assert.equal(ruling(v, 'illegal-move-stands').rule, 'US Chess 11A, 11B, 11D1');
    assert.ok(codes(v).includes('claim-refused'));
  });

  test('US regular, time pressure: the director does not intervene and only the last two moves can be claimed (11D1)', () => {
    // G/30: at 1 600 000 ms White has less than five minutes, and there is no delay.
    const late = (list: string[]) => moves(list, 1_600_000, 100);
    const present = run({ rules: 'uscf-standard', tc: 'G/30', arbiter: 'present' }, [...late(['e4', 'e5', 'e1e3'])]);
    assert.ok(!codes(present).includes('illegal-move-corrected'));
    const claimed = run({ rules: 'uscf-standard', tc: 'G/30' }, [
      ...late(['e4', 'e5', 'e1e3', 'Nc6']),
      { t: 1_601_000, type: 'claim', by: 'black', claim: 'illegal-move' },
    ]);
    assert.ok(codes(claimed).includes('illegal-move-corrected'));
    const old = run({ rules: 'uscf-standard', tc: 'G/30' }, [
      ...late(['e4', 'e5', 'e1e3', 'Nc6', 'Nf3', 'Nf6', 'Nc3']),
      { t: 1_601_000, type: 'claim', by: 'black', claim: 'illegal-move' },
    ]);
    assert.ok(codes(old).includes('claim-refused'));
  });

  test('US regular: pressing the clock without a move is not an illegal move; the opponent presses back (11C)', () => {
    const v = run({ rules: 'uscf-standard', tc: 'G/60' }, [
      ...moves(['e4', 'e5'], 1000),
      { t: 3000, type: 'press', by: 'white' },
      { t: 4000, type: 'press', by: 'black' },
      { t: 5000, type: 'move', move: 'Nf3' },
    ]);
    assert.deepEqual(codes(v), ['press-without-move', 'press-back']);
    assert.equal(stateAt(v, 5).running, 'white');
    assert.equal(stateAt(v, 6).plies, 3);
  });

  test('US regular: a pawn left unpromoted is completed with a queen, no penalty (8F7)', () => {
    const v = run({ rules: 'uscf-standard', tc: 'G/60', fen: '8/4P3/8/8/8/k7/8/4K3 w - - 0 1' }, [{ t: 1000, type: 'move', move: 'e7e8' }]);
    assert.equal(ruling(v, 'promotion-completed').rule, 'US Chess 8F7');
    assert.equal(v.fen.split(' ')[0], '4Q3/8/8/8/8/k7/8/4K3');
  });
});

describe('illegal moves online (FIDE Online 3.3)', () => {
  test('an illegal move is refused and the game goes on', () => {
    const v = run({ rules: 'online', tc: '3+2' }, [
      ...moves(['e4', 'e5'], 1000),
      { t: 3000, type: 'move', move: 'e1e3' },
      { t: 4000, type: 'move', move: 'Nf3' },
    ]);
    assert.equal(ruling(v, 'move-refused').rule, 'FIDE Online 3.3');
    assert.equal(v.result, '*');
    assert.equal(
      parsePgn(v.pgn)[0]!
        .moves.map((m) => m.san)
        .join(' '),
      'e4 e5 Nf3',
    );
  });
});
