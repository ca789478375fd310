/** The over-the-board clock page (`/clock`). Placeholder until the page lands. */
import { t } from '../../i18n/i18n.js';

export function ClockPage() {
  return (
    <main class="page">
      <h1>{t('clock.title')}</h1>
    </main>
  );
}
