/**
 * The over-the-board pages as an installable, offline app, in a real browser against a real
 * server: the clock loads without the socket or the account; its service worker takes control and
 * caches both pages and every file they loaded; with the server stopped and the browser offline,
 * the clock reloads and the arbiter console opens (with a trailing slash, a query, a fragment).
 * A new build's worker takes over an open page, one reloaded during the update, and one whose
 * requests restart the old worker meanwhile, and only its cache is left. Chromium finds nothing
 * that keeps the app from being installed, and every PNG icon is what the manifest says. The app's
 * header opens the pages as whole page loads, and the worker leaves the app's own pages and the
 * server's API alone.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import {
  assertNoHorizontalOverflow,
  checkAxe,
  CHROMIUM,
  CHROMIUM_ARGS,
  DESKTOP,
  newContext,
  PageErrors,
  PHONE,
  skipReason,
  Steps,
  E2eSuite,
} from './harness.js';
import { startServer, WEB_DIST } from './server.js';
import { waitPath, waitVisible } from './ui.js';

const skip = skipReason();
const suite = new E2eSuite('offline', skip);
const cleanups = suite.cleanups;

/** The page's level-1 heading, once visible: its text. Otherwise fails saying what the page shows and what it reported. */
async function headingText(page: Page, what: string, errors: PageErrors): Promise<string> {
  const h1 = page.getByRole('heading', { level: 1 });
  try {
    await h1.waitFor({ state: 'visible', timeout: 10_000 });
  } catch {
    const shown = await page
      .evaluate(() => document.body.innerText.trim().slice(0, 300))
      .catch((e: unknown) => `(unreadable: ${String(e)})`);
    assert.fail(
      `${what}: no visible level-1 heading within 10 s at ${page.url()}; the page shows ${JSON.stringify(shown)}` +
        `; it reported: ${errors.list().join(' | ') || 'nothing'}`,
    );
  }
  const text = (await h1.textContent())?.trim() ?? '';
  assert.notEqual(text, '', `${what}: the heading says something`);
  return text;
}

/** Waits until a service worker controls the page (after its install and `clients.claim`). */
async function waitControlled(page: Page): Promise<void> {
  try {
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15_000 });
  } catch {
    assert.fail(`no service worker controls ${page.url()} within 15 s (is this a production build with dist/sw.js?)`);
  }
}

/** Records the WebSockets the context's pages open and the `/api/` requests they make. */
function watchServerUse(context: BrowserContext, page: Page): { sockets: string[]; api: string[] } {
  const use = { sockets: [] as string[], api: [] as string[] };
  page.on('websocket', (ws) => use.sockets.push(ws.url()));
  context.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) use.api.push(r.url());
  });
  return use;
}

test(
  'once visited, the clock and the arbiter console work with the server gone and the browser offline',
  { skip, timeout: 120_000 },
  async (t) => {
    // A server of its own: this test stops it.
    const own = await startServer();
    cleanups.push(() => own.stop());
    const steps = new Steps(t);
    const errors = new PageErrors();
    const context = await newContext(suite.browser, own.url, PHONE);
    suite.adopt(context);
    const page = errors.watch(await context.newPage(), 'clock');
    const use = watchServerUse(context, page);
    let clockHeading = '';

    await steps.step('the clock loads without the socket or the account', async () => {
      await page.goto('/clock');
      clockHeading = await headingText(page, '/clock', errors);
      await waitVisible(page, 'otb-nav-clock');
      assert.equal(await page.getAttribute('[data-testid="otb-nav-clock"]', 'aria-current'), 'page');
      await suite.shots.take(page, 'clock-phone');
      await assertNoHorizontalOverflow(page, '/clock on a phone');
    });

    await steps.step('the clock page passes axe', () => checkAxe(page, '/clock'), { blocking: false });

    await steps.step('the service worker controls the page and has cached both pages and every file the page loaded', async () => {
      await waitControlled(page);
      const cached = await page.evaluate(async () => {
        const names = (await caches.keys()).filter((n) => n.startsWith('flagfall-otb-'));
        const cache = await caches.open(names[0]!);
        const paths = (await cache.keys()).map((r) => new URL(r.url).pathname);
        const loaded = performance
          .getEntriesByType('resource')
          .map((e) => new URL(e.name))
          .filter((u) => u.origin === location.origin && u.pathname.startsWith('/assets/'))
          .map((u) => u.pathname);
        return { names, paths, loaded };
      });
      assert.equal(cached.names.length, 1, `one cache of this build: ${cached.names.join(', ')}`);
      for (const p of ['/clock', '/arbiter', '/manifest.webmanifest', '/favicon.svg'])
        assert.ok(cached.paths.includes(p), `${p} is cached`);
      assert.ok(cached.loaded.length >= 2, `the page loaded its script and style: ${cached.loaded.join(', ')}`);
      for (const p of cached.loaded) assert.ok(cached.paths.includes(p), `${p}, which the page loaded, is cached`);
    });

    await steps.step('with the server stopped and the browser offline, the clock reloads from the cache', async () => {
      await own.stop();
      await context.setOffline(true);
      const response = await page.reload();
      assert.ok(response?.fromServiceWorker() === true, 'the page came from the service worker');
      assert.equal(await headingText(page, '/clock offline', errors), clockHeading);
      await suite.shots.take(page, 'clock-phone-offline');
    });

    await steps.step('offline, the arbiter console opens, and the clock with a trailing slash, a query and a fragment', async () => {
      await page.goto('/arbiter');
      await headingText(page, '/arbiter offline', errors);
      assert.equal(await page.getAttribute('[data-testid="otb-nav-arbiter"]', 'aria-current'), 'page');
      await suite.shots.take(page, 'arbiter-phone-offline');
      await page.goto('/arbiter/');
      await headingText(page, '/arbiter/ offline', errors);
      await page.goto('/clock/?from=home-screen#setup');
      assert.equal(await headingText(page, '/clock/?… offline', errors), clockHeading);
    });

    await steps.step('no socket was opened, the server was not asked who we are, and nothing failed', () => {
      assert.deepEqual(use.sockets, [], 'no WebSocket');
      assert.deepEqual(use.api, [], 'no /api request');
      errors.assertNone();
      return Promise.resolve();
    });
  },
);

/** A new directory under the system's temporary one, removed when the suite ends. */
function scratchDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cleanups.push(() => Promise.resolve(rmSync(dir, { recursive: true, force: true })));
  return dir;
}

/** What the page sees of the worker's registration and caches (this app's caches only, sorted). */
interface SwView {
  readonly active: string | null;
  readonly installing: boolean;
  readonly waiting: boolean;
  readonly controlled: boolean;
  readonly controllerChanged: boolean;
  readonly caches: readonly string[];
}

function swView(page: Page): Promise<SwView> {
  return page.evaluate(async () => {
    const reg = await navigator.serviceWorker.getRegistration();
    return {
      active: reg?.active?.state ?? null,
      installing: (reg?.installing ?? null) !== null,
      waiting: (reg?.waiting ?? null) !== null,
      controlled: navigator.serviceWorker.controller !== null,
      controllerChanged: (window as unknown as { flagfallControllerChanged?: boolean }).flagfallControllerChanged === true,
      caches: (await caches.keys()).filter((n) => n.startsWith('flagfall-otb-')).sort(),
    };
  });
}

/**
 * How long a new build's worker may take to control the page: about 1 s normally (Chromium's
 * activation delay), a few more when the test had to stop the old worker (see `OLD_WORKER_IDLE_MS`).
 * Generous, for a loaded machine; the test reports each takeover's time.
 */
const TAKEOVER_MS = 30_000;

/**
 * After this long with a new worker waiting, the test stops the old one, as Chromium would by itself
 * without DevTools. Chromium activates a waiting worker that called `skipWaiting` once the old worker
 * is stopped: it asks the old one to go idle at once and stops it. A request from the page that
 * arrives just then starts the old worker again, and a restarted worker is stopped only at its idle
 * timeout (30 s), which DevTools (here Playwright, attached to every worker) turns off: the new
 * worker then waited for Chromium's 5-minute fallback (ServiceWorkerVersion::OnRequestTermination:
 * with DevTools attached, only a worker asked to hurry is stopped, and a restart forgets the
 * request). Stopping the old worker through CDP stands in for that idle timeout. It does not
 * activate a worker that did not call `skipWaiting`: the open page still holds the old one.
 */
const OLD_WORKER_IDLE_MS = 5_000;

/** A CDP ServiceWorker version, as `ServiceWorker.workerVersionUpdated` reports it. */
interface CdpWorkerVersion {
  readonly versionId: string;
  readonly status: string;
  readonly runningStatus: string;
  readonly controlledClients?: readonly string[];
}

/** The browser's own view of the page's worker versions, through CDP. */
interface WorkerVersions {
  /** The versions as "id status/running, n clients", for a failure message. */
  describe(): string;
  /** Stops the running active version(s) (`ServiceWorker.stopWorker`); returns their ids. */
  stopActive(): Promise<string[]>;
}

/** Follows the worker versions of `page`'s origin through a CDP session of its own. */
async function watchWorkerVersions(context: BrowserContext, page: Page): Promise<WorkerVersions> {
  const cdp = await context.newCDPSession(page);
  const versions = new Map<string, CdpWorkerVersion>();
  cdp.on('ServiceWorker.workerVersionUpdated', (e: { versions: readonly CdpWorkerVersion[] }) => {
    for (const v of e.versions) versions.set(v.versionId, v);
  });
  await cdp.send('ServiceWorker.enable');
  return {
    describe: () =>
      [...versions.values()]
        .map((v) => `${v.versionId} ${v.status}/${v.runningStatus}, ${v.controlledClients?.length ?? 0} clients`)
        .join('; '),
    stopActive: async () => {
      const running = [...versions.values()].filter((v) => v.status === 'activated' && v.runningStatus === 'running');
      for (const v of running) await cdp.send('ServiceWorker.stopWorker', { versionId: v.versionId });
      return running.map((v) => v.versionId);
    },
  };
}

/** How a new worker took over: the page's view, and whether the test had to stop the old worker. */
interface Takeover {
  readonly view: SwView;
  readonly stoppedOld: boolean;
}

/**
 * Waits (polling from here: Playwright's `waitForFunction` does not await a predicate's promise)
 * until the worker of the build whose cache is `cache` is active and controls the page, with no
 * other worker installing or waiting; `changed` also asks that the page saw a `controllerchange`.
 * A worker still waiting after `OLD_WORKER_IDLE_MS` gets the old one stopped once (see there). A
 * failure says what the page and the browser (`versions`) see.
 */
async function waitNewWorker(page: Page, cache: string, changed: boolean, versions: WorkerVersions): Promise<Takeover> {
  const start = Date.now();
  let stoppedOld = false;
  for (;;) {
    const v = await swView(page);
    if (
      v.active === 'activated' &&
      !v.installing &&
      !v.waiting &&
      v.controlled &&
      v.caches.includes(cache) &&
      (!changed || v.controllerChanged)
    )
      return { view: v, stoppedOld };
    if (Date.now() > start + TAKEOVER_MS)
      assert.fail(
        `the worker of ${cache} did not take control within ${TAKEOVER_MS / 1000} s` +
          `${stoppedOld ? ' (the old worker was stopped)' : ''}: ${JSON.stringify(v)}; versions: ${versions.describe()}`,
      );
    if (!stoppedOld && v.waiting && Date.now() > start + OLD_WORKER_IDLE_MS) stoppedOld = (await versions.stopActive()).length > 0;
    await page.waitForTimeout(100);
  }
}

/** What a takeover's diagnostic adds when the test stopped the old worker. */
const stoppedNote = (t: Takeover): string =>
  t.stoppedOld ? ` (the test stopped the old worker after ${OLD_WORKER_IDLE_MS / 1000} s)` : '';

/**
 * Puts a "new build" in place in the served copy `web`: the same files under a new build id (what
 * any change to a cached file gives). Returns the old id and the new one.
 */
function nextBuild(web: string): { readonly id: string; readonly next: string } {
  const sw = readFileSync(join(web, 'sw.js'), 'utf8');
  const id = /build:`([0-9a-f]{16})`/.exec(sw)?.[1];
  assert.ok(id !== undefined, 'sw.js carries its build id');
  const next = createHash('sha256').update(id).digest('hex').slice(0, 16);
  writeFileSync(join(web, 'sw.js'), sw.replace(`build:\`${id}\``, `build:\`${next}\``));
  return { id, next };
}

/**
 * A copy of the build served by a server of its own (so a test can put new builds in its place), and
 * the clock open in it under its worker, with the browser's view of the worker versions; `label`
 * names the page in error reports.
 */
async function openUpdatableClock(
  label: string,
): Promise<{ readonly web: string; readonly page: Page; readonly versions: WorkerVersions; readonly errors: PageErrors }> {
  const web = scratchDir('flagfall-e2e-web-');
  cpSync(WEB_DIST, web, { recursive: true });
  const own = await startServer({ web });
  cleanups.push(() => own.stop());
  const errors = new PageErrors();
  const context = await newContext(suite.browser, own.url, DESKTOP);
  suite.adopt(context);
  const page = errors.watch(await context.newPage(), label);
  const versions = await watchWorkerVersions(context, page);
  await page.goto('/clock');
  await headingText(page, '/clock', errors);
  await waitControlled(page);
  return { web, page, versions, errors };
}

test(
  'a new build’s worker takes over an open page, and a page reloaded during an update; only the newest cache is left',
  { skip, timeout: 150_000 },
  async (t) => {
    const { web, page, versions, errors } = await openUpdatableClock('update');

    // 1. The page stays open: the new worker installs, activates (deleting the old cache) and claims it.
    const first = nextBuild(web);
    assert.deepEqual((await swView(page)).caches, [`flagfall-otb-${first.id}`], 'one cache, the first build’s');
    await page.evaluate(async () => {
      const w = window as unknown as { flagfallControllerChanged?: boolean };
      navigator.serviceWorker.addEventListener('controllerchange', () => (w.flagfallControllerChanged = true), { once: true });
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const firstAt = performance.now();
    const taken = await waitNewWorker(page, `flagfall-otb-${first.next}`, true, versions);
    t.diagnostic(`the new worker took over the open page in ${Math.round(performance.now() - firstAt)} ms${stoppedNote(taken)}`);
    assert.deepEqual(taken.view.caches, [`flagfall-otb-${first.next}`], 'only the new build’s cache is left');
    await page.reload();
    await headingText(page, '/clock under the new worker', errors);

    // 2. The page reloads while the next build installs (the first visit after a deploy): the old
    // worker still answers some of its requests after its cache is deleted, and must not re-create it.
    const second = nextBuild(web);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    await page.reload();
    await headingText(page, '/clock reloaded during the update', errors);
    const secondAt = performance.now();
    const after = await waitNewWorker(page, `flagfall-otb-${second.next}`, false, versions);
    t.diagnostic(`the next worker took over the reloaded page in ${Math.round(performance.now() - secondAt)} ms${stoppedNote(after)}`);
    assert.deepEqual(after.view.caches, [`flagfall-otb-${second.next}`], 'only the newest build’s cache is left');
    await page.reload();
    await headingText(page, '/clock under the newest worker', errors);
    assert.deepEqual((await swView(page)).caches, [`flagfall-otb-${second.next}`], 'still only the newest cache');
    errors.assertNone();
  },
);

test('a new build’s worker takes over while the page’s requests restart the old worker', { skip, timeout: 120_000 }, async (t) => {
  // The page requests a cached file through the old worker for 3 s from the update on: the
  // second round here restarted the old worker while the new one waited, every time (on a loaded
  // machine the first one too), and without `OLD_WORKER_IDLE_MS` the new one never took over
  // within 45 s.
  const { web, page, versions, errors } = await openUpdatableClock('restarts');
  for (const round of [1, 2]) {
    const build = nextBuild(web);
    const at = performance.now();
    const requests = await page.evaluate(async () => {
      void (await navigator.serviceWorker.getRegistration())?.update();
      let n = 0;
      for (const end = performance.now() + 3000; performance.now() < end; n++) {
        const r = await fetch('/favicon.svg');
        if (!r.ok) throw new Error(`/favicon.svg: ${r.status}`);
      }
      return n;
    });
    const taken = await waitNewWorker(page, `flagfall-otb-${build.next}`, false, versions);
    t.diagnostic(
      `round ${round}: the new worker took over ${Math.round(performance.now() - at)} ms after the update, ${requests} requests${stoppedNote(taken)}`,
    );
    assert.deepEqual(taken.view.caches, [`flagfall-otb-${build.next}`], `round ${round}: only the new build’s cache is left`);
  }
  errors.assertNone();
});

/** The width and height a PNG's IHDR says. */
function pngSize(bytes: Buffer): [number, number] {
  assert.equal(bytes.subarray(1, 4).toString('latin1'), 'PNG', 'a PNG file');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

test(
  'Chromium finds nothing that keeps the app from being installed; the icons are what the manifest says',
  { skip, timeout: 60_000 },
  async () => {
    // A profile on disk: Chromium never offers to install from an incognito context (error `in-incognito`),
    // which is what browser.newContext() gives. The flags are the harness's.
    const profile = scratchDir('flagfall-e2e-profile-');
    const context = await chromium.launchPersistentContext(profile, {
      ...DESKTOP,
      baseURL: suite.server.url,
      executablePath: CHROMIUM,
      args: [...CHROMIUM_ARGS],
    });
    suite.adopt(context);
    const errors = new PageErrors();
    const page = errors.watch(context.pages()[0] ?? (await context.newPage()), 'install');
    await page.goto('/clock');
    await headingText(page, '/clock', errors);
    await waitControlled(page);
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    assert.deepEqual(manifest.errors, [], 'the manifest parses without errors');
    assert.equal(new URL(manifest.url).pathname, '/manifest.webmanifest');
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    assert.deepEqual(installabilityErrors, [], 'Chromium would offer to install the app');

    const listed = (JSON.parse(manifest.data ?? '{}') as { icons: { src: string; sizes: string; type: string }[] }).icons;
    const pngs = listed.filter((i) => i.type === 'image/png');
    assert.ok(pngs.length >= 2);
    for (const icon of [...pngs, { src: '/icons/apple-touch-icon.png', sizes: '180x180', type: 'image/png' }]) {
      const r = await context.request.get(icon.src);
      assert.equal(r.status(), 200, icon.src);
      assert.equal(r.headers()['content-type'], 'image/png', icon.src);
      assert.equal(pngSize(await r.body()).join('x'), icon.sizes, icon.src);
    }
    errors.assertNone();
  },
);

test(
  'the app’s header opens the pages as whole page loads; the worker leaves the app and the API alone',
  { skip, timeout: 60_000 },
  async (t) => {
    const steps = new Steps(t);
    const errors = new PageErrors();
    const context = await newContext(suite.browser, suite.server.url, DESKTOP);
    suite.adopt(context);
    const page = errors.watch(await context.newPage(), 'app');

    await steps.step('the lobby’s Clock link loads the clock as a new page', async () => {
      await page.goto('/');
      await page.waitForFunction(() => document.querySelector('[data-testid="connection"]')?.getAttribute('data-state') === 'online');
      assert.equal(await (await waitVisible(page, 'nav-arbiter')).getAttribute('href'), '/arbiter');
      await page.evaluate(() => {
        (window as unknown as { stillTheLobby: boolean }).stillTheLobby = true;
      });
      await (await waitVisible(page, 'nav-clock')).click();
      await waitPath(page, /^\/clock$/);
      await headingText(page, '/clock from the lobby', errors);
      assert.equal(await page.evaluate(() => 'stillTheLobby' in window), false, 'a new document, not an in-page route');
      await suite.shots.take(page, 'clock-desktop');
    });

    await steps.step('under the worker, the lobby and the API come from the server and the socket connects', async () => {
      await waitControlled(page);
      const lobby = await page.goto('/');
      assert.equal(lobby?.fromServiceWorker(), false, 'the lobby is not answered by the worker');
      await page.waitForFunction(() => document.querySelector('[data-testid="connection"]')?.getAttribute('data-state') === 'online');
      const [api] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/api/health')),
        page.evaluate(() => fetch('/api/health')),
      ]);
      assert.equal(api.fromServiceWorker(), false, '/api is not answered by the worker');
      assert.equal(api.status(), 200);
    });

    await steps.step('online, the clock comes from the network through the worker', async () => {
      const clock = await page.goto('/clock');
      assert.equal(clock?.status(), 200);
      await headingText(page, '/clock online', errors);
      errors.assertNone();
    });
  },
);
