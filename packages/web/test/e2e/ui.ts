/**
 * What a person does on the page, in terms of the `data-testid` contract of docs/web.md: sign up,
 * find a game, move by clicking or dragging, read the clocks, the move list and the board. Every
 * wait is for a condition on the page, with a timeout that reports what the page showed instead.
 */
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';

/** The element with `data-testid="id"`. */
export function tid(page: Page, id: string): Locator {
  return page.locator(`[data-testid="${id}"]`);
}

/** The trimmed text of the first element with that testid, or `null` when there is none. */
export function textOf(page: Page, id: string): Promise<string | null> {
  return page.evaluate((id) => document.querySelector(`[data-testid="${id}"]`)?.textContent.trim() ?? null, id);
}

/**
 * Waits until the testid's text matches `want` (a substring or a pattern). On timeout, fails
 * naming what the element said (or that it is missing).
 */
export async function waitText(page: Page, id: string, want: string | RegExp, timeoutMs = 10_000, who = ''): Promise<string> {
  const pattern =
    typeof want === 'string'
      ? { source: want.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), flags: '' }
      : { source: want.source, flags: want.flags };
  try {
    const h = await page.waitForFunction(
      ({ id, pattern }) => {
        const t = document.querySelector(`[data-testid="${id}"]`)?.textContent.trim();
        return t !== undefined && new RegExp(pattern.source, pattern.flags).test(t) ? t : false;
      },
      { id, pattern },
      { timeout: timeoutMs, polling: 'raf' },
    );
    return (await h.jsonValue()) as string;
  } catch {
    const now = await textOf(page, id);
    assert.fail(
      `${who}[data-testid=${id}] should show ${String(want)} within ${timeoutMs} ms; it shows ${now === null ? '(no such element)' : JSON.stringify(now)} at ${page.url()}`,
    );
  }
}

/** Waits until the element with the testid is visible; fails naming the testid and the URL. */
export async function waitVisible(page: Page, id: string, timeoutMs = 10_000, who = ''): Promise<Locator> {
  const l = tid(page, id).first();
  try {
    await l.waitFor({ state: 'visible', timeout: timeoutMs });
  } catch {
    assert.fail(`${who}[data-testid=${id}] is not on the page (or not visible) within ${timeoutMs} ms at ${page.url()}`);
  }
  return l;
}

/** Waits until the page's path matches `re` and returns the match. */
export async function waitPath(page: Page, re: RegExp, timeoutMs = 15_000, who = ''): Promise<RegExpExecArray> {
  try {
    await page.waitForURL((u) => re.test(u.pathname), { timeout: timeoutMs });
  } catch {
    assert.fail(`${who}the page should go to ${String(re)} within ${timeoutMs} ms; it is at ${page.url()}`);
  }
  return re.exec(new URL(page.url()).pathname)!;
}

/** Signs up on `/signup` and waits until the header names the new user. */
export async function signUp(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/signup');
  await (await waitVisible(page, 'signup-username', 10_000, `${username}: `)).fill(username);
  await tid(page, 'signup-password').fill(password);
  await tid(page, 'signup-submit').click();
  await waitText(page, 'user-name', username, 10_000, `${username} after signing up: `);
}

/** The centre of a square on the page, in CSS pixels of the viewport. */
export async function squareCentre(page: Page, square: string): Promise<{ x: number; y: number }> {
  const box = await page.locator(`[data-testid="board"] [data-square="${square}"]`).boundingBox();
  assert.ok(box !== null, `the board has no visible square ${square} ([data-square=${square}]) at ${page.url()}`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Clicks the square under the pointer, as a person does (a piece drawn over the square gets the
 * click, as it would in a real browser).
 */
export async function clickSquare(page: Page, square: string): Promise<void> {
  const c = await squareCentre(page, square);
  await page.mouse.click(c.x, c.y);
}

/** A move made by clicking the piece, then its destination. */
export async function clickMove(page: Page, from: string, to: string): Promise<void> {
  await clickSquare(page, from);
  await clickSquare(page, to);
}

/** A move made by dragging: press on `from`, move in steps to `to`, release. */
export async function dragMove(page: Page, from: string, to: string): Promise<void> {
  const a = await squareCentre(page, from);
  const b = await squareCentre(page, to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(a.x + (b.x - a.x) / 3, a.y + (b.y - a.y) / 3, { steps: 4 });
  await page.mouse.move(b.x, b.y, { steps: 6 });
  await page.mouse.up();
}

/** The SAN of the move with `data-ply=N` in the move list, once it is there. */
export async function waitPly(page: Page, ply: number, san: string, timeoutMs = 10_000, who = ''): Promise<void> {
  try {
    await page.waitForFunction(
      ({ ply, san }) => {
        const t = document.querySelector(`[data-testid="moves"] [data-ply="${ply}"]`)?.textContent ?? '';
        return t.replace(/\s+/g, ' ').includes(san);
      },
      { ply, san },
      { timeout: timeoutMs, polling: 'raf' },
    );
  } catch {
    const list = await page.evaluate(() => document.querySelector('[data-testid="moves"]')?.textContent.trim() ?? null);
    assert.fail(
      `${who}the move list should show ${san} as ply ${ply} ([data-testid=moves] [data-ply=${ply}]) within ${timeoutMs} ms; ` +
        `it shows ${list === null ? '(no move list)' : JSON.stringify(list)} at ${page.url()}`,
    );
  }
}

/** How many moves the move list shows (elements with `data-ply`). */
export function plyCount(page: Page): Promise<number> {
  return page.evaluate(() => document.querySelectorAll('[data-testid="moves"] [data-ply]').length);
}

/** What each square shows, from its `aria-label` ("e4, white knight" → "white knight"; empty → ""). */
export function boardPieces(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const out: Record<string, string> = {};
    for (const e of document.querySelectorAll<HTMLElement>('[data-testid="board"] [data-square]')) {
      const label = (e.getAttribute('aria-label') ?? '').toLowerCase();
      const m = /(white|black)\s+(king|queen|rook|bishop|knight|pawn)/.exec(label);
      out[e.dataset.square!] = m === null ? '' : `${m[1]} ${m[2]}`;
    }
    return out;
  });
}

/**
 * Waits until the page's board shows `expected` (square → piece, as `boardPieces` reads it): the
 * board draws in an animation frame after the move list, so a page that has just caught up may
 * show the position a frame later. Fails with both boards' differences after `timeoutMs`.
 */
export async function waitBoard(page: Page, expected: Record<string, string>, timeoutMs = 10_000, what = 'the board'): Promise<void> {
  try {
    await page.waitForFunction(
      (want) =>
        [...document.querySelectorAll<HTMLElement>('[data-testid="board"] [data-square]')].every((e) => {
          const m = /(white|black)\s+(king|queen|rook|bishop|knight|pawn)/.exec((e.getAttribute('aria-label') ?? '').toLowerCase());
          return (m === null ? '' : `${m[1]} ${m[2]}`) === (want[e.dataset.square!] ?? '');
        }),
      expected,
      { timeout: timeoutMs },
    );
  } catch {
    const seen = await boardPieces(page);
    const diff = Object.keys(expected).filter((sq) => seen[sq] !== expected[sq]);
    assert.fail(
      `${what}: after ${timeoutMs} ms these squares differ: ${diff.map((sq) => `${sq} ${seen[sq] || 'empty'} ≠ ${expected[sq] || 'empty'}`).join(', ')}`,
    );
  }
}

/** Waits until `square` shows `piece` ("white bishop", or "" for empty) in its `aria-label`. */
export async function waitPiece(page: Page, square: string, piece: string, timeoutMs = 10_000, who = ''): Promise<void> {
  try {
    await page.waitForFunction(
      ({ square, piece }) => {
        const label = (
          document.querySelector(`[data-testid="board"] [data-square="${square}"]`)?.getAttribute('aria-label') ?? ''
        ).toLowerCase();
        const m = /(white|black)\s+(king|queen|rook|bishop|knight|pawn)/.exec(label);
        return (m === null ? '' : `${m[1]} ${m[2]}`) === piece;
      },
      { square, piece },
      { timeout: timeoutMs, polling: 'raf' },
    );
  } catch {
    const label = await page
      .locator(`[data-testid="board"] [data-square="${square}"]`)
      .first()
      .getAttribute('aria-label', { timeout: 1000 })
      .catch(() => null);
    assert.fail(
      `${who}square ${square} should show ${piece === '' ? 'nothing' : piece} within ${timeoutMs} ms; its aria-label is ${JSON.stringify(label)}`,
    );
  }
}

/** Waits until the `aria-label` of `square` matches `re` ("c4, white bishop, premove"). */
export async function waitSquareLabel(page: Page, square: string, re: RegExp, timeoutMs = 10_000, who = ''): Promise<void> {
  const sel = `[data-testid="board"] [data-square="${square}"]`;
  try {
    await page.waitForFunction(
      ({ sel, source, flags }) => new RegExp(source, flags).test(document.querySelector(sel)?.getAttribute('aria-label') ?? ''),
      { sel, source: re.source, flags: re.flags },
      { timeout: timeoutMs, polling: 'raf' },
    );
  } catch {
    const label = await page
      .locator(sel)
      .first()
      .getAttribute('aria-label', { timeout: 1000 })
      .catch(() => null);
    assert.fail(`${who}square ${square}'s aria-label should match ${String(re)} within ${timeoutMs} ms; it is ${JSON.stringify(label)}`);
  }
}

/**
 * A clock's text in milliseconds: "0:14.3", "14.3", "1:00", "1:02:03" (a comma also separates
 * tenths). `null` when the text holds no time.
 */
export function clockMs(text: string): number | null {
  const m = /(?:(\d+):)?(?:(\d+):)?(\d+)(?:[.,](\d+))?/.exec(text);
  if (m === null) return null;
  const parts = [m[1], m[2], m[3]].filter((p): p is string => p !== undefined).map(Number);
  let s = 0;
  for (const p of parts) s = s * 60 + p;
  const frac = m[4] === undefined ? 0 : Number(`0.${m[4]}`);
  return Math.round((s + frac) * 1000);
}

/** Both clocks as the page shows them, in ms, with which one runs (`data-running`). */
export async function readClocks(page: Page): Promise<{ white: number; black: number; running: string | null }> {
  const raw = await page.evaluate(() => {
    const get = (side: string) => document.querySelector(`[data-testid="clock-${side}"]`);
    const w = get('white');
    const b = get('black');
    const run = [w, b].findIndex((e) => e?.getAttribute('data-running') === 'true');
    return { white: w?.textContent ?? null, black: b?.textContent ?? null, running: run === 0 ? 'white' : run === 1 ? 'black' : null };
  });
  assert.ok(raw.white !== null && raw.black !== null, `the clocks (clock-white, clock-black) are not on the page at ${page.url()}`);
  const white = clockMs(raw.white);
  const black = clockMs(raw.black);
  assert.ok(white !== null && black !== null, `the clocks do not show times: ${JSON.stringify(raw)}`);
  return { white, black, running: raw.running };
}
