/**
 * The page's routes: a path in, a route value out (pure, so it is tested without a browser).
 * Every path the server answers with the page must map here; anything else is `notFound`.
 * The over-the-board routes (`clock`, `arbiter`) are not shown by the app: `main.tsx` hands them
 * to the over-the-board shell (`src/otb/main.tsx`), which works offline with no server.
 */

/** A route of the page. */
export type Route =
  | { readonly name: 'lobby' }
  /** The lobby with the computer's form open. */
  | { readonly name: 'computer' }
  | { readonly name: 'game'; readonly id: string }
  | { readonly name: 'tv' }
  | { readonly name: 'profile'; readonly user: string | null }
  | { readonly name: 'login' }
  | { readonly name: 'signup' }
  | { readonly name: 'settings' }
  | { readonly name: 'challenge'; readonly id: string }
  | OtbRoute
  | { readonly name: 'notFound'; readonly path: string };

/** An over-the-board page: the clock (`/clock`) or the arbiter console (`/arbiter`). */
export type OtbRoute = { readonly name: 'clock' } | { readonly name: 'arbiter' };

/** Whether a route belongs to the over-the-board shell (a full page load, no socket, works offline). */
export function isOtbRoute(r: Route): r is OtbRoute {
  return r.name === 'clock' || r.name === 'arbiter';
}

const ID = /^[A-Za-z0-9]{8}$/;
const USER = /^[A-Za-z0-9][A-Za-z0-9_-]{1,19}$/;

/** The route of a path (`/game/Xy12Ab34`, `/@/magnus` …); a trailing slash, a query and a fragment are ignored. */
export function parseRoute(path: string): Route {
  const parts = path
    .split(/[?#]/)[0]!
    .split('/')
    .filter((p) => p !== '');
  const [a, b] = parts;
  if (a === undefined) return { name: 'lobby' };
  if (a === 'game' && b !== undefined && ID.test(b) && parts.length <= 3) return { name: 'game', id: b };
  if (a === 'challenge' && b !== undefined && ID.test(b) && parts.length === 2) return { name: 'challenge', id: b };
  if (a === '@' && b !== undefined && USER.test(b) && parts.length === 2) return { name: 'profile', user: b };
  if (parts.length === 1) {
    if (a === 'tv') return { name: 'tv' };
    if (a === 'computer') return { name: 'computer' };
    if (a === 'login') return { name: 'login' };
    if (a === 'signup') return { name: 'signup' };
    if (a === 'settings') return { name: 'settings' };
    if (a === 'profile') return { name: 'profile', user: null };
    if (a === 'clock') return { name: 'clock' };
    if (a === 'arbiter') return { name: 'arbiter' };
  }
  // lichess's game addresses (`/Xy12Ab34`, `/Xy12Ab34/black`), which lichess-bot prints for every game; after the named routes ("settings" is 8 letters too).
  if (ID.test(a) && (parts.length === 1 || (parts.length === 2 && (b === 'white' || b === 'black')))) return { name: 'game', id: a };
  return { name: 'notFound', path };
}

/** The path of a route (the inverse of `parseRoute` for every route but `notFound`). */
export function makeRoute(r: Route): string {
  switch (r.name) {
    case 'lobby':
      return '/';
    case 'game':
      return `/game/${r.id}`;
    case 'computer':
      return '/computer';
    case 'tv':
      return '/tv';
    case 'profile':
      return r.user === null ? '/profile' : `/@/${r.user}`;
    case 'login':
      return '/login';
    case 'signup':
      return '/signup';
    case 'settings':
      return '/settings';
    case 'challenge':
      return `/challenge/${r.id}`;
    case 'clock':
      return '/clock';
    case 'arbiter':
      return '/arbiter';
    case 'notFound':
      return r.path;
  }
}
