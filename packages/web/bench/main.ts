/**
 * The web client's bench (`npm run bench:web`): what the page weighs against its 150 KB gzip
 * budget, and how fast it sends a queued premove once the previous one was played, in the real
 * browser against a real server, normally and with the CPU slowed 4×. Beside it, in the same run
 * and browser, the two reference strategies (answering in the message handler; lila's two 1 ms
 * timers) on a bare page. Figures only, never a pass/fail test.
 *
 * Usage: node packages/web/build/bench/main.js [trials]   (default 30 per figure)
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { CHROMIUM, launchBrowser, newContext } from '../test/e2e/harness.js';
import { startServer, WEB_DIST, type ServerProcess } from '../test/e2e/server.js';
import { peerReactions } from './peer.js';
import { PremoveBench } from './premove.js';
import { formatSummary } from './probe.js';
import { assetSizes, BUDGET_GZIP_BYTES, gzipSize, initialScripts, kb } from './sizes.js';

const trials = Number(process.argv[2] ?? 30);
const THROTTLE = 4;
let missing = 0;

function notMeasured(what: string, why: string): void {
  missing++;
  console.log(`NOT MEASURED: ${what}: ${why}`);
}

function budgetLine(label: string, bytes: number): string {
  const pct = ((bytes / BUDGET_GZIP_BYTES) * 100).toFixed(0);
  return `${label.padEnd(44)} ${kb(bytes).padStart(10)} gzip  (${pct}% of the ${kb(BUDGET_GZIP_BYTES)} budget${bytes > BUDGET_GZIP_BYTES ? ', OVER' : ''})`;
}

function sizes(): void {
  console.log(`\n== Page weight (${WEB_DIST}) ==`);
  if (!existsSync(join(WEB_DIST, 'index.html')))
    return notMeasured('page weight', 'no web build (packages/web/dist/index.html): run npm run build');
  const all = assetSizes(WEB_DIST);
  for (const a of all) console.log(`  ${a.file.padEnd(42)} ${kb(a.bytes).padStart(10)}  ${kb(a.gzipBytes).padStart(9)} gzip`);
  const js = all.filter((a) => a.file.endsWith('.js'));
  console.log(
    `  ${'all JS'.padEnd(42)} ${kb(js.reduce((s, a) => s + a.bytes, 0)).padStart(10)}  ${kb(js.reduce((s, a) => s + a.gzipBytes, 0)).padStart(9)} gzip`,
  );
  const first = initialScripts(WEB_DIST);
  const firstGzip = first.reduce((s, f) => s + (all.find((a) => a.file === f)?.gzipBytes ?? 0), 0);
  console.log(`  first visit loads (entry, modulepreloads, static imports): ${first.join(', ') || '(none)'}`);
  console.log(budgetLine('JS of a first visit (static graph)', firstGzip));
}

/** The JS and CSS a fresh visit to a game's page fetches, as the browser saw it. */
async function gamePageLoad(browser: Browser, url: string, gameId: string): Promise<void> {
  const context = await newContext(browser, url);
  try {
    const page = await context.newPage();
    const files = new Set<string>();
    page.on('response', (r) => {
      const u = new URL(r.url());
      const type = r.request().resourceType();
      if (u.origin === url && (type === 'script' || type === 'stylesheet')) files.add(u.pathname.slice(1));
    });
    await page.goto(`/game/${gameId}`);
    await page.locator('[data-testid="board"] [data-square="e4"]').waitFor({ timeout: 10_000 });
    let js = 0;
    let css = 0;
    for (const f of files) {
      const path = join(WEB_DIST, f);
      if (!existsSync(path)) continue;
      const g = gzipSize(readFileSync(path));
      if (f.endsWith('.css')) css += g;
      else js += g;
    }
    console.log(`  the game page fetched: ${[...files].sort().join(', ')}`);
    console.log(budgetLine('JS loaded by the game page (in Chromium)', js));
    console.log(`${'CSS loaded by the game page'.padEnd(44)} ${kb(css).padStart(10)} gzip`);
  } finally {
    await context.close();
  }
}

async function browserFigures(): Promise<void> {
  console.log(`\n== Premove reaction (${trials} trials a figure; CPU ×1 and ×${THROTTLE}) ==`);
  if (!existsSync(CHROMIUM)) return notMeasured('premove reaction', `no Chromium at ${CHROMIUM}`);
  let server: ServerProcess | undefined;
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    console.log(`  Chromium ${browser.version()}, Node ${process.version}`);
    for (const throttle of [1, THROTTLE]) {
      for (const strategy of ['sync', 'two-timers'] as const) {
        const label = `bare page, ${strategy === 'sync' ? 'send in onmessage' : "two 1 ms timers (lila's)"}, CPU ×${throttle}`;
        console.log(`  ${formatSummary(label, await peerReactions(browser, strategy, trials, throttle))}`);
      }
    }
    if (!existsSync(join(WEB_DIST, 'index.html'))) return notMeasured('the page’s premove reaction', 'no web build');
    server = await startServer();
    const bench = await PremoveBench.open(browser, server.url);
    try {
      for (const throttle of [1, THROTTLE]) {
        bench.throttle = throttle;
        const t0 = Date.now();
        const rs = await bench.run(trials);
        console.log(
          `  ${formatSummary(`Flagfall page, 2 queued premoves, CPU ×${throttle}`, rs)}  (${((Date.now() - t0) / 1000).toFixed(0)} s)`,
        );
      }
      if (bench.lastGameId !== null) {
        console.log('\n== What the game page loads ==');
        await gamePageLoad(browser, server.url, bench.lastGameId);
      }
    } finally {
      await bench.close();
    }
  } catch (e) {
    notMeasured('premove reaction', e instanceof Error ? e.message : String(e));
  } finally {
    await browser?.close();
    await server?.stop();
  }
}

console.log('Flagfall web bench: page weight and premove reaction');
sizes();
await browserFigures();
if (missing > 0) {
  console.log(`\n${missing} figure(s) not measured (see NOT MEASURED above).`);
  process.exitCode = 1;
}
