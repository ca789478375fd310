/**
 * The over-the-board pages' header: the brand (back to the lobby), the clock, the arbiter console
 * and online play. Plain links: every one is a full page load (these pages have no in-page router).
 */
import { t } from '../i18n/i18n.js';
import type { OtbRoute } from '../app/routes.js';
import { BrandLink } from '../app/BrandLink.js';

/** The header, marking the page shown (`current`) with `aria-current`. */
export function OtbHeader({ current }: { readonly current: OtbRoute['name'] }) {
  return (
    <header class="top otb-top">
      <BrandLink testid="otb-home" />
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
