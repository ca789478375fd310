import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { codes, moves, ruling, run } from '../test-support/arbiter.js';
import type { TracedVerdict } from '../arbiter/game.js';

const stateAt = (v: TracedVerdict, line: number) => v.trace!.find((s) => s.line === line)!.state;
const SHUFFLE = ['Nf3', 'Nf6', 'Ng1', 'Ng8'];

describe('threefold repetition (FIDE 9.2, 9.5.3)', () => {
  test('claimed by the player having the move when the position has just appeared a third time (9.2.2)', () => {
    const v = run({ rules: 'fide-blitz', tc: '3+2' }, [
      ...moves([...SHUFFLE, ...SHUFFLE], 1000),
      { t: 9500, type: 'claim', by: 'white', claim: 'threefold' },
    ]);
    assert.equal(v.result, '1/2-1/2');
    assert.equal(v.termination, 'threefold');
    assert.equal(v.rule, 'FIDE 9.2');
  });

  test('claimed with the intended move that will produce it (9.2.1); the move is not played', () => {
    const v = run({ rules: 'fide-blitz', tc: '3+2' }, [
      ...moves([...SHUFFLE, 'Nf3', 'Nf6', 'Ng1'], 1000),
      { t: 9500, type: 'claim', by: 'black', claim: 'threefold', move: 'Ng8' },
    ]);
    assert.equal(v.termination, 'threefold');
    assert.equal(stateAt(v, 9).plies, 7);
  });

  test('only the player having the move may claim', () => {
    const v = run({ rules: 'fide-blitz', tc: '3+2' }, [
      ...moves([...SHUFFLE, ...SHUFFLE], 1000),
      { t: 9500, type: 'claim', by: 'black', claim: 'threefold' },
    ]);
    assert.equal(v.result, '*');
    assert.equal(ruling(v, 'claim-refused').rule, 'FIDE 9.2');
  });

  test('an incorrect claim: the opponent gets one minute in blitz (A.3, 9.5.3), the claim stands as an offer (9.1.2.3)', () => {
    const v = run({ rules: 'fide-blitz', tc: '3+2' }, [
      ...moves(SHUFFLE, 1000),
      { t: 5000, type: 'claim', by: 'white', claim: 'threefold' },
      { t: 6000, type: 'draw-accept', by: 'black' },
    ]);
    const claim = stateAt(v, 6);
    assert.equal(claim.clock.black, 180_000 - 2000 + 4000 + 60_000);
    assert.equal(ruling(v, 'claim-incorrect').rule, 'FIDE B.3, A.3, 9.5.3');
    assert.equal(v.termination, 'agreement');
  });

  test('an incorrect claim with a move: two minutes in standard and the announced move is played (9.5.3)', () => {
    const v = run({ rules: 'fide-standard', tc: '90+30' }, [
      ...moves(SHUFFLE, 1000),
      { t: 5000, type: 'claim', by: 'white', claim: 'threefold', move: 'Nc3' },
    ]);
    const s = stateAt(v, 6);
    assert.equal(s.plies, 5);
    assert.equal(s.turn, 'black');
    assert.equal(ruling(v, 'claim-incorrect').rule, 'FIDE 9.5.3');
    assert.equal(s.clock.black, 5_400_000 - 2000 + 60_000 + 120_000);
  });

  test('FIDE 2009: an incorrect claim gives the opponent three minutes (2009 9.5.b)', () => {
    const v = run({ rules: 'fide-2009-standard', tc: '90+0' }, [
      ...moves(SHUFFLE, 1000),
      { t: 5000, type: 'claim', by: 'white', claim: 'threefold' },
    ]);
    assert.equal(stateAt(v, 6).clock.black, 5_400_000 - 2000 + 180_000);
    assert.equal(ruling(v, 'claim-incorrect').rule, 'FIDE 2009 9.5.b');
  });

  test('9.2.3: a position where en passant was possible differs from its later repetitions', () => {
    // After 2...d5 White could take en passant; after 4...Bc8 the same pieces stand, but without it.
    const line = ['e4', 'Nf6', 'e5', 'd5', 'Be2', 'Bd7', 'Bf1', 'Bc8', 'Bd3', 'Be6', 'Bf1', 'Bc8'];
    const early = run({ rules: 'fide-blitz', tc: '3+2' }, [
      ...moves(line, 1000),
      { t: 20_000, type: 'claim', by: 'white', claim: 'threefold' },
    ]);
    assert.equal(early.result, '*', 'only the second occurrence without en passant');
    assert.ok(codes(early).includes('claim-incorrect'));
    const late = run({ rules: 'fide-blitz', tc: '3+2' }, [
      ...moves([...line, 'Bc4', 'Bf5', 'Bf1', 'Bc8'], 1000),
      { t: 20_000, type: 'claim', by: 'white', claim: 'threefold' },
    ]);
    assert.equal(late.termination, 'threefold');
  });

  test('online: the third occurrence draws automatically (FIDE Online 5.4.1) and a claim is refused', () => {
    const v = run({ rules: 'online', tc: '3+2' }, moves([...SHUFFLE, ...SHUFFLE], 1000));
    assert.equal(v.termination, 'threefold');
    assert.equal(v.rule, 'FIDE Online 5.4.1');
    assert.equal(v.endedAt, 8000);
    const claim = run({ rules: 'online', tc: '3+2' }, [
      ...moves(SHUFFLE.slice(0, 2), 1000),
      { t: 3000, type: 'claim', by: 'white', claim: 'threefold' },
    ]);
    assert.equal(ruling(claim, 'claim-refused').rule, 'FIDE Online 5.4.1');
  });
});

describe('fivefold, 50 and 75 moves', () => {
  const fivefold = moves([...SHUFFLE, ...SHUFFLE, ...SHUFFLE, ...SHUFFLE], 1000);

  test('FIDE 2023: the fifth occurrence draws automatically, claimed or not (9.6.1)', () => {
    const v = run({ rules: 'fide-blitz', tc: '3+2' }, fivefold);
    assert.equal(v.termination, 'fivefold');
    assert.equal(v.rule, 'FIDE 9.6.1');
    assert.equal(v.endedAt, 16_000);
  });

  test('FIDE 2009: no automatic fivefold draw', () => {
    assert.equal(run({ rules: 'fide-2009-blitz', tc: '5+0' }, fivefold).result, '*');
  });

  test('US Chess: a director may declare the fivefold draw (14K): only when present or looking', () => {
    assert.equal(run({ rules: 'uscf-standard', tc: 'G/60' }, fivefold).result, '*');
    assert.equal(run({ rules: 'uscf-standard', tc: 'G/60', arbiter: 'present' }, fivefold).rule, 'US Chess 14K');
    const look = run({ rules: 'uscf-standard', tc: 'G/60' }, [...fivefold, { t: 20_000, type: 'arbiter', action: 'look' }]);
    assert.equal(look.termination, 'fivefold');
  });

  const rook = (halfmoves: number) => `4k3/8/8/8/8/8/8/R3K3 w - - ${halfmoves} 80`;

  test('fifty moves: claimed when completed (9.3.2) or with the move completing them (9.3.1)', () => {
    const done = run({ rules: 'fide-blitz', tc: '3+2', fen: rook(99) }, [
      { t: 1000, type: 'move', move: 'Ra2' },
      { t: 1500, type: 'claim', by: 'black', claim: 'fifty-moves' },
    ]);
    assert.equal(done.termination, 'fifty-moves');
    assert.equal(done.rule, 'FIDE 9.3');
    const announced = run({ rules: 'fide-blitz', tc: '3+2', fen: rook(99) }, [
      { t: 1000, type: 'claim', by: 'white', claim: 'fifty-moves', move: 'Ra2' },
    ]);
    assert.equal(announced.termination, 'fifty-moves');
    const early = run({ rules: 'fide-blitz', tc: '3+2', fen: rook(50) }, [{ t: 1000, type: 'claim', by: 'white', claim: 'fifty-moves' }]);
    assert.equal(early.result, '*');
    assert.equal(early.clock.black, 240_000);
  });

  test('online: the 50-move draw is automatic (FIDE Online 5.4.4)', () => {
    const v = run({ rules: 'online', tc: '3+2', fen: rook(99) }, [{ t: 1000, type: 'move', move: 'Ra2' }]);
    assert.equal(v.termination, 'fifty-moves');
  });

  test('75 moves draw automatically (9.6.2), but a mate on the 75th move takes precedence', () => {
    const v = run({ rules: 'fide-blitz', tc: '3+2', fen: rook(149) }, [{ t: 1000, type: 'move', move: 'Ra2' }]);
    assert.equal(v.termination, 'seventy-five-moves');
    assert.equal(v.rule, 'FIDE 9.6.2');
    const mate = run({ rules: 'fide-blitz', tc: '3+2', fen: 'k7/8/1K6/8/8/8/8/7R w - - 149 120' }, [
      { t: 1000, type: 'move', move: 'Rh8' },
    ]);
    assert.equal(mate.termination, 'checkmate');
  });
});

describe('positions that end the game', () => {
  test('stalemate (5.2.1)', () => {
    const v = run({ rules: 'fide-blitz', tc: '3+2', fen: 'k7/8/8/1Q6/8/8/8/7K w - - 0 1' }, [{ t: 1000, type: 'move', move: 'Qb6' }]);
    assert.equal(v.termination, 'stalemate');
    assert.equal(v.rule, 'FIDE 5.2.1');
  });

  test('a dead position ends the game at once (5.2.2); US Chess calls it insufficient material (14D)', () => {
    const fen = '4k3/8/8/8/8/8/1r6/K1B5 w - - 0 1';
    const v = run({ rules: 'fide-blitz', tc: '3+2', fen }, [
      { t: 1000, type: 'move', move: 'Bxb2' },
      { t: 2000, type: 'move', move: 'Kd7' },
    ]);
    assert.equal(v.termination, 'dead-position');
    assert.equal(v.rule, 'FIDE 5.2.2');
    assert.equal(v.endedAt, 1000);
    assert.equal(ruling(v, 'after-end').line, 3);
    const us = run({ rules: 'uscf-blitz', tc: 'G/5', fen }, [{ t: 1000, type: 'move', move: 'Bxb2' }]);
    assert.equal(us.termination, 'insufficient-material');
  });

  test('a game starting in a dead position ends at once', () => {
    const v = run({ rules: 'fide-blitz', tc: '3+2', fen: '4k3/8/8/8/8/8/8/4K3 w - - 0 1' }, []);
    assert.equal(v.termination, 'dead-position');
    assert.equal(v.endedAt, 0);
  });
});

describe('draw offers and resignation', () => {
  test('an offer accepted is a draw by agreement (9.1.2, 5.2.3)', () => {
    const v = run({ rules: 'fide-blitz', tc: '3+2' }, [
      ...moves(['e4'], 1000),
      { t: 1000, type: 'draw-offer', by: 'white' },
      { t: 3000, type: 'draw-accept', by: 'black' },
    ]);
    assert.equal(v.termination, 'agreement');
    assert.equal(v.rule, 'FIDE 5.2.3');
  });

  test('an offer lapses when the opponent moves; accepting it then is refused', () => {
    const v = run({ rules: 'fide-blitz', tc: '3+2' }, [
      ...moves(['e4'], 1000),
      { t: 1000, type: 'draw-offer', by: 'white' },
      ...moves(['e5'], 3000),
      { t: 4000, type: 'draw-accept', by: 'black' },
    ]);
    assert.equal(v.result, '*');
    assert.deepEqual(codes(v), ['draw-offered', 'draw-offer-lapsed', 'no-draw-offer']);
  });

  test('a declined offer is gone; the offerer moving does not withdraw it', () => {
    const v = run({ rules: 'fide-blitz', tc: '3+2' }, [
      { t: 500, type: 'draw-offer', by: 'white' },
      ...moves(['e4'], 1000),
      { t: 1500, type: 'draw-decline', by: 'black' },
      { t: 1600, type: 'draw-accept', by: 'black' },
    ]);
    assert.deepEqual(codes(v), ['draw-offered', 'draw-offer-declined', 'no-draw-offer']);
  });

  test('resignation: the opponent wins (5.1.2)', () => {
    const v = run({ rules: 'fide-blitz', tc: '3+2' }, [...moves(['e4'], 1000), { t: 2000, type: 'resign', by: 'black' }]);
    assert.equal(v.result, '1-0');
    assert.equal(v.termination, 'resignation');
  });

  test('FIDE 2023: resigning when the opponent cannot checkmate is a draw (5.1.2); in 2009 it lost', () => {
    const fen = '4k3/8/8/8/8/8/8/3QK3 w - - 0 1';
    const v = run({ rules: 'fide-blitz', tc: '3+2', fen }, [{ t: 1000, type: 'resign', by: 'white' }]);
    assert.equal(v.result, '1/2-1/2');
    assert.equal(v.termination, 'resignation');
    assert.equal(v.rule, 'FIDE 5.1.2');
    const old = run({ rules: 'fide-2009-blitz', tc: '3+2', fen }, [{ t: 1000, type: 'resign', by: 'white' }]);
    assert.equal(old.result, '0-1');
    assert.equal(old.rule, 'FIDE 2009 5.1.b');
  });

  test('a resignation after an unnoticed flag fall stands (6.9)', () => {
    const v = run({ rules: 'fide-blitz', tc: '1+0' }, [...moves(['e4', 'e5'], 1000), { t: 70_000, type: 'resign', by: 'black' }]);
    assert.equal(v.result, '1-0');
    assert.equal(v.flags.white, 61_000);
  });
});

describe('quickplay finish (FIDE III.5, FIDE 2009 10.2)', () => {
  // 60+0 is standard; White (K+R) to move has 100 s left at 3 500 000 ms; Black has a bare king.
  const fen = '4k3/8/8/8/8/8/8/R3K3 w - - 0 1';
  const claim = [{ t: 3_500_000, type: 'claim', by: 'white', claim: 'quickplay-finish' }];

  test('with Guidelines III announced and no increment: drawn when the opponent cannot checkmate (III.5.1)', () => {
    const v = run({ rules: 'fide-standard', tc: '60+0', fen: '4k3/8/8/8/8/8/7r/4K3 w - - 0 1', guidelinesIII: true }, claim);
    assert.equal(v.result, '*', 'Black has a rook and can checkmate: postponed');
    assert.equal(ruling(v, 'quickplay-postponed').rule, 'FIDE III.5');
    const drawn = run({ rules: 'fide-standard', tc: '60+0', fen, guidelinesIII: true }, claim);
    assert.equal(drawn.termination, 'quickplay-finish');
    assert.match(drawn.pgn, /\[Termination "adjudication"\]/);
  });

  test('refused without Guidelines III, with an increment, in blitz, or with two minutes or more left', () => {
    assert.match(ruling(run({ rules: 'fide-standard', tc: '60+0', fen }, claim), 'claim-refused').ruling, /Guidelines III/);
    assert.match(
      ruling(run({ rules: 'fide-standard', tc: '60+30', fen, guidelinesIII: true }, claim), 'claim-refused').ruling,
      /increment/,
    );
    assert.equal(ruling(run({ rules: 'fide-blitz', tc: '5+0', fen, guidelinesIII: true }, claim), 'claim-refused').rule, 'FIDE III.2.2');
    const early = [{ t: 1000, type: 'claim', by: 'white', claim: 'quickplay-finish' }];
    assert.match(
      ruling(run({ rules: 'fide-standard', tc: '60+0', fen, guidelinesIII: true }, early), 'claim-refused').ruling,
      /not under 120 s/,
    );
  });

  test('FIDE 2009: 10.2 needs no announcement', () => {
    const v = run({ rules: 'fide-2009-standard', tc: '60+0', fen }, claim);
    assert.equal(v.rule, 'FIDE 2009 10.2');
  });

  test('US Chess: no insufficient-losing-chances claim in sudden death (14H)', () => {
    assert.equal(ruling(run({ rules: 'uscf-standard', tc: 'G/60', fen }, claim), 'claim-refused').rule, 'US Chess 14H');
  });
});
