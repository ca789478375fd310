/**
 * The current route as a signal, kept in step with the address bar (history API). Links inside
 * the page navigate without a reload; the back button works.
 */
import { signal } from '@preact/signals';
import { parseRoute, type Route } from './routes.js';

/** The route shown. */
export const route = signal<Route>(parseRoute(location.pathname));

/** Goes to a path inside the page (a new history entry, or a replacement). */
export function navigate(path: string, replace = false): void {
  if (path === location.pathname) return;
  if (replace) history.replaceState(null, '', path);
  else history.pushState(null, '', path);
  route.value = parseRoute(location.pathname);
  window.scrollTo(0, 0);
}

addEventListener('popstate', () => {
  route.value = parseRoute(location.pathname);
});

/** A click handler for in-page links: plain left clicks navigate without a reload. */
export function onLinkClick(e: MouseEvent): void {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  const a = (e.target as Element | null)?.closest('a');
  if (a === null || a === undefined || a.target !== '' || a.origin !== location.origin || a.hasAttribute('download')) return;
  if (a.pathname.startsWith('/api/') || a.pathname.startsWith('/game/export/')) return;
  e.preventDefault();
  navigate(a.pathname);
}
