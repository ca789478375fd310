import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { clockedMoveTimeMs, FISHNET_LEVELS, STOCKFISH_LEVELS, stockfishLevel, stockfishLevelSettings } from './levels.js';

describe('Stockfish levels', () => {
  test('levels 1 to 8 within Stockfish 15.1 ranges; fishnet’s settings from level 4 up', () => {
    assert.deepEqual(
      STOCKFISH_LEVELS.map((l) => l.level),
      [1, 2, 3, 4, 5, 6, 7, 8],
    );
    for (const l of STOCKFISH_LEVELS) {
      assert.ok(l.skillLevel >= 0 && l.skillLevel <= 20 && l.multiPv >= 1 && l.multiPv <= 500 && l.depth >= 1, `level ${l.level}`);
      const fishnet = FISHNET_LEVELS[l.level - 1]!;
      assert.equal(l.moveTimeMs, fishnet.moveTimeMs, `level ${l.level} keeps fishnet's move time`);
      if (l.level >= 4) assert.deepEqual([l.skillLevel, l.depth, l.multiPv], [fishnet.skillLevel, fishnet.depth, 1]);
      else assert.equal(l.skillLevel, 0, 'below Skill Level 0 Stockfish 15.1 has nothing');
    }
    // Weaker by more lines to choose from, never by fewer.
    assert.deepEqual(
      STOCKFISH_LEVELS.slice(0, 3).map((l) => l.multiPv),
      [...STOCKFISH_LEVELS.slice(0, 3).map((l) => l.multiPv)].sort((a, b) => b - a),
    );
  });

  test('a level as picker settings sets Skill Level and MultiPV every time (a process may come from another level)', () => {
    assert.deepEqual(stockfishLevelSettings(8), { options: { 'Skill Level': 20, MultiPV: 1 }, depth: 22, moveTimeMs: 1000 });
    assert.equal(stockfishLevelSettings(1)?.options['MultiPV'], STOCKFISH_LEVELS[0]!.multiPv);
    for (const bad of [0, 9, 2.5, NaN]) {
      assert.equal(stockfishLevel(bad), null);
      assert.equal(stockfishLevelSettings(bad), null);
    }
  });

  test('the move time is the level’s cap while the clock allows, and shrinks with the clock', () => {
    assert.equal(clockedMoveTimeMs(1000, 180_000, 0), 1000, '3+0 at the start: the cap');
    assert.equal(clockedMoveTimeMs(1000, 5_000, 0), 250, 'a twentieth of 5 s');
    assert.equal(clockedMoveTimeMs(1000, 5_000, 400), 550, '+ three quarters of the increment');
    assert.equal(clockedMoveTimeMs(1000, 100, 2_000), 50, 'never past the clock less the 50 ms reserve');
    assert.equal(clockedMoveTimeMs(1000, 30, 0), 10, 'at least 10 ms');
    assert.equal(clockedMoveTimeMs(undefined, 60_000, 0), 3000, 'no cap: the budget');
  });

  test('playing every move at the budget never empties a clock', () => {
    for (const [baseMs, incMs] of [
      [60_000, 0],
      [15_000, 0],
      [3_000, 100],
      [1_000, 0],
    ] as const) {
      let clock = baseMs;
      for (let move = 0; move < 300; move++) {
        const spent = clockedMoveTimeMs(1000, clock, incMs);
        if (clock > 200) assert.ok(spent < clock, `${baseMs}+${incMs} move ${move}: ${spent} ms of ${clock}`);
        clock = Math.max(0, clock - spent) + incMs;
      }
    }
  });
});
