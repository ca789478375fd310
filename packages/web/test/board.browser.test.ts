// The board component in a real browser (see boardHarness.ts): click-click, drag, touch,
// premoves, promotion, keyboard, flip, animation, resize and axe-core, with assertions on the
// events the page receives and on what the board shows. Skipped when Chromium is not installed.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import {
  bundle,
  center,
  CHROMIUM,
  classesOf,
  click,
  destsOf,
  events,
  frames,
  label,
  LAUNCH,
  mount,
  pieceSquare,
  shot,
} from './boardHarness.js';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const AFTER_E4 = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1';
const PROMOTE = '1n5k/P7/8/8/8/8/8/K7 w - - 0 1';

test('the board in Chromium', async (t) => {
  if (!existsSync(CHROMIUM)) {
    t.skip(`${CHROMIUM} is not installed: the browser tests of the board did not run`);
    return;
  }
  const { chromium } = await import('playwright-core');
  const code = await bundle();
  const browser = await chromium.launch(LAUNCH);
  const play = { fen: START, movableColor: 'white', turnColor: 'white', dests: destsOf(START), animationMs: 0 };
  try {
    await t.test('click-click: dots on the destinations, then the move event', async () => {
      const page = await mount(browser, code, play);
      await click(page, 'g1');
      await frames(page);
      assert.deepEqual(await classesOf(page, '.ff-dest'), ['f3', 'h3']);
      assert.equal(await page.getAttribute('[data-square="g1"]', 'aria-selected'), 'true');
      assert.equal(await label(page, 'f3'), 'f3, empty, legal destination');
      await shot(page, 'dests');
      await click(page, 'f3');
      // Move on press: the event comes from inside the pointerdown handler.
      assert.deepEqual(await events(page), [{ type: 'move', move: { from: 'g1', to: 'f3' }, during: 'pointerdown' }]);
      await frames(page);
      assert.deepEqual(await classesOf(page, '.ff-dest'), []);
      assert.equal(await label(page, 'f3'), 'f3, white knight');
      assert.deepEqual(await classesOf(page, '.ff-last'), ['f3', 'g1']);
      await page.close();
    });

    await t.test('drag: ghost on the origin, the piece follows, drop fires the move', async () => {
      const page = await mount(browser, code, play);
      const from = await center(page, 'e2');
      const to = await center(page, 'e4');
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(from.x + 10, from.y - 20, { steps: 3 });
      await page.mouse.move(to.x, to.y, { steps: 5 });
      await frames(page);
      assert.equal(await page.$eval('.ff-ghost', (g) => (g as HTMLElement).hidden), false);
      assert.deepEqual(await pieceSquare(page, '.ff-piece.ff-dragging'), ['e4']);
      assert.deepEqual(await classesOf(page, '.ff-hover'), ['e4']);
      await shot(page, 'drag');
      await page.mouse.up();
      assert.deepEqual(await events(page), [{ type: 'move', move: { from: 'e2', to: 'e4' }, during: 'pointerup' }]);
      await frames(page);
      assert.equal(await page.$eval('.ff-ghost', (g) => (g as HTMLElement).hidden), true);
      assert.deepEqual(await pieceSquare(page, '.ff-piece.wp:not(.ff-ghost)'), ['a2', 'b2', 'c2', 'd2', 'e4', 'f2', 'g2', 'h2'].sort());
      await page.close();
    });

    await t.test('two premoves are queued and drawn; a right-click cancels them', async () => {
      const page = await mount(browser, code, {
        fen: AFTER_E4,
        movableColor: 'white',
        turnColor: 'black',
        premovable: true,
        animationMs: 0,
      });
      await click(page, 'd2');
      await click(page, 'd4');
      await click(page, 'g1');
      await click(page, 'f3');
      assert.deepEqual(await events(page), [
        { type: 'premove', move: { from: 'd2', to: 'd4' }, during: 'pointerdown' },
        { type: 'premove', move: { from: 'g1', to: 'f3' }, during: 'pointerdown' },
      ]);
      await frames(page);
      assert.deepEqual(await classesOf(page, '.ff-premove'), ['d2', 'd4', 'f3', 'g1']);
      assert.equal(await label(page, 'd4'), 'd4, white pawn, premove');
      assert.equal(await label(page, 'd2'), 'd2, empty, premove');
      assert.deepEqual(await pieceSquare(page, '.ff-piece.wn:not(.ff-ghost)'), ['b1', 'f3']);
      await shot(page, 'premoves');
      await click(page, 'a6', 'right');
      assert.deepEqual((await events(page)).at(-1), { type: 'premoveCancel', during: 'contextmenu' });
      await frames(page);
      assert.deepEqual(await classesOf(page, '.ff-premove'), []);
      assert.deepEqual(await pieceSquare(page, '.ff-piece.wn:not(.ff-ghost)'), ['b1', 'g1']);
      await page.close();
    });

    await t.test('a tap on an empty square cancels the premoves', async () => {
      const page = await mount(browser, code, {
        fen: AFTER_E4,
        movableColor: 'white',
        turnColor: 'black',
        premovable: true,
        animationMs: 0,
      });
      await click(page, 'g1');
      await click(page, 'f3');
      await click(page, 'a5');
      assert.deepEqual(
        (await events(page)).map((e) => e.type),
        ['premove', 'premoveCancel'],
      );
      await page.close();
    });

    await t.test('promotion: the chooser opens on the file, Escape cancels, a knight is picked', async () => {
      const page = await mount(browser, code, {
        fen: PROMOTE,
        movableColor: 'white',
        turnColor: 'white',
        dests: destsOf(PROMOTE),
        animationMs: 0,
      });
      await click(page, 'a7');
      await click(page, 'a8');
      assert.equal(await page.locator('.ff-promotion [data-promotion]').count(), 4);
      assert.equal(await page.evaluate(() => (document.activeElement as HTMLElement).dataset['promotion']), 'q');
      await page.keyboard.press('Escape');
      assert.equal(await page.locator('.ff-promotion').count(), 0);
      assert.deepEqual(await events(page), []);
      await click(page, 'a7');
      await click(page, 'b8');
      await frames(page);
      await shot(page, 'promotion');
      await page.click('.ff-promotion [aria-label="knight"]');
      assert.deepEqual(await events(page), [{ type: 'move', move: { from: 'a7', to: 'b8', promotion: 'n' }, during: 'click' }]);
      await frames(page);
      assert.equal(await label(page, 'b8'), 'b8, white knight');
      await page.close();
    });

    await t.test('keyboard: arrows move the focus, Enter selects and moves', async () => {
      const page = await mount(browser, code, play);
      const focusedSquare = (): Promise<string | undefined> =>
        page.evaluate(() => (document.activeElement as HTMLElement).dataset['square']);
      await page.evaluate(() => (window as unknown as { board: { focus(): void } }).board.focus());
      assert.equal(await focusedSquare(), 'a1');
      for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowUp');
      assert.equal(await focusedSquare(), 'e2');
      assert.equal(await page.getAttribute('[data-square="e2"]', 'tabindex'), '0');
      await page.keyboard.press('Enter');
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      assert.equal(await focusedSquare(), 'e4');
      await frames(page);
      await shot(page, 'keyboard');
      assert.equal(await label(page, 'e4'), 'e4, empty, legal destination');
      await page.keyboard.press('Enter');
      assert.deepEqual(await events(page), [{ type: 'move', move: { from: 'e2', to: 'e4' }, during: 'keydown' }]);
      await page.close();
    });

    await t.test('keyboard promotion: Enter opens the chooser, ArrowDown then Enter picks the knight', async () => {
      const page = await mount(browser, code, {
        fen: PROMOTE,
        movableColor: 'white',
        turnColor: 'white',
        dests: destsOf(PROMOTE),
        animationMs: 0,
      });
      await page.locator('[data-square="a7"]').focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('Enter');
      assert.equal(await page.evaluate(() => (document.activeElement as HTMLElement).dataset['promotion']), 'q');
      assert.deepEqual(await events(page), []);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      assert.deepEqual(await events(page), [{ type: 'move', move: { from: 'a7', to: 'a8', promotion: 'n' }, during: 'click' }]);
      assert.equal(await page.evaluate(() => (document.activeElement as HTMLElement).dataset['square']), 'a8');
      await page.close();
    });

    await t.test('flip: squares and pieces change places; arrows follow the view', async () => {
      const page = await mount(browser, code, play);
      const before = await center(page, 'a1');
      const h8 = await center(page, 'h8');
      await page.evaluate(() => (window as unknown as { board: { set(c: object): void } }).board.set({ orientation: 'black' }));
      await frames(page);
      assert.deepEqual(await center(page, 'a1'), h8);
      assert.deepEqual(await center(page, 'h8'), before);
      assert.deepEqual(await pieceSquare(page, '.ff-piece.wk'), ['e1']);
      const wk = await page.$eval('.ff-piece.wk', (el) => el.getBoundingClientRect().y);
      const bk = await page.$eval('.ff-piece.bk', (el) => el.getBoundingClientRect().y);
      assert.ok(wk < bk, 'the white king is drawn at the top');
      await shot(page, 'flipped');
      await page.locator('[data-square="e1"]').focus();
      await page.keyboard.press('ArrowRight');
      assert.equal(await page.evaluate(() => (document.activeElement as HTMLElement).dataset['square']), 'd1');
      await page.close();
    });

    await t.test('the opponent moves mid-drag: the drag goes on and the drop is a real move', async () => {
      const page = await mount(browser, code, {
        fen: AFTER_E4,
        movableColor: 'white',
        turnColor: 'black',
        premovable: true,
        animationMs: 0,
      });
      const from = await center(page, 'd2');
      const to = await center(page, 'd4');
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(from.x, from.y - 30, { steps: 3 });
      const afterE5 = 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2';
      await page.evaluate(
        ([fen, dests]) =>
          (window as unknown as { board: { set(c: object): void } }).board.set({
            fen,
            turnColor: 'white',
            dests: new Map(dests),
            lastMove: ['e7', 'e5'],
          }),
        [afterE5, destsOf(afterE5)] as const,
      );
      await frames(page);
      assert.equal(await page.locator('.ff-piece.ff-dragging').count(), 1, 'still dragging');
      await page.mouse.move(to.x, to.y, { steps: 4 });
      await page.mouse.up();
      assert.deepEqual(await events(page), [{ type: 'move', move: { from: 'd2', to: 'd4' }, during: 'pointerup' }]);
      await page.close();
    });

    await t.test('a new position animates: the capturer slides, the captured piece fades', async () => {
      // A long animation, so that even a headless Chromium slowed by a busy machine paints it
      // between the squares more than once (one CI run saw a single frame in 300 ms).
      const page = await mount(browser, code, { fen: '4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1', animationMs: 600 });
      const samples = await page.evaluate(async () => {
        const board = (window as unknown as { board: { set(c: object): void } }).board;
        board.set({ fen: '4k3/8/8/3P4/8/8/8/4K3 b - - 0 1', lastMove: ['e4', 'd5'] });
        const out: { x: number; y: number; fade: string | null }[] = [];
        const start = performance.now();
        while (performance.now() - start < 800) {
          await new Promise((resolve) => requestAnimationFrame(resolve));
          const r = document.querySelector('.ff-piece.wp:not(.ff-ghost)')!.getBoundingClientRect();
          const fading = document.querySelector<HTMLElement>('.ff-piece.bp:not(.ff-ghost)');
          out.push({ x: r.x, y: r.y, fade: fading ? fading.style.opacity || '1' : null });
        }
        return out;
      });
      const e4 = await page.locator('[data-square="e4"]').boundingBox();
      const d5 = await page.locator('[data-square="d5"]').boundingBox();
      assert.ok(e4 && d5);
      const between = samples.filter((s) => s.x < e4.x - 1 && s.x > d5.x + 1 && s.y < e4.y - 1 && s.y > d5.y + 1);
      assert.ok(between.length >= 2, `the pawn slid through ${between.length} intermediate frames`);
      const last = samples.at(-1)!;
      assert.ok(Math.abs(last.x - d5.x) < 1 && Math.abs(last.y - d5.y) < 1, 'the pawn ends on d5');
      assert.ok(
        samples.some((s) => s.fade !== null && Number(s.fade) > 0 && Number(s.fade) < 1),
        'the captured pawn faded',
      );
      assert.equal(last.fade, null, 'the captured pawn is gone at the end');
      await page.close();
    });

    await t.test('coordinates toggle; the board keeps whole-pixel squares when its container resizes', async () => {
      const page = await mount(browser, code, play);
      assert.equal(await page.locator('.ff-coord').first().isVisible(), true);
      await page.evaluate(() => (window as unknown as { board: { set(c: object): void } }).board.set({ coordinates: false }));
      await frames(page);
      assert.equal(await page.locator('.ff-coord').first().isVisible(), false);
      await page.evaluate(() => (document.getElementById('wrap')!.style.width = '403px'));
      await frames(page);
      const box = await page.locator('.ff-board').boundingBox();
      assert.ok(box);
      assert.equal(box.width, 400);
      assert.equal(box.height, 400);
      const cell = await page.locator('[data-square="b2"]').boundingBox();
      assert.equal(cell?.width, 50);
      await page.close();
    });

    await t.test('touch drag moves a piece', async () => {
      const page = await mount(browser, code, play);
      const cdp = await page.context().newCDPSession(page);
      const from = await center(page, 'b1');
      const to = await center(page, 'c3');
      const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number): Promise<unknown> =>
        cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
      await touch('touchStart', from.x, from.y);
      for (let i = 1; i <= 6; i++) await touch('touchMove', from.x + ((to.x - from.x) * i) / 6, from.y + ((to.y - from.y) * i) / 6);
      await touch('touchEnd', to.x, to.y);
      assert.deepEqual(await events(page), [{ type: 'move', move: { from: 'b1', to: 'c3' }, during: 'pointerup' }]);
      await page.close();
    });

    await t.test('axe-core finds no serious or critical violations', async () => {
      const page = await mount(browser, code, play);
      await click(page, 'e2');
      await frames(page);
      await page.addScriptTag({ path: fileURLToPath(import.meta.resolve('axe-core/axe.min.js')) });
      const result = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run(ctx: string): Promise<{ violations: { id: string; impact: string }[] }> } }).axe;
        return (await axe.run('#wrap')).violations.map((v) => `${v.id} (${v.impact})`);
      });
      assert.deepEqual(
        result.filter((v) => /serious|critical/.test(v)),
        [],
      );
      await page.close();
    });
  } finally {
    await browser.close();
  }
});
