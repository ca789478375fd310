/** The arbiter console (`/arbiter`). Placeholder until the page lands. */
import { t } from '../../i18n/i18n.js';

export function ConsolePage() {
  return (
    <main class="page">
      <h1>{t('console.title')}</h1>
    </main>
  );
}
