import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isOtbRoute, makeRoute, parseRoute, type Route } from './routes.js';

test('every route survives a round trip through its path', () => {
  const routes: Route[] = [
    { name: 'lobby' },
    { name: 'computer' },
    { name: 'game', id: 'Xy12Ab34' },
    { name: 'tv' },
    { name: 'profile', user: 'magnus' },
    { name: 'profile', user: null },
    { name: 'login' },
    { name: 'signup' },
    { name: 'settings' },
    { name: 'challenge', id: 'Hk3LmN9p' },
    { name: 'clock' },
    { name: 'arbiter' },
  ];
  for (const r of routes) assert.deepEqual(parseRoute(makeRoute(r)), r);
});

test('paths the server sends to the page', () => {
  assert.deepEqual(parseRoute('/game/Xy12Ab34/black'), { name: 'game', id: 'Xy12Ab34' });
  // lichess's addresses, as lichess-bot prints them; named routes of 8 letters stay themselves.
  assert.deepEqual(parseRoute('/Xy12Ab34'), { name: 'game', id: 'Xy12Ab34' });
  assert.deepEqual(parseRoute('/Xy12Ab34/white'), { name: 'game', id: 'Xy12Ab34' });
  assert.deepEqual(parseRoute('/settings'), { name: 'settings' });
  assert.deepEqual(parseRoute('/computer'), { name: 'computer' });
  assert.equal(parseRoute('/Xy12Ab34/x').name, 'notFound');
  assert.deepEqual(parseRoute('/tv/'), { name: 'tv' });
  assert.deepEqual(parseRoute('/computer/'), { name: 'computer' });
  assert.deepEqual(parseRoute('/?lang=ru'), { name: 'lobby' });
});

test('malformed ids and unknown paths are not found, never a broken route', () => {
  for (const p of [
    '/game/short',
    '/game/Xy12Ab34/black/x',
    '/@/-bad',
    '/challenge/',
    '/nope',
    '/tv/x',
    '/computer/3',
    '/clock/x',
    '/arbiter/1',
  ]) {
    assert.equal(parseRoute(p).name, 'notFound', p);
  }
});

test('the over-the-board pages, with or without a trailing slash, a query or a fragment, and nothing else', () => {
  for (const p of ['/clock', '/clock/', '/clock?tc=3%2B2', '/clock/?x=1#y', '/clock#setup', '//clock']) {
    assert.deepEqual(parseRoute(p), { name: 'clock' }, p);
  }
  for (const p of ['/arbiter', '/arbiter/', '/arbiter?game=1', '/arbiter#log']) {
    assert.deepEqual(parseRoute(p), { name: 'arbiter' }, p);
  }
  const otb = ['/clock', '/arbiter/'].map(parseRoute).filter(isOtbRoute);
  assert.equal(otb.length, 2);
  for (const p of ['/', '/tv', '/clocks', '/Clock', '/clock/x', '/arbiter/1', '/settings', '/game/Xy12Ab34', '/api/clock']) {
    assert.equal(isOtbRoute(parseRoute(p)), false, p);
  }
});
