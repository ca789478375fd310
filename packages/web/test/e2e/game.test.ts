/**
 * The whole game in real browsers against a real server: two people sign up, meet through a
 * custom seek of 15 s + 1 s, play by clicking and by dragging, one premoves, one reloads in the
 * middle of the game, a spectator watches on a phone, and Black's flag falls; all three pages
 * show the same ruling with its article. Then the profile, accessibility (axe) on the lobby,
 * game and profile pages, and every page at a phone size.
 *
 * Real time throughout (the server's clock cannot be sped up from outside): the smallest control
 * that leaves room for the steps before the flag is 15 s + 1 s, so the flag falls about 15 s
 * after Black stops moving.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  assertNoHorizontalOverflow,
  checkAxe,
  launchBrowser,
  newContext,
  PageErrors,
  PHONE,
  Screenshots,
  skipReason,
  Steps,
} from './harness.js';
import { startServer, type ServerProcess } from './server.js';
import {
  boardPieces,
  waitBoard,
  clickMove,
  dragMove,
  plyCount,
  readClocks,
  signUp,
  textOf,
  tid,
  waitPath,
  waitPiece,
  waitPly,
  waitSquareLabel,
  waitText,
  waitVisible,
} from './ui.js';

const skip = skipReason();
const PASSWORD = 'correct horse battery';
/** 15 s + 1 s a move: bullet, first-move time 20 s, flag grace under 2 s. */
const CONTROL = '0.25+1';

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

/** Sets the custom seek's "rated" control on, whatever form it takes (checkbox, switch, select). */
async function chooseRated(page: Page): Promise<void> {
  const el = tid(page, 'custom-rated');
  const kind = await el.evaluate((e) => (e instanceof HTMLSelectElement ? 'select' : 'check'));
  if (kind === 'select') await el.selectOption({ label: 'Rated' }).catch(() => el.selectOption('rated'));
  else await el.check();
}

test('two players, a premove, a reload, a spectator and a flag', { skip, timeout: 240_000 }, async (t) => {
  const started = Date.now();
  const url = server!.url;
  const shots = new Screenshots('game');
  const errors = new PageErrors();
  const steps = new Steps(t);
  const open = async (name: string, o = {}) => {
    const c = await newContext(browser!, url, o);
    contexts.push(c);
    return errors.watch(await c.newPage(), name);
  };
  const alice = await open('alice');
  const bob = await open('bob');
  let gameId = '';
  let white = alice;
  let black = bob;
  let names = { white: 'alice_e2e', black: 'bob_e2e' };
  let spectator: Page | undefined;

  await steps.step('both sign up', async () => {
    await Promise.all([signUp(alice, 'alice_e2e', PASSWORD), signUp(bob, 'bob_e2e', PASSWORD)]);
    await waitVisible(alice, 'pool-1+0');
    await shots.take(alice, 'alice-lobby');
    errors.assertNone();
  });

  await steps.step('axe: the lobby (signed in)', () => checkAxe(alice, 'the lobby'), { blocking: false });

  await steps.step(`alice seeks ${CONTROL}, bob accepts, both land on the game`, async () => {
    await (await waitVisible(alice, 'custom-tc')).fill(CONTROL);
    await waitText(alice, 'custom-tc-label', '15 s + 1 s per move');
    await chooseRated(alice);
    await tid(alice, 'custom-submit').click();
    await shots.take(alice, 'alice-seek');
    await bob.goto('/');
    const accept = bob.locator('[data-testid="seek-list"] [data-testid^="seek-accept-"]').first();
    await accept
      .waitFor({ state: 'visible', timeout: 10_000 })
      .catch(() => assert.fail("bob's lobby shows no seek-accept-<id> in seek-list"));
    await shots.take(bob, 'bob-sees-seek');
    await accept.click();
    const [a, b] = await Promise.all([
      waitPath(alice, /^\/game\/([A-Za-z0-9_-]+)$/, 15_000, 'alice: '),
      waitPath(bob, /^\/game\/([A-Za-z0-9_-]+)$/, 15_000, 'bob: '),
    ]);
    assert.equal(a[1], b[1], 'both players are in the same game');
    gameId = a[1]!;
    await waitVisible(alice, 'board');
    await waitVisible(bob, 'board');
    const whiteName = await waitText(alice, 'player-white', /_e2e/);
    if (whiteName.includes('bob_e2e')) {
      white = bob;
      black = alice;
      names = { white: 'bob_e2e', black: 'alice_e2e' };
    }
    for (const p of [alice, bob]) {
      await waitText(p, 'player-white', names.white);
      await waitText(p, 'player-black', names.black);
      await waitVisible(p, 'clock-white');
      await waitVisible(p, 'clock-black');
    }
    await shots.take(white, 'white-start');
    await shots.take(black, 'black-start');
    errors.assertNone();
  });

  await steps.step('white clicks e2-e4, black drags e7-e5, white drags Ng1-f3', async () => {
    await clickMove(white, 'e2', 'e4');
    for (const p of [white, black]) await waitPly(p, 1, 'e4');
    await waitPiece(black, 'e4', 'white pawn');
    await waitPiece(black, 'e2', '');
    await dragMove(black, 'e7', 'e5');
    for (const p of [white, black]) await waitPly(p, 2, 'e5');
    await waitPiece(white, 'e5', 'black pawn');
    await dragMove(white, 'g1', 'f3');
    for (const p of [white, black]) await waitPly(p, 3, 'Nf3');
    await waitPiece(black, 'f3', 'white knight');
    await shots.take(white, 'white-after-Nf3');
    errors.assertNone();
  });

  await steps.step("white premoves Bf1-c4 on black's turn; it is played when black moves", async () => {
    await clickMove(white, 'f1', 'c4');
    await waitText(white, 'premove-count', /\b1\b/, 5_000, 'white: ');
    // Shown on the board where the queue puts the piece, and marked as a premove.
    await waitSquareLabel(white, 'c4', /white bishop.*premove/i, 5_000, 'white: ');
    await waitSquareLabel(white, 'f1', /empty.*premove/i, 5_000, 'white: ');
    assert.equal(await plyCount(white), 3, 'the premove is not in the move list before black moves');
    await waitPiece(black, 'f1', 'white bishop', 5_000, 'black (a premove is private): ');
    await shots.take(white, 'white-premove-shown');
    await clickMove(black, 'b8', 'c6');
    for (const p of [white, black]) {
      await waitPly(p, 4, 'Nc6');
      await waitPly(p, 5, 'Bc4');
      await waitPiece(p, 'c4', 'white bishop');
      await waitPiece(p, 'f1', '');
    }
    await waitSquareLabel(white, 'c4', /^(?!.*premove)/i, 5_000, 'white, the premove played: ');
    await white.waitForFunction(() => !/[1-9]/.test(document.querySelector('[data-testid="premove-count"]')?.textContent ?? ''), null, {
      timeout: 5_000,
    });
    await shots.take(white, 'white-premove-played');
    errors.assertNone();
  });

  await steps.step('black reloads in the middle of the game and goes on', async () => {
    const before = { pieces: await boardPieces(black), clocks: await readClocks(black), at: Date.now() };
    assert.equal(before.clocks.running, 'black', "black's clock runs before the reload");
    await black.reload();
    await waitPly(black, 5, 'Bc4', 10_000, 'black after reloading: ');
    await waitPiece(black, 'c4', 'white bishop');
    const afterReload = { pieces: await boardPieces(black), clocks: await readClocks(black), at: Date.now() };
    assert.deepEqual(afterReload.pieces, before.pieces, 'the same position after the reload');
    assert.equal(await plyCount(black), 5);
    assert.equal(afterReload.clocks.running, 'black', "black's clock still runs after the reload");
    // The stopped clock reads the same (a display rounds to a second above 10 s, hence 1 s).
    assert.ok(
      Math.abs(afterReload.clocks.white - before.clocks.white) <= 1000,
      `white's clock: ${before.clocks.white} → ${afterReload.clocks.white}`,
    );
    // The running clock went down by about the time the reload took, never up.
    const spent = afterReload.at - before.at;
    const lost = before.clocks.black - afterReload.clocks.black;
    assert.ok(lost >= -1000 && lost <= spent + 1500, `black's clock: ${before.clocks.black} → ${afterReload.clocks.black} in ${spent} ms`);
    await shots.take(black, 'black-reloaded');
    await dragMove(black, 'g8', 'f6');
    for (const p of [white, black]) await waitPly(p, 6, 'Nf6');
    await waitPiece(white, 'f6', 'black knight');
    errors.assertNone();
  });

  await steps.step('a spectator on a phone sees the moves and is counted', async () => {
    spectator = await open('spectator', PHONE);
    await spectator.goto(`/game/${gameId}`);
    await waitPly(spectator, 6, 'Nf6', 10_000, 'spectator: ');
    await waitBoard(spectator, await boardPieces(white), 10_000, 'the spectator sees the players’ position');
    await waitText(spectator, 'player-white', names.white);
    await waitText(spectator, 'player-black', names.black);
    for (const [who, p] of [
      ['white', white],
      ['black', black],
      ['spectator', spectator],
    ] as const) {
      await waitText(p, 'spectators', /\b1\b/, 10_000, `${who}: `);
    }
    await clickMove(white, 'd2', 'd3');
    for (const p of [white, black, spectator]) await waitPly(p, 7, 'd3');
    await waitPiece(spectator, 'd3', 'white pawn');
    await shots.take(spectator, 'spectator-phone');
    await assertNoHorizontalOverflow(spectator, 'the game page on a phone (spectator)');
    errors.assertNone();
  });

  // While Black's clock runs down: the game page mid-game, from the side not on move.
  await steps.step('axe: the game page (a player, mid-game)', () => checkAxe(white, 'the game page'), { blocking: false });

  await steps.step('black stops moving: the flag falls and every page shows the same ruling', async () => {
    await shots.take(white, 'white-waiting-for-flag');
    const pages = [white, black, spectator!];
    for (const p of pages) await waitVisible(p, 'result', 45_000);
    const seen = [];
    for (const p of pages) {
      await p
        .locator('[data-testid="result"][data-result="1-0"]')
        .waitFor({ timeout: 5_000 })
        .catch(async () => {
          assert.fail(
            `the result should be 1-0 (data-result); ${p === spectator ? 'spectator' : p === white ? 'white' : 'black'} shows data-result=${await tid(p, 'result').getAttribute('data-result')} "${await textOf(p, 'result')}"`,
          );
        });
      seen.push(await textOf(p, 'result'));
    }
    const text = seen[0]!;
    assert.ok(text.includes('FIDE Online'), `the ruling cites its article: ${text}`);
    assert.match(text, /time/i, 'the ruling says it was on time');
    assert.deepEqual(seen, [text, text, text], 'the players and the spectator read the same ruling');
    assert.equal((await readClocks(white)).black, 0, "black's clock shows zero");
    for (const [who, p] of [
      ['white', white],
      ['black', black],
      ['spectator', spectator!],
    ] as const)
      await shots.take(p, `${who}-result`);
    errors.assertNone();
  });

  await steps.step('the game page of a player at a phone size', async () => {
    await white.setViewportSize({ width: 390, height: 844 });
    await waitVisible(white, 'board');
    await shots.take(white, 'white-result-phone-width', true);
    await assertNoHorizontalOverflow(white, 'the finished game page at 390 px (white)');
    await white.setViewportSize({ width: 1280, height: 800 });
  });

  await steps.step("the winner's profile: rating, chart, the game in the recent games", async () => {
    await tid(white, 'nav-profile').click();
    await waitPath(white, new RegExp(`^/@/${names.white}$`, 'i'));
    await waitVisible(white, 'rating-bullet');
    await waitText(white, 'recent-games', names.black);
    const chart = await waitVisible(white, 'rating-chart');
    assert.equal(await chart.evaluate((e) => e.tagName.toLowerCase()), 'svg', 'rating-chart is an <svg>');
    await shots.take(white, 'profile', true);
    errors.assertNone();
  });

  await steps.step('axe: the profile page', () => checkAxe(white, 'the profile page'), { blocking: false });

  await steps.step('every page at a phone size: no sideways scrolling', async () => {
    const phone = await open('phone', PHONE);
    const online = async () =>
      phone
        .locator('[data-testid="connection"][data-state="online"]')
        .waitFor({ state: 'attached', timeout: 10_000 })
        .catch(() => assert.fail(`the header's connection is not online at ${phone.url()}`));
    const visit = async (path: string, ready: string, name: string) => {
      await phone.goto(path);
      await waitVisible(phone, ready, 10_000, `${path} on a phone: `);
      await online();
      await shots.take(phone, `phone-${name}`, true);
      await assertNoHorizontalOverflow(phone, `${path} on a phone`);
    };
    await visit('/', 'pool-1+0', 'lobby-guest');
    await visit('/signup', 'signup-username', 'signup');
    await visit('/login', 'login-username', 'login');
    await tid(phone, 'login-username').fill(names.white);
    await tid(phone, 'login-password').fill(PASSWORD);
    await tid(phone, 'login-submit').click();
    await waitText(phone, 'user-name', names.white).catch(async (e: unknown) => {
      // On a phone the header may fold the name into a menu: the name is then in the DOM, hidden.
      const hidden = await phone
        .locator('[data-testid="user-name"]')
        .textContent({ timeout: 1000 })
        .catch(() => null);
      if (hidden?.includes(names.white) !== true) throw e;
    });
    await visit('/', 'pool-1+0', 'lobby');
    await visit(`/game/${gameId}`, 'result', 'game-finished');
    await visit(`/@/${names.white}`, 'recent-games', 'profile');
    await visit('/settings', 'pref-language', 'settings');
    await phone.goto('/tv');
    await online();
    await shots.take(phone, 'phone-tv', true);
    await assertNoHorizontalOverflow(phone, '/tv on a phone');
    errors.assertNone();
  });

  console.log(`# the game scenario took ${((Date.now() - started) / 1000).toFixed(1)} s`);
});
