import { test } from 'node:test';
import assert from 'node:assert/strict';
import { actionFor, cacheName, CACHE_PREFIX, precachePaths, staleCaches, type PrecacheManifest } from './policy.js';

const ORIGIN = 'https://flagfall.example';
const M: PrecacheManifest = {
  build: 'abc123',
  shells: ['/clock', '/arbiter'],
  files: ['/assets/index-AAAA.js', '/assets/otb-BBBB.js', '/assets/index-CCCC.css', '/favicon.svg', '/manifest.webmanifest'],
};
const nav = (path: string) => actionFor({ method: 'GET', mode: 'navigate', url: ORIGIN + path }, ORIGIN, M);
const get = (path: string, mode = 'cors') => actionFor({ method: 'GET', mode, url: ORIGIN + path }, ORIGIN, M);

test('a page load of the clock or the console is answered with its shell, however the path is written', () => {
  for (const p of ['/clock', '/clock/', '/clock?tc=3%2B2', '/clock/?x=1#y'])
    assert.deepEqual(nav(p), { kind: 'shell', cacheKey: '/clock' }, p);
  for (const p of ['/arbiter', '/arbiter/', '/arbiter?game=2']) assert.deepEqual(nav(p), { kind: 'shell', cacheKey: '/arbiter' }, p);
});

test('the app, the server and other sites are never touched', () => {
  for (const p of ['/', '/tv', '/game/Xy12Ab34', '/settings', '/clocks', '/clock/x', '/api/account', '/ws', '/game/export/Xy12Ab34']) {
    assert.deepEqual(nav(p), { kind: 'pass' }, `navigate ${p}`);
    assert.deepEqual(get(p), { kind: 'pass' }, `fetch ${p}`);
  }
  // The app's own chunks that the pages do not need, other origins, other methods.
  assert.deepEqual(get('/assets/Lobby-DDDD.js'), { kind: 'pass' });
  assert.deepEqual(actionFor({ method: 'GET', mode: 'cors', url: 'https://cdn.example/assets/index-AAAA.js' }, ORIGIN, M), {
    kind: 'pass',
  });
  assert.deepEqual(actionFor({ method: 'GET', mode: 'navigate', url: 'https://other.example/clock' }, ORIGIN, M), { kind: 'pass' });
  assert.deepEqual(actionFor({ method: 'POST', mode: 'cors', url: `${ORIGIN}/assets/index-AAAA.js` }, ORIGIN, M), { kind: 'pass' });
  assert.deepEqual(actionFor({ method: 'HEAD', mode: 'navigate', url: `${ORIGIN}/clock` }, ORIGIN, M), { kind: 'pass' });
  assert.deepEqual(actionFor({ method: 'GET', mode: 'cors', url: 'not a url' }, ORIGIN, M), { kind: 'pass' });
});

test('precached files come from the cache, by exact path only', () => {
  for (const f of M.files) assert.deepEqual(get(f), { kind: 'cached', cacheKey: f });
  assert.deepEqual(get('/assets/otb-BBBB.js', 'no-cors'), { kind: 'cached', cacheKey: '/assets/otb-BBBB.js' });
  assert.deepEqual(get('/assets/index-AAAA.js?v=2'), { kind: 'pass' });
  // A shell is a page, not a file: fetched as data it is the server's business.
  assert.deepEqual(get('/clock'), { kind: 'pass' });
});

test('a manifest without a shell leaves that page to the network', () => {
  const clockOnly: PrecacheManifest = { ...M, shells: ['/clock'] };
  assert.deepEqual(actionFor({ method: 'GET', mode: 'navigate', url: `${ORIGIN}/arbiter` }, ORIGIN, clockOnly), { kind: 'pass' });
});

test('caches: one per build, the others of this worker are stale, nobody else’s are', () => {
  const current = cacheName('abc123');
  assert.ok(current.startsWith(CACHE_PREFIX));
  assert.notEqual(cacheName('abc124'), current);
  assert.deepEqual(staleCaches([cacheName('old1'), current, 'someone-else', cacheName('old2')], current), [
    cacheName('old1'),
    cacheName('old2'),
  ]);
  assert.deepEqual(staleCaches([current], current), []);
});

test('the install caches the shells and every file', () => {
  assert.deepEqual(precachePaths(M), ['/clock', '/arbiter', ...M.files]);
});
