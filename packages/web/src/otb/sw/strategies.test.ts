import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cacheFirst, networkFirst, type Timer } from './strategies.js';

/** A timer the test fires by hand (no waiting). */
function manualTimer(): { timer: Timer; fire: () => void; ms: () => number | null } {
  let pending: (() => void) | null = null;
  let at: number | null = null;
  return {
    timer: (fn, ms) => {
      pending = fn;
      at = ms;
    },
    fire: () => pending?.(),
    ms: () => at,
  };
}

/** A promise and its settlers. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const page = (body: string, status = 200) => new Response(body, { status });
const shell = () => Promise.resolve(page('cached shell'));
const none = () => Promise.resolve(undefined);

test('network first: a quick answer from the network wins', async () => {
  const t = manualTimer();
  const r = await networkFirst(Promise.resolve(page('fresh')), shell, t.timer, 2000);
  assert.equal(await r.text(), 'fresh');
  assert.equal(t.ms(), 2000);
});

test('network first: a failed network (offline, server down) gives the cached shell at once', async () => {
  const t = manualTimer();
  const r = await networkFirst(Promise.reject(new TypeError('Failed to fetch')), shell, t.timer);
  assert.equal(await r.text(), 'cached shell');
});

test('network first: a failed status gives the cached shell, or the status when nothing is cached', async () => {
  assert.equal(await (await networkFirst(Promise.resolve(page('down', 503)), shell, manualTimer().timer)).text(), 'cached shell');
  const r = await networkFirst(Promise.resolve(page('down', 503)), none, manualTimer().timer);
  assert.equal(r.status, 503);
});

test('network first: a hanging network gives the cached shell when the time is up', async () => {
  const t = manualTimer();
  const net = deferred<Response>();
  const answer = networkFirst(net.promise, shell, t.timer);
  t.fire();
  assert.equal(await (await answer).text(), 'cached shell');
  net.resolve(page('late')); // too late: already answered
});

test('network first: time up with nothing cached keeps waiting for the network', async () => {
  const t = manualTimer();
  const net = deferred<Response>();
  const answer = networkFirst(net.promise, none, t.timer);
  t.fire();
  await Promise.resolve();
  net.resolve(page('slow but there'));
  assert.equal(await (await answer).text(), 'slow but there');
});

test('network first: no network and nothing cached is the network error', async () => {
  const t = manualTimer();
  const err = new TypeError('Failed to fetch');
  await assert.rejects(networkFirst(Promise.reject(err), none, t.timer), (e) => e === err);
  t.fire(); // the timer firing afterwards changes nothing
});

test('network first: a cache that fails counts as empty', async () => {
  const broken = () => Promise.reject(new Error('quota'));
  const r = await networkFirst(Promise.resolve(page('down', 500)), broken, manualTimer().timer);
  assert.equal(r.status, 500);
});

test('cache first: the cached copy without asking the network, else the network', async () => {
  let asked = 0;
  const net = () => {
    asked++;
    return Promise.resolve(page('from network'));
  };
  assert.equal(await (await cacheFirst(shell, net)).text(), 'cached shell');
  assert.equal(asked, 0);
  assert.equal(await (await cacheFirst(none, net)).text(), 'from network');
  assert.equal(await (await cacheFirst(() => Promise.reject(new Error('x')), net)).text(), 'from network');
  assert.equal(asked, 2);
});
