import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { getRuleset, readPgn } from '@flagfall/core';
import type { PgnGame } from '@flagfall/core';
import { JudgePool } from './rejudgePool.js';
import { outcomeOf, timeoutOf } from './rejudgeJudge.js';
import type { Outcome } from './rejudgeJudge.js';

/** A win on time with K+N v K (a draw under FIDE rules), its Event tag set to `event`. */
const game = (event: string): PgnGame => {
  const games = [
    ...readPgn(`[Event "${event}"]\n[Result "1-0"]\n[Termination "Time forfeit"]\n[FEN "7k/8/8/8/8/8/5N2/K7 w - - 0 1"]\n\n1-0\n`),
  ];
  assert.equal(games.length, 1);
  return games[0]!;
};
const CRASHING = new URL('../../test/crashingRejudgeWorker.js', import.meta.url);
const SETUP = { rules: 'fide-blitz', analysis: { maxNodes: 1000 } };

async function judgeAll(pool: JudgePool, events: readonly string[]): Promise<Outcome[]> {
  try {
    return await Promise.all(events.map((e) => game(e)).map((g) => pool.judge(g, timeoutOf(g))));
  } finally {
    await pool.close();
  }
}

describe('JudgePool: rejudge --jobs worker threads', () => {
  test('a thread judges a game as this thread does', async () => {
    const rules = getRuleset('fide-blitz');
    assert.ok(rules.ok);
    const g = game('Knight');
    const here = outcomeOf(g, timeoutOf(g), rules.value, SETUP.analysis);
    assert.equal(here.kind, 'misjudged');
    assert.deepEqual(await judgeAll(new JudgePool(2, SETUP), ['Knight', 'Knight', 'Knight']), [here, here, here]);
  });

  test('a game that kills its thread is unreadable, naming why; a fresh thread judges the games after it', async () => {
    const out = await judgeAll(new JudgePool(1, SETUP, CRASHING), ['A', 'Crash', 'B', 'Exit', 'C']);
    assert.deepEqual(
      out.map((o) => o.kind),
      ['misjudged', 'unreadable', 'misjudged', 'unreadable', 'misjudged'],
    );
    assert.match((out[1] as { reason: string }).reason, /^internal error: a judging thread failed: crash on purpose$/);
    assert.match((out[3] as { reason: string }).reason, /^internal error: a judging thread stopped \(exit code 3\)$/);
  });

  test('threads that cannot start: every game comes back unreadable with the reason (no hang)', async () => {
    const out = await judgeAll(new JudgePool(2, { ...SETUP, failStart: true } as typeof SETUP, CRASHING), ['A', 'B', 'C']);
    assert.equal(out.length, 3);
    for (const o of out) {
      assert.equal(o.kind, 'unreadable');
      assert.match((o as { reason: string }).reason, /cannot start on purpose/);
    }
  });
});
