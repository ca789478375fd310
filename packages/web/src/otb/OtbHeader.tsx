/**
 * The over-the-board pages' header: the brand (back to the lobby), the clock, the arbiter console
 * and online play. Plain links: every one is a full page load (these pages have no in-page router).
 */
import { t } from '../i18n/i18n.js';
import type { OtbRoute } from '../app/routes.js';

/** The header, marking the page shown (`current`) with `aria-current`. */
export function OtbHeader({ current }: { readonly current: OtbRoute['name'] }) {
  return (
    <header class="top otb-top">
      {/* Named by aria-label: on a phone the word is hidden and only the flag shows. */}
      <a href="/" class="brand" data-testid="otb-home" aria-label="Flagfall">
        <svg viewBox="0 0 32 32" width="26" height="26" aria-hidden="true">
          <rect width="32" height="32" rx="6" fill="var(--accent)" />
          <path d="M9 6v21M9 7h13l-3 4 3 4H9" fill="none" stroke="#f4efe3" stroke-width="2.5" stroke-linejoin="round" />
        </svg>
        <span>Flagfall</span>
      </a>
      <nav aria-label={t('otb.nav.label')}>
        <a href="/clock" data-testid="otb-nav-clock" aria-current={current === 'clock' ? 'page' : undefined}>
          {t('otb.nav.clock')}
        </a>
        <a href="/arbiter" data-testid="otb-nav-arbiter" aria-current={current === 'arbiter' ? 'page' : undefined}>
          {t('otb.nav.console')}
        </a>
        <a href="/" data-testid="otb-nav-play">
          {t('otb.nav.play')}
        </a>
      </nav>
    </header>
  );
}
