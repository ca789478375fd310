/**
 * What the over-the-board service worker does with a request, as a pure function of the request
 * and the build's precache list (so it is tested without a browser). It answers only:
 *
 * - a navigation to an over-the-board page (`/clock`, `/arbiter`, with or without a trailing
 *   slash, a query or a fragment): from the network, else the page's cached shell;
 * - a GET of a file it precached (hashed `/assets/…`, the icons, the manifest), from its cache.
 *
 * Everything else (`/api`, `/ws`, `/game/export`, the app's other pages and files, other origins,
 * any method but GET) is left to the browser: the worker does not call `respondWith`.
 */
import { isOtbRoute, makeRoute, parseRoute } from '../../app/routes.js';

/** The build's precache list, injected into the worker at build time (`tools/pwaPlugin.ts`). */
export interface PrecacheManifest {
  /** A hash of everything precached: a new build has a new one, hence a new cache. */
  readonly build: string;
  /** The over-the-board pages' paths (`/clock`, `/arbiter`), each cached with the app's index.html as the server sends it. */
  readonly shells: readonly string[];
  /** Every other file the pages need, as absolute paths (`/assets/index-abc.js`, `/favicon.svg`). */
  readonly files: readonly string[];
}

/** What to do with a request: answer a navigation with its shell, answer from the cache, or let it pass. */
export type SwAction =
  | { readonly kind: 'shell'; readonly cacheKey: string }
  | { readonly kind: 'cached'; readonly cacheKey: string }
  | { readonly kind: 'pass' };

/** The parts of a request the decision reads. */
export interface RequestFacts {
  readonly method: string;
  /** `Request.mode`: `navigate` for a page load. */
  readonly mode: string;
  readonly url: string;
}

const PASS: SwAction = { kind: 'pass' };

/** The prefix of every cache this worker makes; caches with it and another build are deleted on activation. */
export const CACHE_PREFIX = 'flagfall-otb-';

/** The cache of one build. */
export function cacheName(build: string): string {
  return `${CACHE_PREFIX}${build}`;
}

/** The caches to delete when the build `current` activates: this worker's other caches, never anyone else's. */
export function staleCaches(names: readonly string[], current: string): string[] {
  return names.filter((n) => n.startsWith(CACHE_PREFIX) && n !== current);
}

/** Every path the worker caches at install: the shells, then the files. */
export function precachePaths(m: PrecacheManifest): string[] {
  return [...m.shells, ...m.files];
}

/**
 * The action for `req` on the worker's origin `origin` (`https://host:port`). Guarantees: only
 * GETs of this origin are answered; a navigation is answered only for a shell in the manifest;
 * a file only when its exact path (no query) was precached.
 */
export function actionFor(req: RequestFacts, origin: string, m: PrecacheManifest): SwAction {
  if (req.method !== 'GET') return PASS;
  let url: URL;
  try {
    url = new URL(req.url);
  } catch {
    return PASS;
  }
  if (url.origin !== origin) return PASS;
  if (req.mode === 'navigate') {
    const route = parseRoute(url.pathname);
    if (!isOtbRoute(route)) return PASS;
    const key = makeRoute(route);
    return m.shells.includes(key) ? { kind: 'shell', cacheKey: key } : PASS;
  }
  if (url.search !== '' || !m.files.includes(url.pathname)) return PASS;
  return { kind: 'cached', cacheKey: url.pathname };
}
