import { describe, test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { Chess, parseUci } from '@flagfall/core';
import { fakeEngine, needsStockfish, STOCKFISH } from '../../test/uci-fixtures/paths.js';
import type { MoveRequest } from './picker.js';
import { findStockfish, startStockfishPicker } from './stockfishPicker.js';
import { UciPicker, type UciPickerOptions } from './uciPicker.js';

const request = (moves: string[], level: number, extra: Partial<MoveRequest> = {}): MoveRequest => ({
  initialFen: null,
  moves,
  level,
  wtimeMs: 60_000,
  btimeMs: 60_000,
  wincMs: 0,
  bincMs: 0,
  deadlineMs: 10_000,
  ...extra,
});

const isLegal = (moves: readonly string[], move: string): boolean => {
  const game = new Chess();
  for (const m of moves) game.play(m);
  const parsed = parseUci(move);
  return parsed.ok && game.play(parsed.value).ok;
};

/** A picker over the fake engine, closed after the test. */
async function fakePicker(t: TestContext, mode: string, options: Partial<UciPickerOptions> = {}): Promise<UciPicker> {
  const started = await UciPicker.start({
    ...fakeEngine(mode),
    levels: (level) => (level === 1 ? { options: { Level: 1 } } : null),
    ...options,
  });
  assert.ok(started.ok, JSON.stringify(started));
  t.after(() => started.value.close());
  return started.value;
}

describe('findStockfish', () => {
  test('FLAGFALL_STOCKFISH when it is an executable file, else nothing; /usr/games/stockfish by default', () => {
    assert.equal(findStockfish({ FLAGFALL_STOCKFISH: process.execPath }), process.execPath);
    assert.equal(findStockfish({ FLAGFALL_STOCKFISH: '/nonexistent/stockfish' }), null, 'a wrong setting is not replaced');
    assert.equal(findStockfish({ FLAGFALL_STOCKFISH: '/usr' }), null, 'a directory is not a program');
    assert.equal(findStockfish({}), needsStockfish === false ? STOCKFISH : null);
  });
});

describe('UciPicker over the fake engine', () => {
  test('ucinewgame only when a process switches game; the level’s options are set', async (t) => {
    const sent: string[] = [];
    const picker = await fakePicker(t, 'first', { size: 1, onLine: (_, dir, line) => void (dir === 'to' && sent.push(line)) });
    assert.equal(picker.name, 'Fake Engine first');
    const a1 = await picker.pick(request([], 1));
    assert.ok(a1.ok);
    const a2 = await picker.pick(request([a1.uci, 'e7e5'], 1));
    assert.ok(a2.ok);
    const b1 = await picker.pick(request(['d2d4'], 1));
    assert.ok(b1.ok);
    assert.deepEqual(
      sent.filter((l) => l === 'ucinewgame' || l.startsWith('setoption')),
      ['ucinewgame', 'setoption name Level value 1', 'ucinewgame'],
      'a new game first, the same game continued, then another game',
    );
  });

  test('bad requests are answers, never throws: an unknown level, a bad move list, no deadline, a closed picker', async (t) => {
    const picker = await fakePicker(t, 'first');
    assert.deepEqual(await picker.pick(request([], 8)), { ok: false, error: 'Fake Engine first has no level 8' });
    const bad = await picker.pick(request(['e2e4\nquit'], 1));
    assert.ok(!bad.ok && /not a UCI move/.test(bad.error));
    assert.deepEqual(await picker.pick(request([], 1, { deadlineMs: 0 })), { ok: false, error: 'deadlineMs must be positive, got 0' });
    await picker.close();
    assert.deepEqual(await picker.pick(request([], 1)), { ok: false, error: 'Fake Engine first: closed' });
  });

  test('a hung engine: the request fails at its deadline, one waiting past its own deadline too, and the process is restarted', async (t) => {
    const picker = await fakePicker(t, 'hang-on-go', { size: 1 });
    const started = performance.now();
    const [first, queued] = await Promise.all([
      picker.pick(request([], 1, { deadlineMs: 300 })),
      picker.pick(request(['e2e4'], 1, { deadlineMs: 150 })),
    ]);
    assert.deepEqual(queued, { ok: false, error: 'Fake Engine hang-on-go: no engine free within 150 ms' });
    assert.deepEqual(first, { ok: false, error: 'Fake Engine hang-on-go did not answer within 300 ms: restarted' });
    assert.ok(performance.now() - started < 2000);
    const again = await picker.pick(request([], 1, { deadlineMs: 200 }));
    assert.ok(!again.ok, 'it hangs again, after a restart');
  });

  test('a hung engine fails as the deadline when the search’s own limit runs out before the deadline’s timer', async (t) => {
    // Both timers are set for the deadline, so either may fire first (a CI run once met this
    // order by chance). A clock that jumps 600 ms once the new game is sent, after the deadline's
    // timer was set, makes it certain: the search's limit is then 600 ms shorter.
    const realNow = performance.now.bind(performance);
    let jumpMs = 0;
    t.mock.method(performance, 'now', () => realNow() + jumpMs);
    const picker = await fakePicker(t, 'hang-on-go', {
      size: 1,
      onLine: (_, direction, line) => void (direction === 'to' && line === 'ucinewgame' && (jumpMs = 600)),
    });
    const started = realNow();
    const answer = await picker.pick(request([], 1, { deadlineMs: 1000 }));
    assert.equal(jumpMs, 600, 'the clock jumped during the request');
    assert.deepEqual(answer, { ok: false, error: 'Fake Engine hang-on-go did not answer within 1000 ms: restarted' });
    assert.ok(realNow() - started < 990, 'the search’s own limit ended it, before the deadline’s timer');
  });

  test('an engine that crashes mid-search gives an error answer; the next request gets a fresh process', async (t) => {
    const picker = await fakePicker(t, 'exit-on-go', { size: 1 });
    const answer = await picker.pick(request([], 1));
    assert.ok(!answer.ok && /exit code 3/.test(answer.error), JSON.stringify(answer));
    const next = await picker.pick(request([], 1));
    assert.ok(!next.ok && /exit code 3/.test(next.error), 'restarted and crashed again, not "closed"');
  });

  test('a program that cannot start fails start(), leaving nothing running', async () => {
    const started = await UciPicker.start({ command: '/nonexistent/engine', levels: () => ({ options: {} }) });
    assert.ok(!started.ok && started.error.code === 'spawn_failed');
  });
});

describe('Stockfish as a picker', { skip: needsStockfish }, () => {
  test('answers concurrent requests of several games and levels with legal moves', async (t) => {
    const started = await startStockfishPicker({ size: 2 });
    assert.ok(started.ok, JSON.stringify(started));
    const picker = started.value;
    t.after(() => picker.close());
    assert.match(picker.name, /^Stockfish/);
    const games = [[], ['e2e4'], ['d2d4', 'g8f6'], ['e2e4', 'c7c5', 'g1f3'], ['c2c4'], []];
    const answers = await Promise.all(games.map((moves, i) => picker.pick(request(moves, 1 + ((i * 3) % 8)))));
    answers.forEach((a, i) => assert.ok(a.ok && isLegal(games[i]!, a.uci), `game ${i}: ${JSON.stringify(a)}`));
  });

  test('a level sets Skill Level and MultiPV and searches with both clocks, its depth and its move time', async (t) => {
    const sent: string[] = [];
    const started = await startStockfishPicker({ size: 1, onLine: (_, dir, line) => void (dir === 'to' && sent.push(line)) });
    assert.ok(started.ok);
    t.after(() => started.value.close());
    const one = await started.value.pick(request(['e2e4'], 1, { wtimeMs: 30_000, btimeMs: 20_000, wincMs: 500, bincMs: 500 }));
    assert.ok(one.ok && isLegal(['e2e4'], one.uci));
    const six = await started.value.pick(request(['e2e4', one.uci], 6, { wtimeMs: 30_000, btimeMs: 19_000, wincMs: 500, bincMs: 500 }));
    assert.ok(six.ok && isLegal(['e2e4', one.uci], six.uci));
    assert.deepEqual(
      sent.filter((l) => /^(setoption|go|ucinewgame)/.test(l)),
      [
        'setoption name Threads value 1',
        'setoption name Hash value 16',
        'ucinewgame',
        'setoption name Skill Level value 0',
        'setoption name MultiPV value 500',
        'go wtime 30000 btime 20000 winc 500 binc 500 movetime 50 depth 1',
        'setoption name Skill Level value 11',
        'setoption name MultiPV value 1',
        'go wtime 30000 btime 19000 winc 500 binc 500 movetime 400 depth 8',
      ],
    );
  });

  test('level 8 is bounded by a low clock: it answers well inside 2 s left, and its score is reported', async (t) => {
    const started = await startStockfishPicker({ size: 1 });
    assert.ok(started.ok);
    t.after(() => started.value.close());
    const before = performance.now();
    const answer = await started.value.pick(request(['e2e4', 'e7e5'], 8, { wtimeMs: 2000, btimeMs: 60_000 }));
    const tookMs = performance.now() - before;
    assert.ok(answer.ok && isLegal(['e2e4', 'e7e5'], answer.uci));
    assert.equal(typeof answer.scoreCp, 'number');
    assert.ok(tookMs < 600, `${Math.round(tookMs)} ms: budget 100 ms (2 s / 20), not the level's 1000 ms`);
  });

  test('a deadline shorter than the level’s move time kills the search and fails; the next request plays', async (t) => {
    const started = await startStockfishPicker({ size: 1 });
    assert.ok(started.ok);
    t.after(() => started.value.close());
    const picker = started.value;
    const late = await picker.pick(request([], 8, { deadlineMs: 150 }));
    assert.deepEqual(late, { ok: false, error: `${picker.name} did not answer within 150 ms: restarted` });
    const next = await picker.pick(request(['g1f3'], 3));
    assert.ok(next.ok && isLegal(['g1f3'], next.uci), JSON.stringify(next));
  });
});
