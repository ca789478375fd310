/**
 * Registers the over-the-board service worker (`/sw.js`, built from `sw.ts`) once the page has
 * loaded, so its precaching does not compete with the page's own requests. A browser without
 * service workers, or a failed registration (offline, a private window that refuses them), leaves
 * the page as it is: it works online, only not offline, and says so only as a console warning.
 */

/** Where the built worker is served, and the scope it controls (the manifest's scope). */
export const SW_URL = '/sw.js';
export const SW_SCOPE = '/';

/** Starts the registration (after `load`); never throws and never rejects. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    // updateViaCache 'none': a new build's sw.js is looked for on every visit, past any HTTP cache.
    navigator.serviceWorker.register(SW_URL, { scope: SW_SCOPE, updateViaCache: 'none' }).catch((e: unknown) => {
      console.warn('Flagfall: the offline copy is not available:', e);
    });
  };
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}
