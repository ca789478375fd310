/**
 * The over-the-board service worker, built to `dist/sw.js` (a classic script, one file) by
 * `tools/pwaPlugin.ts`, which injects the build's precache list as `__FLAGFALL_PRECACHE__`.
 *
 * - install: caches the shells (`/clock`, `/arbiter`: the app's index.html) and every file the
 *   over-the-board pages load, in a cache named after the build; any failure fails the install
 *   (the old worker and its cache stay), then takes over at once (`skipWaiting`).
 * - activate: deletes this worker's caches of other builds, and controls open pages (`claim`).
 * - fetch: `actionFor` decides (see `policy.ts`): navigations to the over-the-board pages are
 *   network first with the cached shell as a fallback; precached files come from the cache;
 *   nothing else is touched.
 */
import { actionFor, cacheName, precachePaths, staleCaches, type PrecacheManifest } from './policy.js';
import { cacheFirst, networkFirst } from './strategies.js';

// The parts of lib.webworker's ServiceWorkerGlobalScope this worker uses (the page's program
// has lib.dom, where they do not exist; the names and shapes are the standard's).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface ServiceWorkerScope {
  addEventListener(type: 'install' | 'activate', listener: (e: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (e: FetchEvent) => void): void;
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
  readonly location: Location;
}

declare const __FLAGFALL_PRECACHE__: PrecacheManifest;

const scope = self as unknown as ServiceWorkerScope;
const MANIFEST = __FLAGFALL_PRECACHE__;
const CACHE = cacheName(MANIFEST.build);

async function install(): Promise<void> {
  const cache = await caches.open(CACHE);
  // 'no-cache': revalidated with the server, so a stale HTTP-cached index.html is never kept.
  await cache.addAll(precachePaths(MANIFEST).map((path) => new Request(path, { cache: 'no-cache' })));
  await scope.skipWaiting();
}

async function activate(): Promise<void> {
  await Promise.all(staleCaches(await caches.keys(), CACHE).map((name) => caches.delete(name)));
  await scope.clients.claim();
}

/**
 * The cached response for `key` in this build's cache. `caches.match` with the cache's name, not
 * `caches.open`: an old worker still answering while a new build activates would otherwise
 * re-create its own cache (empty) just after the new worker deleted it, and leave it behind.
 */
function fromCache(key: string): Promise<Response | undefined> {
  return caches.match(key, { cacheName: CACHE });
}

scope.addEventListener('install', (e) => e.waitUntil(install()));
scope.addEventListener('activate', (e) => e.waitUntil(activate()));
scope.addEventListener('fetch', (e) => {
  const action = actionFor(e.request, scope.location.origin, MANIFEST);
  switch (action.kind) {
    case 'pass':
      return;
    case 'shell':
      return e.respondWith(
        networkFirst(
          fetch(e.request),
          () => fromCache(action.cacheKey),
          (fn, ms) => setTimeout(fn, ms),
        ),
      );
    case 'cached':
      return e.respondWith(
        cacheFirst(
          () => fromCache(action.cacheKey),
          () => fetch(e.request),
        ),
      );
  }
});
