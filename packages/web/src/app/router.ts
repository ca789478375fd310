/**
 * The current route as a signal, kept in step with the address bar (history API). Links inside
 * the page navigate without a reload; the back button works. The over-the-board pages (`/clock`,
 * `/arbiter`) are another entry (no socket, offline): going there is always a full page load.
 */
import { signal } from '@preact/signals';
import { isOtbRoute, parseRoute, type Route } from './routes.js';

/** The route shown. */
export const route = signal<Route>(parseRoute(location.pathname));

/** Goes to a path inside the page (a new history entry, or a replacement); an over-the-board path loads its own page. */
export function navigate(path: string, replace = false): void {
  if (path === location.pathname) return;
  if (isOtbRoute(parseRoute(path))) {
    if (replace) location.replace(path);
    else location.assign(path);
    return;
  }
  if (replace) history.replaceState(null, '', path);
  else history.pushState(null, '', path);
  route.value = parseRoute(location.pathname);
  window.scrollTo(0, 0);
}

addEventListener('popstate', () => {
  const r = parseRoute(location.pathname);
  if (!isOtbRoute(r)) route.value = r;
  // The app's document went back to an over-the-board address (it never pushes one): load that page.
  // In the over-the-board document itself (a fragment changed), nothing happens here.
  else if (!isOtbRoute(route.peek())) location.reload();
});

/** A click handler for in-page links: plain left clicks navigate without a reload (the over-the-board pages are loaded whole). */
export function onLinkClick(e: MouseEvent): void {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  const a = (e.target as Element | null)?.closest('a');
  if (a === null || a === undefined || a.target !== '' || a.origin !== location.origin || a.hasAttribute('download')) return;
  if (a.pathname.startsWith('/api/') || a.pathname.startsWith('/game/export/')) return;
  if (isOtbRoute(parseRoute(a.pathname))) return;
  e.preventDefault();
  navigate(a.pathname);
}
