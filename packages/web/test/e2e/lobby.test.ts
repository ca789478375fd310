/**
 * The lobby in a real browser against a real server: the custom time control read as it is
 * typed (its label and category, an error for what the core refuses), the Russian interface for
 * a Russian browser, and two guests paired by the 1+0 pool.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { assertNoHorizontalOverflow, checkAxe, DESKTOP, PageErrors, PHONE, skipReason, E2eSuite } from './harness.js';
import { textOf, tid, waitPath, waitText, waitVisible } from './ui.js';

const skip = skipReason();
const suite = new E2eSuite('lobby', skip);
const open = (errors: PageErrors, name: string, o = DESKTOP): Promise<Page> => suite.open(errors, name, o);

/** Whether the element is on the page and shown. */
function shown(page: Page, id: string): Promise<boolean> {
  return tid(page, id).first().isVisible();
}

test('the custom time control is read as you type: label, category, and the error for 3+x', { skip, timeout: 60_000 }, async () => {
  const errors = new PageErrors();
  const page = await open(errors, 'guest');
  await page.goto('/');
  const input = await waitVisible(page, 'custom-tc');
  await input.fill('');
  await input.pressSequentially('3+2');
  const label = await waitText(page, 'custom-tc-label', '3 min + 2 s per move');
  // The category is shown with the label (the label element or right beside it, in the same form).
  const form = await input.evaluate((e) => (e.closest('form') ?? e.parentElement?.parentElement ?? document.body).textContent ?? '');
  assert.match(`${label} ${form}`, /blitz/i, `the category of 3+2 (blitz) is shown; the form reads ${JSON.stringify(form)}`);
  assert.equal(await shown(page, 'custom-tc-error'), false, 'no error for 3+2');
  await suite.shots.take(page, 'custom-3+2');

  await input.fill('');
  await input.pressSequentially('3+x');
  const error = await waitText(page, 'custom-tc-error', /\S/);
  assert.match(error, /x/, `the error names what is wrong: ${error}`);
  const labelNow = (await shown(page, 'custom-tc-label')) ? await textOf(page, 'custom-tc-label') : null;
  assert.ok(labelNow === null || !labelNow.includes('per move'), `no label is shown for 3+x (it shows ${JSON.stringify(labelNow)})`);
  await suite.shots.take(page, 'custom-3+x');

  await input.fill('15+10');
  await waitText(page, 'custom-tc-label', '15 min + 10 s per move');
  await page.waitForFunction(() => {
    const e = document.querySelector<HTMLElement>('[data-testid="custom-tc-error"]');
    return e === null || e.offsetParent === null || (e.textContent ?? '').trim() === '';
  });
  await checkAxe(page, 'the lobby (guest)');
  errors.assertNone();
});

test('a Russian browser gets the Russian interface', { skip, timeout: 60_000 }, async () => {
  const errors = new PageErrors();
  const page = await open(errors, 'russian', { ...DESKTOP, locale: 'ru-RU' });
  await page.goto('/');
  await waitVisible(page, 'pool-1+0');
  const cyrillic = /[А-Яа-яЁё]/;
  // (nav-lobby is the brand, "Flagfall", in every language.)
  for (const id of ['nav-settings', 'nav-login', 'nav-signup', 'custom-submit']) {
    await waitText(page, id, cyrillic, 10_000, 'ru-RU: ');
  }
  const lang = await page.evaluate(() => document.documentElement.lang);
  assert.match(lang, /^ru\b/i, `<html lang> is Russian: ${JSON.stringify(lang)}`);
  await tid(page, 'custom-tc').fill('3+2');
  await waitText(page, 'custom-tc-label', cyrillic, 10_000, 'ru-RU label of 3+2: ');
  await suite.shots.take(page, 'lobby-ru');
  await page.goto('/signup');
  await waitVisible(page, 'signup-submit');
  await waitText(page, 'signup-submit', cyrillic, 10_000, 'ru-RU /signup: ');
  await suite.shots.take(page, 'signup-ru');
  errors.assertNone();
});

test('two guests meet in the 1+0 pool; pressing the pool again leaves it', { skip, timeout: 60_000 }, async () => {
  const errors = new PageErrors();
  const a = await open(errors, 'guest-a');
  const b = await open(errors, 'guest-b', PHONE);
  await a.goto('/');
  await b.goto('/');
  const poolA = await waitVisible(a, 'pool-1+0');
  await poolA.click();
  await a.locator('[data-testid="pool-1+0"][aria-pressed="true"]').waitFor({ timeout: 5_000 });
  await poolA.click();
  await a.locator('[data-testid="pool-1+0"][aria-pressed="false"]').waitFor({ timeout: 5_000 });
  await poolA.click();
  await a.locator('[data-testid="pool-1+0"][aria-pressed="true"]').waitFor({ timeout: 5_000 });
  await suite.shots.take(a, 'pool-waiting');
  await suite.shots.take(b, 'lobby-phone', true);
  await assertNoHorizontalOverflow(b, 'the lobby on a phone');
  await (await waitVisible(b, 'pool-1+0')).click();
  // Paired within the pool's retry (a second), colours at random.
  const [ga, gb] = await Promise.all([
    waitPath(a, /^\/game\/([A-Za-z0-9_-]+)$/, 10_000, 'guest a: '),
    waitPath(b, /^\/game\/([A-Za-z0-9_-]+)$/, 10_000, 'guest b: '),
  ]);
  assert.equal(ga[1], gb[1], 'both guests are in the same game');
  for (const p of [a, b]) {
    await waitVisible(p, 'board');
    await waitVisible(p, 'clock-white');
  }
  await suite.shots.take(a, 'pool-game');
  await suite.shots.take(b, 'pool-game-phone');
  await assertNoHorizontalOverflow(b, 'the game page on a phone (player)');
  // Nobody has moved: abort ends it with no result.
  await (await waitVisible(a, 'abort')).click();
  // A confirmation, if the page asks for one, comes before the result.
  await a.locator('[data-testid="confirm-yes"], [data-testid="result"]').first().waitFor({ timeout: 10_000 });
  if (await tid(a, 'confirm-yes').isVisible()) await tid(a, 'confirm-yes').click();
  for (const p of [a, b]) await p.locator('[data-testid="result"][data-result="*"]').waitFor({ timeout: 10_000 });
  assert.match((await textOf(a, 'result')) ?? '', /abort/i);
  await suite.shots.take(a, 'pool-aborted');
  errors.assertNone();
});
