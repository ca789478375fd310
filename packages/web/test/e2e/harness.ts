/**
 * The end-to-end harness: the Debian Chromium driven by playwright-core, browser contexts at a
 * desktop and a phone size, numbered screenshots, an axe-core accessibility check and a collector
 * that fails a test on any page error or console error. Everything waits for conditions, never for
 * time.
 */
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, type TestContext } from 'node:test';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { ROOT, WEB_DIST, startServer, type ServerProcess } from './server.js';

export const CHROMIUM = '/usr/bin/chromium';
const AXE = join(ROOT, 'node_modules', 'axe-core', 'axe.min.js');

/**
 * Why the browser tests cannot run here (no Chromium, no web build), or `false` when they can.
 * Pass it as node:test's `skip` option so the runner prints the reason.
 */
export function skipReason(): string | false {
  if (!existsSync(CHROMIUM)) return `Chromium is not installed at ${CHROMIUM} (apt-get install chromium)`;
  if (!existsSync(join(WEB_DIST, 'index.html')))
    return `the web client is not built (${join(WEB_DIST, 'index.html')} is absent: run npm run build)`;
  if (!existsSync(AXE)) return `axe-core is not installed (${AXE})`;
  return false;
}

/** The flags that keep the system Chromium headless, quiet and offline (also for a persistent profile). */
export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/** Launches the system Chromium headless, with the flags that keep it quiet and offline. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS] });
}

/** A desktop window: 1280×800. */
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 }, locale: 'en-US' };
/** A phone: 390×844 (an iPhone 12–15), touch, mobile viewport rules. */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'en-US',
};

/** A new browser context (its own cookies: a different person) on the server at `baseURL`. */
export function newContext(browser: Browser, baseURL: string, o: BrowserContextOptions = DESKTOP): Promise<BrowserContext> {
  return browser.newContext({ ...o, baseURL });
}

/**
 * Numbered screenshots of one test file, in `$FLAGFALL_SCREENSHOTS/<suite>` or a new folder
 * under the system's temporary folder; the folder is printed when it is made.
 */
export class Screenshots {
  readonly dir: string;
  private n = 0;

  constructor(suite: string) {
    const base = process.env.FLAGFALL_SCREENSHOTS;
    if (base !== undefined && base !== '') {
      this.dir = join(base, suite);
      mkdirSync(this.dir, { recursive: true });
    } else {
      this.dir = mkdtempSync(join(tmpdir(), `flagfall-e2e-${suite}-`));
    }
    console.log(`# screenshots of ${suite}: ${this.dir}`);
  }

  /** Saves the page's viewport as `NNN-name.png` (the whole page with `full`). */
  async take(page: Page, name: string, full = false): Promise<void> {
    this.n++;
    const file = `${String(this.n).padStart(3, '0')}-${name.replace(/[^A-Za-z0-9_.-]+/g, '-')}.png`;
    await page.screenshot({ path: join(this.dir, file), fullPage: full });
  }
}

/** An axe-core violation as the page reports it (only what we print). */
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown; html: string; failureSummary?: string }[];
}

/**
 * Runs axe-core in the page and fails on every violation of impact `serious` or `critical`,
 * printing each in full (rule, help, the elements and what is wrong with them).
 */
export async function checkAxe(page: Page, what: string): Promise<void> {
  const loaded = await page.evaluate(() => 'axe' in window);
  // Evaluated through the DevTools protocol, not a <script> tag: the page's Content Security
  // Policy (script-src 'self') rightly refuses inline scripts.
  if (!loaded) await page.evaluate(readFileSync(AXE, 'utf8'));
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: unknown[] }> } }).axe;
    const r = await axe.run(document);
    return r.violations as AxeViolation[];
  });
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const minor = violations.filter((v) => !bad.includes(v));
  if (minor.length > 0) console.log(`# axe on ${what}: ${minor.length} minor/moderate finding(s): ${minor.map((v) => v.id).join(', ')}`);
  if (bad.length > 0) {
    const text = bad
      .map(
        (v) =>
          `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n` +
          v.nodes
            .map((n) => `    element ${JSON.stringify(n.target)}: ${n.html}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`)
            .join('\n'),
      )
      .join('\n');
    console.log(`# axe on ${what}:\n${text}`);
    assert.fail(`axe found ${bad.length} serious or critical violation(s) on ${what}:\n${text}`);
  }
}

/**
 * Collects uncaught exceptions and console errors of every page it watches; `assertNone()` fails
 * with all of them. A page that throws or logs an error is a failing page.
 */
export class PageErrors {
  private readonly errors: string[] = [];

  watch(page: Page, who: string): Page {
    page.on('pageerror', (e) => this.errors.push(`${who}: uncaught ${e.name}: ${e.message}\n${e.stack ?? ''}`));
    page.on('console', (m) => {
      if (m.type() === 'error') {
        const loc = m.location();
        this.errors.push(`${who}: console.error: ${m.text()} (${loc.url}:${loc.lineNumber})`);
      }
    });
    page.on('crash', () => this.errors.push(`${who}: the page crashed`));
    return page;
  }

  /** What the pages reported so far. */
  list(): readonly string[] {
    return [...this.errors];
  }

  assertNone(): void {
    assert.deepEqual(this.errors, [], `the pages reported errors:\n${this.errors.join('\n')}`);
  }
}

/** Fails when the page scrolls sideways (its content is wider than the window). */
export async function assertNoHorizontalOverflow(page: Page, what: string): Promise<void> {
  const m = await page.evaluate(() => {
    const wide = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(0, 5)
      .map(
        (e) =>
          `${e.tagName.toLowerCase()}${e.dataset.testid !== undefined ? `[data-testid=${e.dataset.testid}]` : ''}.${e.className} right=${e.getBoundingClientRect().right}`,
      );
    return { scrollWidth: document.scrollingElement?.scrollWidth ?? 0, innerWidth: window.innerWidth, wide };
  });
  assert.ok(
    m.scrollWidth <= m.innerWidth,
    `${what}: the page is ${m.scrollWidth} px wide in a ${m.innerWidth} px window; too wide: ${m.wide.join('; ')}`,
  );
}

/**
 * Runs the steps of one scenario as subtests in order; once a step fails, the later ones are
 * skipped (they depend on it) so the report points at the first failure.
 */
export class Steps {
  private failed: string | null = null;
  private readonly started = Date.now();

  constructor(private readonly t: TestContext) {}

  /**
   * One step. A step that later ones do not depend on (an accessibility check, say) is
   * `blocking: false`: its failure fails the test but does not skip what follows.
   */
  async step(name: string, fn: () => Promise<void>, o: { readonly blocking?: boolean } = {}): Promise<void> {
    const skip = this.failed === null ? false : `an earlier step failed (${this.failed})`;
    await this.t.test(name, { skip }, async () => {
      const t0 = Date.now();
      try {
        await fn();
      } catch (e) {
        if (o.blocking !== false) this.failed = name;
        throw e;
      } finally {
        console.log(`# ${name}: ${Date.now() - t0} ms (at ${((Date.now() - this.started) / 1000).toFixed(1)} s)`);
      }
    });
  }
}

/**
 * One test file's real server process, browser and screenshot folder: started before the file's
 * tests (unless they skip) and closed after them with every context opened through `open`, then
 * `cleanups` in order. Reading `server`, `browser` or `shots` before the start is a test bug.
 */
export class E2eSuite {
  private started: { server: ServerProcess; browser: Browser; shots: Screenshots } | null = null;
  private readonly contexts: BrowserContext[] = [];
  /** Run after everything is closed (temporary folders, say). */
  readonly cleanups: (() => Promise<void>)[] = [];

  constructor(name: string, skip: string | false) {
    before(async () => {
      if (skip !== false) return;
      this.started = { server: await startServer(), browser: await launchBrowser(), shots: new Screenshots(name) };
    });
    after(async () => {
      for (const c of this.contexts) await c.close().catch(() => undefined);
      await this.started?.browser.close();
      await this.started?.server.stop();
      for (const f of this.cleanups) await f();
    });
  }

  private get s(): { server: ServerProcess; browser: Browser; shots: Screenshots } {
    if (this.started === null) throw new Error('the suite has not started (its tests should have been skipped)');
    return this.started;
  }

  get server(): ServerProcess {
    return this.s.server;
  }

  get browser(): Browser {
    return this.s.browser;
  }

  get shots(): Screenshots {
    return this.s.shots;
  }

  /** A page in a new context (a different person) on the server, watched by `errors`. */
  async open(errors: PageErrors, who: string, o: BrowserContextOptions = DESKTOP): Promise<Page> {
    const c = await newContext(this.browser, this.server.url, o);
    this.contexts.push(c);
    return errors.watch(await c.newPage(), who);
  }

  /** Keeps a context made elsewhere (a special profile) to close it with the rest. */
  adopt(c: BrowserContext): BrowserContext {
    this.contexts.push(c);
    return c;
  }
}
