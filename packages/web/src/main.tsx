/**
 * The entry point: styles, then either the over-the-board shell (`/clock`, `/arbiter`: a chunk of
 * its own, no socket, no account, works offline) or the online app with its session and connection
 * (a chunk of its own too, so the clock never downloads the lobby). A chunk that does not come
 * (offline, a deploy replacing the files) is said on the page instead of leaving it blank.
 */
import './styles/base.css';
import { isOtbRoute, parseRoute } from './app/routes.js';
import { t } from './i18n/i18n.js';

const root = document.getElementById('app')!;
const route = parseRoute(location.pathname);

const failed = (): void => {
  root.textContent = t('otb.loadFailed');
};

if (isOtbRoute(route)) void import('./otb/main.js').then((otb) => otb.startOtb(route, root), failed);
else void import('./app/start.js').then((app) => app.startApp(root), failed);
