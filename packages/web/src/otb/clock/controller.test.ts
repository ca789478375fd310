import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ClockController, type ClockEnv } from './controller.js';
import { DEFAULT_SETUP, type ClockSetup } from './setup.js';
import type { KeyValueStore } from './storage.js';

/** A browser stand-in: a monotonic and a wall clock moved by hand, and a `Map` for storage. */
class FakeEnv implements ClockEnv {
  mono = 1_000;
  wall = 1_750_000_000_000;
  readonly map = new Map<string, string>();
  readonly store: KeyValueStore = {
    getItem: (k) => this.map.get(k) ?? null,
    setItem: (k, v) => void this.map.set(k, v),
    removeItem: (k) => void this.map.delete(k),
  };
  now() {
    return { mono: this.mono, wall: this.wall };
  }
  /** Both clocks move on by `ms` (the device is awake). */
  pass(ms: number): number {
    this.mono += ms;
    this.wall += ms;
    return this.mono;
  }
}

const SETUP: ClockSetup = { ...DEFAULT_SETUP, tc: '3+2', rules: 'fide-blitz', record: 'clock' };

function begun(env: FakeEnv, setup: ClockSetup = SETUP): ClockController {
  const c = new ClockController(env);
  assert.equal(c.begin(setup), null);
  return c;
}

test("the second mover's press starts the first mover's clock; taps on a half that cannot press are ignored", () => {
  const env = new FakeEnv();
  const c = begun(env);
  assert.equal(c.phase, 'ready');
  assert.equal(c.sideOf('left'), 'white');
  assert.equal(c.tap('left', env.mono), false, "White's own press does not start White's clock");
  assert.equal(c.tap('right', env.mono), true);
  assert.equal(c.phase, 'game');
  const origin = env.mono;
  env.pass(4_000);
  assert.equal(c.tap('right', env.mono), false, "Black's clock is not running: nothing happens");
  assert.equal(c.recorder!.events.length, 0);
  assert.equal(c.tap('left', env.mono), true);
  assert.deepEqual(c.recorder!.events, [{ type: 'press', t: 4_000, by: 'white' }]);
  // A press stamped earlier than the handler ran (the pointer went down 3 ms before): that instant counts.
  env.pass(6_000);
  c.tap('right', env.mono - 3);
  assert.deepEqual(c.recorder!.events.at(-1), { type: 'press', t: env.mono - 3 - origin, by: 'black' });
  const r = c.reading()!;
  assert.equal(r.running, 'white');
  assert.equal(r.remainingMs.black, 180_000 - 5_997 + 2_000);
});

test('a reload rebuilds the game from storage, the time since the start read from the wall clock', () => {
  const env = new FakeEnv();
  const c = begun(env);
  c.tap('right', env.mono);
  env.pass(4_000);
  c.tap('left', env.mono);
  env.pass(2_500);
  // The page reloads: the monotonic clock starts again near zero.
  env.mono = 35;
  const again = new ClockController(env);
  assert.equal(again.phase, 'game');
  assert.deepEqual(again.notice, { kind: 'restored' });
  assert.deepEqual(again.recorder!.events, c.recorder!.events);
  assert.equal(again.now(), 6_500);
  assert.deepEqual(again.reading(), c.reading());
});

test('a sleep of the device is charged to the running side, with a notice', () => {
  const env = new FakeEnv();
  const c = begun(env);
  c.tap('right', env.mono);
  env.pass(10_000);
  env.wall += 60_000; // asleep a minute: monotonic time stood still
  assert.equal(c.now(), 70_000);
  assert.deepEqual(c.notice, { kind: 'slept', ms: 60_000, side: 'white' });
  assert.equal(c.reading()!.remainingMs.white, 110_000);
  // The record says so for the arbiter: a note at the instant the page noticed, in the PGN too.
  assert.deepEqual(c.recorder!.events.at(-1), {
    type: 'note',
    t: 70_000,
    text: "the device slept: 60.0 s of wall-clock time the page had not counted; charged to White's running clock",
  });
  assert.match(c.recorder!.eventLog(), /"type":"note"/);
});

test("the arbiter's corrections are events: a time set exactly, a move counter set", () => {
  const env = new FakeEnv();
  const c = begun(env, { ...SETUP, tc: '40/5, G/1' });
  c.tap('right', env.mono);
  env.pass(1_234);
  c.pause('arbiter', env.mono);
  assert.equal(c.reading()!.status, 'paused');
  env.pass(10_000);
  c.setTime('white', 200_000, env.mono);
  assert.deepEqual(c.recorder!.events.at(-1), {
    type: 'arbiter',
    t: 11_234,
    action: 'add-time',
    side: 'white',
    ms: 200_000 - (300_000 - 1_234),
  });
  assert.equal(c.reading()!.remainingMs.white, 200_000);
  c.setMoves('white', 39, env.mono);
  assert.deepEqual(c.reading()!.movesToGo.white, 1);
  assert.deepEqual(c.setTime('white', 200_000, env.mono), [], 'no change, no event');
  c.resume(env.mono);
  env.pass(1_000);
  c.tap('left', env.mono);
  // The 40th move completes the period: the next minute is added.
  assert.equal(c.reading()!.remainingMs.white, 199_000 + 60_000);
});

test('the last controls used are remembered, most recent first', () => {
  const env = new FakeEnv();
  const c = begun(env, { ...SETUP, tc: '5+0', tcBlack: '4+0' });
  c.newGame();
  c.begin({ ...SETUP, tc: 'G/5;d3' });
  const fresh = new ClockController(env);
  assert.deepEqual(
    fresh.recent.map((p) => p.id),
    ['G/5;d3', '5+0 v 4+0'],
  );
  assert.equal(fresh.setup.tc, 'G/5;d3');
});
