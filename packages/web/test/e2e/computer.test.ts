/**
 * Playing the computer in a real browser against a real server (whose engine the server picks:
 * Stockfish when installed, else the built-in one): a guest opens the form from the lobby's tile,
 * is told off for a bad control, picks level 1 at 3+0 as White, plays by clicking while the
 * computer answers on the board and the clocks run, resigns, takes the computer's rematch, and
 * comes back to a form that remembers the choice.
 * The form and the game are checked (axe, no sideways scrolling) and photographed at desktop and
 * phone widths.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Chess } from '@flagfall/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  assertNoHorizontalOverflow,
  checkAxe,
  DESKTOP,
  launchBrowser,
  newContext,
  PageErrors,
  PHONE,
  Screenshots,
  skipReason,
  Steps,
} from './harness.js';
import { startServer, type ServerProcess } from './server.js';
import { clickMove, readClocks, textOf, tid, waitPath, waitPiece, waitPly, waitText, waitVisible } from './ui.js';

const skip = skipReason();
/** How long the computer may take to answer at level 1 (it thinks well under a second; the rest is slack for a busy machine). */
const ANSWER_MS = 20_000;
/** Moves the guest plays when they are legal, in this order; otherwise the first legal move of a piece other than the king. */
const PLAN = ['e4', 'Nf3', 'd4', 'Nc3', 'Bc4', 'Be2', 'd3', 'a3', 'h3'];

let server: ServerProcess | undefined;
let browser: Browser | undefined;
const contexts: BrowserContext[] = [];

before(async () => {
  if (skip !== false) return;
  server = await startServer();
  browser = await launchBrowser();
});

after(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await browser?.close();
  await server?.stop();
});

/** The moves the move list shows, in SAN. */
function movesShown(page: Page): Promise<string[]> {
  return page.evaluate(() => [...document.querySelectorAll('[data-testid="moves"] [data-ply]')].map((e) => (e.textContent ?? '').trim()));
}

/** The game so far, replayed with the core from the move list. */
function replay(sans: readonly string[]): Chess {
  const chess = new Chess();
  for (const san of sans) {
    const r = chess.play(san);
    assert.ok(r.ok, `the move list's ${san} is legal after ${sans.join(' ')}`);
  }
  return chess;
}

/** The guest's next move (UCI and SAN): the first legal move of the plan, else a legal move of a piece other than the king. */
function chooseMove(chess: Chess): { uci: string; san: string } {
  for (const san of PLAN) {
    const probe = replay(chess.history().map((m) => m.san));
    const r = probe.play(san);
    if (r.ok) return { uci: r.value.uci, san: r.value.san };
  }
  const kingAt = chess.position().kingSquare(chess.turn);
  const move = chess.legalMoves().find((m) => m.from !== kingAt && m.promotion === undefined) ?? chess.legalMoves()[0];
  assert.ok(move !== undefined, 'the guest has a legal move');
  const r = replay(chess.history().map((m) => m.san)).play(move);
  assert.ok(r.ok);
  return { uci: r.value.uci, san: r.value.san };
}

const ROLE: Record<string, string> = { N: 'knight', B: 'bishop', R: 'rook', Q: 'queen', K: 'king' };

/** Where a move in SAN leaves a piece, and which piece: `Nf6` a knight on f6, `O-O` the king on g8, `exd8=Q` a queen on d8. */
function landing(san: string, uci: string, color: 'white' | 'black'): { square: string; piece: string } {
  const rank = color === 'white' ? '1' : '8';
  if (san.startsWith('O-O-O')) return { square: `c${rank}`, piece: `${color} king` };
  if (san.startsWith('O-O')) return { square: `g${rank}`, piece: `${color} king` };
  const promoted = /=([QRBN])/.exec(san)?.[1];
  return { square: uci.slice(2, 4), piece: `${color} ${ROLE[promoted ?? san[0]!] ?? 'pawn'}` };
}

test(
  'a guest plays the computer at level 1: the form, moves by clicking, its answers, the clocks, resign, rematch',
  { skip, timeout: 180_000 },
  async (t) => {
    const shots = new Screenshots('computer');
    const errors = new PageErrors();
    const steps = new Steps(t);
    const open = async (name: string, o = DESKTOP) => {
      const c = await newContext(browser!, server!.url, o);
      contexts.push(c);
      return errors.watch(await c.newPage(), name);
    };
    const guest = await open('guest');
    let gameId = '';

    await steps.step('the lobby tile opens the form at /computer', async () => {
      await guest.goto('/');
      await (await waitVisible(guest, 'ai-open')).click();
      await waitPath(guest, /^\/computer$/, 5_000, 'guest: ');
      await waitVisible(guest, 'ai-form');
      await waitText(guest, 'ai-level-desc', /^Level \d — \S/);
      // The chosen level has the focus, so arrows change it from the keyboard at once.
      const focused = await guest.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name ?? null);
      assert.equal(focused, 'ai-level', 'the form opens with the focus on its level');
    });

    await steps.step('a bad control gets the core’s message and cannot be sent; 3+0 is read', async () => {
      const input = tid(guest, 'ai-tc');
      await input.fill('3+x');
      const error = await waitText(guest, 'ai-tc-error', /x/);
      assert.ok(await tid(guest, 'ai-submit').isDisabled(), `the form cannot be sent with ${error}`);
      await tid(guest, 'ai-tc-3+0').click();
      assert.equal(await input.inputValue(), '3+0', 'the 3+0 button fills the control');
      await waitText(guest, 'ai-tc-label', '3 min');
      assert.equal(await guest.locator('[data-testid="ai-tc-3+0"][aria-pressed="true"]').count(), 1, 'the 3+0 button shows it is chosen');
    });

    await steps.step('level 1 and White, chosen by keyboard and by click', async () => {
      // The levels are a radio group: arrows move through them (from the default, level 2).
      const level = guest.locator('input[name=ai-level]:checked');
      await level.focus();
      await guest.keyboard.press('ArrowRight');
      await waitText(guest, 'ai-level-desc', 'Level 3 — casual player');
      await guest.keyboard.press('ArrowLeft');
      await guest.keyboard.press('ArrowLeft');
      await waitText(guest, 'ai-level-desc', 'Level 1 — beginner');
      assert.equal(await level.getAttribute('value'), '1', 'the arrows chose level 1');
      await tid(guest, 'ai-level-4').click();
      await waitText(guest, 'ai-level-desc', 'Level 4 — club player');
      // And back to 1 by a click.
      await tid(guest, 'ai-level-1').click();
      await tid(guest, 'ai-color-white').click();
      assert.ok(await guest.locator('input[name=ai-color][value=white]').isChecked(), 'White is chosen');
      await shots.take(guest, 'form-desktop');
    });

    await steps.step('axe: the computer form', () => checkAxe(guest, 'the computer form'), { blocking: false });

    await steps.step(
      'the form on a phone',
      async () => {
        const phone = await open('phone', PHONE);
        await phone.goto('/computer');
        await waitVisible(phone, 'ai-submit');
        await assertNoHorizontalOverflow(phone, 'the computer form on a phone');
        await shots.take(phone, 'form-phone');
        await shots.take(phone, 'form-phone-full', true);
        await phone.context().close();
      },
      { blocking: false },
    );

    await steps.step('Play opens the game against the computer', async () => {
      await tid(guest, 'ai-submit').click();
      await guest.waitForFunction(
        () => /^\/game\//.test(location.pathname) || document.querySelector('[data-testid="ai-error"]') !== null,
        null,
        {
          timeout: 15_000,
        },
      );
      const refused = await textOf(guest, 'ai-error');
      assert.equal(refused, null, `the server refused the game (POST /api/challenge/ai): ${refused}`);
      gameId = (await waitPath(guest, /^\/game\/([A-Za-z0-9]+)$/, 5_000, 'guest: '))[1]!;
      await waitVisible(guest, 'board');
      await waitText(guest, 'player-black', /level 1/);
      assert.equal(await tid(guest, 'player-black').getAttribute('data-ai-level'), '1', 'the black bar is the computer at level 1');
      assert.equal(await tid(guest, 'player-white').getAttribute('data-ai-level'), null, 'the white bar is the guest');
      await waitText(guest, 'status', 'Your turn');
    });

    await steps.step('three moves by clicking; the computer answers each on the board', async () => {
      for (let i = 0; i < 3; i++) {
        const chess = replay(await movesShown(guest));
        assert.equal(chess.turn, 'white', 'it is the guest’s turn');
        const mine = chooseMove(chess);
        await clickMove(guest, mine.uci.slice(0, 2), mine.uci.slice(2, 4));
        await waitPly(guest, 2 * i + 1, mine.san, 5_000, 'guest: ');
        // The computer's answer: in the move list, and its piece on its square on the board.
        await guest
          .locator(`[data-testid="moves"] [data-ply="${2 * i + 2}"]`)
          .waitFor({ timeout: ANSWER_MS })
          .catch(() => assert.fail(`the computer did not answer ${mine.san} within ${ANSWER_MS} ms`));
        const sans = await movesShown(guest);
        const answer = replay(sans).history().at(-1)!;
        assert.equal(answer.color, 'black', 'the computer plays Black');
        const land = landing(answer.san, answer.uci, 'black');
        await waitPiece(guest, land.square, land.piece, 5_000, `the computer's ${answer.san}: `);
        await waitText(guest, 'status', 'Your turn');
      }
      await shots.take(guest, 'game-desktop');
    });

    await steps.step('the clocks run: the guest’s while it is their turn, both below 3:00', async () => {
      const a = await readClocks(guest);
      assert.equal(a.running, 'white', 'the guest’s clock runs on their turn');
      await guest.waitForTimeout(1_500);
      const b = await readClocks(guest);
      assert.ok(a.white - b.white >= 1_000, `white's clock went down by a second or more in 1.5 s: ${a.white} → ${b.white}`);
      assert.ok(b.white < 180_000 && b.black <= 180_000, `both clocks from 3:00 down: ${JSON.stringify(b)}`);
    });

    await steps.step(
      'the game at a phone width',
      async () => {
        await guest.setViewportSize({ width: 390, height: 844 });
        try {
          await waitVisible(guest, 'clock-white');
          // The board follows its element's size in the next animation frames: let it settle first.
          await guest
            .waitForFunction(() => (document.scrollingElement?.scrollWidth ?? 0) <= window.innerWidth, null, { timeout: 3_000 })
            .catch(() => undefined);
          await assertNoHorizontalOverflow(guest, 'the game against the computer at a phone width');
          await shots.take(guest, 'game-phone');
        } finally {
          await guest.setViewportSize(DESKTOP.viewport!);
        }
      },
      { blocking: false },
    );

    await steps.step('axe: the game against the computer', () => checkAxe(guest, 'the game against the computer'), { blocking: false });

    await steps.step('resigning ends the game: 0-1 in the result box', async () => {
      await (await waitVisible(guest, 'resign')).click();
      await guest.locator('[data-testid="confirm-yes"], [data-testid="result"]').first().waitFor({ timeout: 5_000 });
      if (await tid(guest, 'confirm-yes').isVisible()) await tid(guest, 'confirm-yes').click();
      await guest
        .locator('[data-testid="result"][data-result="0-1"]')
        .waitFor({ timeout: 10_000 })
        .catch(async () => assert.fail(`the result box should say 0-1; it says ${JSON.stringify(await textOf(guest, 'result'))}`));
      assert.match((await textOf(guest, 'result')) ?? '', /resign/i);
      await shots.take(guest, 'resigned');
    });

    await steps.step('the computer accepts a rematch: a new game with the colours swapped', async () => {
      await (await waitVisible(guest, 'rematch')).click();
      const next = (await waitPath(guest, /^\/game\/([A-Za-z0-9]+)$/, 15_000, 'guest after the rematch: '))[1]!;
      if (next === gameId) {
        await guest.waitForURL((u) => !u.pathname.endsWith(gameId), { timeout: 15_000 });
      }
      assert.notEqual(new URL(guest.url()).pathname, `/game/${gameId}`, 'the rematch is a new game');
      await waitText(guest, 'player-white', /level 1/);
      assert.equal(await tid(guest, 'player-white').getAttribute('data-ai-level'), '1', 'the computer has White now');
      // The computer opens as White; then the guest aborts the game before their first move.
      await guest.locator('[data-testid="moves"] [data-ply="1"]').waitFor({ timeout: ANSWER_MS });
      await (await waitVisible(guest, 'abort')).click();
      await guest.locator('[data-testid="result"][data-result="*"]').waitFor({ timeout: 10_000 });
      await shots.take(guest, 'rematch-aborted');
    });

    await steps.step('another game against the computer: the form remembers level 1, 3+0 and White', async () => {
      await (await waitVisible(guest, 'ai-again')).click();
      await waitPath(guest, /^\/computer$/, 5_000, 'guest: ');
      await waitText(guest, 'ai-level-desc', 'Level 1 — beginner');
      assert.equal(await tid(guest, 'ai-tc').inputValue(), '3+0');
      assert.ok(await guest.locator('input[name=ai-color][value=white]').isChecked(), 'White is still chosen');
      errors.assertNone();
    });
  },
);
