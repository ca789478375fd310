import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { codes, moves, ruling, run } from '../test-support/arbiter.js';

// tc 1+0: White's clock runs from 0. After 1. f3 (t=1000) e5 (t=2000) White has 59 s left,
// so White's flag falls at 61 000 if White does not move.
const foolsMate = (whiteSecondMoveAt: number, blackMateAt: number) => [
  ...moves(['f3', 'e5'], 1000),
  { t: whiteSecondMoveAt, type: 'move', move: 'g4' },
  { t: blackMateAt, type: 'move', move: 'Qh4#' },
];

describe('flag falls (FIDE 6.8, A.5.5; US Chess 13C1)', () => {
  test('FIDE blitz: a flag nobody notices does not count; the mate after it stands (6.8, 6.9)', () => {
    const v = run({ rules: 'fide-blitz', tc: '1+0' }, foolsMate(70_000, 71_000));
    assert.equal(v.result, '0-1');
    assert.equal(v.termination, 'checkmate');
    assert.equal(v.rule, 'FIDE 5.1.1');
    assert.equal(v.flags.white, 61_000);
    assert.equal(v.endedAt, 71_000);
  });

  test('FIDE blitz: an arbiter who is present calls the flag the moment it falls (A.5.5)', () => {
    const v = run({ rules: 'fide-blitz', tc: '1+0', arbiter: 'present' }, foolsMate(70_000, 71_000));
    assert.equal(v.result, '0-1');
    assert.equal(v.termination, 'timeout');
    assert.equal(v.endedAt, 61_000);
    assert.equal(v.clock.white, 0);
    assert.equal(ruling(v, 'flag-fell').rule, 'FIDE A.5.5, A.5.3');
    assert.deepEqual(codes(v).filter((c) => c === 'after-end').length, 2, 'g4 and Qh4 come after the end');
  });

  test('FIDE standard: an arbiter who is present observes the flag (6.8)', () => {
    const v = run({ rules: 'fide-standard', tc: '1+0', arbiter: 'present' }, foolsMate(70_000, 71_000));
    assert.equal(v.termination, 'timeout');
    assert.equal(ruling(v, 'flag-fell').rule, 'FIDE 6.8');
  });

  test('US Chess blitz: a director who is present never calls a flag, so the mate stands (13C1)', () => {
    const v = run({ rules: 'uscf-blitz', tc: 'G/5' }, [
      ...moves(['f3', 'e5'], 1000),
      { t: 302_000, type: 'arbiter', action: 'look' },
      { t: 303_000, type: 'move', move: 'g4' },
      { t: 304_000, type: 'move', move: 'Qh4' },
    ]);
    assert.equal(v.termination, 'checkmate');
    assert.equal(ruling(v, 'flag-not-called').rule, 'US Chess 7c, 13C1');
  });

  test('US Chess regular: a director present does not call a flag either (13C1)', () => {
    const v = run({ rules: 'uscf-standard', tc: 'G/30', arbiter: 'present' }, [
      ...moves(['f3', 'e5'], 1000),
      { t: 1_900_000, type: 'move', move: 'g4' },
      { t: 1_900_500, type: 'move', move: 'Qh4' },
    ]);
    assert.equal(v.termination, 'checkmate');
    assert.notEqual(v.flags.white, null);
  });

  test('FIDE blitz: a flag claimed by the opponent who can mate loses (6.9, A.5.3)', () => {
    const v = run({ rules: 'fide-blitz', tc: '1+0' }, [
      ...moves(['f3', 'e5'], 1000),
      { t: 65_000, type: 'claim', by: 'black', claim: 'flag' },
    ]);
    assert.equal(v.result, '0-1');
    assert.equal(v.termination, 'timeout');
    assert.equal(v.rule, 'FIDE 6.9');
    assert.equal(v.endedAt, 65_000);
    assert.deepEqual(v.flags, { white: 61_000, black: null });
  });

  test('FIDE blitz: the arbiter looking at the clocks calls a fallen flag (A.5.5)', () => {
    const v = run({ rules: 'fide-blitz', tc: '1+0' }, [...moves(['f3', 'e5'], 1000), { t: 64_000, type: 'arbiter', action: 'look' }]);
    assert.equal(v.termination, 'timeout');
    assert.equal(v.endedAt, 64_000);
  });

  test('FIDE: a flag against a side facing a bare king is a timeout drawn (6.9)', () => {
    const v = run({ rules: 'fide-blitz', tc: '1+0', fen: '8/8/4k3/8/8/8/3QK3/8 w - - 0 1' }, [
      { t: 61_000, type: 'claim', by: 'black', claim: 'flag' },
    ]);
    assert.equal(v.result, '1/2-1/2');
    assert.equal(v.termination, 'timeout');
    assert.equal(v.rule, 'FIDE 6.9');
  });

  test('K+N against K+R: FIDE wins on time (a helpmate exists), US Chess 14E2 and blitz 7c draw', () => {
    // Black (K+R) to move and flags; White has K+N.
    const fen = '4k3/8/8/3r4/8/8/3NK3/8 b - - 0 1';
    const events = [{ t: 61_000, type: 'claim', by: 'white', claim: 'flag' }];
    assert.equal(run({ rules: 'fide-blitz', tc: '1+0', fen }, events).result, '1-0');
    const us = run({ rules: 'uscf-standard', tc: 'G/1', fen }, events);
    assert.equal(us.result, '1/2-1/2');
    assert.equal(us.rule, 'US Chess 14E2');
    const usBlitz = run({ rules: 'uscf-blitz', tc: 'G/1', fen }, events);
    assert.equal(usBlitz.result, '1/2-1/2');
    assert.equal(usBlitz.rule, 'US Chess 7c');
  });

  test('US regular: a flag claimed by a player with mating material wins (14E)', () => {
    const v = run({ rules: 'uscf-standard', tc: 'G/1', fen: '4k3/8/8/8/8/8/3QK3/8 b - - 0 1' }, [
      { t: 60_000, type: 'claim', by: 'white', claim: 'flag' },
    ]);
    assert.equal(v.result, '1-0');
    assert.equal(v.rule, 'US Chess 14E');
  });

  test('K+B against K+P: FIDE wins on time (the pawn allows a helpmate), US Chess 14E2 and blitz 7c draw', () => {
    const fen = '4k3/4p3/8/8/8/8/3BK3/8 b - - 0 1';
    const events = [{ t: 60_000, type: 'claim', by: 'white', claim: 'flag' }];
    assert.equal(run({ rules: 'fide-blitz', tc: '1+0', fen }, events).result, '1-0');
    assert.equal(run({ rules: 'uscf-standard', tc: 'G/1', fen }, events).rule, 'US Chess 14E2');
    assert.equal(run({ rules: 'uscf-blitz', tc: 'G/1', fen }, events).result, '1/2-1/2');
  });

  test('US blitz: two knights are mating material, so the flag wins (7c)', () => {
    const v = run({ rules: 'uscf-blitz', tc: 'G/1', fen: '4k3/8/8/8/8/8/2NNK3/8 b - - 0 1' }, [
      { t: 60_000, type: 'claim', by: 'white', claim: 'flag' },
    ]);
    assert.equal(v.result, '1-0');
  });

  test('US regular: two knights against a bare king are a draw on time (14E3)', () => {
    const v = run({ rules: 'uscf-standard', tc: 'G/1', fen: '4k3/8/8/8/8/8/2NNK3/8 b - - 0 1' }, [
      { t: 60_000, type: 'claim', by: 'white', claim: 'flag' },
    ]);
    assert.equal(v.result, '1/2-1/2');
    assert.equal(v.rule, 'US Chess 14E3');
  });

  test('a claim against a flag that has not fallen is refused and play goes on (6.8)', () => {
    const v = run({ rules: 'fide-blitz', tc: '1+0' }, [
      ...moves(['e4', 'e5'], 1000),
      { t: 3000, type: 'claim', by: 'black', claim: 'flag' },
      { t: 4000, type: 'move', move: 'Nf3' },
    ]);
    assert.equal(v.result, '*');
    assert.equal(ruling(v, 'claim-incorrect').line, 4);
  });

  test('US regular: a denied flag claim gives the opponent 2 minutes outside sudden death, not in it (13C11)', () => {
    const nonSd = run({ rules: 'uscf-standard', tc: '40/90, SD/30' }, [{ t: 1000, type: 'claim', by: 'black', claim: 'flag' }]);
    assert.equal(nonSd.clock.white, 90 * 60_000 - 1000 + 120_000);
    assert.equal(ruling(nonSd, 'claim-incorrect').rule, 'US Chess 13C11');
    const sd = run({ rules: 'uscf-standard', tc: 'G/30' }, [{ t: 1000, type: 'claim', by: 'black', claim: 'flag' }]);
    assert.equal(sd.clock.white, 30 * 60_000 - 1000);
  });
});

describe('both flags down', () => {
  // 1+0: White's flag falls at 61 000; White moves at 62 000; Black then has 59 s: falls at 121 000.
  const bothDown = (claimBy: 'white' | 'black') => [
    ...moves(['e4', 'e5'], 1000),
    { t: 62_000, type: 'move', move: 'Nf3' },
    { t: 125_000, type: 'claim', by: claimBy, claim: 'flag' },
  ];

  test("FIDE, digital clock: the first flag to fall loses (Arbiters' Manual on 6.9)", () => {
    const v = run({ rules: 'fide-blitz', tc: '1+0' }, bothDown('black'));
    assert.equal(v.result, '0-1');
    assert.equal(v.termination, 'timeout');
    assert.deepEqual(v.flags, { white: 61_000, black: 121_000 });
    assert.match(ruling(v, 'both-flags').ruling, /White's fell first/);
  });

  test('FIDE, digital clock: a claimant whose own flag fell first loses', () => {
    const v = run({ rules: 'fide-blitz', tc: '1+0' }, bothDown('white'));
    assert.equal(v.result, '0-1');
  });

  test('US blitz: both flags down is a draw (8c)', () => {
    const v = run({ rules: 'uscf-blitz', tc: 'G/1' }, bothDown('black'));
    assert.equal(v.result, '1/2-1/2');
    assert.equal(v.termination, 'both-flags');
    assert.equal(v.rule, 'US Chess 8c');
  });

  test('US regular, sudden death: both flags down is a draw (14G)', () => {
    const v = run({ rules: 'uscf-standard', tc: 'G/1' }, bothDown('black'));
    assert.equal(v.result, '1/2-1/2');
    assert.equal(v.rule, 'US Chess 14G, 16T');
  });

  test('US regular, before sudden death: both flags down and play continues (16T)', () => {
    const v = run({ rules: 'uscf-standard', tc: '2/1, SD/1' }, bothDown('black'));
    assert.equal(v.result, '*');
    assert.equal(ruling(v, 'both-flags-continue').rule, 'US Chess 14G, 16T');
  });

  test('FIDE rapid, analog clock, last period: both flags down is a draw (III.3.1.2)', () => {
    const v = run({ rules: 'fide-rapid', tc: '1+0', clock: 'analog' }, bothDown('black'));
    assert.equal(v.result, '1/2-1/2');
    assert.equal(v.termination, 'both-flags');
    assert.equal(v.rule, 'FIDE III.3.1');
  });

  test('FIDE blitz, analog clock: Guidelines III do not apply; we draw as III.3.1 would (12.1) [interp]', () => {
    const v = run({ rules: 'fide-blitz', tc: '1+0', clock: 'analog' }, bothDown('black'));
    assert.equal(v.result, '1/2-1/2');
    assert.equal(v.rule, 'FIDE 12.1');
  });

  test('FIDE standard, analog clock, earlier period: both flags down and the game continues (III.3.1.1)', () => {
    // 2 moves in 1 minute, then 1 minute: both flags fall in the first period.
    const v = run({ rules: 'fide-standard', tc: '2/1, 1', clock: 'analog' }, [
      ...moves(['e4', 'e5'], 1000),
      { t: 62_000, type: 'move', move: 'Nf3' },
      { t: 125_000, type: 'claim', by: 'black', claim: 'flag' },
    ]);
    assert.equal(v.result, '*');
    assert.equal(ruling(v, 'both-flags-continue').rule, 'FIDE III.3.1');
  });

  test('FIDE 2009 blitz: an arbiter may call flags only when both have fallen (2009 A.4)', () => {
    const v = run({ rules: 'fide-2009-blitz', tc: '1+0', arbiter: 'present' }, [
      ...moves(['e4', 'e5'], 1000),
      { t: 62_000, type: 'move', move: 'Nf3' },
      { t: 125_000, type: 'move', move: 'Nc6' },
    ]);
    assert.equal(v.result, '1/2-1/2');
    assert.equal(v.termination, 'both-flags');
    assert.equal(v.endedAt, 125_000);
  });
});

describe('online (FIDE Online 4.4)', () => {
  test('the server ends the game when time runs out; later events are ignored', () => {
    // Online the clocks start after Black's first move: White's runs from 2000 and falls at 62 000.
    const v = run({ rules: 'online', tc: '1+0' }, [...moves(['e4', 'e5'], 1000), { t: 70_000, type: 'move', move: 'Nf3' }]);
    assert.equal(v.result, '0-1');
    assert.equal(v.termination, 'timeout');
    assert.equal(v.endedAt, 62_000);
    assert.equal(v.rule, 'FIDE Online 4.4');
    assert.ok(codes(v).includes('after-end'));
  });

  test('a flag against a side that cannot mate by any series of legal moves is a draw', () => {
    const v = run({ rules: 'online', tc: '1+0', fen: '4k3/8/8/8/8/8/4P3/4K3 w - - 0 1' }, [
      ...moves(['e4', 'Kd7'], 1000),
      { t: 70_000, type: 'resign', by: 'black' },
    ]);
    assert.equal(v.result, '1/2-1/2');
    assert.equal(v.termination, 'timeout');
  });

  test('a flag claim is refused: nothing to claim online', () => {
    const v = run({ rules: 'online', tc: '1+0' }, [...moves(['e4', 'e5'], 1000), { t: 3000, type: 'claim', by: 'black', claim: 'flag' }]);
    assert.equal(ruling(v, 'claim-refused').rule, 'FIDE Online 4.4');
  });
});
