import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { legalUci, randomGame } from '../../test/support.js';
import type { MoveRequest } from './picker.js';
import { BuiltinPicker } from './worker.js';

const FAKE = new URL('../../test/fixtures/fakeEngineWorker.js', import.meta.url);

function request(overrides: Partial<MoveRequest> = {}): MoveRequest {
  return { initialFen: null, moves: [], level: 1, wtimeMs: 5_000, btimeMs: 5_000, wincMs: 0, bincMs: 0, deadlineMs: 10_000, ...overrides };
}

describe('BuiltinPicker with the real engine', () => {
  test('a pool of 2 answers 5 requests at once (3 wait in line), each with a legal move; errors are answers', async (t) => {
    const picker = new BuiltinPicker({ size: 2, hashMb: 2 });
    t.after(() => picker.close());
    const games = [3, 10, 17, 24, 31].map((plies) => randomGame(plies, plies));
    const answers = await Promise.all(games.map((g, i) => picker.pick(request({ moves: g.moves, level: 1 + i }))));
    answers.forEach((a, i) => {
      assert.ok(a.ok, a.ok ? '' : a.error);
      assert.ok(legalUci(games[i]!.position).includes(a.uci), a.uci);
    });
    const bad = await picker.pick(request({ moves: ['e2e5'] }));
    assert.ok(!bad.ok && /e2e5/.test(bad.error));
  });

  test('it keeps the request deadline itself: a long clock and a short deadline still answer in time', async (t) => {
    // An hour on the clock would buy minutes of thought; the deadline (thread start-up included) is what limits it.
    const picker = new BuiltinPicker({ size: 1, hashMb: 2 });
    t.after(() => picker.close());
    const startMs = performance.now();
    const a = await picker.pick(request({ level: 8, wtimeMs: 3_600_000, btimeMs: 3_600_000, deadlineMs: 1_500 }));
    assert.ok(a.ok, a.ok ? '' : a.error);
    assert.ok(performance.now() - startMs < 1_500);
  });

  test('after close, requests fail at once', async () => {
    const picker = new BuiltinPicker({ size: 1 });
    await picker.close();
    assert.deepEqual(await picker.pick(request()), { ok: false, error: 'the engine is closed' });
  });
});

describe('BuiltinPicker threads (a fake engine on real worker threads)', () => {
  test('concurrent requests go to different free threads', async (t) => {
    const picker = new BuiltinPicker({ size: 2, workerUrl: FAKE });
    t.after(() => picker.close());
    const [a, b] = await Promise.all([picker.pick(request({ level: 2 })), picker.pick(request({ level: 2 }))]);
    assert.ok(a?.ok && b?.ok);
    assert.notEqual(a.scoreCp, b.scoreCp, 'two threads answered');
  });

  test('a thread past the deadline is terminated, the request fails, and a fresh thread answers the next one', async (t) => {
    const picker = new BuiltinPicker({ size: 1, workerUrl: FAKE });
    t.after(() => picker.close());
    const first = await picker.pick(request({ level: 1 }));
    assert.ok(first.ok);
    const hung = await picker.pick(request({ level: 3, deadlineMs: 300 }));
    assert.ok(!hung.ok && /did not answer within the deadline \(300 ms\)/.test(hung.error), hung.ok ? '' : hung.error);
    const next = await picker.pick(request({ level: 1 }));
    assert.ok(next.ok);
    assert.notEqual(next.scoreCp, first.scoreCp, 'a new thread');
  });

  test('a request waiting in line past its deadline fails without running; the line moves on', async (t) => {
    const picker = new BuiltinPicker({ size: 1, workerUrl: FAKE });
    t.after(() => picker.close());
    const slow = picker.pick(request({ level: 2 }));
    const late = await picker.pick(request({ level: 1, deadlineMs: 20 }));
    assert.ok(!late.ok && /no engine thread was free/.test(late.error));
    assert.ok((await slow).ok);
    assert.ok((await picker.pick(request({ level: 1 }))).ok);
  });

  test('a crashed thread fails its request and is replaced', async (t) => {
    const picker = new BuiltinPicker({ size: 1, workerUrl: FAKE });
    t.after(() => picker.close());
    const crashed = await picker.pick(request({ level: 4 }));
    assert.ok(!crashed.ok && /crashed/.test(crashed.error), crashed.ok ? '' : crashed.error);
    assert.ok((await picker.pick(request({ level: 1 }))).ok);
  });

  test('close fails the running and waiting requests', async () => {
    const picker = new BuiltinPicker({ size: 1, workerUrl: FAKE });
    const running = picker.pick(request({ level: 3 }));
    const waiting = picker.pick(request({ level: 1 }));
    await picker.close();
    assert.deepEqual(await running, { ok: false, error: 'the engine is closed' });
    assert.deepEqual(await waiting, { ok: false, error: 'the engine is closed' });
  });
});
