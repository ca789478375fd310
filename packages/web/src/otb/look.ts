/**
 * The over-the-board pages' language and theme. They never ask the server for the account's
 * preferences (they work offline), so they follow the browser: its language and its colour scheme,
 * switching when the system switches (a phone going dark at dusk).
 */
import { language } from '../i18n/i18n.js';

/** Sets `<html lang>` to the page's language and `data-theme` to the system's scheme, now and on every change of the scheme. */
export function followSystemLook(): void {
  document.documentElement.lang = language.value;
  const dark = matchMedia('(prefers-color-scheme: dark)');
  const apply = () => {
    document.documentElement.dataset.theme = dark.matches ? 'dark' : 'light';
  };
  apply();
  dark.addEventListener('change', apply);
}
