/**
 * The over-the-board shell (`/clock`, `/arbiter`), loaded by `main.tsx` as a chunk of its own: a
 * slim header and the page, in the browser's language and colour scheme. It never opens the
 * socket nor asks the server who the user is, so it works with no server at all; in a production
 * build it registers the service worker that keeps it working offline (`sw/sw.ts`).
 */
import { render } from 'preact';
import './otb.css';
import type { OtbRoute } from '../app/routes.js';
import { ClockPage } from './clock/ClockPage.js';
import { ConsolePage } from './console/ConsolePage.js';
import { followSystemLook } from './look.js';
import { OtbHeader } from './OtbHeader.js';
import { registerServiceWorker } from './sw/register.js';

function OtbPage({ route }: { readonly route: OtbRoute }) {
  switch (route.name) {
    case 'clock':
      return <ClockPage />;
    case 'arbiter':
      return <ConsolePage />;
  }
}

/** Renders the over-the-board page of `route` into `root` (replacing what is there) and, in a production build, registers the service worker. */
export function startOtb(route: OtbRoute, root: HTMLElement): void {
  followSystemLook();
  render(
    <div class="app otb">
      <OtbHeader current={route.name} />
      <div id="main" tabIndex={-1}>
        <OtbPage route={route} />
      </div>
    </div>,
    root,
  );
  if (import.meta.env.PROD) registerServiceWorker();
}
