// The harness of the board's browser test: Vite bundles src/board/board.ts into an IIFE, a blank
// Chromium page loads it with one board in a 480 px container, and helpers drive it with trusted
// input and read what it shows.
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeSquare, parseFen } from '@flagfall/core';
import type { Browser, Page } from 'playwright-core';
import type * as BoardModule from '../src/board/board.js';
import type { BoardConfig } from '../src/board/board.js';

/** Debian's Chromium, driven by playwright-core. */
export const CHROMIUM = '/usr/bin/chromium';
const WEB_ROOT = fileURLToPath(new URL('../..', import.meta.url)); // build/test → packages/web
/** Set FLAGFALL_SCREENSHOTS=<dir> to save screenshots of the states the tests check. */
const SHOTS = process.env['FLAGFALL_SCREENSHOTS'];

/** Legal destinations of a FEN as the page would pass them (entries, to cross into the page). */
export function destsOf(fen: string): [string, string[]][] {
  const pos = parseFen(fen);
  assert.ok(pos.ok);
  const dests = new Map<string, string[]>();
  for (const m of pos.value.legalMoves()) {
    const from = makeSquare(m.from);
    dests.set(from, [...(dests.get(from) ?? []), makeSquare(m.to)]);
  }
  return [...dests];
}

/** The board bundled by Vite (minified IIFE exposing `FlagfallBoard`) and its CSS. */
export async function bundle(): Promise<{ js: string; css: string }> {
  const { build } = await import('vite');
  const outDir = mkdtempSync(join(tmpdir(), 'flagfall-board-'));
  try {
    await build({
      configFile: false,
      root: WEB_ROOT,
      logLevel: 'silent',
      build: {
        outDir,
        emptyOutDir: true,
        minify: true,
        lib: { entry: join(WEB_ROOT, 'src/board/board.ts'), formats: ['iife'], name: 'FlagfallBoard', fileName: () => 'board.js' },
      },
    });
    const files = readdirSync(outDir);
    const read = (ext: string): string =>
      files
        .filter((f) => f.endsWith(ext))
        .map((f) => readFileSync(join(outDir, f), 'utf8'))
        .join('\n');
    return { js: read('.js'), css: read('.css') };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** A board event as the page recorded it. */
export interface Recorded {
  type: string;
  move?: { from: string; to: string; promotion?: string };
  during: string;
}

/** Chromium's launch options for these tests. */
export const LAUNCH = {
  executablePath: CHROMIUM,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

/**
 * A fresh page with one board in a 480 px wide container (`window.board`), its events recorded
 * in `window.events`; `config.dests` comes as entries (see `destsOf`).
 */
export async function mount(browser: Browser, code: { js: string; css: string }, config: Record<string, unknown>): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 640, height: 640 } });
  await page.setContent(
    '<!doctype html><html lang="en"><head><title>board</title></head><body><main><div id="wrap" style="width:480px;margin:20px"></div></main></body></html>',
  );
  await page.addStyleTag({ content: code.css });
  await page.addScriptTag({ content: code.js });
  await page.evaluate((cfg) => {
    const w = window as unknown as Record<string, unknown> & { FlagfallBoard: typeof BoardModule };
    const events: Recorded[] = [];
    w['events'] = events;
    // The config crossed into the page as JSON; the Map is rebuilt here.
    const config = { ...cfg, dests: new Map(cfg['dests'] as [string, string[]][]) } as unknown as BoardConfig;
    // `during` is the DOM event being dispatched when the board calls back: proof that the
    // callback ran synchronously inside the input handler, not from a timer or a frame.
    const during = (): string => (window as unknown as { event?: Event }).event?.type ?? 'none';
    w['board'] = w.FlagfallBoard.createBoard(document.getElementById('wrap')!, config, {
      move: (move) => events.push({ type: 'move', move, during: during() }),
      premove: (move) => events.push({ type: 'premove', move, during: during() }),
      premoveCancel: () => events.push({ type: 'premoveCancel', during: during() }),
    });
  }, config);
  await frames(page);
  return page;
}

/** Waits two animation frames (the board renders in the next one). */
export const frames = (page: Page): Promise<unknown> =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** The events the board has called so far. */
export const events = (page: Page): Promise<Recorded[]> => page.evaluate(() => (window as unknown as { events: Recorded[] }).events);

/** The centre of a square on the screen. */
export async function center(page: Page, square: string): Promise<{ x: number; y: number }> {
  const box = await page.locator(`[data-square="${square}"]`).boundingBox();
  assert.ok(box, `no box for ${square}`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Clicks the centre of a square. */
export async function click(page: Page, square: string, button: 'left' | 'right' = 'left'): Promise<void> {
  const { x, y } = await center(page, square);
  await page.mouse.click(x, y, { button });
}

/** The squares (sorted) of the elements matching `selector`. */
export const classesOf = (page: Page, selector: string): Promise<string[]> =>
  page.$$eval(selector, (els) => els.map((el) => (el as HTMLElement).dataset['square'] ?? '').sort());

/** A square's accessible name. */
export const label = (page: Page, square: string): Promise<string | null> => page.getAttribute(`[data-square="${square}"]`, 'aria-label');

/** Saves a screenshot when FLAGFALL_SCREENSHOTS is set. */
export async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS !== undefined) await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

/** For each piece element matching `selector`, the square under its centre ('?' for none). */
export const pieceSquare = (page: Page, selector: string): Promise<string[]> =>
  page.$$eval(selector, (pieces) =>
    pieces.map((piece) => {
      const r = piece.getBoundingClientRect();
      const el = document
        .elementsFromPoint(r.x + r.width / 2, r.y + r.height / 2)
        .find((e) => e instanceof HTMLElement && e.dataset['square']);
      return (el as HTMLElement | undefined)?.dataset['square'] ?? '?';
    }),
  );
