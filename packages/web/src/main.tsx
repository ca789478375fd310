/**
 * The entry point: styles, then either the over-the-board shell (`/clock`, `/arbiter`: a chunk of
 * its own, no socket, no account, works offline) or the app with its session and connection.
 */
import { render } from 'preact';
import './styles/base.css';
import { App } from './app/App.js';
import { isOtbRoute, parseRoute } from './app/routes.js';
import { connection, loadAccount } from './app/session.js';
import { unlockAudio } from './app/sound.js';
import { t } from './i18n/i18n.js';

const root = document.getElementById('app')!;
const route = parseRoute(location.pathname);

if (isOtbRoute(route)) {
  void import('./otb/main.js').then(
    (otb) => otb.startOtb(route, root),
    // The chunk did not come (offline before the service worker had it): say so instead of a blank page.
    () => {
      root.textContent = t('otb.loadFailed');
    },
  );
} else {
  const unlock = () => {
    unlockAudio();
    removeEventListener('pointerdown', unlock);
    removeEventListener('keydown', unlock);
  };
  addEventListener('pointerdown', unlock);
  addEventListener('keydown', unlock);

  // The guest cookie comes with the first response: ask who we are before opening the socket, so
  // the socket and the HTTP calls speak for the same guest.
  void loadAccount().finally(() => connection.connect());
  render(<App />, root);
}
