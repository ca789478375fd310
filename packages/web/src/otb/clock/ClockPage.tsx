/**
 * The over-the-board clock page (`/clock`): the setup screen, then the clock. One controller for
 * the page's life (it survives the page being re-rendered, and a reload rebuilds it from storage).
 * All time comes from the core's clock engine: the page only draws it.
 */
import { t } from '../../i18n/i18n.js';
import { ClockController } from './controller.js';
import { RunningScreen } from './RunningScreen.js';
import { SetupScreen } from './SetupScreen.js';
import { browserStore } from './storage.js';
import './clock.css';

let controller: ClockController | null = null;

/** The page's controller, made on first use with the browser's clocks and storage. */
function theController(): ClockController {
  controller ??= new ClockController({ now: () => ({ mono: performance.now(), wall: Date.now() }), store: browserStore() });
  return controller;
}

/** The page. */
export function ClockPage() {
  const ctl = theController();
  ctl.watch();
  if (ctl.phase === 'setup') return <SetupScreen ctl={ctl} />;
  return (
    <main class="otb-clock-page" aria-label={t('clock.title')}>
      <RunningScreen ctl={ctl} />
    </main>
  );
}
