import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { parseFen, parseUci } from '@flagfall/core';
import { frozenClock, legalUci, randomGame, seeded, steppingClock } from '../../test/support.js';
import { search } from '../analyse.js';
import { Searcher } from '../search/searcher.js';
import { chooseMove, type MoveChoice, type MoveChoiceRequest } from './chooseMove.js';
import { LEVELS } from './levels.js';
import { timeBudget } from './timeBudget.js';

const ITALIAN = ['e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1c4', 'g8f6'];

function request(overrides: Partial<MoveChoiceRequest>): MoveChoiceRequest {
  return { fen: null, moves: [], level: 8, wtimeMs: 60_000, btimeMs: 60_000, wincMs: 0, bincMs: 0, now: frozenClock(), ...overrides };
}

function choose(overrides: Partial<MoveChoiceRequest>, searcher = new Searcher({ hashMb: 2 })): MoveChoice {
  const r = chooseMove(request(overrides), searcher);
  assert.ok(r.ok, r.ok ? '' : r.error.message);
  return r.value;
}

describe('chooseMove', () => {
  test('bad levels, games and finished games are errors, not moves', () => {
    for (const level of [0, 9, 2.5, Number.NaN]) {
      const r = chooseMove(request({ level }));
      assert.ok(!r.ok && r.error.code === 'bad_level', String(level));
    }
    const fen = chooseMove(request({ fen: '8/8/8 w - - 0 1' }));
    assert.ok(!fen.ok && fen.error.code === 'bad_fen');
    const move = chooseMove(request({ moves: ['e2e4', 'e2e4'] }));
    assert.ok(!move.ok && move.error.code === 'bad_move' && move.error.index === 1);
    const mated = chooseMove(request({ moves: ['f2f3', 'e7e5', 'g2g4', 'd8h4'] }));
    assert.ok(!mated.ok && mated.error.code === 'no_moves');
  });

  test('level 8 mates in one and says so', () => {
    const c = choose({ fen: '6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1', level: 8 });
    assert.equal(c.uci, 'd1d8');
    assert.equal(c.mateIn, 1);
    assert.ok(c.scoreCp > 31_000);
  });

  test('every level returns a legal move from any position of a random game, with any clock', () => {
    const searcher = new Searcher({ hashMb: 1 });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 120 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 0, max: 300_000 }),
        (plies, seed, level, timeMs) => {
          const { position, moves } = randomGame(plies, seed);
          const legal = legalUci(position);
          // A clock whose every reading is 1/20 of the budget: a search may poll it only a few times.
          const clock = steppingClock(Math.max(1, timeMs / 100));
          const r = chooseMove(request({ moves, level, wtimeMs: timeMs, btimeMs: timeMs, now: clock.now, random: seeded(seed) }), searcher);
          if (legal.length === 0) assert.ok(!r.ok && r.error.code === 'no_moves');
          else assert.ok(r.ok && legal.includes(r.value.uci), r.ok ? r.value.uci : r.error.message);
        },
      ),
      { numRuns: 120 },
    );
  });
});

describe('time', () => {
  test('the engine keeps to its budget on a fake clock: it stops at the first clock reading past its limit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 900_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 1, max: 8 }),
        (remainingMs, incMs, level) => {
          const budget = timeBudget(remainingMs, incMs);
          const capMs = Math.min(budget.hardMs, LEVELS[level - 1]!.maxMoveTimeMs);
          // The search reads the clock once per 1,024 nodes; each reading moves it a twentieth of the limit.
          const stepMs = Math.max(0.5, capMs / 20);
          const clock = steppingClock(stepMs);
          const c = choose({
            fen: null,
            moves: ITALIAN,
            level,
            wtimeMs: remainingMs,
            wincMs: incMs,
            now: clock.now,
            random: seeded(level),
          });
          // Work: at most the polls that fit in the limit, the one that sees it passed, and one more search
          // (a blind-spot check) that stops at its first poll.
          assert.ok(c.nodes <= (capMs / stepMs + 3) * 1024, `${c.nodes} nodes for ${capMs / stepMs} polls`);
          // Time: the same, plus the few readings a search takes between iterations and at its ends.
          assert.ok(c.timeMs <= capMs + 12 * stepMs, `${c.timeMs} ms for a ${capMs} ms limit (step ${stepMs})`);
          assert.ok(c.timeMs <= remainingMs / 5 + 12 * stepMs);
        },
      ),
      { numRuns: 40 },
    );
  });

  test('short of time it answers at once: 300 ms left means about 13 ms of thought', () => {
    const clock = steppingClock(1);
    const c = choose({ moves: ITALIAN, wtimeMs: 300, now: clock.now });
    assert.ok(c.timeMs <= 13 + 4, String(c.timeMs));
  });

  test('with no time at all it still plays a legal move', () => {
    const clock = steppingClock(1);
    const c = choose({ moves: ITALIAN, wtimeMs: 0, now: clock.now });
    assert.ok(legalUci(gameAfter(ITALIAN)).includes(c.uci));
  });

  test('a caller cap (maxTimeMs) below the budget is kept too', () => {
    const clock = steppingClock(5);
    const c = choose({ moves: ITALIAN, wtimeMs: 600_000, maxTimeMs: 100, now: clock.now });
    assert.ok(c.timeMs <= 100 + 4 * 5, String(c.timeMs));
  });
});

describe('levels', () => {
  test('the same seed gives the same move at every level (on a fake clock the choice depends on the request only)', () => {
    for (let level = 1; level <= 7; level++) {
      for (const seed of [1, 2, 3]) {
        const a = choose({ moves: ITALIAN, level, random: seeded(seed), now: steppingClock(100).now });
        const b = choose({ moves: ITALIAN, level, random: seeded(seed), now: steppingClock(100).now });
        assert.deepEqual(a, b, `level ${level} seed ${seed}`);
      }
    }
  });

  test('weak levels vary their moves with the seed; level 8 does not', () => {
    // Level 8 has no depth or node cap: a clock that moves ends its search.
    const distinct = (level: number): number =>
      new Set(
        Array.from({ length: 12 }, (_, i) => choose({ moves: ITALIAN, level, random: seeded(i + 1), now: steppingClock(100).now }).uci),
      ).size;
    assert.ok(distinct(1) >= 3, `level 1: ${distinct(1)} moves`);
    assert.equal(distinct(8), 1);
  });

  // The pawn on f3 is guarded from afar by the bishop on a8: taking it with the queen loses the queen.
  const POISONED = 'b3k3/8/8/8/8/5p2/8/3QK3 w - - 0 1';

  test('a blind spot: level 1 sometimes misses the long-range guard and takes the poisoned pawn', () => {
    const picks = Array.from({ length: 40 }, (_, i) => choose({ fen: POISONED, level: 1, random: seeded(i + 1) }).uci);
    assert.ok(picks.includes('d1f3'), picks.join(' '));
  });

  test('from level 3 up the queen is never given away, blind spot or not', () => {
    for (let level = 3; level <= 7; level++) {
      for (let seed = 1; seed <= 20; seed++) {
        const c = choose({ fen: POISONED, level, random: seeded(seed), now: steppingClock(100).now });
        assert.notEqual(c.uci, 'd1f3', `level ${level} seed ${seed}`);
      }
    }
  });

  test('from level 3 up no choice loses more than a minor piece against the best move (judged by a deeper search)', () => {
    const judge = new Searcher({ hashMb: 4 });
    for (const seed of [11, 12, 13, 14]) {
      const { moves } = randomGame(16, seed);
      if (legalUci(gameAfter(moves)).length === 0) continue;
      const best = search({ fen: null, moves }, { now: frozenClock(), depth: 4, searcher: judge });
      assert.ok(best.ok);
      for (let level = 3; level <= 7; level++) {
        const c = choose({ moves, level, random: seeded(seed * 10 + level), now: steppingClock(100).now });
        const after = search({ fen: null, moves: [...moves, c.uci] }, { now: frozenClock(), depth: 3, searcher: judge });
        const score = after.ok ? -after.value.score : 0;
        assert.ok(score >= best.value.score - 400, `level ${level}: ${c.uci} ${score} against ${best.value.uci} ${best.value.score}`);
      }
    }
  });
});

function gameAfter(moves: readonly string[]) {
  const pos = parseFen('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
  assert.ok(pos.ok);
  for (const m of moves) {
    const move = parseUci(m);
    assert.ok(move.ok && pos.value.play(move.value));
  }
  return pos.value;
}
